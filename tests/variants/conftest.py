"""Temporary project folders for the rule-data tests.

``make_project(tmp_path, *overlays)`` builds ``tmp_path/rules`` from the real
options, aspects, parameters and sources files, the small fixture variants in
``tests/variants/base/variants`` (a standard game and Straight Gin), and then
copies each overlay folder's ``rules/`` tree over it.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support import ROOT

HERE = Path(__file__).parent
REPO = ROOT
SHARED = ("options.yaml", "aspects.yaml", "parameters.yaml", "sources.yaml")


def build_project(target: Path, *overlays: Path, base: bool = True) -> Path:
    rules = target / "rules"
    (rules / "variants").mkdir(parents=True, exist_ok=True)
    for name in SHARED:
        shutil.copy(REPO / "rules" / name, rules / name)
    if base:
        for path in (HERE / "base" / "variants").glob("*.yaml"):
            shutil.copy(path, rules / "variants" / path.name)
    for overlay in overlays:
        shutil.copytree(overlay / "rules", rules, dirs_exist_ok=True)
    return target


@pytest.fixture
def make_project(tmp_path: Path) -> Callable[..., Path]:
    def make(*overlays: Path, base: bool = True) -> Path:
        return build_project(tmp_path / "project", *overlays, base=base)

    return make
