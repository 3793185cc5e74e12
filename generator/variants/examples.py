"""The ``examples:`` list of a variant file: worked examples, read and checked as data.

What an example claims is checked against the engine by :mod:`generator.examples`;
here only its shape: ids, texts, legal card notation, value expressions that
:mod:`generator.variants.expressions` accepts, placeholders the prose may use.
"""

from __future__ import annotations

from collections.abc import Collection

from generator.engine import __all__ as ENGINE_API
from generator.engine import parse_hand
from generator.errors import Location
from generator.safe_yaml import Entry
from generator.variants import expressions, schema
from generator.variants.model import Example
from generator.variants.schema import Report

EXAMPLE_KEYS = ("id", "title", "prose", "hands", "doctest", "values", "options")
REQUIRED = ("id", "title", "prose", "doctest")
BUILTIN_NAMES = ("len", "min", "max", "sum", "abs")
"""The builtins a value expression may call."""
VALUE_NAMES = (*ENGINE_API, "rules", "variant_rules", *BUILTIN_NAMES)
"""What a value expression may name besides the example's hands (by role)."""
HAND_SIZES = {"hand": (10, 11), "knocker": (10, 11), "defender": (10,), "upcard": (1,)}
"""The roles of an example's hands, in the order a page shows them, and how many cards
each may hold: the examples' checks, the format's reference and the calculator of an
example's hands (given it by the Play page's data, :mod:`generator.site.play`) read it."""


def read_examples(
    report: Report, entry: Entry, page: str, placeholders: Collection[str]
) -> tuple[tuple[Example, ...], tuple[tuple[str, Location], ...]]:
    """The examples, and the place of each title (texts a translator sees).

    ``page`` names the page in the translators' comments ("Page oklahoma (Oklahoma
    Gin)"); ``placeholders`` are those every text may use besides the values.
    """
    node = entry.node
    if node.kind != "seq":
        report.error(entry.key_location, f"examples must be a list, not {schema.describe(node)}")
        return (), ()
    out: list[Example] = []
    titles: list[tuple[str, Location]] = []
    seen: dict[str, Location] = {}
    for item in node.items:
        e = schema.mapping(report, item, "an example", allowed=EXAMPLE_KEYS, required=REQUIRED)
        if e is None or not set(REQUIRED) <= e.keys():
            continue
        eid = schema.text(report, e["id"], "an example id")
        title = schema.text(report, e["title"], "an example title")
        prose = schema.text(report, e["prose"], "an example's prose")
        doctest = schema.text(report, e["doctest"], "an example's doctest")
        report.text(
            title,
            e["title"].node.location,
            f"{page}: the title of example {eid or '?'}.",
            check=False,
        )
        report.text(
            prose, e["prose"].node.location, f"{page}: the text of example {eid or '?'}.", None
        )
        hands = _hands(report, e["hands"]) if "hands" in e else {}
        values, value_locations = _values(report, e["values"], hands) if "values" in e else ({}, {})
        if eid is None or title is None or prose is None or doctest is None:
            continue
        if not schema.is_id(eid):
            report.error(
                e["id"].key_location,
                f"example id '{eid}' must be lower-case words joined by hyphens",
            )
        if eid in seen:
            report.error(
                e["id"].key_location,
                f"example id '{eid}' is used twice (first at line {seen[eid].line})",
            )
        seen[eid] = e["id"].key_location
        if ">>>" not in doctest:
            report.error(
                e["doctest"].key_location, "an example's doctest must hold at least one '>>>' line"
            )
        declared = (
            sorted(e["values"].node.entries)
            if "values" in e and e["values"].node.kind == "map"
            else []
        )
        _check_prose(report, e["prose"], prose, {*declared, *placeholders}, declared)
        titles.append((title, e["title"].node.location))
        out.append(
            Example(
                eid,
                title,
                prose,
                hands,
                doctest,
                values,
                e["id"].key_location,
                value_locations,
                e["doctest"].node.text_line,
                _options(report, e["options"]) if "options" in e else (),
            )
        )
    return tuple(out), tuple(titles)


def _options(report: Report, entry: Entry) -> tuple[str, ...]:
    """The ids of the options an example plays (checked against its variant's later)."""
    items = schema.texts(report, entry, "options") or ()
    return tuple(option for option, _ in items)


def _hands(report: Report, entry: Entry) -> dict[str, str]:
    node = entry.node
    allowed = tuple(node.entries) if node.kind == "map" else ()
    hands: dict[str, str] = {}
    for role, he in (schema.mapping(report, node, "hands", allowed=allowed) or {}).items():
        cards = schema.text(report, he, f"the cards of '{role}'")
        if cards is None:
            continue
        try:
            parse_hand(cards)
        except ValueError as error:
            report.error(he.node.location, f"the cards of '{role}': {error}")
            continue
        hands[role] = cards
    return hands


def _values(
    report: Report, entry: Entry, hands: dict[str, str]
) -> tuple[dict[str, str], dict[str, Location]]:
    node = entry.node
    allowed = tuple(node.entries) if node.kind == "map" else ()
    names = (*VALUE_NAMES, *hands)
    values: dict[str, str] = {}
    locations: dict[str, Location] = {}
    for name, ve in (schema.mapping(report, node, "values", allowed=allowed) or {}).items():
        expression = ve.node.value if ve.node.kind == "scalar" else None
        if isinstance(expression, int | float) and not isinstance(expression, bool):
            expression = str(expression)
        if not isinstance(expression, str) or not expression.strip():
            report.error(ve.key_location, f"the value '{name}' must be an expression")
            continue
        problem = expressions.check(expression, names)
        if problem:
            report.error(ve.node.location, f"the value '{name}': {problem}")
            continue
        values[name] = expression
        locations[name] = ve.node.location
    return values, locations


def _check_prose(
    report: Report, entry: Entry, prose: str, allowed: set[str], declared: list[str]
) -> None:
    names = schema.placeholders(prose)
    if isinstance(names, str):
        report.error(entry.node.location, names)
        return
    for name in names:
        if name not in allowed:
            report.error(
                entry.node.location,
                f"unknown placeholder '{{{name}}}'",
                schema.did_you_mean(name, allowed)
                or "known values: " + (", ".join(declared) or "none"),
            )
