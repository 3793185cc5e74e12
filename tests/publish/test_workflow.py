"""The publishing workflow (.github/workflows/) passes actionlint: its syntax, its
expressions (a step output that does not exist, a job that needs a missing one), the
inputs of the actions it uses. actionlint comes with the ``test`` extra."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT

WORKFLOWS = ROOT / ".github" / "workflows"


def actionlint(*files: Path) -> subprocess.CompletedProcess[str]:
    found = shutil.which("actionlint") or str(Path(sys.executable).with_name("actionlint"))
    if not Path(found).is_file():
        pytest.fail("actionlint is missing: pip install -e '.[test]' (make test does)")
    return subprocess.run(
        [found, "-no-color", "-oneline", *map(str, files)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_workflows_pass_actionlint() -> None:
    files = sorted([*WORKFLOWS.glob("*.yml"), *WORKFLOWS.glob("*.yaml")])
    assert WORKFLOWS / "deploy.yml" in files
    done = actionlint(*files)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_actionlint_finds_a_mistake(tmp_path: Path) -> None:
    broken = tmp_path / "deploy.yml"
    text = (WORKFLOWS / "deploy.yml").read_text(encoding="utf-8")
    broken.write_text(text.replace("steps.pages.outputs.base_url", "steps.page.outputs.base_url"))
    done = actionlint(broken)
    assert done.returncode == 1 and 'property "page" is not defined' in done.stdout
