"""Helpers of the localization tests."""

from __future__ import annotations

from pathlib import Path

from tests.support import EXTRACTED, ROOT, line_of
from tests.support import copy_project as copy_parts

__all__ = ["ROOT", "line_of"]

FIXTURES = Path(__file__).parent / "fixtures"


def copy_project(target: Path, parts: tuple[str, ...] = EXTRACTED) -> Path:
    """A copy of what extract reads and writes (or of ``parts``) at ``target``."""
    return copy_parts(target, parts)


def files_of(folder: Path) -> dict[str, bytes]:
    """Each file under ``folder`` (relative path) -> its bytes."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }
