"""What every test folder shares: the repository, its project, copies of it.

Tests never depend on the current folder and never write into the checkout: they read
the repository at :data:`ROOT` (its :func:`project`, loaded once per test process) and
change copies of it (:func:`copy_project`) in pytest's temporary folders. Assertions about
the shipped content read it from :func:`project`, never a count written here.
"""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path

from generator.errors import Problem
from generator.files import ProjectFiles
from generator.i18n import Localizer
from generator.i18n.language_list import LANGUAGE_LIST, list_text
from generator.i18n.mapping import MAPPING_FILE, read_mapping
from generator.project import Project
from generator.settings import Settings
from generator.variants.model import Catalogue

ROOT = Path(__file__).resolve().parents[1]
"""The repository: the project the tests check."""


@cache
def project() -> Project:
    """The repository's project, loaded once per test process."""
    return Project.load(Settings.from_environment(ROOT))


LANGUAGES = project().languages
"""The site's languages, English first."""

DATA = ("rules", "locales")
"""The rule data and the catalogs: what the loader and the localizers read."""

BUILT = ("mkdocs.yml", "docs", "rules", "locales", "babel.cfg", "generator/build/hooks.py")
"""What ``mkdocs build`` reads of the project (the rest of the package is installed)."""


def extracted() -> tuple[str, ...]:
    """What ``gin-rules i18n extract`` reads and writes in the project: the data, the
    mapping file and every source it names (read from ``babel.cfg`` itself)."""
    method_map, _ = read_mapping(ProjectFiles.snapshot(ROOT))
    sources = []
    for pattern, _method in method_map:
        fixed = pattern.split("*", 1)[0]
        if "*" in pattern and not fixed.endswith("/"):
            fixed = fixed.rsplit("/", 1)[0]  # "rules/x*.yaml": its folder
        sources.append(fixed.rstrip("/"))
    return tuple(dict.fromkeys([MAPPING_FILE, *DATA, *sources]))


def copy_project(target: Path, parts: tuple[str, ...] = DATA) -> Path:
    """A copy of the project's ``parts`` (files or folders, compiled catalogs left out)
    at ``target``, which is returned; ``target`` must not hold them yet."""
    target.mkdir(parents=True, exist_ok=True)
    for part in parts:
        source, copied = ROOT / part, target / part
        copied.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, copied, ignore=shutil.ignore_patterns("*.mo", "__pycache__"))
        elif source.is_file():
            shutil.copy2(source, copied)
    return target


def keep_languages(root: Path, *codes: str) -> None:
    """Leave only ``codes`` (and English) of the languages of the copy at ``root``: the
    other folders deleted, and the language list written anew (a test that needs one
    language only, or none, to add its own)."""
    for folder in (root / "locales").iterdir():
        if folder.is_dir() and folder.name not in ("en", *codes):
            shutil.rmtree(folder)
    listed = root / LANGUAGE_LIST
    if listed.exists():
        listed.write_bytes(list_text(codes))


def load(root: Path, *, only: str | None = None) -> Project:
    """The project of a copy at ``root`` (a fixture project), read now, with the tests'
    disk cache (its values are keyed by their inputs: sharing it serves nothing stale)."""
    cache = Settings.from_environment(root).cache
    return Project.load(Settings(root, cache, only))


def rule_problems(root: Path) -> list[Problem]:
    """The problems of the rule data of the project at ``root`` (``gin-rules check
    --rules`` without the examples)."""
    from generator.checks import rule_problems as problems_of

    return list(problems_of(load(root)))


def catalogue_of(root: Path) -> Catalogue:
    """The rule catalogue of the project at ``root``; :raises RuleDataError:."""
    return load(root).catalogue


def localizers() -> dict[str, Localizer]:
    """The repository's localizers, by language code (made once per test process)."""
    return project().localizers()


def line_of(path: Path, text: str) -> int:
    """The 1-based number of the first line of ``path`` containing ``text``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")
