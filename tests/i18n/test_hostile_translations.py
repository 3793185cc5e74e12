"""A site built from hostile translations shows them as text: no markup, no script, no link.

A PO file may come from anyone. Every kind of text a translation reaches is planted
here with markup, an event handler, a ``javascript:`` link or an entity trick: a rule
text, a table label, a heading, a chart legend, a card's suit in a screen reader's
text, the footer, the site's name in every title, the 404 page, the style guide, and the
Play page's data block (texts the page fills in the browser, kept as data).
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from tests.site.site_helpers import copy_project, kept_build
from tests.support import LANGUAGES

CODE = "de"
SCRIPT = "<script>alert(1)</script>"
HOSTILE = {
    ("", "Knocking"): SCRIPT,
    ("", "The games"): '"><img src=x onerror=alert(2)>',
    (
        "",
        "No sign-up, no account: share the link and start playing.",
    ): "</p><script>alert(3)</script>",
    ("", "Gin rummy rules"): "</title><script>alert(4)</script>",
    ("", "Gin"): "<svg onload=alert(5)>",
    ("suit", "hearts"): '"><script>alert(6)</script>',
    ("", "What is {title}?"): "&lt;script&gt; {title}?",
    ("", "Page not found"): "<iframe src=javascript:alert(7)>",
    ("", "Glossary"): "[Glossar](javascript:alert(8))",
}


class Elements(HTMLParser):
    """Every element of a page: its tag, attributes, and the text of its scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[str] = []
        self.data: list[str] = []
        """The text of data blocks (``<script type="application/json">``, never run)."""
        self._in: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, dict(attrs)))
        if tag == "script":
            self._in = self.data if dict(attrs).get("type") == "application/json" else self.scripts
        else:
            self._in = None

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in is not None:
            self._in.append(data)


def planted_markup(page: str) -> list[str]:
    """What of the planted texts became markup: an element, a handler, a script, a link."""
    parser = Elements()
    parser.feed(page)
    out = [tag for tag, _ in parser.found if tag in ("iframe", "img")]
    for tag, attrs in parser.found:
        out += [f"{tag} {name}" for name in attrs if name.startswith("on")]
        out += [
            f"{tag} {name}={value}"
            for name, value in attrs.items()
            if name in ("href", "src") and (value or "").strip().lower().startswith("javascript:")
        ]
    out += [script for script in parser.scripts if "alert(" in script]
    out += [data for data in parser.data if "<" in data]  # it could end its element
    return out


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = copy_project(tmp_path_factory.mktemp("hostile"))
    po = project / "locales" / CODE / "LC_MESSAGES" / "messages.po"
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=CODE)
    for (context, msgid), text in HOSTILE.items():
        message = catalog.get(msgid, context=context or None)
        assert message is not None, msgid
        message.string = text
        message.flags.discard("fuzzy")
    with po.open("wb") as handle:
        write_po(handle, catalog)
    (project / "locales" / CODE / "STYLE.md").write_text(f"# Stil\n\n{SCRIPT}\n", "utf-8")
    return kept_build(project, only=CODE) / CODE


def test_no_planted_markup_reaches_any_page(site: Path) -> None:
    pages = sorted(site.glob("*.html"))
    assert len(pages) >= 12
    for page in pages:
        assert planted_markup(page.read_text(encoding="utf-8")) == [], page.name


def test_the_planted_texts_are_shown_as_text(site: Path) -> None:
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "&lt;/title&gt;&lt;script&gt;alert(4)&lt;/script&gt;" in home  # the site's name
    assert "&lt;/p&gt;&lt;script&gt;alert(3)" in home  # the footer
    assert "&gt;&lt;img src=x onerror=alert(2)&gt;" in home
    standard = (site / "standard.html").read_text(encoding="utf-8")
    assert "&amp;lt;script&amp;gt;" in standard  # an entity is text, not a tag
    assert "&lt;svg onload=alert(5)&gt;" in standard  # the chart legend and its table
    style = (site / "style.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in style


def test_a_link_the_english_lacks_is_not_followed(site: Path) -> None:
    home = (site / "index.html").read_text(encoding="utf-8")
    # the translation with a link its English lacks is not used at all: English instead
    assert "[Glossar]" not in home and ">Glossary<" in home


def test_the_build_of_one_language_is_the_preview(site: Path) -> None:
    """The translators' preview (``GIN_RULES_ONLY``, the build above): English and the one
    language, no search index and no search box."""
    built = site.parent
    others = [code for code in LANGUAGES[1:] if code != CODE]
    assert (built / "index.html").is_file() and (site / "index.html").is_file()
    assert not [code for code in others if (built / code).exists()]
    assert not (built / "search").exists()
    assert "md-search__input" not in (site / "index.html").read_text(encoding="utf-8")
