"""The rules engine: cards, melds, deadwood, knocking, layoffs, settlement.

Pure Python, standard library only: no YAML, no gettext, no I/O. Rule values
come in as a frozen :class:`Rules`.
"""

from __future__ import annotations

from generator.engine.rules import (
    MatchRules,
    NextDealer,
    OklahomaAce,
    Rules,
    Shutout,
    SpadeDoubling,
    StockEnd,
    TieRule,
)

__all__ = [
    "MatchRules",
    "NextDealer",
    "OklahomaAce",
    "Rules",
    "Shutout",
    "SpadeDoubling",
    "StockEnd",
    "TieRule",
]
