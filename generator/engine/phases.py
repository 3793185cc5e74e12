"""The phases of a hand, in the order they come (see :mod:`generator.engine.hand`)."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Phase"]


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
