"""The notation of actions: text and JSON, both ways, and what is refused."""

from __future__ import annotations

import json

import pytest

from generator.engine import Action, Meld, Rules, parse_card

C = parse_card

# (action, its text, its JSON), written out by hand
CASES = [
    (Action.TAKE_UPCARD, "take-upcard", "take-upcard"),
    (Action.PASS_UPCARD, "pass-upcard", "pass-upcard"),
    (Action.DRAW_STOCK, "draw-stock", "draw-stock"),
    (Action.DRAW_DISCARD, "draw-discard", "draw-discard"),
    (Action.PASS_DISCARD, "pass-discard", "pass-discard"),
    (Action.discard(C("Kc")), "discard Kc", {"discard": "Kc"}),
    (Action.knock(C("Th")), "knock Th", {"knock": "Th"}),
    (Action.gin(C("9c")), "gin 9c", {"gin": "9c"}),
    (Action.BIG_GIN, "big-gin", "big-gin"),
    (Action.declare(Meld.parse("As 2s 3s")), "declare As 2s 3s", {"declare": ["As", "2s", "3s"]}),
    (Action.declare(Meld.parse("7h 7d 7c")), "declare 7h 7d 7c", {"declare": ["7h", "7d", "7c"]}),
    (Action.FINISH_DECLARING, "finish-declaring", "finish-declaring"),
    (Action.lay_off(C("4s"), 0), "lay-off 4s onto 0", {"lay-off": "4s", "onto": 0}),
    (Action.lay_off(C("Jd"), 2), "lay-off Jd onto 2", {"lay-off": "Jd", "onto": 2}),
    (Action.FINISH_LAYOFFS, "finish-layoffs", "finish-layoffs"),
]


@pytest.mark.parametrize(("action", "text", "data"), CASES, ids=[c[1] for c in CASES])
def test_text_and_json_both_ways(action: Action, text: str, data: object) -> None:
    assert str(action) == text
    assert Action.parse(text) == action
    assert action.to_json() == data
    assert Action.from_json(json.loads(json.dumps(data))) == action


def test_a_run_round_the_corner_is_written_in_playing_order() -> None:
    meld = Meld.parse("Qh Kh Ah", Rules(round_the_corner=True))
    action = Action.declare(meld)
    assert str(action) == "declare Qh Kh Ah"
    assert Action.parse("declare Qh Kh Ah") == action
    assert Action.parse("declare Ah Qh Kh") == action  # any order of the same cards


def test_text_is_read_leniently() -> None:
    assert Action.parse("  DISCARD kc ") == Action.discard(C("Kc"))
    assert Action.parse("declare 10h, Jh, Qh") == Action.declare(Meld.parse("Th Jh Qh"))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "an empty action"),
        ("discard", "cannot read the action 'discard'"),
        ("discard Kc Qc", "cannot read the action"),
        ("lay-off 4s to 0", "cannot read the action"),
        ("fold", "cannot read the action 'fold'"),
        ("discard Kx", "unknown suit 'x' in card 'Kx'"),
        ("declare As As 2s", "card 'As' appears twice"),
    ],
)
def test_bad_text_is_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        Action.parse(text)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ("fold", "unknown action 'fold'"),
        ({"discard": 5}, "'discard' takes a card such as 'Kc', not 5"),
        ({"declare": "As 2s 3s"}, "'declare' takes a list of cards"),
        ({"lay-off": "4s", "onto": "0"}, "'onto' is the number of a declared meld"),
        ({"lay-off": "4s"}, "unknown action"),
        ({"discard": "Kc", "knock": "Kc"}, "unknown action"),
        ([], "an action is a name or an object"),
        (3, "an action is a name or an object"),
    ],
)
def test_bad_json_is_refused_with_the_reason(data: object, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        Action.from_json(data)
