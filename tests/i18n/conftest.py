"""Fixtures of the localization tests: the fixture catalog with planted errors, a rules project."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.i18n.i18n_support import FIXTURES
from tests.support import ROOT

SHARED_RULES = ("aspects.yaml", "options.yaml", "parameters.yaml", "sources.yaml")
"""The project's own rule files that make the fixture's rules/ a whole rule tree."""


@pytest.fixture(scope="session")
def checks_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture catalogs, with a rule tree of the fixture's glossary and standard game."""
    root = tmp_path_factory.mktemp("checks")
    shutil.copytree(FIXTURES / "checks", root, dirs_exist_ok=True)
    for name in SHARED_RULES:
        shutil.copy(ROOT / "rules" / name, root / "rules" / name)
    return root


@pytest.fixture
def rules_project(tmp_path: Path) -> Path:
    """A copy of the small rules project (rules/, a template, babel.cfg) to extract from."""
    root = tmp_path / "project"
    shutil.copytree(FIXTURES / "project", root)
    return root
