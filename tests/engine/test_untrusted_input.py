"""Untrusted input through the public API: every reader and constructor the Play page
feeds with a reader's link or a stored game refuses junk with the engine's typed errors
(:class:`InvalidCardError`, :class:`InvalidActionError`, :class:`InvalidRecordError`),
never another exception, and quickly: no ``RecursionError`` for deep nesting, no memory
or time spent on huge numbers."""

from __future__ import annotations

import contextlib
import copy
import gc
import random
import time
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.engine import (
    Action,
    Card,
    Deal,
    Hand,
    HandState,
    InvalidActionError,
    InvalidCardError,
    InvalidRecordError,
    MatchPlay,
    MatchRules,
    Meld,
    MeldKind,
    Rules,
    bot_for,
    hand_record,
    match_record,
    parse_card,
    parse_hand,
    replay,
    replay_match,
)

TYPED = (InvalidCardError, InvalidActionError, InvalidRecordError)
SECONDS = 0.1
"""The processor time a reader may take to refuse any one input: this thread's time, with
the garbage collector held (neither another thread of the test process, such as the
browser tests' event loop, nor a collection of earlier garbage is the reader's doing)."""

leaves = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**8, max_value=10**400)
    | st.floats(allow_nan=True)
    | st.text(max_size=30)
    | st.sampled_from(["As", "Kc", "10h", "draw-stock", "discard Kc", "As 2s 3s", "gin rummy hand"])
)
junk = st.recursive(
    leaves,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.sampled_from(["game", "format", "rules", "deal", "actions", "hands", "match", "x"])
            | st.text(max_size=10),
            inner,
            max_size=5,
        )
    ),
    max_leaves=25,
)

READERS: dict[str, Callable[[Any], object]] = {
    "Rules.from_json": Rules.from_json,
    "Deal.from_json": Deal.from_json,
    "Action.from_json": Action.from_json,
    "Action.parse": Action.parse,
    "Card.parse": Card.parse,
    "parse_card": parse_card,
    "Hand.parse": Hand.parse,
    "parse_hand": parse_hand,
    "Meld.parse": Meld.parse,
    "replay": replay,
    "replay_match": replay_match,
    "Hand": Hand,
    "Hand.of": Hand.of,
    "MatchPlay": lambda value: MatchPlay(Rules(), value),
    "HandState": lambda value: HandState(Rules(), value),
    "Card": lambda value: Card(value, "s"),
    "Card(suit)": lambda value: Card(1, value),
    "Meld": lambda value: Meld(value, MeldKind.RUN),
    "Meld(kind)": lambda value: Meld(Hand.parse("4h 5h 6h").mask, value),
    "Rules(knock_limit)": lambda value: Rules(knock_limit=value),
    "Rules(big_gin)": lambda value: Rules(big_gin=value),
    "MatchRules(hollywood_games)": lambda value: MatchRules(hollywood_games=value),
    "MatchRules(target)": lambda value: MatchRules(target=value),
}


def spent_on(read: Callable[[Any], object], value: object) -> float:
    """The processor time ``read(value)`` takes to return or raise a typed error."""
    gc.disable()
    try:
        started = time.thread_time()
        with contextlib.suppress(TYPED):
            read(value)
        return time.thread_time() - started
    finally:
        gc.enable()


def refused_quickly(read: Callable[[Any], object], value: object) -> None:
    """``read(value)`` returns or raises a typed error, in :data:`SECONDS` at most."""
    spent = spent_on(read, value)
    assert spent < SECONDS, f"{spent:.3f} s"


@pytest.mark.parametrize("name", READERS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=junk)
def test_junk_gives_typed_errors_only(name: str, value: object) -> None:
    refused_quickly(READERS[name], value)


def _played() -> HandState:
    rng = random.Random(3)
    state = HandState(Rules(), Deal.shuffled(rng, 1), rng)
    bot = bot_for("normal")
    while not state.over:
        state.apply(bot.choose(state))
    return state


HAND = hand_record(_played())
MATCH = match_record(MatchPlay(Rules()).play(random.Random(5)), Rules())


def _paths(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON value (its keys and indices from the top)."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:6]):
            found += _paths(item, (*path, i))
    return found


HAND_PATHS = _paths(HAND)[1:]
MATCH_PATHS = [p for p in _paths(MATCH)[1:] if len(p) < 6]


def _changed(record: dict[str, Any], path: tuple[Any, ...], value: object) -> dict[str, Any]:
    out = copy.deepcopy(record)
    place: Any = out
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    return out


@settings(max_examples=150, deadline=None)
@given(path=st.sampled_from(HAND_PATHS), value=junk)
def test_a_hand_record_with_junk_in_one_place_gives_typed_errors(
    path: tuple[object, ...], value: object
) -> None:
    refused_quickly(replay, _changed(HAND, path, value))


@settings(max_examples=100, deadline=None)
@given(path=st.sampled_from(MATCH_PATHS), value=junk)
def test_a_match_record_with_junk_in_one_place_gives_typed_errors(
    path: tuple[object, ...], value: object
) -> None:
    spent = spent_on(replay_match, _changed(MATCH, path, value))
    assert spent < 20 * SECONDS, f"{spent:.3f} s"  # a whole match is replayed


def _deep(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


DEEP = _deep(100_000)
HUGE = 10**4000


@pytest.mark.parametrize("name", READERS)
@pytest.mark.parametrize(
    "value",
    [DEEP, {"match": DEEP}, HUGE, -HUGE, 1e308, float("nan"), True, None, b"As", object()],
    ids=["deep", "deep-inside", "huge", "-huge", "float", "nan", "bool", "none", "bytes", "obj"],
)
def test_extreme_values_give_typed_errors_quickly(name: str, value: object) -> None:
    refused_quickly(READERS[name], value)


@pytest.mark.parametrize(
    ("where", "value", "said"),
    [
        (("rules", "match", "hollywood_games"), 10**9, "hollywood_games must be 10 at most"),
        (("rules", "match", "target"), 10**9, "target must be 10,000 at most"),
        (("rules", "knock_limit"), 10.0, "knock_limit is a whole number, not 10.0"),
        (("rules", "big_gin"), 1, "big_gin is true or false, not 1"),
        (("hands",), [HAND] * 10_000, "at most"),
    ],
)
def test_a_match_record_asking_too_much_is_refused_before_it_is_played(
    where: tuple[str, ...], value: object, said: str
) -> None:
    record = _changed(MATCH, where, value)
    with pytest.raises(InvalidRecordError, match=said):
        replay_match(record)
    assert spent_on(replay_match, record) < SECONDS


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"hands": ["As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "As Ah 3h 4h 5h 6h 7h 8h 9h Th"]}, "As"),
        ({"upcard": "As"}, "As"),
        ({"hands": ["As 2s 3s 4s 5s 6s 7s 8s 9s", "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th"]}, "10"),
        ({"hands": ["As 2s 3s 4s 5s 6s 7s 8s 9s As", "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th"]}, "As"),
        ({"stock": "Kc Kc"}, "Kc"),
        ({"dealer": True}, "dealer"),
        ({"dealer": 1.0}, "dealer"),
        ({"hands": None}, "hands"),
    ],
)
def test_an_impossible_deal_is_refused_with_the_card_or_field(
    change: dict[str, object], said: str
) -> None:
    deal = {**Deal.shuffled(random.Random(2)).to_json(), **change}
    with pytest.raises(TYPED, match=said):
        Deal.from_json(deal)
    with pytest.raises(InvalidRecordError):
        replay({**HAND, "deal": deal})
