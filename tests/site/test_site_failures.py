"""A build with bad rule data stops with one clear line, and `make site` keeps the old site."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.version import short_commit
from tests.site.site_helpers import ROOT, copy_project, mkdocs_build


@pytest.mark.slow
def test_bad_rule_data_fails_the_build_with_one_line(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    standard = project / "rules" / "variants" / "standard.yaml"
    standard.write_text(
        standard.read_text(encoding="utf-8").replace("knock_limit: 10", "knock_limit: 99"),
        encoding="utf-8",
    )
    done = mkdocs_build(project, tmp_path / "site")
    assert done.returncode != 0
    output = done.stdout + done.stderr
    assert "Traceback" not in output
    errors = [line for line in output.splitlines() if line.startswith("ERROR")]
    assert len(errors) == 1
    assert "rules/variants/standard.yaml" in errors[0] and "knock_limit" in errors[0]
    assert not (tmp_path / "site" / "straight-gin.html").exists()


def test_short_commit_inside_and_outside_git(tmp_path: Path) -> None:
    if (ROOT / ".git").exists():
        commit = short_commit(ROOT)
        assert commit is not None and len(commit) >= 7
        assert all(c in "0123456789abcdef" for c in commit)
    assert short_commit(tmp_path) is None
