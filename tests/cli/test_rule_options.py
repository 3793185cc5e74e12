"""Every rule field of a hand is an option of the engine commands, made from the field."""

from __future__ import annotations

import pytest

from generator.cli import build_parser
from generator.commands._rules import rules_from
from generator.engine import Rules
from generator.variants.fields import FIELDS, HAND_FIELDS


def other_value(name: str) -> tuple[list[str], object]:
    """Command-line words that set ``name`` to a value that is not the default, and the value."""
    spec = FIELDS[name]
    flag = "--" + name.replace("_", "-")
    if spec.kind == "bool":
        return (
            [flag] if not spec.default else ["--no-" + name.replace("_", "-")]
        ), not spec.default
    if spec.kind == "int":
        value = spec.default + 1 if spec.default in (0, 1) else spec.default - 1  # type: ignore[operator]
        return [flag, str(value)], value
    value = next(c for c in spec.choices if c != spec.default)
    return [flag, value], value


@pytest.mark.parametrize("name", HAND_FIELDS)
def test_each_hand_rule_is_an_option_of_settle_and_simulate(name: str) -> None:
    words, value = other_value(name)
    for command in ("settle", "simulate"):
        extra = ["--knocker", "As", "--defender", "Ks"] if command == "settle" else []
        args = build_parser().parse_args([command, *extra, *words])
        if name == "oklahoma":  # the Oklahoma rule needs knocking, which is on by default
            assert rules_from(args).oklahoma is True
            continue
        got = getattr(rules_from(args), name)
        assert (got.value if hasattr(got, "value") else got) == value


def test_unset_options_keep_the_standard_game() -> None:
    args = build_parser().parse_args(["settle", "--knocker", "As", "--defender", "Ks"])
    assert rules_from(args) == Rules()
