"""The small markup of rule texts and translations, rendered safely to HTML.

Translation text is untrusted: it is HTML-escaped first, then only three forms
become markup: ``*emphasis*``, ``**strong**`` and ``[text](page:<id>)``, a link
to another page of the site in the same language.

>>> render("A <b>bold</b> *claim*, see [the rules](page:standard).", {"standard": "standard.html"})
'A &lt;b&gt;bold&lt;/b&gt; <em>claim</em>, see <a href="standard.html">the rules</a>.'
>>> render("**Gin** & more", {})
'<strong>Gin</strong> &amp; more'
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

_LINK = re.compile(r"\[([^\]\n]+)\]\(page:([a-z0-9-]+)\)")
_STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_EM = re.compile(r"\*(?=\S)(.+?)(?<=\S)\*")
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+!|<>])")


class UnknownPage(LookupError):
    """A ``page:`` link names no page of the site."""


def render(text: str, pages: Mapping[str, str]) -> str:
    """``text`` as inline HTML; ``pages`` maps page ids to relative hrefs.

    :raises UnknownPage: a link names a page id missing from ``pages``.
    """
    escaped = html.escape(text, quote=True)

    def link(m: re.Match[str]) -> str:
        label, page = m.group(1), m.group(2)
        if page not in pages:
            raise UnknownPage(f"link to an unknown page 'page:{page}' in: {text}")
        return f'<a href="{html.escape(pages[page])}">{label}</a>'

    out = _LINK.sub(link, escaped)
    out = _STRONG.sub(r"<strong>\1</strong>", out)
    return _EM.sub(r"<em>\1</em>", out)


_HEADING = re.compile(r"(#{1,3})\s+(.*)")
_ITEM = re.compile(r"[-*]\s+(.*)")


def render_document(text: str, pages: Mapping[str, str]) -> str:
    """A short document in plain Markdown (headings, paragraphs, ``- `` lists and the small
    markup) as escaped Markdown and HTML: nothing of it passes through as written.

    >>> doc = "# Terms\\n\\nWe say *gin*.\\n- knock <b>\\n- *a long\\n  one*\\n"
    >>> print(render_document(doc, {}))
    ## Terms
    <BLANKLINE>
    <p>We say <em>gin</em>.</p>
    <BLANKLINE>
    <ul><li>knock &lt;b&gt;</li><li><em>a long one</em></li></ul>
    """
    blocks: list[str] = []
    paragraph: list[str] = []
    items: list[str] = []

    def close() -> None:
        if paragraph:
            blocks.append(f"<p>{render(' '.join(paragraph), pages)}</p>")
            paragraph.clear()
        if items:  # each item rendered whole: its markup may span its lines
            shown = "".join(f"<li>{render(i, pages)}</li>" for i in items)
            blocks.append(f"<ul>{shown}</ul>")
            items.clear()

    for line in text.splitlines():
        stripped = line.strip()
        heading_match = _HEADING.fullmatch(stripped)
        item = _ITEM.fullmatch(stripped)
        if not stripped:
            close()
        elif heading_match:
            close()
            level = min(len(heading_match.group(1)) + 1, 4)
            blocks.append("#" * level + " " + heading(heading_match.group(2)))
        elif item:
            if paragraph:
                close()
            items.append(item.group(1))
        elif items and line.startswith((" ", "\t")):
            items[-1] += " " + stripped
        else:
            if items:
                close()
            paragraph.append(stripped)
    close()
    return "\n\n".join(blocks) + "\n"


def plain(text: str) -> str:
    """``text`` without markup, as plain text (links keep their label).

    >>> plain("See **the** [rules](page:standard)")
    'See the rules'
    """
    out = _LINK.sub(r"\1", text)
    out = _STRONG.sub(r"\1", out)
    return _EM.sub(r"\1", out)


def heading(text: str) -> str:
    """``text`` for a Markdown heading: escaped HTML, Markdown's specials backslashed.

    >>> heading("Mi a(z) *Gin*? <x>")
    'Mi a\\\\(z\\\\) Gin? &lt;x&gt;'
    """
    return _MD_SPECIAL.sub(r"\\\1", html.escape(plain(text), quote=False))
