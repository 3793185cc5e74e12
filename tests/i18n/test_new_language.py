"""A new language is data: ``pybabel init -l pt`` makes it one of the site's languages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generator.build.play_assets import asset_paths
from generator.site.generate import load_inputs, render
from generator.site.lint import lint_pages
from tests.i18n.i18n_support import (
    copy_project,
    findings_of,
    languages_of,
    localizers_of,
    status_of,
)
from tests.support import keep_languages, load

PYBABEL_INIT = ("-i", "locales/messages.pot", "-d", "locales", "-l", "pt")


@pytest.fixture(scope="module")
def with_portuguese(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_project(tmp_path_factory.mktemp("pt"))
    keep_languages(root)  # the other languages only cost time here
    done = subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "init", *PYBABEL_INIT],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return root


def test_the_commands_and_the_build_take_the_new_language(with_portuguese: Path) -> None:
    root = with_portuguese
    assert languages_of(root) == ("en", "pt")
    status = {s.code: s for s in status_of(root)}
    assert status["pt"].name == "Português"
    assert status["pt"].translated == 0 and status["pt"].missing == status["pt"].total > 0
    findings = [f for f in findings_of(root) if f.language == "pt"]
    assert findings and all(f.problem.severity == "warning" for f in findings)
    assert all(f.kind == "missing" for f in findings)
    assert "pt" in localizers_of(root)


def test_its_pages_are_english_with_the_notice(with_portuguese: Path) -> None:
    pages = render(load_inputs(load(with_portuguese), ("en", "pt")), play_assets=asset_paths())
    assert set(pages) == {"en", "pt"}
    standard = pages["pt"]["standard.md"]
    assert "translation-notice" in standard and "translation-notice" not in pages["en"]["index.md"]
    assert "The standard game" in standard


@pytest.fixture(scope="module")
def partly_portuguese(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A new language with a few messages translated, beside one language of the project
    (whose translated words are the English words the lint looks for)."""
    root = copy_project(tmp_path_factory.mktemp("pt-partly"))
    kept = sorted(f.name for f in (root / "locales").iterdir() if f.is_dir() and f.name != "en")[0]
    keep_languages(root, kept)
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "init", *PYBABEL_INIT],
        cwd=root,
        capture_output=True,
        check=True,
    )
    catalog = root / "locales/pt/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    glossary = load(root).catalogue.glossary
    for msgid, msgstr in [(glossary[0].term, "termo"), ("Glossary", "Glossário")]:
        entry = f'\nmsgid "{msgid}"\nmsgstr ""\n'
        assert entry in text, msgid
        text = text.replace(entry, f'\nmsgid "{msgid}"\nmsgstr "{msgstr}"\n', 1)
    catalog.write_text(text, encoding="utf-8")
    return root, kept


def test_a_partly_translated_language_marks_every_english_word(
    partly_portuguese: tuple[Path, str],
) -> None:
    """English shown for what is not translated yet is marked as English, so no page of
    the new language reads as English text in it (the page lint finds none)."""
    root, _ = partly_portuguese
    project = load(root)
    pages = render(load_inputs(project, ("en", "pt")), play_assets=asset_paths())
    titles = [v.text.title for v in project.catalogue.variants.values()]
    found = lint_pages({"pt": pages["pt"]}, project.localizers(), titles)
    assert not found, "\n".join(str(f) for f in found[:10])
    assert "termo" in pages["pt"]["glossary.md"]
