"""What ``gin-rules`` ends with: the project's own errors (bad input) as one line and exit
status 2, anything else (a bug) with its traceback, a line asking to report it and
:data:`~generator.cli.BUG_STATUS`."""

from __future__ import annotations

import random

import pytest

from generator import cli
from generator.commands import USER_ERRORS
from generator.commands import deadwood as deadwood_command
from generator.engine import (
    InvalidActionError,
    InvalidCardError,
    InvalidRecordError,
    Refusal,
)
from generator.errors import LocatedError, UsageError


def test_the_user_errors_are_the_project_s_own() -> None:
    assert set(USER_ERRORS) == {
        UsageError,
        LocatedError,
        InvalidCardError,
        InvalidActionError,
        InvalidRecordError,
        Refusal,
    }
    assert ValueError not in USER_ERRORS


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["deadwood", "As 2s 3s 4s 7h 7d 7c 9s 9h Kd Zc"], "'Zc'"),
        (["deadwood", "As 2s"], "10 or 11 cards"),
        (
            [
                "settle",
                "--knocker",
                "As 2s 3s 7h 7d 7c 9s 9h 9d 2c",
                "--defender",
                "As Kh Kd 4h 5h 6h 8c 8d 3c Qc",
            ],
            "As",
        ),
        (["simulate", "--hands", "0"], "--hands"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(arguments) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err and "Traceback" not in err
    assert err.startswith(f"gin-rules {arguments[0]}: error: ")


@pytest.mark.parametrize(
    "fault",
    [
        ValueError("a plain ValueError is no input of the user's: a bug"),
        KeyError("knocker"),
        RecursionError("maximum recursion depth exceeded"),
    ],
    ids=lambda e: type(e).__name__,
)
def test_a_bug_shows_its_traceback_and_asks_for_a_report(
    fault: Exception, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(args: object) -> int:
        raise fault

    monkeypatch.setattr(deadwood_command, "run", broken)
    assert cli.main(["deadwood", "As 2s 3s 4s 7h 7d 7c 9s 9h Kd"]) == cli.BUG_STATUS
    err = capsys.readouterr().err
    assert "Traceback (most recent call last):" in err
    assert "in broken" in err and type(fault).__name__ in err
    last = err.rstrip("\n").splitlines()[-1]
    assert last.startswith("gin-rules deadwood: internal error:") and "report" in last
    assert cli.BUG_STATUS != 2


def test_an_engine_refusal_is_a_user_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from generator.engine import Action, Deal, HandState, Rules

    def refused(args: object) -> int:
        state = HandState(Rules(), Deal.shuffled(random.Random(1)))
        state.apply(Action.parse("draw-stock"))  # the upcard is offered first
        return 0

    monkeypatch.setattr(deadwood_command, "run", refused)
    assert cli.main(["deadwood", "As 2s 3s 4s 7h 7d 7c 9s 9h Kd"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
