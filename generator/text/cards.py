"""Card names in the forms a sentence needs: "Eldobod a kőr hetest", "Πετάτε τον ρήγα σπαθί".

A language names a card by a pattern, the catalog's entry ``msgctxt "card name"``
(``{rank} of {suit}``), from its rank names (``msgctxt "rank name"``) and suit names.
Each entry's first line is the plain form; the lines after it give further forms, a line
each, ``form: text``. The card name's forms are the sentence's: a translation asks for
``{card:acc}`` (or ``{cards:acc}``, every card of a list in that form), and the pattern of
that form may ask each rank for a form of its own (``acc: a {suit} {rank:acc}``)::

    card name   {suit} {rank}              rank "seven"   hetes
                acc: a {suit} {rank:acc}                  acc: hetest
                ins: a {suit} {rank:ins}                  ins: hetessel

The site's Localizer and the Play page's texts in the browser name cards with the same
:class:`CardNames`.

>>> names = CardNames(
...     parse_forms("{suit} {rank}\\nacc: a {suit} {rank:acc}")[:2],
...     {7: parse_forms("hetes\\nacc: hetest")[:2]},
...     {"h": "kőr"},
... )
>>> names.name(CardValue(7, "h")), names.name(CardValue(7, "h"), "acc")
('kőr hetes', 'a kőr hetest')
>>> names.forms
('acc',)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from generator.text.forms import FormError, parse_name_forms
from generator.text.placeholders import PlaceholderError, fill_with, names
from generator.text.placeholders import forms as asked_forms

CARD_PLACEHOLDERS = frozenset({"card", "cards", "meld", "melds"})
"""The placeholders whose value is a card or a list of cards: they take card forms."""
CAPITAL = "^"
"""After a form (``{card:acc^}``, or alone, ``{card:^}``): the name starts with a capital,
for a sentence that opens with the card."""
Forms = tuple[str, Mapping[str, str]]
"""A text's plain form, and its other forms by name."""


@dataclass(frozen=True)
class CardValue:
    """One card as a placeholder's value."""

    rank: int
    """1 (ace) to 13 (king)."""
    suit: str
    """"s", "h", "d" or "c"."""


@dataclass(frozen=True)
class CardList:
    """Cards as a placeholder's value: named one by one, joined as the language joins a
    list (each in the form the placeholder asks for)."""

    cards: tuple[CardValue, ...]


@dataclass(frozen=True)
class CardGroups:
    """Lists of cards (melds) as a placeholder's value: each list joined as the language
    joins a list, the lists by ``separator`` (the language's own, already translated)."""

    groups: tuple[CardList, ...]
    separator: str


def capital(form: str | None) -> tuple[str | None, bool]:
    """The form a card's name is asked in, and whether it starts with a capital.

    >>> capital("acc^"), capital("^"), capital("acc"), capital(None)
    (('acc', True), (None, True), ('acc', False), (None, False))
    """
    if form is not None and form.endswith(CAPITAL):
        return form[: -len(CAPITAL)] or None, True
    return form, False


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def parse_forms(text: str) -> tuple[str, dict[str, str], list[tuple[int, str]]]:
    """A text with forms: its first line, the ``form: text`` lines after it, and the
    problems as (0-based line, message)."""
    first, _, rest = text.partition("\n")
    given, problems = parse_name_forms(rest)
    return first.strip(), given, [(index + 1, message) for index, message in problems]


class CardNames:
    """One language's card names: the pattern of each form, each rank's forms, the suits."""

    def __init__(
        self, patterns: Forms, ranks: Mapping[int, Forms], suits: Mapping[str, str]
    ) -> None:
        self.pattern, self.patterns = patterns
        self.ranks = ranks
        self.suits = suits

    @property
    def forms(self) -> tuple[str, ...]:
        """The forms a card's name has besides its plain one."""
        return tuple(self.patterns)

    def _rank(self, rank: int, form: str | None) -> str:
        plain, given = self.ranks[rank]
        if form is None:
            return plain
        if form not in given:
            raise FormError(f"the rank {plain!r} has no form '{form}'")
        return given[form]

    def name(self, card: CardValue, form: str | None = None) -> str:
        """The card's name, in ``form`` (its plain form by default; ``acc^``: that form,
        starting with a capital).

        :raises FormError: a form the language does not give.
        """
        form, upper = capital(form)
        if upper:
            return capitalised(self.name(card, form))
        if form is None:
            pattern = self.pattern
        elif form in self.patterns:
            pattern = self.patterns[form]
        else:
            known = ", ".join(self.patterns) or "none"
            raise FormError(f"cards have no form '{form}' (the forms: {known})")

        def part(name: str, asked: str | None) -> str:
            if name == "rank":
                return self._rank(card.rank, asked)
            if name == "suit" and asked is None:
                return self.suits[card.suit]
            raise PlaceholderError(f"a card's name has {{rank}} and {{suit}}, not {{{name}}}")

        return fill_with(pattern, part)


def pattern_problems(pattern: str) -> list[str]:
    """What is wrong with a card name's pattern: a placeholder other than ``{rank}`` (in
    any form) and ``{suit}``, or one of them missing."""
    try:
        found = names(pattern)
    except PlaceholderError as error:
        return [str(error)]
    out = [f"{{{n}}} is not {{rank}} or {{suit}}" for n in found if n not in ("rank", "suit")]
    out += [f"it lacks {{{n}}}" for n in ("rank", "suit") if n not in found]
    suits = [form for name, form in asked_forms(pattern) if name == "suit"]
    out += [f"{{suit:{form}}}: a suit's name has no forms" for form in suits]
    return out


def rank_forms(pattern: str) -> set[str]:
    """The forms of the rank names a pattern asks for (``{rank:acc}``: acc)."""
    try:
        return {form for name, form in asked_forms(pattern) if name == "rank"}
    except PlaceholderError:
        return set()
