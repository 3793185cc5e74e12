"""Game records: a hand or a match as plain JSON, and the replay that rebuilds it.

A match's record (:func:`match_record`, :func:`replay_match`) holds the rules
once and each hand's record in the order played.

A hand's record holds the rules, the deal, every action in order (in the JSON
notation of :mod:`generator.engine.actions`), each new stock the hand built
from the discards (``StockEnd.REPLENISH``; the shuffle is not replayed but
read) and, once the hand is over, its result. :func:`replay` rebuilds the
:class:`~generator.engine.hand.HandState` action by action and refuses a record
with an illegal action, naming its index and the reason.

>>> from generator.engine import Rules, stacked_deal, HandState
>>> from generator.engine.notation import parse_action
>>> state = HandState(Rules(), stacked_deal("As 2s 3s 4s 7h 7d 7c Kd Kh 9c",
...                                         "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d", "Kc"))
>>> for text in ("take-upcard", "gin 9c", "declare As 2s 3s 4s", "declare 7h 7d 7c",
...              "declare Kd Kh Kc", "finish-declaring"):
...     state.apply(parse_action(text))
>>> record = hand_record(state)
>>> record["actions"][:2], record["result"]
(['take-upcard', {'gin': '9c'}], {'ending': 'gin', 'winner': 1, 'points': 47})
>>> replay(record).outcome == state.outcome
True
>>> record["actions"][1] = {"gin": "Kd"}
>>> replay(record)
Traceback (most recent call last):
...
ValueError: action 1 (gin Kd): with Kd discarded your deadwood is 29, not gin
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from enum import StrEnum
from typing import Any

from generator.engine.cards import DECK, Hand, format_cards, parse_cards, parse_hand
from generator.engine.deal import Deal
from generator.engine.hand import HandState
from generator.engine.match import MatchPlay, MatchResult
from generator.engine.notation import action_from_json, action_to_json, format_action
from generator.engine.rules import MatchRules, Rules

__all__ = [
    "deal_from_json",
    "deal_to_json",
    "hand_record",
    "match_record",
    "replay",
    "replay_match",
    "rules_from_json",
    "rules_to_json",
]

HAND_RECORD = "gin rummy hand"
MATCH_RECORD = "gin rummy match"
FORMAT = 1


def _plain(value: object) -> object:
    return value.value if isinstance(value, StrEnum) else value


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """Every rule by its field name, the match rules under ``"match"``."""
    data: dict[str, Any] = {
        f.name: _plain(getattr(rules, f.name)) for f in fields(Rules) if f.name != "match"
    }
    data["match"] = {f.name: _plain(getattr(rules.match, f.name)) for f in fields(MatchRules)}
    return data


def _values(cls: type, data: Mapping[str, Any], where: str) -> dict[str, Any]:
    """The rule values of ``data`` for the dataclass ``cls``, each of its field's type."""
    defaults = cls()
    nullable = {f.name for f in fields(cls) if "None" in str(f.type)}
    known = {f.name for f in fields(cls)} - {"match"}
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name == "match" and cls is Rules:
            continue
        if name not in known:
            raise ValueError(f"unknown rule {where}{name!r}")
        default = getattr(defaults, name)
        if value is None and name in nullable:
            pass
        elif isinstance(default, StrEnum):
            try:
                value = type(default)(value)
            except ValueError:
                choices = ", ".join(e.value for e in type(default))
                raise ValueError(f"rule {where}{name} is one of {choices}, not {value!r}") from None
        elif type(value) is not type(default):
            kind = "true or false" if isinstance(default, bool) else "a whole number"
            raise ValueError(f"rule {where}{name} is {kind}, not {value!r}")
        values[name] = value
    return values


def rules_from_json(data: Mapping[str, Any]) -> Rules:
    """The rules of :func:`rules_to_json`; a rule left out keeps its default."""
    if not isinstance(data, Mapping):
        raise ValueError(f"rules are an object of rule values, not {data!r}")
    match = data.get("match", {})
    if not isinstance(match, Mapping):
        raise ValueError(f"the match rules are an object, not {match!r}")
    return Rules(
        **_values(Rules, data, ""), match=MatchRules(**_values(MatchRules, match, "match."))
    )


def deal_to_json(deal: Deal) -> dict[str, Any]:
    """Dealer, both hands (player 0 first), the upcard and the stock (top card first)."""
    return {
        "dealer": deal.dealer,
        "hands": [str(Hand(deal.hands[0])), str(Hand(deal.hands[1]))],
        "upcard": str(DECK[deal.upcard]),
        "stock": format_cards(DECK[i] for i in deal.stock),
    }


def deal_from_json(data: Mapping[str, Any]) -> Deal:
    """The deal of :func:`deal_to_json`; :raises: ValueError."""
    try:
        hands = data["hands"]
        return Deal(
            data["dealer"],
            (int(parse_hand(hands[0])), int(parse_hand(hands[1]))),
            parse_cards(data["upcard"])[0].index,
            tuple(c.index for c in parse_cards(data["stock"])),
        )
    except (KeyError, IndexError, TypeError) as error:
        raise ValueError(f"a deal has dealer, hands (two), upcard and stock: {error}") from None


def _result(state: HandState) -> dict[str, Any] | None:
    out = state.outcome
    if out is None:
        return None
    return {"ending": out.ending.value, "winner": out.winner, "points": out.points}


def hand_record(state: HandState, *, with_rules: bool = True) -> dict[str, Any]:
    """The JSON-ready record of ``state`` as played so far."""
    record: dict[str, Any] = {"game": HAND_RECORD, "format": FORMAT}
    if with_rules:
        record["rules"] = rules_to_json(state.rules)
    record["deal"] = deal_to_json(state.deal)
    if state.restocks:
        record["restocks"] = [format_cards(DECK[i] for i in s) for s in state.restocks]
    record["actions"] = [action_to_json(a) for a in state.history]
    result = _result(state)
    if result is not None:
        record["result"] = result
    return record


def replay(record: Mapping[str, Any], rules: Rules | None = None) -> HandState:
    """The hand of ``record`` rebuilt action by action (``rules``: when the record has none).

    :raises: ValueError naming the first illegal action (its index from 0) and
    why, or what else in the record is wrong.
    """
    if not isinstance(record, Mapping):
        raise ValueError(f"a record is an object, not {record!r}")
    if record.get("game", HAND_RECORD) != HAND_RECORD:
        raise ValueError(f"not the record of a hand: game {record.get('game')!r}")
    if record.get("format", FORMAT) != FORMAT:
        raise ValueError(f"records of format {record.get('format')!r} are unknown: {FORMAT} only")
    if "rules" in record:
        rules = rules_from_json(record["rules"])
    elif rules is None:
        raise ValueError("the record has no rules")
    if not isinstance(record.get("deal"), Mapping):
        raise ValueError("the record has no deal")
    deal = deal_from_json(record["deal"])
    restocks = [tuple(c.index for c in parse_cards(s)) for s in record.get("restocks", [])]
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise ValueError(f"the actions of a record are a list, not {actions!r}")
    state = HandState(rules, deal, restocks=restocks)
    for i, data in enumerate(actions):
        try:
            action = action_from_json(data)
        except ValueError as error:
            raise ValueError(f"action {i}: {error}") from None
        try:
            state.apply(action)
        except ValueError as error:
            raise ValueError(f"action {i} ({format_action(action)}): {error}") from None
    if state.planned:
        raise ValueError(f"the record has {len(state.planned)} new stocks the hand never built")
    expected = record.get("result")
    if expected is not None and expected != _result(state):
        got = _result(state) or "a hand not over"
        raise ValueError(f"the record's result is {expected}, but its actions give {got}")
    return state


def match_record(result: MatchResult, rules: Rules) -> dict[str, Any]:
    """The record of a played match: the rules once, then each hand's record."""
    if not result.states:
        raise ValueError("this match result keeps no hands to record")
    return {
        "game": MATCH_RECORD,
        "format": FORMAT,
        "rules": rules_to_json(rules),
        "hands": [hand_record(s, with_rules=False) for s in result.states],
    }


def replay_match(record: Mapping[str, Any]) -> MatchResult:
    """The match of ``record`` rebuilt hand by hand: each hand replayed, each dealt by
    the dealer the rules give, and no hand after the end; :raises: ValueError."""
    if record.get("game") != MATCH_RECORD:
        raise ValueError(f"not the record of a match: game {record.get('game')!r}")
    if "rules" not in record:
        raise ValueError("the record has no rules")
    rules = rules_from_json(record["rules"])
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands or not all(isinstance(h, Mapping) for h in hands):
        raise ValueError("the record of a match has a list of hands, each a hand's record")
    if not isinstance(hands[0].get("deal"), Mapping):
        raise ValueError("hand 0: the record has no deal")
    match = MatchPlay(rules, deal_from_json(hands[0]["deal"]).dealer)
    for n, hand in enumerate(hands):
        if match.over:
            raise ValueError(f"hand {n}: the match was over before it")
        try:
            state = replay(hand, rules)
        except ValueError as error:
            raise ValueError(f"hand {n}: {error}") from None
        if state.dealer != match.dealer:
            raise ValueError(f"hand {n}: dealt by player {state.dealer}, not {match.dealer}")
        if not state.over:
            raise ValueError(f"hand {n}: the hand is not over")
        match.add(state)
    return match.result()
