"""The deal: ten cards each, one at a time from the non-dealer, the upcard, the stock.

A :class:`Deal` is a value: the dealer, both hands (player 0's first), the upcard
and the stock, its top card first; it holds each of the 52 cards once.
:meth:`Deal.shuffled` deals from a seeded shuffle; :meth:`Deal.stacked` builds
a deal card by card (for examples and tests). A record holds a deal as JSON
(:meth:`Deal.to_json`, :meth:`Deal.from_json`).

>>> d = Deal.shuffled(random.Random(1), dealer=0)
>>> len(d.hands[0]), len(d.hands[1]), len(d.stock)
(10, 10, 31)
>>> d2 = Deal.stacked("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th", "Kd")
>>> d2.upcard, d2.stock[0]
(Card.parse('Kd'), Card.parse('Js'))
>>> Deal.stacked("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ah 2h 3h 4h 5h 6h 7h 8h 9h As", "Kd")
Traceback (most recent call last):
...
generator.engine.errors.InvalidCardError: card 'As' is dealt to both players
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from generator.engine.cards import DECK, FULL_DECK, Card, Hand, HandLike, parse_card, parse_cards
from generator.engine.errors import InvalidCardError, InvalidRecordError, describe

__all__ = ["HAND_SIZE", "Deal"]

HAND_SIZE = 10
STOCK_SIZE = 52 - 2 * HAND_SIZE - 1


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards as dealt: who dealt, ``hands[player]``, the upcard, the stock (top first).

    :raises: InvalidCardError for cards that are no deal (a card twice or missing, a
    hand of another size than ten); InvalidRecordError for a dealer other than 0 or 1.
    """

    dealer: int
    hands: tuple[Hand, Hand]
    upcard: Card
    stock: tuple[Card, ...]

    def __post_init__(self) -> None:
        if type(self.dealer) is not int or self.dealer not in (0, 1):
            raise InvalidRecordError(f"the dealer is player 0 or 1, not {describe(self.dealer)}")
        hands = self.hands
        if type(hands) is not tuple or len(hands) != 2 or any(type(h) is not Hand for h in hands):
            raise InvalidCardError(f"a deal's hands are two Hands, not {describe(hands)}")
        upcard = self.upcard
        if type(upcard) is not Card:
            raise InvalidCardError(f"a deal's upcard is a Card, not {describe(upcard)}")
        if type(self.stock) is not tuple:
            raise InvalidCardError(
                f"a deal's stock is a tuple of Cards, not {describe(self.stock)}"
            )
        for player, hand in enumerate(hands):
            if len(hand) != HAND_SIZE:
                raise InvalidCardError(
                    f"player {player} is dealt {HAND_SIZE} cards, not {len(hand)}"
                )
        both = hands[0].mask & hands[1].mask
        if both:
            raise InvalidCardError(f"card '{next(iter(Hand(both)))}' is dealt to both players")
        seen = hands[0].mask | hands[1].mask
        if seen & upcard.bit:
            raise InvalidCardError(f"the upcard '{upcard}' is also dealt to a player")
        seen |= upcard.bit
        for card in self.stock:
            if type(card) is not Card:
                raise InvalidCardError(f"a deal's stock holds Cards, not {describe(card)}")
            if seen & card.bit:
                raise InvalidCardError(f"card '{card}' is dealt twice (in the stock)")
            seen |= card.bit
        if seen != FULL_DECK:
            missing = Hand(FULL_DECK & ~seen)
            raise InvalidCardError(f"a deal holds all 52 cards; missing: {missing}")

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0) -> Deal:
        """Shuffle with ``rng`` and deal: one card at a time, the non-dealer first."""
        order = list(range(52))
        rng.shuffle(order)
        first = second = 0
        for j in range(0, 2 * HAND_SIZE, 2):
            first |= 1 << order[j]
            second |= 1 << order[j + 1]
        hands = (Hand(second), Hand(first)) if dealer == 0 else (Hand(first), Hand(second))
        stock = tuple(map(DECK.__getitem__, order[2 * HAND_SIZE + 1 :]))
        if dealer != 0 and dealer != 1:
            return cls(dealer, hands, DECK[order[2 * HAND_SIZE]], stock)  # refused there
        deal = object.__new__(cls)  # a shuffle of the deck is a deal: nothing to check
        for name, value in zip(
            _FIELDS, (dealer, hands, DECK[order[2 * HAND_SIZE]], stock), strict=True
        ):
            object.__setattr__(deal, name, value)
        return deal

    @classmethod
    def stacked(
        cls,
        non_dealer: HandLike,
        dealer_hand: HandLike,
        upcard: str | Card,
        stock: str | Iterable[str | Card] = (),
        *,
        dealer: int = 0,
    ) -> Deal:
        """A deal from given cards; ``stock`` lists its top cards, the rest follow in
        deck order. :raises: InvalidCardError."""
        nd = Hand.of(parse_cards(non_dealer))
        dh = Hand.of(parse_cards(dealer_hand))
        up = parse_card(upcard) if isinstance(upcard, str) else upcard
        top = parse_cards(stock)
        hands = (dh, nd) if dealer == 0 else (nd, dh)
        used = nd.mask | dh.mask | up.bit | Hand.of(top).mask
        rest = tuple(c for c in DECK if not used & c.bit)
        return cls(dealer, hands, up, (*top, *rest))

    def to_json(self) -> dict[str, Any]:
        """Dealer, both hands (player 0 first), the upcard and the stock (top card first)."""
        return {
            "dealer": self.dealer,
            "hands": [str(self.hands[0]), str(self.hands[1])],
            "upcard": str(self.upcard),
            "stock": " ".join(map(str, self.stock)),
        }

    @classmethod
    def from_json(cls, data: object) -> Deal:
        """The deal of :meth:`to_json`; :raises: InvalidRecordError naming the field."""
        if not isinstance(data, Mapping):
            raise InvalidRecordError(f"a deal is an object, not {describe(data)}")
        missing = [k for k in ("dealer", "hands", "upcard", "stock") if k not in data]
        if missing:
            raise InvalidRecordError(
                "a deal has dealer, hands (two), upcard and stock; missing: " + ", ".join(missing)
            )
        unknown = [k for k in data if k not in ("dealer", "hands", "upcard", "stock")]
        if unknown:
            raise InvalidRecordError(f"a deal has no field {describe(unknown[0])}")
        hands = data["hands"]
        if not isinstance(hands, list) or len(hands) != 2:
            raise InvalidRecordError(f"deal.hands: two hands, not {describe(hands)}")
        try:
            field = "deal.hands[0]"
            first = Hand.parse(_text(hands[0]))
            field = "deal.hands[1]"
            second = Hand.parse(_text(hands[1]))
            field = "deal.upcard"
            upcard = parse_card(_text(data["upcard"]))
            field = "deal.stock"
            stock = tuple(parse_cards(_text(data["stock"])))
            field = "deal"
            return cls(data["dealer"], (first, second), upcard, stock)
        except (InvalidCardError, InvalidRecordError) as error:
            raise InvalidRecordError(f"{field}: {error}") from None


_FIELDS = ("dealer", "hands", "upcard", "stock")


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise InvalidRecordError(
            f"cards are written as text such as 'As 2s', not {describe(value)}"
        )
    return value
