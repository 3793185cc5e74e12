"""check_rules reports, never raises: a damaged variant file gives problems, not a crash."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.variants import check_rules

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
    problems = check_rules(root)
    assert all(str(p) for p in problems)  # every problem prints as one line
    assert all("\n" not in str(p) for p in problems)
    if damaged == STRAIGHT:
        assert problems == []
