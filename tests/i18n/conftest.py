"""Fixtures of the localization tests: the fixture catalog with planted errors, a rules project."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from i18n_support import FIXTURES


@pytest.fixture
def checks_root() -> Path:
    return FIXTURES / "checks"


@pytest.fixture
def rules_project(tmp_path: Path) -> Path:
    """A copy of the small rules project (rules/, a template, babel.cfg) to extract from."""
    root = tmp_path / "project"
    shutil.copytree(FIXTURES / "project", root)
    return root
