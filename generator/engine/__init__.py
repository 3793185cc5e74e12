"""The rules engine: cards, melds, deadwood, knocking, layoffs, settlement.

Pure Python, standard library only: no YAML, no gettext, no I/O. Rule values
come in as a frozen :class:`Rules`.

>>> from generator.engine import parse_hand, min_deadwood
>>> min_deadwood(parse_hand("As 2s 3s 7h 7d 7c 9s 9h Kd Qc"))
38
"""

from __future__ import annotations

from generator.engine.cards import (
    Card,
    Hand,
    card_value,
    cards_of_mask,
    deck,
    format_cards,
    mask_of,
    parse_card,
    parse_hand,
)
from generator.engine.deadwood import (
    Arrangement,
    arrange_mask,
    best_arrangement,
    deadwood_of_mask,
    discard_deadwood_of_mask,
    min_deadwood,
    tables_for,
)
from generator.engine.knocking import (
    can_go_gin,
    can_knock,
    discard_deadwoods,
    is_big_gin,
    knock_discards,
    knock_limit,
)
from generator.engine.layoffs import Reply, best_reply
from generator.engine.match import Game, Scoresheet
from generator.engine.melds import Meld, MeldKind, all_melds
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
from generator.engine.settlement import Ending, Settlement, best_declaration, settle

__all__ = [
    "Arrangement",
    "Card",
    "Ending",
    "Game",
    "Hand",
    "MatchRules",
    "Meld",
    "MeldKind",
    "NextDealer",
    "OklahomaAce",
    "Reply",
    "Rules",
    "Scoresheet",
    "Settlement",
    "Shutout",
    "SpadeDoubling",
    "StockEnd",
    "TieRule",
    "all_melds",
    "arrange_mask",
    "best_arrangement",
    "best_declaration",
    "best_reply",
    "can_go_gin",
    "can_knock",
    "card_value",
    "cards_of_mask",
    "deadwood_of_mask",
    "deck",
    "discard_deadwood_of_mask",
    "discard_deadwoods",
    "format_cards",
    "is_big_gin",
    "knock_discards",
    "knock_limit",
    "mask_of",
    "min_deadwood",
    "parse_card",
    "parse_hand",
    "settle",
    "tables_for",
]
