"""The project's own rules/: clean, playable, and the tables say what the seed pages say."""

from __future__ import annotations

import pytest

from generator.engine import Ending, Rules, settle
from generator.i18n import english
from generator.variants import aspect_cell
from generator.variants.fields import FIELDS
from tests.support import ROOT, catalogue_of

REPO = ROOT
SEED_ROWS = {"knocking", "hand-end", "hand-points", "layoffs", "stock-end", "other-options"}
"""The rows of the Straight Gin seed pages' table, all of which differ from the standard column."""


@pytest.fixture(scope="module")
def catalogue():
    return catalogue_of(REPO)


def cell(catalogue, aspect_id: str, variant_id: str) -> str:
    aspect = next(a for a in catalogue.aspects if a.id == aspect_id)
    template, values = aspect_cell(aspect, catalogue.variants[variant_id], catalogue)
    filled = {k: " / ".join(v) if isinstance(v, tuple) else v for k, v in values.items()}
    return english().format_map(template, filled)


def test_the_standard_game_comes_first(catalogue) -> None:
    assert next(iter(catalogue.variants)) == "standard"


def test_straight_gin_differs_from_standard_exactly_in_the_seed_rows(catalogue) -> None:
    differ = {
        a.id
        for a in catalogue.aspects
        if cell(catalogue, a.id, "standard") != cell(catalogue, a.id, "straight-gin")
    }
    assert differ == SEED_ROWS


def test_the_seed_facts_of_the_two_columns(catalogue) -> None:
    standard, straight = catalogue.standard.rules, catalogue.variants["straight-gin"].rules
    knock = cell(catalogue, "knocking", "standard")
    assert f"{standard.knock_limit} or less" in knock
    assert "not allowed" in cell(catalogue, "knocking", "straight-gin").lower()
    assert "shuffled" in cell(catalogue, "stock-end", "standard")
    end = cell(catalogue, "stock-end", "straight-gin")
    assert f"last {straight.dead_cards} cards" in end
    assert "draw in a single-hand game" in end and "same dealer" in end
    options = cell(catalogue, "other-options", "straight-gin")
    assert options.startswith(catalogue.variants["straight-gin"].replaces[0].reason)
    assert "Oklahoma" not in options.split(".", 1)[1]  # replaced, so not offered
    assert "Oklahoma" in cell(catalogue, "other-options", "standard")
    assert f"plus {standard.gin_bonus}" in cell(catalogue, "hand-points", "straight-gin")


def test_every_variant_is_played_by_the_engine_from_its_data(catalogue) -> None:
    defender = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9c"
    for variant in catalogue.variants.values():
        assert isinstance(variant.rules, Rules)
        result = settle("As 2s 3s 4s 7h 7d 7c Kd Kh Kc", defender, variant.rules, upcard="5d")
        assert result.ending is Ending.GIN, variant.id
        assert result.points == variant.rules.gin_bonus + result.defender_deadwood, variant.id


def test_parameters_are_fields_with_the_engines_defaults(catalogue) -> None:
    assert catalogue.parameters
    for name, parameter in catalogue.parameters.items():
        spec = FIELDS[name]
        assert parameter.default == spec.default and parameter.type == spec.kind
        for value in parameter.values:
            assert value.sources and all(tag in catalogue.sources for tag in value.sources)


def test_the_disputed_rules_of_the_reference_table_are_catalogued(catalogue) -> None:
    disputed = {
        "ace_value", "round_the_corner", "knock_limit", "layoff_on_gin", "layoff_chains",
        "gin_bonus", "big_gin_bonus", "undercut_bonus", "tie", "stock_end", "match.target",
        "match.game_bonus", "match.box_bonus", "match.shutout", "oklahoma_spades", "oklahoma_ace",
    }  # fmt: skip
    assert disputed <= set(catalogue.parameters)
