"""Whether a translation can go on a page as it is, decided when a catalog is read.

A translation that links somewhere its English does not (a page that may not
exist) is shown in English instead, and ``gin-rules check`` reports it at its line.
(A translation whose placeholders do not fill falls back the same way when the page
is built: :meth:`generator.i18n.localizer.Localizer.translate`.)

>>> usable(("See the [rules](page:rulebooks).",), [], "Lásd a [szabályokat](page:nincs).")
False
>>> usable(("What is {title}?",), [], "Mi a {title:def}?")
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

LINK = re.compile(r"\]\(([^)]*)\)")
"""A Markdown link's target: ``[text](page:standard)`` -> ``page:standard``."""


def usable(ids: Sequence[str], locations: Iterable[tuple[str, object]], text: str) -> bool:
    """Whether ``text``, a translation of ``ids``, fills and links as they do."""
    links = {target for source in ids for target in LINK.findall(source)}
    return all(target in links for target in LINK.findall(text))
