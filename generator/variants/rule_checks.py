"""A variant's rule values checked as a whole: clashes, values set to no effect."""

from __future__ import annotations

from generator.variants.fields import FIELDS, build_rules
from generator.variants.inheritance import Resolved
from generator.variants.schema import Report

USED_ONLY_WHEN: dict[str, tuple[str, tuple[object, ...]]] = {
    "oklahoma_ace": ("oklahoma", (True,)),
    "oklahoma_spades": ("oklahoma", (True,)),
    "big_gin_bonus": ("big_gin", (True,)),
    "dead_cards": ("stock_end", ("void_at_two", "fiftieth_card")),
    "match.shutout_bonus": ("match.shutout", ("flat_bonus",)),
    "match.hollywood_games": ("match.hollywood", (True,)),
}
"""Fields that mean something only when another has one of some values: setting them
otherwise is a warning."""

CLASHES = (("oklahoma", "knocking"), ("match.hollywood", "match.target"))
"""Pairs of fields whose values can contradict each other."""


def show(value: object) -> str:
    """A rule value as YAML writes it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _clashes(values: dict[str, object], a: str) -> bool:
    if a == "oklahoma":
        return values["oklahoma"] is True and values["knocking"] is False
    return values["match.hollywood"] is True and values["match.target"] is None


def check_rule_values(report: Report, res: Resolved) -> None:
    """Report what contradicts itself in ``res``'s own file, and set ``res.rules``."""
    v = res.values
    limit_set = res.own("knock_limit")
    if limit_set and v["knocking"] is False:
        report.error(
            limit_set,
            f"knock_limit is set to {v['knock_limit']}, but knocking is false",
            "without knocking there is no knock limit: remove one of them",
        )
    clash_reported = False
    for a, b in CLASHES:
        if not _clashes(v, a):
            continue
        where = res.own(a) or res.own(b)
        if where is None:
            continue  # inherited: reported in the file that set it
        try:
            build_rules({a: v[a], b: v[b]})  # the engine's own words for this clash
        except ValueError as error:
            report.error(where, str(error), f"{a} {show(v[a])} clashes with {b} {show(v[b])}")
            clash_reported = True
    for name, (other, needed) in USED_ONLY_WHEN.items():
        where = res.own(name)
        if where and v[other] not in needed:
            report.warning(
                where,
                f"{name} is set but only used when {other} is {' or '.join(map(show, needed))}",
                f"here {other} is {show(v[other])}",
            )
    try:
        res.rules = build_rules(v)
    except ValueError as error:
        inherited = all(res.own(n) is None for n in FIELDS)
        if not clash_reported and not inherited:  # an inherited one is reported with the parent
            report.error(res.raw.rules_location or res.raw.location, str(error))
