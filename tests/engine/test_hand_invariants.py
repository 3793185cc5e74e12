"""Invariants over many seeded hands played with random legal actions.

That exactly the listed actions are accepted is the property test of
``test_play_properties.py``; these seeded hands pin when a hand ends void.
"""

from __future__ import annotations

import random

import pytest

from generator.engine import Deal, Ending, HandState, Phase, Rules, StockEnd, TieRule
from generator.engine.actions import ActionKind
from generator.engine.cards import FULL_DECK
from generator.engine.stock import REPLENISH_LIMIT
from tests.engine.players import GOING_OUT

RULES = {
    "standard": Rules(),
    "void-at-two": Rules(stock_end=StockEnd.VOID_AT_TWO),
    "straight-gin": Rules(knocking=False, stock_end=StockEnd.VOID_AT_TWO),
    "oklahoma": Rules(oklahoma=True, stock_end=StockEnd.VOID_AT_TWO, dead_cards=0),
    "tie-knocker": Rules(tie=TieRule.KNOCKER_WINS, big_gin=False, discard_taken_card=True),
}


def _check_cards(state: HandState) -> None:
    union, count = state.cards_in_play()
    assert union == FULL_DECK and count == 52
    big_gin = state.knocker is not None and _going_out(state.history).kind is ActionKind.BIG_GIN
    for player in (0, 1):
        size = state.hand_mask(player).bit_count()
        holding = state.phase is Phase.DISCARD and player == state.to_play
        holding |= big_gin and player == state.knocker
        assert size == (11 if holding else 10)


def _going_out(history: list[object]) -> object:
    """The last action before the showdown: a discard, a way out, or passing the last discard."""
    return next(
        a
        for a in reversed(history)
        if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN, ActionKind.BIG_GIN)
    )


def _check_score(state: HandState) -> None:
    out = state.outcome
    assert out is not None
    rules = state.rules
    if out.ending is Ending.VOID:
        assert out.points == 0 and out.winner is None and out.settlement is None
        return
    s = out.settlement
    assert s is not None and out.knocker is not None
    k, d, m = s.knocker_deadwood, s.defender_deadwood, s.multiplier
    if out.ending is Ending.GIN:
        assert k == 0 and out.winner == out.knocker
        assert out.points in (d * m + rules.gin_bonus, d * m + rules.gin_bonus * m)
    elif out.ending is Ending.BIG_GIN:
        assert out.points >= d + rules.big_gin_bonus and out.winner == out.knocker
    elif out.ending is Ending.KNOCK:
        assert k <= d and out.points == (d - k) * m and out.winner == out.knocker
    elif out.ending is Ending.UNDERCUT:
        assert k >= d and out.winner == 1 - out.knocker
        assert out.points - (k - d) * m in (0, rules.undercut_bonus, 2 * rules.undercut_bonus)
    # the knocker's cards really met the limit
    assert k == 0 or (state.limit is not None and k <= state.limit)


def _random_play(state: HandState, rng: random.Random) -> list[object]:
    history: list[object] = []
    while not state.over:
        _check_cards(state)
        if state.phase is Phase.DRAW and state.rules.stock_end is StockEnd.VOID_AT_TWO:
            # the hand never goes on once the stock is down to the dead cards
            assert len(state.stock) > state.rules.dead_cards
        legal = state.legal_actions()
        assert legal, "a hand in play always has a legal action"
        outs = [a for a in legal if a.kind in GOING_OUT]
        action = rng.choice(outs) if outs and rng.random() < 0.3 else rng.choice(legal)
        state.apply(action)
        history.append(action)
    return history


@pytest.mark.parametrize("name", sorted(RULES))
def test_random_hands_keep_every_invariant(name: str) -> None:
    rules = RULES[name]
    endings: set[Ending] = set()
    for seed in range(100):
        rng = random.Random(seed)
        state = HandState(rules, Deal.shuffled(rng, dealer=seed % 2), rng)
        history = _random_play(state, rng)
        _check_score(state)
        out = state.outcome
        assert out is not None
        endings.add(out.ending)
        last = _going_out(history)
        if rules.stock_end is StockEnd.VOID_AT_TWO:
            assert len(state.stock) >= rules.dead_cards
            # void exactly when a plain discard leaves the stock at the dead cards
            assert out.void == (
                last.kind is ActionKind.DISCARD and len(state.stock) == rules.dead_cards
            )
        else:
            assert state.reshuffles <= REPLENISH_LIMIT
            assert out.void == (
                last.kind is ActionKind.DISCARD
                and state.reshuffles == REPLENISH_LIMIT
                and not state.stock
            )
        assert out.void != (last.kind in GOING_OUT)
    assert Ending.VOID in endings
    if rules.knocking:
        assert endings - {Ending.VOID}, "some random hands go out"


def test_same_seed_same_hand() -> None:
    def play(seed: int) -> list[object]:
        rng = random.Random(seed)
        state = HandState(Rules(), Deal.shuffled(rng), rng)
        return _random_play(state, rng)

    assert play(7) == play(7)
    assert play(7) != play(8)
