"""Game records: a hand or a match as plain JSON, and the replay that rebuilds it.

A match's record (:func:`match_record`, :func:`replay_match`) holds the rules
once and each hand's record in the order played.

A hand's record holds the rules (:meth:`Rules.to_json`), the deal
(:meth:`Deal.to_json`), every action in order (:meth:`Action.to_json`), each new
stock the hand built from the discards (``StockEnd.REPLENISH``; the shuffle is not
replayed but read) and, once the hand is over, its result, the winner a seat (player
0 or 1, as everywhere in the engine). :func:`replay` rebuilds the
:class:`~generator.engine.hand.HandState` action by action and refuses a record
with an illegal action, naming its index and the reason.

Records are read as untrusted input (a stored game, a shared link): every field is
checked for its type and range, a record longer than a hand or a match can be is
refused before it is played, and every problem is an
:class:`~generator.engine.errors.InvalidRecordError` naming its field.

>>> from generator.engine import Action, Deal, HandState, Rules
>>> state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c",
...                                         "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d", "Kc"))
>>> for text in ("take-upcard", "gin 9c", "declare As 2s 3s 4s", "declare 7h 7d 7c",
...              "declare Kd Kh Kc", "finish-declaring"):
...     state.apply(Action.parse(text))
>>> record = hand_record(state)
>>> record["actions"][:2], record["result"]
(['take-upcard', {'gin': '9c'}], {'ending': 'gin', 'winner': 1, 'points': 47})
>>> replay(record).outcome == state.outcome
True
>>> record["actions"][1] = {"gin": "Kd"}
>>> replay(record)
Traceback (most recent call last):
...
generator.engine.errors.InvalidRecordError: action 1 (gin Kd): with Kd discarded your deadwood ...
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.engine.actions import Action
from generator.engine.cards import parse_cards
from generator.engine.deal import Deal
from generator.engine.errors import (
    InvalidActionError,
    InvalidCardError,
    InvalidRecordError,
    describe,
)
from generator.engine.hand import HandState
from generator.engine.match import MAX_HANDS, MatchPlay, MatchResult
from generator.engine.refusals import Refusal
from generator.engine.rules import Rules
from generator.engine.stock import REPLENISH_LIMIT, max_draws

__all__ = ["hand_record", "match_record", "replay", "replay_match"]

HAND_RECORD = "gin rummy hand"
MATCH_RECORD = "gin rummy match"
FORMAT = 1
HAND_FIELDS = ("game", "format", "rules", "deal", "restocks", "actions", "result")
MATCH_FIELDS = ("game", "format", "rules", "hands")
SHOWDOWN_ACTIONS = 32
"""More than a showdown's actions: melds declared, cards laid off, two finishes."""


def _result(state: HandState) -> dict[str, Any] | None:
    out = state.outcome
    if out is None:
        return None
    return {"ending": out.ending.value, "winner": out.winner, "points": out.points}


def hand_record(state: HandState, *, with_rules: bool = True) -> dict[str, Any]:
    """The JSON-ready record of ``state`` as played so far."""
    record: dict[str, Any] = {"game": HAND_RECORD, "format": FORMAT}
    if with_rules:
        record["rules"] = state.rules.to_json()
    record["deal"] = state.deal.to_json()
    if state.restocks:
        record["restocks"] = [" ".join(map(str, order)) for order in state.restocks]
    record["actions"] = [a.to_json() for a in state.history]
    result = _result(state)
    if result is not None:
        record["result"] = result
    return record


def _check_head(record: object, game: str, known: tuple[str, ...], required: bool) -> None:
    """The record is an object of ``game`` in this format, with no unknown field."""
    if not isinstance(record, Mapping):
        raise InvalidRecordError(f"a record is an object, not {describe(record)}")
    kind = "hand" if game == HAND_RECORD else "match"
    name = record.get("game", None if required else game)
    if name != game or type(name) is not str:
        raise InvalidRecordError(f"not the record of a {kind}: game {describe(name)}")
    fmt = record.get("format", FORMAT)
    if type(fmt) is not int or fmt != FORMAT:
        raise InvalidRecordError(f"records of format {describe(fmt)} are unknown: {FORMAT} only")
    unknown = [key for key in record if key not in known]
    if unknown:
        raise InvalidRecordError(f"the record of a {kind} has no field {describe(unknown[0])}")


def _rules_of(data: object) -> Rules:
    try:
        return Rules.from_json(data)
    except InvalidRecordError as error:
        raise InvalidRecordError(f"rules: {error}") from None


def replay(record: Mapping[str, Any], rules: Rules | None = None) -> HandState:
    """The hand of ``record`` rebuilt action by action (``rules``: when the record has none).

    :raises: InvalidRecordError naming the first illegal action (its index from 0)
    and why, or what else in the record is wrong.
    """
    _check_head(record, HAND_RECORD, HAND_FIELDS, required=False)
    if "rules" in record:
        rules = _rules_of(record["rules"])
    elif rules is None:
        raise InvalidRecordError("the record has no rules")
    if not isinstance(record.get("deal"), Mapping):
        raise InvalidRecordError("the record has no deal")
    deal = Deal.from_json(record["deal"])
    restocks = record.get("restocks", [])
    if not isinstance(restocks, list) or len(restocks) > REPLENISH_LIMIT:
        raise InvalidRecordError(
            f"restocks: at most {REPLENISH_LIMIT} new stocks, as text, not {describe(restocks)}"
        )
    orders = []
    for n, text in enumerate(restocks):
        try:
            if not isinstance(text, str):
                raise InvalidCardError(f"a new stock is written as text, not {describe(text)}")
            orders.append(tuple(parse_cards(text)))
        except InvalidCardError as error:
            raise InvalidRecordError(f"restocks[{n}]: {error}") from None
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise InvalidRecordError(f"the actions of a record are a list, not {describe(actions)}")
    most = 2 * max_draws(rules) + SHOWDOWN_ACTIONS
    if len(actions) > most:
        raise InvalidRecordError(f"a hand has at most {most} actions, not {len(actions)}")
    state = HandState(rules, deal, restocks=orders)
    for i, data in enumerate(actions):
        try:
            action = Action.from_json(data)
        except InvalidActionError as error:
            raise InvalidRecordError(f"action {i}: {error}") from None
        try:
            state.apply(action)
        except (Refusal, InvalidRecordError) as error:
            raise InvalidRecordError(f"action {i} ({action}): {error}") from None
    if state.unused_restocks:
        raise InvalidRecordError(
            f"the record has {state.unused_restocks} new stocks the hand never built"
        )
    expected = record.get("result")
    if expected is not None and expected != _result(state):
        got = _result(state) or "a hand not over"
        raise InvalidRecordError(
            f"the record's result is {describe(expected)}, but its actions give {got}"
        )
    return state


def match_record(
    result: MatchResult | MatchPlay, rules: Rules, *, in_play: HandState | None = None
) -> dict[str, Any]:
    """The record of a match: the rules once, then each hand's record in the order
    played; ``in_play``, a hand not over yet, comes last (a game stored to go on with)."""
    states = [*result.states, *([] if in_play is None else [in_play])]
    if not states:
        raise ValueError("this match keeps no hands to record")
    return {
        "game": MATCH_RECORD,
        "format": FORMAT,
        "rules": rules.to_json(),
        "hands": [hand_record(s, with_rules=False) for s in states],
    }


def replay_match(record: Mapping[str, Any]) -> MatchResult:
    """The match of ``record`` rebuilt hand by hand: each hand replayed, each dealt by
    the dealer the rules give, and no hand after the end; :raises: InvalidRecordError."""
    _check_head(record, MATCH_RECORD, MATCH_FIELDS, required=True)
    if "rules" not in record:
        raise InvalidRecordError("the record has no rules")
    rules = _rules_of(record["rules"])
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands or not all(isinstance(h, Mapping) for h in hands):
        raise InvalidRecordError("the record of a match has a list of hands, each a hand's record")
    if len(hands) > MAX_HANDS:
        raise InvalidRecordError(f"a match has at most {MAX_HANDS} hands, not {len(hands)}")
    if not isinstance(hands[0].get("deal"), Mapping):
        raise InvalidRecordError("hand 0: the record has no deal")
    try:
        first = Deal.from_json(hands[0]["deal"])
    except InvalidRecordError as error:
        raise InvalidRecordError(f"hand 0: {error}") from None
    match = MatchPlay(rules, first.dealer)
    for n, hand in enumerate(hands):
        if match.over:
            raise InvalidRecordError(f"hand {n}: the match was over before it")
        if "rules" in hand:
            raise InvalidRecordError(f"hand {n}: the rules are the match's, given once")
        try:
            state = replay(hand, rules)
        except InvalidRecordError as error:
            raise InvalidRecordError(f"hand {n}: {error}") from None
        if state.dealer != match.dealer:
            raise InvalidRecordError(
                f"hand {n}: dealt by player {state.dealer}, not {match.dealer}"
            )
        if not state.over:
            raise InvalidRecordError(f"hand {n}: the hand is not over")
        match.add(state)
    return match.result()
