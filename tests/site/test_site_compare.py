"""The all-variants comparison in Chromium: the reader chooses the games it compares, and
the address keeps the choice; by default the first games that fit at a readable width;
without JavaScript, and in print, every column is there. A screenshot of the Greek page
goes to the test's temporary folder (its path is printed).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.site.browser_audit import Chromium, new_page
from tests.support import project

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.decided_by_site]


SHOWN = """
(i) => Array.from(document.querySelectorAll('.gin-compare')[i].querySelectorAll('thead th'))
  .filter(th => getComputedStyle(th).display !== 'none')
  .map(th => th.getAttribute('data-column') || '')
"""
FITS = """
() => Array.from(document.querySelectorAll('.gin-compare')).every(
  w => w.scrollWidth <= w.clientWidth + 1)
"""
RULES, RESULTS = 0, 1
"""The all-variants page's tables: the rules, the results (how hands end)."""


def test_the_reader_chooses_the_games_to_compare(
    chromium: Chromium, served: str, tmp_path: Path
) -> None:
    async def check() -> list[Path]:
        page = await new_page(chromium)
        await page.goto(f"{served}el/matrix.html")
        wrap = page.locator(".gin-compare").first
        ids = await wrap.locator("thead th[data-column]").evaluate_all(
            "ths => ths.map(th => th.getAttribute('data-column'))"
        )
        assert ids == list(project().catalogue.variants)
        # the chooser speaks the page's language (the labels come from the page)
        legend = page.locator(".gin-choice legend").first
        assert await legend.inner_text() == await wrap.get_attribute("data-legend")
        assert await legend.inner_text() == "Παιχνίδια για σύγκριση"
        # by default, at 1280 px, the first games that fit at a readable width: each
        # chosen column in view, none behind a sideways scroll; the rule column sticky
        default = await page.evaluate(SHOWN, RULES)
        assert default[0] == "" and 3 <= len(default) - 1 < len(ids), default
        assert default[1:] == ids[: len(default) - 1]
        assert await page.evaluate(FITS)
        first_column = page.locator(".gin-compare tbody th[scope=row]").first
        assert await first_column.evaluate("th => getComputedStyle(th).position") == "sticky"
        widths = await wrap.locator("td:not(.gin-off)").evaluate_all(
            "tds => tds.slice(0, 8).map(td => td.getBoundingClientRect().width)"
        )
        assert min(widths) >= 150, widths  # about 12em of the table's text: lines, not words
        shots = [tmp_path / "matrix-el-1280.jpg"]
        await page.screenshot(path=str(shots[0]), quality=80)

        # two games: standard and oklahoma; the address keeps them; every table follows
        boxes = page.locator(".gin-choice").first.locator("input[type=checkbox]")
        for box in await boxes.all():
            want = await box.get_attribute("value") in ("standard", "oklahoma")
            if await box.is_checked() != want:
                await box.click()
        assert re.search(r"\?compare=standard,oklahoma(#|$)", page.url), page.url
        for table in (RULES, RESULTS):
            assert await page.evaluate(SHOWN, table) == ["", "standard", "oklahoma"], table
        await page.reload()
        assert await page.evaluate(SHOWN, RULES) == ["", "standard", "oklahoma"]
        shared = await new_page(chromium)
        await shared.goto(page.url)
        assert await shared.evaluate(SHOWN, RESULTS) == ["", "standard", "oklahoma"]
        await shared.context.close()

        # "show all": every column; the page itself never scrolls sideways (a table that
        # does not fit scrolls in its own box)
        await page.locator(".gin-choice button").first.click()
        assert len(await page.evaluate(SHOWN, RULES)) == 1 + len(ids)
        assert await page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")

        # in print: every column whatever the choice, nothing wider than the paper
        await page.locator(".gin-choice").first.locator("input[value=oklahoma]").click()
        await page.emulate_media(media="print")
        shown = await wrap.locator("td").evaluate_all(
            "tds => tds.filter(td => getComputedStyle(td).display !== 'none').length"
        )
        rows = await wrap.locator("tbody tr").count()
        assert shown == rows * len(ids)
        assert await page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        assert await page.locator(".gin-footer").is_visible()  # the footer prints
        await page.context.close()

        # without JavaScript: every column, no chooser
        plain = await new_page(chromium, java_script_enabled=False)
        await plain.goto(f"{served}el/matrix.html?compare=standard,oklahoma")
        assert len(await plain.evaluate(SHOWN, RULES)) == 1 + len(ids)
        assert await plain.locator(".gin-choice").count() == 0
        await plain.context.close()
        return shots

    for shot in chromium.run(check()):
        print(f"screenshot: {shot}")
