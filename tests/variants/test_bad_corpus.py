"""Every folder under bad/ is a broken rules tree; check_rules must print exactly expected.txt."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import RuleDataError
from tests.support import catalogue_of, rule_problems

BAD = Path(__file__).parent / "bad"
CASES = sorted(p for p in BAD.iterdir() if p.is_dir())


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_case_gives_exactly_its_messages(case: Path, make_project) -> None:
    root = make_project(case)
    expected = (case / "expected.txt").read_text(encoding="utf-8").splitlines()
    assert [str(p) for p in rule_problems(root)] == expected


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_load_catalogue_raises_with_every_error(case: Path, make_project) -> None:
    root = make_project(case)
    expected = (case / "expected.txt").read_text(encoding="utf-8").splitlines()
    # a link to a page that does not exist is the site's to find (it knows its pages)
    errors = [e for e in expected if ": error: " in e and ": link to unknown page" not in e]
    if not errors:
        catalogue_of(root)  # warnings alone do not stop loading
        return
    with pytest.raises(RuleDataError) as caught:
        catalogue_of(root)
    assert [str(p) for p in caught.value.problems] == errors
    first = errors[0].replace(": error: ", ": ", 1)
    assert str(caught.value) == first


def test_every_problem_of_a_many_error_file_is_reported(make_project) -> None:
    problems = rule_problems(make_project(BAD / "many-errors"))
    lines = {p.location.line for p in problems if p.location.path.endswith("many.yaml")}
    # every broken line of the file, not only the first
    assert lines == {2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 17, 18}


def test_the_fixture_base_is_clean(make_project) -> None:
    assert rule_problems(make_project()) == []
