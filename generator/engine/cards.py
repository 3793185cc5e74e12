"""Cards and hands: the 52-card deck, card notation, and the hand as a value.

A card is ``Card(rank, suit)`` with rank 1 (ace) … 13 (king) and suit one of
``"s" "h" "d" "c"``. Its notation is rank symbol + suit symbol: ``As``, ``Th``,
``Kd``. Parsing also accepts ``10``, lower case and the suit signs ♠♥♦♣.

A :class:`Hand` is a set of cards, a frozen value holding their mask: bit
``13 * suit_index + rank - 1`` for each card (spades bits 0–12, hearts 13–25,
diamonds 26–38, clubs 39–51). It is no ``int``: it equals only hands, and its
``repr`` reads back. The engine's searches work on the masks themselves
(:mod:`generator.engine.masks`).

>>> Card.parse("10h")
Card.parse('Th')
>>> hand = Hand.parse("as 2s 3s 7♥")
>>> hand
Hand.parse('As 2s 3s 7h')
>>> len(hand), str(hand), Card.parse("7h") in hand, hand == Hand.parse("7h 3s 2s As")
(4, 'As 2s 3s 7h', True, True)
>>> hand == 8195, eval(repr(hand)) == hand
(False, True)
>>> Card.parse("7x")
Traceback (most recent call last):
...
generator.engine.errors.InvalidCardError: unknown suit 'x' in card '7x'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from generator.engine.errors import InvalidCardError, describe

if TYPE_CHECKING:
    from generator.engine.rules import Rules

__all__ = ["DECK", "Card", "Hand", "HandLike", "card_value", "parse_card", "parse_hand"]

RANK_SYMBOLS = "A23456789TJQK"
"""Rank symbols in rank order, ace (1) first."""
SUIT_SYMBOLS = "shdc"
"""Suit symbols in deck order: spades, hearts, diamonds, clubs."""
SUIT_SIGNS = "♠♥♦♣"
RANK_BITS = 13
SUIT_MASK = (1 << RANK_BITS) - 1
"""The 13 bits of one suit in a hand mask."""
FULL_DECK = (1 << 52) - 1
"""The mask of all 52 cards."""
MAX_TEXT = 1000
"""The longest text read as cards (52 cards, with room for spaces and commas)."""

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
    >>> str(Card.parse("a♠")), Card.parse("As").index, Card.parse("Kc").sign
    ('As', 0, '♣')
    """

    rank: int
    suit: str
    index: int = field(init=False, repr=False, compare=False)
    """Position in the deck and bit number in a hand's mask."""
    bit: int = field(init=False, repr=False, compare=False)
    """The card's bit in a hand's mask: ``1 << index``."""

    RANKS: ClassVar[str] = RANK_SYMBOLS
    """The rank symbols, ace (1) first."""
    SUITS: ClassVar[str] = SUIT_SYMBOLS
    """The suit symbols in deck order."""

    def __post_init__(self) -> None:
        if type(self.rank) is not int or not 1 <= self.rank <= 13:
            raise InvalidCardError(
                f"a card's rank is 1 (ace) to 13 (king), not {describe(self.rank)}"
            )
        if type(self.suit) is not str or self.suit not in SUIT_SYMBOLS:
            raise InvalidCardError(f"a card's suit is one of s, h, d, c, not {describe(self.suit)}")
        index = SUIT_SYMBOLS.index(self.suit) * RANK_BITS + self.rank - 1
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text`` (``As``, ``10h``, ``t♦``); :raises: InvalidCardError."""
        return parse_card(text)

    @property
    def sign(self) -> str:
        """The sign of the card's suit: ♠, ♥, ♦ or ♣."""
        return SUIT_SIGNS[SUIT_SYMBOLS.index(self.suit)]

    def __str__(self) -> str:
        return RANK_SYMBOLS[self.rank - 1] + self.suit

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"


DECK: tuple[Card, ...] = tuple(Card(r, s) for s in SUIT_SYMBOLS for r in range(1, 14))
"""The 52 cards in deck order: As … Ks, Ah … Kh, Ad … Kd, Ac … Kc (``DECK[card.index]``)."""


def parse_card(text: str) -> Card:
    """The card written ``text``; :raises: InvalidCardError naming the bad token.

    >>> parse_card("Kd")
    Card.parse('Kd')
    >>> parse_card("t")
    Traceback (most recent call last):
    ...
    generator.engine.errors.InvalidCardError: card 't' has no suit (write e.g. 'Th')
    """
    if not isinstance(text, str):
        raise InvalidCardError(f"a card is written as text such as 'As', not {describe(text)}")
    token = text.strip()
    if len(token) < 2:
        if token and token in _RANK_OF:
            raise InvalidCardError(f"card {token!r} has no suit (write e.g. '{token.upper()}h')")
        raise InvalidCardError(f"{describe(token)} is not a card (write e.g. 'As', '10h', 'K♦')")
    if len(token) > 3:
        raise InvalidCardError(f"{describe(token)} is not a card (write e.g. 'As', '10h', 'K♦')")
    rank_text, suit_text = token[:-1], token[-1]
    if suit_text not in _SUIT_OF:
        if token in _RANK_OF:
            raise InvalidCardError(f"card {token!r} has no suit (write e.g. '{token}h')")
        raise InvalidCardError(f"unknown suit {suit_text!r} in card {token!r}")
    rank = _RANK_OF.get(rank_text)
    if rank is None:
        raise InvalidCardError(f"unknown rank {rank_text!r} in card {token!r}")
    return DECK[SUIT_SYMBOLS.index(_SUIT_OF[suit_text]) * RANK_BITS + rank - 1]


def parse_cards(cards: str | Iterable[str | Card]) -> list[Card]:
    """Cards in the order given, from text or a sequence; duplicates refused.

    :raises: InvalidCardError for anything but text or a sequence of cards or their text.
    """
    items: Iterable[str | Card]
    if isinstance(cards, str):
        if len(cards) > MAX_TEXT:
            raise InvalidCardError(f"cards written in {len(cards)} characters: 52 cards need fewer")
        items = cards.replace(",", " ").split()
    elif isinstance(cards, Hand):
        return list(cards)
    elif isinstance(cards, Iterable) and not isinstance(cards, bytes | bytearray | dict):
        items = cards
    else:
        raise InvalidCardError(
            f"cards are text such as 'As 2s 3s' or a sequence of cards, not {describe(cards)}"
        )
    result: list[Card] = []
    seen = 0
    for item in items:
        card = item if isinstance(item, Card) else parse_card(item)
        if seen & card.bit:
            raise InvalidCardError(f"card '{card}' appears twice")
        seen |= card.bit
        result.append(card)
    return result


@dataclass(frozen=True, slots=True)
class Hand:
    """A set of cards, by its mask; iterates in deck order. Equal only to hands.

    ``Hand(mask)`` wraps a mask (52 bits), :meth:`Hand.parse` reads notation and
    :meth:`Hand.of` takes cards; ``|``, ``&`` and ``-`` combine hands.

    >>> h = Hand.of([Card(1, "s"), Card(13, "c")])
    >>> list(h), Card(1, "s") in h, h.mask == 1 | 1 << 51
    ([Card.parse('As'), Card.parse('Kc')], True, True)
    >>> h | Hand.parse("2s"), h - Hand.parse("As"), bool(Hand())
    (Hand.parse('As 2s Kc'), Hand.parse('Kc'), False)
    """

    mask: int = 0
    """Bit ``card.index`` set for each card held."""

    DECK: ClassVar[Hand]
    """All 52 cards."""

    def __post_init__(self) -> None:
        if type(self.mask) is not int or not 0 <= self.mask <= FULL_DECK:
            raise InvalidCardError(
                f"a hand's mask is a whole number of 52 bits, not {describe(self.mask)}"
            )

    @classmethod
    def parse(cls, text: str) -> Hand:
        """The hand written ``text`` (``"As 2s Th"``); :raises: InvalidCardError."""
        if not isinstance(text, str):
            raise InvalidCardError(
                f"a hand is written as text such as 'As 2s', not {describe(text)}"
            )
        return cls.of(parse_cards(text))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        """The hand holding ``cards`` (duplicates count once)."""
        try:
            held = iter(cards)
        except TypeError:
            raise InvalidCardError(f"a hand is made of Cards, not {describe(cards)}") from None
        mask = 0
        for card in held:
            if type(card) is not Card:
                raise InvalidCardError(f"a hand holds cards, not {describe(card)}")
            mask |= card.bit
        return cls(mask)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in deck order."""
        return tuple(self)

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        while mask:
            low = mask & -mask
            yield DECK[low.bit_length() - 1]
            mask ^= low

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __contains__(self, card: object) -> bool:
        return type(card) is Card and bool(self.mask >> card.index & 1)

    def __or__(self, other: Hand) -> Hand:
        if type(other) is not Hand:
            return NotImplemented
        return Hand(self.mask | other.mask)

    def __and__(self, other: Hand) -> Hand:
        if type(other) is not Hand:
            return NotImplemented
        return Hand(self.mask & other.mask)

    def __sub__(self, other: Hand) -> Hand:
        if type(other) is not Hand:
            return NotImplemented
        return Hand(self.mask & ~other.mask)

    def __str__(self) -> str:
        return " ".join(map(str, self))

    def __repr__(self) -> str:
        return f"Hand.parse('{self}')"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


Hand.DECK = Hand(FULL_DECK)

HandLike = Hand | str | Iterable[str | Card]
"""What the engine's functions take as a hand: a :class:`Hand`, its text or its cards."""


def parse_hand(cards: HandLike, *, size: int | None = None) -> Hand:
    """The hand holding ``cards`` (text like ``"As 2s Th"`` or a sequence of cards or their text).

    ``size`` optionally demands an exact number of cards. :raises: InvalidCardError.

    >>> parse_hand(["As", "2s", "As"])
    Traceback (most recent call last):
    ...
    generator.engine.errors.InvalidCardError: card 'As' appears twice
    """
    hand = cards if type(cards) is Hand else Hand.of(parse_cards(cards))
    if size is not None and len(hand) != size:
        raise InvalidCardError(f"a hand here has {size} cards, not {len(hand)}: {hand}")
    return hand


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in notation, space separated, in the order given.

    >>> format_cards([Card(1, "s"), Card(10, "h")])
    'As Th'
    """
    return " ".join(map(str, cards))


def card_value(card: Card, rules: Rules | None = None) -> int:
    """Deadwood value: ace ``rules.ace_value`` (1 standard), 2–10 face, J/Q/K 10.

    >>> card_value(Card.parse("Kh")), card_value(Card.parse("7c"))
    (10, 7)
    """
    if card.rank == 1:
        return 1 if rules is None else rules.ace_value
    return min(card.rank, 10)
