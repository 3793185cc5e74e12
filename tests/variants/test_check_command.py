"""`gin-rules check [DIR]`: one line per problem, exit 1 on errors, 0 when clean, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main

BAD = Path(__file__).parent / "bad"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    status = main(["check", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err


def test_clean_rules_exit_0(make_project, capsys) -> None:
    status, lines, _ = run(capsys, str(make_project()))
    assert (status, lines) == (0, [])


def test_errors_exit_1_one_line_each_sorted(make_project, capsys) -> None:
    root = make_project(BAD / "many-errors")
    status, lines, err = run(capsys, str(root))
    assert status == 1
    assert lines == (BAD / "many-errors" / "expected.txt").read_text().splitlines()
    assert "Traceback" not in err and "12 error(s), 0 warning(s)" in err


def test_warnings_fail_only_with_strict(make_project, capsys) -> None:
    root = make_project(BAD / "used-only-when")
    expected = (BAD / "used-only-when" / "expected.txt").read_text().splitlines()
    status, lines, _ = run(capsys, str(root))
    # the case's warning, and its variant's page lacks worked examples
    assert status == 0 and expected[0] in lines and all(": warning: " in x for x in lines)
    assert any("worked examples" in x for x in lines)
    status, again, _ = run(capsys, "--strict", str(root))
    assert status == 1 and again == lines


def test_a_folder_without_rules_is_one_line_not_a_traceback(tmp_path: Path, capsys) -> None:
    status, lines, err = run(capsys, str(tmp_path))
    assert status == 1
    assert lines == [
        "rules: error: no rules/ folder here "
        "(run it in the project folder, or give that folder's path)"
    ]
    assert "Traceback" not in err


def test_yaml_syntax_error_is_reported_at_its_mark(make_project, capsys) -> None:
    status, lines, _ = run(capsys, str(make_project(BAD / "yaml-syntax")))
    assert status == 1
    assert lines == (BAD / "yaml-syntax" / "expected.txt").read_text().splitlines()


def test_default_directory_is_the_current_folder(make_project, capsys, monkeypatch) -> None:
    monkeypatch.chdir(make_project(BAD / "unknown-key"))
    status, lines, _ = run(capsys)
    assert status == 1 and lines[0].startswith("rules/variants/typo.yaml:3:3: error: unknown key")


def test_unreadable_bytes_are_a_problem(make_project, capsys) -> None:
    root = make_project()
    (root / "rules" / "variants" / "latin1.yaml").write_bytes(b"text: {title: Caf\xe9}\n")
    status, lines, _ = run(capsys, str(root))
    assert status == 1
    assert lines[0] == (
        "rules/variants/latin1.yaml:1:18: error: not UTF-8 text: byte 0xe9 cannot be read"
    )
