"""Hand statistics: shares add up, the cache is used, the chart is safe and accessible."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from generator.engine import Ending, Rules, StockEnd, play_hand
from generator.simulation import ENDINGS, HandStatistics, chart_svg, hand_statistics
from generator.simulation import statistics as statistics_module

STRAIGHT = Rules(knocking=False, stock_end=StockEnd.VOID_AT_TWO)


def test_shares_add_up_and_match_a_direct_count() -> None:
    stats = hand_statistics(Rules(), hands=200, seed=5)
    assert stats.hands == 200
    assert sum(stats.share(e) for e in ENDINGS) == pytest.approx(1.0)
    # the same hands counted here, independently of the statistics code
    rng = random.Random(5)
    outcomes = [play_hand(Rules(), rng, dealer=i % 2) for i in range(200)]
    knocks = sum(o.ending is Ending.KNOCK for o in outcomes)
    assert stats.knock == knocks / 200
    assert stats.average_points == sum(o.points for o in outcomes) / 200
    assert stats.average_turns == sum(o.turns for o in outcomes) / 200


def test_straight_gin_never_knocks_and_lasts_longer() -> None:
    standard = hand_statistics(Rules(), hands=300, seed=2)
    straight = hand_statistics(STRAIGHT, hands=300, seed=2)
    assert straight.knock == 0 and straight.undercut == 0
    assert straight.gin + straight.big_gin + straight.dead == pytest.approx(1.0)
    assert straight.average_turns > standard.average_turns
    assert straight.dead > standard.dead


def test_second_call_reads_the_cache(tmp_path: Path) -> None:
    before = statistics_module.simulations_run
    first = hand_statistics(Rules(), hands=50, seed=3, cache=tmp_path)
    assert statistics_module.simulations_run == before + 1
    files = list(tmp_path.glob("hands-*.json"))
    assert len(files) == 1
    second = hand_statistics(Rules(), hands=50, seed=3, cache=tmp_path)
    assert statistics_module.simulations_run == before + 1, "no hand played the second time"
    assert second == first
    assert json.loads(files[0].read_text()) == first.to_json()


def test_cache_key_changes_with_rules_hands_and_seed(tmp_path: Path) -> None:
    hand_statistics(Rules(), hands=30, seed=3, cache=tmp_path)
    hand_statistics(Rules(gin_bonus=20), hands=30, seed=3, cache=tmp_path)
    hand_statistics(Rules(), hands=31, seed=3, cache=tmp_path)
    hand_statistics(Rules(), hands=30, seed=4, cache=tmp_path)
    assert len(list(tmp_path.glob("hands-*.json"))) == 4


def test_the_engine_s_code_is_part_of_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """A change of the code that plays the hands is a change of key: no hand-kept version."""
    asked: list[tuple[str, ...]] = []

    def digest(*packages: str) -> str:
        asked.append(packages)
        return "changed code"

    key = statistics_module.rules_key(Rules(), 10, 1)
    monkeypatch.setattr(statistics_module, "code_digest", digest)
    assert statistics_module.rules_key(Rules(), 10, 1) != key
    assert asked and "engine" in asked[0]


def test_a_damaged_cache_entry_is_recomputed(tmp_path: Path) -> None:
    first = hand_statistics(Rules(), hands=20, seed=9, cache=tmp_path)
    (path,) = tmp_path.glob("hands-*.json")
    path.write_text('{"hands": 1}')
    before = statistics_module.simulations_run
    assert hand_statistics(Rules(), hands=20, seed=9, cache=tmp_path) == first
    assert statistics_module.simulations_run == before + 1


def test_statistics_are_json() -> None:
    stats = hand_statistics(STRAIGHT, hands=20, seed=1)
    text = json.dumps(stats.to_json())
    assert HandStatistics.from_json(json.loads(text)) == stats


LABELS = {
    "gin": "Gin",
    "big_gin": "Big gin",
    "knock": "Knock",
    "undercut": "Undercut",
    "dead": "Dead <hand>",
    "title": "How hands end & why",
}


def test_chart_is_valid_svg_with_title_and_escaped_labels() -> None:
    a = hand_statistics(Rules(), hands=60, seed=1)
    b = hand_statistics(STRAIGHT, hands=60, seed=1)
    svg = chart_svg([("Standard", a), ('Straight "Gin"', b)], LABELS)
    root = ET.fromstring(svg)  # well-formed XML: every label was escaped
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == ns + "svg" and root.get("role") == "img"
    title = root.find(ns + "title")
    assert title is not None and title.text is not None
    assert title.text.startswith("How hands end & why")
    assert root.get("aria-labelledby") == title.get("id")
    texts = [t.text for t in root.iter(ns + "text")]
    assert "Dead <hand>" in texts and 'Straight "Gin"' in texts
    assert "href" not in svg and "<script" not in svg and "<style" not in svg
    # one bar per series for each ending present: knock only in the standard game
    bars = [r for r in root.iter(ns + "rect") if r.get("height") == "12"]
    shown = [e for e in ENDINGS if e in LABELS and (a.share(e) or b.share(e))]
    assert len(bars) == 2 * len(shown)


def test_chart_bar_lengths_follow_the_shares() -> None:
    a = HandStatistics(10, 1, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 1.0, 1.0)
    b = HandStatistics(10, 1, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0)
    root = ET.fromstring(chart_svg([("A", a), ("B", b)], {"gin": "G", "knock": "K"}))
    widths = [
        float(r.get("width", "0"))
        for r in root.iter("{http://www.w3.org/2000/svg}rect")
        if r.get("height") == "12"
    ]
    # rows gin (A 0.5, B 1.0) then knock (A 0.5, B 0.0)
    assert widths[0] * 2 == widths[1] and widths[2] == widths[0] and widths[3] == 0
