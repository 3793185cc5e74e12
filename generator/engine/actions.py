"""The actions of a hand: every decision a player makes, as a value.

Each action has an English description (``str(action)``, used in messages) and
a stable notation (:mod:`generator.engine.notation`), as text
(:func:`format_action`, :func:`parse_action`) and as JSON
(:func:`action_to_json`, :func:`action_from_json`): a plain name for an action
without a card, an object for the others.

The actions of each :class:`~generator.engine.phases.Phase`:

- ``OFFER``: :data:`TAKE_UPCARD`, :data:`PASS_UPCARD`
- ``DRAW``: :data:`DRAW_STOCK`, :data:`DRAW_DISCARD`
- ``LAST_DISCARD`` (the 50th-card rule): :data:`DRAW_DISCARD`, :data:`PASS_DISCARD`
- ``DISCARD``: :class:`Discard`, :class:`Knock`, :class:`Gin`, :data:`BIG_GIN`
- ``DECLARE``: :class:`DeclareMeld`, :data:`FINISH_DECLARING`
- ``LAYOFF``: :class:`LayOff`, :data:`FINISH_LAYOFFS`

>>> from generator.engine.cards import parse_card
>>> str(Knock(parse_card("Kc"))), str(LayOff(parse_card("4s"), 0))
('knock discarding Kc', 'lay off 4s onto meld 0')
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.engine.cards import Card
from generator.engine.melds import Meld

__all__ = [
    "BIG_GIN",
    "DRAW_DISCARD",
    "DRAW_STOCK",
    "FINISH_DECLARING",
    "FINISH_LAYOFFS",
    "PASS_DISCARD",
    "PASS_UPCARD",
    "TAKE_UPCARD",
    "Action",
    "BigGin",
    "DeclareMeld",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "FinishDeclaring",
    "FinishLayoffs",
    "Gin",
    "Knock",
    "LayOff",
    "PassDiscard",
    "PassUpcard",
    "TakeUpcard",
]


@dataclass(frozen=True, slots=True)
class TakeUpcard:
    """Take the first upcard (offered to the non-dealer, then to the dealer)."""

    def __str__(self) -> str:
        return "take the upcard"


@dataclass(frozen=True, slots=True)
class PassUpcard:
    """Refuse the first upcard; a player who passes does not discard."""

    def __str__(self) -> str:
        return "pass the upcard"


@dataclass(frozen=True, slots=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw from the stock"


@dataclass(frozen=True, slots=True)
class DrawDiscard:
    """Take the top card of the discard pile (also the last discard under the 50th-card rule)."""

    def __str__(self) -> str:
        return "take the top discard"


@dataclass(frozen=True, slots=True)
class PassDiscard:
    """Refuse the last discard under the 50th-card rule: the hand is void."""

    def __str__(self) -> str:
        return "pass the last discard"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``card`` face down and knock with the other ten."""

    card: Card

    def __str__(self) -> str:
        return f"knock discarding {self.card}"


@dataclass(frozen=True, slots=True)
class Gin:
    """Discard ``card`` and go gin: the other ten cards all meld."""

    card: Card

    def __str__(self) -> str:
        return f"go gin discarding {self.card}"


@dataclass(frozen=True, slots=True)
class BigGin:
    """Go out with all eleven cards melded, without a discard."""

    def __str__(self) -> str:
        return "big gin"


@dataclass(frozen=True, slots=True)
class DeclareMeld:
    """The player who went out shows ``meld``, one of the melds of his declaration."""

    meld: Meld

    def __str__(self) -> str:
        return f"declare {self.meld}"


@dataclass(frozen=True, slots=True)
class FinishDeclaring:
    """End the declaration: the cards not in a declared meld are the deadwood."""

    def __str__(self) -> str:
        return "finish declaring"


@dataclass(frozen=True, slots=True)
class LayOff:
    """The defender lays ``card`` off onto the declared meld number ``onto`` (from 0)."""

    card: Card
    onto: int

    def __str__(self) -> str:
        return f"lay off {self.card} onto meld {self.onto}"


@dataclass(frozen=True, slots=True)
class FinishLayoffs:
    """End the layoffs; the defender's other cards are melded at their best."""

    def __str__(self) -> str:
        return "finish laying off"


Action = (
    TakeUpcard
    | PassUpcard
    | DrawStock
    | DrawDiscard
    | PassDiscard
    | Discard
    | Knock
    | Gin
    | BigGin
    | DeclareMeld
    | FinishDeclaring
    | LayOff
    | FinishLayoffs
)
TAKE_UPCARD = TakeUpcard()
PASS_UPCARD = PassUpcard()
DRAW_STOCK = DrawStock()
DRAW_DISCARD = DrawDiscard()
PASS_DISCARD = PassDiscard()
BIG_GIN = BigGin()
FINISH_DECLARING = FinishDeclaring()
FINISH_LAYOFFS = FinishLayoffs()
