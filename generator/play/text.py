"""The Play page's texts filled in the browser: the project's own placeholder and forms
code, with CLDR's plural rules and number formats from the browser.

The page carries an excerpt of its language's catalog (:mod:`generator.site.play`
writes it when the site is built): the translation of every text the game may show
(:mod:`generator.play.messages`, the verdicts of :mod:`generator.play.verdict`,
the card texts of :mod:`generator.play.cards`), only those the build found usable, the
language's declared number forms, the forms of the games' names, and the cards' names
(made by the Localizer when the site is built). In the browser
(Pyodide, where Babel is not available) :class:`PlayText` fills them as the site's
:class:`~generator.i18n.Localizer` does when it builds the pages:
:mod:`generator.text.placeholders` reads the placeholders and
:mod:`generator.text.forms` applies the forms, asking three functions for what CLDR
knows, which the page takes from the browser's ``Intl``: a number as the language
writes it (``Intl.NumberFormat``), a number's plural category in a language
(``Intl.PluralRules``), and a list joined (``Intl.ListFormat``). A translation that
cannot be filled shows the English text, as on every other page.

It offers what :func:`~generator.play.cards.render_hand` and the verdicts need of a
Localizer (``format``, ``gettext``, ``rank_index``, ``card_name``, ``format_list``), so
cards are drawn in the browser by the same code as on the rule pages.

>>> cards = CardNames(("{rank} of {suit}", {}), {7: ("seven", {})}, {"h": "hearts"})
>>> text = PlayText("en", {}, {}, {}, {}, list("A23456789TJQK"), cards,
...                 number=str, category=lambda code, n: "one" if n == 1 else "other",
...                 join=lambda items, style: " and ".join(items))
>>> text.format("You discard {card}.", card=CardValue(7, "h"))
'You discard seven of hearts.'
>>> text.format("You knock: {n:one=# point|other=# points}.", n=1)
'You knock: 1 point.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from generator.text import forms
from generator.text.cards import (
    CardGroups,
    CardList,
    CardNames,
    CardValue,
    capital,
    capitalised,
)
from generator.text.placeholders import PlaceholderError, fill_with

SOURCE = "en"
"""The language of the msgids: a translation that cannot be filled falls back to it."""
ENGLISH, END = "\ue010", "\ue011"
"""Around a text shown in English on a page of another language (its translation missing or
unusable): :func:`generator.play.cards.escape` makes it an element marked ``lang="en"``,
and so does play.js with the texts it shows."""


@dataclass(frozen=True)
class Title:
    """A game's name as a placeholder value: it may take the forms its language declares."""

    msgid: str


class PlayText:
    """One language's texts, numbers and card names for the Play page."""

    def __init__(
        self,
        code: str,
        texts: Mapping[str, str],
        grammar: Mapping[str, str],
        names: Mapping[str, str],
        name_forms: Mapping[str, Mapping[str, str]],
        ranks: Sequence[str],
        cards: CardNames,
        *,
        number: Callable[[int | float], str],
        category: forms.Category,
        join: Callable[[list[str], str], str],
        topics: Mapping[str, tuple[str, str]] | None = None,
    ) -> None:
        self.code = code
        self.topics: Mapping[str, tuple[str, str]] = topics or {}
        """Topic of advice -> (the address of the rules' section on it, its title)."""
        self.texts = texts
        """msgid -> its usable translation (missing: the English text is shown)."""
        self.numbers = {form: forms.parse_rules(rules) for form, rules in grammar.items()}
        """The language's declared number forms (``msgctxt "grammar"``)."""
        self.names = names
        self.name_forms = name_forms
        self.ranks = ranks
        self.cards = cards
        """The cards' names, in every form the language gives them."""
        self.number = number
        self.category = category
        self.join = join

    # -- what a Localizer offers the card and verdict code ----------------------------

    def gettext(self, msgid: str) -> str:
        return self.texts.get(msgid) or self._english(msgid)

    def _english(self, text: str) -> str:
        """A text shown in English: marked as such on a page of another language."""
        return text if self.code == SOURCE else f"{ENGLISH}{text}{END}"

    def format(self, msgid: str, **values: object) -> str:
        return self.format_map(msgid, values)

    def format_map(self, msgid: str, values: Mapping[str, object]) -> str:
        """``msgid`` translated and filled; the English text when the translation cannot be."""
        text = self.texts.get(msgid)
        if text:
            try:
                return fill_with(text, lambda name, form: self.shown(values, name, form, self.code))
            except (PlaceholderError, forms.FormError):
                pass
        filled = fill_with(msgid, lambda name, form: self.shown(values, name, form, SOURCE))
        return self._english(filled)

    def rank_index(self, rank: int) -> str:
        return self.ranks[rank - 1]

    def card_name(self, rank: int, suit: str, form: str | None = None) -> str:
        return self.cards.name(CardValue(rank, suit), form)

    def format_list(
        self, items: Sequence[str], style: Literal["standard", "or"] = "standard"
    ) -> str:
        return self.join(list(items), style)

    def format_number(self, n: int | float) -> str:
        return self.number(n)

    # -- placeholders -----------------------------------------------------------------

    def shown(
        self, values: Mapping[str, object], name: str, form: str | None, language: str
    ) -> str:
        """A placeholder's value as the text of ``language`` shows it, in ``form`` if asked
        (as :meth:`generator.i18n.Localizer.shown`)."""
        if name not in values:
            raise PlaceholderError(f"unknown placeholder {{{name}}}")
        value = values[name]
        if isinstance(value, CardValue):
            return self.card_name(value.rank, value.suit, form)
        if isinstance(value, CardList | CardGroups):
            base, upper = capital(form)
            groups = value.groups if isinstance(value, CardGroups) else (value,)
            lists = [
                self.join([self.card_name(c.rank, c.suit, base) for c in group.cards], "standard")
                for group in groups
            ]
            joined = value.separator.join(lists) if isinstance(value, CardGroups) else lists[0]
            return capitalised(joined) if upper else joined
        if isinstance(value, Title):
            if form is None:
                return self.names.get(value.msgid) or value.msgid
            given = self.name_forms.get(value.msgid, {}).get(form)
            if given is None:
                raise forms.FormError(f"no form '{form}' of the name {value.msgid!r}")
            return given
        if isinstance(value, int | float) and not isinstance(value, bool):
            text = self.number(value)
            if form is None:
                return text
            rules = self.numbers.get(form) if language == self.code else None
            if rules is None:
                if not forms.looks_like_rules(form):
                    raise forms.FormError(f"no number form '{form}' in {language}")
                rules = forms.parse_rules(form)
            return forms.apply_rules(rules, value, text, language, self.category)
        if form is not None:
            raise forms.FormError(f"a text value has no form '{form}'")
        return str(value)
