"""The rule fields the data may set, read from the engine's own dataclasses.

Names are the :class:`~generator.engine.rules.Rules` fields (``knock_limit``) and
``match.<field>`` for :class:`~generator.engine.rules.MatchRules` (``match.target``).
A new engine field is a new rule the data can set, with no change here.

>>> [getattr(FIELDS["match.target"], a) for a in ("kind", "nullable", "default", "placeholder")]
['int', True, 100, 'target']
>>> FIELDS["stock_end"].choices
('replenish', 'void_at_two', 'fiftieth_card')
>>> FIELDS["knock_limit"].check("ten")
"knock_limit must be a whole number, not 'ten'"
>>> FIELDS["knock_limit"].check(11)
'knock_limit must be between 0 and 10, not 11'
"""

from __future__ import annotations

import typing
from dataclasses import MISSING, dataclass, fields
from enum import StrEnum
from functools import lru_cache
from types import UnionType
from typing import Any

from generator.engine import MatchRules, Rules


@dataclass(frozen=True)
class FieldSpec:
    """One rule field: its name in the data, its type, its engine default."""

    name: str
    """"knock_limit" or "match.target"."""
    kind: str
    """"bool", "int" or "enum"."""
    default: object
    nullable: bool = False
    enum: type[StrEnum] | None = None

    @property
    def short(self) -> str:
        """The dataclass attribute: "target" for "match.target"."""
        return self.name.removeprefix("match.")

    @property
    def in_match(self) -> bool:
        return self.name.startswith("match.")

    @property
    def placeholder(self) -> str:
        """The name texts use for it: ``{knock_limit}``, ``{target}``."""
        return self.short

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(e.value for e in self.enum) if self.enum else ()

    def expected(self) -> str:
        """What a valid value looks like, for messages."""
        if self.kind == "bool":
            text = "true or false"
        elif self.kind == "int":
            text = "a whole number"
        else:
            text = "one of " + ", ".join(f"'{c}'" for c in self.choices)
        return text + (" or null" if self.nullable else "")

    def type_error(self, value: object) -> str | None:
        """Why ``value`` has the wrong type for this field, or None."""
        if value is None:
            return None if self.nullable else f"{self.name} must be {self.expected()}, not null"
        ok = (
            isinstance(value, bool)
            if self.kind == "bool"
            else isinstance(value, int) and not isinstance(value, bool)
            if self.kind == "int"
            else isinstance(value, str) and value in self.choices
        )
        if ok:
            return None
        shown = f"'{value}'" if isinstance(value, str) else repr(value)
        if isinstance(value, bool):
            shown = "true" if value else "false"
        return f"{self.name} must be {self.expected()}, not {shown}"

    def convert(self, value: object) -> object:
        """The engine value for a valid data value (enum member for a string)."""
        if self.enum is not None and value is not None:
            return self.enum(str(value))
        return value

    def check(self, value: object) -> str | None:
        """The type error, or the engine's own range error for this value alone, or None."""
        problem = self.type_error(value)
        if problem:
            return problem
        try:
            # the value has the field's type (type_error above): the engine judges its range
            values: dict[str, Any] = {self.short: self.convert(value)}
            if self.in_match:
                MatchRules(**values)
            else:
                Rules(**values)
        except ValueError as error:
            return str(error)
        return None


def _spec(name: str, annotation: object, default: object) -> FieldSpec:
    nullable = False
    if isinstance(annotation, UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        nullable = len(args) < len(typing.get_args(annotation))
        annotation = args[0]
    if annotation is bool:
        return FieldSpec(name, "bool", default, nullable)
    if annotation is int:
        return FieldSpec(name, "int", default, nullable)
    if isinstance(annotation, type) and issubclass(annotation, StrEnum):
        value = default.value if isinstance(default, StrEnum) else default
        return FieldSpec(name, "enum", value, nullable, annotation)
    raise TypeError(f"rule field {name} has a type the data cannot express: {annotation}")


def _specs() -> dict[str, FieldSpec]:
    specs: dict[str, FieldSpec] = {}
    for cls, prefix in ((Rules, ""), (MatchRules, "match.")):
        hints = typing.get_type_hints(cls)
        for f in fields(cls):
            if f.name == "match":
                continue
            default = f.default
            if default is MISSING and f.default_factory is not MISSING:
                default = f.default_factory()
            specs[prefix + f.name] = _spec(prefix + f.name, hints[f.name], default)
    return specs


FIELDS: dict[str, FieldSpec] = _specs()
"""Every settable rule field by its data name, hand rules first, in declaration order."""

HAND_FIELDS = tuple(n for n in FIELDS if not n.startswith("match."))
MATCH_FIELDS = tuple(n.removeprefix("match.") for n in FIELDS if n.startswith("match."))


def build_rules(values: dict[str, object]) -> Rules:
    """The engine value for data names -> data values (unset fields keep the defaults).

    :raises ValueError: the engine's message when the values contradict each other.

    >>> build_rules({"knocking": False, "match.target": None}).match.single_hand
    True
    """
    # each value has its field's type (checked when it was read)
    hand: dict[str, Any] = {
        FIELDS[n].short: FIELDS[n].convert(v) for n, v in values.items() if not FIELDS[n].in_match
    }
    match: dict[str, Any] = {
        FIELDS[n].short: FIELDS[n].convert(v) for n, v in values.items() if FIELDS[n].in_match
    }
    return Rules(**hand, match=MatchRules(**match))


def rule_values(rules: Rules) -> dict[str, object]:
    """Data name -> data value (enums as their strings) of every field of ``rules``."""
    return dict(_rule_values(rules))


@lru_cache(maxsize=256)
def _rule_values(rules: Rules) -> tuple[tuple[str, object], ...]:
    # pages ask for the same few rule sets thousands of times
    out = []
    for name, spec in FIELDS.items():
        value = getattr(rules.match if spec.in_match else rules, spec.short)
        out.append((name, value.value if isinstance(value, StrEnum) else value))
    return tuple(out)
