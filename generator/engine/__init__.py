"""The rules engine: cards, melds, deadwood, knocking, layoffs, settlement, and play.

Pure Python, standard library only: no YAML, no gettext, no I/O. Rule values
come in as a frozen :class:`Rules`. A hand is played on a :class:`HandState`
from a :class:`Deal` (:func:`stacked_deal`, :func:`shuffled_deal`), one action
at a time (:mod:`generator.engine.actions`), and recorded as JSON
(:func:`hand_record`, :func:`replay`).

>>> from generator.engine import parse_hand, min_deadwood
>>> min_deadwood(parse_hand("As 2s 3s 7h 7d 7c 9s 9h Kd Qc"))
38
"""

from __future__ import annotations

from generator.engine.actions import (
    BIG_GIN,
    DRAW_DISCARD,
    DRAW_STOCK,
    FINISH_DECLARING,
    FINISH_LAYOFFS,
    PASS_DISCARD,
    PASS_UPCARD,
    TAKE_UPCARD,
    Action,
    BigGin,
    DeclareMeld,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishDeclaring,
    FinishLayoffs,
    Gin,
    Knock,
    LayOff,
    PassDiscard,
    PassUpcard,
    TakeUpcard,
)
from generator.engine.advice import ADVICE, Advice
from generator.engine.bot import SimpleBot, play_hand
from generator.engine.bots import BOT_LEVELS, bot_for
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
from generator.engine.deal import Deal, shuffled_deal, stacked_deal
from generator.engine.easy import EasyBot
from generator.engine.hand import HandState, Outcome, Phase, Player
from generator.engine.knocking import (
    can_go_gin,
    can_knock,
    discard_deadwoods,
    is_big_gin,
    knock_discards,
    knock_limit,
)
from generator.engine.layoffs import Reply, best_reply
from generator.engine.match import Game, MatchResult, Scoresheet, play_match
from generator.engine.melds import Meld, MeldKind, all_melds
from generator.engine.notation import action_from_json, action_to_json, format_action, parse_action
from generator.engine.record import (
    deal_from_json,
    deal_to_json,
    hand_record,
    match_record,
    replay,
    replay_match,
    rules_from_json,
    rules_to_json,
)
from generator.engine.refusals import REASONS, Reason, Refusal
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
from generator.engine.stock import PILE_RUN_LIMIT, REPLENISH_LIMIT, max_draws
from generator.engine.strong import StrongBot

__all__ = [
    "ADVICE",
    "BIG_GIN",
    "BOT_LEVELS",
    "DRAW_DISCARD",
    "DRAW_STOCK",
    "FINISH_DECLARING",
    "FINISH_LAYOFFS",
    "PASS_DISCARD",
    "PASS_UPCARD",
    "PILE_RUN_LIMIT",
    "REASONS",
    "REPLENISH_LIMIT",
    "TAKE_UPCARD",
    "Action",
    "Advice",
    "Arrangement",
    "BigGin",
    "Card",
    "Deal",
    "DeclareMeld",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "EasyBot",
    "Ending",
    "FinishDeclaring",
    "FinishLayoffs",
    "Game",
    "Gin",
    "Hand",
    "HandState",
    "Knock",
    "LayOff",
    "MatchResult",
    "MatchRules",
    "Meld",
    "MeldKind",
    "NextDealer",
    "OklahomaAce",
    "Outcome",
    "PassDiscard",
    "PassUpcard",
    "Phase",
    "Player",
    "Reason",
    "Refusal",
    "Reply",
    "Rules",
    "Scoresheet",
    "Settlement",
    "Shutout",
    "SimpleBot",
    "SpadeDoubling",
    "StockEnd",
    "StrongBot",
    "TakeUpcard",
    "TieRule",
    "action_from_json",
    "action_to_json",
    "all_melds",
    "arrange_mask",
    "best_arrangement",
    "best_declaration",
    "best_reply",
    "bot_for",
    "can_go_gin",
    "can_knock",
    "card_value",
    "cards_of_mask",
    "deadwood_of_mask",
    "deal_from_json",
    "deal_to_json",
    "deck",
    "discard_deadwood_of_mask",
    "discard_deadwoods",
    "format_action",
    "format_cards",
    "hand_record",
    "is_big_gin",
    "knock_discards",
    "knock_limit",
    "mask_of",
    "match_record",
    "max_draws",
    "min_deadwood",
    "parse_action",
    "parse_card",
    "parse_hand",
    "play_hand",
    "play_match",
    "replay",
    "replay_match",
    "rules_from_json",
    "rules_to_json",
    "settle",
    "shuffled_deal",
    "stacked_deal",
    "tables_for",
]
