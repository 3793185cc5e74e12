"""The statistics as the pages word them, and the build's cache of them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from generator.i18n import english
from generator.simulation import HandStatistics
from generator.simulation import statistics as simulation
from generator.site import statistics as site_statistics
from generator.site.statistics import StatisticsText
from tests.support import localizers, project

A = HandStatistics(100, 1, 0.1, 0.0, 0.7, 0.1, 0.0, 0.1, 12.04, 20.0)
B = HandStatistics(100, 1, 0.8, 0.0, 0.0, 0.0, 0.0, 0.2, 22.26, 30.0)


def test_rows_show_the_endings_that_happen_then_the_averages() -> None:
    text = StatisticsText(english(), [("Standard", A), ("Straight", B)])
    labels = [str(row.label) for row in text.rows()]
    assert labels == [
        "Gin",
        "Knock",
        "Undercut",
        "Dead hand",
        "Average turns per hand",
        "Average points per hand",
    ]
    knock = text.rows()[1]
    assert [str(c) for c in knock.cells] == ["70%", "0%"]
    assert text.turns(0) == 12.0 and text.turns(1) == 22.3
    english_ = english()
    assert english_.shown(text.turns(0)) == "12" and english_.shown(text.turns(1)) == "22.3"


def test_figures_are_written_the_language_s_way() -> None:
    fr = localizers()["fr"]
    text = StatisticsText(fr, [("A", A), ("B", B)])
    assert fr.shown(text.dead(1)) == "20\xa0%"
    assert fr.shown(text.turns(1)) == "22,3"
    assert fr.shown(text.count) == "2\u202f000"


def test_names_are_escaped_in_the_charts() -> None:
    text = StatisticsText(english(), [("<b>A</b>", A), ("B & C", B)])
    for svg in (str(text.chart("T <i>")), str(text.stacked_chart("T"))):
        assert "<b>" not in svg and "&lt;b&gt;A&lt;/b&gt;" in svg and "B &amp; C" in svg


def test_a_rebuild_with_a_warm_cache_plays_no_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalogue = project().catalogue
    first = site_statistics.measure(catalogue, tmp_path, hands=20)
    assert set(first) == set(catalogue.variants)
    # variants with the same rules share one entry
    assert len(list(tmp_path.glob("hands-*.json"))) == len(
        {v.rules for v in catalogue.variants.values()}
    )

    def no_play(*args: object, **kwargs: object) -> HandStatistics:
        raise AssertionError("a hand was played although the cache holds every figure")

    monkeypatch.setattr(simulation, "simulate", no_play)
    monkeypatch.setattr(site_statistics, "_measure", no_play)
    assert site_statistics.measure(catalogue, tmp_path, hands=20) == first


def test_a_changed_rule_is_measured_again(tmp_path: Path) -> None:
    catalogue = project().catalogue
    site_statistics.measure(catalogue, tmp_path, hands=20)
    before = set(tmp_path.glob("hands-*.json"))
    rules = catalogue.standard.rules
    changed = dataclasses.replace(rules, gin_bonus=rules.gin_bonus + 1)
    simulation.hand_statistics(changed, 20, site_statistics.SEED, tmp_path)
    assert len(set(tmp_path.glob("hands-*.json")) - before) == 1


def test_processes_and_this_process_give_the_same_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A few hands are played here, many in a process per core: the figures are the same."""
    catalogue = project().catalogue
    here = site_statistics.measure(catalogue, tmp_path / "here", hands=20)
    monkeypatch.setattr(site_statistics, "PARALLEL_FROM", 0)
    assert site_statistics.measure(catalogue, tmp_path / "pool", hands=20) == here
