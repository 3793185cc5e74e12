"""check_rules reports, never raises, and agrees with the loader: a damaged variant file
gives located one-line problems, and the build refuses exactly what check reports."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.errors import RuleDataError
from tests.support import catalogue_of, rule_problems

HERE = Path(__file__).parent
STRAIGHT = (HERE / "base" / "variants" / "straight-gin.yaml").read_text(encoding="utf-8")
NOISE = st.text(alphabet=" :-[]{}!&*#|>'\"\n\tabcdefknoptuxz019_.", max_size=12)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(0, len(STRAIGHT)), st.integers(0, 20), NOISE)
def test_damaged_files_give_problems_not_exceptions(make_project, start, length, noise) -> None:
    root = make_project()
    damaged = STRAIGHT[:start] + noise + STRAIGHT[start + length :]
    target = root / "rules" / "variants" / "straight-gin.yaml"
    target.write_text(damaged, encoding="utf-8")
    problems = rule_problems(root)
    # a link to a page that does not exist is the site's to find (it knows its pages)
    errors = [
        p for p in problems if p.severity == "error" and "link to unknown page" not in p.message
    ]
    lines = damaged.count("\n") + 1
    for problem in problems:
        text = str(problem)
        assert "\n" not in text and problem.message.strip()
        if problem.location.path.endswith("straight-gin.yaml"):
            assert problem.location.line is not None and 1 <= problem.location.line <= lines
    if errors:  # the loader refuses the same data, naming the first of the same errors
        with pytest.raises(RuleDataError) as refused:
            catalogue_of(root)
        assert str(refused.value.location) == str(errors[0].location)
    else:
        assert "straight-gin" in catalogue_of(root).variants
    if damaged == STRAIGHT:
        assert problems == []
