"""extends: a child states only its differences; options and replacements are inherited."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.engine import NextDealer, StockEnd
from generator.errors import RuleDataError
from generator.variants import apply_options
from tests.support import catalogue_of, rule_problems


def write(root: Path, name: str, text: str) -> None:
    (root / "rules" / "variants" / f"{name}.yaml").write_text(text, encoding="utf-8")


GRANDCHILD = """\
extends: straight-gin
order: 30
rules:
  gin_bonus: 20
  match:
    box_bonus: 10
text: {title: Short Straight Gin, tagline: Straight Gin with small bonuses., what_is: [Less.]}
"""


def test_a_grandchild_inherits_the_whole_chain(make_project) -> None:
    root = make_project()
    write(root, "short-straight", GRANDCHILD)
    catalogue = catalogue_of(root)
    child = catalogue.variants["short-straight"]
    assert child.extends == "straight-gin"
    rules = child.rules
    assert (rules.knocking, rules.stock_end, rules.gin_bonus) == (False, StockEnd.VOID_AT_TWO, 20)
    # nested match: box bonus changed, the rest kept from the standard game
    assert rules.match.box_bonus == 10
    assert rules.match.target == 100 and rules.match.game_bonus == 100
    assert rules.match.dealer_after_void is NextDealer.SAME
    # options inherited from straight-gin, which itself inherited them from standard less oklahoma
    assert child.options == ("single-hand", "to-100", "to-250", "hollywood")
    assert [r.option for r in child.replaces] == ["oklahoma"]


def test_page_order_puts_the_standard_game_first(make_project) -> None:
    root = make_project()
    write(root, "aaa", GRANDCHILD.replace("order: 30", "order: 5"))
    assert list(catalogue_of(root).variants) == ["standard", "aaa", "straight-gin"]


def test_a_child_overrides_what_its_parent_set(make_project) -> None:
    root = make_project()
    write(
        root,
        "knock-again",
        "extends: straight-gin\nrules: {knocking: true, knock_limit: 5}\n"
        "options: [to-100, oklahoma]\nreplaces: []\n"
        "text: {title: K, tagline: K., what_is: [K.]}\n",
    )
    variant = catalogue_of(root).variants["knock-again"]
    assert variant.rules.knocking and variant.rules.knock_limit == 5
    assert variant.rules.stock_end is StockEnd.VOID_AT_TWO
    assert variant.options == ("to-100", "oklahoma") and variant.replaces == ()


def test_a_parent_problem_is_reported_once_not_for_every_child(make_project) -> None:
    root = make_project()
    write(
        root,
        "broken",
        "extends: standard\nrules: {knocking: false, oklahoma: true}\noptions: []\n"
        "text: {title: B, tagline: B., what_is: [B.]}\n",
    )
    write(root, "child", "extends: broken\ntext: {title: C, tagline: C., what_is: [C.]}\n")
    problems = rule_problems(root)
    assert [(p.location.path, p.location.line) for p in problems] == [
        ("rules/variants/broken.yaml", 2)
    ]


def test_apply_options(make_project) -> None:
    catalogue = catalogue_of(make_project())
    assert apply_options(catalogue, "standard", ["to-250", "hollywood"]).match.target == 250
    assert apply_options(catalogue, "straight-gin", ["single-hand"]).match.single_hand
    assert apply_options(catalogue, "standard", ["oklahoma"]).oklahoma
    cases = {
        ("standard", ("to-100", "to-250")): "options 'to-100' and 'to-250' are both length options",
        ("standard", ("single-hand", "hollywood")): "options 'single-hand' and 'hollywood' exclude",
        ("straight-gin", ("oklahoma",)): "straight-gin does not combine with option 'oklahoma'",
        ("standard", ("to-1000",)): "unknown option 'to-1000'",
        ("straight-gin", ("no-big-gin",)): "straight-gin does not offer option 'no-big-gin'",
    }
    for (variant, chosen), message in cases.items():
        with pytest.raises(RuleDataError) as caught:
            apply_options(catalogue, variant, chosen)
        assert message in str(caught.value), (variant, chosen)


def test_exclusions_hold_both_ways(make_project) -> None:
    options = catalogue_of(make_project()).options
    assert "single-hand" in options["hollywood"].excludes
    assert (
        options["single-hand"].excludes["hollywood"] == options["hollywood"].excludes["single-hand"]
    )
