"""Scripted hands through every branch of the state machine, with stacked decks."""

from __future__ import annotations

import random

import pytest

from generator.engine import Action, Deal, Ending, HandState, Phase, Rules, StockEnd, parse_card
from generator.engine.actions import ActionKind
from generator.engine.bots.simple import SimpleBot
from generator.engine.cards import DECK
from generator.engine.stock import REPLENISH_LIMIT

C = parse_card
BOT = SimpleBot()
# Non-dealer (player 1): As-4s run, 7s set, two kings; needs a third king for gin.
NON_DEALER = "As 2s 3s 4s 7h 7d 7c Kd Kh 9c"
# Dealer (player 0): Q-set, 6-set; deadwood 2c 3c 8h 9d = 22.
DEALER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d"
# Another dealer, for non-dealer hands holding 2c: deadwood 9h 9d 8c 3c = 29.
DEALER2 = "Qs Qh Qc 6s 6h 6d 9h 9d 8c 3c"


def _show(state: HandState) -> None:
    """Declare and lay off as settle() would (the bot's choices) until the hand is over."""
    assert state.phase is Phase.DECLARE
    while not state.over:
        state.apply(BOT.choose(state))


def test_upcard_taken_then_gin() -> None:
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "Kc", "5d"))
    assert state.phase is Phase.OFFER and state.to_play == 1
    state.apply(Action.TAKE_UPCARD)
    assert state.phase is Phase.DISCARD and state.to_play == 1 and state.turns == 1
    assert Action.discard(C("Kc")) not in state.legal_actions()
    assert Action.gin(C("9c")) in state.legal_actions()
    state.apply(Action.gin(C("9c")))
    _show(state)
    out = state.outcome
    assert out is not None and state.over
    # gin: defender's deadwood 2 + 3 + 8 + 9 = 22, plus the gin bonus 25 = 47
    assert (out.ending, out.winner, out.points, out.knocker) == (Ending.GIN, 1, 47, 1)
    assert state.legal_actions() == []


def test_upcard_taken_by_the_dealer_after_a_pass() -> None:
    # The upcard 9h is of no use to the non-dealer; the dealer takes it (8h 9h ... no meld,
    # but he may take it all the same) and must discard another card.
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "9h", "5d"))
    state.apply(Action.PASS_UPCARD)
    assert state.phase is Phase.OFFER and state.to_play == 0
    state.apply(Action.TAKE_UPCARD)
    assert state.to_play == 0 and state.phase is Phase.DISCARD
    state.apply(Action.discard(C("2c")))
    # the non-dealer now plays a normal turn: stock or discard pile
    assert state.to_play == 1 and state.phase is Phase.DRAW
    assert state.legal_actions() == [Action.DRAW_STOCK, Action.DRAW_DISCARD]


def test_upcard_passed_twice_then_knock() -> None:
    # Both pass the upcard 5c; the non-dealer must draw the stock's top card, Jc.
    nd = "As 2s 3s 4s 7h 7d 7c Kd 3d 2d"
    state = HandState(Rules(), Deal.stacked(nd, DEALER, "5c", "Jc"))
    state.apply(Action.PASS_UPCARD)
    state.apply(Action.PASS_UPCARD)
    assert state.to_play == 1 and state.phase is Phase.DRAW
    assert state.legal_actions() == [Action.DRAW_STOCK]
    with pytest.raises(ValueError, match="must draw from the stock"):
        state.apply(Action.DRAW_DISCARD)
    state.apply(Action.DRAW_STOCK)
    assert state.turns == 1
    # As-4s, 7h 7d 7c, Kd 3d 2d + Jc: discarding Jc leaves 10 + 3 + 2 = 15, too much
    with pytest.raises(ValueError, match="deadwood is 15, above the knock limit 10"):
        state.apply(Action.knock(C("Jc")))
    state.apply(Action.discard(C("Jc")))
    state.apply(Action.DRAW_DISCARD)  # the dealer takes Jc
    with pytest.raises(ValueError, match="you took Jc from the discard pile"):
        state.apply(Action.discard(C("Jc")))
    state.apply(Action.discard(C("9d")))
    # the stock goes on in deck order after Jc: 5s is the first card not dealt
    state.apply(Action.DRAW_STOCK)
    assert C("5s") in state.hand_of(1)
    assert Action.knock(C("Kd")) in state.legal_actions()
    state.apply(Action.knock(C("Kd")))
    _show(state)
    out = state.outcome
    assert out is not None
    # knocker: As-5s, 7h 7d 7c, deadwood 3d 2d = 5
    # defender: Qs Qh Qc, 6s 6h 6d, deadwood 2c 3c 8h Jc = 23 (6s onto the run would
    # break his 6-set); knock: 23 - 5 = 18 to the knocker
    assert (out.ending, out.winner, out.points, out.knocker) == (Ending.KNOCK, 1, 18, 1)
    assert out.turns == 3


def test_knock_refused_above_the_limit() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c 8c 9c Kh"
    state = HandState(Rules(), Deal.stacked(nd, DEALER, "2h", "5d"))
    state.apply(Action.TAKE_UPCARD)
    # discarding Kh: 7c 8c 9c as a run leaves 7h 7d 2h = 16 (the 7-set would leave 8c 9c 2h
    # = 19)
    with pytest.raises(ValueError, match="deadwood is 16, above the knock limit 10"):
        state.apply(Action.knock(C("Kh")))
    assert not any(a.kind is ActionKind.KNOCK for a in state.legal_actions())


def test_knock_within_the_limit_and_undercut() -> None:
    # Knocker (non-dealer) after taking 2h: As-4s, 7-set, Kh Kd... keep simple:
    # "As 2s 3s 4s 7h 7d 7c 5h 2c Kd" + upcard 2h, discard Kd: deadwood 5h 2c 2h = 9.
    nd = "As 2s 3s 4s 7h 7d 7c 5h 2c Kd"
    # Defender: Qs Qh Qc, 6s 6h 6d, 9h 9d 9c, 3c: deadwood 3 (<= 9): undercut.
    dealer = "Qs Qh Qc 6s 6h 6d 9h 9d 9c 3c"
    state = HandState(Rules(), Deal.stacked(nd, dealer, "2h", "5d"))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.knock(C("Kd")))
    _show(state)
    out = state.outcome
    assert out is not None
    # 2c could be laid off? No knocker run reaches it. Defender lays off 5s? He holds none.
    # undercut: 9 - 3 = 6, plus the undercut bonus 25 = 31, to the defender (player 0)
    assert (out.ending, out.winner, out.points, out.knocker) == (Ending.UNDERCUT, 0, 31, 1)


def test_big_gin() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c Kd Kh Kc"  # gin already; the upcard 5s makes 11 melded
    state = HandState(Rules(), Deal.stacked(nd, DEALER, "5s", "5d"))
    state.apply(Action.TAKE_UPCARD)
    assert Action.BIG_GIN in state.legal_actions()
    state.apply(Action.BIG_GIN)
    _show(state)
    out = state.outcome
    assert out is not None
    # big gin: 22 + 31 = 53
    assert (out.ending, out.points) == (Ending.BIG_GIN, 53)


def test_big_gin_refused_when_not_played() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c Kd Kh Kc"
    state = HandState(Rules(big_gin=False), Deal.stacked(nd, DEALER, "5s", "5d"))
    state.apply(Action.TAKE_UPCARD)
    assert Action.BIG_GIN not in state.legal_actions()
    with pytest.raises(ValueError, match="big gin is not played"):
        state.apply(Action.BIG_GIN)
    state.apply(Action.gin(C("As")))  # 2s-5s is still a run
    _show(state)
    assert state.outcome is not None and state.outcome.ending is Ending.GIN


def _drawn_card(state: HandState, before: int) -> int:
    return (state.hand_mask(state.to_play) & ~before).bit_length() - 1


def _play_stock_out(state: HandState) -> int:
    draws = 0
    while not state.over:
        if state.phase is Phase.OFFER:
            state.apply(Action.PASS_UPCARD)
            continue
        before = state.hand_mask(state.to_play)
        state.apply(Action.DRAW_STOCK)
        state.apply(Action.discard(DECK[_drawn_card(state, before)]))
        draws += 1
    return draws


def test_dead_hand_when_two_cards_are_left() -> None:
    rules = Rules(stock_end=StockEnd.VOID_AT_TWO)
    state = HandState(rules, Deal.stacked(NON_DEALER, DEALER, "5c", "Jc"))
    draws = _play_stock_out(state)
    # 31 cards in the stock, the last 2 never drawn: 29 draws, then the hand is void
    assert draws == 29 and len(state.stock) == 2
    assert state.outcome is not None and state.outcome.ending is Ending.VOID
    assert state.outcome.points == 0 and state.outcome.winner is None


def test_the_last_cards_are_never_drawn() -> None:
    rules = Rules(stock_end=StockEnd.VOID_AT_TWO, dead_cards=2)
    state = HandState(rules, Deal.stacked(NON_DEALER, DEALER, "5c", "Jc"))
    state.apply(Action.PASS_UPCARD)
    state.apply(Action.PASS_UPCARD)
    # empty the stock to three cards by hand, then check the draw of the 3rd-last is allowed
    while len(state.stock) > 3:
        before = state.hand_mask(state.to_play)
        state.apply(Action.DRAW_STOCK)
        state.apply(Action.discard(DECK[_drawn_card(state, before)]))
    before = state.hand_mask(state.to_play)
    state.apply(Action.DRAW_STOCK)
    assert len(state.stock) == 2
    # going out is still possible on this turn (a discard only ends the hand void)
    state.apply(Action.discard(DECK[_drawn_card(state, before)]))
    assert state.over and state.outcome is not None and state.outcome.void


def test_replenish_reshuffles_the_discards_then_voids() -> None:
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "5c", "Jc"), random.Random(3))
    draws = _play_stock_out(state)
    # first stock 31 cards; each rebuild takes every discard but the top one:
    # 31 + 1 (upcard) discards -> 31 into the new stock, and again: 31 + 31 + 31 draws
    assert state.reshuffles == REPLENISH_LIMIT
    assert draws == 31 * (REPLENISH_LIMIT + 1)
    assert state.outcome is not None and state.outcome.void


def test_replenish_order_is_shuffled() -> None:
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "5c", "Jc"), random.Random(3))
    state.apply(Action.PASS_UPCARD)
    state.apply(Action.PASS_UPCARD)
    while len(state.stock) > 1:
        before = state.hand_mask(state.to_play)
        state.apply(Action.DRAW_STOCK)
        state.apply(Action.discard(DECK[_drawn_card(state, before)]))
    before = state.hand_mask(state.to_play)
    state.apply(Action.DRAW_STOCK)
    drawn = _drawn_card(state, before)
    old_pile = state.discards  # bottom (the first upcard) first
    state.apply(Action.discard(DECK[drawn]))
    assert state.reshuffles == 1
    # the new stock holds exactly the old discards (the top one, just thrown, stays out)
    assert state.discards == (DECK[drawn],)
    assert sorted(state.stock) == sorted(old_pile) and len(state.stock) == 31
    # and in a new order (31! orders: equal to the pile's order by chance essentially never)
    assert state.stock not in (old_pile, old_pile[::-1])
    union, count = state.cards_in_play()
    assert union == (1 << 52) - 1 and count == 52


def test_oklahoma_upcard_sets_the_limit() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c 5h 2c Kd"  # with 3h taken and Kd thrown: 5h 2c 3h = 10
    state = HandState(Rules(oklahoma=True), Deal.stacked(nd, DEALER2, "3h", "5d"))
    assert state.limit == 3
    state.apply(Action.TAKE_UPCARD)
    with pytest.raises(ValueError, match="above the knock limit 3"):
        state.apply(Action.knock(C("Kd")))


def test_oklahoma_ace_is_gin_only() -> None:
    nd = "2s 3s 4s 5s 7h 7d 7c 2h 2c Kd"
    state = HandState(Rules(oklahoma=True), Deal.stacked(nd, DEALER2, "Ah", "5d"))
    state.apply(Action.TAKE_UPCARD)
    with pytest.raises(ValueError, match="the upcard Ah makes this deal gin only"):
        state.apply(Action.knock(C("Kd")))


def test_straight_gin_refuses_a_knock() -> None:
    nd = "As 2s 3s 4s 7h 7d 7c 5h 2c Kd"
    state = HandState(Rules(knocking=False), Deal.stacked(nd, DEALER2, "2h", "5d"))
    state.apply(Action.TAKE_UPCARD)
    with pytest.raises(ValueError, match="only gin goes out"):
        state.apply(Action.knock(C("Kd")))


def test_discard_taken_card_when_the_rules_allow() -> None:
    state = HandState(Rules(discard_taken_card=True), Deal.stacked(NON_DEALER, DEALER, "5c"))
    state.apply(Action.TAKE_UPCARD)
    assert Action.discard(C("5c")) in state.legal_actions()
    state.apply(Action.discard(C("5c")))
    assert state.top_discard == C("5c")


@pytest.mark.parametrize(
    ("setup", "action", "reason"),
    [
        ([], Action.DRAW_STOCK, "the upcard 5c is offered: take it or pass"),
        ([Action.TAKE_UPCARD], Action.DRAW_STOCK, "you hold 11 cards: discard, knock or go gin"),
        ([Action.TAKE_UPCARD], Action.discard(C("Ks")), "you do not hold Ks"),
        ([Action.TAKE_UPCARD], Action.gin(C("9c")), "deadwood is 25, not gin"),
        ([Action.PASS_UPCARD, Action.PASS_UPCARD], Action.TAKE_UPCARD, "the upcard offer is over"),
        ([Action.PASS_UPCARD, Action.PASS_UPCARD], Action.discard(C("9c")), "draw first"),
        ([Action.TAKE_UPCARD, Action.discard(C("9c"))], Action.BIG_GIN, "draw first"),
    ],
)
def test_illegal_actions_are_refused_with_the_reason(
    setup: list[object], action: object, reason: str
) -> None:
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "5c", "Jc"))
    for step in setup:
        state.apply(step)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=reason):
        state.apply(action)  # type: ignore[arg-type]


def test_nothing_after_the_end() -> None:
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "Kc", "5d"))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.gin(C("9c")))
    _show(state)
    with pytest.raises(ValueError, match="the hand is over"):
        state.apply(Action.DRAW_STOCK)


def test_settlement_ending_is_carried() -> None:
    state = HandState(Rules(), Deal.stacked(NON_DEALER, DEALER, "Kc", "5d"))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.gin(C("9c")))
    _show(state)
    assert state.outcome is not None and state.outcome.settlement is not None
    assert state.outcome.settlement.ending is Ending.GIN
