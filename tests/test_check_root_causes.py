"""``gin-rules check`` on a copy of the project, broken as a contributor breaks it: the root
cause comes first and alone, a language never disappears without an error, and the
filters and the JSON lines say the same as the text."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.cli import main
from generator.errors import CatalogError
from generator.site.generate import load_inputs
from tests.support import copy_project, extracted, line_of, load

STANDARD = Path("rules/variants/standard.yaml")


def check(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    status = main(["check", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_project(tmp_path / "project")


def test_a_misspelt_rule_field_is_one_line(project: Path, capsys) -> None:
    path = project / STANDARD
    text = path.read_text(encoding="utf-8")
    assert "\n  knock_limit:" in text
    path.write_text(text.replace("\n  knock_limit:", "\n  knok_limit:", 1), encoding="utf-8")
    status, lines, err = check(capsys, str(project))
    line = line_of(path, "knok_limit")
    errors = [x for x in lines if ": error: " in x]
    assert status == 1
    assert len(errors) == 1, errors  # every link and example of the file: no error of its own
    assert lines[0] == errors[0]  # the rule data first
    assert re.match(rf"{STANDARD}:{line}:\d+: error: unknown key 'knok_limit'", lines[0])
    assert "did you mean 'knock_limit'" in lines[0]
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_a_wrong_expectation_is_the_first_error_at_its_yaml_line(project: Path, capsys) -> None:
    path = project / STANDARD
    text = path.read_text(encoding="utf-8")
    expectation = re.search(r"(>>> [^\n]*\n)( +)([^ >][^\n]*)\n", text)
    assert expectation is not None
    wrong = text.replace(expectation.group(0), f"{expectation[1]}{expectation[2]}99999\n", 1)
    path.write_text(wrong, encoding="utf-8")
    status, lines, _ = check(capsys, str(project))
    errors = [x for x in lines if ": error: " in x]
    line = line_of(path, expectation[1].strip())
    assert status == 1 and errors[0].startswith(f"{STANDARD}:{line}: error: example ")
    assert "99999" in errors[0]


def catalog(project: Path) -> Path:
    return project / "locales" / "de" / "LC_MESSAGES" / "messages.po"


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda po: po.unlink(), "the catalog is missing"),
        (lambda po: po.write_bytes(b""), "the catalog is empty"),
        (lambda po: po.write_bytes(po.read_bytes() + b'\nmsgid "x\n'), ""),
    ],
    ids=["deleted", "empty", "syntax error"],
)
def test_a_broken_catalog_fails_check_and_the_build_naming_it(
    project: Path, capsys, damage, message: str
) -> None:
    damage(catalog(project))
    status, lines, _ = check(capsys, str(project))
    named = [
        x for x in lines if x.startswith("locales/de/LC_MESSAGES/messages.po") and " error: " in x
    ]
    assert status == 1 and named and message in named[0]
    with pytest.raises(CatalogError) as caught:  # the build's own step
        load_inputs(load(project))
    assert str(caught.value).startswith("locales/de/LC_MESSAGES/messages.po")


def test_a_page_with_one_example_is_a_warning(project: Path, capsys) -> None:
    variants = load(project).catalogue.variants
    variant = next(v for v in variants.values() if len(v.examples) >= 2 and not v.is_standard)
    path = project / "rules" / "variants" / f"{variant.id}.yaml"
    text = path.read_text(encoding="utf-8")
    second = text.index(f"  - id: {variant.examples[1].id}\n")
    path.write_text(text[:second], encoding="utf-8")  # the later examples cut off
    status, lines, _ = check(capsys, "--rules", str(project))
    assert status == 0
    assert any(
        x.startswith(f"rules/variants/{variant.id}.yaml:") and "1 worked example" in x
        for x in lines
    ), lines
    assert check(capsys, "--rules", "--strict", str(project))[0] == 1


def test_filters_and_json_lines(project: Path, capsys) -> None:
    po = catalog(project)
    po.write_text(po.read_text("utf-8").replace('msgstr "Klopfen"', 'msgstr "{oops}"'), "utf-8")
    status, everything, _ = check(capsys, str(project))
    assert status == 1 and any(x.startswith("locales/de/") for x in everything)
    assert not any(x.startswith("locales/") for x in check(capsys, "--rules", str(project))[1])
    german = check(capsys, "--language", "de", str(project))[1]
    assert german and all(
        not x.startswith("locales/") or x.startswith("locales/de/") for x in german
    )
    assert not [x for x in check(capsys, "--language", "hu", str(project))[1] if "locales/de" in x]
    shown = "locales/de/LC_MESSAGES/messages.po"
    one_file = check(capsys, "--file", shown, str(project))[1]
    assert one_file and all(x.startswith(shown) for x in one_file)
    status, lines, _ = check(capsys, "--format", "jsonl", "--file", shown, str(project))
    records = [json.loads(x) for x in lines]
    assert status == 1 and [r["path"] for r in records] == [shown] * len(one_file)
    first = records[0]
    assert f"{first['path']}:{first['line']}: {first['severity']}: {first['message']}" in one_file


def test_a_text_changed_without_extract_is_an_error_naming_the_fix(tmp_path: Path, capsys) -> None:
    project = copy_project(tmp_path / "sources", extracted())  # the catalogs' sources too
    path = project / STANDARD
    text = path.read_text(encoding="utf-8")
    tagline = re.search(r"\n  tagline: ([^\n]+)\n", text)
    assert tagline is not None
    path.write_text(text.replace(tagline[1], "A new tagline nobody has extracted."), "utf-8")
    status, lines, _ = check(capsys, str(project))
    stale = [x for x in lines if x.startswith("locales/messages.pot: error: not up to date")]
    assert status == 1 and len(stale) == 1 and "run `make extract`" in stale[0]
    assert main(["i18n", "extract", str(project)]) == 0
    capsys.readouterr()
    assert not [x for x in check(capsys, str(project))[1] if "messages.pot" in x]
