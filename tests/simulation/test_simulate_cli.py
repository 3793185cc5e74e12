"""The ``gin-rules simulate`` command."""

from __future__ import annotations

import json

import pytest

from generator.cli import main
from tests.support import ROOT


def test_json_output_for_a_variant(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "--variant",
            "straight-gin",
            "--hands",
            "40",
            "--seed",
            "1",
            "--json",
            "--rules",
            str(ROOT),
            "--no-progress",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == "straight-gin" and data["hands"] == 40
    assert data["knock"] == 0 and data["undercut"] == 0


def test_text_output_from_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--no-knocking", "--stock-end", "void_at_two", "--hands", "30"])
    assert code == 0
    out, err = capsys.readouterr()
    assert "gin" in out and "dead hand" in out and "average turns per hand" in out
    assert "hand" in err  # the progress bar goes to stderr


def test_unknown_variant_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--variant", "nope", "--hands", "5", "--rules", str(ROOT)])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("gin-rules simulate: error: no variant 'nope'")
