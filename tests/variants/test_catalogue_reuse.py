"""A project loaded again (the preview's rebuild) takes its rule data from the earlier load
exactly while no file of ``rules/`` changed: content decides, not a file's size or time."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import RuleDataError
from generator.project import Project
from generator.settings import Settings
from tests.support import copy_project


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(copy_project(tmp_path / "project"))


def test_unchanged_rules_are_taken_from_the_earlier_load(settings: Settings) -> None:
    first = Project.load(settings)
    again = Project.load(settings, first)
    assert again.rules is first.rules and again.translations is first.translations


def test_a_changed_catalog_leaves_the_rules_as_they_were(settings: Settings) -> None:
    first = Project.load(settings)
    po = settings.root / "locales" / "de" / "LC_MESSAGES" / "messages.po"
    po.write_bytes(po.read_bytes() + b"\n")
    again = Project.load(settings, first)
    assert again.rules is first.rules and again.translations is not first.translations


def test_an_edit_of_the_same_size_is_read(settings: Settings) -> None:
    first = Project.load(settings)
    path = settings.root / "rules" / "variants" / "standard.yaml"
    text = path.read_text(encoding="utf-8")
    title = first.catalogue.standard.text.title
    changed = title[:-1] + ("x" if title[-1] != "x" else "y")
    assert f"title: {title}" in text
    path.write_text(text.replace(f"title: {title}", f"title: {changed}"), "utf-8")
    second = Project.load(settings, first)
    assert second.rules is not first.rules
    assert second.catalogue.standard.text.title == changed
    assert first.catalogue.standard.text.title == title


def test_a_new_file_is_read(settings: Settings) -> None:
    first = Project.load(settings)
    broken = settings.root / "rules" / "variants" / "broken.yaml"
    broken.write_text("id: [\n", "utf-8")
    second = Project.load(settings, first)
    with pytest.raises(RuleDataError):
        second.catalogue  # noqa: B018
    assert any("broken.yaml" in str(p.location) for p in second.rules.problems)
    broken.unlink()
    assert (
        Project.load(settings, second).catalogue.variants.keys() == first.catalogue.variants.keys()
    )


def test_another_project_is_loaded_anew(tmp_path: Path, settings: Settings) -> None:
    other = Settings(copy_project(tmp_path / "other"))
    first = Project.load(settings)
    assert Project.load(other, first).rules is not first.rules
