"""One variant file, ``rules/variants/<id>.yaml``, as written: before inheritance."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from generator.errors import Location
from generator.files import ProjectFiles
from generator.safe_yaml import Entry, read_source
from generator.variants import schema
from generator.variants.examples import read_examples
from generator.variants.fields import FIELDS, FieldSpec
from generator.variants.model import Example, PageText, Replacement
from generator.variants.page_text import read_page_text
from generator.variants.schema import Report

STANDARD = "standard"
"""The id of the standard game: the one variant that extends nothing."""
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
REPLACEMENT_KEYS = ("option", "reason")
TEXT_NAMES = ("title", "standard")
"""Placeholders every text may use besides the rule fields."""


def rule_placeholders() -> tuple[str, ...]:
    """The placeholders of the rule fields (``{knock_limit}``, ``{target}``)."""
    return tuple(s.placeholder for s in FIELDS.values())


@dataclass
class RawVariant:
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
    """Every text of the page a translator sees, with its place (for the markup checks)."""
    examples: tuple[Example, ...] = ()


def read_variant(report: Report, files: ProjectFiles, shown: str) -> RawVariant | None:
    """The variant file at ``shown`` (relative to the project); None when unusable."""
    node, problems = read_source(files, shown)
    report.extend(problems)
    stem = PurePosixPath(shown).stem
    raw = RawVariant(stem, shown, Location(shown, 1, 1))
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
    _identity(report, entries, raw, node.location)
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
    page = f"Page {stem}"
    if "text" in entries:
        text = read_page_text(report, entries["text"], stem)
        if text is not None:
            raw.text = text.text
            raw.text_locations = text.locations
            if text.text.title:
                page += f" ({text.text.title})"
    for replacement in raw.replaces or ():
        comment = f"{page}: why this game takes the place of the option {replacement.option}."
        report.text(replacement.reason, replacement.reason_location, comment)
    if "examples" in entries:
        allowed = (*rule_placeholders(), *TEXT_NAMES)
        raw.examples, titles = read_examples(report, entries["examples"], page, allowed)
        raw.text_locations += titles
    return raw


def _identity(report: Report, entries: dict[str, Entry], raw: RawVariant, at: Location) -> None:
    """The id (the file stem) and what the variant extends."""
    stem = raw.id
    if not schema.is_id(stem):
        report.error(
            Location(raw.path),
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
            at,
            "a variant lacks the key 'extends'",
            "every variant but the standard game extends another, e.g. 'extends: standard'",
        )


def _rules_block(report: Report, entry: Entry, raw: RawVariant) -> None:
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


def _rule_value(report: Report, spec: FieldSpec, entry: Entry, raw: RawVariant) -> None:
    node = entry.node
    if node.kind != "scalar":
        report.error(
            entry.key_location,
            f"{spec.name} must be {spec.expected()}, not {schema.describe(node)}",
        )
        return
    value = node.value
    problem = spec.check(value)
    if problem:
        hint = None
        if spec.kind == "enum" and isinstance(value, str) and value not in spec.choices:
            hint = schema.did_you_mean(value, spec.choices)
        report.error(entry.key_location, problem, hint)
        return
    raw.rules[spec.name] = (value, entry.key_location)


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
        keys = REPLACEMENT_KEYS
        e = schema.mapping(report, item, "a replacement", allowed=keys, required=keys)
        if not e or not set(keys) <= e.keys():
            continue
        option = schema.text(report, e["option"], "option")
        reason = schema.text(report, e["reason"], "reason")
        if option is not None and reason is not None:
            out.append(
                Replacement(option, reason, e["option"].key_location, e["reason"].node.location)
            )
    return tuple(out)
