"""When to knock: what knocking now is worth, against waiting for gin or an undercut.

A player who may knock weighs two futures, in points of the hand:

- **Knocking now** scores the opponent's deadwood after his layoffs less his own, or
  loses an undercut when the opponent ends with no more. The opponent's deadwood is
  not known: :class:`Opponent` estimates it from how many cards he has drawn and how
  many discards he took (each a meld made), in a spread of five values.
- **Waiting** (throwing a card without knocking) gives each following turn three
  chances: the player goes gin (the opponent's whole deadwood and the gin bonus, no
  layoffs); the opponent goes down first (after a knock within the limit the player,
  holding little, often undercuts him); or neither, and the choice comes again with
  the opponent a little closer. When the stock is about to end the hand (a dead hand
  scores nothing) waiting is worth nothing more.

:func:`knock_or_wait` works the turns out backwards: plain arithmetic, no search.

>>> from generator.engine import Rules
>>> opponent = Opponent(Rules(), limit=10, draws=2, taken=0, hazard=0.05)
>>> early = Outlook(deadwood=9, gin_chance=0.0, layoffs=1.0, turns_left=8)
>>> knock_or_wait(opponent, early).knock
True
>>> low = Outlook(deadwood=1, gin_chance=0.15, layoffs=0.0, turns_left=8)
>>> knock_or_wait(opponent, low).knock
False
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.engine.rules import Rules, TieRule

__all__ = ["Choice", "Opponent", "Outlook", "knock_or_wait"]

_SPREAD = (-1.28, -0.52, 0.0, 0.52, 1.28)
"""Five equally likely points of a normal spread (the deciles' middles)."""

_KNOCK_DEADWOOD = (188, 167, 147, 153, 192, 316, 504, 718, 746, 787)
"""How often a player who knocks as soon as he may keeps 1 … 10 points (counted over
4,000 hands of the simple bot): mostly close to the limit."""

_GIN_SHARE = 0.03
"""The share of an opponent's goings-down that are gin."""


@dataclass(frozen=True, slots=True)
class Opponent:
    """What is known of the opponent: the rules, the deal's knock limit, his draws so
    far, the discards he took and holds, and his chance to go down on his next turn."""

    rules: Rules
    limit: int | None
    draws: int
    taken: int
    hazard: float

    def deadwood(self, later: int = 0) -> float:
        """His expected deadwood ``later`` turns from now, not having gone down."""
        turns = self.draws + later
        expected = 15.0 + 41.0 * math.exp(-0.25 * turns) - 4.0 * self.taken
        floor = (self.limit if self.limit is not None else 0) + 2.0
        return max(expected, floor)


@dataclass(frozen=True, slots=True)
class Outlook:
    """The player's hand if he knocks now: its deadwood, its chance of gin on the next
    draw, the layoffs the opponent is expected to make, and the turns the stock leaves."""

    deadwood: int
    gin_chance: float
    layoffs: float
    turns_left: int
    """The player's draws left before the stock ends the hand (or a horizon)."""
    stock_ends: bool = True
    """False under the replenished stock: after ``turns_left`` the hand goes on."""


@dataclass(frozen=True, slots=True)
class Choice:
    knock: bool
    knock_value: float
    wait_value: float
    undercut_risk: float
    """The chance that knocking now is undercut."""


def _knock_value(rules: Rules, mine: int, theirs: float) -> tuple[float, float]:
    """(expected points, chance of an undercut) of knocking with ``mine`` against an
    opponent expected to keep ``theirs`` after his layoffs."""
    spread = 0.3 * theirs + 2.0
    total = 0.0
    for z in _SPREAD:
        them = theirs + z * spread
        if them > mine or (them == mine and rules.tie is TieRule.KNOCKER_WINS):
            total += them - mine
        else:
            bonus = 0 if them == mine and rules.tie is TieRule.UNDERCUT_NO_BONUS else 25
            bonus = min(bonus, rules.undercut_bonus)
            total -= mine - them + bonus
    return total / len(_SPREAD), _below(mine - theirs, spread)


def _below(margin: float, spread: float) -> float:
    """The chance that a normal spread of width ``spread`` falls ``margin`` or more under
    its middle: the undercut's chance, said to the reader (finer than the five values)."""
    return 0.5 * (1.0 + math.erf(margin / (spread * math.sqrt(2.0))))


def _when_they_go_down(rules: Rules, limit: int | None, mine: float) -> float:
    """The player's expected points when the opponent goes down first, holding ``mine``."""
    gin_loss = -(mine + rules.gin_bonus)
    if limit is None or limit == 0:
        return gin_loss
    weights = _KNOCK_DEADWOOD[:limit] if limit <= 10 else _KNOCK_DEADWOOD
    total_weight = float(sum(weights))
    value = 0.0
    for theirs, weight in enumerate(weights, start=1):
        if mine < theirs or (mine == theirs and rules.tie is not TieRule.KNOCKER_WINS):
            tie = mine == theirs and rules.tie is TieRule.UNDERCUT_NO_BONUS
            value += weight * (theirs - mine + (0 if tie else rules.undercut_bonus))
        else:
            value -= weight * (mine - theirs)
    return (1.0 - _GIN_SHARE) * value / total_weight + _GIN_SHARE * gin_loss


def knock_or_wait(opponent: Opponent, outlook: Outlook) -> Choice:
    """Knock now, or throw a card and keep the hand (see the module docstring)."""
    rules = opponent.rules
    mine = outlook.deadwood
    now, risk = _knock_value(rules, mine, opponent.deadwood() - outlook.layoffs)
    turns = max(0, outlook.turns_left)
    if turns == 0:
        return Choice(now > 0.0, now, 0.0, risk)
    gin = outlook.gin_chance
    defended = _when_they_go_down(rules, opponent.limit, max(0.0, mine - 1.0))
    waiting = 0.0 if outlook.stock_ends else now  # waiting at the last turn: a dead hand
    for turn in range(turns - 1, -1, -1):
        theirs = opponent.deadwood(turn + 1)
        knock_then, _ = _knock_value(rules, mine, theirs - outlook.layoffs)
        after = gin * (theirs + rules.gin_bonus) + (1.0 - gin) * max(knock_then, waiting)
        hazard = min(0.6, opponent.hazard + 0.025 * turn)
        waiting = hazard * defended + (1.0 - hazard) * after
    return Choice(now >= waiting, now, waiting, risk)
