"""Rule options of the engine subcommands, one per rule field, made from the fields themselves.

Every field of :class:`~generator.engine.Rules` is an option named after it
(``--knock-limit 7``, ``--no-big-gin``, ``--stock-end void_at_two``); an option not
given keeps the standard game's value. A new rule field is a new option, with no
change here.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable

from generator.engine import Rules
from generator.variants.fields import FIELDS, HAND_FIELDS, build_rules
from generator.variants.rule_checks import show

CARD_FIELDS = ("ace_value", "round_the_corner", "big_gin")
"""The fields a hand's melds and deadwood depend on."""


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def add_rule_options(parser: argparse.ArgumentParser, names: Iterable[str]) -> None:
    """An option for each rule field of ``names``, unset by default."""
    group = parser.add_argument_group("rules (unset: the standard game's)")
    for name in names:
        spec = FIELDS[name]
        default = f"default {show(spec.default)}"
        if spec.kind == "bool":
            group.add_argument(
                _flag(name), dest=name, action=argparse.BooleanOptionalAction, help=default
            )
        elif spec.kind == "int":
            group.add_argument(_flag(name), dest=name, type=int, metavar="N", help=default)
        else:
            group.add_argument(_flag(name), dest=name, choices=spec.choices, help=default)


def add_card_rules(parser: argparse.ArgumentParser) -> None:
    """The options of the fields a hand's deadwood depends on."""
    add_rule_options(parser, CARD_FIELDS)


def add_hand_rules(parser: argparse.ArgumentParser) -> None:
    """The options of every rule of a hand."""
    add_rule_options(parser, HAND_FIELDS)


def rules_from(args: argparse.Namespace) -> Rules:
    """The :class:`Rules` the options describe (unset options keep the standard game).

    :raises InvalidRulesError: values that contradict each other, in the engine's words
        (an :class:`~generator.engine.InvalidRecordError`).
    """
    values = {name: getattr(args, name) for name in FIELDS if getattr(args, name, None) is not None}
    return build_rules(values)
