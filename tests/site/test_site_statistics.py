"""The measured statistics on the built pages: every figure the engine's, in every language."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from generator.examples import variant_rules
from generator.simulation import HandStatistics, hand_statistics
from generator.site.statistics import HANDS, SEED
from tests.site.site_helpers import LANGUAGES, page_path, tables
from tests.support import localizers, project

pytestmark = [pytest.mark.slow, pytest.mark.decided_by_site]


def read(site: Path, lang: str, name: str) -> str:
    return page_path(site, lang, name).read_text(encoding="utf-8")


def statistics_table(page: str) -> list[list[dict[str, str]]]:
    """The table of the "How hands end" section (the one after its heading)."""
    section = page.split('id="how-hands-end"', 1)[1]
    return tables(section)[0]


def shown(text: str) -> str:
    """``text`` as the table reader gives it: white space (no-break spaces too) collapsed."""
    return " ".join(text.split())


@cache
def expected(variant: str) -> HandStatistics:
    """The figures of a game, straight from the simulation (played once per test process)."""
    return hand_statistics(variant_rules(variant), HANDS, SEED)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_straight_gin_shows_its_statistics_against_the_standard(site: Path, lang: str) -> None:
    loc = localizers()[lang]
    page = read(site, lang, "straight-gin.html")
    header, *rows = statistics_table(page)
    assert [c["scope"] for c in header] == ["col", "col", "col"]
    cells = {row[0]["text"]: row[1:] for row in rows}
    standard = expected("standard")
    straight = expected("straight-gin")
    dead = cells[loc.gettext("Dead hand")]
    assert [c["text"] for c in dead] == [
        shown(loc.format_percent(standard.dead)),
        shown(loc.format_percent(straight.dead)),
    ]
    assert dead[0]["label"] == header[1]["text"] and dead[1]["label"] == header[2]["text"]
    knock = cells[loc.gettext("Knock")]
    assert knock[1]["text"] == shown(loc.format_percent(0))
    turns = cells[loc.gettext("Average turns per hand")]
    assert turns[1]["text"] == shown(loc.format_number(round(straight.average_turns, 1)))
    # the claim of the seed pages, measured: hands last longer, more exhaust the stock
    assert straight.average_turns > standard.average_turns and straight.dead > standard.dead


@pytest.mark.parametrize("page", ["straight-gin.html", "matrix.html", "standard.html"])
def test_the_charts_are_accessible_svg(site: Path, page: str) -> None:
    html = read(site, "el", page)
    figure = html.split('<figure class="hands-chart"', 1)[1].split(">", 1)[1]
    figure = figure.split("</figure>", 1)[0]
    svg = ET.fromstring(figure)
    assert svg.get("role") == "img"
    title = svg.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.get("id") == svg.get("aria-labelledby")
    assert "Τζιν" in (title.text or "")  # the Greek names of the endings


def test_the_matrix_compares_every_variant(site: Path) -> None:
    header, *rows = statistics_table(read(site, "en", "matrix.html"))
    assert len(header) == 1 + len(project().catalogue.variants)
    names = {row[0]["text"] for row in rows}
    assert {"Gin", "Knock", "Dead hand", "Average points per hand"} <= names
