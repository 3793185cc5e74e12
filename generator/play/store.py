"""A game kept in the reader's browser, so that a reload resumes it: what is stored, and
every check a stored game passes before it is played on.

The page keeps (``localStorage``) the game's choice (game, options, seed) and the match as
the engine records it: :func:`~generator.engine.match_record`'s shape, its last hand
possibly still in play (:func:`~generator.engine.hand_record`). Resuming is replaying:
each hand is rebuilt by :func:`~generator.engine.replay`, action by action, and must be
the hand the seed deals; the hand in play goes on from its last decision.

Storage is the reader's to change (or a tab's to damage), so a stored game is untrusted
input: its size, its nesting and every field's type are bounded here before the engine
sees it, and anything wrong discards it with the reason (:data:`DAMAGED`, or
:data:`OTHER_VERSION` for a game saved under another format or other rules), never with a
traceback or a long search.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any

from generator.engine import (
    Action,
    Deal,
    HandState,
    MatchPlay,
    Phase,
    Rules,
    hand_record,
    replay,
)

MATCH_RECORD = "gin rummy match"
"""The ``game`` of a match's record (:func:`~generator.engine.match_record`)."""
FORMAT = 1
"""The engine's record format this page reads (``format`` of a match's record)."""
STORE_FORMAT = 1
"""The format of what the page stores (the ``store`` field); another is discarded. play.js
reads it from the page's data (:mod:`generator.site.play`)."""
MAX_CHARS = 1_000_000
"""A stored game longer than this (characters of JSON) is not read."""
MAX_HANDS = 200
"""Hands a stored match may hold: a long Hollywood match plays a few dozen."""
MAX_ACTIONS = 20_000
"""Actions all the stored hands may hold together: replaying them takes seconds at most."""
MAX_HAND_ACTIONS = 2_000
"""Actions one stored hand may hold (the engine refuses a hand longer than its rules
allow when it replays it)."""
MAX_CARDS_TEXT = 200
"""Characters of one field of cards in notation (a deal's stock is 94)."""
MAX_DEPTH = 16
"""Nesting of a stored game's JSON (a match's record nests 6 deep): deeper JSON would
exhaust the browser's stack inside Python's JSON reader before Python could refuse it."""
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")

DAMAGED = "damaged"
OTHER_VERSION = "other-version"


class StoredGameError(ValueError):
    """A stored game that is not played on; ``reason`` is :data:`DAMAGED` or
    :data:`OTHER_VERSION`."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


@dataclass(frozen=True)
class Resumed:
    """A stored match rebuilt: the finished hands added up, the hand in play if any."""

    match: MatchPlay
    state: HandState | None
    """The hand in play (not over), or None."""
    deals: random.Random
    """The seed's deals, moved on past every hand dealt."""


def _damaged(detail: str) -> StoredGameError:
    return StoredGameError(DAMAGED, detail)


def loads(text: str) -> Any:
    """The JSON of ``text``, bounded in size and nesting; :raises StoredGameError:."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise _damaged("not a stored game, or too long")
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            raise _damaged("nested too deep")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise _damaged("not JSON") from None


def _text(value: object, limit: int = MAX_CARDS_TEXT) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise _damaged("a field of cards is not short text")
    return value


def _action(value: object) -> None:
    """An action as the record writes it: a word, or ``{word: card or cards}`` (a layoff
    adds ``"onto"``: a meld's number)."""
    if isinstance(value, str):
        _text(value, 40)
        return
    if not isinstance(value, dict) or not 1 <= len(value) <= 2:
        raise _damaged("an action is a word or an object of one or two keys")
    for key, argument in value.items():
        _text(key, 40)
        _argument(argument)


def _argument(argument: object) -> None:
    if isinstance(argument, list):
        if len(argument) > 11:
            raise _damaged("an action names at most eleven cards")
        for card in argument:
            _text(card, 8)
    elif not isinstance(argument, int | str) or isinstance(argument, bool):
        raise _damaged("an action's value is a card, cards or a meld's number")
    elif isinstance(argument, str):
        _text(argument, 40)


def _hand_shape(hand: object, rules: Rules) -> int:
    """Check the types of a hand's record (no rules: the match's); its number of actions."""
    if not isinstance(hand, dict):
        raise _damaged("a hand is an object")
    if set(hand) - {"game", "format", "deal", "restocks", "actions", "result"}:
        raise _damaged("a hand has fields a hand's record has not")
    deal = hand.get("deal")
    if not isinstance(deal, dict) or set(deal) != {"dealer", "hands", "upcard", "stock"}:
        raise _damaged("a hand's deal has dealer, hands, upcard and stock")
    if deal["dealer"] not in (0, 1) or isinstance(deal["dealer"], bool):
        raise _damaged("the dealer is player 0 or 1")
    hands = deal["hands"]
    if not isinstance(hands, list) or len(hands) != 2:
        raise _damaged("a deal has two hands")
    for cards in (*hands, deal["upcard"], deal["stock"]):
        _text(cards)
    restocks = hand.get("restocks", [])
    if not isinstance(restocks, list) or len(restocks) > 8:
        raise _damaged("the new stocks are a short list")
    for cards in restocks:
        _text(cards)
    actions = hand.get("actions", [])
    if not isinstance(actions, list) or len(actions) > MAX_HAND_ACTIONS:
        raise _damaged("a hand's actions are a list no longer than a hand")
    for action in actions:
        _action(action)
    result = hand.get("result")
    if result is not None and not isinstance(result, dict):
        raise _damaged("a hand's result is an object")
    return len(actions)


def check_shape(record: object, rules: Rules) -> list[dict[str, Any]]:
    """The hands of a stored match record, every field of the expected type and size, its
    rules ``rules``; :raises StoredGameError:."""
    if not isinstance(record, dict):
        raise _damaged("a match record is an object")
    if record.get("game") != MATCH_RECORD:
        raise _damaged("not the record of a match")
    stored_format = record.get("format")
    if not isinstance(stored_format, int) or isinstance(stored_format, bool):
        raise _damaged("a record's format is a number")
    if stored_format != FORMAT:
        raise StoredGameError(OTHER_VERSION, f"records of format {FORMAT} only")
    if not isinstance(record.get("rules"), dict):
        raise _damaged("a record has its rules")
    try:
        stored = Rules.from_json(record["rules"])
    except (ValueError, TypeError):
        raise StoredGameError(OTHER_VERSION, "rules this page does not know") from None
    if stored != rules:
        raise StoredGameError(OTHER_VERSION, "other rules than the page gives this game")
    hands = record.get("hands")
    if not isinstance(hands, list) or not 1 <= len(hands) <= MAX_HANDS:
        raise _damaged(f"a match has 1 to {MAX_HANDS} hands")
    if sum(_hand_shape(hand, rules) for hand in hands) > MAX_ACTIONS:
        raise _damaged(f"more than {MAX_ACTIONS} actions")
    return hands


def resume(record: object, rules: Rules, seed: int, bot: int) -> Resumed:
    """The match of a stored ``record`` rebuilt hand by hand under ``rules``, the computer
    (player ``bot``) dealing first, every deal the one ``seed`` gives; :raises
    StoredGameError:."""
    hands = check_shape(record, rules)
    match = MatchPlay(rules, dealer=bot)
    deals = random.Random(seed)
    state: HandState | None = None
    for n, hand in enumerate(hands):
        if match.over:
            raise _damaged(f"hand {n}: the match was over before it")
        try:
            state = replay(hand, rules)
        except Exception as error:  # any failure of an untrusted record: not played on
            raise _damaged(f"hand {n}: {error}") from None
        if state.deal != Deal.shuffled(deals, match.dealer):
            raise _damaged(f"hand {n}: not the deal of this game's seed")
        if state.over:
            match.add(state)
            state = None
        elif n != len(hands) - 1:
            raise _damaged(f"hand {n}: only the last hand may be in play")
    if state is not None:
        _go_on(state, seed * 1009 + len(match.states))
    return Resumed(match, state, deals)


def drawn_from_stock(state: HandState, player: int) -> int:
    """The card ``player`` has just drawn from the stock (the page shows it apart), or -1."""
    if not state.history or state.history[-1] != Action.DRAW_STOCK:
        return -1
    if state.to_play != player or state.phase is not Phase.DISCARD:
        return -1
    record = hand_record(state, with_rules=False)
    record["actions"] = record["actions"][:-1]
    before = replay(record, state.rules).hand_of(player)
    return next(iter(state.hand_of(player) - before)).index


def _go_on(state: HandState, seed: int) -> None:
    """A replayed hand in play, ready to go on as it would have: its new stocks shuffled
    from now on by its own generator, moved past the shuffles it already made."""
    rng = random.Random(seed)
    for stock in state.restocks:
        rng.shuffle(list(range(len(stock))))
    state.shuffle_from_now(rng)
