"""The localizers the site renders with: :mod:`generator.i18n` when available, else English.

The site codes against the Localizer interface of :mod:`generator.i18n`; this
module is the only place that knows whether the catalogs can be loaded, so a
build still works (in English, with a notice on every translated page) while
no catalog exists.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from enum import Enum
from pathlib import Path
from typing import Any, Protocol

import babel
from babel.numbers import format_decimal

LANGUAGES: tuple[str, ...] = ("en", "hu", "el", "it", "de", "fr", "es", "pl")

try:  # the catalogs' own values, once localization has landed
    from generator.i18n import LANGUAGES as LANGUAGES  # type: ignore[no-redef]
    from generator.i18n.state import State
except ImportError:  # pragma: no cover - depends on the state of the tree

    class State(Enum):  # type: ignore[no-redef]
        TRANSLATED = "translated"
        FUZZY = "fuzzy"
        MISSING = "missing"


class Localizer(Protocol):
    code: str
    locale: babel.Locale

    def gettext(self, msgid: str) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int) -> str: ...
    def pgettext(self, context: str, msgid: str) -> str: ...
    def state(self, msgid: str, context: str | None = None) -> Any: ...
    def format(self, msgid: str, **values: object) -> str: ...
    def format_map(self, msgid: str, values: Mapping[str, object]) -> str: ...
    def format_list(self, items: Sequence[str], style: str = "standard") -> str: ...
    def format_number(self, n: int | float) -> str: ...
    def format_percent(self, share: float, digits: int = 1) -> str: ...
    def language_name(self, code: str | None = None) -> str: ...
    def rank_index(self, rank: int) -> str: ...
    def suit_name(self, suit: str) -> str: ...
    def recording(self) -> Any: ...


_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_SUITS = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}


class EnglishText:
    """A stand-in Localizer: English text in every language, with the language's formats.

    >>> hu = EnglishText("hu")
    >>> hu.format("Knock with {knock_limit} or less.", knock_limit=10)
    'Knock with 10 or less.'
    >>> hu.format_list(["a", "b", "c"], "or")
    'a, b, or c'
    >>> with hu.recording() as used:
    ...     _ = hu.gettext("Knocking")
    >>> [s.value for s in used.values()]
    ['missing']
    """

    def __init__(self, code: str) -> None:
        self.code = code
        self.locale = babel.Locale.parse(code)
        self._records: list[dict[str, Any]] = []

    def _use(self, msgid: str) -> str:
        state = State.TRANSLATED if self.code == "en" else State.MISSING
        for record in self._records:
            record[msgid] = state
        return msgid

    def gettext(self, msgid: str) -> str:
        return self._use(msgid)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._use(singular if n == 1 else plural)

    def pgettext(self, context: str, msgid: str) -> str:
        return self._use(msgid)

    def state(self, msgid: str, context: str | None = None) -> Any:
        return State.TRANSLATED if self.code == "en" else State.MISSING

    def format(self, msgid: str, **values: object) -> str:
        return self.format_map(msgid, values)

    def format_map(self, msgid: str, values: Mapping[str, object]) -> str:
        text = self.gettext(msgid)

        def fill(m: re.Match[str]) -> str:
            value = values.get(m.group(1), m.group(0))
            if isinstance(value, int | float) and not isinstance(value, bool):
                return self.format_number(value)
            return str(value)

        return _PLACEHOLDER.sub(fill, text)

    def format_list(self, items: Sequence[str], style: str = "standard") -> str:
        from babel.lists import format_list

        # the words are English, so is the list's "and"/"or"
        return format_list(list(items), style=style, locale="en")

    def format_number(self, n: int | float) -> str:
        return format_decimal(n, locale=self.locale)

    def format_percent(self, share: float, digits: int = 1) -> str:
        from generator.i18n import percent

        return percent(share, self.locale, digits)

    def language_name(self, code: str | None = None) -> str:
        name = babel.Locale.parse(code or self.code).get_display_name() or (code or self.code)
        return name[:1].upper() + name[1:]

    def rank_index(self, rank: int) -> str:
        return "A23456789TJQK"[rank - 1].replace("T", "10")

    def suit_name(self, suit: str) -> str:
        return _SUITS[suit]

    @contextmanager
    def recording(self) -> Iterator[dict[str, Any]]:
        record: dict[str, Any] = {}
        self._records.append(record)
        try:
            yield record
        finally:
            self._records.remove(record)


def load(root: Path) -> Mapping[str, Localizer]:
    """Language code -> Localizer, in the site's language order."""
    try:
        from generator.i18n import load_localizers
    except ImportError:
        return {code: EnglishText(code) for code in LANGUAGES}
    localizers = load_localizers(root)
    return {code: localizers.get(code) or EnglishText(code) for code in LANGUAGES}


def is_incomplete(state: Any) -> bool:
    """True for a FUZZY or MISSING state (a page using it shows a notice)."""
    return getattr(state, "name", str(state)).upper() in {"FUZZY", "MISSING"}
