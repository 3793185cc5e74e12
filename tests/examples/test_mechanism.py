"""The page tests can fail: a wrong expectation in a rules copy names page, language, line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.examples.page_doctests import (
    FIXTURE,
    REPO,
    copy_project,
    generate_pages,
    line_of,
    page_blocks,
)
from tests.support import load

WRONG = ("\n      27\n", "\n      28\n")
"""The fixture's knock scores 27 (29 - 2); the broken copy expects 28."""


def broken_project(tmp_path: Path) -> Path:
    root = copy_project(tmp_path / "project")
    path = root / "rules" / "variants" / FIXTURE.name
    text = path.read_text(encoding="utf-8")
    assert text.count(WRONG[0]) == 1
    path.write_text(text.replace(*WRONG), encoding="utf-8")
    return root


def expected_line(page: Path) -> int:
    """The page line of the doctest whose expectation was changed, found by reading the page."""
    lines = page.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.strip() == ">>> result.points")


def use_site() -> bool:
    return os.environ.get("GIN_EXAMPLE_PAGES") != "plain"  # a folder of pages: the site's


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The broken copy and its pages, generated once for the tests of this module."""
    tmp_path = tmp_path_factory.mktemp("broken")
    root = broken_project(tmp_path)
    out = tmp_path / "pages"
    generate_pages(root, out, site=use_site())
    return root, out


def test_a_wrong_expectation_fails_on_every_language_page(broken: tuple[Path, Path]) -> None:
    root, out = broken
    blocks = page_blocks(out, root)
    failures = [(b.page, b.run()) for b in blocks]
    failed = {page: why for page, why in failures if why}
    languages = sorted(p.name for p in out.iterdir() if p.is_dir())
    assert languages == sorted(load(root).languages)
    assert sum(1 for _, why in failures if why) == len(languages)
    assert sorted(failed) == [f"{lang}/fixture-game.md" for lang in languages]
    for lang in languages:
        why = failed[f"{lang}/fixture-game.md"]
        line = expected_line(out / lang / "fixture-game.md")
        assert why.startswith(f"{lang}/fixture-game.md:{line}: "), why
        assert f"page 'fixture-game' in language '{lang}'" in why
        assert "28" in why and "27" in why


def test_pytest_reports_the_failing_page_language_and_line(broken: tuple[Path, Path]) -> None:
    root, out = broken
    # the pages the fixture generated, not generated again
    env = {**os.environ, "GIN_RULES_ROOT": str(root), "GIN_EXAMPLE_PAGES": str(out)}
    result = subprocess.run(
        [
            sys.executable, "-m", "pytest", "tests/examples/test_pages.py",
            "-k", "fixture-game", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
        ],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    languages = load(root).languages
    assert f"{len(languages)} failed" in output, output
    written = line_of(root / "rules" / "variants" / FIXTURE.name, ">>> result.points")
    assert f"rule data: rules/variants/{FIXTURE.name}:{written}" in output, output
    for lang in languages:
        line = expected_line(out / lang / "fixture-game.md")
        assert (
            f"{lang}/fixture-game.md:{line}: example on page 'fixture-game' in language '{lang}'"
            in output
        )
