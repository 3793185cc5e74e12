from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.engine import (
    Card,
    Rules,
    best_arrangement,
    deck,
    min_deadwood,
    parse_hand,
)
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
def dense_hands(draw: st.DrawFn, size: int) -> list[Card]:
    width = draw(st.integers(5, 7))
    low = draw(st.integers(1, 14 - width))
    pool = [c for c in deck() if low <= c.rank < low + width]
    return draw(st.permutations(pool))[:size]


def random_hands(size: int) -> st.SearchStrategy[list[Card]]:
    return st.permutations(list(deck())).map(lambda cards: cards[:size])


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


def test_eleven_cards_try_every_discard() -> None:
    # Melded value ties at 72 between T-set + 8-set + 6-set (leaving 7s 7h: discard 7,
    # deadwood 7) and T-set + 6-7-8 of spades + 6-7-8 of hearts (leaving 8c 6d: discard 8c,
    # deadwood 6). Dropping the highest unmelded card of the first grouping gives 7.
    hand = parse_hand("8h Td 8c 6s Th 8s Tc 7s 7h 6d 6h")
    assert min_deadwood(hand) == 6
    assert str(best_arrangement(hand).discard) == "8c"


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
