"""Helpers of the localization tests."""

from __future__ import annotations

import shutil
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parents[2]
EXTRACTED = (
    "babel.cfg",
    "rules",
    "locales",
    "generator/i18n/cards.yaml",
    "generator/site/templates",
    "generator/site/verdict.py",
    "generator/site/play.py",
    "generator/site/play_messages.py",
)
"""What ``gin-rules i18n extract`` reads and writes in the project."""


def copy_project(target: Path, parts: tuple[str, ...] = EXTRACTED) -> Path:
    """A copy of the project's ``parts`` at ``target``."""
    for part in parts:
        source, copied = ROOT / part, target / part
        copied.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, copied)
        else:
            shutil.copy2(source, copied)
    return target


def files_of(folder: Path) -> dict[str, bytes]:
    """Each file under ``folder`` (relative path) -> its bytes."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def line_of(path: Path, text: str) -> int:
    """The 1-based number of the first line of ``path`` containing ``text``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")
