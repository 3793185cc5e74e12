"""Read every file of ``rules/``, check it, resolve ``extends``, build the catalogue.

:func:`read_rules` never raises for bad data: it returns a :class:`RuleData` with every
problem found, sorted by file and line, and the catalogue of everything that could be
built (the variants of files without errors). :func:`load_catalogue` returns the whole
:class:`Catalogue` or raises :class:`RuleDataError` carrying all the problems. Both read
the project's files as :class:`~generator.files.ProjectFiles` holds them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from generator.errors import Location, Problem, RuleDataError
from generator.files import ProjectFiles
from generator.variants.aspects import check_aspects, read_aspects
from generator.variants.glossary import read_glossary
from generator.variants.inheritance import Resolved, resolve
from generator.variants.markup import check_markup, check_page_texts
from generator.variants.model import Catalogue, Variant
from generator.variants.options import check_variant_options, example_rules, read_options
from generator.variants.parameters import read_parameters, read_sources
from generator.variants.rule_checks import check_rule_values
from generator.variants.schema import Report
from generator.variants.variant_file import STANDARD, RawVariant, read_variant

VARIANTS = "rules/variants"
"""The folder of the variant files, one per game: ``rules/variants/<id>.yaml``."""


@dataclass(frozen=True)
class RuleData:
    """What ``rules/`` holds: everything that could be built, and every problem."""

    catalogue: Catalogue
    """The catalogue of what loaded: every variant when :attr:`complete`, else those of
    the files without errors (their examples can still be checked)."""
    problems: tuple[Problem, ...]
    """Every problem, sorted by file and line."""
    variant_ids: tuple[str, ...]
    """One per variant file, loaded or not: the game pages the site has."""

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "error")

    @property
    def complete(self) -> bool:
        """Whether the rule data has no error (the site can be built from it)."""
        return not self.errors

    def whole(self) -> Catalogue:
        """The catalogue; :raises RuleDataError: with every problem, when any is an error."""
        if self.complete:
            return self.catalogue
        first = self.errors[0]
        raise RuleDataError(first.location, first.message, problems=self.errors)


def variant_files(files: ProjectFiles) -> tuple[str, ...]:
    """The variant files of the project, by path."""
    return files.listing(VARIANTS, ".yaml")


def _read_variants(report: Report, files: ProjectFiles) -> dict[str, RawVariant]:
    """The variant files that could be read."""
    paths = variant_files(files)
    if not paths:
        report.error(Location(VARIANTS), f"no variant files ({VARIANTS}/<id>.yaml)")
    raws: dict[str, RawVariant] = {}
    for path in paths:
        raw = read_variant(report, files, path)
        if raw is not None:
            raws[raw.id] = raw
    if paths and f"{VARIANTS}/{STANDARD}.yaml" not in paths:
        report.error(
            Location(VARIANTS), "the standard game's file is missing", f"{VARIANTS}/standard.yaml"
        )
    return raws


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


def read_rules(files: ProjectFiles) -> RuleData:
    """Every problem of the project's ``rules/``, and the catalogue of what loaded."""
    report = Report()
    if not files.is_folder("rules"):
        report.error(
            Location("rules"),
            "no rules/ folder here",
            "run it in the project folder, or give that folder's path",
        )
        return RuleData(Catalogue({}, {}, (), {}, {}), tuple(report.problems), ())
    raws = _read_variants(report, files)
    options = read_options(report, files)
    sources = read_sources(report, files)
    parameters = read_parameters(report, files, sources)
    aspects = read_aspects(report, files, options)
    glossary = read_glossary(report, files)
    resolved = resolve(report, raws)
    for source, allowed in report.unchecked:
        check_markup(report, source.text, source.location, allowed)
    for res in resolved.values():
        check_rule_values(report, res)
        check_variant_options(report, res, options)
        check_page_texts(report, res)
    # the variants that could be built go on to the aspect and example checks, so that a
    # broken file does not hide the problems of the rest
    broken = {p.location.path for p in report.problems if p.severity == "error"}
    usable = [
        r
        for r in resolved.values()
        if r.rules is not None and r.raw.text is not None and r.raw.path not in broken
    ]
    ordered = sorted(usable, key=lambda r: (r.raw.extends is not None, r.raw.order, r.raw.id))
    variants = {r.raw.id: _variant(r) for r in ordered}
    catalogue = Catalogue(
        variants,
        options,
        aspects,
        parameters,
        sources,
        glossary,
        tuple(report.texts),
        tuple(report.links),
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
    ids = tuple(PurePosixPath(path).stem for path in variant_files(files))
    return RuleData(catalogue, tuple(_sorted(report.problems)), ids)


def _sorted(problems: list[Problem]) -> list[Problem]:
    return sorted(problems, key=lambda p: (p.location.path, p.location.line, p.location.column))


def load_catalogue(files: ProjectFiles) -> Catalogue:
    """The validated catalogue of the project's ``rules/``.

    :raises RuleDataError: when any error is found; ``.problems`` holds them all.
    """
    return read_rules(files).whole()
