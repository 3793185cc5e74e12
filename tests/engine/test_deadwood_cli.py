"""`gin-rules deadwood`: text, JSON and JSON lines agree with the brute-force reference."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from generator.cli import main
from generator.engine import Rules, parse_card
from tests.engine.reference import least_deadwood, least_deadwood_after_discard

DECK = [r + s for s in "shdc" for r in "A23456789TJQK"]


def _hands(seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    hands = [rng.sample(DECK, rng.choice((10, 11))) for _ in range(150)]
    for _ in range(150):  # meld-dense: 5-7 consecutive ranks
        width = rng.randint(5, 7)
        low = rng.randint(0, 13 - width)
        pool = [r + s for s in "shdc" for r in "A23456789TJQK"[low : low + width]]
        hands.append(rng.sample(pool, rng.choice((10, 11))))
    return hands


def test_jsonl_agrees_with_brute_force(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hands = _hands(7)
    source = tmp_path / "hands.jsonl"
    source.write_text("".join(json.dumps({"hand": h, "id": i}) + "\n" for i, h in enumerate(hands)))
    assert main(["deadwood", "--jsonl", str(source)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["id"] for line in lines] == list(range(len(hands)))
    rules = Rules()
    for line in lines:
        cards = [parse_card(c) for c in line["hand"]]
        reference = least_deadwood if len(cards) == 10 else least_deadwood_after_discard
        assert line["min_deadwood"] == reference(cards, rules), line["hand"]


def test_json_output_names_melds_deadwood_and_discard(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deadwood", "--json", "As 2s 3s 4s 7h 7d 7c 9s 9h Kd Qc"]) == 0
    out = json.loads(capsys.readouterr().out)
    # melds A-4 of spades and the sevens; 9s 9h Qc stay, Kd (10) is discarded: 9 + 9 + 10
    assert out["deadwood"] == 28
    assert out["discard"] == "Kd"
    assert sorted(out["deadwood_cards"]) == ["9h", "9s", "Qc"]


def test_bad_hand_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deadwood", "As 2s 3s 4s 7h 7d 7c 9s 9h Kd Zc"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'Zc'" in err and "Traceback" not in err
