"""Named placeholders in message texts, read without ever evaluating them.

A translation is untrusted text. :meth:`str.format` would follow ``{0.__class__}``
or ``{x[0]}`` into the values; here a placeholder is a bare name and nothing else:
no attribute or index access, no conversion, no format spec. ``{{`` and ``}}``
stand for literal braces, as in :meth:`str.format`.

>>> names("Allowed up to {knock_limit}, plus {gin_bonus}.")
('knock_limit', 'gin_bonus')
>>> fill("Knock with {knock_limit} or less.", {"knock_limit": "10"})
'Knock with 10 or less.'
>>> fill("{0.__class__}", {})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.i18n.placeholders.PlaceholderError: '{0.__class__}' is not a placeholder (a bare ...
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class PlaceholderError(ValueError):
    """A text whose braces are not well-formed named placeholders, or name an unknown value."""


@lru_cache(maxsize=8192)
def _pieces(text: str) -> tuple[tuple[str, bool], ...]:
    """Split into (literal, False) and (name, True) pieces, or raise PlaceholderError.

    Cached: a site build fills the same few hundred texts thousands of times (an
    error is raised again on every call, since exceptions are not cached)."""
    pieces: list[tuple[str, bool]] = []
    literal: list[str] = []
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char == "{":
            if text.startswith("{{", i):
                literal.append("{")
                i += 2
                continue
            end = text.find("}", i + 1)
            if end < 0:
                raise PlaceholderError(f"unclosed brace in {text[i : i + 30]!r}")
            field = text[i + 1 : end]
            if not _NAME.match(field):
                raise PlaceholderError(
                    f"'{{{field}}}' is not a placeholder (a bare name in braces)"
                )
            if literal:
                pieces.append(("".join(literal), False))
                literal = []
            pieces.append((field, True))
            i = end + 1
        elif char == "}":
            if text.startswith("}}", i):
                literal.append("}")
                i += 2
                continue
            raise PlaceholderError("a single '}' (write '}}' for a brace)")
        else:
            literal.append(char)
            i += 1
    if literal:
        pieces.append(("".join(literal), False))
    return tuple(pieces)


def names(text: str) -> tuple[str, ...]:
    """The placeholder names of ``text`` in order (repeats kept); PlaceholderError if malformed."""
    return tuple(piece for piece, is_name in _pieces(text) if is_name)


def fill(text: str, values: Mapping[str, str]) -> str:
    """``text`` with each ``{name}`` replaced by ``values[name]`` (already formatted strings)."""
    out: list[str] = []
    for piece, is_name in _pieces(text):
        if not is_name:
            out.append(piece)
        elif piece in values:
            out.append(values[piece])
        else:
            raise PlaceholderError(f"unknown placeholder {{{piece}}}")
    return "".join(out)
