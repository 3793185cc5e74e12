"""The showdown played on from any point: the rest of a declaration, the layoffs left."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.engine import (
    FINISH_DECLARING,
    FINISH_LAYOFFS,
    TAKE_UPCARD,
    DeclareMeld,
    Ending,
    HandState,
    Knock,
    LayOff,
    Phase,
    Rules,
    SimpleBot,
    deadwood_of_mask,
    parse_action,
    stacked_deal,
)
from generator.engine.cards import DECK
from generator.engine.layoffs import least_reply_deadwood
from generator.engine.showdown_play import declarations_left, next_layoff
from tests.engine.players import RULE_SETS

GIN = ("4s 5s 6s 7s 2d 3d 4d 7h 7d 9c", "Qs Qh Qc 6h 6d 6c 2c 3c 8h 9d", "7c")


def test_the_simple_bot_completes_a_gin_declared_another_way() -> None:
    state = HandState(Rules(), stacked_deal(*GIN))
    for text in ("take-upcard", "gin 9c", "declare 4s 5s 6s 7s", "declare 2d 3d 4d"):
        state.apply(parse_action(text))
    bot = SimpleBot()
    assert [str(a) for a in state.legal_actions()] == ["declare 7h 7d 7c"]
    assert str(bot.choose(state)) == "declare 7h 7d 7c"
    out = state.play((bot, bot))
    assert (out.ending, out.winner) == (Ending.GIN, 1)


def test_every_completion_declares_legally_and_leaves_its_deadwood() -> None:
    state = HandState(Rules(), stacked_deal(*GIN))
    for text in ("take-upcard", "gin 9c"):
        state.apply(parse_action(text))
    show = state.showdown
    assert show is not None
    completions = declarations_left(show)
    assert {frozenset(str(m) for m in melds) for melds, _ in completions} == {
        frozenset({"4s 5s 6s", "7s 7h 7d 7c", "2d 3d 4d"}),
        frozenset({"4s 5s 6s 7s", "7h 7d 7c", "2d 3d 4d"}),
    }
    for melds, dead in completions:
        trial = state.copy()
        for meld in melds:
            trial.apply(DeclareMeld(meld))
        assert dead == 0 and FINISH_DECLARING in trial.legal_actions()


def knocked(seed: int, name: str) -> HandState | None:
    """Low cards: eleven to the non-dealer, who takes the upcard and knocks, and the
    defender's hand mostly of the rest, to lay off."""
    rng = random.Random(seed)
    low = [i for i in range(52) if i % 13 < 5]
    rng.shuffle(low)
    high = [i for i in range(52) if i % 13 >= 5]
    rng.shuffle(high)
    rest = low[11:] + high
    deal = stacked_deal([DECK[i] for i in low[:10]], [DECK[i] for i in rest[:10]], DECK[low[10]])
    state = HandState(RULE_SETS[name], deal, rng)
    state.apply(TAKE_UPCARD)
    knocks = [a for a in state.legal_actions() if isinstance(a, Knock)]
    if not knocks:
        return None
    state.apply(rng.choice(knocks))
    bot = SimpleBot()
    while state.phase is Phase.DECLARE:
        state.apply(bot.choose(state))
    return state


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), name=st.sampled_from(sorted(RULE_SETS)))
def test_next_layoff_reaches_the_best_reply(seed: int, name: str) -> None:
    state = knocked(seed, name)
    if state is None or state.phase is not Phase.LAYOFF:
        return
    show = state.showdown
    assert show is not None
    best = least_reply_deadwood(show.defender, show.melds, state.rules)
    while True:
        action = next_layoff(show)
        assert action in state.legal_actions()
        if action == FINISH_LAYOFFS:
            break
        state.apply(action)
    assert deadwood_of_mask(show.defender & ~show.laid, show.tables) == best


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    name=st.sampled_from(sorted(RULE_SETS)),
    made=st.integers(1, 3),
)
def test_next_layoff_goes_on_from_layoffs_made_another_way(seed: int, name: str, made: int) -> None:
    state = knocked(seed, name)
    if state is None or state.phase is not Phase.LAYOFF:
        return
    rng = random.Random(seed)
    show = state.showdown
    assert show is not None
    for _ in range(made):
        layoffs = [a for a in state.legal_actions() if isinstance(a, LayOff)]
        if layoffs:
            state.apply(rng.choice(layoffs))
    stopping = deadwood_of_mask(show.defender & ~show.laid, show.tables)
    while (action := next_layoff(show)) != FINISH_LAYOFFS:
        assert action in state.legal_actions()
        state.apply(action)
    assert deadwood_of_mask(show.defender & ~show.laid, show.tables) <= stopping
