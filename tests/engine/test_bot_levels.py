"""The levels of play: determinism for a seed, and the easy player's mistakes, never absurd."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from generator.engine import BOT_LEVELS, Action, Deal, HandState, Phase, Rules, bot_for, parse_card
from generator.engine.actions import ActionKind
from generator.engine.bots import EasyBot, SimpleBot
from generator.engine.bots.easy import absurdity
from generator.engine.match import play_match
from tests.engine.players import RULE_SETS, RandomPlayer

C = parse_card
DEALER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d"


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
def test_a_match_is_the_same_for_the_same_seed(level: str) -> None:
    def played(seed: int) -> object:
        players = (bot_for(level, random.Random(seed)), SimpleBot())
        return play_match(Rules(), random.Random(seed), players)

    first = played(5)
    assert played(5) == first
    assert first.finished


def test_the_easy_player_without_a_generator_is_seeded_by_the_state() -> None:
    results = set()
    for _ in range(2):
        result = play_match(Rules(), random.Random(8), (EasyBot(), SimpleBot()))
        results.add((result.totals, tuple(o.points for o in result.hands)))
    assert len(results) == 1


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="no bot level 'hard'"):
        bot_for("hard")


# -- absurd moves: the definition, on hands that show each kind ---------------------


def test_refusing_gin_is_absurd() -> None:
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c", DEALER, "Kc"))
    state.apply(Action.TAKE_UPCARD)
    assert absurdity(state, Action.gin(C("9c"))) is None
    assert absurdity(state, Action.discard(C("9c"))) == "refuses-gin"
    assert absurdity(state, Action.discard(C("Kc"))) == "illegal"  # just taken


def test_letting_a_gin_card_go_is_absurd() -> None:
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c", DEALER, "Kc"))
    assert absurdity(state, Action.PASS_UPCARD) == "lets-gin-go"
    assert absurdity(state, Action.TAKE_UPCARD) is None


def test_breaking_a_meld_with_an_unmatched_card_to_throw_is_absurd() -> None:
    # after taking 5s: As-5s, 7h 7d 7c, unmatched Kd Jh 9c
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Jh 9c", DEALER, "5s"))
    state.apply(Action.TAKE_UPCARD)
    assert absurdity(state, Action.discard(C("9c"))) is None  # keeps a high card: a mistake
    assert absurdity(state, Action.discard(C("7h"))) == "breaks-meld"
    assert absurdity(state, Action.discard(C("As"))) is None  # As-5s stays a run: 2s-5s


def test_finishing_a_declaration_with_a_meld_left_is_absurd() -> None:
    state = HandState(Rules(), Deal.stacked("4c 5c 6c 7c 8c Ah 2h 3h 2d Kd", DEALER, "9c"))
    for text in ("take-upcard", "knock Kd", "declare 4c 5c 6c 7c 8c 9c"):
        state.apply(Action.parse(text))
    assert Action.FINISH_DECLARING in state.legal_actions()  # Ah 2h 3h 2d: 8, within the limit
    assert absurdity(state, Action.FINISH_DECLARING) == "declares-too-little"
    state.apply(Action.parse("declare Ah 2h 3h"))
    assert absurdity(state, Action.FINISH_DECLARING) is None


# -- the easy player --------------------------------------------------------------

rule_names = st.sampled_from(sorted(RULE_SETS))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), name=rule_names, share=st.sampled_from([0.0, 0.4]))
@example(seed=99285717, name="tie-knocker", share=0.4)  # ten cards melded: any stock card
@example(seed=1517652, name="straight-gin", share=0.0)  # 2s gives gin only arranged anew
@example(seed=760139, name="fiftieth-card", share=0.0)  # Ad 2d 3d kept back: 4d 5d lay off
def test_the_easy_player_is_never_absurd(seed: int, name: str, share: float) -> None:
    rng = random.Random(seed)
    state = HandState(RULE_SETS[name], Deal.shuffled(rng, seed % 2), rng)
    easy = EasyBot(random.Random(seed))
    other = RandomPlayer(random.Random(seed + 1))
    while not state.over:
        if rng.random() < share:
            state.apply(other.choose(state))
            continue
        action = easy.choose(state)
        assert absurdity(state, action) is None, (str(action), state.phase)
        state.apply(action)


def test_the_easy_player_makes_each_kind_of_mistake() -> None:
    """Against the simple bot's choice in the same state: a pick-up missed, another card
    thrown, a knock put off, a layoff forgotten."""
    simple, easy = SimpleBot(), EasyBot(random.Random(3))
    seen: set[str] = set()
    for seed in range(200):
        rng = random.Random(seed)
        state = HandState(Rules(), Deal.shuffled(rng, seed % 2), rng)
        while not state.over:
            wanted, action = simple.choose(state), easy.choose(state)
            if action != wanted:
                if action in (Action.PASS_UPCARD, Action.DRAW_STOCK):
                    seen.add("missed pick-up")
                elif wanted.kind is ActionKind.KNOCK and action.kind is ActionKind.DISCARD:
                    seen.add("late knock")
                elif action.kind is ActionKind.DISCARD:
                    seen.add("high card kept")
                elif state.phase is Phase.LAYOFF:
                    seen.add("layoff forgotten")
            state.apply(action)
    assert seen == {"missed pick-up", "late knock", "high card kept", "layoff forgotten"}
