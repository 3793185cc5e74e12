"""English shown in a page of another language is marked as English, and a translation the
pages cannot use is flagged where the translator looks: in the preview, beside the English
text, with its file, line and reason; in the build's output, a line per language."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from generator.build.play_assets import asset_paths
from generator.site.generate import load_inputs, render
from tests.i18n.i18n_support import copy_project, line_of, po_path
from tests.support import keep_languages, load

BROKEN = ("What is {title}?", "Mi {titel:nom}?")
"""A heading's translation with a misspelt placeholder."""
LEFT_OUT = "Knocking"
"""A message whose translation is emptied: not translated yet."""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_project(tmp_path_factory.mktemp("fallback"))
    keep_languages(root, "hu")  # one language is enough here
    po = po_path(root, "hu")
    text = po.read_text(encoding="utf-8")
    for msgid in (BROKEN[0], LEFT_OUT):
        assert f'msgid "{msgid}"\n' in text
    text = re.sub(r'(msgid "What is \{title\}\?"\nmsgstr )"[^"]*"', rf'\1"{BROKEN[1]}"', text)
    text = re.sub(r'(\nmsgid "Knocking"\nmsgstr )"[^"]*"', r'\1""', text)
    po.write_text(text, encoding="utf-8")
    return root


def pages(root: Path, *, preview: bool) -> dict[str, str]:
    project = load(root)
    project = replace(project, settings=replace(project.settings, preview=preview))
    return render(load_inputs(project, ("en", "hu")), play_assets=asset_paths())["hu"]


def test_english_in_a_hungarian_page_is_marked_english(project: Path) -> None:
    shown = pages(project, preview=False)
    assert '<span lang="en">What is' in shown["standard.md"]  # the heading, rejected
    # a row label of the table of changes, not translated yet
    assert '<span lang="en" class="untranslated">Knocking</span>' in shown["straight-gin.md"]
    assert not any("translation-flag" in p or "translation rejected" in p for p in shown.values())


def test_the_preview_flags_a_rejected_translation_with_its_place(project: Path) -> None:
    standard = pages(project, preview=True)["standard.md"]
    line = line_of(po_path(project, "hu"), 'msgid "What is {title}?"')
    where = f"locales/hu/LC_MESSAGES/messages.po:{line}"
    assert f"translation rejected: {where}: unknown placeholder {{titel}}" in standard
    # not translated yet is no rejection: no flag beside it
    straight = pages(project, preview=True)["straight-gin.md"]
    assert '<span lang="en" class="untranslated">Knocking</span>' in straight
    assert not re.search(r">Knocking</span>\s*<mark", straight)


def test_the_build_says_which_languages_have_rejected_translations(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from generator.build.reports import say_rejected

    say_rejected(load_inputs(load(project), ("en", "hu")).translation.findings)
    err = capsys.readouterr().err
    assert err.startswith("hu: 1 translation with errors, shown in English")
    assert err.count("\n") == 1
