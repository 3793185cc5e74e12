"""The Localizer: one language's translations, forms and formats.

A fuzzy or empty entry falls back to the English text and reports
:attr:`State.FUZZY` or :attr:`State.MISSING`, so the page can say its translation is
outdated or missing, and so does a translation that would break its page
(:mod:`generator.i18n.usable`) or asks for a form the language does not give
(:mod:`generator.text.forms`). Babel does the locale work: lists, language names,
plural rules; :mod:`generator.i18n.numbers` the numbers.

>>> en = Localizer("en")
>>> en.format("Knock with {knock_limit} or less.", knock_limit=10)
'Knock with 10 or less.'
>>> en.format("{n:one=# point|other=# points} each", n=1)
'1 point each'
>>> en.format_list(["a single hand", "100", "250"], style="or")
'a single hand, 100, or 250'
>>> en.rank_index(12), en.suit_name("h"), en.language_name()
('Q', 'hearts', 'English')
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager

import babel
from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural

from generator.i18n import entries
from generator.i18n.naming import Naming
from generator.i18n.state import SOURCE_LANGUAGE, State
from generator.i18n.usable import usable
from generator.i18n.values import (
    Rejection,
    Translated,
    recording_key,
)
from generator.text import forms
from generator.text.placeholders import PlaceholderError, fill_with

Resolve = Callable[[str, str | None, str], str]
"""What fills a placeholder: (name, form or None, language of the text) -> its text. The
language is the source language when a translation falls back to the English text, whose
plural rules are English."""


OPTIONAL_CONTEXTS = frozenset({forms.GRAMMAR_CONTEXT, forms.NAME_FORMS_CONTEXT})
"""Entries a language fills only when it declares forms: never shown, never "missing"."""

_Entry = tuple[tuple[str, ...], bool]  # (translated forms, fuzzy)


class Localizer(Naming):
    """Translations, grammatical forms and locale formatting for one language."""

    def __init__(self, code: str, catalog: Catalog | None = None, shown: str = "") -> None:
        """``shown``: the catalog's path, as the messages about its entries name it."""
        self.code = code
        self.locale = babel.Locale.parse(code)
        self.shown_path = shown
        self._entries: dict[tuple[str | None, str], _Entry] = {}
        self._lines: dict[tuple[str | None, str], int] = {}
        self._rejected: dict[tuple[str | None, str], str] = {}
        self._recorders: list[dict[str, State]] = []
        self._numbers: dict[tuple[type, int | float], str] = {}
        self._card_names = {}
        plural = get_plural(code)
        self.num_plurals = plural.num_plurals
        self._plural_index: Callable[[int], int] = _gettext.c2py(plural.plural_expr)
        self.grammar = forms.NO_GRAMMAR
        self._name_forms: dict[str, dict[str, str]] = {}
        if catalog is None:
            return
        if catalog.num_plurals:
            self.num_plurals = catalog.num_plurals
            self._plural_index = _gettext.c2py(catalog.plural_expr)
        for message in catalog:
            if not message.id:
                continue  # the header
            ids, strings = entries.sources(message), entries.forms(message)
            if message.context in OPTIONAL_CONTEXTS:
                self._read_forms(message.context, ids[0], strings[0], message.fuzzy)
                continue
            key = (message.context, ids[0])
            self._lines[key] = message.lineno or 0
            if not all(usable(ids, message.locations, text) for text in strings if text):
                strings = ()  # it would break the page: English instead (MISSING)
                self._rejected[key] = "a link the English text does not have"
            self._entries[key] = (tuple(strings), message.fuzzy)

    def _read_forms(self, context: str | None, msgid: str, text: str, fuzzy: bool) -> None:
        if not text or fuzzy:
            return
        if context == forms.GRAMMAR_CONTEXT and msgid == forms.GRAMMAR_MSGID:
            self.grammar = forms.parse_grammar(text, self.code)[0]
        elif context == forms.NAME_FORMS_CONTEXT:
            self._name_forms[msgid] = forms.parse_name_forms(text)[0]

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

    def translations(self) -> dict[str, str]:
        """Each message's msgid -> its translation, as this language shows it (the usable,
        reviewed ones; every form of a plural joined by a line)."""
        return {
            msgid: "\n".join(strings)
            for (context, msgid), (strings, fuzzy) in self._entries.items()
            if strings and all(strings) and not fuzzy and context is None
        }

    def record_unusable(
        self, msgid: str, context: str | None = None, reason: str | None = None
    ) -> None:
        """Record that the translation of ``msgid`` could not be used (the English text is
        shown), and why: pages that use it say so."""
        if reason is not None and self.code != SOURCE_LANGUAGE:
            self._rejected.setdefault((context, msgid), reason)
        self._record(recording_key(msgid, context), State.MISSING)

    def rejection(self, msgid: str, context: str | None = None) -> Rejection | None:
        """Why the translation of ``msgid`` is not shown, when it is rejected (not merely
        missing or fuzzy), with its place in the catalog."""
        key = (context, msgid)
        reason = self._rejected.get(key)
        if reason is None:
            return None
        line = self._lines.get(key, 0)
        where = f"{self.shown_path}:{line}" if line else self.shown_path or self.code
        return Rejection(reason, where)

    def state(self, msgid: str, context: str | None = None) -> State:
        """TRANSLATED, FUZZY or MISSING; English is always TRANSLATED."""
        return self._lookup(context, msgid)[1]

    def gettext(self, msgid: str) -> str:
        """The translation, or ``msgid`` itself when fuzzy or missing."""
        return self.pgettext(None, msgid)

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
            reason = f"{len(strings)} plural forms, where the language has {self.num_plurals}"
            self.record_unusable(singular, reason=reason)
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

    # -- filling -----------------------------------------------------------------------

    def _filled(self, text: str, source: str, key: str, resolve: Resolve) -> Translated:
        """``text`` (the translation of ``source``, whose msgid is ``key``) filled; the
        English when there is no translation, or it cannot be filled."""
        if text is not source and self.code != SOURCE_LANGUAGE:
            try:
                filled = fill_with(text, lambda name, form: resolve(name, form, self.code))
                return Translated(filled, self.code)
            except (PlaceholderError, forms.FormError) as error:
                self.record_unusable(key, reason=str(error))
        english = fill_with(source, lambda name, form: resolve(name, form, SOURCE_LANGUAGE))
        return Translated(english, SOURCE_LANGUAGE, self.rejection(key))

    def translation(self, msgid: str, resolve: Resolve) -> Translated:
        """``msgid`` translated, each placeholder filled by ``resolve(name, form)``, and
        in which language it came out.

        A translation whose placeholders are malformed, unknown (``{0.__class__}``,
        ``{knock_limt}``) or ask for a form this language does not give is never
        used: the English text is, and the message is recorded as MISSING, with the
        reason (:meth:`rejection`). An English text that cannot be filled raises
        :class:`PlaceholderError`.
        """
        return self._filled(self.gettext(msgid), msgid, msgid, resolve)

    def translate(self, msgid: str, resolve: Resolve) -> str:
        """:meth:`translation`'s text."""
        return self.translation(msgid, resolve).text

    def translation_plural(
        self, singular: str, plural: str, n: int, resolve: Resolve
    ) -> Translated:
        """:meth:`translation` of the plural form for ``n``."""
        text = self.ngettext(singular, plural, n)
        source = singular if n == 1 else plural
        if text in (singular, plural):
            text = source  # no translation: the English form, as it is
        return self._filled(text, source, singular, resolve)

    def translate_plural(self, singular: str, plural: str, n: int, resolve: Resolve) -> str:
        """:meth:`translation_plural`'s text."""
        return self.translation_plural(singular, plural, n, resolve).text

    def format(self, msgid: str, **values: object) -> str:
        """Translate ``msgid``, then fill its ``{placeholders}`` from ``values``."""
        return self.format_map(msgid, values)

    def format_map(self, msgid: str, values: Mapping[str, object]) -> str:
        """:meth:`format` with the values in a mapping, read only for the placeholders
        the text uses (a lazy mapping computes nothing else)."""

        def resolve(name: str, form: str | None, language: str) -> str:
            if name not in values:
                raise PlaceholderError(f"unknown placeholder {{{name}}}")
            return self.shown(values[name], form, language)

        return self.translate(msgid, resolve)

    def __repr__(self) -> str:
        return f"Localizer({self.code!r}, {len(self._entries)} entries)"
