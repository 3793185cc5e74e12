"""The phases of a hand in the order they come, the changes an action makes, its outcome,
and who plays it.

See :mod:`generator.engine.hand` for the course of a hand. Each phase's rules
(:mod:`~generator.engine.turns`, :mod:`~generator.engine.stock`,
:mod:`~generator.engine.showdown`) judge an action and return the :class:`Change`
it makes; only :class:`~generator.engine.hand.HandState` makes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, Protocol

from generator.engine.actions import Action
from generator.engine.scoring import Ending, Settlement

if TYPE_CHECKING:
    from generator.engine.hand import HandState

__all__ = ["Change", "Outcome", "Phase", "Player"]


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


class Change:
    """What an accepted action does to the hand, as its phase's rules decide.

    A constant of this class, not an :class:`~enum.Enum`: every action makes one, and
    an enum's member is several times slower to look up on its class.
    """

    __slots__ = ("name",)

    TAKE_DISCARD: ClassVar[Change]
    """``to_play`` takes the top discard (the upcard too) and must discard."""
    OFFER_TO_DEALER: ClassVar[Change]
    """The non-dealer passed the upcard: it is offered to the dealer."""
    BOTH_PASSED: ClassVar[Change]
    """The dealer passed too: the non-dealer draws, from the stock only."""
    DRAW_STOCK: ClassVar[Change]
    DISCARD: ClassVar[Change]
    """A plain discard; then the stock's rule (:func:`~generator.engine.stock.after_discard`)."""
    NEXT_TURN: ClassVar[Change]
    """After a discard: the opponent draws."""
    RESTOCK: ClassVar[Change]
    """After a discard: the discards but the top card become the new stock; the
    opponent draws."""
    LAST_DISCARD: ClassVar[Change]
    """After a discard: the opponent may take it only to go out (the 50th-card rule)."""
    TAKE_LAST_DISCARD: ClassVar[Change]
    VOID: ClassVar[Change]
    """Nobody goes out: the hand is over and nobody scores."""
    KNOCK: ClassVar[Change]
    """Discard and go out, the deadwood within the deal's knock limit."""
    GIN: ClassVar[Change]
    """Discard and go out with every other card melded."""
    BIG_GIN: ClassVar[Change]
    """Go out with all eleven cards melded, without a discard."""
    DECLARE: ClassVar[Change]
    TO_LAYOFFS: ClassVar[Change]
    """The declaration is finished: the defender lays off."""
    LAY_OFF: ClassVar[Change]
    SETTLE: ClassVar[Change]
    """The showdown is finished: the hand is settled."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Change.{self.name}"


for _name in list(Change.__annotations__):
    setattr(Change, _name, Change(_name))


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a hand: how, who won (player 0 or 1, None: nobody), the points, who
    went out and the turns played."""

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
