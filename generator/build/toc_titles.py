"""The table of contents' titles, as the headings write them.

Python-Markdown's ``toc`` extension names each entry after its heading's text with every run
of Unicode spaces collapsed into one ordinary space, and leaves it HTML-escaped. Both show in
the side bar: a French "Qu'est-ce que le gin ?" loses the narrow no-break space that keeps
its "?" on the line, and since the theme escapes what it prints, an "&" would read "&amp;".
Each entry's title is taken again from its heading, as plain text for the theme to escape.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from mkdocs.structure.toc import AnchorLink

_HEADING = re.compile(r'<h([1-6])\b[^>]*\sid="([^"]+)"[^>]*>(.*?)</h\1>', re.S)
_TAG = re.compile(r"<[^>]*>")


def heading_texts(content: str) -> dict[str, str]:
    """Each heading's id and its text, as plain text (tags dropped, references resolved)."""
    return {
        html.unescape(m.group(2)): html.unescape(_TAG.sub("", m.group(3))).strip()
        for m in _HEADING.finditer(content)
    }


def retitle(toc: Iterable[AnchorLink], content: str) -> None:
    """Every entry of ``toc`` titled with its heading's own text, as plain text.

    >>> from mkdocs.structure.toc import AnchorLink
    >>> entry = AnchorLink("Le gin ?", "what-is", 2)
    >>> retitle([entry], '<h2 id="what-is">Le gin\\u202f?</h2>')
    >>> entry.title == "Le gin\\u202f?"
    True
    """
    texts = heading_texts(content)

    def walk(entries: Iterable[AnchorLink]) -> None:
        for entry in entries:
            entry.title = texts.get(entry.id, html.unescape(entry.title))
            walk(entry.children)

    walk(toc)
