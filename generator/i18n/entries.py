"""A catalog entry's parts as plain text: Babel's ``Message`` keeps a plural entry's ids and
texts as a tuple, a singular one's as a string (or None); every reader asks here.

>>> from babel.messages.catalog import Message
>>> plural = Message(("a point", "{n} points"), ("egy pont", "{n} pont"), context="x")
>>> key_of(plural), sources(plural), forms(plural), text_of(Message("a", None))
(('x', 'a point'), ('a point', '{n} points'), ('egy pont', '{n} pont'), '')
"""

from __future__ import annotations

from babel.messages.catalog import Message

Key = tuple[str | None, str]
"""(msgctxt, msgid) of an entry; a plural one by its singular."""


def sources(message: Message) -> tuple[str, ...]:
    """The msgid, and the msgid_plural of a plural entry."""
    ids = message.id
    return tuple(str(i) for i in ids) if isinstance(ids, tuple | list) else (str(ids),)


def forms(message: Message) -> tuple[str, ...]:
    """The msgstr, or each msgstr[n] of a plural entry ("" where empty)."""
    texts = message.string
    if isinstance(texts, tuple | list):
        return tuple(str(t or "") for t in texts)
    return (str(texts or ""),)


def key_of(message: Message) -> Key:
    return (message.context, sources(message)[0])


def text_of(message: Message) -> str:
    """The translation of a singular entry (its first form)."""
    return forms(message)[0]
