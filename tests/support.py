"""What every test folder shares: the repository, its languages, copies of the project.

Tests never depend on the current folder and never write into the checkout: they
read the repository at :data:`ROOT` and change copies of it (:func:`copy_project`)
in pytest's temporary folders.
"""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path

from generator.i18n import Localizer, load_localizers
from generator.i18n.state import languages

ROOT = Path(__file__).resolve().parents[1]
"""The repository: the project the tests check."""

LANGUAGES = languages(ROOT)
"""The site's languages, English first."""

DATA = ("rules", "locales")
"""The rule data and the catalogs: what the loader and the localizers read."""

BUILT = ("mkdocs.yml", "docs", "rules", "locales", "generator/build/hooks.py")
"""What ``mkdocs build`` reads of the project (the rest of the package is installed)."""

EXTRACTED = (
    "babel.cfg",
    "rules",
    "locales",
    "generator/i18n/cards.yaml",
    "generator/site/templates",
    "generator/play/verdict.py",
    "generator/site/play.py",
    "generator/play/messages.py",
    "generator/site/statistics.py",
)
"""What ``gin-rules i18n extract`` reads and writes in the project."""


def copy_project(target: Path, parts: tuple[str, ...] = DATA) -> Path:
    """A copy of the project's ``parts`` (files or folders, compiled catalogs left out)
    at ``target``, which is returned."""
    target.mkdir(parents=True, exist_ok=True)
    for part in parts:
        source, copied = ROOT / part, target / part
        copied.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, copied, ignore=shutil.ignore_patterns("*.mo"))
        elif source.is_file():
            shutil.copy2(source, copied)
    return target


@cache
def localizers() -> dict[str, Localizer]:
    """The repository's localizers, by language code (read once per test process)."""
    return load_localizers(ROOT)


def line_of(path: Path, text: str) -> int:
    """The 1-based number of the first line of ``path`` containing ``text``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")
