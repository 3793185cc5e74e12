"""Every folder under bad/ is a broken rules tree; check_rules must print exactly expected.txt."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import RuleDataError
from generator.variants import check_rules, load_catalogue

BAD = Path(__file__).parent / "bad"
CASES = sorted(p for p in BAD.iterdir() if p.is_dir())


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_case_gives_exactly_its_messages(case: Path, make_project) -> None:
    root = make_project(case)
    expected = (case / "expected.txt").read_text(encoding="utf-8").splitlines()
    assert [str(p) for p in check_rules(root)] == expected


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_load_catalogue_raises_with_every_error(case: Path, make_project) -> None:
    root = make_project(case)
    expected = (case / "expected.txt").read_text(encoding="utf-8").splitlines()
    errors = [line for line in expected if ": error: " in line]
    if not errors:
        load_catalogue(root)  # warnings alone do not stop loading
        return
    with pytest.raises(RuleDataError) as caught:
        load_catalogue(root)
    assert [str(p) for p in caught.value.problems] == errors
    first = errors[0].replace(": error: ", ": ", 1)
    assert str(caught.value) == first


def test_every_problem_of_a_many_error_file_is_reported(make_project) -> None:
    problems = check_rules(make_project(BAD / "many-errors"))
    lines = {p.location.line for p in problems if p.location.path.endswith("many.yaml")}
    # every broken line of the file, not only the first
    assert lines == {2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 17, 18}


def test_the_fixture_base_is_clean(make_project) -> None:
    assert check_rules(make_project()) == []
