"""Read ``rules/``, check every file against the schema, resolve ``extends``, build the catalogue.

:func:`check_rules` never raises for bad data: it returns every problem it finds,
sorted by file and line. :func:`load_catalogue` returns the :class:`Catalogue`
or raises :class:`RuleDataError` carrying all the problems.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from generator.engine.rules import Rules
from generator.errors import Location, Problem, RuleDataError
from generator.safe_yaml import Entry, read
from generator.variants import schema
from generator.variants.aspects import check_aspects, read_aspects
from generator.variants.fields import FIELDS, FieldSpec, build_rules, rule_values
from generator.variants.model import (
    Catalogue,
    Example,
    Option,
    PageText,
    Replacement,
    Section,
    Variant,
)
from generator.variants.parameters import read_parameters, read_sources
from generator.variants.schema import Report

STANDARD = "standard"
OTHER_PAGES = ("home", "matrix", "rulebooks", "glossary", "translators")
"""Page ids a text may link to besides the variants'."""
TEXT_NAMES = ("title", "standard")
"""Placeholders every text may use besides the rule fields."""
STATUSES = ("beta", "stable")
VARIANT_KEYS = (
    "id",
    "extends",
    "order",
    "status",
    "rules",
    "options",
    "replaces",
    "text",
    "examples",
)
TEXT_KEYS = ("title", "tagline", "what_is", "history", "other_names", "sections")
EXAMPLE_KEYS = ("id", "title", "prose", "hands", "doctest", "values")
OPTION_KEYS = ("name", "group", "sets", "description", "excludes")

USED_ONLY_WHEN: dict[str, tuple[str, object]] = {
    "oklahoma_ace": ("oklahoma", True),
    "oklahoma_spades": ("oklahoma", True),
    "big_gin_bonus": ("big_gin", True),
    "dead_cards": ("stock_end", "void_at_two"),
    "match.shutout_bonus": ("match.shutout", "flat_bonus"),
    "match.hollywood_games": ("match.hollywood", True),
}
"""Fields that mean something only when another has a value: setting them otherwise is a warning."""

_HTML = re.compile(r"<\s*/?\s*[A-Za-z!]")
_LINK = re.compile(r"\]\(([^)]*)\)")
_NUMBER = re.compile(r"(?<![\w{.])(\d+)(?![\w}])")


# --------------------------------------------------------------------------- raw files


@dataclass
class _Raw:
    """One variant file as written, before inheritance."""

    id: str
    path: str
    location: Location
    extends: str | None = None
    extends_location: Location | None = None
    order: int = 0
    status: str = "beta"
    rules: dict[str, tuple[object, Location]] = field(default_factory=dict)
    rules_location: Location | None = None
    options: tuple[tuple[str, Location], ...] | None = None
    options_location: Location | None = None
    replaces: tuple[Replacement, ...] | None = None
    text: PageText | None = None
    text_locations: tuple[tuple[str, Location], ...] = ()
    examples: tuple[Example, ...] = ()
    ok: bool = True


@dataclass
class _Resolved:
    raw: _Raw
    values: dict[str, object]
    origin: dict[str, tuple[str, Location]]
    """Field -> (variant id, key location) of the file that set it."""
    options: tuple[tuple[str, Location], ...]
    inherited_options: bool
    replaces: tuple[Replacement, ...]
    rules: Rules | None = None


def _rules_block(report: Report, entry: Entry, raw: _Raw) -> None:
    raw.rules_location = entry.key_location
    hand_keys = [n for n in FIELDS if not FIELDS[n].in_match]
    entries = schema.mapping(report, entry.node, "rules", allowed=(*hand_keys, "match"))
    if entries is None:
        return
    for key, sub in entries.items():
        if key == "match":
            match_keys = [FIELDS[n].short for n in FIELDS if FIELDS[n].in_match]
            inner = schema.mapping(report, sub.node, "rules.match", allowed=match_keys)
            for short, e in (inner or {}).items():
                _rule_value(report, FIELDS["match." + short], e, raw)
        else:
            _rule_value(report, FIELDS[key], sub, raw)


def _rule_value(report: Report, spec: FieldSpec, entry: Entry, raw: _Raw) -> None:
    node = entry.node
    value = node.value if node.kind == "scalar" else None
    if node.kind != "scalar":
        report.error(
            entry.key_location,
            f"{spec.name} must be {spec.expected()}, not {schema.describe(node)}",
        )
        return
    problem = spec.check(value)
    if problem:
        hint = None
        if spec.kind == "enum" and isinstance(value, str) and value not in spec.choices:
            hint = schema.did_you_mean(value, spec.choices)
        report.error(entry.key_location, problem, hint)
        raw.ok = False
        return
    raw.rules[spec.name] = (value, entry.key_location)


def _page_text(report: Report, entry: Entry, raw: _Raw) -> None:
    entries = schema.mapping(
        report, entry.node, "text", allowed=TEXT_KEYS, required=("title", "tagline", "what_is")
    )
    if entries is None:
        raw.ok = False
        return
    found: list[tuple[str, Location]] = []

    def one(key: str) -> str:
        if key not in entries:
            return ""
        value = schema.text(report, entries[key], f"text.{key}")
        if value is not None:
            found.append((value, entries[key].node.location))
        return value or ""

    def many(key: str, what: str | None = None) -> tuple[str, ...]:
        if key not in entries:
            return ()
        items = schema.texts(report, entries[key], what or f"text.{key}") or ()
        found.extend(items)
        return tuple(v for v, _ in items)

    title, tagline = one("title"), one("tagline")
    what_is, history = many("what_is"), many("history")
    other_names = ()
    if "other_names" in entries:
        other_names = tuple(
            v for v, _ in schema.texts(report, entries["other_names"], "text.other_names") or ()
        )
    sections: list[Section] = []
    if "sections" in entries:
        node = entries["sections"].node
        if node.kind != "seq":
            report.error(
                entries["sections"].key_location,
                f"text.sections must be a list, not {schema.describe(node)}",
            )
        else:
            seen: dict[str, Location] = {}
            for item in node.items:
                sec = schema.mapping(
                    report,
                    item,
                    "a section",
                    allowed=("id", "title", "paragraphs"),
                    required=("id", "title", "paragraphs"),
                )
                if not sec or not {"id", "title", "paragraphs"} <= sec.keys():
                    continue
                sid = schema.text(report, sec["id"], "a section id")
                stitle = schema.text(report, sec["title"], "a section title")
                paragraphs = schema.texts(report, sec["paragraphs"], "a section's paragraphs")
                if sid is None or stitle is None or paragraphs is None:
                    continue
                if sid in seen:
                    report.error(
                        sec["id"].key_location,
                        f"section id '{sid}' is used twice (first at line {seen[sid].line})",
                    )
                seen[sid] = sec["id"].key_location
                found.append((stitle, sec["title"].node.location))
                found.extend(paragraphs)
                sections.append(Section(sid, stitle, tuple(v for v, _ in paragraphs)))
    raw.text = PageText(title, tagline, what_is, history, other_names, tuple(sections))
    raw.text_locations = tuple(found)


def _examples(report: Report, entry: Entry, raw: _Raw) -> None:
    from generator.engine import parse_hand

    node = entry.node
    if node.kind != "seq":
        report.error(entry.key_location, f"examples must be a list, not {schema.describe(node)}")
        return
    out: list[Example] = []
    seen: dict[str, Location] = {}
    for item in node.items:
        e = schema.mapping(
            report,
            item,
            "an example",
            allowed=EXAMPLE_KEYS,
            required=("id", "title", "prose", "doctest"),
        )
        if e is None or not {"id", "title", "prose", "doctest"} <= e.keys():
            continue
        eid = schema.text(report, e["id"], "an example id")
        title = schema.text(report, e["title"], "an example title")
        prose = schema.text(report, e["prose"], "an example's prose")
        doctest = schema.text(report, e["doctest"], "an example's doctest")
        hands: dict[str, str] = {}
        if "hands" in e:
            h = schema.mapping(
                report,
                e["hands"].node,
                "hands",
                allowed=tuple(e["hands"].node.entries) if e["hands"].node.kind == "map" else (),
            )
            for role, he in (h or {}).items():
                cards = schema.text(report, he, f"the cards of '{role}'")
                if cards is None:
                    continue
                try:
                    parse_hand(cards)
                except ValueError as error:
                    report.error(he.node.location, f"the cards of '{role}': {error}")
                    continue
                hands[role] = cards
        values: dict[str, str] = {}
        if "values" in e:
            v = schema.mapping(
                report,
                e["values"].node,
                "values",
                allowed=tuple(e["values"].node.entries) if e["values"].node.kind == "map" else (),
            )
            for name, ve in (v or {}).items():
                expr = schema.text(report, ve, f"the value '{name}'")
                if expr is None:
                    continue
                try:
                    compile(expr, "<value>", "eval")
                except SyntaxError as error:
                    report.error(
                        ve.node.location,
                        f"the value '{name}' is not a Python expression: {error.msg}",
                    )
                    continue
                values[name] = expr
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
        names = schema.placeholders(prose)
        if isinstance(names, str):
            report.error(e["prose"].node.location, names)
        else:
            declared = []
            if "values" in e and e["values"].node.kind == "map":
                declared = sorted(e["values"].node.entries)
            allowed = {*declared, *_rule_placeholders(), *TEXT_NAMES}
            for name in names:
                if name not in allowed:
                    report.error(
                        e["prose"].node.location,
                        f"unknown placeholder '{{{name}}}'",
                        schema.did_you_mean(name, allowed)
                        or "known values: " + (", ".join(declared) or "none"),
                    )
        raw.text_locations += ((title, e["title"].node.location),)
        out.append(Example(eid, title, prose, hands, doctest, values, e["id"].key_location))
    raw.examples = tuple(out)


def _read_variant(report: Report, path: Path, shown: str) -> _Raw | None:
    node, problems = read(path, shown)
    report.extend(problems)
    stem = path.stem
    raw = _Raw(stem, shown, Location(shown, 1, 1))
    if node is None:
        if not problems:
            report.error(Location(shown), "the file is empty")
        return None
    entries = schema.mapping(
        report, node, "a variant file", allowed=VARIANT_KEYS, required=("text",)
    )
    if entries is None:
        return None
    raw.location = node.location
    if not schema.is_id(stem):
        report.error(
            Location(shown),
            f"the file name '{stem}' must be lower-case words joined by hyphens",
            "it is the variant's id",
        )
    if "id" in entries:
        given = schema.text(report, entries["id"], "id")
        if given is not None and given != stem:
            report.error(
                entries["id"].key_location,
                f"id '{given}' does not match the file name",
                f"the id is the file stem: '{stem}'",
            )
    if "extends" in entries:
        raw.extends = schema.text(report, entries["extends"], "extends")
        raw.extends_location = entries["extends"].key_location
        if stem == STANDARD:
            report.error(
                entries["extends"].key_location,
                "the standard game extends nothing",
                "remove 'extends' from standard.yaml",
            )
            raw.extends = None
    elif stem != STANDARD:
        report.error(
            node.location,
            "a variant lacks the key 'extends'",
            "every variant but the standard game extends another, e.g. 'extends: standard'",
        )
        raw.ok = False
    if "order" in entries:
        raw.order = schema.integer(report, entries["order"], "order", minimum=0) or 0
    elif stem != STANDARD:
        raw.order = 100
    if "status" in entries:
        raw.status = schema.choice(report, entries["status"], "status", STATUSES) or "beta"
    if "rules" in entries:
        _rules_block(report, entries["rules"], raw)
    if "options" in entries:
        raw.options_location = entries["options"].key_location
        items = schema.texts(report, entries["options"], "options")
        raw.options = items if items is not None else ()
    if "replaces" in entries:
        raw.replaces = _replaces(report, entries["replaces"])
    if "text" in entries:
        _page_text(report, entries["text"], raw)
    if "examples" in entries:
        _examples(report, entries["examples"], raw)
    return raw


def _replaces(report: Report, entry: Entry) -> tuple[Replacement, ...]:
    node = entry.node
    if node.kind != "seq":
        report.error(
            entry.key_location,
            f"replaces must be a list of {{option, reason}}, not {schema.describe(node)}",
        )
        return ()
    out = []
    for item in node.items:
        e = schema.mapping(
            report,
            item,
            "a replacement",
            allowed=("option", "reason"),
            required=("option", "reason"),
        )
        if not e or not {"option", "reason"} <= e.keys():
            continue
        option = schema.text(report, e["option"], "option")
        reason = schema.text(report, e["reason"], "reason")
        if option is not None and reason is not None:
            out.append(Replacement(option, reason, e["option"].key_location))
    return tuple(out)


# --------------------------------------------------------------------------- options


def _read_options(report: Report, root: Path) -> dict[str, Option]:
    shown = "rules/options.yaml"
    path = root / shown
    if not path.is_file():
        report.error(
            Location(shown),
            "the options file is missing",
            "it lists the options a variant may combine with",
        )
        return {}
    node, problems = read(path, shown)
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
        rule_names = frozenset(_rule_placeholders())
        if "name" in e:
            report.msgid(name, e["name"].node.location, frozenset())
        if "description" in e:
            report.msgid(description, e["description"].node.location, rule_names)
        sets: dict[str, object] = {}
        if "sets" in e:
            s = e["sets"]
            if s.node.kind != "map":
                report.error(
                    s.key_location,
                    f"sets must map rule fields to values, not {schema.describe(s.node)}",
                )
            else:
                for fname, fe in s.node.entries.items():
                    spec = FIELDS.get(fname)
                    if spec is None:
                        report.error(
                            fe.key_location,
                            f"unknown rule field '{fname}'",
                            schema.known(fname, list(FIELDS), "fields"),
                        )
                        continue
                    value = fe.node.value if fe.node.kind == "scalar" else fe.node
                    problem = (
                        spec.check(value)
                        if fe.node.kind == "scalar"
                        else f"{fname} must be {spec.expected()}"
                    )
                    if problem:
                        report.error(fe.key_location, problem)
                        continue
                    sets[fname] = value
                if not s.node.entries:
                    report.error(s.key_location, f"option '{oid}' sets nothing")
        excl: dict[str, tuple[str, Location]] = {}
        if "excludes" in e:
            xe = e["excludes"]
            if xe.node.kind != "seq":
                report.error(
                    xe.key_location,
                    "excludes must be a list of {option, reason}, not " + schema.describe(xe.node),
                )
            else:
                for item in xe.node.items:
                    x = schema.mapping(
                        report,
                        item,
                        "an exclusion",
                        allowed=("option", "reason"),
                        required=("option", "reason"),
                    )
                    if not x or not {"option", "reason"} <= x.keys():
                        continue
                    other = schema.text(report, x["option"], "option")
                    reason = schema.text(report, x["reason"], "reason")
                    if other is not None and reason is not None:
                        excl[other] = (reason, x["option"].key_location)
        excludes[oid] = excl
        if name is not None:
            options[oid] = Option(oid, name, group, sets, description, entry.key_location)
    # exclusions name known options, and hold both ways
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


# --------------------------------------------------------------------------- inheritance


def _resolve(report: Report, raws: dict[str, _Raw]) -> dict[str, _Resolved]:
    resolved: dict[str, _Resolved] = {}
    broken: set[str] = set()

    def visit(vid: str, chain: list[str]) -> _Resolved | None:
        if vid in resolved:
            return resolved[vid]
        if vid in broken:
            return None
        raw = raws[vid]
        if vid in chain:
            cycle = [*chain[chain.index(vid) :], vid]
            for member in cycle[:-1]:
                m = raws[member]
                report.error(
                    m.extends_location or m.location, "extends makes a cycle: " + " -> ".join(cycle)
                )
                broken.add(member)
            return None
        parent: _Resolved | None = None
        if raw.extends is not None:
            if raw.extends not in raws:
                report.error(
                    raw.extends_location or raw.location,
                    f"unknown variant '{raw.extends}' in extends",
                    schema.known(raw.extends, sorted(raws), "variants"),
                )
                broken.add(vid)
                return None
            parent = visit(raw.extends, [*chain, vid])
            if parent is None:
                broken.add(vid)
                return None
        values = dict(parent.values) if parent else {n: s.default for n, s in FIELDS.items()}
        origin = dict(parent.origin) if parent else {}
        for name, (value, where) in raw.rules.items():
            values[name] = value
            origin[name] = (vid, where)
        replaces = raw.replaces if raw.replaces is not None else (parent.replaces if parent else ())
        if raw.options is not None:
            options, inherited = raw.options, False
        else:
            replaced = {r.option for r in replaces}
            options = tuple(o for o in (parent.options if parent else ()) if o[0] not in replaced)
            inherited = True
        result = _Resolved(raw, values, origin, options, inherited, replaces)
        resolved[vid] = result
        return result

    for vid in raws:
        visit(vid, [])
    return resolved


def _own(res: _Resolved, name: str) -> Location | None:
    """Where this variant's own file sets ``name``, or None."""
    who = res.origin.get(name)
    return who[1] if who and who[0] == res.raw.id else None


def _check_rules(report: Report, res: _Resolved) -> None:
    v = res.values
    if _own(res, "knock_limit") and v["knocking"] is False:
        report.error(
            _own(res, "knock_limit"),  # type: ignore[arg-type]
            f"knock_limit is set to {v['knock_limit']}, but knocking is false",
            "without knocking there is no knock limit: remove one of them",
        )
    pairs = (("oklahoma", "knocking"), ("match.hollywood", "match.target"))
    clash_reported = False
    for a, b in pairs:
        if (a, b) == ("oklahoma", "knocking"):
            clash = v["oklahoma"] is True and v["knocking"] is False
        else:
            clash = v["match.hollywood"] is True and v["match.target"] is None
        if not clash:
            continue
        where = _own(res, a) or _own(res, b)
        if where is None:
            continue  # inherited: reported in the file that set it
        try:
            build_rules({a: v[a], b: v[b]})  # the engine's own words for this clash
        except ValueError as error:
            report.error(where, str(error), f"{a} {_show(v[a])} clashes with {b} {_show(v[b])}")
            clash_reported = True
    for name, (other, needed) in USED_ONLY_WHEN.items():
        where = _own(res, name)
        if where and v[other] != needed:
            report.warning(
                where,
                f"{name} is set but only used when {other} is {_show(needed)}",
                f"here {other} is {_show(v[other])}",
            )
    try:
        res.rules = build_rules(v)
    except ValueError as error:
        if not clash_reported and all(_own(res, n) is None for n in FIELDS):
            pass  # inherited contradiction, reported with the parent
        elif not clash_reported:
            report.error(res.raw.rules_location or res.raw.location, str(error))


def _show(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _check_options(report: Report, res: _Resolved, options: Mapping[str, Option]) -> None:
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
    return "it sets " + ", ".join(f"{k}: {_show(v)}" for k, v in option.sets.items())


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
    for oid in chosen:
        if oid not in catalogue.options:
            raise RuleDataError(
                where,
                f"unknown option '{oid}'",
                hint=schema.known(oid, sorted(catalogue.options), "options"),
            )
        replaced = {r.option: r.reason for r in v.replaces}
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


# --------------------------------------------------------------------------- texts


def _rule_placeholders() -> tuple[str, ...]:
    return tuple(s.placeholder for s in FIELDS.values())


def _check_texts(report: Report, res: _Resolved, page_ids: set[str]) -> None:
    allowed = {*_rule_placeholders(), *TEXT_NAMES}
    numbers = {
        str(value)
        for name, value in res.values.items()
        if isinstance(value, int) and not isinstance(value, bool) and value > 2
    }
    for text, where in res.raw.text_locations:
        check_markup(report, text, where, allowed, page_ids, numbers)


def check_markup(
    report: Report,
    text: str,
    where: Location,
    allowed: set[str] | frozenset[str] | None,
    page_ids: set[str],
    numbers: set[str] = frozenset(),  # type: ignore[assignment]
) -> None:
    """Placeholders known, links to known pages, no raw HTML, no rule number written out."""
    names = schema.placeholders(text) if allowed is not None else []
    if isinstance(names, str):
        report.error(where, names)
    elif allowed is not None:
        for name in names:
            if name not in allowed:
                report.error(
                    where,
                    f"unknown placeholder '{{{name}}}'",
                    schema.known(name, sorted(allowed), "placeholders"),
                )
    if _HTML.search(text):
        report.error(
            where,
            "raw HTML is not allowed in texts",
            "use *emphasis*, **strong** or [text](page:id)",
        )
    for target in _LINK.findall(text):
        if not target.startswith("page:"):
            report.error(
                where, f"link target '{target}' must be page:<id>", "links go to pages of the site"
            )
        elif target[5:] not in page_ids:
            report.error(
                where,
                f"link to unknown page '{target[5:]}'",
                schema.known(target[5:], sorted(page_ids), "pages"),
            )
    for number in _NUMBER.findall(text):
        if number in numbers:
            report.warning(
                where,
                f"the number {number} is written out",
                "a rule value belongs in a placeholder such as {knock_limit}",
            )


# --------------------------------------------------------------------------- glossary


def _check_glossary(report: Report, path: Path, shown: str) -> None:
    """``terms:`` is a list of {id, term, definition}; ids unique. Read by generator.i18n."""
    if not path.is_file():
        return
    node, problems = read(path, shown)
    report.extend(problems)
    if node is None:
        return
    top = schema.mapping(report, node, "the glossary", allowed=("terms",), required=("terms",))
    if not top or "terms" not in top:
        return
    terms = top["terms"]
    if terms.node.kind != "seq":
        report.error(terms.key_location, f"terms must be a list, not {schema.describe(terms.node)}")
        return
    seen: dict[str, Location] = {}
    keys = ("id", "term", "definition")
    for item in terms.node.items:
        t = schema.mapping(report, item, "a term", allowed=keys, required=keys)
        if not t or not set(keys) <= t.keys():
            continue
        tid = schema.text(report, t["id"], "id")
        if tid in seen:
            report.error(
                t["id"].key_location,
                f"term id '{tid}' is used twice (first at line {seen[tid].line})",
            )
        elif tid is not None:
            seen[tid] = t["id"].key_location
        for key in ("term", "definition"):
            report.msgid(schema.text(report, t[key], key), t[key].node.location, frozenset())


# --------------------------------------------------------------------------- the catalogue


def _relative(root: Path, path: Path) -> str:
    return path.relative_to(root).as_posix()


def _collect(root: Path) -> tuple[Catalogue | None, Report]:
    report = Report()
    rules_dir = root / "rules"
    if not rules_dir.is_dir():
        where = Location("rules")
        report.error(
            where,
            "no rules/ folder here",
            "run it in the project folder, or give that folder's path",
        )
        return None, report
    variant_dir = rules_dir / "variants"
    files = sorted(variant_dir.glob("*.yaml")) if variant_dir.is_dir() else []
    if not files:
        report.error(Location("rules/variants"), "no variant files (rules/variants/<id>.yaml)")
    raws: dict[str, _Raw] = {}
    for path in files:
        raw = _read_variant(report, path, _relative(root, path))
        if raw is not None:
            raws[raw.id] = raw
    if files and STANDARD not in raws and not (variant_dir / f"{STANDARD}.yaml").exists():
        report.error(
            Location("rules/variants"),
            "the standard game's file is missing",
            "rules/variants/standard.yaml",
        )
    options = _read_options(report, root)
    sources = read_sources(report, root)
    parameters = read_parameters(report, root, sources)
    aspects = read_aspects(report, root, options)
    _check_glossary(
        report, rules_dir / "glossary.yaml", _relative(root, rules_dir) + "/glossary.yaml"
    )
    resolved = _resolve(report, raws)
    page_ids = {*raws, *OTHER_PAGES}
    for text, where, allowed in report.msgids:
        check_markup(report, text, where, allowed, page_ids)
    for res in resolved.values():
        _check_rules(report, res)
        _check_options(report, res, options)
        _check_texts(report, res, page_ids)
    # the variants that could be built go on to the aspect checks, so that a broken
    # file does not hide the problems of the rest
    usable = [r for r in resolved.values() if r.rules is not None and r.raw.text is not None]
    ordered = sorted(usable, key=lambda r: (r.raw.extends is not None, r.raw.order, r.raw.id))
    variants = {
        r.raw.id: Variant(
            id=r.raw.id,
            extends=r.raw.extends,
            rules=r.rules,  # type: ignore[arg-type]
            text=r.raw.text,  # type: ignore[arg-type]
            options=tuple(o for o, _ in r.options),
            replaces=r.replaces,
            examples=r.raw.examples,
            status=r.raw.status,
            location=r.raw.location,
            order=r.raw.order,
        )
        for r in ordered
    }
    catalogue = Catalogue(variants, options, aspects, parameters, sources)
    if STANDARD in variants:
        check_aspects(report, catalogue)
    if report.errors:
        return None, report
    return catalogue, report


def _sorted(problems: list[Problem]) -> list[Problem]:
    return sorted(problems, key=lambda p: (p.location.path, p.location.line, p.location.column))


def check_rules(root: Path) -> list[Problem]:
    """Every problem in ``root/rules``, sorted by file and line; never raises for bad data."""
    return _sorted(_collect(Path(root))[1].problems)


def load_catalogue(root: Path) -> Catalogue:
    """The validated catalogue of ``root/rules``.

    :raises RuleDataError: when any error is found; ``.problems`` holds them all.
    """
    catalogue, report = _collect(Path(root))
    if catalogue is None:
        problems = _sorted(report.errors)
        first = problems[0]
        error = RuleDataError(first.location, first.message)
        error.problems = problems  # type: ignore[attr-defined]
        raise error
    return catalogue
