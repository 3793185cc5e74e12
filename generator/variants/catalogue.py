"""Read every file of ``rules/``, check it, resolve ``extends``, build the catalogue.

:func:`check_rules` never raises for bad data: it returns every problem it finds,
sorted by file and line. :func:`load_catalogue` returns the :class:`Catalogue`
or raises :class:`RuleDataError` carrying all the problems. Both read the files again
only when their contents changed: a process that asks again (``mkdocs serve`` on every
save, the catalog checks of a build, the tests) shares the frozen result.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from generator.errors import Location, Problem, RuleDataError
from generator.variants.aspects import check_aspects, read_aspects
from generator.variants.glossary import read_glossary
from generator.variants.inheritance import Resolved, resolve
from generator.variants.markup import check_markup, check_page_texts
from generator.variants.model import SITE_PAGES, Catalogue, Variant
from generator.variants.options import check_variant_options, example_rules, read_options
from generator.variants.parameters import read_parameters, read_sources
from generator.variants.rule_checks import check_rule_values
from generator.variants.schema import Report
from generator.variants.variant_file import STANDARD, RawVariant, read_variant


def _read_variants(report: Report, root: Path) -> tuple[dict[str, RawVariant], set[str]]:
    """The variant files that could be read, and the ids of all (a page each)."""
    variant_dir = root / "rules" / "variants"
    files = sorted(variant_dir.glob("*.yaml")) if variant_dir.is_dir() else []
    if not files:
        report.error(Location("rules/variants"), "no variant files (rules/variants/<id>.yaml)")
    raws: dict[str, RawVariant] = {}
    for path in files:
        raw = read_variant(report, path, path.relative_to(root).as_posix())
        if raw is not None:
            raws[raw.id] = raw
    if files and STANDARD not in raws and not (variant_dir / f"{STANDARD}.yaml").exists():
        report.error(
            Location("rules/variants"),
            "the standard game's file is missing",
            "rules/variants/standard.yaml",
        )
    return raws, {path.stem for path in files}


def _variant(r: Resolved) -> Variant:
    assert r.rules is not None and r.raw.text is not None
    return Variant(
        id=r.raw.id,
        extends=r.raw.extends,
        rules=r.rules,
        text=r.raw.text,
        options=tuple(o for o, _ in r.options),
        replaces=r.replaces,
        examples=r.raw.examples,
        status=r.raw.status,
        location=r.raw.location,
        order=r.raw.order,
    )


_COLLECTED: dict[Path, tuple[str, tuple[Catalogue | None, Report]]] = {}


def _contents(root: Path) -> str | None:
    """A hash of every file's name and bytes under ``root/rules``; None when one cannot be
    read (the reader then reports it)."""
    digest = hashlib.sha256()
    try:
        for path in sorted((root / "rules").rglob("*")):
            if path.is_file():
                digest.update(str(path.relative_to(root)).encode() + b"\0")
                digest.update(path.read_bytes() + b"\0")
    except (OSError, ValueError):
        return None
    return digest.hexdigest()


def _collect(root: Path) -> tuple[Catalogue | None, Report]:
    """:func:`_collect_anew`, kept while no file of ``root/rules`` changes."""
    key, contents = root.resolve(), _contents(root)
    kept = _COLLECTED.get(key)
    if contents is not None and kept is not None and kept[0] == contents:
        return kept[1]
    collected = _collect_anew(root)
    if contents is not None:
        _COLLECTED[key] = (contents, collected)
    return collected


def _collect_anew(root: Path) -> tuple[Catalogue | None, Report]:
    report = Report()
    if not (root / "rules").is_dir():
        report.error(
            Location("rules"),
            "no rules/ folder here",
            "run it in the project folder, or give that folder's path",
        )
        return None, report
    raws, variant_ids = _read_variants(report, root)
    options = read_options(report, root)
    sources = read_sources(report, root)
    parameters = read_parameters(report, root, sources)
    aspects = read_aspects(report, root, options)
    glossary = read_glossary(report, root)
    resolved = resolve(report, raws)
    page_ids = {*variant_ids, *SITE_PAGES}
    for source, allowed in report.unchecked:
        check_markup(report, source.text, source.location, allowed, page_ids)
    for res in resolved.values():
        check_rule_values(report, res)
        check_variant_options(report, res, options)
        check_page_texts(report, res, page_ids)
    # the variants that could be built go on to the aspect checks, so that a broken
    # file does not hide the problems of the rest
    usable = [r for r in resolved.values() if r.rules is not None and r.raw.text is not None]
    ordered = sorted(usable, key=lambda r: (r.raw.extends is not None, r.raw.order, r.raw.id))
    variants = {r.raw.id: _variant(r) for r in ordered}
    catalogue = Catalogue(
        variants, options, aspects, parameters, sources, glossary, tuple(report.texts)
    )
    if STANDARD in variants:
        check_aspects(report, catalogue)
    for variant in variants.values():
        for example in variant.examples:
            try:
                example_rules(catalogue, variant, example)
            except RuleDataError as error:
                report.error(
                    example.location, f"example '{example.id}': {error.message}", error.hint
                )
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
