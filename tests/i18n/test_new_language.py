"""A new language is data: ``pybabel init -l pt`` makes it one of the site's languages."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.build.play_assets import asset_paths
from generator.site.generate import load_inputs, render
from tests.i18n.i18n_support import (
    copy_project,
    findings_of,
    languages_of,
    localizers_of,
    status_of,
)
from tests.support import load

PYBABEL_INIT = ("-i", "locales/messages.pot", "-d", "locales", "-l", "pt")


@pytest.fixture(scope="module")
def with_portuguese(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_project(tmp_path_factory.mktemp("pt"))
    for folder in (root / "locales").iterdir():  # the other languages only cost time here
        if folder.is_dir() and folder.name != "en":
            shutil.rmtree(folder)
    done = subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "init", *PYBABEL_INIT],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return root


def test_the_commands_and_the_build_take_the_new_language(with_portuguese: Path) -> None:
    root = with_portuguese
    assert languages_of(root) == ("en", "pt")
    status = {s.code: s for s in status_of(root)}
    assert status["pt"].name == "Português"
    assert status["pt"].translated == 0 and status["pt"].missing == status["pt"].total > 0
    findings = [f for f in findings_of(root) if f.language == "pt"]
    assert findings and all(f.problem.severity == "warning" for f in findings)
    assert all(f.kind == "missing" for f in findings)
    assert "pt" in localizers_of(root)


def test_its_pages_are_english_with_the_notice(with_portuguese: Path) -> None:
    pages = render(load_inputs(load(with_portuguese), ("en", "pt")), play_assets=asset_paths())
    assert set(pages) == {"en", "pt"}
    standard = pages["pt"]["standard.md"]
    assert "translation-notice" in standard and "translation-notice" not in pages["en"]["index.md"]
    assert "The standard game" in standard
