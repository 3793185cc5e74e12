"""Game records: recorded hands and matches survive JSON and replay to the same game."""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any

import pytest

from generator.engine import (
    Action,
    Deal,
    HandState,
    MatchRules,
    NextDealer,
    OklahomaAce,
    Rules,
    Shutout,
    StockEnd,
    hand_record,
    match_record,
    replay,
    replay_match,
)
from generator.engine.bots import SimpleBot
from generator.engine.cards import parse_cards
from generator.engine.match import play_match
from tests.engine.players import RULE_SETS, RandomPlayer

BOT = SimpleBot()


def played(rules: Rules, seed: int, random_player: bool) -> tuple[HandState, list[list[str]]]:
    """A hand played to its end, with the legal actions (as text) before each action."""
    rng = random.Random(seed)
    state = HandState(rules, Deal.shuffled(rng, seed % 2), rng)
    go_out = 0.2 if seed == 1 else 0.9  # seed 1 plays on to the end of the stock
    player = RandomPlayer(random.Random(seed), go_out=go_out) if random_player else BOT
    legal: list[list[str]] = []
    while not state.over:
        legal.append([str(a) for a in state.legal_actions()])
        state.apply(player.choose(state))
    return state, legal


GAMES = [
    (name, seed, random_player)
    for name in ("standard", "fiftieth-card", "round-the-corner", "tie-knocker")
    for seed in (1, 2)
    for random_player in (False, True)
]


@pytest.mark.parametrize(("name", "seed", "random_player"), GAMES)
def test_a_recorded_hand_replays_to_the_same_game(
    name: str, seed: int, random_player: bool
) -> None:
    state, legal = played(RULE_SETS[name], seed, random_player)
    record = json.loads(json.dumps(hand_record(state)))
    # step by step from the record's own parts: every list of legal actions is the same
    again = HandState(
        Rules.from_json(record["rules"]),
        Deal.from_json(record["deal"]),
        restocks=[parse_cards(s) for s in record.get("restocks", [])],
    )
    for expected, data in zip(legal, record["actions"], strict=True):
        assert [str(a) for a in again.legal_actions()] == expected
        again.apply(Action.from_json(data))
    assert again.outcome == state.outcome
    # and replay() as a whole, and from the record of half the hand
    assert replay(record).outcome == state.outcome
    half = len(record["actions"]) // 2
    partial = {k: v for k, v in record.items() if k not in ("result", "restocks")}
    partial["actions"] = record["actions"][:half]
    if "restocks" in record:
        partial["restocks"] = record["restocks"][: replay_restocks_needed(state, half)]
    assert [str(a) for a in replay(partial).legal_actions()] == legal[half]


def replay_restocks_needed(state: HandState, actions: int) -> int:
    """How many new stocks the first ``actions`` actions of ``state`` built."""
    trial = HandState(state.rules, state.deal, restocks=state.restocks)
    for action in state.history[:actions]:
        trial.apply(action)
    return trial.reshuffles


def test_the_recorded_games_cover_the_new_decisions() -> None:
    # new stocks, the last discard passed, and random declarations and layoffs
    records = [hand_record(played(RULE_SETS[n], s, r)[0]) for n, s, r in GAMES]
    assert any("restocks" in r for r in records)
    assert any("pass-discard" in r["actions"] for r in records)
    texts = [str(Action.from_json(a)) for r in records for a in r["actions"]]
    assert any(t.startswith("lay-off") for t in texts)
    assert sum(r["result"]["ending"] == "void" for r in records) < len(records) // 2


def test_a_record_with_an_illegal_action_is_refused_with_its_index() -> None:
    deal = Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c", "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d", "Kc")
    state = HandState(Rules(), deal)
    for text in (
        "take-upcard",
        "gin 9c",
        "declare As 2s 3s 4s",
        "declare 7h 7d 7c",
        "declare Kh Kd Kc",
        "finish-declaring",
    ):
        state.apply(Action.parse(text))
    record = hand_record(state)
    assert record["result"] == {"ending": "gin", "winner": 1, "points": 47}
    bad = copy.deepcopy(record)
    bad["actions"][1] = {"discard": "Kc"}
    with pytest.raises(
        ValueError,
        match=re.escape(
            "action 1 (discard Kc): you took Kc from the discard pile this turn"
            " and may not discard it"
        ),
    ):
        replay(bad)
    bad = copy.deepcopy(record)
    bad["actions"][4] = {"declare": ["Ks", "Kd", "Kc"]}
    with pytest.raises(
        ValueError, match=re.escape("action 4 (declare Ks Kd Kc): you do not hold Ks")
    ):
        replay(bad)
    bad = copy.deepcopy(record)
    bad["actions"][1] = "fold"
    with pytest.raises(ValueError, match=r"^action 1: unknown action 'fold'"):
        replay(bad)
    bad = copy.deepcopy(record)
    bad["result"]["points"] = 46
    with pytest.raises(ValueError, match=r"the record's result is .* but its actions give"):
        replay(bad)
    bad = copy.deepcopy(record)
    del bad["actions"][-1]
    with pytest.raises(ValueError, match="its actions give a hand not over"):
        replay(bad)


def test_a_record_missing_its_new_stock_is_refused() -> None:
    seed = next(s for s in range(1, 50) if "restocks" in hand_record(played(Rules(), s, True)[0]))
    record = hand_record(played(Rules(), seed, True)[0])
    del record["restocks"]
    with pytest.raises(ValueError, match="no order of the new stock is recorded"):
        replay(record)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"rules": {"knock_limit": 11}}, "knock_limit must be between 0 and 10, not 11"),
        ({"rules": {"stock_end": "never"}}, "rule stock_end is one of replenish, void_at_two"),
        ({"rules": {"jokers": True}}, "unknown rule 'jokers'"),
        ({"rules": {"knock_limit": "ten"}}, "rule knock_limit is a whole number, not 'ten'"),
        ({"rules": {"big_gin": 1}}, "rule big_gin is true or false, not 1"),
        ({"rules": {"match": {"target": "100"}}}, "rule match.target is a whole number"),
        ({"format": 2}, "records of format 2 are unknown: 1 only"),
        ({"deal": None}, "the record has no deal"),
        ({"actions": "take-upcard"}, "the actions of a record are a list"),
        ({"rules": {"match": {"target": 0}}}, "target must be a positive number"),
        ({"game": "chess"}, "not the record of a hand"),
        ({"deal": {"dealer": 0}}, "a deal has dealer, hands"),
    ],
)
def test_bad_records_are_refused(change: dict[str, Any], reason: str) -> None:
    record = {"rules": {}, "deal": hand_record(played(Rules(), 1, False)[0])["deal"]}
    record.update(change)
    with pytest.raises(ValueError, match=reason):
        replay(record)


def test_rules_survive_json() -> None:
    rules = Rules(
        oklahoma=True,
        oklahoma_ace=OklahomaAce.LIMIT_ONE,
        stock_end=StockEnd.FIFTIETH_CARD,
        match=MatchRules(
            target=None, shutout=Shutout.FLAT_BONUS, dealer_after_void=NextDealer.SAME
        ),
    )
    data = json.loads(json.dumps((rules).to_json()))
    assert data["stock_end"] == "fiftieth_card" and data["match"]["target"] is None
    assert Rules.from_json(data) == rules


def test_a_recorded_match_replays_to_the_same_score() -> None:
    rules = Rules(match=MatchRules(target=100, hollywood=True))
    result = play_match(rules, random.Random(4))
    record = json.loads(json.dumps(match_record(result, rules)))
    again = replay_match(record)
    assert again == result  # hands, dealers, games, totals, winner
    assert len(record["hands"]) == len(result.hands) > 1
    longer = copy.deepcopy(record)
    longer["hands"].append(longer["hands"][0])
    with pytest.raises(ValueError, match=f"^hand {len(result.hands)}: the match was over"):
        replay_match(longer)
