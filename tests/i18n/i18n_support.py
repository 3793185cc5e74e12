"""Helpers of the localization tests."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def line_of(path: Path, text: str) -> int:
    """The 1-based number of the first line of ``path`` containing ``text``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")
