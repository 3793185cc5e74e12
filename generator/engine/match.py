"""Matches: hands added up to games, with box, game and shutout bonuses, and Hollywood.

A :class:`Scoresheet` takes the result of each hand (:meth:`Scoresheet.enter`) and
keeps one column per game: one game normally, ``hollywood_games`` (3) under
Hollywood scoring. A game ends when a player's hand points in it reach
``match.target``; then, as each source scores it:

- the winner adds the **game bonus**, and each player the **box bonus** for
  every hand he won in that game (hands entered in that column);
- a **shutout** (the loser has no points in that game) is worth what
  ``match.shutout`` says: the game bonus doubled, the winner's whole total
  (bonuses included) doubled, or a flat ``shutout_bonus``.

**Hollywood.** A player's first winning hand is entered in game 1, his second
in games 1 and 2, his third and later in all open games (the three columns of
[RG-HW], [PW-H], ginrummy.cards). Each game ends and takes its bonuses on its
own; later hands go only to the games still open; the match ends when all are
decided. Where the sources differ we chose: a player whose opened games have
all closed (he was shut out of them) enters his next win as the first score of
the next game in progress [RG-HW; PW-H: "a player shut out in column 1 makes
his first entry in column 2"], and that game counts as opened by him from
then on. A won hand worth 0 points (a tie the knocker wins under
``TieRule.KNOCKER_WINS``) still counts as a box.

**A single hand** (``match.target`` None) scores that hand's points and no
bonus; a void hand is a draw. In a longer game a void hand scores nothing
and is dealt again by ``match.dealer_after_void`` (the same dealer by default);
after a scored hand ``match.dealer_after_hand`` deals.

>>> from generator.engine import MatchRules, Shutout
>>> sheet = Scoresheet(MatchRules(target=100, box_bonus=25, shutout=Shutout.NONE))
>>> sheet.enter(0, 60), sheet.enter(0, 50)
([0], [0])
>>> sheet.over, sheet.games[0].final    # 110 + game 100 + 2 boxes of 25
(True, (260, 0))
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from generator.engine.deal import Deal
from generator.engine.errors import InvalidRecordError, describe
from generator.engine.hand import HandState, Outcome, Player
from generator.engine.rules import MatchRules, NextDealer, Rules, Shutout

MAX_HANDS = 1000
"""A match stops (unfinished) after this many hands, void ones included."""
MAX_HAND_POINTS = 100_000
"""More than any hand scores (its deadwood doubled, with every bonus)."""


@dataclass
class Game:
    """One column of the score sheet: hand points and boxes per player, then the result."""

    points: list[int] = field(default_factory=lambda: [0, 0])
    boxes: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None
    final: tuple[int, int] | None = None
    """Totals with every bonus, once the game is decided."""
    shutout: bool = False

    @property
    def decided(self) -> bool:
        return self.winner is not None


class Scoresheet:
    """The running score of a match under ``match`` rules (see the module docstring)."""

    def __init__(self, match: MatchRules) -> None:
        if type(match) is not MatchRules:
            raise InvalidRecordError(f"a score sheet keeps MatchRules, not {describe(match)}")
        if match.target is None:
            raise ValueError("a single hand has no score sheet: it scores its own points")
        self.rules = match
        self.games = [Game() for _ in range(match.hollywood_games if match.hollywood else 1)]
        self.opened = [0, 0]
        """How many games (from game 1) each player has entered a win in."""

    @classmethod
    def played(cls, match: MatchRules, wins: Sequence[tuple[int, int]]) -> Scoresheet:
        """A score sheet with ``wins`` entered in order: (winner, points) of each won hand.

        >>> from generator.engine import MatchRules
        >>> Scoresheet.played(MatchRules(target=100), [(0, 60), (1, 20)]).games[0].points
        [60, 20]
        """
        sheet = cls(match)
        for winner, points in wins:
            sheet.enter(winner, points)
        return sheet

    @property
    def over(self) -> bool:
        return all(g.decided for g in self.games)

    @property
    def totals(self) -> tuple[int, int]:
        """Each player's total over the decided games, bonuses included."""
        a = sum(g.final[0] for g in self.games if g.final)
        b = sum(g.final[1] for g in self.games if g.final)
        return a, b

    def enter(self, winner: int, points: int) -> list[int]:
        """Enter a won hand; returns the indices of the games it was entered in."""
        if self.over:
            raise ValueError("the match is over")
        if type(winner) is not int or winner not in (0, 1):
            raise InvalidRecordError(
                f"the winner of a hand is player 0 or 1, not {describe(winner)}"
            )
        if type(points) is not int or not 0 <= points <= MAX_HAND_POINTS:
            raise InvalidRecordError(
                f"a hand scores 0 points or more, {MAX_HAND_POINTS:,} at most,"
                f" not {describe(points)}"
            )
        target = self.rules.target
        assert target is not None  # a score sheet is kept only for a game to a target
        first_open = next(i for i, g in enumerate(self.games) if not g.decided)
        n = len(self.games)
        self.opened[winner] = min(n, max(self.opened[winner] + 1, first_open + 1))
        entered = [i for i in range(self.opened[winner]) if not self.games[i].decided]
        for i in entered:
            game = self.games[i]
            game.points[winner] += points
            game.boxes[winner] += 1
            if game.points[winner] >= target:
                self._close(game, winner)
        return entered

    def _close(self, game: Game, winner: int) -> None:
        m = self.rules
        loser = 1 - winner
        bonus = m.game_bonus
        game.shutout = game.points[loser] == 0
        if game.shutout and m.shutout is Shutout.DOUBLE_GAME_BONUS:
            bonus *= 2
        win = game.points[winner] + bonus + m.box_bonus * game.boxes[winner]
        if game.shutout and m.shutout is Shutout.DOUBLE_TOTAL:
            win *= 2
        if game.shutout and m.shutout is Shutout.FLAT_BONUS:
            win += m.shutout_bonus
        lose = game.points[loser] + m.box_bonus * game.boxes[loser]
        game.winner = winner
        game.final = (win, lose) if winner == 0 else (lose, win)


def next_dealer(rule: NextDealer, dealer: int, winner: int | None) -> int:
    """Who deals next; a hand without a winner keeps the dealer for WINNER and LOSER."""
    if rule is NextDealer.ALTERNATE:
        return 1 - dealer
    if rule is NextDealer.SAME or winner is None:
        return dealer
    return winner if rule is NextDealer.WINNER else 1 - winner


@dataclass(frozen=True)
class MatchResult:
    """A played match: every hand, the score sheet's games, totals and the winner."""

    hands: tuple[Outcome, ...]
    dealers: tuple[int, ...]
    games: tuple[Game, ...]
    totals: tuple[int, int]
    winner: int | None
    """None: a draw (a void single hand, equal totals) or unfinished."""
    finished: bool
    states: tuple[HandState, ...] = field(default=(), compare=False, repr=False)
    """The hands as played (their records: :func:`generator.engine.match_record`)."""


class MatchPlay:
    """A match as its hands are added: who deals next, the score sheet, the result.

    :meth:`play` plays it to its end with the computer's players or any others.
    """

    def __init__(self, rules: Rules, dealer: int = 0) -> None:
        if type(rules) is not Rules:
            raise InvalidRecordError(f"a match is played by Rules, not {describe(rules)}")
        if type(dealer) is not int or dealer not in (0, 1):
            raise InvalidRecordError(f"the dealer is player 0 or 1, not {describe(dealer)}")
        self.rules = rules
        self.dealer = dealer
        """Who deals the next hand."""
        self.states: list[HandState] = []
        self.dealers: list[int] = []
        single = rules.match.target is None
        self.sheet = None if single else Scoresheet(rules.match)

    @property
    def over(self) -> bool:
        if self.sheet is None:
            return bool(self.states)
        return self.sheet.over or len(self.states) >= MAX_HANDS

    def add(self, state: HandState) -> None:
        """Add a finished hand dealt by :attr:`dealer`."""
        out = state.outcome
        if out is None:
            raise ValueError("a hand is added to the match once it is over")
        m = self.rules.match
        self.states.append(state)
        self.dealers.append(self.dealer)
        if self.sheet is None:
            return
        if out.winner is None:  # void, or gin laid off to zero: nothing to enter
            rule = m.dealer_after_void if out.void else m.dealer_after_hand
            self.dealer = next_dealer(rule, self.dealer, None)
            return
        self.sheet.enter(out.winner, out.points)
        self.dealer = next_dealer(m.dealer_after_hand, self.dealer, out.winner)

    def play(self, rng: random.Random, players: Sequence[Player] | None = None) -> MatchResult:
        """Deal each hand with ``rng`` and let ``players`` (the simple bot by default) play
        until the match is over; its result.

        >>> from generator.engine import Rules
        >>> result = MatchPlay(Rules()).play(random.Random(4))
        >>> result.finished, result.winner in (0, 1), sum(result.totals) > 100
        (True, True, True)
        """
        if players is None:
            from generator.engine.bots.simple import SimpleBot

            bot = SimpleBot()
            players = (bot, bot)
        while not self.over:
            state = HandState(self.rules, Deal.shuffled(rng, self.dealer), rng)
            state.play(players)
            self.add(state)
        return self.result()

    def result(self) -> MatchResult:
        outcomes = tuple(s.outcome for s in self.states if s.outcome is not None)
        states = tuple(self.states)
        if self.sheet is None:
            totals = [0, 0]
            out = outcomes[0]
            if out.winner is not None:
                totals[out.winner] = out.points
            return MatchResult(
                outcomes, tuple(self.dealers), (), (totals[0], totals[1]), out.winner, True, states
            )
        sheet = self.sheet
        a, b = sheet.totals
        winner = None if a == b or not sheet.over else (0 if a > b else 1)
        games = tuple(sheet.games)
        return MatchResult(outcomes, tuple(self.dealers), games, (a, b), winner, sheet.over, states)


def play_match(
    rules: Rules,
    rng: random.Random,
    players: Sequence[Player] | None = None,
    *,
    dealer: int = 0,
) -> MatchResult:
    """Play a match to ``rules.match.target`` (one hand when None): :meth:`MatchPlay.play`."""
    return MatchPlay(rules, dealer).play(rng, players)
