from __future__ import annotations

import dataclasses

import pytest

from generator.engine import MatchRules, OklahomaAce, Rules


def test_rules_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().knock_limit = 5  # type: ignore[misc]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"knock_limit": -1}, "knock_limit"),
        ({"ace_value": 0}, "ace_value"),
        ({"gin_bonus": -5}, "gin_bonus"),
        ({"oklahoma": True, "knocking": False}, "knocking is off"),
    ],
)
def test_contradictory_rules_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"target": 0}, "target"),
        ({"box_bonus": -1}, "box_bonus"),
        ({"hollywood": True, "target": None}, "single hand"),
    ],
)
def test_contradictory_match_rules_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        MatchRules(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(("rank", "limit"), [(2, 2), (9, 9), (10, 10), (11, 10), (13, 10)])
def test_oklahoma_limit_follows_the_upcard(rank: int, limit: int) -> None:
    assert Rules(oklahoma=True).knock_limit_for(rank) == limit


def test_oklahoma_ace_is_a_parameter() -> None:
    assert Rules(oklahoma=True).knock_limit_for(1) is None
    assert Rules(oklahoma=True, oklahoma_ace=OklahomaAce.LIMIT_ONE).knock_limit_for(1) == 1


def test_straight_gin_never_knocks_whatever_the_upcard() -> None:
    assert Rules(knocking=False).knock_limit_for(7) is None
