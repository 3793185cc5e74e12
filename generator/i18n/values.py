"""The values a Localizer works with: names and shares as placeholder values, the values of
a page filled lazily, and a text as shown (in which language, and why not translated)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TypeVar

_V = TypeVar("_V")


@dataclass(frozen=True)
class Name:
    """A name the catalogs translate (a game's title): in a sentence it may take the
    grammatical forms its language declares (``{title:ine}``)."""

    msgid: str


@dataclass(frozen=True)
class Percent:
    """A share (0–1) shown as a percentage; forms apply to its number (9.3 for 9.3%)."""

    share: float


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


@dataclass(frozen=True)
class Rejection:
    """Why a translation is not shown (the English text is), and where it is written."""

    reason: str
    where: str
    """``locales/hu/LC_MESSAGES/messages.po:123`` (the catalog alone when unknown)."""

    def __str__(self) -> str:
        return f"{self.where}: {self.reason}"


@dataclass(frozen=True)
class Translated:
    """A text as a page shows it: in the page's language, or the English one instead."""

    text: str
    language: str
    """The language the text is in: the page's, or the source language's."""
    rejected: Rejection | None = None
    """Why a translation there is was not used (None: there is none, or it is used)."""
