"""Localization: the PO catalogs of ``locales/`` read as they are, for the site.

A :class:`Localizer` answers for one language. It reads
``locales/<lang>/LC_MESSAGES/messages.po`` directly (no compile step), strictly
(:mod:`generator.i18n.pofile`: a broken catalog stops the build with its file and
line); a fuzzy or empty entry falls back to the English text and reports
:attr:`State.FUZZY` or :attr:`State.MISSING`, so the page can say its translation is
outdated or missing, and so does a translation that would break its page
(:mod:`generator.i18n.usable`). Obsolete entries (``#~``) are ignored. Babel does the
locale work: numbers, lists, language names, plural rules.

>>> en = english()
>>> en.format("Knock with {knock_limit} or less.", knock_limit=10)
'Knock with 10 or less.'
>>> en.format_list(["a single hand", "100", "250"], style="or")
'a single hand, 100, or 250'
>>> en.rank_index(12), en.suit_name("h"), en.language_name()
('Q', 'hearts', 'English')
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import TypeVar

import babel
from babel.lists import format_list as _format_list
from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural
from babel.numbers import format_decimal, format_percent

from generator.errors import CatalogError
from generator.i18n.cards import RANK_CONTEXT, RANK_MSGIDS, SUIT_CONTEXT, SUIT_MSGIDS
from generator.i18n.placeholders import PlaceholderError, fill, names
from generator.i18n.reading import (
    po_path,
    pot_path,
    read_catalog,
    read_catalog_once,
    read_po_file,
    read_project_catalogs,
)
from generator.i18n.state import SOURCE_LANGUAGE, State, languages
from generator.i18n.usable import usable


def percent(share: float, locale: babel.Locale, digits: int = 1) -> str:
    """``share`` as a percentage in ``locale``; see :meth:`Localizer.format_percent`.

    >>> fr, en, de = babel.Locale("fr"), babel.Locale("en"), babel.Locale("de")
    >>> percent(0.0935, fr), percent(0.0005, en), percent(1, de)
    ('9,4\xa0%', '0.05%', '100\xa0%')
    """
    value = Decimal(str(share * 100))
    places = digits
    while 0 < abs(value) < Decimal(1).scaleb(-places) and places < 6:
        places += 1
    rounded = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP).normalize()
    return format_percent(rounded / 100, locale=locale, decimal_quantization=False)


_V = TypeVar("_V")


class LazyValues(Mapping[str, _V]):
    """``values`` with each entry passed through ``compute(name, value)`` on first read:
    a text fills only the few placeholders it uses, of the many a page offers."""

    def __init__(self, values: Mapping[str, object], compute: Callable[[str, object], _V]) -> None:
        self._values = values
        self._compute = compute
        self._done: dict[str, _V] = {}

    def __getitem__(self, name: str) -> _V:
        if name not in self._done:
            self._done[name] = self._compute(name, self._values[name])
        return self._done[name]

    def __contains__(self, name: object) -> bool:
        return name in self._values

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)


def recording_key(msgid: str, context: str | None = None) -> str:
    """How :meth:`Localizer.recording` names a message: msgid, or ``context\\x04msgid``."""
    return msgid if context is None else f"{context}\x04{msgid}"


_Entry = tuple[tuple[str, ...], bool]  # (translated forms, fuzzy)


class Localizer:
    """Translations and locale formatting for one language."""

    def __init__(self, code: str, catalog: Catalog | None = None) -> None:
        self.code = code
        self.locale = babel.Locale.parse(code)
        self._entries: dict[tuple[str | None, str], _Entry] = {}
        self._recorders: list[dict[str, State]] = []
        self._numbers: dict[tuple[type, int | float], str] = {}
        plural = get_plural(code)
        self.num_plurals = plural.num_plurals
        self._plural_index: Callable[[int], int] = _gettext.c2py(plural.plural_expr)
        if catalog is None:
            return
        if catalog.num_plurals:
            self.num_plurals = catalog.num_plurals
            self._plural_index = _gettext.c2py(catalog.plural_expr)
        for message in catalog:
            if not message.id:
                continue  # the header
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if not all(usable(ids, message.locations, text) for text in strings if text):
                strings = ()  # it would break the page: English instead (MISSING)
            self._entries[(message.context, ids[0])] = (tuple(strings), message.fuzzy)

    # -- translation -------------------------------------------------------------------

    def _lookup(self, context: str | None, msgid: str) -> tuple[tuple[str, ...] | None, State]:
        if self.code == SOURCE_LANGUAGE:
            return None, State.TRANSLATED
        entry = self._entries.get((context, msgid))
        if entry is None:
            return None, State.MISSING
        strings, fuzzy = entry
        if not strings or not all(strings):
            return None, State.MISSING
        if fuzzy:
            return None, State.FUZZY
        return strings, State.TRANSLATED

    def _record(self, key: str, state: State) -> None:
        for recorder in self._recorders:
            # the worst state wins when the same message is used twice
            if recorder.get(key) in (None, State.TRANSLATED) or state is State.MISSING:
                recorder[key] = state

    def record_unusable(self, msgid: str, context: str | None = None) -> None:
        """Record that the translation of ``msgid`` could not be used (the English text is
        shown): pages that use it say so."""
        self._record(recording_key(msgid, context), State.MISSING)

    def state(self, msgid: str, context: str | None = None) -> State:
        """TRANSLATED, FUZZY or MISSING; English is always TRANSLATED."""
        return self._lookup(context, msgid)[1]

    def gettext(self, msgid: str) -> str:
        """The translation, or ``msgid`` itself when fuzzy or missing."""
        return self.pgettext(None, msgid)  # type: ignore[arg-type]

    def pgettext(self, context: str | None, msgid: str) -> str:
        """The translation of ``msgid`` in ``context`` (``msgctxt``), or ``msgid``."""
        strings, state = self._lookup(context, msgid)
        self._record(recording_key(msgid, context), state)
        return strings[0] if strings else msgid

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The plural form for ``n`` by the catalog's plural rule, or the English one."""
        strings, state = self._lookup(None, singular)
        self._record(recording_key(singular), state)
        if strings and len(strings) == self.num_plurals:
            index = self._plural_index(n)
            if 0 <= index < len(strings):
                return strings[index]
        elif strings:
            self._record(recording_key(singular), State.MISSING)
        return singular if n == 1 else plural

    @contextmanager
    def recording(self) -> Iterator[dict[str, State]]:
        """Inside the block, every message looked up is recorded with its state.

        Keys are msgids (``context\\x04msgid`` for a message with a context).
        """
        recorder: dict[str, State] = {}
        self._recorders.append(recorder)
        try:
            yield recorder
        finally:
            self._recorders.remove(recorder)

    # -- formatting --------------------------------------------------------------------

    def _value(self, value: object) -> str:
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int | float):
            return self.format_number(value)
        return str(value)

    def format(self, msgid: str, **values: object) -> str:
        """Translate ``msgid``, then fill its ``{placeholders}`` from ``values``.

        A translation whose placeholders are malformed or unknown (``{0.__class__}``,
        ``{knock_limt}``) is never evaluated: the English text is used instead and the
        message recorded as MISSING. An English text with an unknown placeholder raises
        :class:`PlaceholderError`.
        """
        return self.format_map(msgid, values)

    def format_map(self, msgid: str, values: Mapping[str, object]) -> str:
        """:meth:`format` with the values in a mapping, read only for the placeholders
        the text uses (a lazy mapping computes nothing else)."""
        text = self.gettext(msgid)
        filled = LazyValues(values, lambda _, value: self._value(value))
        if text is not msgid:
            try:
                return fill(text, filled)
            except PlaceholderError:
                self._record(recording_key(msgid), State.MISSING)
        return fill(msgid, filled)

    def format_number(self, n: int | float) -> str:
        """``n`` as the language writes numbers (group separators, decimal sign)."""
        key = (type(n), n)
        text = self._numbers.get(key)
        if text is None:
            text = self._numbers[key] = format_decimal(n, locale=self.locale)
        return text

    def format_percent(self, share: float, digits: int = 1) -> str:
        """``share`` (0–1) as a percentage the language's way, to ``digits`` decimals
        at most ("9,3 %" in fr, "9,3%" in hu); a share that rounds to zero but is not
        zero shows its first digit (0.0005 -> "0.05%")."""
        return percent(share, self.locale, digits)

    def format_list(self, items: Sequence[str], style: str = "standard") -> str:
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

    def suit_name(self, suit: str) -> str:
        """The name of a suit ("s", "h", "d", "c", or "spades" …) in this language."""
        msgid = SUIT_MSGIDS.get(suit.lower(), suit.lower())
        if msgid not in SUIT_MSGIDS.values():
            raise ValueError(f"unknown suit {suit!r}")
        return self.pgettext(SUIT_CONTEXT, msgid)

    def __repr__(self) -> str:
        return f"Localizer({self.code!r}, {len(self._entries)} entries)"


def english() -> Localizer:
    """The source language: every message is its own translation."""
    return Localizer(SOURCE_LANGUAGE)


def load_localizers(root: Path) -> dict[str, Localizer]:
    """A Localizer per language of :func:`languages`, in order, from ``root/locales``.

    A language without a catalog file gets an empty one (everything MISSING, shown in
    English). A catalog that breaks the PO rules, or lacks messages of
    ``locales/messages.pot``, raises :class:`CatalogError` with its file and line.
    """
    template, catalogs = read_project_catalogs(root)
    if isinstance(template, CatalogError):
        raise template
    localizers = {SOURCE_LANGUAGE: english()}
    for code in languages(root)[1:]:
        po = catalogs.get(code)
        if isinstance(po, CatalogError):
            raise po
        localizers[code] = Localizer(code, po.catalog if po is not None else None)
    return localizers


def placeholders_of(text: str) -> tuple[str, ...] | None:
    """The placeholder names of ``text``, or None if its braces are malformed."""
    try:
        return names(text)
    except PlaceholderError:
        return None


__all__ = [
    "Localizer",
    "PlaceholderError",
    "State",
    "english",
    "languages",
    "load_localizers",
    "po_path",
    "pot_path",
    "read_catalog",
    "read_catalog_once",
    "read_po_file",
    "read_project_catalogs",
]
