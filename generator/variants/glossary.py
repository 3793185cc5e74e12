"""``rules/glossary.yaml``: the words of the game as this site uses them."""

from __future__ import annotations

from generator.errors import Location
from generator.files import ProjectFiles
from generator.safe_yaml import read_source
from generator.variants import schema
from generator.variants.model import GlossaryTerm
from generator.variants.schema import Report

SHOWN = "rules/glossary.yaml"
KEYS = ("id", "term", "definition")


def read_glossary(report: Report, files: ProjectFiles) -> tuple[GlossaryTerm, ...]:
    """``terms:`` is a list of {id, term, definition}, ids unique (no file: no terms)."""
    if files.read(SHOWN) is None:
        return ()
    node, problems = read_source(files, SHOWN)
    report.extend(problems)
    if node is None:
        return ()
    top = schema.mapping(report, node, "the glossary", allowed=("terms",), required=("terms",))
    if not top or "terms" not in top:
        return ()
    terms = top["terms"]
    if terms.node.kind != "seq":
        report.error(terms.key_location, f"terms must be a list, not {schema.describe(terms.node)}")
        return ()
    seen: dict[str, Location] = {}
    out: list[GlossaryTerm] = []
    for item in terms.node.items:
        t = schema.mapping(report, item, "a term", allowed=KEYS, required=KEYS)
        if not t or not set(KEYS) <= t.keys():
            continue
        tid = schema.text(report, t["id"], "id")
        twice = tid is not None and tid in seen
        if tid is not None and twice:
            report.error(
                t["id"].key_location,
                f"term id '{tid}' is used twice (first at line {seen[tid].line})",
            )
        elif tid is not None:
            seen[tid] = t["id"].key_location
        term = schema.text(report, t["term"], "term")
        definition = schema.text(report, t["definition"], "definition")
        report.text(
            term,
            t["term"].node.location,
            f"Glossary term {tid or '?'}: the term (use this language's term from"
            " locales/<lang>/glossary.yaml).",
        )
        report.text(
            definition,
            t["definition"].node.location,
            f"Glossary term {tid or '?'}: its definition.",
        )
        if tid is not None and term is not None and definition is not None and not twice:
            out.append(GlossaryTerm(tid, term, definition, t["id"].key_location))
    return tuple(out)
