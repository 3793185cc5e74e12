"""Cards and hands: the 52-card deck, card notation, and the bit-mask hand value.

A card is ``Card(rank, suit)`` with rank 1 (ace) … 13 (king) and suit one of
``"s" "h" "d" "c"``. Its notation is rank symbol + suit symbol: ``As``, ``Th``,
``Kd``. Parsing also accepts ``10``, lower case and the suit signs ♠♥♦♣.

A :class:`Hand` is an ``int`` subclass: bit ``13 * suit_index + rank - 1`` is
set for each card it holds (spades bits 0–12, hearts 13–25, diamonds 26–38,
clubs 39–51). The engine's searches work on these masks directly.

>>> parse_card("10h")
Card.parse('Th')
>>> hand = parse_hand("as 2s 3s 7♥")
>>> hand
Hand('As 2s 3s 7h')
>>> len(hand), str(hand)
(4, 'As 2s 3s 7h')
>>> parse_card("7x")
Traceback (most recent call last):
...
ValueError: unknown suit 'x' in card '7x'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.engine.rules import Rules

RANK_SYMBOLS = "A23456789TJQK"
"""Rank symbols in rank order, ace (1) first."""
SUIT_SYMBOLS = "shdc"
"""Suit symbols in deck order: spades, hearts, diamonds, clubs."""
SUIT_SIGNS = "♠♥♦♣"
RANK_BITS = 13
SUIT_MASK = (1 << RANK_BITS) - 1
"""The 13 bits of one suit in a hand mask."""

_RANK_OF = {s: i + 1 for i, s in enumerate(RANK_SYMBOLS)}
_RANK_OF.update({s.lower(): r for s, r in _RANK_OF.items()})
_RANK_OF["10"] = 10
_SUIT_OF = {s: s for s in SUIT_SYMBOLS}
_SUIT_OF.update({s.upper(): s for s in SUIT_SYMBOLS})
_SUIT_OF.update(dict(zip(SUIT_SIGNS, SUIT_SYMBOLS, strict=True)))
_SUIT_OF.update({"\u2664": "s", "\u2661": "h", "\u2662": "d", "\u2667": "c"})  # white signs


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card: rank 1 (ace) … 13 (king) and suit ``s``, ``h``, ``d`` or ``c``.

    >>> Card(12, "h")
    Card.parse('Qh')
    >>> str(Card.parse("a♠")), Card.parse("As").index
    ('As', 0)
    """

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 13:
            raise ValueError(f"card rank must be 1 (ace) to 13 (king), not {self.rank}")
        if self.suit not in SUIT_SYMBOLS:
            raise ValueError(f"card suit must be one of s, h, d, c, not {self.suit!r}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text`` (``As``, ``10h``, ``t♦``); :raises: ValueError."""
        return parse_card(text)

    @property
    def index(self) -> int:
        """Position in :func:`deck` and bit number in a :class:`Hand` mask."""
        return SUIT_SYMBOLS.index(self.suit) * RANK_BITS + self.rank - 1

    @property
    def bit(self) -> int:
        return 1 << self.index

    def __str__(self) -> str:
        return RANK_SYMBOLS[self.rank - 1] + self.suit

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"


DECK: tuple[Card, ...] = tuple(Card(r, s) for s in SUIT_SYMBOLS for r in range(1, 14))
"""The 52 cards in deck order: As … Ks, Ah … Kh, Ad … Kd, Ac … Kc."""


def deck() -> tuple[Card, ...]:
    """The 52 cards in a fixed order (spades, hearts, diamonds, clubs; ace to king).

    >>> len(deck()), str(deck()[0]), str(deck()[-1])
    (52, 'As', 'Kc')
    """
    return DECK


def parse_card(text: str) -> Card:
    """The card written ``text``; :raises: ValueError naming the bad token.

    >>> parse_card("Kd")
    Card.parse('Kd')
    >>> parse_card("t")
    Traceback (most recent call last):
    ...
    ValueError: card 't' has no suit (write e.g. 'Th')
    """
    token = text.strip()
    if len(token) < 2:
        if token and token in _RANK_OF:
            raise ValueError(f"card {token!r} has no suit (write e.g. '{token.upper()}h')")
        raise ValueError(f"{token!r} is not a card (write e.g. 'As', '10h', 'K♦')")
    rank_text, suit_text = token[:-1], token[-1]
    if suit_text not in _SUIT_OF:
        if token in _RANK_OF:
            raise ValueError(f"card {token!r} has no suit (write e.g. '{token}h')")
        raise ValueError(f"unknown suit {suit_text!r} in card {token!r}")
    rank = _RANK_OF.get(rank_text)
    if rank is None:
        raise ValueError(f"unknown rank {rank_text!r} in card {token!r}")
    return DECK[SUIT_SYMBOLS.index(_SUIT_OF[suit_text]) * RANK_BITS + rank - 1]


def _tokens(text: str) -> list[str]:
    return text.replace(",", " ").split()


def parse_cards(cards: str | Iterable[str | Card]) -> list[Card]:
    """Cards in the order given, from text or a sequence; duplicates refused."""
    items = _tokens(cards) if isinstance(cards, str) else list(cards)
    result: list[Card] = []
    seen = 0
    for item in items:
        card = item if isinstance(item, Card) else parse_card(str(item))
        if seen & card.bit:
            raise ValueError(f"card '{card}' appears twice")
        seen |= card.bit
        result.append(card)
    return result


def parse_hand(cards: str | Iterable[str | Card] | Hand, *, size: int | None = None) -> Hand:
    """The hand holding ``cards`` (text like ``"As 2s Th"`` or a sequence of card strings).

    ``size`` optionally demands an exact number of cards.

    >>> parse_hand(["As", "2s", "As"])
    Traceback (most recent call last):
    ...
    ValueError: card 'As' appears twice
    """
    hand = cards if isinstance(cards, Hand) else Hand.of(parse_cards(cards))
    if size is not None and len(hand) != size:
        raise ValueError(f"a hand here has {size} cards, not {len(hand)}: {hand}")
    return hand


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in notation, space separated, in the order given (a Hand: deck order).

    >>> format_cards([Card(1, "s"), Card(10, "h")])
    'As Th'
    """
    return " ".join(map(str, cards))


def card_value(card: Card, rules: Rules | None = None) -> int:
    """Deadwood value: ace ``rules.ace_value`` (1 standard), 2–10 face, J/Q/K 10.

    >>> card_value(parse_card("Kh")), card_value(parse_card("7c"))
    (10, 7)
    """
    if card.rank == 1:
        return 1 if rules is None else rules.ace_value
    return min(card.rank, 10)


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


class Hand(int):
    """A set of cards as a 52-bit mask (an ``int``); iterates in deck order.

    Bit operations on a Hand give plain ints; ``Hand(mask)`` wraps one back.

    >>> h = Hand.of([Card(1, "s"), Card(13, "c")])
    >>> list(h), Card(1, "s") in h, int(h) == (1 | 1 << 51)
    ([Card.parse('As'), Card.parse('Kc')], True, True)
    """

    __slots__ = ()

    def __new__(cls, mask: int = 0) -> Hand:
        if not 0 <= mask < 1 << 52:
            raise ValueError(f"a hand mask has 52 bits, not {mask:#x}")
        return super().__new__(cls, mask)

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        return cls(mask_of(cards))

    @property
    def mask(self) -> int:
        return int(self)

    @property
    def cards(self) -> tuple[Card, ...]:
        return cards_of_mask(self)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of_mask(self))

    def __len__(self) -> int:
        return self.bit_count()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self >> card.index & 1)

    def __str__(self) -> str:
        return format_cards(self)

    def __repr__(self) -> str:
        return f"Hand('{self}')"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)
