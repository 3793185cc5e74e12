"""Melds: sets (3–4 cards of a rank) and runs (3+ consecutive cards of a suit).

A :class:`Meld` is a value that is always a meld of its kind: a set is 3 or 4
cards of one rank, a run 3 or more cards of one suit in sequence. A run may
wrap round the ace (Q-K-A, K-A-2) as a value; whether the game allows that
(``Rules.round_the_corner``) is the rules' to say, when a meld is declared or
parsed for a game.

>>> Meld.parse("7h 8h 9h")
Meld.parse('7h 8h 9h')
>>> Meld.parse("Qh Kh Ah")
Traceback (most recent call last):
...
generator.engine.errors.InvalidCardError: 'Qh Kh Ah' is not a meld (a set is 3 or 4 cards ...)
>>> str(Meld.parse("Qh Kh Ah", Rules(round_the_corner=True)))
'Qh Kh Ah'
>>> Meld(Hand.parse("4h 5h 6h").mask, MeldKind.SET)
Traceback (most recent call last):
...
generator.engine.errors.InvalidCardError: '4h 5h 6h' is not a set (3 or 4 cards of one rank)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache

from generator.engine.cards import DECK, FULL_DECK, RANK_BITS, SUIT_MASK, Card, Hand, parse_cards
from generator.engine.errors import InvalidCardError, describe
from generator.engine.rules import Rules


class MeldKind(StrEnum):
    SET = "set"
    """Three or four cards of one rank."""
    RUN = "run"
    """Three or more cards of one suit in sequence."""


@cache
def suit_runs(round_the_corner: bool) -> tuple[int, ...]:
    """Every run of one suit as a 13-bit mask (rank bit 0 = ace)."""
    runs: list[int] = []
    for start in range(13):
        for length in range(3, 14):
            if not round_the_corner and start + length > 13:
                break
            if round_the_corner and length == 13 and start:
                break
            mask = 0
            for k in range(length):
                mask |= 1 << (start + k) % 13
            runs.append(mask)
    return tuple(runs)


@cache
def _run_masks(round_the_corner: bool) -> frozenset[int]:
    return frozenset(suit_runs(round_the_corner))


def run_order(rank_mask: int) -> list[int]:
    """Rank bits of a run in playing order (a wrapping run starts after its gap)."""
    bits = [i for i in range(13) if rank_mask >> i & 1]
    if len(bits) == 13:
        return bits
    start = next(i for i in bits if not rank_mask >> (i - 1) % 13 & 1)
    return [(start + k) % 13 for k in range(len(bits))]


def meld_kind(mask: int, rules: Rules | None = None) -> MeldKind | None:
    """The kind of meld the cards of ``mask`` form under ``rules`` (runs ace low
    without rules), or None."""
    n = mask.bit_count()
    if n < 3:
        return None
    suits = [mask >> (RANK_BITS * s) & SUIT_MASK for s in range(4)]
    ranks = suits[0] | suits[1] | suits[2] | suits[3]
    if ranks.bit_count() == 1 and n <= 4:
        return MeldKind.SET
    present = [s for s in suits if s]
    rtc = rules is not None and rules.round_the_corner
    if len(present) == 1 and present[0] in _run_masks(rtc):
        return MeldKind.RUN
    return None


_ANY_RUN = Rules(round_the_corner=True)
"""Runs of every kind: round the corner too."""
_NOT_A_MELD = "(a set is 3 or 4 cards of one rank, a run 3 or more consecutive cards of one suit)"
_WANTED = {
    MeldKind.SET: "(3 or 4 cards of one rank)",
    MeldKind.RUN: "(3 or more consecutive cards of one suit)",
}


@lru_cache(maxsize=8192)
def _kind_error(mask: int, kind: MeldKind) -> str | None:
    """Why the cards of ``mask`` are no meld of ``kind`` under any rules, or None."""
    if meld_kind(mask, _ANY_RUN) is kind:
        return None
    return f"'{Hand(mask)}' is not a {kind.value} {_WANTED[kind]}"


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or a run: the mask of its cards and its kind, always a meld of that kind.

    :raises: InvalidCardError for cards that are no meld of ``kind``.
    """

    mask: int
    kind: MeldKind

    def __post_init__(self) -> None:
        mask, kind = self.mask, self.kind
        if type(mask) is not int or not 0 <= mask <= FULL_DECK:
            raise InvalidCardError(
                f"a meld's mask is a whole number of 52 bits, not {describe(mask)}"
            )
        if type(kind) is not MeldKind:
            raise InvalidCardError(f"a meld's kind is a MeldKind, not {describe(kind)}")
        error = _kind_error(mask, kind)
        if error is not None:
            raise InvalidCardError(error)

    @classmethod
    def of(cls, cards: str | Iterable[Card | str] | Hand, rules: Rules | None = None) -> Meld:
        """The meld of ``cards`` (text, cards or a hand) under ``rules`` (runs ace low
        without them); :raises: InvalidCardError if they are no meld."""
        listed = parse_cards(cards)
        mask = Hand.of(listed).mask
        kind = meld_kind(mask, rules)
        if kind is None:
            shown = " ".join(map(str, listed)) if isinstance(cards, str) else Hand(mask)
            raise InvalidCardError(f"'{shown}' is not a meld {_NOT_A_MELD}")
        return cls(mask, kind)

    @classmethod
    def parse(cls, text: str, rules: Rules | None = None) -> Meld:
        """The meld written ``text`` (``"7h 8h 9h"``) under ``rules``; :raises: InvalidCardError."""
        if not isinstance(text, str):
            raise InvalidCardError(
                f"a meld is written as text such as '7h 8h 9h', not {describe(text)}"
            )
        return cls.of(text, rules)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards, a run in playing order (Q K A when it wraps)."""
        return _meld_cards(self.mask, self.kind)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"Meld.parse('{self}')"


@lru_cache(maxsize=4096)
def _meld_cards(mask: int, kind: MeldKind) -> tuple[Card, ...]:
    """:attr:`Meld.cards`, kept for the few hundred melds there are."""
    cards = Hand(mask).cards
    if kind is MeldKind.SET:
        return cards
    suit = cards[0].index // RANK_BITS
    ranks = mask >> (RANK_BITS * suit) & SUIT_MASK
    return tuple(DECK[RANK_BITS * suit + r] for r in run_order(ranks))


@cache
def _runs_within(suit: int, round_the_corner: bool) -> tuple[int, ...]:
    """The runs within a suit's 13-bit mask (built once per mask and run style)."""
    return tuple(run for run in suit_runs(round_the_corner) if run & suit == run)


_KNOWN: dict[int, Meld] = {}
"""Every meld made by :func:`meld_of_mask` so far, by its mask (a few hundred at most)."""


def meld_of_mask(mask: int) -> Meld:
    """The meld of ``mask``, known to be a meld: a run if in one suit, else a set (each
    made once: there are a few hundred)."""
    meld = _KNOWN.get(mask)
    if meld is None:
        suits = sum(1 for s in range(4) if mask >> (RANK_BITS * s) & SUIT_MASK)
        meld = _KNOWN[mask] = Meld(mask, MeldKind.RUN if suits == 1 else MeldKind.SET)
    return meld


def all_melds(hand: int, rules: Rules | None = None) -> list[Meld]:
    """Every meld within the mask ``hand`` (sets of 3 and 4, runs of every length), in
    mask order."""
    rtc = rules is not None and rules.round_the_corner
    found: list[Meld] = []
    suits = [hand >> (RANK_BITS * s) & SUIT_MASK for s in range(4)]
    a, b, c, d = suits
    trip = (a & b | c & d) & (a | b) & (c | d)  # the ranks held three or four times
    while trip:
        r = (trip & -trip).bit_length() - 1
        trip &= trip - 1
        bits = [1 << (RANK_BITS * s + r) for s in range(4) if suits[s] >> r & 1]
        full = sum(bits)
        found.append(meld_of_mask(full))
        if len(bits) == 4:
            found.extend(meld_of_mask(full ^ bit) for bit in bits)
    for s in range(4):
        shift = RANK_BITS * s
        found.extend(meld_of_mask(run << shift) for run in _runs_within(suits[s], rtc))
    found.sort(key=lambda m: m.mask)
    return found


def melds_of_masks(masks: Iterable[int]) -> tuple[Meld, ...]:
    """The melds of masks known to be melds (:func:`meld_of_mask`)."""
    return tuple(map(meld_of_mask, masks))
