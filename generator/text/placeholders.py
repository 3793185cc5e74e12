"""Named placeholders in message texts, read without ever evaluating them.

A translation is untrusted text. :meth:`str.format` would follow ``{0.__class__}``
or ``{x[0]}`` into the values; here a placeholder is a bare name, optionally with
the grammatical form its value takes (``{title:ine}``, ``{points:one=# point|other=#
points}``; see :mod:`generator.text.forms`; a card's form may end in ``^`` for a capital
first letter, see :mod:`generator.text.cards`), and nothing else: no attribute or index
access, no conversion, no format spec. ``{{`` and ``}}`` stand for literal braces,
as in :meth:`str.format`.

>>> names("Allowed up to {knock_limit}, plus {gin_bonus:pts}.")
('knock_limit', 'gin_bonus')
>>> fill("Knock with {knock_limit} or less.", {"knock_limit": "10"})
'Knock with 10 or less.'
>>> [(p.name, p.form) for p in pieces("{title:ine} {n}") if p.name]
[('title', 'ine'), ('n', None)]
>>> fill("{0.__class__}", {})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.text.placeholders.PlaceholderError: '{0.__class__}' is not a placeholder (a bare ...
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_FORM = re.compile(r"([A-Za-z][\w-]*)?\^?\Z")


class PlaceholderError(ValueError):
    """A text whose braces are not well-formed named placeholders, or name an unknown value."""


@dataclass(frozen=True)
class Piece:
    """Literal text (``name`` empty) or a placeholder with its form."""

    text: str = ""
    name: str = ""
    form: str | None = None
    """A declared form's name, rules (``one=…|other=…``), or None for the plain value."""


def _placeholder(field: str) -> Piece:
    name, colon, form = field.partition(":")
    if not _NAME.match(name):
        raise PlaceholderError(f"'{{{field}}}' is not a placeholder (a bare name in braces)")
    if not colon:
        return Piece(name=name)
    if not form.strip():
        raise PlaceholderError(f"'{{{field}}}' names no form after ':'")
    if "=" not in form and not (form.strip() and _FORM.match(form)):
        raise PlaceholderError(f"'{{{field}}}': '{form}' is neither a form's name nor rules")
    return Piece(name=name, form=form)


@lru_cache(maxsize=8192)
def pieces(text: str) -> tuple[Piece, ...]:
    """``text`` split into literal text and placeholders; :raises PlaceholderError:.

    Cached: a site build fills the same few hundred texts thousands of times (an
    error is raised again on every call, since exceptions are not cached)."""
    out: list[Piece] = []
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
            if "{" in field:
                raise PlaceholderError(f"a brace inside the placeholder {text[i : end + 1]!r}")
            if literal:
                out.append(Piece("".join(literal)))
                literal = []
            out.append(_placeholder(field))
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
        out.append(Piece("".join(literal)))
    return tuple(out)


def names(text: str) -> tuple[str, ...]:
    """The placeholder names of ``text`` in order (repeats kept); PlaceholderError if malformed."""
    return tuple(p.name for p in pieces(text) if p.name)


def forms(text: str) -> tuple[tuple[str, str], ...]:
    """The (name, form) of each placeholder of ``text`` that asks for a form."""
    return tuple((p.name, p.form) for p in pieces(text) if p.name and p.form is not None)


def fill_with(text: str, value: Callable[[str, str | None], str]) -> str:
    """``text`` with each placeholder replaced by ``value(name, form)``."""
    return "".join(value(p.name, p.form) if p.name else p.text for p in pieces(text))


def fill(text: str, values: Mapping[str, str]) -> str:
    """``text`` with each ``{name}`` replaced by ``values[name]`` (already formatted strings);
    a form asked for is ignored here (the Localizer resolves forms)."""

    def value(name: str, form: str | None) -> str:
        if name not in values:
            raise PlaceholderError(f"unknown placeholder {{{name}}}")
        return values[name]

    return fill_with(text, value)
