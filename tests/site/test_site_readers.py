"""The built site as readers meet it, on a phone (375 px) and a desktop (1280 px).

Every page of every language, at both widths:
- never scrolls sideways (the document is no wider than the window);
- no chart text leaves its chart, and none is rendered under 11 px;
- its ids are unique and its section anchors readable, its headings distinct, and every
  labelled region has a name in the page's language (read from the HTML).

axe-core (WCAG 2.2 AA and best practices; no serious or critical violation), with every
script of the site running, at both widths: on every page of Greek (the language with the
longest texts, in its own script) and on the standard page, the longest, of every other
language; in dark mode (the reader's system preference) on one page of each kind. axe's
rules read the markup and the colours, which the languages share (one set of templates,
one style sheet); what a language changes (texts, lengths, anchors, names, `lang`) is
measured on every page by the checks above. An axe run costs about half a second of
a core per page and width; running it on all 112 pages twice would triple the suite.

The pages are measured once per session, two tabs at a time (:mod:`browser_audit`); each
test reads its part of the findings.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from html.parser import HTMLParser
from pathlib import Path

import pytest
from browser_audit import MATERIAL_SCRIPT, Chromium, Finding, audit, site_pages
from site_helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTHS = (1280, 375)
AXE_EVERY_PAGE = "el"
KINDS = ("index.html", "standard.html", "round-the-corner.html", "matrix.html", "rulebooks.html")
"""One page of each kind: home, the standard game, a variant (the longest chart labels), the
all-variants table, the rule books."""


def language(path: str) -> str:
    first = path.split("/", 1)[0]
    return first if first in LANGUAGES else "en"


def of(findings: Iterable[Finding], lang: str) -> list[Finding]:
    return [f for f in findings if language(f.path) == lang]


@pytest.fixture(scope="session")
def layout(chromium: Chromium, served: str, site: Path) -> list[Finding]:
    pages = site_pages(site)
    return chromium.run(
        audit(chromium.browser, served, pages, WIDTHS, with_axe=False, blocked=[MATERIAL_SCRIPT])
    )


@pytest.fixture(scope="session")
def accessible(chromium: Chromium, served: str, site: Path, axe_source: Path) -> list[Finding]:
    pages = [p for p in site_pages(site) if language(p) == AXE_EVERY_PAGE]
    pages += [f"{lang}/standard.html".removeprefix("en/") for lang in LANGUAGES]
    return chromium.run(audit(chromium.browser, served, sorted(set(pages)), WIDTHS))


@pytest.fixture(scope="session")
def dark(chromium: Chromium, served: str, axe_source: Path) -> list[Finding]:
    pages = [f"{AXE_EVERY_PAGE}/{kind}" for kind in KINDS]
    return chromium.run(audit(chromium.browser, served, pages, WIDTHS, color_scheme="dark"))


def test_every_page_was_measured(layout: list[Finding], site: Path) -> None:
    assert len(layout) == len(site_pages(site)) * len(WIDTHS) >= 8 * 10 * 2
    # the charts were found and read: every variant page has one, with its texts
    charted = [f for f in layout if f.path.endswith("round-the-corner.html")]
    assert len(charted) == len(LANGUAGES) * len(WIDTHS)
    assert all(f.texts >= 10 for f in charted), [(f.path, f.texts) for f in charted]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_scrolls_sideways(layout: list[Finding], lang: str) -> None:
    wide = [(f.path, f.width, f.overflow, f.wide) for f in of(layout, lang) if f.overflow > 0]
    assert not wide, wide


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chart_texts_are_whole_and_readable(layout: list[Finding], lang: str) -> None:
    clipped = [(f.path, f.width, f.clipped) for f in of(layout, lang) if f.clipped]
    small = [(f.path, f.width, f.small[:3]) for f in of(layout, lang) if f.small]
    assert not clipped, clipped
    assert not small, small


def test_no_serious_accessibility_violation(accessible: list[Finding]) -> None:
    assert {language(f.path) for f in accessible} == set(LANGUAGES)
    assert len(of(accessible, AXE_EVERY_PAGE)) >= 13 * len(WIDTHS)
    found = [(f.path, f.width, v) for f in accessible for v in f.failing_axe()]
    assert not found, found[:5]
    assert not [f.path for f in accessible if f.overflow > 0 or f.clipped or f.small]


def test_dark_mode_keeps_contrast_and_layout(dark: list[Finding]) -> None:
    assert len(dark) == len(KINDS) * len(WIDTHS)
    found = [(f.path, f.width, v) for f in dark for v in f.failing_axe()]
    assert not found, found[:5]
    assert not [f.path for f in dark if f.overflow > 0 or f.clipped or f.small]


def test_dark_mode_follows_the_system_setting(chromium: Chromium, served: str) -> None:
    async def schemes() -> dict[str, list[str]]:
        out = {}
        for preference in ("light", "dark"):
            context = await chromium.browser.new_context(color_scheme=preference)
            page = await context.new_page()
            await page.goto(f"{served}hu/standard.html")
            out[preference] = await page.evaluate(
                """() => [document.body.getAttribute('data-md-color-scheme'),
                   getComputedStyle(document.body).backgroundColor,
                   getComputedStyle(document.querySelector('.hands-chart text')).fill,
                   document.querySelector('.md-header__option label:not([hidden])').title]"""
            )
            await context.close()
        return out

    found = chromium.run(schemes())
    assert found["light"][0] == "default" and found["dark"][0] == "slate"
    assert found["light"][1] != found["dark"][1]
    assert found["light"][2] != found["dark"][2]  # the chart's text follows the page
    assert found["light"][3] and found["dark"][3] and found["light"][3] != found["dark"][3]


# -- read from the HTML of every page ----------------------------------------------------


class Outline(HTMLParser):
    """A page's ids, its headings (text and id), and its named regions."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.headings: list[tuple[str, str]] = []
        self.regions: list[dict[str, str | None]] = []
        self._heading: list[str] | None = None
        self._heading_id = ""
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(a["id"] or "")
        if a.get("role") == "region":
            self.regions.append(a)
        if re.fullmatch(r"h[1-6]", tag) and self._heading is None:
            self._heading, self._heading_id = [], a.get("id") or ""
        elif tag == "a" and "headerlink" in (a.get("class") or ""):
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if re.fullmatch(r"h[1-6]", tag) and self._heading is not None:
            self.headings.append((" ".join("".join(self._heading).split()), self._heading_id))
            self._heading = None
        elif tag == "a" and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if self._heading is not None and not self._skip:
            self._heading.append(data)


def outline(path: Path) -> Outline:
    parser = Outline()
    parser.feed(path.read_text(encoding="utf-8").split('<div class="md-content"', 1)[-1])
    return parser


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sections_have_distinct_headings_and_readable_anchors(site: Path, lang: str) -> None:
    for name in site_pages(site):
        if language(name) != lang:
            continue
        page = outline(site / name)
        repeated = [i for i, n in Counter(page.ids).items() if n > 1]
        assert not repeated, (name, repeated)
        texts = [t for t, _ in page.headings]
        assert len(texts) == len(set(texts)), (
            name,
            [t for t, n in Counter(texts).items() if n > 1],
        )
        opaque = [(t, i) for t, i in page.headings if i and not re.search(r"[^\W\d_]{2}", i)]
        assert not opaque, (name, opaque)  # "#_2" says nothing of its section


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_region_is_named_and_reachable(site: Path, lang: str) -> None:
    regions = 0
    for name in site_pages(site):
        if language(name) != lang:
            continue
        page = outline(site / name)
        for region in page.regions:
            regions += 1
            label, by = region.get("aria-label"), region.get("aria-labelledby")
            assert (label or "").strip() or (by and by in page.ids), (name, region)
            assert region.get("tabindex") == "0", (name, region)  # a keyboard scrolls it
    assert regions >= 20
