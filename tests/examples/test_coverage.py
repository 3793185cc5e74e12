"""The examples cover what the issue asks for, judged by what the engine makes of their hands."""

from __future__ import annotations

import pytest
from page_doctests import project

from generator.engine import Ending, MeldKind, Settlement, settle
from generator.examples import variant_rules
from generator.variants import load_catalogue

CATALOGUE = load_catalogue(project())


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


@pytest.mark.parametrize("variant", [v for v in CATALOGUE.variants if v != "standard"])
def test_every_variant_page_has_two_examples(variant: str) -> None:
    assert len(CATALOGUE.variants[variant].examples) >= 2


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
