"""Slow, obviously correct references: enumerate every meld, try every set of disjoint melds."""

from __future__ import annotations

from itertools import combinations

from generator.engine import Card, Rules


def value(card: Card, rules: Rules) -> int:
    return rules.ace_value if card.rank == 1 else min(card.rank, 10)


def every_meld(cards: list[Card], rules: Rules) -> list[frozenset[Card]]:
    """Every set (3 or 4 cards of a rank) and every run (3+ consecutive cards of a suit)."""
    melds: list[frozenset[Card]] = []
    for size in (3, 4):
        for group in combinations(cards, size):
            if len({c.rank for c in group}) == 1:
                melds.append(frozenset(group))
    held = set(cards)
    for suit in "shdc":
        for start in range(1, 14):
            # the runs starting at ``start``: extend one rank at a time while it is held
            run: list[Card] = []
            for rank in range(start, start + 13):
                if rank > 13:
                    if not rules.round_the_corner:
                        break  # ace low only: K-A-2 is no run
                    rank -= 13
                card = Card(rank, suit)
                if card not in held:
                    break
                run.append(card)
                if len(run) >= 3 and not (len(run) == 13 and start != 1):  # the 13 once
                    melds.append(frozenset(run))
    return melds


def _least(cards: list[Card], melds: list[frozenset[Card]], rules: Rules) -> int:
    """Least deadwood of ``cards``: the best of every set of disjoint ``melds``."""
    total = sum(value(c, rules) for c in cards)
    worth = [sum(value(c, rules) for c in m) for m in melds]
    best = total

    def walk(start: int, used: frozenset[Card], melded: int) -> None:
        nonlocal best
        best = min(best, total - melded)
        for j in range(start, len(melds)):
            if not melds[j] & used:
                walk(j + 1, used | melds[j], melded + worth[j])

    walk(0, frozenset(), 0)
    return best


def least_deadwood(cards: list[Card], rules: Rules) -> int:
    """Least deadwood keeping every card."""
    return _least(cards, every_meld(cards, rules), rules)


def least_deadwood_after_discard(cards: list[Card], rules: Rules) -> int:
    """Least deadwood after the best discard: every card tried, with the melds it is not in."""
    melds = every_meld(cards, rules)
    return min(
        _least([c for c in cards if c != d], [m for m in melds if d not in m], rules) for d in cards
    )
