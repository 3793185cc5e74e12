"""Helpers of the localization tests."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from generator.errors import Problem
from generator.i18n import TEMPLATE, Localizer, catalog_path
from generator.i18n.catalog import Updated, plan, write
from generator.i18n.checks import Finding
from generator.i18n.status import LanguageStatus, catalog_status
from generator.i18n.translations import Read
from generator.site.translation_status import project_catalog_findings
from tests.support import ROOT, extracted, line_of, load
from tests.support import copy_project as copy_parts

__all__ = ["ROOT", "line_of"]

FIXTURES = Path(__file__).parent / "fixtures"


def copy_project(target: Path, parts: tuple[str, ...] | None = None) -> Path:
    """A copy of what extract reads and writes (or of ``parts``) at ``target``."""
    return copy_parts(target, extracted() if parts is None else parts)


def files_of(folder: Path) -> dict[str, bytes]:
    """Each file under ``folder`` (relative path) -> its bytes."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


# -- the project API by a fixture project's folder --------------------------------------


def po_path(root: Path, code: str) -> Path:
    """The catalog of language ``code`` in the project at ``root``."""
    return root / catalog_path(code)


def pot_path(root: Path) -> Path:
    return root / TEMPLATE


def languages_of(root: Path) -> tuple[str, ...]:
    return load(root).languages


def localizers_of(root: Path) -> dict[str, Localizer]:
    """:raises CatalogError: as the build does."""
    return load(root).localizers()


def catalogs_of(root: Path, codes: Iterable[str] | None = None) -> tuple[Read, dict[str, Read]]:
    """The template and each language's catalog (or why it is unusable)."""
    t = load(root).translations
    return t.template, {code: t.catalogs[code] for code in codes or t.languages[1:]}


def findings_of(root: Path) -> list[Finding]:
    return project_catalog_findings(load(root))


def problems_of(root: Path) -> list[Problem]:
    return [f.problem for f in findings_of(root)]


def status_of(root: Path) -> list[LanguageStatus]:
    project = load(root)
    return catalog_status(project.translations, project_catalog_findings(project))


def update(root: Path, codes: Iterable[str] | None = None) -> list[Updated]:
    """``gin-rules i18n extract`` of the project at ``root`` (``codes``: the languages to
    merge, by default all of the project's)."""
    project = load(root)
    planned = plan(project.files, project.catalogue, project.translations, codes)
    write(planned)
    return [updated for updated, _ in planned]
