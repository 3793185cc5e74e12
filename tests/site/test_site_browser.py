"""The built site in a real browser: Debian's Chromium driven by playwright.

From the Hungarian Straight Gin page, the language selector leads to the Greek
one; on a 375 px screen every table cell shows its column label; a Greek search
finds the Greek page.
"""

from __future__ import annotations

import functools
import re
import shutil
import threading
from collections import Counter
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from site_helpers import text

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    handler = functools.partial(Quiet, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def page() -> Iterator[object]:
    if not Path(CHROMIUM).is_file() and not shutil.which("chromium"):
        pytest.skip("Debian's chromium is not installed (make system-deps)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        # playwright gives the browser a fresh, empty profile of its own
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield browser.new_page(viewport={"width": 1200, "height": 900})
        finally:
            browser.close()


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


def test_selector_labels_and_greek_search(page, served: str, site: Path, tmp_path: Path) -> None:
    page.goto(f"{served}/hu/straight-gin.html")
    assert page.get_attribute("html", "lang") == "hu"

    # the language selector: to the same page in Greek
    page.hover(".md-header__option .md-select")
    page.click('a.md-select__link[hreflang="el"]')
    page.wait_for_url(re.compile(r"/el/straight-gin\.html$"))
    assert page.get_attribute("html", "lang") == "el"

    # wide: labels hidden; 375 px: every cell of every table shows its column label
    tables = page.locator(".rule-table")
    assert tables.count() >= 2  # the rule changes, how hands end
    first = tables.first.locator("tbody td")
    assert first.count() >= 12
    assert not first.first.locator(".cell-label").is_visible()
    page.set_viewport_size({"width": 375, "height": 800})
    for t in range(tables.count()):
        table = tables.nth(t)
        headers = [h.strip() for h in table.locator("thead th").all_inner_texts()]
        for r, row in enumerate(table.locator("tbody tr").all()):
            cells = row.locator("td")
            for i in range(cells.count()):
                label = cells.nth(i).locator(".cell-label")
                assert label.is_visible(), f"table {t}, row {r}, cell {i} hides its label"
                assert label.inner_text().strip() == headers[1 + i]
    page.screenshot(path=str(tmp_path / "straight-gin-el-375.png"), full_page=True)
    assert (tmp_path / "straight-gin-el-375.png").stat().st_size > 0


def test_greek_search_finds_the_greek_page(page, served: str, site: Path) -> None:
    page.goto(f"{served}/el/straight-gin.html")
    word = greek_word(site)
    page.click("input.md-search__input")
    # a query typed before the search worker has built its index is dropped: wait until
    # the result line says, in Material's own words, that one may start typing
    ready = page.evaluate(
        "() => JSON.parse(document.getElementById('__config').textContent)"
        ".translations['search.result.placeholder']"
    )
    page.wait_for_function(
        "t => document.querySelector('.md-search-result__meta').textContent.trim() === t",
        arg=ready,
        timeout=15000,
    )
    # Material reads the query on key-up; a Greek letter typed by playwright comes as text
    # input without key events (no such key on its keyboard), so a key a reader's own
    # Greek keyboard would have sent ends the typing
    page.keyboard.type(word, delay=20)
    page.keyboard.press("End")
    results = page.locator(".md-search-result__list a")
    try:
        results.first.wait_for(timeout=15000)
    except Exception as e:
        state = page.evaluate(
            "() => [document.querySelector('input.md-search__input').value,"
            " document.querySelector('.md-search-result__meta').textContent]"
        )
        raise AssertionError(f"no result for {word!r}: {state}") from e
    hrefs = [results.nth(i).get_attribute("href") or "" for i in range(results.count())]
    assert any(re.search(r"/el/straight-gin\.html", h) for h in hrefs), (word, hrefs)
    assert all("/el/" in h for h in hrefs), hrefs
