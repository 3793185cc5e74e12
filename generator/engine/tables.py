"""Precomputed per-suit tables behind the fast deadwood search.

Runs live in one suit, sets cross suits. So the least deadwood of any hand is the
least, over every choice of sets, of the sum of each suit's least run deadwood,
and that per-suit figure is a table of 8,192 entries (one per 13-bit suit mask),
built once per (``round_the_corner``, ``ace_value``).

For a hand that must discard, the same decomposition holds with one suit giving
up its best card to discard: ``delta[mask]`` is the least deadwood change of a
suit from discarding one of its cards (``NO_CARD`` for an empty suit).

>>> t = suit_tables(False, 1)
>>> t.deadwood[0b111], t.deadwood[0b1011], t.delta[0b1011]
(0, 7, -4)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from generator.engine.melds import suit_runs

NO_CARD = 1000
"""``delta`` of an empty suit: no card there to discard."""


@dataclass(frozen=True, slots=True)
class SuitTables:
    deadwood: tuple[int, ...]
    """Least deadwood of the suit's cards using runs only."""
    delta: tuple[int, ...]
    """Least change of ``deadwood`` from removing one card of the suit."""
    best: tuple[tuple[int, int, int, tuple[int, ...]], ...]
    """Per mask: (deadwood, deadwood cards, runs, run masks) of the preferred run split."""
    values: tuple[int, ...]
    """Deadwood value of rank bit 0..12."""


@cache
def suit_tables(round_the_corner: bool, ace_value: int) -> SuitTables:
    """The tables for one run style and ace value (built once, about 50 ms)."""
    values = tuple(ace_value if i == 0 else min(i + 1, 10) for i in range(13))
    runs = suit_runs(round_the_corner)
    containing = [tuple(r for r in runs if r >> i & 1) for i in range(13)]
    best: list[tuple[int, int, int, tuple[int, ...]]] = [(0, 0, 0, ())]
    for mask in range(1, 1 << 13):
        low = mask & -mask
        i = low.bit_length() - 1
        p, n, k, chosen = best[mask ^ low]
        candidate = (p + values[i], n + 1, k, chosen)
        for run in containing[i]:
            if run & mask == run:
                p, n, k, chosen = best[mask ^ run]
                option = (p, n, k + 1, tuple(sorted((*chosen, run))))
                if option < candidate:
                    candidate = option
        best.append(candidate)
    deadwood = tuple(b[0] for b in best)
    delta = [NO_CARD]
    for mask in range(1, 1 << 13):
        m, least = mask, NO_CARD
        while m:
            low = m & -m
            least = min(least, deadwood[mask ^ low])
            m ^= low
        delta.append(least - deadwood[mask])
    return SuitTables(deadwood, tuple(delta), tuple(best), values)
