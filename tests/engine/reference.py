"""Slow, obviously correct references: enumerate every meld, try every set of disjoint melds."""

from __future__ import annotations

from itertools import combinations

from generator.engine import Card, Rules


def value(card: Card, rules: Rules) -> int:
    return rules.ace_value if card.rank == 1 else min(card.rank, 10)


def every_meld(cards: list[Card], rules: Rules) -> list[frozenset[Card]]:
    melds: list[frozenset[Card]] = []
    for size in (3, 4):
        for group in combinations(cards, size):
            if len({c.rank for c in group}) == 1:
                melds.append(frozenset(group))
    held = set(cards)
    for suit in "shdc":
        for start in range(1, 14):
            for length in range(3, 14):
                ranks = [start + k for k in range(length)]
                if rules.round_the_corner:
                    if length == 13 and start != 1:
                        continue
                    ranks = [(r - 1) % 13 + 1 for r in ranks]
                elif ranks[-1] > 13:
                    continue
                run = [Card(r, suit) for r in ranks]
                if all(c in held for c in run):
                    melds.append(frozenset(run))
    return melds


def least_deadwood(cards: list[Card], rules: Rules) -> int:
    """Least deadwood keeping every card: the best of every set of disjoint melds."""
    melds = every_meld(cards, rules)
    total = sum(value(c, rules) for c in cards)
    best = total

    def walk(start: int, used: frozenset[Card], melded: int) -> None:
        nonlocal best
        best = min(best, total - melded)
        for j in range(start, len(melds)):
            if not melds[j] & used:
                walk(j + 1, used | melds[j], melded + sum(value(c, rules) for c in melds[j]))

    walk(0, frozenset(), 0)
    return best


def least_deadwood_after_discard(cards: list[Card], rules: Rules) -> int:
    return min(least_deadwood([c for c in cards if c != d], rules) for d in cards)
