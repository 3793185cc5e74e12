"""A hand's prospects: what the next card from the stock is likely to make of it.

A good player judges a hand by more than its deadwood today: by what the next card he
draws is likely to make of it. :class:`Prospects` weighs every card he has not seen by
its chance of being in the stock (:class:`~generator.engine.knowledge.Table`) and gives,
for a 10-card hand, the expected least deadwood after the next draw and the best
discard (:meth:`Prospects.after_draw`; a draw that leaves the hand unable to knock
counts ``penalty`` points more) and the chance that the draw lets it go down
(:meth:`Prospects.chance`). Two hands with the same deadwood differ here by their live
draws: a pair whose third cards are all gone counts for nothing, a two-way card twice.

The least deadwood after a draw is the engine's exact search
(:func:`~generator.engine.deadwood.discard_deadwood_of_mask`) for the cards that meld
with two cards of the hand (:func:`meld_draws`). Any other card melds with nothing: it
is thrown at once, or kept in place of the card whose loss costs least, so its result
is known without a search.

>>> from generator.engine import parse_hand
>>> from generator.engine.cards import cards_of_mask
>>> [str(c) for c in cards_of_mask(meld_draws(int(parse_hand("7h 8h 9s 9d")), False))]
['6h', '9h', '9c']
"""

from __future__ import annotations

from generator.engine.cards import iter_bits
from generator.engine.deadwood import deadwood_of_mask, discard_deadwood_of_mask
from generator.engine.knowledge import Table
from generator.engine.tables import SuitTables

__all__ = ["Prospects", "meld_draws"]

_SUIT = 0x1FFF


def meld_draws(hand: int, round_the_corner: bool) -> int:
    """The cards not in ``hand`` that make a meld with two of its cards: a third of a
    rank it holds twice, or a card next to two of a suit it holds in sequence."""
    a, b, c, d = hand & _SUIT, hand >> 13 & _SUIT, hand >> 26 & _SUIT, hand >> 39 & _SUIT
    twice = a & b | a & c | a & d | b & c | b & d | c & d
    found = twice | twice << 13 | twice << 26 | twice << 39
    for shift, suit in ((0, a), (13, b), (26, c), (39, d)):
        if not suit:
            continue
        if round_the_corner:
            up1 = (suit << 1 | suit >> 12) & _SUIT
            up2 = (suit << 2 | suit >> 11) & _SUIT
            down1 = (suit >> 1 | suit << 12) & _SUIT
            down2 = (suit >> 2 | suit << 11) & _SUIT
        else:
            up1, up2 = suit << 1 & _SUIT, suit << 2 & _SUIT
            down1, down2 = suit >> 1, suit >> 2
        found |= (up1 & up2 | up1 & down1 | down1 & down2) << shift
    return found & ~hand & (1 << 52) - 1


class Prospects:
    """The draws a player may expect from the stock, weighed by their chances."""

    __slots__ = ("cache", "draws", "limit", "penalty", "rtc", "tables", "values")

    def __init__(
        self,
        table: Table,
        holds: list[float],
        tables: SuitTables,
        limit: int | None,
        penalty: float,
    ) -> None:
        weights = [(i, 1.0 - holds[i]) for i in iter_bits(table.unseen)]
        total = sum(w for _, w in weights)
        values = tables.values
        self.draws: tuple[tuple[int, int, float], ...] = (
            tuple((1 << i, values[i % 13], w / total) for i, w in weights if w > 0.0)
            if total > 0.0
            else ()
        )
        self.tables = tables
        self.values = values
        self.limit = -1 if limit is None else limit
        self.penalty = penalty
        self.rtc = table.round_the_corner
        self.cache: dict[int, tuple[float, float, float]] = {}

    def _outcomes(self, hand: int) -> tuple[float, float, float]:
        """(expected deadwood with the penalty, chance to knock, chance of gin)."""
        known = self.cache.get(hand)
        if known is not None:
            return known
        tables = self.tables
        now = deadwood_of_mask(hand, tables)
        if not self.draws:
            result = (float(now), float(now <= self.limit), float(now == 0))
            self.cache[hand] = result
            return result
        spare = min(deadwood_of_mask(hand ^ 1 << i, tables) for i in iter_bits(hand))
        melding = meld_draws(hand, self.rtc)
        limit, penalty = self.limit, self.penalty
        value = knock = gin = 0.0
        for bit, card_value, weight in self.draws:
            if bit & melding:
                after = discard_deadwood_of_mask(hand | bit, tables)
            else:
                after = spare + card_value
                if after > now:
                    after = now
            if after == 0:
                knock += weight
                gin += weight
            elif after > limit:
                value += weight * (after + penalty)
            else:
                value += weight * after
                knock += weight
        result = (value, knock, gin)
        self.cache[hand] = result
        return result

    def after_draw(self, hand: int) -> float:
        """The expected least deadwood of the 10-card ``hand`` after the next draw and the
        best discard, ``penalty`` more when it could not knock then."""
        return self._outcomes(hand)[0]

    def knock_chance(self, hand: int) -> float:
        """The chance that the next draw lets ``hand`` knock (or go gin)."""
        return self._outcomes(hand)[1]

    def gin_outs(self, hand: int) -> int:
        """How many cards the player has not seen would give ``hand`` gin."""
        tables = self.tables
        melding = meld_draws(hand, self.rtc)
        return sum(
            1
            for bit, _, _ in self.draws
            if bit & melding and discard_deadwood_of_mask(hand | bit, tables) == 0
        )

    def gin_chance(self, hand: int) -> float:
        """The chance that the next draw gives ``hand`` gin."""
        return self._outcomes(hand)[2]
