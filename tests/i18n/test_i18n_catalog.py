"""`update`: the POT and every language's catalog written, translations kept, changes fuzzy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from generator.i18n import Localizer, State
from generator.i18n.cards import CARDS_FILE
from generator.i18n.catalog import FORMAT_FLAGS
from generator.i18n.reading import read_po_file
from tests.i18n.i18n_support import ROOT, languages_of, localizers_of, po_path, pot_path, update


def read(path: Path):
    with path.open("rb") as handle:
        return read_po(handle)


LANGUAGES = languages_of(ROOT)


def test_new_catalogs_get_babel_plural_forms_and_card_indices(rules_project):
    assert languages_of(rules_project) == ("en",)  # no catalog yet: no language but English
    results = update(rules_project, LANGUAGES[1:])
    assert [r.path for r in results] == [pot_path(rules_project)] + [
        po_path(rules_project, code) for code in LANGUAGES[1:]
    ]
    assert all(r.created for r in results[1:])
    for code in LANGUAGES[1:]:
        text = po_path(rules_project, code).read_text(encoding="utf-8")
        header = get_plural(code).plural_forms
        assert f"Plural-Forms: {header}" in text.replace('"\n"', "")
    assert read(po_path(rules_project, "it")).num_plurals == 3  # one, many, other
    assert read(po_path(rules_project, "pl")).num_plurals == 3
    assert read(po_path(rules_project, "hu")).num_plurals == 2


def test_update_keeps_translations_marks_changes_fuzzy_and_keeps_removed_as_obsolete(
    rules_project,
):
    update(rules_project, LANGUAGES[1:])
    path = po_path(rules_project, "hu")
    catalog = read(path)
    catalog.get("The deal").string = "Az osztás"
    catalog.get(
        "Gin rummy grew out of older games."
    ).string = "A gin rummy régi játékokból nőtt ki."
    catalog.get("Knocking").string = "Kopogás"
    from babel.messages.pofile import write_po

    with path.open("wb") as handle:
        write_po(handle, catalog)
    variant = rules_project / "rules/variants/standard.yaml"
    text = variant.read_text(encoding="utf-8")
    text = text.replace(
        "Gin rummy grew out of older games.", "Gin rummy grew out of older rummy games."
    )
    text = text.replace("title: The deal", "title: Who shuffles first")
    variant.write_text(text, encoding="utf-8")

    results = update(rules_project, LANGUAGES[1:])
    assert results[1].changed and not results[1].created
    catalog = read(path)
    assert catalog.get("Knocking").string == "Kopogás"
    assert not catalog.get("Knocking").fuzzy
    changed = catalog.get("Gin rummy grew out of older rummy games.")
    assert changed.fuzzy and changed.string == "A gin rummy régi játékokból nőtt ki."
    # the previous English text is kept for the translator, as `pybabel update --previous` does
    assert '#| msgid "Gin rummy grew out of older games."' in path.read_text(encoding="utf-8")
    assert "The deal" in catalog.obsolete
    localizer = Localizer("hu", catalog)
    assert localizer.gettext("Gin rummy grew out of older rummy games.") == (
        "Gin rummy grew out of older rummy games."
    )
    assert localizer.state("Gin rummy grew out of older rummy games.") is State.FUZZY


def test_a_second_update_rewrites_nothing(rules_project):
    update(rules_project, LANGUAGES[1:])
    before = {p: p.read_bytes() for p in (rules_project / "locales").rglob("*.po*")}
    results = update(rules_project, LANGUAGES[1:])
    assert not any(r.changed for r in results)
    assert before == {p: p.read_bytes() for p in (rules_project / "locales").rglob("*.po*")}


def test_a_message_new_to_several_catalogs_gets_each_language_its_own_usual_name(
    rules_project,
):
    cards = rules_project / "generator/i18n/cards.yaml"
    cards.parent.mkdir(parents=True)
    shutil.copyfile(CARDS_FILE, cards)
    with (rules_project / "babel.cfg").open("a", encoding="utf-8") as mapping:
        mapping.write("\n[gin_rules_yaml: generator/i18n/cards.yaml]\n")
    update(rules_project, LANGUAGES[1:])
    for code in ("de", "pl"):  # as before the rank name came into the template
        path = po_path(rules_project, code)
        catalog = read(path)
        catalog.delete("two", context="rank name")
        from babel.messages.pofile import write_po

        with path.open("wb") as handle:
            write_po(handle, catalog)
    pot_path(rules_project).unlink()
    update(rules_project, LANGUAGES[1:])
    names = {
        code: read(po_path(rules_project, code)).get("two", context="rank name").string
        for code in ("de", "pl")
    }
    assert names == {"de": "Zwei", "pl": "dwójka"}


def test_the_repository_catalogs_have_the_usual_indices():
    root = ROOT
    localizers = localizers_of(root)
    indices = {
        code: "".join(loc.rank_index(r) for r in (1, 13, 12, 11))
        for code, loc in localizers.items()
    }
    assert indices["en"] == "AKQJ"
    assert indices["pl"] == "AKDW"
    assert indices["de"] == "AKDB"
    assert indices["fr"] == "ARDV"
    assert localizers["pl"].rank_index(10) == "10"
    assert localizers["it"].suit_name("s") == "picche"
    assert localizers["el"].suit_name("c") == "σπαθί"


def test_a_catalog_saved_with_other_line_widths_is_laid_out_again_keeping_its_text(
    rules_project,
):
    update(rules_project, LANGUAGES[1:])
    path = po_path(rules_project, "el")
    laid_out = path.read_bytes()
    catalog = read(path)
    long = "Η μοιρασιά, γραμμένη σε μία πολύ μακριά γραμμή χωρίς καμία αναδίπλωση, " * 2
    catalog.get("The deal").string = long
    from babel.messages.pofile import write_po

    for message in catalog:  # an editor keeps the flags as they were; Babel would add some
        message.flags -= FORMAT_FLAGS
    with path.open("wb") as handle:
        write_po(handle, catalog, width=0)
    assert long.encode() in path.read_bytes()  # one line, as the editor saved it
    results = {r.path: r for r in update(rules_project, LANGUAGES[1:])}
    assert results[path].changed
    assert read(path).get("The deal").string == long
    assert long.encode() not in path.read_bytes()  # wrapped as the project writes
    assert path.read_bytes() != laid_out
    # and once laid out, extract leaves it as it is
    assert not {r.path: r for r in update(rules_project, LANGUAGES[1:])}[path].changed


def test_previous_msgids_a_babel_based_editor_saved_as_comments_are_restored_or_dropped(
    rules_project,
):
    update(rules_project, LANGUAGES[1:])
    path = po_path(rules_project, "hu")
    catalog = read(path)
    catalog.get("The deal").string = "Az osztás"
    catalog.get("The deal").user_comments = ['| msgid "The old deal"', "a translator's note"]
    knocking = catalog.get("Knocking")
    knocking.string, knocking.flags = "Kopogás", {"fuzzy"}
    knocking.user_comments = ['| msgid ""', '| "Knocking "', '| "and more"']
    from babel.messages.pofile import write_po

    with path.open("wb") as handle:
        write_po(handle, catalog)
    update(rules_project, ["hu"])
    text = path.read_text(encoding="utf-8")
    assert "# |" not in text
    assert "# a translator's note" in text
    assert '#| msgid "Knocking and more"' in text
    assert text.count("#| msgid") == 1  # the translated entry's previous msgid is dropped


@pytest.mark.parametrize("boundary", ["\v", "\f", "\r", "\x1c", "\x85", "\u2028", "\u2029"])
def test_a_header_comment_with_an_odd_line_boundary_is_written_readable(rules_project, boundary):
    """A header comment holding a character Python counts as a line boundary (a vertical
    tab, U+2028) is written as comment lines still: every line of it keeps its ``#``, and
    every translation is kept."""
    update(rules_project, LANGUAGES[1:])
    path = po_path(rules_project, "de")
    text = path.read_text(encoding="utf-8")
    damaged = text.replace("# German translations", f"# Ger{boundary}man translations", 1)
    assert damaged != text
    path.write_text(damaged, encoding="utf-8", newline="")
    before = read_po_file(path, "de").catalog
    update(rules_project, LANGUAGES[1:])
    written = path.read_text(encoding="utf-8")
    assert all(line.startswith("#") for line in written.split("\n")[:5]), written[:300]
    after = read_po_file(path, "de").catalog
    assert [(m.id, m.string) for m in after] == [(m.id, m.string) for m in before]
