"""Least deadwood and the optimal arrangement of a hand (exact, any number of cards).

The search chooses the sets (few: only ranks held three or four times, see
:mod:`generator.engine.sets`), then reads each suit's best runs from
:mod:`generator.engine.tables`. Most hands hold no rank three times and cost
four table reads. For a hand that must discard (11 cards) it is exact over
*every* discard, not only the highest unmelded card of one best grouping.

Tie-break of :func:`best_arrangement`, among arrangements with the least
deadwood points: fewest deadwood cards, then fewest melds (longer melds), then
(11 cards) the discard earliest in deck order, then the melds whose masks come
first in increasing order.

>>> min_deadwood(parse_hand("As 2s 3s 7h 7d 7c 9s 9h Kd Qc"))
38
>>> best_arrangement(parse_hand("As 2s 3s 4s 7h 7d 7c 9s 9h Kd Qc"))
Arrangement(melds=(Meld.parse('As 2s 3s 4s'), Meld.parse('7h 7d 7c')),
            deadwood=(Card.parse('9s'), Card.parse('9h'), Card.parse('Qc')),
            points=28, discard=Card.parse('Kd'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from generator.engine.cards import (
    DECK,
    Card,
    Hand,
    cards_of_mask,
    format_cards,
    iter_bits,
    parse_hand,
)
from generator.engine.melds import Meld, MeldKind
from generator.engine.rules import Rules
from generator.engine.sets import least_after_discard, least_keeping, set_choices
from generator.engine.tables import SuitTables, suit_tables

_M = 0x1FFF
_DEFAULT = suit_tables(False, 1)
_DEADWOOD = _DEFAULT.deadwood


def tables_for(rules: Rules | None) -> SuitTables:
    """The per-suit tables for ``rules`` (run style and ace value)."""
    if rules is None or (not rules.round_the_corner and rules.ace_value == 1):
        return _DEFAULT
    return suit_tables(rules.round_the_corner, rules.ace_value)


def deadwood_of_mask(mask: int, tables: SuitTables = _DEFAULT) -> int:
    """Least deadwood points of the cards of ``mask`` keeping them all (any count).

    No rank held three times (most hands): four table reads; one rank held three
    times: eight; otherwise :func:`~generator.engine.sets.least_keeping`.

    >>> deadwood_of_mask(int(parse_hand("7h 7d 7c 8h 9h")))
    14
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


def discard_deadwood_of_mask(mask: int, tables: SuitTables = _DEFAULT) -> int:
    """Least deadwood after the best discard from ``mask`` (exact over every discard).

    For each choice of sets, the discard comes from the suit whose best card to
    give up lowers its run deadwood most (``tables.delta``); breaking a set by
    discarding one of its cards is the choice without that set.
    """
    low = mask & 0x3FFFFFF  # 26-bit halves: one CPython digit each, fast to split
    high = mask >> 26
    return _after_discard(low & 0x1FFF, low >> 13, high & 0x1FFF, high >> 13, tables)


def _after_discard(a: int, b: int, c: int, d: int, tables: SuitTables) -> int:
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


def min_deadwood(hand: Hand | str | Iterable[str | Card], rules: Rules | None = None) -> int:
    """Least deadwood of a 10-card hand, or of an 11-card hand after its best discard.

    An 11-card hand whose cards all meld counts 0. :raises: ValueError for another size.

    >>> min_deadwood("Ah 2h 3h 4h 5h 5s 5d 9c 9d Kd Qd")
    28
    >>> min_deadwood("As 2s")
    Traceback (most recent call last):
    ...
    ValueError: a hand for min_deadwood has 10 or 11 cards, not 2
    """
    if type(hand) is not Hand:
        hand = parse_hand(hand)
    # 10 cards: deadwood_of_mask inline, one call less per hand
    low = hand & 0x3FFFFFF  # 26-bit halves: one CPython digit each, fast to split
    high = hand >> 26
    a = low & 0x1FFF
    b = low >> 13
    c = high & 0x1FFF
    d = high >> 13
    n = hand.bit_count()
    if n == 10:
        t = _DEADWOOD if rules is None else tables_for(rules).deadwood
        ab = a & b
        cd = c & d
        trip = ab | cd
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
    if n == 11:
        return _after_discard(a, b, c, d, _DEFAULT if rules is None else tables_for(rules))
    raise ValueError(f"a hand for min_deadwood has 10 or 11 cards, not {n}")


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds, deadwood cards and their points; ``discard`` for an 11-card hand (None: big gin)."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    points: int
    discard: Card | None = None

    @property
    def is_gin(self) -> bool:
        return not self.deadwood

    def summary(self) -> str:
        """One line: melds, deadwood and discard.

        >>> print(best_arrangement(parse_hand("As 2s 3s 7h 7d 7c 9s 9h Kd Qc")).summary())
        melds As 2s 3s | 7h 7d 7c; deadwood 9s 9h Kd Qc = 38
        """
        melds = " | ".join(map(str, self.melds)) or "none"
        text = f"melds {melds}; deadwood {format_cards(self.deadwood) or 'none'} = {self.points}"
        if self.discard is not None:
            text += f"; discard {self.discard}"
        return text


def _arrange_mask(
    mask: int, tables: SuitTables
) -> tuple[tuple[int, int, int, tuple[int, ...]], int]:
    """Preferred (points, deadwood cards, melds, meld masks) of ``mask`` and its deadwood mask."""
    best_key: tuple[int, int, int, tuple[int, ...]] | None = None
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


def _to_melds(masks: Iterable[int]) -> tuple[Meld, ...]:
    result = []
    for m in masks:
        suits = sum(1 for s in range(4) if m >> (13 * s) & _M)
        result.append(Meld(m, MeldKind.RUN if suits == 1 else MeldKind.SET))
    return tuple(result)


def arrange_mask(mask: int, rules: Rules | None = None) -> Arrangement:
    """The preferred arrangement of the cards of ``mask`` keeping them all (any count)."""
    key, dead = _arrange_mask(mask, tables_for(rules))
    return Arrangement(_to_melds(key[3]), cards_of_mask(dead), key[0])


def best_arrangement(
    hand: Hand | str | Iterable[str | Card], rules: Rules | None = None
) -> Arrangement:
    """The optimal arrangement: 10 cards as they are, 11 cards after the best discard.

    An 11-card hand that melds entirely is big gin (``discard`` None) when
    ``rules.big_gin`` (the default); otherwise it discards from a meld of 4+.
    The tie-break is documented in the module docstring.

    >>> best_arrangement("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh")
    Arrangement(melds=(Meld.parse('Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh'),),
                deadwood=(), points=0, discard=None)
    """
    if type(hand) is not Hand:
        hand = parse_hand(hand)
    rules = rules or Rules()
    tables = tables_for(rules)
    n = hand.bit_count()
    if n == 10:
        return arrange_mask(hand, rules)
    if n != 11:
        raise ValueError(f"a hand for best_arrangement has 10 or 11 cards, not {n}")
    if rules.big_gin:
        key, dead = _arrange_mask(hand, tables)
        if key[0] == 0 and not dead:
            return Arrangement(_to_melds(key[3]), (), 0, None)
    target = discard_deadwood_of_mask(hand, tables)
    best_key: tuple[int, int, int, int, tuple[int, ...]] | None = None
    best_dead = 0
    for i in iter_bits(hand):
        rest = hand ^ (1 << i)
        if deadwood_of_mask(rest, tables) != target:
            continue
        key, dead = _arrange_mask(rest, tables)
        candidate = (key[0], key[1], key[2], i, key[3])
        if best_key is None or candidate < best_key:
            best_key, best_dead = candidate, dead
    assert best_key is not None
    return Arrangement(
        _to_melds(best_key[4]), cards_of_mask(best_dead), best_key[0], DECK[best_key[3]]
    )
