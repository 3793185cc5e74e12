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
