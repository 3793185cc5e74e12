"""Every refusal of an illegal action: its stable reason id, its values, its English message.

Each case sets up a hand by hand (stacked decks), tries one illegal action and expects
the reason worked out in the comment. The English message is what ``str()`` of the
refusal said before the ids existed; the state is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from generator.engine import (
    Action,
    Deal,
    HandState,
    Meld,
    Phase,
    Refusal,
    Rules,
    StockEnd,
    parse_card,
    parse_hand,
)
from generator.engine.cards import DECK
from generator.engine.layoffs import layoff_error
from generator.engine.refusals import REASONS, Reason

C = parse_card
STANDARD = Rules()
# player 1, the non-dealer: As-4s, 7h 7d 7c, Kd Kh 9c; with the upcard Kc he is gin on 9c
NON_DEALER = "As 2s 3s 4s 7h 7d 7c Kd Kh 9c"
# player 0, the dealer: Q set, 6 set; 2c 3c 8h 9d = 22
DEALER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d"
# the README's hand: player 1 holds 4h-7h and four sevens, player 0 the lone 3h and 8h
KNOCKER = "4h 5h 6h 7h 7s 7d 7c As 2c Kh"
DEFENDER = "8h 3h Ks Kd Kc 9s 9d 5c 6c Qd"


def cards(text: str) -> tuple:
    return tuple(parse_hand(text))


def hand(rules: Rules = STANDARD, upcard: str = "Kc", *moves: str) -> HandState:
    state = HandState(rules, Deal.stacked(NON_DEALER, DEALER, upcard, "5d"))
    for move in moves:
        state.apply(Action.parse(move))
    return state


def readme_hand(*moves: str) -> HandState:
    state = HandState(Rules(), Deal.stacked(KNOCKER, DEFENDER, "3d"))
    for move in moves:
        state.apply(Action.parse(move))
    return state


def fiftieth(card: str, rules: Rules) -> HandState:
    """Upcard 5c passed by both; each player draws the stock's top card and throws it,
    29 times, the last of them ``card`` (the 50th card dealt): the dealer is offered it."""
    nd, dl = parse_hand(NON_DEALER), parse_hand(DEALER)
    up, last = C("5c"), C(card)
    rest = [c for c in DECK if c not in nd and c not in dl and c not in (up, last)]
    deal = Deal(0, (dl, nd), up, (*rest[:28], last, *rest[28:]))
    state = HandState(rules, deal)
    state.apply(Action.PASS_UPCARD)
    state.apply(Action.PASS_UPCARD)
    for _ in range(29):
        before = state.hand_mask(state.to_play)
        state.apply(Action.DRAW_STOCK)
        state.apply(
            Action.discard(DECK[(state.hand_mask(state.to_play) & ~before).bit_length() - 1])
        )
    assert state.phase is Phase.LAST_DISCARD and state.to_play == 0
    return state


def refused(state: HandState, action: object) -> Reason:
    """The reason ``action`` is refused; the state is unchanged."""
    history, hands, phase = state.history, (state.hand_of(0), state.hand_of(1)), state.phase
    with pytest.raises(Refusal) as caught:
        state.apply(action)  # type: ignore[arg-type]
    assert (state.history, (state.hand_of(0), state.hand_of(1)), state.phase) == (
        history,
        hands,
        phase,
    )
    assert isinstance(caught.value, ValueError)
    assert str(caught.value) == str(caught.value.reason)
    return caught.value.reason


def gin_declared(*melds: str) -> HandState:
    """Player 1 took Kc and went gin on 9c: As-4s, 7h 7d 7c, Kd Kh Kc to declare."""
    return hand(Rules(), "Kc", "take-upcard", "gin 9c", *(f"declare {m}" for m in melds))


def knock_declared(*melds: str) -> HandState:
    """The README's knock: 4h-7h, 7s 7d 7c, As 2c 3d after taking 3d and knocking on Kh."""
    return readme_hand("take-upcard", "knock Kh", *(f"declare {m}" for m in melds))


def _laid(moves: tuple[str, ...]) -> HandState:
    state = knock_declared("4h 5h 6h", "7s 7h 7d 7c")
    state.apply(Action.FINISH_DECLARING)
    for move in moves:
        state.apply(Action.parse(move))
    return state


def at_layoffs() -> HandState:
    state = knock_declared("4h 5h 6h", "7s 7h 7d 7c")
    state.apply(Action.FINISH_DECLARING)
    assert state.phase is Phase.LAYOFF and state.to_play == 0
    return state


def pile_passed_twenty_times() -> HandState:
    """With the taken card allowed back, Kc goes back and forth: 20 takes in a row."""
    state = hand(Rules(discard_taken_card=True))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.discard(C("Kc")))
    for _ in range(19):
        state.apply(Action.DRAW_DISCARD)
        state.apply(Action.discard(C("Kc")))
    return state


def stock_down_to_its_dead_cards() -> HandState:
    """Not reachable in play (the hand ends first): the draw's own guard, with all but the
    last two cards of the stock moved under the discard pile."""
    state = hand(Rules(stock_end=StockEnd.VOID_AT_TWO), "Kc", "pass-upcard", "pass-upcard")
    # white-box: a position play never reaches, set in the state's own fields (top last)
    state._discards = state._stock[:-2] + state._discards
    state._stock = state._stock[-2:]
    return state


def finished() -> HandState:
    state = gin_declared("As 2s 3s 4s", "7h 7d 7c", "Kd Kh Kc")
    state.apply(Action.FINISH_DECLARING)
    assert state.over
    return state


Case = tuple[str, Callable[[], Reason], dict[str, object], str]
RUN = Meld.parse("4h 5h 6h")
CASES: list[Case] = [
    # the offer: the upcard Kc is offered to the non-dealer
    (
        "upcard-offered",
        lambda: refused(hand(), Action.DRAW_STOCK),
        {"card": C("Kc"), "action": Action.DRAW_STOCK},
        "the upcard Kc is offered: take it or pass, not draw from the stock",
    ),
    (
        "offer-over",
        lambda: refused(hand(Rules(), "Kc", "pass-upcard", "pass-upcard"), Action.TAKE_UPCARD),
        {},
        "the upcard offer is over: draw from the stock or the discard pile",
    ),
    (
        "both-passed",
        lambda: refused(hand(Rules(), "Kc", "pass-upcard", "pass-upcard"), Action.DRAW_DISCARD),
        {},
        "both players passed the upcard: the non-dealer must draw from the stock",
    ),
    (
        "draw-first",
        lambda: refused(hand(Rules(), "Kc", "pass-upcard", "pass-upcard"), Action.discard(C("As"))),
        {"card": C("Kc"), "action": Action.discard(C("As"))},
        "draw first (the stock or the top discard Kc), then discard As",
    ),
    (
        "stock-dead-cards",
        lambda: refused(stock_down_to_its_dead_cards(), Action.DRAW_STOCK),
        {"dead_cards": 2},
        "the last 2 cards of the stock are never drawn",
    ),
    (  # 20 takes: the upcard by player 1, then 19 more; player 1 may not take a 21st
        "pile-run",
        lambda: refused(pile_passed_twenty_times(), Action.DRAW_DISCARD),
        {"count": 20},
        "the discard pile has been taken from 20 times in a row: draw from the stock",
    ),
    # the discard: player 1 took Kc and holds As-4s, 7h 7d 7c, Kd Kh Kc, 9c
    (
        "discard-first",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.DRAW_STOCK),
        {"action": Action.DRAW_STOCK},
        "you hold 11 cards: discard, knock or go gin, not draw from the stock",
    ),
    (
        "not-held",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.discard(C("Qs"))),
        {"card": C("Qs")},
        "you do not hold Qs",
    ),
    (
        "taken-card",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.discard(C("Kc"))),
        {"card": C("Kc")},
        "you took Kc from the discard pile this turn and may not discard it",
    ),
    (  # without Kd: Kh Kc 9c are left, 10 + 10 + 9
        "not-gin",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.gin(C("Kd"))),
        {"card": C("Kd"), "deadwood": 29},
        "with Kd discarded your deadwood is 29, not gin",
    ),
    (
        "gin-not-knock",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.knock(C("9c"))),
        {"card": C("9c")},
        "with 9c discarded your hand is gin: go gin rather than knock",
    ),
    (
        "above-knock-limit",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.knock(C("Kd"))),
        {"card": C("Kd"), "deadwood": 29, "limit": 10},
        "with Kd discarded your deadwood is 29, above the knock limit 10",
    ),
    (
        "no-knocking",
        lambda: refused(hand(Rules(knocking=False), "Kc", "take-upcard"), Action.knock(C("Kd"))),
        {},
        "knocking is not played in this game: only gin goes out",
    ),
    (  # the Oklahoma rule: an ace upcard makes the deal gin only (As-4s, 7s; Kh 9c Ac = 20)
        "gin-only-deal",
        lambda: refused(hand(Rules(oklahoma=True), "Ac", "take-upcard"), Action.knock(C("Kd"))),
        {"card": C("Ac")},
        "the upcard Ac makes this deal gin only",
    ),
    (  # all eleven: As-4s, 7h 7d 7c, Kd Kh Kc meld; 9c = 9 is left
        "not-big-gin",
        lambda: refused(hand(Rules(), "Kc", "take-upcard"), Action.BIG_GIN),
        {"deadwood": 9},
        "big gin needs all 11 cards melded; your deadwood is 9",
    ),
    (
        "no-big-gin",
        lambda: refused(hand(Rules(big_gin=False), "Kc", "take-upcard"), Action.BIG_GIN),
        {},
        "big gin is not played in this game: discard to go gin",
    ),
    # the 50th-card rule: the dealer (Q set, 6 set; 2c 3c 8h 9d) is offered the last discard
    (
        "last-discard-offered",
        lambda: refused(fiftieth("4c", Rules(stock_end=StockEnd.FIFTIETH_CARD)), Action.DRAW_STOCK),
        {"card": C("4c"), "action": Action.DRAW_STOCK},
        "the stock is down to its last cards: take the last discard 4c to knock or go gin,"
        " or pass it and the hand is void; not draw from the stock",
    ),
    (  # with 4c: 2c 3c 4c melds, and 8h 9d stay: knocking off, he could only go gin
        "last-discard-not-gin",
        lambda: refused(
            fiftieth("4c", Rules(stock_end=StockEnd.FIFTIETH_CARD, knocking=False)),
            Action.DRAW_DISCARD,
        ),
        {"card": C("4c")},
        "the last discard may be taken only to go out, and with 4c you are not gin",
    ),
    (  # with Kc: throwing 9d leaves 2c 3c 8h Kc = 23 at best
        "last-discard-above-limit",
        lambda: refused(
            fiftieth("Kc", Rules(stock_end=StockEnd.FIFTIETH_CARD)), Action.DRAW_DISCARD
        ),
        {"card": C("Kc"), "deadwood": 23, "limit": 10},
        "the last discard may be taken only to knock or go gin, and with Kc your least"
        " deadwood would be 23, above the knock limit 10",
    ),
    (
        "must-go-out",
        lambda: refused(
            _took_last(fiftieth("4c", Rules(stock_end=StockEnd.FIFTIETH_CARD))),
            Action.discard(C("8h")),
        ),
        {},
        "you took the last discard, which is allowed only to knock or go gin",
    ),
    # the declaration after gin: As-4s, 7h 7d 7c, Kd Kh Kc
    (
        "declaring",
        lambda: refused(gin_declared(), Action.DRAW_STOCK),
        {"action": Action.DRAW_STOCK},
        "declare your melds, then finish declaring; not draw from the stock",
    ),
    (
        "not-a-meld",  # a run round the corner, in a game whose runs stop at the ace
        lambda: refused(
            gin_declared(), Action.declare(Meld.parse("Ks As 2s", Rules(round_the_corner=True)))
        ),
        {"cards": cards("As 2s Ks")},
        "'As 2s Ks' is not a meld (a set is 3 or 4 cards of one rank, a run 3 or more"
        " consecutive cards of one suit)",
    ),
    (
        "meld-not-held",
        lambda: refused(gin_declared(), Action.declare(Meld.parse("Qs Qh Qc"))),
        {"cards": cards("Qs Qh Qc")},
        "you do not hold Qs Qh Qc",
    ),
    (
        "already-declared",
        lambda: refused(gin_declared("As 2s 3s 4s"), Action.declare(Meld.parse("As 2s 3s"))),
        {"cards": cards("As 2s 3s")},
        "As 2s 3s already in a declared meld",
    ),
    (  # 2s 3s 4s leaves As alone: 1
        "declared-gin-deadwood",
        lambda: refused(gin_declared(), Action.declare(Meld.parse("2s 3s 4s"))),
        {"cards": cards("2s 3s 4s"), "deadwood": 1},
        "you went gin: every card must be melded, and with 2s 3s 4s declared your other"
        " cards leave at least 1",
    ),
    (  # Kd Kh Kc undeclared: 30
        "undeclared-gin-deadwood",
        lambda: refused(gin_declared("As 2s 3s 4s", "7h 7d 7c"), Action.FINISH_DECLARING),
        {"deadwood": 30},
        "you went gin: every card must be melded, and your undeclared cards count 30:"
        " declare more melds",
    ),
    # the declaration after the README's knock: 4h 5h 6h 7h, 7s 7d 7c, As 2c 3d
    (  # 7h 7d 7c leaves 4h 5h 6h, 7s, As 2c 3d: 7 + 1 + 2 + 3 = 13
        "declared-above-limit",
        lambda: refused(knock_declared(), Action.declare(Meld.parse("7h 7d 7c"))),
        {"cards": cards("7h 7d 7c"), "deadwood": 13, "limit": 10},
        "with 7h 7d 7c declared your other cards leave at least 13, above the knock limit 10",
    ),
    (  # 7s 7d 7c As 2c 3d undeclared: 21 + 6
        "undeclared-above-limit",
        lambda: refused(knock_declared("4h 5h 6h 7h"), Action.FINISH_DECLARING),
        {"deadwood": 27, "limit": 10},
        "your undeclared cards count 27, above the knock limit 10: declare more melds",
    ),
    # the layoffs of the README's defender onto 0 = 4h 5h 6h, 1 = 7s 7h 7d 7c
    (
        "laying-off",
        lambda: refused(at_layoffs(), Action.DRAW_STOCK),
        {"action": Action.DRAW_STOCK},
        "lay off cards onto the melds shown, or finish; not draw from the stock",
    ),
    (
        "already-laid-off",
        lambda: refused(_laid(("lay-off 3h onto 0",)), Action.lay_off(C("3h"), 0)),
        {"card": C("3h")},
        "you have already laid off 3h",
    ),
    (
        "no-such-meld",
        lambda: refused(at_layoffs(), Action.lay_off(C("3h"), 2)),
        {"onto": 2, "last": 1},
        "there is no meld 2: the melds shown are numbered 0 to 1",
    ),
    (  # the sevens keep 8h off the run
        "does-not-extend",
        lambda: refused(at_layoffs(), Action.lay_off(C("8h"), 0)),
        {"card": C("8h"), "meld": RUN},
        "8h does not extend 4h 5h 6h",
    ),
    # what no defender can meet in play (he holds no card of the melds), asked directly
    (
        "already-in-meld",
        lambda: _reason(layoff_error(RUN, RUN.mask, C("5h"), Rules())),
        {"card": C("5h")},
        "5h is already in that meld",
    ),
    (  # 3h laid off onto 4h 5h 6h; 2h would extend only that layoff
        "extends-layoff-only",
        lambda: _reason(
            layoff_error(RUN, RUN.mask | C("3h").bit, C("2h"), Rules(layoff_chains=False))
        ),
        {"card": C("2h")},
        "2h extends only a card laid off, and this game lays off onto the melds as declared",
    ),
    (
        "hand-over",
        lambda: refused(finished(), Action.DRAW_STOCK),
        {},
        "the hand is over",
    ),
]


def _took_last(state: HandState) -> HandState:
    state.apply(Action.DRAW_DISCARD)
    return state


def _reason(reason: Reason | None) -> Reason:
    assert reason is not None
    return reason


@pytest.mark.parametrize(
    ("reason_id", "make", "values", "english"), CASES, ids=[c[0] for c in CASES]
)
def test_a_refusal_names_its_reason(
    reason_id: str, make: Callable[[], Reason], values: dict[str, object], english: str
) -> None:
    reason = make()
    assert reason.id == reason_id
    assert dict(reason.values) == values
    assert str(reason) == english


def test_every_reason_has_a_worked_case() -> None:
    assert sorted(c[0] for c in CASES) == sorted(REASONS)


def test_an_unknown_reason_id_is_an_error() -> None:
    with pytest.raises(KeyError, match="no-such-reason"):
        Reason("no-such-reason")


def test_the_legal_actions_are_never_refused() -> None:
    """Every action legal_actions() offers at the points of the cases above is accepted."""
    for state in (hand(), gin_declared(), knock_declared(), at_layoffs()):
        for action in state.legal_actions():
            state.copy().apply(action)
