"""The phases of a hand in the order they come, its outcome, and who plays it.

See :mod:`generator.engine.hand` for the course of a hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from generator.engine.actions import Action
from generator.engine.scoring import Ending, Settlement

if TYPE_CHECKING:
    from generator.engine.hand import HandState

__all__ = ["Outcome", "Phase", "Player"]


class Phase(StrEnum):
    """Whose decision the hand waits for, and of what kind."""

    OFFER = "offer"
    """The first upcard is offered to ``to_play`` (the non-dealer, then the dealer)."""
    DRAW = "draw"
    """``to_play`` draws from the stock or the discard pile."""
    DISCARD = "discard"
    """``to_play`` holds 11 cards and must discard, knock or go gin."""
    LAST_DISCARD = "last_discard"
    """50th-card rule: ``to_play`` may take the last discard only to knock or go
    gin, or pass it and the hand is void."""
    DECLARE = "declare"
    """``to_play`` went out and declares his melds."""
    LAYOFF = "layoff"
    """``to_play``, the defender, lays off onto the declared melds."""
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a hand: how, who won (player 0/1, None), the points, the turns played."""

    ending: Ending
    winner: int | None
    points: int
    knocker: int | None
    turns: int
    settlement: Settlement | None = None
    """None for a void hand."""

    @property
    def void(self) -> bool:
        return self.ending is Ending.VOID


class Player(Protocol):
    """Anything that chooses an action for ``state.to_play`` (a bot, a script, a person)."""

    def choose(self, state: HandState) -> Action: ...
