"""The catalogue is read again exactly when a file of ``rules/`` changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import RuleDataError
from generator.variants import check_rules, load_catalogue
from tests.support import copy_project


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_project(tmp_path / "project")


def test_unchanged_rules_give_the_same_catalogue(project: Path) -> None:
    assert load_catalogue(project) is load_catalogue(project)


def test_an_edit_of_the_same_size_is_read(project: Path) -> None:
    """Content decides, not the file's size or time: a title changed letter for letter."""
    first = load_catalogue(project)
    path = project / "rules" / "variants" / "standard.yaml"
    text = path.read_text(encoding="utf-8")
    assert "title: Standard Rummy" in text
    path.write_text(text.replace("title: Standard Rummy", "title: Standard Rammy"), "utf-8")
    second = load_catalogue(project)
    assert second is not first
    assert second.variants["standard"].text.title == "Standard Rammy"
    assert first.variants["standard"].text.title == "Standard Rummy"


def test_a_new_file_is_read(project: Path) -> None:
    first = load_catalogue(project)
    source = project / "rules" / "variants" / "standard.yaml"
    (project / "rules" / "variants" / "broken.yaml").write_text("id: [\n", "utf-8")
    with pytest.raises(RuleDataError):
        load_catalogue(project)
    assert any("broken.yaml" in str(p.location) for p in check_rules(project))
    (project / "rules" / "variants" / "broken.yaml").unlink()
    assert load_catalogue(project).variants.keys() == first.variants.keys()
    assert source.is_file()


def test_each_project_has_its_own(tmp_path: Path) -> None:
    one = copy_project(tmp_path / "one")
    other = copy_project(tmp_path / "other")
    assert load_catalogue(one) is not load_catalogue(other)
