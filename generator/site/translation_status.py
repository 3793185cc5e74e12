"""The translators' page: how far each catalog is, and this language's open problems.

The figures are those of ``gin-rules i18n status`` (:mod:`generator.i18n.status`),
measured once per build; here they are only put into table rows and lists.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from html import escape

from markupsafe import Markup

from generator.cache import DiskCache
from generator.errors import Location, Problem
from generator.i18n import Localizer
from generator.i18n.checks import Finding, catalog_findings
from generator.i18n.state import SOURCE_LANGUAGE
from generator.i18n.status import LanguageStatus, catalog_status
from generator.project import Project
from generator.site.pages import Row, page_ids


@dataclass(frozen=True)
class TranslationStatus:
    """Every language's status and every catalog finding, as one build measured them."""

    statuses: tuple[LanguageStatus, ...]
    findings: tuple[Finding, ...]

    @classmethod
    def measure(cls, project: Project) -> TranslationStatus:
        """Checks every catalog of ``project``; the findings are kept in its disk cache
        under the project's fingerprint (its files, the languages loaded, all the code),
        and read back while it is the same."""
        cache = project.disk_cache()
        key = project.fingerprint[:32]
        findings = _cached_findings(cache, key) if cache is not None else None
        if findings is None:
            findings = project_catalog_findings(project)
            if cache is not None:
                _store_findings(cache, key, findings)
        return cls(tuple(catalog_status(project.translations, findings)), tuple(findings))

    def rows(self, loc: Localizer) -> tuple[Row, ...]:
        """A row per language, labelled with its own name; figures in ``loc``'s way."""
        rows = []
        for s in self.statuses:
            translated = (
                f"{loc.format_number(s.translated)} ({loc.format_percent(s.percent / 100)})"
            )
            figures = (s.fuzzy, s.missing, s.glossary_problems, s.placeholder_problems)
            cells = (translated, *(loc.format_number(n) for n in figures))
            rows.append(Row(Markup(escape(s.name)), tuple(Markup(escape(c)) for c in cells)))
        return tuple(rows)

    def problems(self, code: str) -> list[tuple[str, str]]:
        """Where and what, for each open problem of language ``code``'s catalog."""
        return [
            (str(f.problem.location), f"{f.problem.severity}: {f.problem.message}")
            for f in self.findings
            if f.language == code
        ]


def project_catalog_findings(project: Project) -> list[Finding]:
    """Every finding of the project's catalogs: their links checked against every page of
    the site, their glossaries against the rule glossary (when the rule data has one)."""
    rules = project.rules
    terms = tuple(t.id for t in rules.catalogue.glossary) if rules.catalogue.glossary else None
    pages = page_ids(rules.variant_ids)
    return catalog_findings(project.translations, pages, terms)


def _cached_findings(cache: DiskCache, key: str) -> list[Finding] | None:
    data = cache.get("catalog-findings", key)
    if not isinstance(data, list):
        return None  # not stored yet
    try:
        return [
            Finding(
                f["language"],
                f["kind"],
                Problem(Location(**f["location"]), f["message"], f["severity"]),
            )
            for f in data
        ]
    except (TypeError, KeyError):
        return None  # not stored yet, or damaged: checked again


def _store_findings(cache: DiskCache, key: str, findings: list[Finding]) -> None:
    data = [
        {
            "language": f.language,
            "kind": f.kind,
            "location": asdict(f.problem.location),
            "message": f.problem.message,
            "severity": f.problem.severity,
        }
        for f in findings
    ]
    cache.put("catalog-findings", key, data)


def is_source(code: str) -> bool:
    return code == SOURCE_LANGUAGE
