"""Hand-worked settlements: the arithmetic of each case is in its comment."""

from __future__ import annotations

import pytest

from generator.engine import Ending, OklahomaAce, Rules, SpadeDoubling, TieRule, settle
from generator.engine.settlement import best_declaration

GIN = "As 2s 3s 4s 7h 7d 7c Kd Kh Kc"
GIN_DEFENDER = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9c"  # Q-set, 6-set; 8h 2c 3c 9c = 22
KNOCKER = "4h 5h 6h 9s 9d 9c Jd Qd Kd 2c"  # deadwood 2c = 2
KNOCKER_SEAT, DEFENDER_SEAT = 0, 1
"""Who wins is a seat: settled on its own, the knocker sits at 0."""


def test_gin_scores_deadwood_plus_bonus_without_layoffs() -> None:
    # 22 + 25 = 47; 6s could go onto As-4s... but no layoffs against gin
    result = settle(GIN, GIN_DEFENDER)
    assert (result.ending, result.winner, result.points) == (Ending.GIN, KNOCKER_SEAT, 47)
    assert result.layoffs == () and result.defender_deadwood == 22


def test_gin_is_not_undercut_by_zero() -> None:
    # defender also melds everything: gin still scores 0 + 25
    result = settle(GIN, "Qs Qh Qc 6s 6h 6d 8h 9h Th Jh")
    assert (result.ending, result.winner, result.points) == (Ending.GIN, KNOCKER_SEAT, 25)


def test_big_gin() -> None:
    # 11 cards melded: 22 + 31 = 53; off under big_gin=False
    result = settle(GIN + " 5s", GIN_DEFENDER)
    assert (result.ending, result.points) == (Ending.BIG_GIN, 53)
    with pytest.raises(ValueError, match="big gin is not played"):
        settle(GIN + " 5s", GIN_DEFENDER, Rules(big_gin=False))


def test_knock_with_set_layoff_and_run_extended_at_both_ends() -> None:
    # defender 3h 7h 9h Ts Qs 5c 6c 8c 4s As, no melds: 63. 3h and 7h extend 4h5h6h at
    # both ends, 9h is the fourth nine: 63 - 3 - 7 - 9 = 44; knocker scores 44 - 2 = 42
    result = settle(KNOCKER, "3h 7h 9h Ts Qs 5c 6c 8c 4s As")
    assert (result.ending, result.points) == (Ending.KNOCK, 42)
    assert (result.defender_deadwood_before, result.defender_deadwood) == (63, 44)
    assert sorted(str(c) for c, _ in result.layoffs) == ["3h", "7h", "9h"]


def test_layoff_chain_and_without_chains() -> None:
    # defender 7h 8h Kh Ts Qs 5c 6c Tc 4s As = 71. 7h then 8h onto 4h5h6h: 71 - 15 = 56,
    # knocker scores 54. Without chains only 7h: 64, knocker scores 62.
    defender = "7h 8h Kh Ts Qs 5c 6c Tc 4s As"
    assert settle(KNOCKER, defender).points == 54
    result = settle(KNOCKER, defender, Rules(layoff_chains=False))
    assert result.points == 62 and [str(c) for c, _ in result.layoffs] == ["7h"]


UNDER_KNOCKER = "4h 5h 6h 9s 9d 9c Jd Qd Kd 8c"  # deadwood 8


def test_undercut() -> None:
    # defender 7h8h9h, T-set, As 2c 2d Ac = 6 < 8: defender scores 8 - 6 + 25 = 27
    result = settle(UNDER_KNOCKER, "7h 8h 9h Ts Th Tc As 2c 2d Ac")
    assert (result.ending, result.winner, result.points) == (Ending.UNDERCUT, DEFENDER_SEAT, 27)


@pytest.mark.parametrize(
    ("tie", "ending", "winner", "points"),
    [
        (TieRule.UNDERCUT, Ending.UNDERCUT, DEFENDER_SEAT, 25),  # 0 + 25
        (TieRule.UNDERCUT_NO_BONUS, Ending.UNDERCUT, DEFENDER_SEAT, 0),
        (TieRule.KNOCKER_WINS, Ending.KNOCK, KNOCKER_SEAT, 0),
    ],
)
def test_ties(tie: TieRule, ending: Ending, winner: int, points: int) -> None:
    # defender 7h8h9h, T-set, As 2c 2d 3s = 8 = knocker's 8 (7h stays in his run)
    result = settle(UNDER_KNOCKER, "7h 8h 9h Ts Th Tc As 2c 2d 3s", Rules(tie=tie))
    assert (result.ending, result.winner, result.points) == (ending, winner, points)


TIE_DEFENDER = "7h 8h 9h Ts Th Tc As 2c 2d 3s"  # 8 deadwood


def test_oklahoma_limit() -> None:
    okla = Rules(oklahoma=True)
    with pytest.raises(ValueError, match="knock limit 5"):
        settle(UNDER_KNOCKER, TIE_DEFENDER, okla, upcard="5h")  # 8 > 5
    one = "4h 5h 6h 9s 9d 9c Jd Qd Kd Ac"  # deadwood 1
    with pytest.raises(ValueError, match="gin only"):
        settle(one, TIE_DEFENDER, okla, upcard="Ah")
    limit_one = Rules(oklahoma=True, oklahoma_ace=OklahomaAce.LIMIT_ONE)
    assert settle(one, TIE_DEFENDER, limit_one, upcard="Ah").points == 8 - 1


def test_oklahoma_spades_double() -> None:
    # knock 1 against 8 with a spade upcard: (8 - 1) x 2 = 14
    one = "4h 5h 6h 9s 9d 9c Jd Qd Kd Ac"
    result = settle(one, TIE_DEFENDER, Rules(oklahoma=True), upcard="7s")
    assert (result.points, result.multiplier) == (14, 2)
    # gin: hand points only 22 x 2 + 25 = 69; points and bonuses (22 + 25) x 2 = 94; off 47
    assert settle(GIN, GIN_DEFENDER, Rules(oklahoma=True), upcard="7s").points == 69
    both = Rules(oklahoma=True, oklahoma_spades=SpadeDoubling.POINTS_AND_BONUSES)
    assert settle(GIN, GIN_DEFENDER, both, upcard="7s").points == 94
    off = Rules(oklahoma=True, oklahoma_spades=SpadeDoubling.OFF)
    assert settle(GIN, GIN_DEFENDER, off, upcard="7s").points == 47
    assert settle(GIN, GIN_DEFENDER, Rules(oklahoma=True), upcard="7h").points == 47


def test_layoff_on_gin() -> None:
    rules = Rules(layoff_on_gin=True)
    # 5s onto As-4s, 7s onto the sevens, Ks onto the kings; Q-set, 6-set: 8d = 8 left,
    # gin scores 8 + 25 = 33
    result = settle(GIN, "5s 7s Ks Qs Qh Qc 6h 6d 6c 8d", rules)
    assert (result.ending, result.points, result.defender_deadwood) == (Ending.GIN, 33, 8)
    # with 6s instead of 8d the defender reaches 0: nobody scores
    result = settle(GIN, "5s 7s Ks Qs Qh Qc 6h 6d 6c 6s", rules)
    assert (result.ending, result.winner, result.points) == (Ending.NO_SCORE, None, 0)


def test_best_declaration_can_keep_a_card_out_of_a_meld() -> None:
    # Least deadwood: 4h-7h and the nines, Ac 2c 3d = 6. The defender (73, no melds) lays
    # off 3h, 2h (a chain) and 8h: 73 - 13 = 60, knocker scores 60 - 6 = 54.
    # Showing 5h-7h instead, with 4h as deadwood (6 + 4 = 10, still within the limit):
    # only 8h goes off, 73 - 8 = 65, knocker scores 65 - 10 = 55.
    knocker = "4h 5h 6h 7h 9s 9d 9c Ac 2c 3d"
    defender = "2h 3h 8h Ks Qs Jc Tc 8s 7d 5c"
    least = settle(knocker, defender, knocker_melds=["4h 5h 6h 7h", "9s 9d 9c"])
    assert (least.knocker_deadwood, least.defender_deadwood, least.points) == (6, 60, 54)
    best = best_declaration(knocker, defender)
    assert (best.knocker_deadwood, best.defender_deadwood, best.points) == (10, 65, 55)
    assert [str(c) for c, _ in best.layoffs] == ["8h"]
    assert settle(knocker, defender).points == 55  # settle uses the best declaration


def test_the_winner_is_the_seat_of_the_knocker_or_the_defender() -> None:
    """One encoding of the winner: a seat, the knocker's as the settlement names it."""
    for seat in (0, 1):
        gin = settle(GIN, GIN_DEFENDER, knocker_seat=seat)
        undercut = settle(UNDER_KNOCKER, "7h 8h 9h Ts Th Tc As 2c 2d 3s")
        assert gin.knocker == seat and gin.winner == seat and gin.knocker_score == 47
    assert (undercut.winner, undercut.defender, undercut.knocker_score) == (1, 1, -25)
    with pytest.raises(ValueError, match="the knocker's seat is player 0 or 1"):
        settle(GIN, GIN_DEFENDER, knocker_seat=2)
