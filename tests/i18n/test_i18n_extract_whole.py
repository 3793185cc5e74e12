"""`gin-rules i18n extract` on the project: it changes nothing on a clean copy, and when a
source or a catalog is broken it says where in one line and changes no file at all."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from babel.messages.pofile import write_po

from generator.cli import main
from generator.i18n import read_catalog
from generator.i18n.catalog import plan
from tests import support
from tests.i18n.i18n_support import (
    ROOT,
    copy_project,
    files_of,
    languages_of,
    localizers_of,
    po_path,
    update,
)
from tests.variants.test_new_variant import LOW_KNOCK

LANGUAGES = languages_of(ROOT)


@pytest.fixture(scope="module")
def extracted_project(tmp_path_factory):
    """A copy of the project, its catalogs as extract writes them (a catalog made by
    ``pybabel init`` is laid out otherwise until then): extracted once per module."""
    root = copy_project(tmp_path_factory.mktemp("extracted") / "project")
    assert main(["i18n", "extract", str(root)]) == 0
    return root


@pytest.fixture
def project(tmp_path, extracted_project):
    """A test's own copy of :func:`extracted_project`, to change as it likes."""
    return shutil.copytree(extracted_project, tmp_path / "project")


def test_the_committed_catalogs_are_what_extract_writes():
    """Not only the same messages: line for line what extract writes (a catalog saved by a
    translator's editor with other line widths is laid out again by extract, and committed
    so), worked out in memory from the project as committed."""
    shipped = support.project()
    planned = plan(shipped.files, shipped.rules.catalogue, shipped.translations)
    changed = [str(updated.path) for updated, _ in planned if updated.changed]
    assert not changed, f"run `gin-rules i18n extract` and commit what it writes: {changed}"


def test_extract_run_again_changes_nothing(project, capsys):
    """Extract writes every catalog as the project lays it out: run again on what it wrote,
    it writes nothing, line for line."""
    written = files_of(project / "locales")
    assert main(["i18n", "extract", str(project)]) == 0
    assert "updated" not in capsys.readouterr().out
    assert files_of(project / "locales") == written


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ("", "rules/variants/oklahoma.yaml: the file is empty"),
        ("# nothing here yet\n", "rules/variants/oklahoma.yaml: the file is empty"),
        (
            "- just\n- a list\n",
            "rules/variants/oklahoma.yaml:1:1: a variant file must be a mapping",
        ),
    ],
    ids=["empty", "comments-only", "a-list"],
)
def test_a_broken_variant_changes_no_catalog(project, capsys, content, where):
    before = files_of(project / "locales")
    variant = project / "rules" / "variants" / "oklahoma.yaml"
    original = variant.read_bytes()
    variant.write_text(content, encoding="utf-8")
    assert main(["i18n", "extract", str(project)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and where in err and "Traceback" not in err
    assert files_of(project / "locales") == before
    if not content:  # fixed: every translation is still there
        variant.write_bytes(original)
        assert main(["i18n", "extract", str(project)]) == 0
        assert files_of(project / "locales") == before


def test_a_broken_template_changes_no_catalog(project, capsys):
    before = files_of(project / "locales")
    template = project / "generator" / "site" / "templates" / "home.md.j2"
    template.write_text("{% trans %}Hello{% endtrans\n", encoding="utf-8")
    assert main(["i18n", "extract", str(project)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("gin-rules i18n: error: generator/site/templates/home.md.j2:")
    assert "template syntax" in err and err.count("\n") == 1
    assert files_of(project / "locales") == before


def test_a_cut_off_catalog_changes_no_file(project, capsys):
    path = po_path(project, "fr")
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("\n\n", len(text) // 2) + 1], encoding="utf-8")
    before = files_of(project / "locales")
    assert main(["i18n", "extract", str(project)]) == 2
    err = capsys.readouterr().err
    assert f"locales/fr/LC_MESSAGES/messages.po:{len(path.read_bytes().splitlines())}:" in err
    assert "cut off?" in err
    assert files_of(project / "locales") == before


def test_a_catalog_from_before_messages_were_added_gets_them(project):
    """A catalog merged from a translator's older branch lacks a message here and there
    (not its last ones): extraction adds them, untranslated, and keeps every translation."""
    path = po_path(project, "fr")
    entries = path.read_text(encoding="utf-8").split("\n\n")
    middle = len(entries) // 2
    dropped = entries[middle]
    path.write_text("\n\n".join(entries[:middle] + entries[middle + 1 :]), encoding="utf-8")
    assert main(["i18n", "extract", str(project)]) == 0
    lines = dropped.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("msgid"))
    end = next(i for i, line in enumerate(lines) if line.startswith("msgstr"))
    assert "\n".join(lines[start:end]) in path.read_text(encoding="utf-8")


def test_a_game_added_to_rules_and_extracted_checks_without_an_error(project, capsys):
    """A rule editor adds a variant file and runs extract: every catalog gets the new
    game's texts untranslated (its name's forms too, empty or guessed fuzzy from another
    name), and `check` warns about them, with no error."""
    variant = project / "rules" / "variants" / "low-knock.yaml"
    variant.write_text(LOW_KNOCK, encoding="utf-8")
    assert main(["i18n", "extract", str(project)]) == 0
    capsys.readouterr()
    status = main(["check", str(project)])
    lines = capsys.readouterr().out.splitlines()
    assert status == 0, [line for line in lines if ": error:" in line][:5]
    declaring = [
        code for code, localizer in localizers_of(project).items() if localizer.grammar.names
    ]
    assert declaring  # the project's languages that give names in forms
    for code in declaring:  # each such catalog warns of the new name's forms
        shown = f"{po_path(project, code).relative_to(project)}:"
        warned = [line for line in lines if line.startswith(shown) and ": warning:" in line]
        assert any("the forms of 'Low Knock Gin' are " in line for line in warned), code


def test_obsolete_translations_come_back_with_their_message(rules_project):
    update(rules_project, LANGUAGES[1:])
    path = po_path(rules_project, "hu")
    catalog = read_catalog(path, "hu")
    catalog.get("The deal").string = "Az osztás"
    with path.open("wb") as handle:
        write_po(handle, catalog, width=79)
    variant = rules_project / "rules" / "variants" / "standard.yaml"
    original = variant.read_text(encoding="utf-8")
    variant.write_text(original.replace("title: The deal", "title: Dealing"), encoding="utf-8")
    update(rules_project, LANGUAGES[1:])
    assert read_catalog(path, "hu").get("The deal") is None
    variant.write_text(original, encoding="utf-8")
    update(rules_project, LANGUAGES[1:])
    back = read_catalog(path, "hu")
    assert back.get("The deal").string == "Az osztás" and not back.get("The deal").fuzzy
    assert "The deal" not in back.obsolete


def test_previous_msgids_are_kept_and_valid_po(rules_project):
    update(rules_project, LANGUAGES[1:])
    path = po_path(rules_project, "el")
    catalog = read_catalog(path, "el")
    long = "You may knock when your deadwood counts {knock_limit} or less; gin earns {gin_bonus}."
    catalog.get(
        long
    ).string = "Μπορείς να χτυπήσεις με {knock_limit} ή λιγότερα· το τζιν δίνει {gin_bonus}."
    with path.open("wb") as handle:
        write_po(handle, catalog, width=79)
    variant = rules_project / "rules" / "variants" / "standard.yaml"
    text = variant.read_text(encoding="utf-8").replace("gin earns", "a gin earns")
    variant.write_text(text, encoding="utf-8")
    update(rules_project, LANGUAGES[1:])
    once = path.read_bytes()
    assert b'#| msgid ""\n#| "You may knock when' in once
    changed = read_catalog(path, "el").get(long.replace("gin earns", "a gin earns"))
    assert changed.fuzzy and changed.previous_id == [long]
    assert not any(
        r.changed for r in update(rules_project, LANGUAGES[1:])
    )  # the previous msgid stays
    assert path.read_bytes() == once
    if shutil.which("msgfmt"):
        done = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(path)], capture_output=True)
        assert done.returncode == 0, done.stderr
