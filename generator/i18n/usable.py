"""Whether a translation can go on a page as it is, decided when a catalog is read.

A translation whose ``%`` placeholders would not fill (a template text is filled
with Python's ``%``), or that links somewhere its English does not (a page that may
not exist), would stop the build: it is shown in English instead, and ``gin-rules
check`` reports it at its line.

>>> usable(("See the [rules](page:rulebooks).",), [], "Lásd a [szabályokat](page:nincs).")
False
>>> usable(("What is %(title)s?",), [], "Mi a(z) %(title)s?")
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from generator.i18n.pyformat import is_percent_text, unsafe

LINK = re.compile(r"\]\(([^)]*)\)")
"""A Markdown link's target: ``[text](page:standard)`` -> ``page:standard``."""


def usable(ids: Sequence[str], locations: Iterable[tuple[str, object]], text: str) -> bool:
    """Whether ``text``, a translation of ``ids``, fills and links as they do."""
    if is_percent_text(ids, locations) and unsafe(ids, text):
        return False
    links = {target for source in ids for target in LINK.findall(source)}
    return all(target in links for target in LINK.findall(text))
