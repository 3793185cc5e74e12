"""The rule fields come from the engine's dataclasses, with the engine's defaults and messages."""

from __future__ import annotations

from dataclasses import fields

import pytest

from generator.engine import MatchRules, Rules, StockEnd
from generator.variants.fields import FIELDS, build_rules, rule_values


def test_every_engine_field_can_be_set_from_data() -> None:
    expected = [
        *(f.name for f in fields(Rules) if f.name != "match"),
        *(f"match.{f.name}" for f in fields(MatchRules)),
    ]
    assert list(FIELDS) == expected


def test_defaults_are_the_engines() -> None:
    assert rule_values(Rules()) == {name: spec.default for name, spec in FIELDS.items()}


def test_range_errors_use_the_engines_own_words() -> None:
    with pytest.raises(ValueError) as engine:
        Rules(ace_value=16)
    assert FIELDS["ace_value"].check(16) == str(engine.value)


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("knocking", "yes please", "knocking must be true or false, not 'yes please'"),
        ("knocking", 1, "knocking must be true or false, not 1"),
        ("knock_limit", True, "knock_limit must be a whole number, not true"),
        ("knock_limit", None, "knock_limit must be a whole number, not null"),
        ("match.target", 2.5, "match.target must be a whole number or null, not 2.5"),
        (
            "tie",
            "draw",
            "tie must be one of 'undercut', 'undercut_no_bonus', 'knocker_wins', not 'draw'",
        ),
    ],
)
def test_type_errors_say_what_was_expected(name: str, value: object, message: str) -> None:
    assert FIELDS[name].check(value) == message


def test_null_target_is_a_single_hand() -> None:
    assert FIELDS["match.target"].check(None) is None
    rules = build_rules({"match.target": None, "stock_end": "void_at_two"})
    assert rules.match.single_hand and rules.stock_end is StockEnd.VOID_AT_TWO
