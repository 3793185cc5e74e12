"""``rules/options.yaml``: what a player may choose on top of a variant, checked and applied."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from generator.engine import Rules
from generator.errors import Location, RuleDataError
from generator.files import ProjectFiles
from generator.safe_yaml import Entry, read_source
from generator.variants import schema
from generator.variants.aspects import LENGTH_GROUP
from generator.variants.fields import FIELDS, build_rules, rule_values
from generator.variants.inheritance import Resolved
from generator.variants.model import (
    OPTION_CONTEXT,
    OPTION_LABEL_CONTEXT,
    Catalogue,
    Example,
    Option,
    Variant,
)
from generator.variants.rule_checks import show
from generator.variants.schema import Report
from generator.variants.variant_file import rule_placeholders

OPTION_KEYS = ("name", "group", "sets", "description", "excludes")
SHOWN = "rules/options.yaml"


def read_options(report: Report, files: ProjectFiles) -> dict[str, Option]:
    """Option id -> option; exclusions hold both ways."""
    if files.read(SHOWN) is None:
        report.error(
            Location(SHOWN),
            "the options file is missing",
            "it lists the options a variant may combine with",
        )
        return {}
    node, problems = read_source(files, SHOWN)
    report.extend(problems)
    if node is None:
        return {}
    if node.kind != "map":
        report.error(
            node.location,
            f"options.yaml must map option ids to options, not {schema.describe(node)}",
        )
        return {}
    options: dict[str, Option] = {}
    excludes: dict[str, dict[str, tuple[str, Location]]] = {}
    for oid, entry in node.entries.items():
        if not schema.is_id(oid):
            report.error(
                entry.key_location, f"option id '{oid}' must be lower-case words joined by hyphens"
            )
        e = schema.mapping(
            report, entry.node, f"option '{oid}'", allowed=OPTION_KEYS, required=("name", "sets")
        )
        if e is None:
            continue
        name = schema.text(report, e["name"], "name") if "name" in e else None
        group = (schema.text(report, e["group"], "group") if "group" in e else None) or oid
        description = (
            schema.text(report, e["description"], "description") if "description" in e else None
        ) or ""
        if "name" in e:
            report.text(
                name,
                e["name"].node.location,
                f'Option {oid}: its name in a list of options ("a single hand, 100 or 250").',
                context=OPTION_CONTEXT,
            )
            if group != LENGTH_GROUP:  # a length is chosen by its own labels
                report.text(
                    name,
                    e["name"].node.location,
                    f"Option {oid}: its name as the label of a check box on the Play page.",
                    context=OPTION_LABEL_CONTEXT,
                )
        if "description" in e:
            report.text(
                description,
                e["description"].node.location,
                f"Option {oid}: its description.",
                frozenset(rule_placeholders()),
            )
        sets = _sets(report, e["sets"], oid) if "sets" in e else {}
        excludes[oid] = _excludes(report, e["excludes"], oid) if "excludes" in e else {}
        if name is not None:
            options[oid] = Option(oid, name, group, sets, description, entry.key_location)
    return _mirrored(report, options, excludes)


def _sets(report: Report, entry: Entry, oid: str) -> dict[str, object]:
    if entry.node.kind != "map":
        report.error(
            entry.key_location,
            f"sets must map rule fields to values, not {schema.describe(entry.node)}",
        )
        return {}
    sets: dict[str, object] = {}
    for fname, fe in entry.node.entries.items():
        spec = FIELDS.get(fname)
        if spec is None:
            report.error(
                fe.key_location,
                f"unknown rule field '{fname}'",
                schema.known(fname, list(FIELDS), "fields"),
            )
            continue
        if fe.node.kind != "scalar":
            report.error(fe.key_location, f"{fname} must be {spec.expected()}")
            continue
        problem = spec.check(fe.node.value)
        if problem:
            report.error(fe.key_location, problem)
            continue
        sets[fname] = fe.node.value
    if not entry.node.entries:
        report.error(entry.key_location, f"option '{oid}' sets nothing")
    return sets


def _excludes(report: Report, entry: Entry, oid: str) -> dict[str, tuple[str, Location]]:
    if entry.node.kind != "seq":
        report.error(
            entry.key_location,
            "excludes must be a list of {option, reason}, not " + schema.describe(entry.node),
        )
        return {}
    out: dict[str, tuple[str, Location]] = {}
    keys = ("option", "reason")
    for item in entry.node.items:
        x = schema.mapping(report, item, "an exclusion", allowed=keys, required=keys)
        if not x or not set(keys) <= x.keys():
            continue
        other = schema.text(report, x["option"], "option")
        reason = schema.text(report, x["reason"], "reason")
        report.text(
            reason,
            x["reason"].node.location,
            f"Option {oid}: why it cannot be chosen together with {other or '?'}.",
        )
        if other is not None and reason is not None:
            out[other] = (reason, x["option"].key_location)
    return out


def _mirrored(
    report: Report, options: dict[str, Option], excludes: dict[str, dict[str, tuple[str, Location]]]
) -> dict[str, Option]:
    """Exclusions name known options, and hold both ways."""
    mirrored: dict[str, dict[str, str]] = {oid: {} for oid in options}
    for oid, excl in excludes.items():
        for other, (reason, where) in excl.items():
            if other == oid:
                report.error(where, f"option '{oid}' excludes itself")
            elif other not in options:
                report.error(
                    where,
                    f"unknown option '{other}'",
                    schema.known(other, sorted(options), "options"),
                )
            elif oid in options:
                mirrored[oid][other] = reason
                mirrored[other].setdefault(oid, reason)
    return {
        oid: Option(o.id, o.name, o.group, o.sets, o.description, o.location, mirrored[oid])
        for oid, o in options.items()
    }


def check_variant_options(report: Report, res: Resolved, options: Mapping[str, Option]) -> None:
    """The options a variant lists (or inherits) exist, once each, and combine with it."""
    raw = res.raw
    replaced = {r.option: r for r in res.replaces}
    for r in raw.replaces or ():
        if r.option not in options:
            report.error(
                r.location,
                f"unknown option '{r.option}' in replaces",
                schema.known(r.option, sorted(options), "options"),
            )
    seen: set[str] = set()
    for oid, where in res.options:
        if res.inherited_options:
            where = raw.extends_location or raw.location
        if oid not in options:
            if not res.inherited_options:
                report.error(
                    where, f"unknown option '{oid}'", schema.known(oid, sorted(options), "options")
                )
            continue
        if oid in seen:
            report.error(where, f"option '{oid}' is listed twice")
            continue
        seen.add(oid)
        if oid in replaced:
            report.error(
                where, f"option '{oid}' is listed, but {raw.id} replaces it", replaced[oid].reason
            )
            continue
        if res.rules is None:
            continue
        try:
            build_rules({**res.values, **options[oid].sets})
        except ValueError as error:
            what = f"inherited option '{oid}'" if res.inherited_options else f"option '{oid}'"
            report.error(
                where, f"{what} cannot combine with {raw.id}: {error}", _sets_text(options[oid])
            )


def _sets_text(option: Option) -> str:
    return "it sets " + ", ".join(f"{k}: {show(v)}" for k, v in option.sets.items())


def example_rules(catalogue: Catalogue, variant: Variant, example: Example) -> Rules:
    """The rules an example is played by: its variant's, with the example's options."""
    if not example.options:
        return variant.rules
    return apply_options(catalogue, variant, example.options)


def rules_of(catalogue: Catalogue) -> Callable[..., Rules]:
    """``variant_rules`` of ``catalogue``: ``(variant, *options) -> Rules``, the rules of a
    variant played with options it offers; :raises ValueError: no such variant, or a
    :class:`RuleDataError` for options that do not combine."""

    def variant_rules(variant: str, *options: str) -> Rules:
        if variant not in catalogue.variants:
            known = ", ".join(sorted(catalogue.variants))
            raise ValueError(f"no variant '{variant}' in the rule data (known: {known})")
        if not options:
            return catalogue.variants[variant].rules
        return apply_options(catalogue, variant, options)

    return variant_rules


def apply_options(
    catalogue: Catalogue, variant: str | Variant, chosen: tuple[str, ...] | list[str]
) -> Rules:
    """The rules of ``variant`` played with the ``chosen`` options.

    :raises RuleDataError: an option the variant does not offer, two options of one
        group (two game lengths), options that exclude each other, or a combination
        the engine rejects; the message says which values clash.
    """
    v = catalogue.variants[variant] if isinstance(variant, str) else variant
    where = v.location
    values = rule_values(v.rules)
    groups: dict[str, str] = {}
    replaced = {r.option: r.reason for r in v.replaces}
    for oid in chosen:
        if oid not in catalogue.options:
            raise RuleDataError(
                where,
                f"unknown option '{oid}'",
                hint=schema.known(oid, sorted(catalogue.options), "options"),
            )
        if oid in replaced:
            raise RuleDataError(
                where, f"{v.id} does not combine with option '{oid}'", hint=replaced[oid]
            )
        if oid not in v.options:
            raise RuleDataError(
                where,
                f"{v.id} does not offer option '{oid}'",
                hint="it offers " + ", ".join(v.options),
            )
        option = catalogue.options[oid]
        if option.group in groups:
            raise RuleDataError(
                where,
                f"options '{groups[option.group]}' and '{oid}' are both "
                f"{option.group} options: choose one",
            )
        groups[option.group] = oid
        for other in chosen:
            if other in option.excludes:
                raise RuleDataError(
                    where,
                    f"options '{oid}' and '{other}' exclude each other",
                    hint=option.excludes[other],
                )
        values.update(option.sets)
    try:
        return build_rules(values)
    except ValueError as error:
        raise RuleDataError(where, f"{v.id} with {', '.join(chosen)}: {error}") from None
