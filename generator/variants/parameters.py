"""The parameter catalogue (``rules/parameters.yaml``) and its sources (``rules/sources.yaml``).

Each parameter is a disputed rule that is an engine field: its name, title, meaning,
type and default (both checked against the engine), and the values published rule
books use, each with a description and the tags of its sources.
"""

from __future__ import annotations

from collections.abc import Mapping

from generator.errors import Location
from generator.files import ProjectFiles
from generator.safe_yaml import Entry, read_source
from generator.variants import schema
from generator.variants.fields import FIELDS, FieldSpec
from generator.variants.model import Parameter, ParameterValue, Source
from generator.variants.schema import Report

PARAMETER_KEYS = ("name", "title", "meaning", "type", "default", "values", "minimum", "maximum")
TYPES = ("bool", "int", "enum")


def read_sources(report: Report, files: ProjectFiles) -> dict[str, Source]:
    shown = "rules/sources.yaml"
    if files.read(shown) is None:
        report.error(
            Location(shown),
            "the sources file is missing",
            "it maps source tags to titles and addresses",
        )
        return {}
    node, problems = read_source(files, shown)
    report.extend(problems)
    if node is None:
        return {}
    if node.kind != "map":
        report.error(
            node.location, f"sources.yaml must map tags to sources, not {schema.describe(node)}"
        )
        return {}
    sources: dict[str, Source] = {}
    for tag, entry in node.entries.items():
        s = schema.mapping(
            report,
            entry.node,
            f"source '{tag}'",
            allowed=("by", "title", "url", "note"),
            required=("title",),
        )
        if not s or "title" not in s:
            continue
        title = schema.text(report, s["title"], "title")
        by = (schema.text(report, s["by"], "by") if "by" in s else None) or ""
        note = schema.text(report, s["note"], "note") if "note" in s else None
        comment = (
            f"Page rulebooks (Where the rule books differ), source {tag}: what of it is meant."
        )
        if note is not None:
            report.text(note, s["note"].node.location, comment)
        url = (schema.text(report, s["url"], "url") if "url" in s else None) or ""
        if url and not url.startswith(("https://", "http://")):
            report.error(
                s["url"].key_location, f"url must start with https:// or http://, not '{url}'"
            )
        if title is not None:
            sources[tag] = Source(tag, title, url, note or "", by)
    return sources


def read_parameters(
    report: Report, files: ProjectFiles, sources: dict[str, Source]
) -> dict[str, Parameter]:
    shown = "rules/parameters.yaml"
    if files.read(shown) is None:
        report.error(
            Location(shown),
            "the parameter catalogue is missing",
            "it feeds the page on where the rule books differ",
        )
        return {}
    node, problems = read_source(files, shown)
    report.extend(problems)
    if node is None:
        return {}
    if node.kind != "seq":
        report.error(
            node.location,
            f"parameters.yaml must be a list of parameters, not {schema.describe(node)}",
        )
        return {}
    out: dict[str, Parameter] = {}
    for item in node.items:
        p = schema.mapping(
            report,
            item,
            "a parameter",
            allowed=PARAMETER_KEYS,
            required=("name", "title", "meaning", "type", "default", "values"),
        )
        if not p or "name" not in p:
            continue
        name = schema.text(report, p["name"], "name")
        if name is None:
            continue
        spec = FIELDS.get(name)
        if spec is None:
            report.error(
                p["name"].key_location,
                f"'{name}' is not a rule field",
                schema.known(name, list(FIELDS), "fields"),
            )
            continue
        if name in out:
            report.error(p["name"].key_location, f"parameter '{name}' is listed twice")
            continue
        title = schema.text(report, p["title"], "title") if "title" in p else None
        meaning = schema.text(report, p["meaning"], "meaning") if "meaning" in p else None
        where = f"Page rulebooks (Where the rule books differ), rule {name}"
        if "title" in p:
            report.text(title, p["title"].node.location, f"{where}: its title.")
        if "meaning" in p:
            report.text(meaning, p["meaning"].node.location, f"{where}: what it means.")
        kind = schema.choice(report, p["type"], "type", TYPES) if "type" in p else None
        if kind is not None and kind != spec.kind:
            report.error(
                p["type"].key_location, f"{name} is of type {spec.kind} in the engine, not {kind}"
            )
        default: object = None
        if "default" in p:
            default = (
                p["default"].node.value if p["default"].node.kind == "scalar" else p["default"].node
            )
            if default != spec.default or type(default) is not type(spec.default):
                report.error(
                    p["default"].key_location,
                    f"the default of {name} is {_show(spec.default)} in the engine, "
                    f"not {_show(default)}",
                )
        bounds: dict[str, int | None] = {"minimum": None, "maximum": None}
        for key in bounds:
            if key in p:
                bounds[key] = schema.integer(report, p[key], key)
        values = _values(report, p.get("values"), spec, sources, bounds)
        if "default" in p and values and not any(v.value == spec.default for v in values):
            report.warning(
                p["default"].key_location, f"the default of {name} is not among its values"
            )
        if title is None or meaning is None or kind is None or values is None:
            continue
        out[name] = Parameter(
            name,
            title,
            meaning,
            kind,
            spec.default,
            values,
            bounds["minimum"],
            bounds["maximum"],
            spec.choices,
            p["name"].key_location,
        )
    return out


def _values(
    report: Report,
    entry: Entry | None,
    spec: FieldSpec,
    sources: Mapping[str, Source],
    bounds: Mapping[str, int | None],
) -> tuple[ParameterValue, ...] | None:
    if entry is None:
        return None
    if entry.node.kind != "seq" or not entry.node.items:
        report.error(
            entry.key_location,
            f"values must be a non-empty list, not {schema.describe(entry.node)}",
        )
        return None
    out = []
    for item in entry.node.items:
        v = schema.mapping(
            report,
            item,
            "a value",
            allowed=("value", "label", "description", "sources"),
            required=("value", "description", "sources"),
        )
        if not v or not {"value", "description", "sources"} <= v.keys():
            continue
        value = v["value"].node.value if v["value"].node.kind == "scalar" else v["value"].node
        problem = (
            spec.check(value)
            if v["value"].node.kind == "scalar"
            else f"{spec.name} must be {spec.expected()}"
        )
        if problem:
            report.error(v["value"].key_location, problem)
            continue
        for key, bound in bounds.items():
            if (
                bound is not None
                and isinstance(value, int)
                and (value < bound if key == "minimum" else value > bound)
            ):
                report.error(
                    v["value"].key_location, f"{value} is outside the parameter's {key} {bound}"
                )
        where = f"Page rulebooks (Where the rule books differ), rule {spec.name}"
        shown = _show(value)
        label = None
        if "label" in v:
            label = schema.text(report, v["label"], "label")
            report.text(
                label, v["label"].node.location, f"{where}: the short name of the value {shown}."
            )
        description = schema.text(report, v["description"], "description")
        report.text(
            description, v["description"].node.location, f"{where}: who plays the value {shown}."
        )
        if "label" not in v and spec.kind == "enum":
            report.error(
                v["value"].key_location,
                f"the value {value!r} has no label",
                "add 'label:', the short name the page shows for it (translated like all text)",
            )
        tags = schema.texts(report, v["sources"], "sources") or ()
        for tag, at in tags:
            if tag not in sources:
                report.error(
                    at, f"unknown source tag '{tag}'", schema.known(tag, sorted(sources), "tags")
                )
        if description is not None:
            out.append(ParameterValue(value, description, tuple(t for t, _ in tags), label))
    return tuple(out)


def _show(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
