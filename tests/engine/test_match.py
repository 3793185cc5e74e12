"""Match scoring checked by hand: box, game and shutout bonuses, Hollywood, dealers."""

from __future__ import annotations

import random

import pytest

from generator.engine import MatchRules, NextDealer, Rules, Shutout, StockEnd
from generator.engine.match import Scoresheet, next_dealer, play_match

A, B = 0, 1


def test_hollywood_match_scripted() -> None:
    sheet = Scoresheet(MatchRules(target=100, box_bonus=25, game_bonus=100, hollywood=True))
    # 1. A wins 30: his first win, game 1 only            G1 A 30
    assert sheet.enter(A, 30) == [0]
    # 2. B wins 20: his first win, game 1 only            G1 B 20
    assert sheet.enter(B, 20) == [0]
    # 3. A wins 40: his second win, games 1 and 2         G1 A 70, G2 A 40
    assert sheet.enter(A, 40) == [0, 1]
    # 4. A wins 35: third win, all three                  G1 A 105 (closes), G2 A 75, G3 A 35
    assert sheet.enter(A, 35) == [0, 1, 2]
    g1 = sheet.games[0]
    # G1: A 105 + game 100 + 3 boxes x 25 = 280; B 20 + 1 box x 25 = 45
    assert (g1.winner, g1.final, g1.shutout) == (A, (280, 45), False)
    # 5. B wins 50: his second win would go to games 1 and 2; game 1 is closed: G2 B 50
    assert sheet.enter(B, 50) == [1]
    # 6. A wins 30:                                       G2 A 105 (closes), G3 A 65
    assert sheet.enter(A, 30) == [1, 2]
    # G2: A 40 + 35 + 30 = 105 + 100 + 3 boxes = 280; B 50 + 1 box = 75
    assert sheet.games[1].final == (280, 75)
    # 7. B wins 40: third win, all open games: G3 B 40
    assert sheet.enter(B, 40) == [2]
    assert not sheet.over
    # 8. A wins 40:                                       G3 A 35 + 30 + 40 = 105 (closes)
    assert sheet.enter(A, 40) == [2]
    # G3: A 105 + 100 + 3 boxes = 280; B 40 + 1 box = 65
    assert sheet.games[2].final == (280, 65)
    assert sheet.over
    # match: A 280 x 3 = 840; B 45 + 75 + 65 = 185
    assert sheet.totals == (840, 185)
    with pytest.raises(ValueError, match="the match is over"):
        sheet.enter(B, 10)


def test_hollywood_shut_out_player_enters_the_next_game_in_progress() -> None:
    sheet = Scoresheet(MatchRules(target=100, hollywood=True))
    sheet.enter(A, 40)  # G1 40
    sheet.enter(A, 40)  # G1 80, G2 40
    assert sheet.enter(A, 40) == [0, 1, 2]  # G1 120 closes, G2 80, G3 40
    # B scored nothing in G1: shutout, game bonus doubled: 120 + 200 + 3 x 25 = 395
    assert sheet.games[0].final == (395, 0) and sheet.games[0].shutout
    # B's first win goes to game 2, the next game in progress, not to the closed game 1
    assert sheet.enter(B, 10) == [1]
    # his second win then goes to games 2 and 3
    assert sheet.enter(B, 10) == [1, 2]
    assert sheet.games[1].points == [80, 20] and sheet.games[2].points == [40, 10]


@pytest.mark.parametrize(
    ("shutout", "bonus", "expected"),
    [
        (Shutout.NONE, 100, 260),  # 110 + 100 + 2 x 25
        (Shutout.DOUBLE_GAME_BONUS, 100, 360),  # 110 + 2 x 100 + 50
        (Shutout.DOUBLE_TOTAL, 100, 520),  # (110 + 100 + 50) x 2
        (Shutout.FLAT_BONUS, 70, 330),  # 110 + 100 + 50 + 70
    ],
)
def test_shutout_arithmetic(shutout: Shutout, bonus: int, expected: int) -> None:
    sheet = Scoresheet(MatchRules(target=100, shutout=shutout, shutout_bonus=bonus))
    sheet.enter(B, 60)
    sheet.enter(B, 50)
    assert sheet.games[0].shutout and sheet.games[0].final == (0, expected)
    assert sheet.totals == (0, expected)


@pytest.mark.parametrize("shutout", list(Shutout))
def test_no_shutout_once_the_loser_scored(shutout: Shutout) -> None:
    sheet = Scoresheet(MatchRules(target=100, box_bonus=20, shutout=shutout))
    sheet.enter(A, 60)
    sheet.enter(B, 10)
    sheet.enter(A, 50)
    # A 110 + 100 + 2 x 20 = 250; B 10 + 1 x 20 = 30, whatever the shutout rule
    assert sheet.games[0].final == (250, 30) and not sheet.games[0].shutout


def test_target_reached_exactly_ends_the_game() -> None:
    sheet = Scoresheet(MatchRules(target=100, box_bonus=0, game_bonus=0))
    sheet.enter(A, 99)
    assert not sheet.over
    sheet.enter(A, 1)
    assert sheet.over


def test_refused_entries() -> None:
    sheet = Scoresheet(MatchRules())
    with pytest.raises(ValueError, match="player 0 or 1"):
        sheet.enter(2, 10)
    with pytest.raises(ValueError, match="0 points or more"):
        sheet.enter(A, -1)
    with pytest.raises(ValueError, match="single hand"):
        Scoresheet(MatchRules(target=None))


def test_next_dealer() -> None:
    assert next_dealer(NextDealer.ALTERNATE, 0, 0) == 1
    assert next_dealer(NextDealer.WINNER, 0, 1) == 1
    assert next_dealer(NextDealer.LOSER, 0, 0) == 1
    assert next_dealer(NextDealer.SAME, 1, 0) == 1
    assert next_dealer(NextDealer.WINNER, 1, None) == 1


def test_single_hand_void_is_a_draw() -> None:
    rules = Rules(knocking=False, stock_end=StockEnd.VOID_AT_TWO, match=MatchRules(target=None))
    seen_void = seen_win = False
    for seed in range(40):
        result = play_match(rules, random.Random(seed))
        assert len(result.hands) == 1 and result.finished and result.games == ()
        out = result.hands[0]
        if out.void:
            seen_void = True
            assert result.winner is None and result.totals == (0, 0)
        else:
            seen_win = True
            assert out.winner is not None and result.totals[out.winner] == out.points
    assert seen_void and seen_win


@pytest.mark.parametrize(
    "match",
    [
        MatchRules(),
        MatchRules(target=250, dealer_after_hand=NextDealer.LOSER),
        MatchRules(hollywood=True, dealer_after_hand=NextDealer.ALTERNATE),
        MatchRules(dealer_after_void=NextDealer.ALTERNATE, shutout=Shutout.DOUBLE_TOTAL),
    ],
)
def test_played_matches_add_up(match: MatchRules) -> None:
    rules = Rules(stock_end=StockEnd.VOID_AT_TWO, match=match)
    assert match.target is not None
    for seed in range(8):
        result = play_match(rules, random.Random(seed))
        assert result.finished and all(g.decided for g in result.games)
        assert result.totals == (
            sum(g.final[0] for g in result.games if g.final),
            sum(g.final[1] for g in result.games if g.final),
        )
        for g in result.games:
            assert g.winner is not None and g.points[g.winner] >= match.target
        # every hand's points reach the games: the sum of wins entered per player
        won = [sum(o.points for o in result.hands if o.winner == p) for p in (0, 1)]
        assert max(g.points[0] for g in result.games) <= won[0]
        assert max(g.points[1] for g in result.games) <= won[1]
        # the dealer sequence follows the rules, void hands by dealer_after_void
        for before, after, out in zip(
            result.dealers, result.dealers[1:], result.hands, strict=False
        ):
            rule = match.dealer_after_void if out.void else match.dealer_after_hand
            assert after == next_dealer(rule, before, out.winner)
