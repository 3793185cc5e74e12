"""The showdown decision by decision: the declaration, the layoffs, what each refuses.

Every expected figure is worked out by hand in the comments.
"""

from __future__ import annotations

import pytest

from generator.engine import (
    Action,
    Deal,
    Ending,
    Hand,
    HandState,
    InvalidActionError,
    InvalidCardError,
    Meld,
    MeldKind,
    Phase,
    Refusal,
    Rules,
    parse_card,
    settle,
)
from generator.engine.actions import ActionKind
from generator.engine.bots import SimpleBot

C = parse_card
M = Meld.parse
# The non-dealer (player 1) takes the upcard 3d and knocks throwing Kh:
# 4h 5h 6h 7h | 7s 7d 7c, deadwood As 2c 3d = 1 + 2 + 3 = 6.
KNOCKER = "4h 5h 6h 7h 7s 7d 7c As 2c Kh"
# The dealer (player 0): Ks Kd Kc; loose 8h 3h 9s 9d 5c 6c Qd = 8+3+9+9+5+6+10 = 50.
DEFENDER = "8h 3h Ks Kd Kc 9s 9d 5c 6c Qd"


def knocked(rules: Rules | None = None) -> HandState:
    state = HandState(rules or Rules(), Deal.stacked(KNOCKER, DEFENDER, "3d"))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.knock(C("Kh")))
    assert state.phase is Phase.DECLARE and state.to_play == 1
    return state


def play(state: HandState, *texts: str) -> None:
    for text in texts:
        state.apply(Action.parse(text))


def test_the_melds_that_may_be_declared_first() -> None:
    state = knocked()
    # Each leaves the other cards able to get within 10: 4h5h6h (7h 7s 7d 7c then melds,
    # deadwood 6), 5h6h7h (4h + 6 = 10), 4h-7h (6), 7s7d7c (6), the four sevens (6).
    # The three-card sets holding 7h leave the fourth seven loose: 7 + 6 = 13 > 10.
    # Finishing at once would leave all 49 points.
    expected = {M(t) for t in ("4h 5h 6h", "5h 6h 7h", "4h 5h 6h 7h", "7s 7d 7c", "7s 7h 7d 7c")}
    legal = state.legal_actions()
    assert all(a.kind is ActionKind.DECLARE for a in legal)
    assert {a.meld for a in legal} == expected  # type: ignore[union-attr]


def test_declaring_leaves_only_the_melds_that_can_still_finish() -> None:
    state = knocked()
    play(state, "declare 4h 5h 6h")
    # left: 7h 7s 7d 7c As 2c 3d; only the four sevens leave 6; any three leave 13
    assert state.legal_actions() == [Action.declare(M("7s 7h 7d 7c"))]
    with pytest.raises(
        ValueError,
        match="with 7s 7d 7c declared your other cards leave at least 13, above the knock limit 10",
    ):
        play(state, "declare 7s 7d 7c")
    with pytest.raises(
        ValueError,
        match="your undeclared cards count 34, above the knock limit 10: declare more melds",
    ):
        state.apply(Action.FINISH_DECLARING)
    play(state, "declare 7s 7h 7d 7c")
    assert state.legal_actions() == [Action.FINISH_DECLARING]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("declare Ks Kd Kc", "you do not hold Ks Kd Kc"),
        ("declare Qs Ks As", "'As Qs Ks' is not a meld"),  # no run round the corner here
        ("declare 4h 5h 6h 7h 8h", "you do not hold 8h"),
        ("draw-stock", "declare your melds, then finish declaring; not draw from the stock"),
        ("lay-off 3h onto 0", "declare your melds, then finish declaring"),
    ],
)
def test_declaring_refuses_with_the_reason(text: str, reason: str) -> None:
    state = knocked()
    with pytest.raises(Refusal, match=reason):
        play(state, text)


def test_cards_of_no_meld_are_no_declaration() -> None:
    """Three cards of no set or run cannot even be written as a declaration (a meld is
    always a meld of its kind), and the state is not asked."""
    with pytest.raises(InvalidActionError, match="'As 3d 2c' is not a run"):  # deck order
        Action.parse("declare As 2c 3d")
    with pytest.raises(InvalidCardError, match="'4h 5h 6h' is not a set"):
        Action.declare(Meld(Hand.parse("4h 5h 6h").mask, MeldKind.SET))


def test_a_meld_is_declared_once() -> None:
    state = knocked()
    play(state, "declare 4h 5h 6h 7h")
    with pytest.raises(ValueError, match="7h already in a declared meld"):
        play(state, "declare 7s 7h 7d 7c")


def test_the_long_run_lets_the_defender_lay_off_both_ends() -> None:
    state = knocked()
    play(state, "declare 4h 5h 6h 7h", "declare 7s 7d 7c", "finish-declaring")
    assert state.phase is Phase.LAYOFF and state.to_play == 0
    # 3h and 8h extend 4h-7h; nothing of his is a fourth seven
    assert state.legal_actions() == [
        Action.lay_off(C("3h"), 0),
        Action.lay_off(C("8h"), 0),
        Action.FINISH_LAYOFFS,
    ]
    play(state, "lay-off 8h onto 0")
    # the run now ends at 8h: 9h would fit, but he has none; 3h still fits
    assert state.legal_actions() == [Action.lay_off(C("3h"), 0), Action.FINISH_LAYOFFS]
    play(state, "lay-off 3h onto 0", "finish-layoffs")
    out = state.outcome
    assert out is not None
    # defender left with 9s 9d 5c 6c Qd = 39; knock 39 - 6 = 33 to the knocker
    assert (out.ending, out.winner, out.points, out.knocker) == (Ending.KNOCK, 1, 33, 1)
    assert out.settlement is not None and out.settlement.defender_deadwood == 39


def test_the_four_sevens_keep_8h_off() -> None:
    state = knocked()
    play(state, "declare 4h 5h 6h", "declare 7s 7h 7d 7c", "finish-declaring")
    # 4h 5h 6h takes 3h below; 8h needs 7h, which is in the set
    assert state.legal_actions() == [Action.lay_off(C("3h"), 0), Action.FINISH_LAYOFFS]
    with pytest.raises(ValueError, match="8h does not extend 4h 5h 6h"):
        play(state, "lay-off 8h onto 0")
    with pytest.raises(ValueError, match="there is no meld 2: the melds shown are numbered 0 to 1"):
        play(state, "lay-off 3h onto 2")
    with pytest.raises(ValueError, match="you do not hold 2c"):
        play(state, "lay-off 2c onto 0")
    play(state, "lay-off 3h onto 0")
    with pytest.raises(ValueError, match="you have already laid off 3h"):
        play(state, "lay-off 3h onto 0")
    with pytest.raises(ValueError, match="lay off cards onto the melds shown, or finish"):
        play(state, "declare 9s 9d 9c")
    play(state, "finish-layoffs")
    out = state.outcome
    assert out is not None
    # defender left with 8h 9s 9d 5c 6c Qd = 47; 47 - 6 = 41: the best the knocker can do
    assert (out.ending, out.winner, out.points) == (Ending.KNOCK, 1, 41)
    knocker = "4h 5h 6h 7h 7s 7d 7c As 2c 3d"
    assert out.settlement == settle(knocker, DEFENDER, Rules(), upcard="3d", knocker_seat=1)


def test_a_defender_who_does_not_lay_off_keeps_his_points() -> None:
    state = knocked()
    play(state, "declare 4h 5h 6h", "declare 7s 7h 7d 7c", "finish-declaring", "finish-layoffs")
    out = state.outcome
    assert out is not None
    # all 50 kept: 50 - 6 = 44
    assert (out.ending, out.winner, out.points) == (Ending.KNOCK, 1, 44)


def test_the_bot_plays_the_showdown_as_settle_chooses() -> None:
    state = knocked()
    bot = SimpleBot()
    assert bot.choose(state) in state.legal_actions()
    out = state.play((bot, bot))
    assert out.points == 41 and out.settlement is not None
    assert [str(m) for m in out.settlement.knocker_melds] == ["4h 5h 6h", "7s 7h 7d 7c"]


def test_chained_layoffs_follow_the_rule() -> None:
    # Knocker (non-dealer) takes 5c and knocks throwing Kd: 4h 5h 6h | 9s 9d 9c |
    # 2s 3s 4s, deadwood 5c = 5. The defender holds 7h and 8h.
    knocker = "4h 5h 6h 9s 9d 9c 2s 3s 4s Kd"
    defender = "7h 8h Qs Qh Qc Js Jh 2c 3c Td"
    for chains, after_7h in ((True, [Action.lay_off(C("8h"), 0)]), (False, [])):
        state = HandState(Rules(layoff_chains=chains), Deal.stacked(knocker, defender, "5c"))
        state.apply(Action.TAKE_UPCARD)
        state.apply(Action.knock(C("Kd")))
        play(state, "declare 4h 5h 6h", "declare 2s 3s 4s", "declare 9s 9d 9c")
        play(state, "finish-declaring")
        assert Action.lay_off(C("8h"), 0) not in state.legal_actions()
        play(state, "lay-off 7h onto 0")
        assert [a for a in state.legal_actions() if a.kind is ActionKind.LAY_OFF] == after_7h
        if not chains:
            with pytest.raises(ValueError, match="8h extends only a card laid off"):
                play(state, "lay-off 8h onto 0")


GIN_HAND = "As 2s 3s 4s 7h 7d 7c Kd Kh 9c"  # with the upcard Kc, gin throwing 9c
GIN_DEFENDER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d"


def test_gin_must_meld_every_card_and_skips_the_layoffs() -> None:
    state = HandState(Rules(), Deal.stacked(GIN_HAND, GIN_DEFENDER, "Kc"))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.gin(C("9c")))
    # As 2s 3s alone would leave 4s unmelded: not gin
    with pytest.raises(
        ValueError,
        match="you went gin: every card must be melded, and with"
        " As 2s 3s declared your other cards leave at least 4",
    ):
        play(state, "declare As 2s 3s")
    play(state, "declare As 2s 3s 4s", "declare Kh Kd Kc")
    with pytest.raises(
        ValueError,
        match="you went gin: every card must be melded, and your undeclared cards count 21",
    ):
        state.apply(Action.FINISH_DECLARING)
    play(state, "declare 7h 7d 7c", "finish-declaring")
    out = state.outcome
    assert out is not None
    # no layoffs against gin: 2 + 3 + 8 + 9 = 22 + 25 = 47
    assert (out.ending, out.winner, out.points) == (Ending.GIN, 1, 47)
    with pytest.raises(ValueError, match="the hand is over"):
        state.apply(Action.DRAW_STOCK)


def test_layoffs_against_gin_when_the_rules_allow() -> None:
    rules = Rules(layoff_on_gin=True)
    defender = "Qs Qh Qc 6s 6h 6d 5s 3c 8h 9d"  # 5s fits As-4s
    state = HandState(rules, Deal.stacked(GIN_HAND, defender, "Kc"))
    state.apply(Action.TAKE_UPCARD)
    state.apply(Action.gin(C("9c")))
    play(state, "declare As 2s 3s 4s", "declare 7h 7d 7c", "declare Kh Kd Kc")
    play(state, "finish-declaring")
    assert state.phase is Phase.LAYOFF
    assert state.legal_actions() == [Action.lay_off(C("5s"), 0), Action.FINISH_LAYOFFS]
    play(state, "lay-off 5s onto 0", "finish-layoffs")
    out = state.outcome
    assert out is not None
    # 3c 8h 9d = 20 left, + 25 = 45
    assert (out.ending, out.points) == (Ending.GIN, 45)
