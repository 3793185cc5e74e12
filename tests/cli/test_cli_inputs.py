"""Every file or folder argument of ``gin-rules`` that is missing, a folder where a file
belongs (or the other way round), unreadable or not UTF-8 is one line naming it (and
its line, for a text file), exit status 2, no traceback."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.cli import main

HAND = '{"hand": "As 2s 3s 7h 7d 7c 9s 9h Kd Qc"}\n'


def missing(tmp: Path) -> Path:
    return tmp / "nowhere" / "hands.jsonl"


def folder(tmp: Path) -> Path:
    (tmp / "a-folder").mkdir()
    return tmp / "a-folder"


def plain_file(tmp: Path) -> Path:
    (tmp / "a-file").write_text("x\n", encoding="utf-8")
    return tmp / "a-file"


def under_a_file(tmp: Path) -> Path:
    return plain_file(tmp) / "cache"


def latin_1(tmp: Path) -> Path:
    path = tmp / "hands.jsonl"
    path.write_bytes(HAND.encode() + '{"hand": "Ás"}\n'.encode("latin-1"))
    return path


def bad_json(tmp: Path) -> Path:
    path = tmp / "hands.jsonl"
    path.write_text(HAND + "\n" + '{"hand": \n', encoding="utf-8")
    return path


def nested_json(tmp: Path) -> Path:
    path = tmp / "hands.jsonl"
    path.write_text("[" * 100_000 + "\n", encoding="utf-8")
    return path


def no_rules(tmp: Path) -> Path:
    return folder(tmp)


def bad_mapping(tmp: Path) -> Path:
    root = folder(tmp)
    (root / "rules").mkdir()
    (root / "babel.cfg").write_bytes(b"[jinja2: templates/**.j2]\n# caf\xe9\n")
    return root


# (id, arguments with {} for the path, how the path is made, the line after "error: ")
CASES: list[tuple[str, list[str], Callable[[Path], Path], str]] = [
    ("jsonl-missing", ["deadwood", "--jsonl", "{}"], missing, "{}: no such file"),
    ("jsonl-folder", ["deadwood", "--jsonl", "{}"], folder, "{}: a folder, not a file"),
    (
        "jsonl-not-utf-8",
        ["deadwood", "--jsonl", "{}"],
        latin_1,
        "{}:2:11: byte 0xc1 is not UTF-8 (save the file as UTF-8)",
    ),
    (
        "jsonl-bad-json",
        ["deadwood", "--jsonl", "{}"],
        bad_json,
        "{}:3: Expecting value: line 2 column 1 (char 10)",
    ),
    (
        "jsonl-nested-too-deep",
        ["deadwood", "--jsonl", "{}"],
        nested_json,
        "{}:1: maximum recursion depth exceeded while decoding a JSON array from a unicode string",
    ),
    ("check-missing", ["check", "{}"], missing, "{}: no such folder (the project folder)"),
    ("check-file", ["check", "{}"], plain_file, "{}: not a folder (the project folder)"),
    (
        "status-missing",
        ["i18n", "status", "{}"],
        missing,
        "{}: no such folder (the project folder)",
    ),
    (
        "extract-file",
        ["i18n", "extract", "{}"],
        plain_file,
        "{}: not a folder (the project folder)",
    ),
    (
        "extract-no-rules",
        ["i18n", "extract", "{}"],
        no_rules,
        "{}: no rules/ folder here (give the project folder)",
    ),
    (
        "extract-mapping-not-utf-8",
        ["i18n", "extract", "{}"],
        bad_mapping,
        "babel.cfg: not UTF-8 text",
    ),
    (
        "simulate-cache-under-a-file",
        ["simulate", "--hands", "1", "--no-progress", "--cache", "{}"],
        under_a_file,
        "{}: cannot make the folder (--cache): Not a directory",
    ),
    (
        "simulate-cache-file",
        ["simulate", "--hands", "1", "--no-progress", "--cache", "{}"],
        plain_file,
        "{}: not a folder (--cache)",
    ),
    (
        "simulate-rules-missing",
        ["simulate", "--variant", "standard", "--rules", "{}"],
        missing,
        "{}: no such folder (--rules)",
    ),
    (
        "simulate-rules-file",
        ["simulate", "--variant", "standard", "--rules", "{}"],
        plain_file,
        "{}: not a folder (--rules)",
    ),
]


@pytest.mark.parametrize(
    ("arguments", "make", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_bad_argument_is_one_line_and_status_2(tmp_path, capsys, arguments, make, expected):
    path = str(make(tmp_path))
    status = main([a.replace("{}", path) for a in arguments])
    err = capsys.readouterr().err
    assert status == 2, err
    assert err == f"gin-rules {arguments[0]}: error: {expected.replace('{}', path)}\n"


def test_standard_input_that_is_not_utf_8_names_its_line(monkeypatch, capsys):
    stdin = io.TextIOWrapper(io.BytesIO(HAND.encode() + b"\xff\n"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main(["deadwood", "--jsonl", "-"]) == 2
    assert capsys.readouterr().err == (
        "gin-rules deadwood: error: standard input:2:1: byte 0xff is not UTF-8"
        " (save the file as UTF-8)\n"
    )


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_is_one_line(tmp_path, capsys):
    path = tmp_path / "hands.jsonl"
    path.write_text(HAND, encoding="utf-8")
    path.chmod(0)
    assert main(["deadwood", "--jsonl", str(path)]) == 2
    assert (
        capsys.readouterr().err
        == f"gin-rules deadwood: error: {path}: cannot read: Permission denied\n"
    )
