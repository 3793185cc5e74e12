"""Least deadwood and the optimal arrangement of a hand (exact, any number of cards).

The search itself works on masks (:mod:`generator.engine.masks`); here are the
functions a reader calls with a :class:`~generator.engine.cards.Hand` (or its text).

Tie-break of :func:`best_arrangement`, among arrangements with the least
deadwood points: fewest deadwood cards, then fewest melds (longer melds), then
(11 cards) the discard earliest in deck order, then the melds whose masks come
first in increasing order.

>>> min_deadwood(Hand.parse("As 2s 3s 7h 7d 7c 9s 9h Kd Qc"))
38
>>> best_arrangement(Hand.parse("As 2s 3s 4s 7h 7d 7c 9s 9h Kd Qc"))
Arrangement(melds=(Meld.parse('As 2s 3s 4s'), Meld.parse('7h 7d 7c')),
            deadwood=(Card.parse('9s'), Card.parse('9h'), Card.parse('Qc')),
            points=28, discard=Card.parse('Kd'))
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.engine.cards import DECK, Card, Hand, HandLike, format_cards, parse_hand
from generator.engine.errors import InvalidCardError
from generator.engine.masks import (
    DEFAULT_TABLES,
    after_discard,
    arrangement_key,
    cards_of_mask,
    deadwood_of_mask,
    discard_deadwood_of_mask,
    iter_bits,
    tables_for,
)
from generator.engine.melds import Meld, melds_of_masks
from generator.engine.rules import Rules
from generator.engine.sets import least_keeping

__all__ = ["Arrangement", "arrange_mask", "best_arrangement", "min_deadwood"]

_DEADWOOD = DEFAULT_TABLES.deadwood


def min_deadwood(hand: HandLike, rules: Rules | None = None) -> int:
    """Least deadwood of a 10-card hand, or of an 11-card hand after its best discard.

    An 11-card hand whose cards all meld counts 0. :raises: InvalidCardError for
    another size.

    >>> min_deadwood("Ah 2h 3h 4h 5h 5s 5d 9c 9d Kd Qd")
    28
    >>> min_deadwood("As 2s")
    Traceback (most recent call last):
    ...
    generator.engine.errors.InvalidCardError: a hand for min_deadwood has 10 or 11 cards, not 2
    """
    mask = hand.mask if type(hand) is Hand else parse_hand(hand).mask
    # 10 cards: deadwood_of_mask inline, one call less per hand
    low = mask & 0x3FFFFFF  # 26-bit halves: one CPython digit each, fast to split
    high = mask >> 26
    a = low & 0x1FFF
    b = low >> 13
    c = high & 0x1FFF
    d = high >> 13
    n = mask.bit_count()
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
        return after_discard(a, b, c, d, DEFAULT_TABLES if rules is None else tables_for(rules))
    raise InvalidCardError(f"a hand for min_deadwood has 10 or 11 cards, not {n}")


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

        >>> print(best_arrangement(Hand.parse("As 2s 3s 7h 7d 7c 9s 9h Kd Qc")).summary())
        melds As 2s 3s | 7h 7d 7c; deadwood 9s 9h Kd Qc = 38
        """
        melds = " | ".join(map(str, self.melds)) or "none"
        text = f"melds {melds}; deadwood {format_cards(self.deadwood) or 'none'} = {self.points}"
        if self.discard is not None:
            text += f"; discard {self.discard}"
        return text


def arrange_mask(mask: int, rules: Rules | None = None) -> Arrangement:
    """The preferred arrangement of the cards of ``mask`` keeping them all (any count)."""
    key, dead = arrangement_key(mask, tables_for(rules))
    return Arrangement(melds_of_masks(key[3]), cards_of_mask(dead), key[0])


def best_arrangement(
    hand: HandLike, rules: Rules | None = None, *, keep_all: bool = False
) -> Arrangement:
    """The optimal arrangement: 10 cards as they are, 11 cards after the best discard.

    An 11-card hand that melds entirely is big gin (``discard`` None) when
    ``rules.big_gin`` (the default); otherwise it discards from a meld of 4+.
    With ``keep_all``, any number of cards is arranged as it is, without a discard.
    The tie-break is documented in the module docstring. :raises: InvalidCardError.

    >>> best_arrangement("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh")
    Arrangement(melds=(Meld.parse('Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh'),),
                deadwood=(), points=0, discard=None)
    """
    mask = hand.mask if type(hand) is Hand else parse_hand(hand).mask
    rules = rules or Rules()
    tables = tables_for(rules)
    n = mask.bit_count()
    if n == 10 or keep_all:
        return arrange_mask(mask, rules)
    if n != 11:
        raise InvalidCardError(f"a hand for best_arrangement has 10 or 11 cards, not {n}")
    if rules.big_gin:
        key, dead = arrangement_key(mask, tables)
        if key[0] == 0 and not dead:
            return Arrangement(melds_of_masks(key[3]), (), 0, None)
    target = discard_deadwood_of_mask(mask, tables)
    best_key: tuple[int, int, int, int, tuple[int, ...]] | None = None
    best_dead = 0
    for i in iter_bits(mask):
        rest = mask ^ (1 << i)
        if deadwood_of_mask(rest, tables) != target:
            continue
        key, dead = arrangement_key(rest, tables)
        candidate = (key[0], key[1], key[2], i, key[3])
        if best_key is None or candidate < best_key:
            best_key, best_dead = candidate, dead
    assert best_key is not None
    return Arrangement(
        melds_of_masks(best_key[4]), cards_of_mask(best_dead), best_key[0], DECK[best_key[3]]
    )
