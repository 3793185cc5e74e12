"""What the strong player makes of the table at one decision.

A :class:`Reading` gathers, from the public part of the state only
(:func:`~generator.engine.knowledge.read_table`):

- the chance that each card is in the opponent's hand
  (:meth:`~generator.engine.knowledge.Table.opponent_holds`);
- the **danger** of each discard: the chance that the opponent holds two cards that
  meld with it (he then takes it and makes a meld);
- the **hazard**: the chance that the opponent goes down on his next turn, growing
  with the cards he has drawn and the discards he took (counted over many hands of
  players who knock as soon as they may: about 1% at his second draw, a quarter by his
  tenth), lower under a lower knock limit and small in a deal played for gin;
- the hand's :class:`~generator.engine.prospects.Prospects`;
- the **layoffs** a declaration exposes: the value of the cards the opponent is
  expected to lay off onto its melds (:func:`layoff_exposure`).
"""

from __future__ import annotations

from collections.abc import Iterable

from generator.engine.deadwood import deadwood_of_mask
from generator.engine.hand import HandState
from generator.engine.knowledge import meld_partners, read_table
from generator.engine.melds import Meld, MeldKind
from generator.engine.prospects import Prospects
from generator.engine.rules import Rules

__all__ = ["GIN_ONLY_PENALTY", "PENALTY", "Reading", "layoff_exposure"]

PENALTY = 10.0
"""Points a draw that leaves the hand unable to knock counts beyond its deadwood."""
GIN_ONLY_PENALTY = 100.0
"""The same in a deal played for gin only: there only the chance of gin counts, the
deadwood breaking ties (worth 3 to 4 points a hand against the simple bot in Straight
Gin, over 10 points of penalty)."""


def hazard(draws: int, taken: int, limit: int | None) -> float:
    """The chance that an opponent who has drawn ``draws`` cards, ``taken`` of them from
    the discard pile, goes down on his next turn."""
    chance = min(0.28, max(0.005, 0.03 * (draws - 0.6))) + 0.02 * taken
    if limit is None:
        return 0.2 * chance
    if limit < 10:
        return chance * (limit + 3) / 13
    return chance


class Reading:
    """The strong player's view of one decision (see the module docstring)."""

    __slots__ = ("_danger", "hazard", "holds", "prospects", "rtc", "table", "tables")

    def __init__(self, state: HandState, me: int | None = None) -> None:
        self.table = table = read_table(state, me)
        self.holds = holds = table.opponent_holds()
        self.tables = state.tables
        penalty = PENALTY if state.limit is not None else GIN_ONLY_PENALTY
        self.prospects = Prospects(table, holds, state.tables, state.limit, penalty)
        self.rtc = state.rules.round_the_corner
        self._danger: dict[int, float] = {}
        self.hazard = hazard(table.opponent_draws, table.held.bit_count(), state.limit)

    def danger(self, card: int) -> float:
        """The chance that the opponent holds two cards melding with ``card``."""
        known = self._danger.get(card)
        if known is None:
            holds = self.holds
            none = 1.0
            for a, b in meld_partners(card, self.rtc):
                none *= 1.0 - holds[a] * holds[b]
            known = self._danger[card] = 1.0 - none
        return known

    def score(self, hand: int) -> float:
        """What a 10-card hand is worth keeping, in points of deadwood (lower is better):
        its expected deadwood after the next draw, or its deadwood now should the
        opponent go down first."""
        k = self.hazard
        after = self.prospects.after_draw(hand)
        return (1.0 - k) * after + k * deadwood_of_mask(hand, self.tables)


def layoff_exposure(melds: Iterable[Meld], holds: list[float], rules: Rules) -> float:
    """The expected value of the cards the opponent lays off onto ``melds``: the fourth
    card of a set, the cards next to a run's ends (beyond them too with layoff chains)."""
    values = [rules.ace_value, *range(2, 11), 10, 10, 10]
    rtc = rules.round_the_corner
    total = 0.0
    for meld in melds:
        mask = meld.mask
        low = (mask & -mask).bit_length() - 1
        if meld.kind is MeldKind.SET:
            if mask.bit_count() == 3:
                rank = low % 13
                missing = next(s * 13 + rank for s in range(4) if not mask >> (s * 13 + rank) & 1)
                total += holds[missing] * values[rank]
            continue
        suit = low // 13
        ranks = mask >> (13 * suit) & 0x1FFF
        if ranks == 0x1FFF:
            continue
        held = [r for r in range(13) if ranks >> r & 1]
        if rtc:
            start = next(r for r in held if not ranks >> (r - 1) % 13 & 1)
            ends = (start, (start + len(held) - 1) % 13)
        else:
            ends = (held[0], held[-1])
        for edge, step in ((ends[0], -1), (ends[1], 1)):
            chance = 1.0
            rank = edge
            for _ in range(3 if rules.layoff_chains else 1):
                rank += step
                if rtc:
                    rank %= 13
                elif not 0 <= rank < 13:
                    break
                if ranks >> rank & 1:
                    break
                chance *= holds[suit * 13 + rank]
                total += chance * values[rank]
    return total
