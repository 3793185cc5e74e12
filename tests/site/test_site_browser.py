"""The built site in a real browser: Debian's Chromium driven by playwright, the site served
under a sub-path (``/gin/``) as on a project page of a static host.

From the Hungarian Straight Gin page, the language selector leads to the Greek one; on a
375 px screen every table cell shows its column label; a Greek search finds the Greek
page; an unknown address gets the language's 404 page, whose every link works (the
all-variants comparison is test_site_compare.py). Screenshots of what a reader first
sees of a few pages (the screen, not the whole page) go to the test's temporary folder
(their paths are printed).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tests.site.browser_audit import Chromium, new_page
from tests.site.site_helpers import text

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.decided_by_site]


def greek_word(site: Path) -> str:
    """A Greek word of the Greek Straight Gin page found on as few other Greek pages as possible."""
    words = set(
        re.findall(
            r"[\u0370-\u03ff\u1f00-\u1fff]{6,}",
            text((site / "el" / "straight-gin.html").read_text(encoding="utf-8")),
        )
    )
    if not words:
        pytest.skip("the Greek Straight Gin page has no Greek text yet")
    others = Counter()
    for path in (site / "el").glob("*.html"):
        if path.name != "straight-gin.html":
            body = text(path.read_text(encoding="utf-8"))
            others.update(w for w in words if w in body)
    return min(sorted(words), key=lambda w: others[w])


LABELS = """
() => Array.from(document.querySelectorAll('.rule-table')).map(table => ({
  headers: Array.from(table.querySelectorAll('thead th')).map(th => th.textContent.trim()),
  caption: table.querySelector('caption').getBoundingClientRect().width,
  cells: Array.from(table.querySelectorAll('tbody td')).map(td => {
    const label = td.querySelector('.cell-label');
    return [label.getClientRects().length > 0 && getComputedStyle(label).display !== 'none',
            label.textContent.trim(), td.cellIndex];
  }),
}))
"""
"""Each rule table: its column headers, its caption's width, and for each data cell whether
its column label shows, the label, and the cell's column."""


def test_selector_and_labels_on_a_phone(chromium: Chromium, served: str) -> None:
    async def check() -> None:
        page = await new_page(chromium)
        await page.goto(f"{served}hu/straight-gin.html")
        assert await page.get_attribute("html", "lang") == "hu"

        # the language selector: to the same page in Greek
        await page.hover(".md-header__option .md-select")
        await page.click('a.md-select__link[hreflang="el"]')
        await page.wait_for_url(re.compile(r"/gin/el/straight-gin\.html$"))
        assert await page.get_attribute("html", "lang") == "el"

        # wide: labels hidden; 375 px: every cell of every table shows its column label
        tables = await page.evaluate(LABELS)
        assert len(tables) >= 2  # the rule changes, how hands end
        assert len(tables[0]["cells"]) >= 12 and not any(c[0] for c in tables[0]["cells"])
        await page.set_viewport_size({"width": 375, "height": 800})
        for t, table in enumerate(await page.evaluate(LABELS)):
            for i, (visible, label, column) in enumerate(table["cells"]):
                assert visible, f"table {t}, cell {i} hides its label"
                assert label == table["headers"][column], (t, i, label)
            # the caption wraps at the width of the column, not of a word or two
            assert table["caption"] > 300, table["caption"]
        await page.context.close()

    chromium.run(check())


def test_greek_search_finds_the_greek_page(chromium: Chromium, served: str, site: Path) -> None:
    word = greek_word(site)

    async def check() -> None:
        page = await new_page(chromium, search=True)
        await page.goto(f"{served}el/straight-gin.html")
        # the search dialog has a name, in the page's language
        assert await page.get_attribute(".md-search", "aria-label") == "Αναζήτηση"
        await page.click("input.md-search__input")
        # a query typed before the search worker has built its index is dropped: wait until
        # the result line says, in Material's own words, that one may start typing
        ready = await page.evaluate(
            "() => JSON.parse(document.getElementById('__config').textContent)"
            ".translations['search.result.placeholder']"
        )
        await page.wait_for_function(
            "t => document.querySelector('.md-search-result__meta').textContent.trim() === t",
            arg=ready,
            timeout=15000,
        )
        # Material reads the query on key-up; a Greek letter typed by playwright comes as
        # text input without key events (no such key on its keyboard), so a key a reader's
        # own Greek keyboard would have sent ends the typing
        await page.keyboard.type(word, delay=20)
        await page.keyboard.press("End")
        results = page.locator(".md-search-result__list a")
        try:
            await results.first.wait_for(timeout=15000)
        except Exception as e:
            state = await page.evaluate(
                "() => [document.querySelector('input.md-search__input').value,"
                " document.querySelector('.md-search-result__meta').textContent]"
            )
            raise AssertionError(f"no result for {word!r}: {state}") from e
        hrefs = [await a.get_attribute("href") or "" for a in await results.all()]
        assert any(re.search(r"/el/straight-gin\.html", h) for h in hrefs), (word, hrefs)
        assert all("/el/" in h for h in hrefs), hrefs
        await page.context.close()

    chromium.run(check())


def test_unknown_address_gets_a_working_404_page(chromium: Chromium, served: str) -> None:
    async def check() -> None:
        page = await new_page(chromium)
        response = await page.goto(f"{served}hu/no/such/page.html")
        assert response is not None and response.status == 404
        assert await page.get_attribute("html", "lang") == "hu"
        # the style sheets loaded from the sub-path: the header has the site's colour
        header = await page.evaluate(
            "() => getComputedStyle(document.querySelector('.md-header')).backgroundColor"
        )
        assert header == "rgb(46, 125, 50)", header
        hrefs = await page.evaluate(
            "() => Array.from(document.querySelectorAll('a[href], link[href], script[src]'))"
            ".map(e => (e.href || e.src).split('#')[0])"
            ".filter(u => u.startsWith(location.origin) && u !== location.href.split('#')[0])"
        )
        assert len(hrefs) > 20
        for url in sorted(set(hrefs)):
            assert "/gin/" in url, url
            status = (await page.request.get(url)).status
            assert status == 200, (url, status)
        # its home link leads to the Hungarian home page
        await page.click("article a[href$='index.html']")
        await page.wait_for_url(re.compile(r"/gin/hu/index\.html$"))
        await page.context.close()

    chromium.run(check())


def test_screenshots_of_a_phone_and_dark_mode(chromium: Chromium, served: str, tmp_path: Path):
    async def shoot() -> list[Path]:
        shots = []
        phone = await new_page(chromium, viewport={"width": 375, "height": 800})
        await phone.goto(f"{served}hu/standard.html")
        shots.append(tmp_path / "standard-hu-375.jpg")
        await phone.screenshot(path=str(shots[-1]), quality=80)
        await phone.context.close()
        dark = await new_page(chromium, color_scheme="dark")
        await dark.goto(f"{served}el/round-the-corner.html")
        assert await dark.get_attribute("body", "data-md-color-scheme") == "slate"
        shots.append(tmp_path / "round-the-corner-el-1280-dark.jpg")
        await dark.screenshot(path=str(shots[-1]), quality=80)
        await dark.context.close()
        return shots

    for shot in chromium.run(shoot()):
        assert shot.stat().st_size > 10_000
        print(f"screenshot: {shot}")
