"""The built site as readers meet it, on a phone (375 px) and a desktop (1280 px).

Every page of every language, at both widths, in Chromium with every script of the site:
- never scrolls sideways (the document is no wider than the window);
- no chart text leaves its chart, and none is rendered under 11 px;
- axe-core (WCAG 2.2 AA and best practices) finds no serious or critical violation;
and the same in dark mode (the reader's system preference) on one page of each kind of
content. From the HTML of every page: its ids are unique and its section anchors
readable, its headings distinct, and every labelled region has a name in the page's
language; its search entries keep table cells apart.

A language's pages are a test of their own (the pages are known from the project); a
page whose inputs are unchanged is not loaded again (page_checks.py).
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from generator.i18n import State
from tests.site.browser_audit import Chromium, Finding, new_page
from tests.site.page_checks import DARK_PAGES, WIDTHS, check, folder, pages_of, site_pages
from tests.support import LANGUAGES, localizers, project

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.decided_by_site]
DARK_LANGUAGE = LANGUAGES[-1]
"""Dark mode is checked in one language (the last of the site's)."""


def problems(findings: list[Finding]) -> list[tuple[str, int, str, object]]:
    """What a reader would stumble on, page by page and width by width."""
    found: list[tuple[str, int, str, object]] = []
    for f in findings:
        if f.overflow > 0:
            found.append((f.path, f.width, "scrolls sideways", (f.overflow, f.wide)))
        if f.clipped:
            found.append((f.path, f.width, "chart text cut off", f.clipped))
        if f.small:
            found.append((f.path, f.width, "chart text under 11 px", f.small[:3]))
        found.extend((f.path, f.width, "axe", v) for v in f.failing_axe())
    return found


def test_the_site_has_the_pages_the_project_gives(site: Path) -> None:
    expected = sorted(p for lang in LANGUAGES for p in pages_of(project(), lang))
    assert site_pages(site) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_reads_well_on_a_phone_and_a_desktop(
    chromium: Chromium, served: str, site: Path, axe_source: Path, lang: str
) -> None:
    paths = pages_of(project(), lang)
    findings = check(chromium, served, site, paths)
    assert sorted((f.path, f.width) for f in findings) == sorted(
        (p, w) for p in paths for w in WIDTHS
    )
    assert any(f.texts for f in findings)  # the charts were found and their texts read
    assert not problems(findings), problems(findings)[:8]


def test_dark_mode_keeps_contrast_and_layout(
    chromium: Chromium, served: str, site: Path, axe_source: Path
) -> None:
    paths = [folder(DARK_LANGUAGE, LANGUAGES[0]) + p for p in DARK_PAGES]
    findings = check(chromium, served, site, paths, "dark")
    assert sorted((f.path, f.width) for f in findings) == sorted(
        (p, w) for p in paths for w in WIDTHS
    )
    assert not problems(findings), problems(findings)[:8]


def test_dark_mode_follows_the_system_setting(chromium: Chromium, served: str) -> None:
    async def schemes() -> dict[str, list[str]]:
        out = {}
        for preference in ("light", "dark"):
            page = await new_page(chromium, color_scheme=preference)
            await page.goto(f"{served}hu/standard.html")
            out[preference] = await page.evaluate(
                """() => [document.body.getAttribute('data-md-color-scheme'),
                   getComputedStyle(document.body).backgroundColor,
                   getComputedStyle(document.querySelector('.hands-chart text')).fill,
                   document.querySelector('.md-header__option label:not([hidden])').title]"""
            )
            await page.context.close()
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
    for name in pages_of(project(), lang):
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
    for name in pages_of(project(), lang):
        page = outline(site / name)
        for region in page.regions:
            regions += 1
            label, by = region.get("aria-label"), region.get("aria-labelledby")
            assert (label or "").strip() or (by and by in page.ids), (name, region)
            assert region.get("tabindex") == "0", (name, region)  # a keyboard scrolls it
    assert regions  # the parser found the tables' regions


@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_snippets_keep_table_cells_apart(site: Path, lang: str) -> None:
    loc = localizers()[lang]
    index = json.loads((site / "search" / f"search_index.{lang}.json").read_text("utf-8"))
    texts = {d["location"]: d["text"] for d in index["docs"]}
    value, meaning, sources = (loc.gettext(w) for w in ("Value", "Meaning", "Sources"))
    knock_limit = next((t for where, t in texts.items() if where.endswith("#knock-limit")), None)
    if knock_limit is None:  # an untranslated section: the English one is searched instead
        assert loc.state("Knock limit") is not State.TRANSLATED
        return
    assert f"{value} {meaning} {sources}" in knock_limit
    # a cell's column label (shown on phones) is not read into the cell's text
    assert knock_limit.count(meaning) == 1, knock_limit
    for where, text in texts.items():
        assert f"{value}{meaning}" not in text, where
        assert not re.search(r"\d%\d", text), (where, text)  # no chart figures run together


@pytest.mark.parametrize("lang", LANGUAGES)
def test_beta_and_stable_are_explained(site: Path, lang: str) -> None:

    loc = localizers()[lang]
    prefix = "" if lang == "en" else f"{lang}/"
    home = (site / f"{prefix}index.html").read_text(encoding="utf-8")
    labels = re.findall(
        r'<span class="status status-(\w+)" title="([^"]+)">(?:<span[^>]*>)?([^<]+)</span>', home
    )
    assert {kind for kind, _, _ in labels} == {"beta", "stable"}
    note = home.split('class="status-note"', 1)[1].split("</p>", 1)[0]
    for kind, title, label in labels:
        assert label == loc.gettext(kind.capitalize())
        assert html.unescape(title) in html.unescape(note)  # the tooltip says what the note says
    page = (site / f"{prefix}standard.html").read_text(encoding="utf-8")
    assert re.search(
        r'<p class="page-label"><span class="status status-stable" title="[^"]+">', page
    )
