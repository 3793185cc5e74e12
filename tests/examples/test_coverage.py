"""The examples cover what the issue asks for, judged by what the engine makes of their hands."""

from __future__ import annotations

import pytest

from generator.engine import Ending, Game, MatchRules, MeldKind, Scoresheet, Settlement, settle
from generator.examples import example_values, variant_rules
from tests.examples.page_doctests import project
from tests.support import catalogue_of

CATALOGUE = catalogue_of(project())


def settlements(variant: str) -> list[tuple[str, Settlement]]:
    """Each example of ``variant`` with a knocker and a defender, settled under its own rules."""
    out = []
    for example in CATALOGUE.variants[variant].examples:
        hands = example.hands
        if "knocker" in hands and "defender" in hands:
            upcard = hands.get("upcard")
            rules = variant_rules(variant, "oklahoma") if upcard and variant == "standard" else None
            rules = rules or CATALOGUE.variants[variant].rules
            out.append(
                (example.id, settle(hands["knocker"], hands["defender"], rules, upcard=upcard))
            )
    return out


def chained(result: Settlement) -> bool:
    """Some run got a card that only fits next to another laid-off card."""
    for _, meld in result.layoffs:
        if meld.kind is not MeldKind.RUN:
            continue
        ranks = {c.rank for c in meld.cards}
        added = sorted(c.rank for c, m in result.layoffs if m == meld)
        if any(r < min(ranks) - 1 or r > max(ranks) + 1 for r in added):
            return True
    return False


CASES = {
    "knock": lambda r: r.ending is Ending.KNOCK and r.knocker_deadwood > 0 and r.multiplier == 1,
    "gin": lambda r: r.ending is Ending.GIN,
    "big gin": lambda r: r.ending is Ending.BIG_GIN,
    "layoff onto a set": lambda r: any(m.kind is MeldKind.SET for _, m in r.layoffs),
    "chain of layoffs": chained,
    "undercut": lambda r: r.ending is Ending.UNDERCUT and r.defender_deadwood < r.knocker_deadwood,
    "tie": lambda r: r.knocker_deadwood == r.defender_deadwood and r.ending is not Ending.GIN,
    "Oklahoma spade": lambda r: r.multiplier == 2,
}


@pytest.mark.parametrize("case", CASES)
def test_the_standard_page_shows_every_scoring_case(case: str) -> None:
    shown = [eid for eid, result in settlements("standard") if CASES[case](result)]
    assert shown, f"no example on the standard page shows: {case}"


def test_the_standard_page_shows_a_dead_hand() -> None:
    examples = CATALOGUE.variants["standard"].examples
    assert any("VOID" in e.doctest for e in examples)


def standard_sheets() -> list[tuple[str, list[Game], MatchRules]]:
    """Every score sheet the standard page's examples build, found by running their values
    with the engine's Scoresheet recording each sheet it fills."""
    found: list[tuple[str, list[Game], MatchRules]] = []
    original = Scoresheet.played.__func__  # type: ignore[attr-defined]

    def recording(cls, match, wins):  # type: ignore[no-untyped-def]
        sheet = original(cls, match, wins)
        found.append((current, sheet.games, match))
        return sheet

    standard = CATALOGUE.variants["standard"]
    Scoresheet.played = classmethod(recording)  # type: ignore[method-assign]
    try:
        for example in standard.examples:
            current = example.id
            example_values(example, standard.rules, CATALOGUE)
    finally:
        Scoresheet.played = classmethod(original)  # type: ignore[method-assign]
    return found


MATCH_CASES = {
    "a game to 100 with box and game bonuses": lambda games, match: (
        match.target == 100
        and not match.hollywood
        and games[0].final is not None
        and not games[0].shutout
        and games[0].final[games[0].winner]
        == games[0].points[games[0].winner]
        + match.game_bonus
        + match.box_bonus * games[0].boxes[games[0].winner]
    ),
    "a shutout": lambda games, match: any(g.shutout for g in games),
    "a Hollywood sequence": lambda games, match: (
        match.hollywood and len(games) == 3 and sum(1 for g in games if g.points != [0, 0]) == 3
    ),
}


@pytest.mark.parametrize("case", MATCH_CASES)
def test_the_standard_page_shows_every_match_case(case: str) -> None:
    shown = [eid for eid, games, match in standard_sheets() if MATCH_CASES[case](games, match)]
    assert shown, f"no example on the standard page shows: {case}"
