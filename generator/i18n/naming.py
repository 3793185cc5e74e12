"""How one language shows values: numbers and percentages, lists, language names, names in
their declared forms, and cards.

:class:`Naming` is the part of :class:`generator.i18n.localizer.Localizer` that turns a
placeholder's value into text; the Localizer gives it the translations it reads (suit and
rank names, the card name's pattern, a name's msgid) and records what it could not use.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Literal

import babel
from babel.lists import format_list as _format_list

from generator.i18n.cards import (
    CARD_NAME,
    CARD_NAME_CONTEXT,
    RANK_CONTEXT,
    RANK_MSGIDS,
    RANK_NAME_CONTEXT,
    RANK_NAMES,
    SUIT_CONTEXT,
    SUIT_MSGIDS,
)
from generator.i18n.numbers import format_number, format_percent
from generator.i18n.values import Name, Percent
from generator.text import forms
from generator.text.cards import (
    CardGroups,
    CardList,
    CardNames,
    CardValue,
    capital,
    capitalised,
    parse_forms,
    pattern_problems,
    rank_forms,
)

ListStyle = Literal["standard", "or"]
"""How a list is joined: "a, b and c" or "a, b or c"."""


class Naming:
    """Values as one language writes them; mixed into the Localizer, which gives the
    translations (:meth:`gettext`, :meth:`pgettext`) and records unusable ones."""

    code: str
    locale: babel.Locale
    grammar: forms.Grammar
    _name_forms: dict[str, dict[str, str]]
    _numbers: dict[tuple[type, int | float], str]
    _card_names: dict[
        tuple[str, tuple[str, ...], tuple[str, ...]], tuple[CardNames, tuple[str, ...]]
    ]

    def gettext(self, msgid: str) -> str:
        raise NotImplementedError

    def pgettext(self, context: str | None, msgid: str) -> str:
        raise NotImplementedError

    def record_unusable(
        self, msgid: str, context: str | None = None, reason: str | None = None
    ) -> None:
        raise NotImplementedError

    def shown(self, value: object, form: str | None = None, language: str | None = None) -> str:
        """A placeholder's value as this language writes it, in ``form`` if one is asked
        for: a name in a declared case, a number by declared or inline rules (inline rules
        by the plural categories of ``language``, the text's language: by default this
        one).

        :raises FormError: a form that this language does not give for this value.
        """
        if isinstance(value, CardValue):
            return self.card_name(value.rank, value.suit, form)
        if isinstance(value, CardList | CardGroups):
            return self._cards_shown(value, form)
        if isinstance(value, Name):
            if form is None:
                return self.gettext(value.msgid)
            given = self._name_forms.get(value.msgid, {}).get(form)
            if given is None:
                raise forms.FormError(f"no form '{form}' of the name {value.msgid!r}")
            return given
        if isinstance(value, Percent):
            text = self.format_percent(value.share)
            value = float(Decimal(str(value.share * 100)).quantize(Decimal("0.0001")))
        elif isinstance(value, int | float) and not isinstance(value, bool):
            text = self.format_number(value)
        if isinstance(value, int | float) and not isinstance(value, bool):
            if form is None:
                return text
            code = language or self.code
            rules = self.grammar.numbers.get(form) if code == self.code else None
            if rules is None:
                if not forms.looks_like_rules(form):
                    raise forms.FormError(f"no number form '{form}' in {code}")
                rules = forms.parse_rules(form)
                problem = forms.check_rules(rules, code)
                if problem:
                    raise forms.FormError(problem)
            return forms.apply_rules(rules, value, text, code)
        if form is not None:
            raise forms.FormError(f"a text value has no form '{form}'")
        return str(value)

    def format_number(self, n: int | float) -> str:
        """``n`` as the language writes numbers (group separators, decimal sign)."""
        key = (type(n), n)
        text = self._numbers.get(key)
        if text is None:
            text = self._numbers[key] = format_number(n, self.locale)
        return text

    def format_percent(self, share: float, digits: int = 1) -> str:
        """``share`` (0–1) as a percentage the language's way (see
        :func:`generator.i18n.numbers.format_percent`)."""
        return format_percent(share, self.locale, digits)

    def format_list(self, items: Sequence[str], style: ListStyle = "standard") -> str:
        """Items joined as the language joins lists ("a, b vagy c" for style "or" in hu)."""
        try:
            return _format_list(list(items), style=style, locale=self.locale)
        except KeyError:  # a style the locale data lacks ("unit" in el, de, es)
            return _format_list(list(items), style="standard", locale=self.locale)

    def language_name(self, code: str | None = None) -> str:
        """A language's name as a label starts: this language's own name ("Magyar"), or,
        given ``code``, that language's name in this language ("Német" for de in hu)."""
        locale = self.locale if code is None else babel.Locale.parse(code)
        name = locale.get_display_name(self.locale) or locale.language
        return name[:1].upper() + name[1:]

    def rank_index(self, rank: int) -> str:
        """The corner index of rank 1 (ace) … 13 (king) in this language: pl "D" for 12."""
        if not 1 <= rank <= 13:
            raise ValueError(f"rank {rank} is not between 1 and 13")
        return self.pgettext(RANK_CONTEXT, RANK_MSGIDS[rank - 1])

    def card_names(self) -> CardNames:
        """This language's card names (:mod:`generator.text.cards`): the pattern of each
        form and each rank's forms, from the catalog. A pattern the ranks cannot fill is
        left out, with its reason (the English pattern stands for a broken plain form).

        Every call looks its messages up (so the page being rendered records them) and
        reports an unusable pattern again; what is made of the texts is kept per texts."""
        pattern = self.pgettext(CARD_NAME_CONTEXT, CARD_NAME)
        ranks = tuple(self.pgettext(RANK_NAME_CONTEXT, RANK_NAMES[r]) for r in range(1, 14))
        suits = tuple(self.suit_name(s) for s in SUIT_MSGIDS)
        key = (pattern, ranks, suits)
        made = self._card_names.get(key)
        if made is None:
            made = self._card_names[key] = _make_card_names(pattern, ranks, suits)
        names, unusable = made
        for reason in unusable:
            self.record_unusable(CARD_NAME, CARD_NAME_CONTEXT, reason)
        return names

    def _cards_shown(self, value: CardList | CardGroups, form: str | None) -> str:
        """Cards, or lists of them, named in ``form`` and joined as this language joins."""
        base, upper = capital(form)
        groups = value.groups if isinstance(value, CardGroups) else (value,)
        lists = [
            self.format_list([self.card_name(c.rank, c.suit, base) for c in group.cards])
            for group in groups
        ]
        joined = value.separator.join(lists) if isinstance(value, CardGroups) else lists[0]
        return capitalised(joined) if upper else joined

    def card_name(self, rank: int, suit: str, form: str | None = None) -> str:
        """A card as this language names it: "seven of hearts"; in ``form`` if asked.

        :raises FormError: a form the language's card names do not give.
        """
        return self.card_names().name(CardValue(rank, suit), form)

    def suit_name(self, suit: str) -> str:
        """The name of a suit ("s", "h", "d", "c", or "spades" …) in this language."""
        msgid = SUIT_MSGIDS.get(suit.lower(), suit.lower())
        if msgid not in SUIT_MSGIDS.values():
            raise ValueError(f"unknown suit {suit!r}")
        return self.pgettext(SUIT_CONTEXT, msgid)


def _make_card_names(
    text: str, rank_texts: tuple[str, ...], suit_names: tuple[str, ...]
) -> tuple[CardNames, tuple[str, ...]]:
    """The card names made of a language's texts (the card name's pattern, the 13 ranks'
    names, the suits' names in the order of ``SUIT_MSGIDS``), and why each pattern left
    out is unusable."""
    pattern, patterns, _ = parse_forms(text)
    ranks = {r: parse_forms(t)[:2] for r, t in enumerate(rank_texts, start=1)}
    suits = dict(zip(SUIT_MSGIDS, suit_names, strict=True))
    usable: dict[str | None, str] = {}
    unusable: list[str] = []
    for form, given in [(None, pattern), *patterns.items()]:
        problems = pattern_problems(given)
        missing = [f for f in rank_forms(given) for r in ranks.values() if f not in r[1]]
        if problems or missing:
            why = problems[0] if problems else f"a rank lacks the form '{missing[0]}'"
            label = "the card name" + (f"'s form '{form}'" if form else "")
            unusable.append(f"{label}: {why}")
        else:
            usable[form] = given
    plain = usable.pop(None, CARD_NAME)
    return CardNames((plain, {f: p for f, p in usable.items() if f}), ranks, suits), tuple(unusable)
