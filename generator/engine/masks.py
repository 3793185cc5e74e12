"""The mask-level machinery: hands as plain ints, and the least-deadwood search on them.

Not part of the engine's API (:mod:`generator.engine` exports none of it): the
engine's own modules, its computer players and the benchmarks use it, where a
:class:`~generator.engine.cards.Hand` per call would cost time. A mask has bit
``card.index`` set for each card; the four 13-bit suit masks ``a b c d`` are its
spades, hearts, diamonds and clubs.

The search chooses the sets (few: only ranks held three or four times, see
:mod:`generator.engine.sets`), then reads each suit's best runs from
:mod:`generator.engine.tables`. Most hands hold no rank three times and cost
four table reads. For a hand that must discard (11 cards) it is exact over
*every* discard, not only the highest unmelded card of one best grouping.

>>> from generator.engine.cards import Hand
>>> deadwood_of_mask(Hand.parse("7h 7d 7c 8h 9h").mask)
14
>>> discard_deadwood_of_mask(Hand.parse("As 2s 3s 4s 7h 7d 7c 9s 9h Kd Qc").mask)
28
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from generator.engine.cards import DECK, Card
from generator.engine.sets import least_after_discard, least_keeping, set_choices
from generator.engine.tables import SuitTables, suit_tables

if TYPE_CHECKING:
    from generator.engine.rules import Rules

_M = 0x1FFF
DEFAULT_TABLES = suit_tables(False, 1)
"""The tables of the standard game (runs ace low, ace worth 1)."""

ArrangementKey = tuple[int, int, int, tuple[int, ...]]
"""(deadwood points, deadwood cards, melds, meld masks in increasing order)."""


def iter_bits(mask: int) -> Iterator[int]:
    """Bit numbers set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in deck order."""
    return tuple(DECK[i] for i in iter_bits(mask))


def mask_of(cards: Iterable[Card]) -> int:
    """The mask holding ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def tables_for(rules: Rules | None) -> SuitTables:
    """The per-suit tables for ``rules`` (run style and ace value)."""
    if rules is None or (not rules.round_the_corner and rules.ace_value == 1):
        return DEFAULT_TABLES
    return suit_tables(rules.round_the_corner, rules.ace_value)


def deadwood_of_mask(mask: int, tables: SuitTables = DEFAULT_TABLES) -> int:
    """Least deadwood points of the cards of ``mask`` keeping them all (any count).

    No rank held three times (most hands): four table reads; one rank held three
    times: eight; otherwise :func:`~generator.engine.sets.least_keeping`.
    """
    t = tables.deadwood
    low = mask & 0x3FFFFFF  # 26-bit halves: one CPython digit each, fast to split
    high = mask >> 26
    a = low & 0x1FFF
    b = low >> 13
    c = high & 0x1FFF
    d = high >> 13
    ab = a & b
    cd = c & d
    trip = ab | cd  # the ranks held in both suits of a pair, then the ranks held 3 times
    if trip:
        trip &= (a | b) & (c | d)
        if trip:
            if trip & (trip - 1) or ab & cd:
                return least_keeping(a, b, c, d, trip, t)
            x = 0x1FFF ^ trip
            v = t[a & x] + t[b & x] + t[c & x] + t[d & x]
            w = t[a] + t[b] + t[c] + t[d]
            return v if v < w else w
    return t[a] + t[b] + t[c] + t[d]


def discard_deadwood_of_mask(mask: int, tables: SuitTables = DEFAULT_TABLES) -> int:
    """Least deadwood after the best discard from ``mask`` (exact over every discard).

    For each choice of sets, the discard comes from the suit whose best card to
    give up lowers its run deadwood most (``tables.delta``); breaking a set by
    discarding one of its cards is the choice without that set.
    """
    low = mask & 0x3FFFFFF  # 26-bit halves: one CPython digit each, fast to split
    high = mask >> 26
    return after_discard(low & 0x1FFF, low >> 13, high & 0x1FFF, high >> 13, tables)


def after_discard(a: int, b: int, c: int, d: int, tables: SuitTables) -> int:
    """:func:`discard_deadwood_of_mask` of the suit masks ``a b c d``."""
    t, e = tables.deadwood, tables.delta
    x = e[a]  # the least of e[a], e[b], e[c], e[d] (faster than min())
    y = e[b]
    if y < x:
        x = y
    y = e[c]
    if y < x:
        x = y
    y = e[d]
    if y < x:
        x = y
    least = t[a] + t[b] + t[c] + t[d] + x
    trip = a & b | c & d
    if trip and least:
        trip &= (a | b) & (c | d)
        if trip:
            if trip & (trip - 1) or a & b & c & d:
                v = least_after_discard(a, b, c, d, trip, t, e)
                return v if v < least else least
            x = 0x1FFF ^ trip  # one rank held three times: with its set
            a &= x
            b &= x
            c &= x
            d &= x
            x = e[a]
            y = e[b]
            if y < x:
                x = y
            y = e[c]
            if y < x:
                x = y
            y = e[d]
            if y < x:
                x = y
            v = t[a] + t[b] + t[c] + t[d] + x
            return v if v < least else least
    return least


def arrangement_key(mask: int, tables: SuitTables) -> tuple[ArrangementKey, int]:
    """The preferred arrangement of the cards of ``mask`` keeping them all, as its
    :data:`ArrangementKey`, and the mask of its deadwood."""
    best_key: ArrangementKey | None = None
    best_dead = 0
    a, b, c, d = mask & _M, mask >> 13 & _M, mask >> 26 & _M, mask >> 39
    trip = (a & b | c & d) & (a | b) & (c | d)
    for w, x, y, z in set_choices(a, b, c, d, trip):
        rest = w | x << 13 | y << 26 | z << 39
        sets = mask ^ rest
        points = dead_n = melds_n = 0
        melds: list[int] = []
        set_masks: list[int] = []
        s = sets
        while s:
            r = (s & -s).bit_length() - 1
            rank_bits = sets & (0x8004002001 << (r % 13))
            set_masks.append(rank_bits)
            s &= ~rank_bits
        dead = rest
        for suit in range(4):
            p, n, k, runs = tables.best[rest >> (13 * suit) & _M]
            points += p
            dead_n += n
            melds_n += k
            for run in runs:
                melds.append(run << (13 * suit))
                dead &= ~(run << (13 * suit))
        key = (points, dead_n, melds_n + len(set_masks), tuple(sorted(melds + set_masks)))
        if best_key is None or key < best_key:
            best_key, best_dead = key, dead
    assert best_key is not None
    return best_key, best_dead
