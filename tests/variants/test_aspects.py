"""Comparison-table cells: templates chosen by value, first matching case wins."""

from __future__ import annotations

from pathlib import Path

from generator.variants import aspect_cell
from generator.variants.model import Aspect, Case
from tests.support import catalogue_of


def fill(template: str, values: dict[str, object]) -> str:
    return template.format(
        **{k: ", ".join(v) if isinstance(v, tuple) else v for k, v in values.items()}
    )


def test_the_first_matching_case_wins(make_project) -> None:
    catalogue = catalogue_of(make_project())
    aspect = Aspect(
        "x",
        "X",
        (
            Case({"knocking": False}, "no knock"),
            Case({"stock_end": ["void_at_two", "replenish"]}, "any stock"),
            Case({}, "never reached"),
        ),
    )
    standard, straight = catalogue.variants["standard"], catalogue.variants["straight-gin"]
    assert aspect_cell(aspect, straight, catalogue)[0] == "no knock"
    assert aspect_cell(aspect, standard, catalogue)[0] == "any stock"


def test_derived_keys(make_project) -> None:
    catalogue = catalogue_of(make_project())
    aspect = Aspect(
        "x",
        "X",
        (
            Case({"replaces": "oklahoma"}, "replaces oklahoma"),
            Case({"standard": True, "options": "hollywood"}, "standard with hollywood"),
        ),
    )
    assert (
        aspect_cell(aspect, catalogue.variants["straight-gin"], catalogue)[0] == "replaces oklahoma"
    )
    assert (
        aspect_cell(aspect, catalogue.variants["standard"], catalogue)[0]
        == "standard with hollywood"
    )


def test_cell_values_are_rule_values_and_tuples_of_msgids(make_project) -> None:
    catalogue = catalogue_of(make_project())
    options = next(a for a in catalogue.aspects if a.id == "other-options")
    text, values = aspect_cell(options, catalogue.variants["straight-gin"], catalogue)
    names = {o: catalogue.options[o].name for o in catalogue.options}
    assert values["options"] == tuple(
        names[o] for o in ("single-hand", "to-100", "to-250", "hollywood")
    )
    assert values["targets"] == (names["to-100"], names["to-250"])
    assert values["other_options"] == (names["hollywood"],)
    assert values["replaces"] == (names["oklahoma"],)
    assert values["reasons"] == tuple(r.reason for r in catalogue.variants["straight-gin"].replaces)
    assert values["knock_limit"] == 10 and values["stock_end"] == "void_at_two"
    assert values["target"] == 100 and values["title"] == "Straight Gin"
    assert values["standard"] == catalogue.standard.text.title
    assert "{reasons}" in text and "{targets}" in text


def test_a_rule_number_in_a_cell_follows_the_data(make_project, tmp_path: Path) -> None:
    root = make_project()
    path = root / "rules" / "variants" / "standard.yaml"
    path.write_text(path.read_text().replace("knock_limit: 10", "knock_limit: 7"))
    catalogue = catalogue_of(root)
    knocking = next(a for a in catalogue.aspects if a.id == "knocking")
    cell = fill(*aspect_cell(knocking, catalogue.variants["standard"], catalogue))
    assert "7 or less" in cell
