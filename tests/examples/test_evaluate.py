"""Example values and ``check_examples``: hand-worked figures, and every kind of problem located."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.checks import check
from generator.engine import Rules
from generator.errors import Location, RuleDataError
from generator.examples import check_examples, example_values, examples_of, variant_rules
from generator.examples.evaluate import check_example, run_doctest
from generator.variants.model import Example
from tests.examples.page_doctests import FIXTURE, REPO, copy_project, line_of
from tests.support import catalogue_of, load

STANDARD = catalogue_of(REPO)
"""The repository's rule catalogue, which ``variant_rules`` of a value answers from."""


def make(**changes: object) -> Example:
    base: dict[str, object] = {
        "id": "made",
        "title": "Made",
        "prose": "Scores {points}.",
        "hands": {
            "knocker": "As 2s 3s 7h 7d 7c 9s 9h 9d 2c",
            "defender": "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc",
        },
        "doctest": ">>> 1 + 1\n2\n",
        "values": {"points": "settle(knocker, defender, rules).points"},
        "location": Location("rules/variants/made.yaml", 7, 5),
    }
    base.update(changes)
    return Example(**base)  # type: ignore[arg-type]


def test_values_are_the_hand_worked_figures() -> None:
    # knocker: A-2-3 of spades, three 7s, three 9s; deadwood 2c = 2.
    # defender: three kings, 4-5-6 of hearts; deadwood 8c 8d 3c Qc = 8+8+3+10 = 29,
    # nothing to lay off on sets of 7s and 9s (no 7 or 9) or on As-2s-3s (no 4s).
    example = make(
        values={
            "deadwood": "settle(knocker, defender, rules).knocker_deadwood",
            "defender_deadwood": "settle(knocker, defender, rules).defender_deadwood",
            "points": "settle(knocker, defender, rules).points",
            "cards": "len(knocker)",
        }
    )
    assert example_values(example, Rules(), STANDARD) == {
        "deadwood": 2,
        "defender_deadwood": 29,
        "points": 27,
        "cards": 10,
    }


def test_values_see_the_rules_of_the_page() -> None:
    example = make(values={"bonus": "rules.gin_bonus", "limit": "knock_limit(rules)"})
    assert example_values(example, Rules(gin_bonus=20, knock_limit=7), STANDARD) == {
        "bonus": 20,
        "limit": 7,
    }


def test_an_upcard_is_a_card() -> None:
    example = make(hands={"upcard": "5s"}, values={"limit": "knock_limit(rules, upcard)"})
    assert example_values(example, Rules(oklahoma=True), STANDARD) == {"limit": 5}


@pytest.mark.parametrize(
    ("expression", "error"),
    [
        ("settle(knocker, defendr, rules).points", "unknown name 'defendr'"),
        ("open('x')", "unknown name 'open'"),
        ("__import__('os')", "'__import__' is not allowed"),
        ("().__class__.__bases__[0].__subclasses__()", "'__subclasses__' is not allowed"),
        ("min_deadwood.__globals__", "'__globals__' is not allowed"),
        ("rules.__class__", "'__class__' is not allowed"),
        ("(lambda: 1)()", "a lambda is not allowed"),
        ("[c for c in knocker]", "a comprehension is not allowed"),
        ("2 ** 99999999", "a power (**) is not allowed"),
        ("'x' * 100000000", "arithmetic on numbers only, not on str"),
        ("'{0.__class__}'.format(rules)", "may not be called in a value"),
        ("rules.gin_bonus.bit_length()", "may not be called in a value"),
        ("f'{rules}'", "an f-string is not allowed"),
        ("1 // 0", "integer division or modulo by zero"),
    ],
)
def test_a_failing_or_forbidden_value_is_located_at_the_example(
    expression: str, error: str
) -> None:
    with pytest.raises(RuleDataError) as caught:
        example_values(make(values={"points": expression}), Rules(), STANDARD)
    assert caught.value.location == Location("rules/variants/made.yaml", 7, 5)
    assert "value 'points'" in str(caught.value)
    assert error in str(caught.value)


def test_a_value_is_located_at_its_own_line() -> None:
    where = Location("rules/variants/made.yaml", 12, 15)
    example = make(values={"points": "nothing"}, value_locations={"points": where})
    with pytest.raises(RuleDataError) as caught:
        example_values(example, Rules(), STANDARD)
    assert caught.value.location == where


def test_run_doctest_reports_the_failing_line() -> None:
    text = ">>> x = 2\n>>> x + 1\n3\n>>> x * 2\n5\n"
    assert run_doctest(text) == [(3, "x * 2", "expected '5', got '4'")]


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (
            {"knocker": "As 2s 3s 7h 7d 7c 9s 9h 9d", "defender": "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc"},
            "'knocker' holds 9 cards, not 10 or 11",
        ),
        (
            {
                "knocker": "As 2s 3s 7h 7d 7c 9s 9h 9d 2c",
                "defender": "Ks Kh Kd 4h 5h 6h 8c 8d 3c 2c",
            },
            "2c in both 'knocker' and 'defender'",
        ),
        (
            # deadwood 2c + Qc = 12, over the limit of 10
            {
                "knocker": "As 2s 3s 7h 7d 7c 9s 9h 2c Qc",
                "defender": "Ks Kh Kd 4h 5h 6h 8c 8d 3c Jc",
            },
            "the knocker may not go out",
        ),
    ],
)
def test_illegal_hands_are_problems(hands: dict[str, str], message: str) -> None:
    catalogue = catalogue_of(REPO)
    problems = check_example(make(hands=hands), catalogue.standard, catalogue)
    assert [p.location for p in problems] == [Location("rules/variants/made.yaml", 7, 5)]
    assert message in problems[0].message


def test_a_placeholder_without_a_value_is_a_problem() -> None:
    catalogue = catalogue_of(REPO)
    problems = check_example(
        make(prose="Scores {points} with {deadwood}; bonus {gin_bonus}."),
        catalogue.standard,
        catalogue,
    )
    assert [p.message for p in problems] == [
        "example 'made': the prose uses {deadwood}, no value gives it"
    ]


def test_check_runs_the_examples(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    path = root / "rules" / "variants" / FIXTURE.name
    path.write_text(path.read_text("utf-8").replace("\n      27\n", "\n      28\n"), "utf-8")
    assert [p.location.path for p in check(load(root)).examples] == [
        "rules/variants/fixture-game.yaml"
    ]


def test_fixture_examples_check_clean(tmp_path: Path) -> None:
    assert check_examples(catalogue_of(copy_project(tmp_path))) == []


def test_a_wrong_expectation_is_located_at_its_yaml_line(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    path = root / "rules" / "variants" / FIXTURE.name
    text = path.read_text(encoding="utf-8")
    assert text.count("\n      27\n") == 1
    path.write_text(text.replace("\n      27\n", "\n      28\n"), encoding="utf-8")
    problems = check_examples(catalogue_of(root))
    assert len(problems) == 1, problems
    assert problems[0].location.path.endswith("rules/variants/fixture-game.yaml")
    assert problems[0].location.line == line_of(path, ">>> result.points")
    assert "expected '28', got '27'" in problems[0].message


def test_each_example_knows_the_line_of_its_doctest(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    variant = catalogue_of(root).variants["fixture-game"]
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    for example in variant.examples:
        assert lines[example.doctest_line - 1].strip().startswith(">>>"), example.id
    assert {e.id for e in variant.examples} == {"fixture-knock", "fixture-gin"}


def test_variant_rules_reads_the_chosen_project(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    with pytest.raises(ValueError, match="no variant 'fixture-game'"):
        variant_rules("fixture-game")
    with examples_of(catalogue_of(root)):
        assert variant_rules("fixture-game") == variant_rules("standard")
