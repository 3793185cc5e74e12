"""``locales/languages.yaml``: no language disappears unnoticed, a new one is published at
once and listed by extract, and a list that is wrong says where (on a small project)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.cli import main
from generator.errors import CatalogError
from generator.files import ProjectFiles
from generator.i18n.language_list import LANGUAGE_LIST, parse_list
from generator.i18n.translations import Translations, catalog_path, read_translations
from tests.i18n.i18n_support import files_of


def translations(root: Path) -> Translations:
    return read_translations(ProjectFiles.snapshot(root))


@pytest.fixture
def project(rules_project: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The small rules project with two languages, extracted: its catalogs and its list."""
    for code in ("de", "pt_BR"):
        (rules_project / "locales" / code).mkdir(parents=True)
    assert main(["i18n", "extract", str(rules_project)]) == 0
    assert "locales/languages.yaml: 2 languages, created" in capsys.readouterr().out
    return rules_project


def test_extract_lists_every_language_with_a_folder(project: Path) -> None:
    listed, problems = parse_list((project / LANGUAGE_LIST).read_bytes())
    assert (listed, problems) == ({"de": 6, "pt_BR": 7}, [])
    assert translations(project).languages == ("en", "de", "pt_BR")


@pytest.mark.parametrize("lost", ["folder", "catalog"])
def test_a_listed_language_that_is_gone_stops_everything_naming_its_line(
    project: Path, capsys: pytest.CaptureFixture[str], lost: str
) -> None:
    if lost == "folder":
        shutil.rmtree(project / "locales" / "de")
    else:
        (project / catalog_path("de")).unlink()
    t = translations(project)
    assert t.languages == ("en", "de", "pt_BR")  # still a language: never silently dropped
    error = t.catalogs["de"]
    assert isinstance(error, CatalogError)
    assert str(error).startswith(f"{catalog_path('de')}: the catalog is missing")
    assert "listed at locales/languages.yaml:6" in str(error)
    with pytest.raises(CatalogError):
        t.localizers()  # what the build asks for
    before = files_of(project / "locales")
    assert main(["i18n", "extract", str(project)]) == 2  # not made anew, empty
    assert "listed at locales/languages.yaml:6" in capsys.readouterr().err
    assert files_of(project / "locales") == before
    assert main(["check", str(project), "--language", "de"]) == 1
    assert "locales/languages.yaml:6" in capsys.readouterr().out


def test_a_language_taken_out_of_the_list_and_its_folder_is_gone(project: Path) -> None:
    shutil.rmtree(project / "locales" / "de")
    (project / LANGUAGE_LIST).write_text("- pt_BR\n", encoding="utf-8")
    t = translations(project)
    assert t.languages == ("en", "pt_BR") and not t.errors()


def test_a_new_folder_is_published_before_it_is_listed(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "locales" / "el").mkdir()
    assert translations(project).languages == ("en", "de", "el", "pt_BR")
    assert main(["i18n", "extract", str(project)]) == 0
    assert "locales/languages.yaml: 3 languages, updated" in capsys.readouterr().out
    assert list(parse_list((project / LANGUAGE_LIST).read_bytes())[0]) == ["de", "el", "pt_BR"]


@pytest.mark.parametrize(
    ("text", "where", "what"),
    [
        ("de: [pt]\n", "1:1", "must be a YAML list"),
        ("- de\n- Deutsch\n", "2:3", "'Deutsch' is not a language code"),
        ("- de\n- [pt]\n", "2:3", "['pt'] is not a language code"),
        ("- de\n- pt_BR\n- de\n", "3:3", "'de' is listed twice (first at line 1)"),
        ("- de\n- [pt\n", "", "not valid YAML"),
    ],
)
def test_a_wrong_list_is_an_error_at_its_place(
    project: Path, capsys: pytest.CaptureFixture[str], text: str, where: str, what: str
) -> None:
    (project / LANGUAGE_LIST).write_text(text, encoding="utf-8")
    t = translations(project)
    assert len(t.list_errors) == 1
    error = str(t.list_errors[0])
    assert error.startswith(f"{LANGUAGE_LIST}:{where}") and what in error
    with pytest.raises(CatalogError):
        t.localizers()
    before = files_of(project / "locales")
    assert main(["i18n", "extract", str(project)]) == 2
    assert files_of(project / "locales") == before
    assert main(["check", str(project)]) == 1
    assert what in capsys.readouterr().out
