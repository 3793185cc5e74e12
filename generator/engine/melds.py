"""Melds: sets (3–4 cards of a rank) and runs (3+ consecutive cards of a suit).

Runs are ace low (A-2-3) unless ``Rules.round_the_corner``, where they may wrap
(Q-K-A, K-A-2). A :class:`Meld` keeps its cards as a hand mask.

>>> Meld.parse("7h 8h 9h")
Meld.parse('7h 8h 9h')
>>> Meld.parse("Qh Kh Ah")
Traceback (most recent call last):
...
ValueError: 'Qh Kh Ah' is not a meld (a set is 3 or 4 cards of one rank, a run 3 or more ...)
>>> str(Meld.parse("Qh Kh Ah", Rules(round_the_corner=True)))
'Qh Kh Ah'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache

from generator.engine.cards import (
    DECK,
    RANK_BITS,
    SUIT_MASK,
    Card,
    Hand,
    cards_of_mask,
    format_cards,
    mask_of,
    parse_cards,
)
from generator.engine.rules import Rules


class MeldKind(StrEnum):
    SET = "set"
    RUN = "run"


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
    """The kind of meld the cards of ``mask`` form, or None."""
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


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or a run, as the hand mask of its cards."""

    mask: int
    kind: MeldKind

    @classmethod
    def of(
        cls, cards: str | list[Card] | tuple[Card, ...] | int, rules: Rules | None = None
    ) -> Meld:
        """The meld of ``cards`` (text, cards or mask); :raises: ValueError if not a meld."""
        mask = cards if isinstance(cards, int) else mask_of(parse_cards(cards))
        kind = meld_kind(mask, rules)
        if kind is None:
            shown = format_cards(parse_cards(cards)) if isinstance(cards, str) else Hand(mask)
            raise ValueError(
                f"'{shown}' is not a meld (a set is 3 or 4 cards of one rank,"
                " a run 3 or more consecutive cards of one suit)"
            )
        return cls(mask, kind)

    @classmethod
    def parse(cls, text: str, rules: Rules | None = None) -> Meld:
        return cls.of(text, rules)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards, a run in playing order (Q K A when it wraps)."""
        return _meld_cards(self.mask, self.kind)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"Meld.parse('{self}')"


@lru_cache(maxsize=4096)
def _meld_cards(mask: int, kind: MeldKind) -> tuple[Card, ...]:
    """:attr:`Meld.cards`, kept for the few hundred melds there are."""
    cards = cards_of_mask(mask)
    if kind is MeldKind.SET:
        return cards
    suit = cards[0].index // RANK_BITS
    ranks = mask >> (RANK_BITS * suit) & SUIT_MASK
    return tuple(DECK[RANK_BITS * suit + r] for r in run_order(ranks))


@cache
def _runs_within(suit: int, round_the_corner: bool) -> tuple[int, ...]:
    """The runs within a suit's 13-bit mask (built once per mask and run style)."""
    return tuple(run for run in suit_runs(round_the_corner) if run & suit == run)


def all_melds(hand: int, rules: Rules | None = None) -> list[Meld]:
    """Every meld within ``hand`` (sets of 3 and 4, runs of every length), in mask order."""
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
        found.append(Meld(full, MeldKind.SET))
        if len(bits) == 4:
            found.extend(Meld(full ^ bit, MeldKind.SET) for bit in bits)
    for s in range(4):
        shift = RANK_BITS * s
        found.extend(Meld(run << shift, MeldKind.RUN) for run in _runs_within(suits[s], rtc))
    found.sort(key=lambda m: m.mask)
    return found
