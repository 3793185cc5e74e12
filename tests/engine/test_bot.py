"""The bot's documented policy, decision by decision, and its legality over many hands."""

from __future__ import annotations

import random

import pytest

from generator.engine import Action, Deal, HandState, Phase, Rules, StockEnd, parse_card
from generator.engine.actions import ActionKind
from generator.engine.bots.simple import SimpleBot, play_hand

C = parse_card
BOT = SimpleBot()
DEALER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d"


def test_takes_an_upcard_that_completes_a_meld() -> None:
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c", DEALER, "Kc"))
    assert BOT.choose(state) == Action.TAKE_UPCARD


def test_takes_an_upcard_that_extends_a_meld() -> None:
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Jh 9c", DEALER, "5s"))
    assert BOT.choose(state) == Action.TAKE_UPCARD


def test_passes_an_upcard_that_melds_nothing_even_if_low() -> None:
    # Ad would lower the deadwood (throw Kd, keep Ad) but melds nothing: pass
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Jh 9c", DEALER, "Ad"))
    assert BOT.choose(state) == Action.PASS_UPCARD


@pytest.mark.parametrize("big_gin", [False, True])
def test_takes_an_upcard_that_gives_gin_only_by_arranging_anew(big_gin: bool) -> None:
    # 3s 3h 3d, 4h 5h 6h, 2c 3c 4c leave 2d (2 points). With 2s the best eleven leave
    # 4 (2s does not "meld" by the value test), yet 2s 2d 2c, 3s 3d 3c, 3h-6h and 4c
    # thrown is gin.
    hand = "3s 3h 4h 5h 6h 2d 3d 2c 3c 4c"
    dealer = "Qs Qh Qc 7s 7h 8d 9c Jc Kd Ks"
    rules = Rules(big_gin=big_gin)
    state = HandState(rules, Deal.stacked(hand, dealer, "2s"))
    assert BOT.choose(state) == Action.TAKE_UPCARD
    state.apply(Action.TAKE_UPCARD)
    assert BOT.choose(state) == Action.gin(C("4c"))
    state = HandState(rules, Deal.stacked(hand, dealer, "Kh"))
    assert BOT.choose(state) == Action.PASS_UPCARD  # the same hand, a card that does not


def test_draws_the_discard_only_when_it_melds() -> None:
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Jh 9c", DEALER, "Ad"))
    state.apply(Action.PASS_UPCARD)
    state.apply(Action.PASS_UPCARD)
    assert BOT.choose(state) == Action.DRAW_STOCK  # the only draw after two passes
    state.apply(Action.DRAW_STOCK)
    state.apply(Action.discard(C("9c")))
    # the dealer holds 8h 9d ... a 9c does not meld for him (8h 9d are different suits)
    assert BOT.choose(state) == Action.DRAW_STOCK


def test_discards_the_highest_unmatched_card() -> None:
    # After taking Kc the hand is As-4s, 7-set, K-set, and 9c unmatched: gin by throwing 9c.
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c", DEALER, "Kc"))
    state.apply(Action.TAKE_UPCARD)
    assert BOT.choose(state) == Action.gin(C("9c"))


def test_discards_highest_deadwood_not_going_out() -> None:
    # Non-dealer: As-4s run, 7-set, unmatched Kd Jh 9c, takes 5s: discards Kd (10),
    # leaving Jh 9c = 19, over the limit, so a plain discard
    state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Jh 9c", DEALER, "5s"))
    state.apply(Action.TAKE_UPCARD)
    assert BOT.choose(state) == Action.discard(C("Kd"))


def test_never_discards_the_card_just_taken() -> None:
    # Holding 8s 9s, the upcard Ts makes a run; with discard_taken_card off the bot must
    # throw another card even where Ts would be as good a discard.
    nd = "8s 9s 2h 3h 4h 5d 5c Ad 2d 4c"
    state = HandState(Rules(), Deal.stacked(nd, DEALER, "Ts"))
    assert BOT.choose(state) == Action.TAKE_UPCARD
    state.apply(Action.TAKE_UPCARD)
    action = BOT.choose(state)
    assert action != Action.discard(C("Ts")) and action in state.legal_actions()


def test_knocks_as_soon_as_allowed() -> None:
    # The upcard 5s extends As-4s; As-5s, 7h 7d 7c, 5h 2d Kd:
    nd = "As 2s 3s 4s 7h 7d 7c 5h 2d Kd"
    dealer = "Qs Qh Qc 6s 6h 6d 9h 9d 8c 3c"
    state = HandState(Rules(), Deal.stacked(nd, dealer, "5s"))
    state.apply(Action.TAKE_UPCARD)
    # throwing Kd leaves 5h 2d = 7 <= 10: knock at once
    assert BOT.choose(state) == Action.knock(C("Kd"))


def test_waits_for_gin_when_knocking_is_off() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c 5h 2d Kd"
    dealer = "Qs Qh Qc 6s 6h 6d 9h 9d 8c 3c"
    state = HandState(Rules(knocking=False), Deal.stacked(nd, dealer, "5s"))
    state.apply(Action.TAKE_UPCARD)
    assert BOT.choose(state) == Action.discard(C("Kd"))


def test_big_gin_when_all_eleven_meld() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c Kd Kh Kc"
    state = HandState(Rules(), Deal.stacked(nd, DEALER, "5s"))
    state.apply(Action.TAKE_UPCARD)
    assert BOT.choose(state) == Action.BIG_GIN
    state = HandState(Rules(big_gin=False), Deal.stacked(nd, DEALER, "5s"))
    state.apply(Action.TAKE_UPCARD)
    assert BOT.choose(state).kind is ActionKind.GIN


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(knocking=False, stock_end=StockEnd.VOID_AT_TWO),
        Rules(oklahoma=True, stock_end=StockEnd.VOID_AT_TWO),
        Rules(ace_value=15, round_the_corner=True, layoff_on_gin=True),
    ],
)
def test_every_choice_is_legal(rules: Rules) -> None:
    for seed in range(60):
        rng = random.Random(seed)
        state = HandState(rules, Deal.shuffled(rng, seed % 2), rng)
        while not state.over:
            action = BOT.choose(state)
            assert action in state.legal_actions()
            if state.phase is Phase.DRAW and action == Action.DRAW_DISCARD:
                top = state.discards[-1]
                state.apply(action)
                assert state.taken == top
            else:
                state.apply(action)


def test_same_seed_same_hand() -> None:
    a = play_hand(Rules(), random.Random(11))
    b = play_hand(Rules(), random.Random(11))
    c = play_hand(Rules(), random.Random(12))
    assert a == b
    assert a != c
