"""The rows of the comparison tables, derived from rule values through templates chosen by value.

``rules/aspects.yaml`` is a list of aspects; each has cases tried in order, and the
first whose ``when`` conditions all hold gives the cell's template. A condition's
key is a rule field (``knocking``, ``stock_end``), a match field as
``match.<field>`` (``match.target``), or one of the derived keys:

``standard``
    true for the standard game.
``single_hand``
    true when the game is one hand (``match.target`` is null).
``options``, ``targets``, ``other_options``, ``replaces``
    true when the variant offers any option (any game-length option with a
    target, any option outside the game lengths, replaces any option); an option
    id when it offers (replaces) that one.
``standard.<field>``
    the standard game's value of a rule field (``standard.layoff_on_gin``): a cell that
    says "as in the standard game" holds only while the standard game does.

A condition's value may be a list: any of its values will do. A case without
``when`` always applies. The template's placeholders are the rule fields
(``{knock_limit}``; match fields by their short name, ``{target}``), ``{title}``,
``{standard}`` (the standard game's title), and the list values ``{options}``,
``{targets}``, ``{other_options}``, ``{replaces}`` (option names) and ``{reasons}``
(the replacement reasons, whole sentences). A list value is a tuple of msgids
that the page translates and joins: names with the language's list format,
reasons with a space.
"""

from __future__ import annotations

from collections.abc import Mapping

from generator.errors import Location
from generator.files import ProjectFiles
from generator.safe_yaml import Entry, read_source
from generator.variants import schema
from generator.variants.fields import FIELDS, rule_values
from generator.variants.model import Aspect, Case, Catalogue, Option, Text, Variant
from generator.variants.schema import Report

LENGTH_GROUP = "length"
"""The options group of game lengths (single hand, to 100, to 250)."""
DERIVED_FLAGS = ("standard", "single_hand")
STANDARD_PREFIX = "standard."
"""A condition on the standard game's value of a field: ``standard.layoff_on_gin``."""
DERIVED_LISTS = ("options", "targets", "other_options", "replaces")
LIST_PLACEHOLDERS = (*DERIVED_LISTS, "reasons")


def placeholder_names() -> tuple[str, ...]:
    """Every placeholder an aspect template may use."""
    return (*(s.placeholder for s in FIELDS.values()), "title", "standard", *LIST_PLACEHOLDERS)


def read_aspects(
    report: Report, files: ProjectFiles, options: Mapping[str, Option]
) -> tuple[Aspect, ...]:
    shown = "rules/aspects.yaml"
    if files.read(shown) is None:
        report.error(
            Location(shown),
            "the aspects file is missing",
            "it holds the rows of the comparison tables",
        )
        return ()
    node, problems = read_source(files, shown)
    report.extend(problems)
    if node is None:
        return ()
    if node.kind != "seq":
        report.error(
            node.location, f"aspects.yaml must be a list of aspects, not {schema.describe(node)}"
        )
        return ()
    aspects: list[Aspect] = []
    seen: dict[str, Location] = {}
    allowed_names = set(placeholder_names())
    for item in node.items:
        a = schema.mapping(
            report,
            item,
            "an aspect",
            allowed=("id", "label", "cases"),
            required=("id", "label", "cases"),
        )
        if not a or not {"id", "label", "cases"} <= a.keys():
            continue
        aid = schema.text(report, a["id"], "id")
        label = schema.text(report, a["label"], "label")
        row = f"Comparison table, row {aid or '?'}"
        report.text(label, a["label"].node.location, f"{row}: the row heading.")
        if aid is not None:
            if not schema.is_id(aid):
                report.error(
                    a["id"].key_location,
                    f"aspect id '{aid}' must be lower-case words joined by hyphens",
                )
            if aid in seen:
                report.error(
                    a["id"].key_location,
                    f"aspect id '{aid}' is used twice (first at line {seen[aid].line})",
                )
            seen[aid] = a["id"].key_location
        cases_node = a["cases"].node
        if cases_node.kind != "seq" or not cases_node.items:
            report.error(
                a["cases"].key_location,
                f"cases must be a non-empty list, not {schema.describe(cases_node)}",
            )
            continue
        cases: list[Case] = []
        for number, cnode in enumerate(cases_node.items, 1):
            c = schema.mapping(
                report, cnode, "a case", allowed=("when", "text"), required=("text",)
            )
            if not c or "text" not in c:
                continue
            text = schema.text(report, c["text"], "text")
            report.text(
                text, c["text"].node.location, f"{row}: the cell text of case {number}.", None
            )
            when = _when(report, c["when"], options) if "when" in c else {}
            if text is None or when is None:
                continue
            names = schema.placeholders(text)
            if isinstance(names, str):
                report.error(c["text"].node.location, names)
            else:
                for name in names:
                    if name not in allowed_names:
                        report.error(
                            c["text"].node.location,
                            f"unknown placeholder '{{{name}}}'",
                            schema.known(name, sorted(allowed_names), "placeholders"),
                        )
            cases.append(Case(when, text, cnode.location))
        if aid is not None and label is not None:
            aspects.append(Aspect(aid, label, tuple(cases), item.location))
    return tuple(aspects)


def _when(report: Report, entry: Entry, options: Mapping[str, Option]) -> dict[str, object] | None:
    node = entry.node
    if node.kind != "map":
        report.error(
            entry.key_location, f"when must map fields to values, not {schema.describe(node)}"
        )
        return None
    keys = (*FIELDS, *DERIVED_FLAGS, *DERIVED_LISTS, *(f"{STANDARD_PREFIX}{f}" for f in FIELDS))
    out: dict[str, object] = {}
    ok = True
    for key, e in node.entries.items():
        if key not in keys:
            report.error(
                e.key_location, f"unknown key '{key}' in when", schema.known(key, keys, "keys")
            )
            ok = False
            continue
        values = e.node.items if e.node.kind == "seq" else (e.node,)
        plain: list[object] = []
        for v in values:
            if v.kind != "scalar":
                report.error(
                    v.location, f"a value of {key} must be a plain value, not {schema.describe(v)}"
                )
                ok = False
                continue
            value = v.value
            field = key.removeprefix(STANDARD_PREFIX)
            if field in FIELDS:
                problem = FIELDS[field].type_error(value)
            elif key in DERIVED_FLAGS:
                problem = None if isinstance(value, bool) else f"{key} must be true or false"
            elif isinstance(value, bool) or (isinstance(value, str) and value in options):
                problem = None
            else:
                problem = f"{key} must be true, false or an option id, not {schema.describe(v)}"
            if problem:
                report.error(v.location, problem)
                ok = False
            plain.append(value)
        out[key] = tuple(plain) if e.node.kind == "seq" else plain[0] if plain else None
    return out if ok else None


def _lists(variant: Variant, catalogue: Catalogue) -> dict[str, tuple[str, ...]]:
    offered = [o for o in variant.options if o in catalogue.options]
    return {
        "options": tuple(offered),
        "targets": tuple(
            o
            for o in offered
            if catalogue.options[o].group == LENGTH_GROUP
            and catalogue.options[o].sets.get("match.target") is not None
        ),
        "other_options": tuple(o for o in offered if catalogue.options[o].group != LENGTH_GROUP),
        "replaces": tuple(r.option for r in variant.replaces),
    }


def _holds(
    key: str,
    wanted: object,
    variant: Variant,
    values: Mapping[str, object],
    lists: Mapping[str, tuple[str, ...]],
    standard: Mapping[str, object],
) -> bool:
    choices = tuple(wanted) if isinstance(wanted, tuple | list) else (wanted,)
    if key.startswith(STANDARD_PREFIX):
        actual: object = standard.get(key.removeprefix(STANDARD_PREFIX))
    elif key == "standard":
        actual = variant.is_standard
    elif key == "single_hand":
        actual = variant.rules.match.single_hand
    elif key in DERIVED_LISTS:
        ids = lists[key]
        return any(bool(ids) is c if isinstance(c, bool) else c in ids for c in choices)
    else:
        actual = values[key]
    return any(
        (actual == c and type(actual) is type(c)) or (actual is None and c is None) for c in choices
    )


def matching_case(aspect: Aspect, variant: Variant, catalogue: Catalogue) -> Case | None:
    """The first case of ``aspect`` whose conditions hold for ``variant``, or None."""
    values = rule_values(variant.rules)
    lists = _lists(variant, catalogue)
    standards = [v for v in catalogue.variants.values() if v.is_standard]
    standard = rule_values(standards[0].rules) if standards else {}
    for case in aspect.cases:
        if all(_holds(k, w, variant, values, lists, standard) for k, w in case.when.items()):
            return case
    return None


def aspect_cell(
    aspect: Aspect, variant: Variant, catalogue: Catalogue
) -> tuple[Text, dict[str, object]]:
    """The template of ``variant``'s cell in the ``aspect`` row, and its placeholder values.

    Rule values are ints, bools or enum strings; ``title`` and ``standard`` are
    msgids; list placeholders are tuples of msgids (see the module docstring).

    :raises LookupError: no case applies (``gin-rules check`` reports this).
    """
    case = matching_case(aspect, variant, catalogue)
    if case is None:
        raise LookupError(f"no case of aspect '{aspect.id}' applies to variant '{variant.id}'")
    values: dict[str, object] = {
        FIELDS[n].placeholder: v for n, v in rule_values(variant.rules).items()
    }
    values["title"] = variant.text.title
    values["standard"] = catalogue.standard.text.title
    lists = _lists(variant, catalogue)
    for key in DERIVED_LISTS:
        values[key] = tuple(catalogue.options[o].name for o in lists[key] if o in catalogue.options)
    values["reasons"] = tuple(r.reason for r in variant.replaces)
    return case.text, values


def check_aspects(report: Report, catalogue: Catalogue) -> None:
    """Every variant finds a case in every aspect."""
    for aspect in catalogue.aspects:
        for variant in catalogue.variants.values():
            if matching_case(aspect, variant, catalogue) is None:
                report.error(
                    aspect.location,
                    f"no case of aspect '{aspect.id}' applies to variant '{variant.id}'",
                    "add a case for its values, or a last case without 'when'",
                )
