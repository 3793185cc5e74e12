"""``%(name)s`` placeholders of the site's template texts, read strictly.

Jinja's i18n extension fills a template text with Python's ``%`` operator, so a
translation's every ``%`` must be ``%%`` or a ``%(name)s``/``%(name)d`` of its
source: ``%(num`` or a stray ``%`` would end the build in a traceback, and an
unknown name in a KeyError. A message is such a text when it comes from a template
(a ``.j2`` location) or its English has a ``%(name)`` placeholder.

>>> fields("%(num)s cards, 50%%")
{'num': 's'}
>>> fields("%(num cards")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.i18n.pyformat.PercentError: '%(num cards' is not a placeholder: write %(name)s, ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_FIELD = re.compile(r"%(?:%|\(([A-Za-z_][A-Za-z0-9_]*)\)([sd]))")
_NAMED = re.compile(r"%\([A-Za-z_]")


class PercentError(ValueError):
    """A ``%`` that is neither ``%%`` nor a whole ``%(name)s``."""


def fields(text: str) -> dict[str, str]:
    """Name -> conversion ("s" or "d") of each ``%(name)s`` of ``text``; PercentError for
    any other ``%``."""
    out: dict[str, str] = {}
    at = text.find("%")
    while at >= 0:
        match = _FIELD.match(text, at)
        if match is None:
            raise PercentError(
                f"{text[at : at + 12]!r} is not a placeholder: write %(name)s, or %% for a"
                " percent sign"
            )
        if match.group(1):
            out.setdefault(match.group(1), match.group(2))
        at = text.find("%", match.end())
    return out


def is_percent_text(msgids: Iterable[str], locations: Iterable[tuple[str, object]]) -> bool:
    """Whether the message is filled with ``%``: from a template, or with ``%(name)``."""
    return any(path.endswith(".j2") for path, _ in locations) or any(
        _NAMED.search(text) for text in msgids
    )


def unsafe(sources: Iterable[str], translation: str) -> str | None:
    """Why ``translation`` cannot be filled as its sources are (a malformed ``%``, a name
    they lack, another conversion), or None. A dropped name breaks nothing."""
    wanted: dict[str, str] = {}
    for text in sources:
        try:
            wanted |= fields(text)
        except PercentError:
            return None  # the English is no template text (the rule data checks say so)
    try:
        got = fields(translation)
    except PercentError as error:
        return str(error)
    for name, conversion in got.items():
        if name not in wanted:
            return f"adds the placeholder %({name}){conversion}, which its source does not have"
        if conversion != wanted[name]:
            return f"%({name}){conversion} where its source has %({name}){wanted[name]}"
    return None
