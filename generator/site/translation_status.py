"""The translators' page: how far each catalog is, and this language's open problems.

The figures are those of ``gin-rules i18n status`` (:mod:`generator.i18n.status`),
measured once per build; here they are only put into table rows and lists.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass
from html import escape
from pathlib import Path

from markupsafe import Markup

from generator import __version__, i18n
from generator.cache import DiskCache
from generator.errors import Location, Problem
from generator.i18n import Localizer
from generator.i18n.checks import Finding, catalog_findings
from generator.i18n.state import SOURCE_LANGUAGE
from generator.i18n.status import LanguageStatus, catalog_status
from generator.site.pages import Row


@dataclass(frozen=True)
class TranslationStatus:
    """Every language's status and every catalog finding, as one build measured them."""

    statuses: tuple[LanguageStatus, ...]
    findings: tuple[Finding, ...]

    @classmethod
    def measure(cls, root: Path, cache: Path | None = None) -> TranslationStatus:
        """Checks every catalog; with ``cache`` (a folder), the findings are stored there
        under a hash of every file they depend on, and read back while none changed."""
        findings = _cached_findings(root, cache) if cache is not None else None
        if findings is None:
            findings = catalog_findings(root)
            if cache is not None:
                _store_findings(root, cache, findings)
        return cls(tuple(catalog_status(root, findings)), tuple(findings))

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


def _inputs_key(root: Path) -> str:
    """A hash of the catalogs, glossaries and rule data the findings depend on, and of the
    code that decides them (the modules of :mod:`generator.i18n` and the rule loader)."""
    package = Path(i18n.__file__).parents[1]
    files = sorted((package / "i18n").glob("*.py")) + sorted((package / "variants").glob("*.py"))
    for folder in (root / "locales", root / "rules"):
        if folder.is_dir():
            files += sorted(p for p in folder.rglob("*") if p.suffix in (".po", ".pot", ".yaml"))
    digest = hashlib.sha256(__version__.encode())
    for path in files:
        digest.update(
            str(path.relative_to(root) if path.is_relative_to(root) else path.name).encode()
        )
        digest.update(path.read_bytes() if path.is_file() else b"")
    return digest.hexdigest()[:32]


def _cached_findings(root: Path, cache: Path) -> list[Finding] | None:
    data = DiskCache(cache).get("catalog-findings", _inputs_key(root))
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


def _store_findings(root: Path, cache: Path, findings: list[Finding]) -> None:
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
    DiskCache(cache).put("catalog-findings", _inputs_key(root), data)


def is_source(code: str) -> bool:
    return code == SOURCE_LANGUAGE
