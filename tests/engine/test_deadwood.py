"""The deadwood search against the brute-force reference, on every rule variant that
changes melds or card values; the 10-card minima against OpenSpiel when it is installed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.engine import Card, Rules, best_arrangement, min_deadwood, parse_hand
from generator.engine.cards import DECK
from generator.engine.deadwood import arrange_mask, tables_for
from generator.engine.masks import deadwood_of_mask, discard_deadwood_of_mask
from tests.engine.reference import least_deadwood, least_deadwood_after_discard, value

RULES = st.sampled_from(
    [
        Rules(),
        Rules(round_the_corner=True),
        Rules(ace_value=15),
        Rules(round_the_corner=True, ace_value=15),
    ]
)


@st.composite
def dense_hands(draw: st.DrawFn, size: int, widths: tuple[int, int] = (5, 7)) -> list[Card]:
    """Cards of ``widths`` consecutive ranks (sets and runs overlap); 3-4 ranks: fours."""
    width = draw(st.integers(*widths))
    low = draw(st.integers(1, 14 - width))
    pool = [c for c in DECK if low <= c.rank < low + width]
    return draw(st.permutations(pool))[:size]


def random_hands(size: int) -> st.SearchStrategy[list[Card]]:
    return st.permutations(list(DECK)).map(lambda cards: cards[:size])


def _check(cards: list[Card], rules: Rules) -> None:
    hand = parse_hand(cards)
    if len(cards) == 10:
        expected = least_deadwood(cards, rules)
    else:
        expected = least_deadwood_after_discard(cards, rules)
    assert min_deadwood(hand, rules) == expected
    arrangement = best_arrangement(hand, rules)
    assert arrangement.points == expected
    # the arrangement itself is consistent: melds and deadwood cover the hand exactly once
    shown = [c for m in arrangement.melds for c in m.cards] + list(arrangement.deadwood)
    if arrangement.discard is not None:
        shown.append(arrangement.discard)
    assert sorted(shown) == sorted(cards)
    assert sum(value(c, rules) for c in arrangement.deadwood) == expected


@settings(max_examples=150, deadline=None)
@given(st.one_of(random_hands(10), random_hands(11)), RULES)
def test_random_hands_agree_with_brute_force(cards: list[Card], rules: Rules) -> None:
    _check(cards, rules)


@settings(max_examples=150, deadline=None)
@given(st.one_of(dense_hands(10), dense_hands(11)), RULES)
def test_meld_dense_hands_agree_with_brute_force(cards: list[Card], rules: Rules) -> None:
    _check(cards, rules)


@settings(max_examples=100, deadline=None)
@given(st.one_of(dense_hands(10, (3, 4)), dense_hands(11, (3, 4))), RULES)
def test_hands_with_fours_agree_with_brute_force(cards: list[Card], rules: Rules) -> None:
    # 10 or 11 of the 12-16 cards of 3-4 ranks: two or three ranks held four times
    _check(cards, rules)


@settings(max_examples=150, deadline=None)
@given(
    st.integers(1, 12).flatmap(lambda n: st.one_of(random_hands(n), dense_hands(n, (3, 6)))),
    RULES,
)
def test_masks_of_any_count_agree_with_brute_force(cards: list[Card], rules: Rules) -> None:
    mask, tables = parse_hand(cards).mask, tables_for(rules)
    keep = least_deadwood(cards, rules)
    assert deadwood_of_mask(mask, tables) == keep
    assert arrange_mask(mask, rules).points == keep
    assert discard_deadwood_of_mask(mask, tables) == least_deadwood_after_discard(cards, rules)


def test_eleven_cards_try_every_discard() -> None:
    # Melded value ties at 72 between T-set + 8-set + 6-set (leaving 7s 7h: discard 7,
    # deadwood 7) and T-set + 6-7-8 of spades + 6-7-8 of hearts (leaving 8c 6d: discard 8c,
    # deadwood 6). Dropping the highest unmelded card of one best grouping gives 7.
    hand = parse_hand("8h Td 8c 6s Th 8s Tc 7s 7h 6d 6h")
    assert min_deadwood(hand) == 6
    assert str(best_arrangement(hand).discard) == "8c"


def test_four_of_a_kind_leaves_the_card_its_run_needs() -> None:
    # 7s 7h 7d 7c: the set of three without 7h leaves 5h 6h 7h 8h a run (deadwood As Ad 2c);
    # the set of four leaves 5h 6h 8h unmelded (deadwood 23)
    hand = parse_hand("7s 7h 7d 7c 5h 6h 8h As Ad 2c")
    assert min_deadwood(hand) == least_deadwood(list(hand), Rules()) == 4
    assert "5h 6h 7h 8h" in best_arrangement(hand).summary()


def test_big_gin_has_no_discard() -> None:
    arrangement = best_arrangement(parse_hand("As 2s 3s 4s 7h 7d 7c 7s 9h Th Jh"))
    assert arrangement.points == 0 and arrangement.discard is None
    # without big gin the hand still goes gin by discarding from the four-card meld
    hand = parse_hand("As 2s 3s 4s 7h 7d 7c 7s 9h Th Jh")
    arrangement = best_arrangement(hand, Rules(big_gin=False))
    assert arrangement.points == 0 and arrangement.discard is not None


def test_round_the_corner_runs_wrap() -> None:
    hand = "Qh Kh Ah 2h 5s 6d 7c 9s 9d 3c"
    assert min_deadwood(hand) == 10 + 10 + 1 + 2 + 5 + 6 + 7 + 9 + 9 + 3  # no meld
    assert min_deadwood(hand, Rules(round_the_corner=True)) == 5 + 6 + 7 + 9 + 9 + 3


def test_ten_card_minima_match_openspiel() -> None:
    """OpenSpiel's exact 10-card search agrees on random and meld-dense hands."""
    pyspiel = pytest.importorskip("pyspiel", reason="the bench extra installs OpenSpiel")
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    rng = random.Random(11)
    names = [str(c) for c in DECK]
    hands = [rng.sample(names, 10) for _ in range(2000)]
    for _ in range(2000):
        low = rng.randint(1, 9)
        hands.append(rng.sample([str(c) for c in DECK if low <= c.rank < low + 5], 10))
    ours = [min_deadwood(h) for h in hands]
    theirs = [utils.min_deadwood(utils.card_strings_to_card_ints(h)) for h in hands]
    assert ours == theirs
