"""The end of the stock: the 50th-card rule, and the guard against endless pile taking.

Every expected figure is worked out by hand in the comments.
"""

from __future__ import annotations

import pytest

from generator.engine import (
    Action,
    Deal,
    Ending,
    HandState,
    Phase,
    Rules,
    StockEnd,
    parse_card,
    parse_hand,
)
from generator.engine.actions import ActionKind
from generator.engine.bots import SimpleBot
from generator.engine.cards import DECK
from generator.engine.stock import PILE_RUN_LIMIT, REPLENISH_LIMIT, max_draws
from tests.support import ROOT, catalogue_of

C = parse_card
NON_DEALER = "As 2s 3s 4s 7h 7d 7c Kd Kh 9c"  # player 1: As-4s, 7h 7d 7c; Kd Kh 9c = 29
DEALER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d"  # player 0: Q set, 6 set; 2c 3c 8h 9d = 22
FIFTIETH = Rules(stock_end=StockEnd.FIFTIETH_CARD)


def deal_with_50th_card(card: str) -> Deal:
    """Upcard 5c; the 29th card of the stock (the 50th card dealt) is ``card``."""
    nd, dl = parse_hand(NON_DEALER), parse_hand(DEALER)
    up, last = C("5c"), C(card)
    rest = [c for c in DECK if c not in nd and c not in dl and c not in (up, last)]
    stock = (*rest[:28], last, *rest[28:])
    return Deal(0, (dl, nd), up, stock)


def draw_and_throw_to_the_50th(state: HandState) -> None:
    """Both pass the upcard, then each draws the stock's top card and throws it."""
    state.apply(Action.PASS_UPCARD)
    state.apply(Action.PASS_UPCARD)
    for _ in range(29):
        before = state.hand_mask(state.to_play)
        state.apply(Action.DRAW_STOCK)
        drawn = DECK[(state.hand_mask(state.to_play) & ~before).bit_length() - 1]
        state.apply(Action.discard(drawn))


def test_the_50th_card_may_be_taken_to_knock() -> None:
    state = HandState(FIFTIETH, deal_with_50th_card("4c"))
    draw_and_throw_to_the_50th(state)
    # the non-dealer drew the 1st, 3rd, ... 29th card and threw 4c, leaving 2 in the stock
    assert len(state.stock) == 2 and state.turns == 29
    assert state.phase is Phase.LAST_DISCARD and state.to_play == 0
    # with 4c: 2c 3c 4c melds; throwing 9d leaves 8h = 8, within 10
    assert state.legal_actions() == [Action.DRAW_DISCARD, Action.PASS_DISCARD]
    assert SimpleBot().choose(state) == Action.DRAW_DISCARD
    with pytest.raises(ValueError, match="the stock is down to its last cards"):
        state.apply(Action.DRAW_STOCK)
    state.apply(Action.DRAW_DISCARD)
    assert state.turns == 30
    # only the ways out: throwing 8h leaves 9d = 9, throwing 9d leaves 8h = 8
    assert state.legal_actions() == [Action.knock(C("8h")), Action.knock(C("9d"))]
    with pytest.raises(
        ValueError, match="you took the last discard, which is allowed only to knock or go gin"
    ):
        state.apply(Action.discard(C("8h")))
    state.apply(Action.knock(C("9d")))
    for text in ("declare Qs Qh Qc", "declare 6s 6h 6d", "declare 2c 3c 4c", "finish-declaring"):
        state.apply(Action.parse(text))
    # the defender has nothing to lay off (no Qd, 6c, Ac or 5c): As-4s, 7h 7d 7c melded,
    # Kd Kh 9c = 29 left; 29 - 8 = 21 to the dealer
    assert state.legal_actions() == [Action.FINISH_LAYOFFS]
    state.apply(Action.FINISH_LAYOFFS)
    out = state.outcome
    assert out is not None
    assert (out.ending, out.winner, out.points, out.knocker) == (Ending.KNOCK, 0, 21, 0)


def test_the_50th_card_passed_ends_the_hand_void() -> None:
    state = HandState(FIFTIETH, deal_with_50th_card("4c"))
    draw_and_throw_to_the_50th(state)
    state.apply(Action.PASS_DISCARD)
    out = state.outcome
    assert out is not None and out.ending is Ending.VOID
    assert (out.winner, out.points, out.turns) == (None, 0, 29)


def test_the_50th_card_that_does_not_go_out_may_only_be_passed() -> None:
    state = HandState(FIFTIETH, deal_with_50th_card("Kc"))
    draw_and_throw_to_the_50th(state)
    # Kc may not be thrown again; the best throw is then 9d: 2c 3c 8h Kc = 2+3+8+10 = 23
    # (8h leaves 24, 2c 30, a queen or a six breaks a set)
    assert state.legal_actions() == [Action.PASS_DISCARD]
    assert SimpleBot().choose(state) == Action.PASS_DISCARD
    with pytest.raises(
        ValueError,
        match="the last discard may be taken only to knock or go gin,"
        " and with Kc your least deadwood would be 23, above the knock limit 10",
    ):
        state.apply(Action.DRAW_DISCARD)


def test_without_the_50th_card_rule_the_same_discard_ends_the_hand() -> None:
    state = HandState(Rules(stock_end=StockEnd.VOID_AT_TWO), deal_with_50th_card("4c"))
    draw_and_throw_to_the_50th(state)
    out = state.outcome
    assert out is not None and out.ending is Ending.VOID and out.turns == 29


class PileTaker:
    """Takes the top discard whenever allowed, never goes out, throws its lowest card."""

    def choose(self, state: HandState) -> object:
        legal = state.legal_actions()
        for take in (Action.TAKE_UPCARD, Action.DRAW_DISCARD):
            if take in legal:
                return take
        if Action.DRAW_STOCK in legal:
            return Action.DRAW_STOCK
        return next(a for a in legal if a.kind is ActionKind.DISCARD)


def test_the_guard_sends_the_next_player_to_the_stock() -> None:
    state = HandState(Rules(), deal_with_50th_card("4c"))
    taker = PileTaker()
    takes = 0
    while takes < PILE_RUN_LIMIT:
        action = taker.choose(state)
        takes += action in (Action.TAKE_UPCARD, Action.DRAW_DISCARD)
        state.apply(action)  # type: ignore[arg-type]
        if state.phase is not Phase.DRAW:
            continue
        if takes < PILE_RUN_LIMIT:
            assert Action.DRAW_DISCARD in state.legal_actions()
    state.apply(taker.choose(state))  # the 20th taker throws a card
    # 20 takes: the upcard by the non-dealer, then 19 discards; the stock untouched
    assert state.turns == 20 and len(state.stock) == 31
    assert state.phase is Phase.DRAW and state.legal_actions() == [Action.DRAW_STOCK]
    with pytest.raises(
        ValueError,
        match="the discard pile has been taken from 20 times in a row: draw from the stock",
    ):
        state.apply(Action.DRAW_DISCARD)
    state.apply(Action.DRAW_STOCK)
    state.apply(taker.choose(state))
    assert Action.DRAW_DISCARD in state.legal_actions()  # a draw from the stock starts a new count


@pytest.mark.parametrize(
    ("stock_end", "draws"),
    [
        # 29 draws from the stock (2 dead cards), each after 20 takes: 29 x 21
        (StockEnd.VOID_AT_TWO, 609),
        # three stocks of 31 (the 31 first, then twice the discards but the top one)
        (StockEnd.REPLENISH, 93 * 21),
    ],
)
def test_a_hand_of_endless_taking_ends_within_the_bound(stock_end: StockEnd, draws: int) -> None:
    rules = Rules(stock_end=stock_end)
    state = HandState(rules, deal_with_50th_card("4c"))
    out = state.play((PileTaker(), PileTaker()))  # type: ignore[arg-type]
    assert out.ending is Ending.VOID and out.turns == draws
    assert draws <= max_draws(rules)


def test_the_standard_page_says_how_often_a_new_stock_is_made() -> None:
    """The engine makes a new stock from the discards at most ``REPLENISH_LIMIT`` times,
    then the hand is void: the standard page's section on the end of the stock says how
    often, so the text and the engine cannot drift apart."""
    standard = catalogue_of(ROOT).standard
    if standard.rules.stock_end is not StockEnd.REPLENISH:
        pytest.skip("the standard game does not make new stocks")
    often, last = {1: ("once", "second"), 2: ("twice", "third"), 3: ("three times", "fourth")}[
        REPLENISH_LIMIT
    ]
    section = next(s for s in standard.text.sections if s.id == "stock-end")
    said = " ".join(section.paragraphs)
    assert f"at most {often}" in said and f"runs out a {last} time" in said, said
