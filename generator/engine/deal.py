"""The deal: ten cards each, one at a time from the non-dealer, the upcard, the stock.

A :class:`Deal` is a value: both hands as masks, the upcard and the stock as
card indices (bit numbers of :mod:`generator.engine.cards`), the stock's top
card first. :func:`shuffled_deal` deals from a seeded shuffle;
:func:`stacked_deal` builds a deal card by card (for examples and tests).

>>> d = shuffled_deal(random.Random(1), dealer=0)
>>> len(Hand(d.hands[0])), len(Hand(d.hands[1])), len(d.stock)
(10, 10, 31)
>>> d2 = stacked_deal("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th", "Kd")
>>> str(DECK[d2.upcard]), str(DECK[d2.stock[0]])
('Kd', 'Js')
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from generator.engine.cards import DECK, Card, Hand, parse_card, parse_cards, parse_hand

HAND_SIZE = 10
FULL_DECK = (1 << 52) - 1
"""The mask of all 52 cards."""


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards as dealt: ``hands[player]`` masks, the upcard, the stock (top first)."""

    dealer: int
    hands: tuple[int, int]
    upcard: int
    stock: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.dealer not in (0, 1):
            raise ValueError(f"the dealer is player 0 or 1, not {self.dealer}")
        seen = self.hands[0] | self.hands[1] | 1 << self.upcard
        count = self.hands[0].bit_count() + self.hands[1].bit_count() + 1
        for i in self.stock:
            seen |= 1 << i
        count += len(self.stock)
        if count != 52 or seen != FULL_DECK:
            raise ValueError("a deal holds each of the 52 cards exactly once")
        for player, mask in enumerate(self.hands):
            if mask.bit_count() != HAND_SIZE:
                raise ValueError(
                    f"player {player} is dealt {HAND_SIZE} cards, not {len(Hand(mask))}"
                )

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    @property
    def upcard_card(self) -> Card:
        return DECK[self.upcard]


def shuffled_deal(rng: random.Random, dealer: int = 0) -> Deal:
    """Shuffle with ``rng`` and deal: one card at a time, the non-dealer first."""
    order = list(range(52))
    rng.shuffle(order)
    first = second = 0
    for j in range(0, 2 * HAND_SIZE, 2):
        first |= 1 << order[j]
        second |= 1 << order[j + 1]
    hands = (second, first) if dealer == 0 else (first, second)
    return Deal(dealer, hands, order[2 * HAND_SIZE], tuple(order[2 * HAND_SIZE + 1 :]))


def stacked_deal(
    non_dealer: str | Iterable[str | Card],
    dealer_hand: str | Iterable[str | Card],
    upcard: str | Card,
    stock: str | Iterable[str | Card] = (),
    *,
    dealer: int = 0,
) -> Deal:
    """A deal from given cards; ``stock`` lists its top cards, the rest follow in deck order."""
    nd = parse_hand(non_dealer, size=HAND_SIZE)
    dh = parse_hand(dealer_hand, size=HAND_SIZE)
    up = upcard if isinstance(upcard, Card) else parse_card(upcard)
    if nd & dh:
        raise ValueError(f"card '{next(iter(Hand(nd & dh)))}' is dealt to both players")
    top = [c.index for c in parse_cards(stock)]
    if (nd | dh) >> up.index & 1:
        raise ValueError(f"the upcard '{up}' is also dealt to a player")
    used = nd | dh | 1 << up.index
    for i in top:
        if used >> i & 1:
            raise ValueError(f"card '{DECK[i]}' is dealt twice")
        used |= 1 << i
    rest = [i for i in range(52) if not used >> i & 1]
    hands = (int(dh), int(nd)) if dealer == 0 else (int(nd), int(dh))
    return Deal(dealer, hands, up.index, (*top, *rest))
