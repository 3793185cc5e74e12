"""The rules engine: cards, melds, deadwood, knocking, layoffs, settlement, and play.

Pure Python, standard library only: no YAML, no gettext, no I/O. Rule values
come in as a frozen :class:`Rules`. A hand is played on a :class:`HandState`
from a :class:`Deal`, one :class:`Action` at a time, and recorded as JSON
(:func:`hand_record`, :func:`replay`).

Everything a rule editor, the site and the Play page use is exported here, and
nothing else: code outside the engine imports ``generator.engine`` only. Values
read their own notation (:meth:`Card.parse`, :meth:`Hand.parse`, :meth:`Meld.parse`,
:meth:`Action.parse`), ``str()`` writes it and ``repr()`` reads back; the parts of a
record read their JSON (:meth:`Rules.from_json`, :meth:`Deal.from_json`,
:meth:`Action.from_json`). What an export returns need not be exported itself
(a hand's :class:`~generator.engine.phases.Outcome`, a match's
:class:`~generator.engine.match.MatchResult`, an action's
:class:`~generator.engine.actions.ActionKind`, the
:class:`~generator.engine.errors.InvalidRulesError` that is an
:class:`InvalidRecordError`). The machinery on masks
(:mod:`generator.engine.masks`) and the computer players' insides
(:mod:`generator.engine.bots`) are the engine's own.

>>> from generator.engine import Hand, min_deadwood
>>> min_deadwood(Hand.parse("As 2s 3s 7h 7d 7c 9s 9h Kd Qc"))
38
"""

from __future__ import annotations

from generator.engine.actions import Action
from generator.engine.bots import BOT_LEVELS, bot_for, play_hand
from generator.engine.bots.advice import Advice
from generator.engine.cards import Card, Hand, parse_card, parse_hand
from generator.engine.deadwood import Arrangement, best_arrangement, min_deadwood
from generator.engine.deal import Deal
from generator.engine.errors import InvalidActionError, InvalidCardError, InvalidRecordError
from generator.engine.hand import HandState
from generator.engine.knocking import knock_limit
from generator.engine.match import Game, MatchPlay, Scoresheet
from generator.engine.melds import Meld, MeldKind
from generator.engine.phases import Phase
from generator.engine.record import hand_record, match_record, replay, replay_match
from generator.engine.refusals import Refusal
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
from generator.engine.settlement import Ending, Settlement, settle

# grouped by what they are for, as the package docstring reads, not alphabetically
__all__ = [  # noqa: RUF022
    # cards and hands
    "Card",
    "Hand",
    "parse_card",
    "parse_hand",
    # rules
    "MatchRules",
    "NextDealer",
    "OklahomaAce",
    "Rules",
    "Shutout",
    "SpadeDoubling",
    "StockEnd",
    "TieRule",
    # melds and arrangements
    "Arrangement",
    "Meld",
    "MeldKind",
    "best_arrangement",
    "knock_limit",
    "min_deadwood",
    # settlement
    "Ending",
    "Settlement",
    "settle",
    # the hand in play
    "Action",
    "Deal",
    "HandState",
    "Phase",
    # matches
    "Game",
    "MatchPlay",
    "Scoresheet",
    "play_hand",
    # records
    "hand_record",
    "match_record",
    "replay",
    "replay_match",
    # the computer players
    "BOT_LEVELS",
    "Advice",
    "bot_for",
    # errors
    "InvalidActionError",
    "InvalidCardError",
    "InvalidRecordError",
    "Refusal",
]
