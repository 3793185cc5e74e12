"""The shipped content passes ``gin-rules check``: the one authority on content. What it
accepts (warnings included), the suite accepts; the suite asks nothing more of the content
that check does not ask first."""

from __future__ import annotations

from generator.checks import check
from tests.support import project


def test_the_project_has_no_error_check_would_report() -> None:
    checked = check(project())
    errors = [str(p) for p in checked.problems if p.severity == "error"]
    assert not errors, "gin-rules check reports:\n" + "\n".join(errors[:30])
    assert checked.left_out == 0
