"""What a hand in play shows: every part of its state, read-only.

:class:`TableView` holds the state of a :class:`~generator.engine.hand.HandState`
and lets anyone read it; only :class:`~generator.engine.hand.HandState` (in
:mod:`generator.engine.hand`) changes it. Cards are values here (:class:`Card`,
:class:`Hand`); the engine's players also read the hands as masks
(:meth:`TableView.hand_mask`) and the deadwood tables of the rules, for speed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine.actions import Action
from generator.engine.cards import DECK, Card, Hand
from generator.engine.deal import Deal
from generator.engine.phases import Outcome, Phase
from generator.engine.rules import Rules, StockEnd
from generator.engine.scoring import Settlement

if TYPE_CHECKING:
    import random

    from generator.engine.showdown import Showdown
    from generator.engine.tables import SuitTables

__all__ = ["TableView"]

_REPLENISH = StockEnd.REPLENISH


class TableView:
    """The state of one hand (see the module docstring).

    Its plain attributes (``to_play``, ``phase`` …) are read as they are, for speed,
    and set by :class:`~generator.engine.hand.HandState` alone (``tests/engine``
    holds every other module of the project to that); the rest is read through
    properties and methods.
    """

    __slots__ = (
        "_best",
        "_discards",
        "_hands",
        "_history",
        "_planned",
        "_restocks",
        "_rng",
        "_stock",
        "deal",
        "knocker",
        "limit",
        "must_go_out",
        "outcome",
        "phase",
        "pile_run",
        "reshuffles",
        "rules",
        "showdown",
        "stock_only",
        "tables",
        "taken",
        "to_play",
        "turns",
    )
    rules: Rules
    deal: Deal
    to_play: int
    """The player whose decision the hand waits for (0 or 1)."""
    phase: Phase
    outcome: Outcome | None
    """How the hand ended; None while it is played."""
    limit: int | None
    """The deal's knock limit (None: gin only)."""
    turns: int
    """The draws made (taking the upcard is a draw)."""
    stock_only: bool
    """True when ``to_play`` must draw from the stock (both passed the upcard, or the
    guard of :mod:`generator.engine.stock`)."""
    pile_run: int
    """Takes from the discard pile since the last draw from the stock."""
    must_go_out: bool
    """True after taking the last discard under the 50th-card rule."""
    reshuffles: int
    """New stocks built from the discards so far."""
    knocker: int | None
    """The player who went out, once someone has."""
    showdown: Showdown | None
    """The declaration and the layoffs, once someone has gone out."""
    tables: SuitTables
    """The deadwood tables of the rules (for the engine's searches on masks)."""
    taken: Card | None
    """The card ``to_play`` took from the discard pile this turn, if any."""
    _best: Settlement | None
    _discards: list[int]
    _hands: list[int]
    _history: list[Action]
    _planned: list[tuple[int, ...]] | None
    _restocks: list[tuple[int, ...]]
    _rng: random.Random
    _stock: list[int]

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action applied, in order."""
        return tuple(self._history)

    def hand_of(self, player: int) -> Hand:
        """The cards ``player`` holds now."""
        if player not in (0, 1):
            raise ValueError(f"the players are 0 and 1, not {player!r}")
        return Hand(self._hands[player])

    def hand_mask(self, player: int) -> int:
        """:meth:`hand_of` as a mask."""
        return self._hands[player]

    @property
    def upcard(self) -> Card:
        """The first upcard (the Oklahoma rule reads it)."""
        return self.deal.upcard

    @property
    def top_discard(self) -> Card | None:
        return DECK[self._discards[-1]] if self._discards else None

    @property
    def discards(self) -> tuple[Card, ...]:
        """The discard pile, its top card last."""
        return tuple(DECK[i] for i in self._discards)

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, its top card first."""
        return tuple(DECK[i] for i in reversed(self._stock))

    def stock_drawable(self) -> bool:
        """True when the top card of the stock may be drawn: while it lasts under the
        replenished stock, else down to the dead cards (:mod:`generator.engine.stock`)."""
        rules = self.rules
        if rules.stock_end is _REPLENISH:
            return bool(self._stock)
        return len(self._stock) > rules.dead_cards

    @property
    def restocks(self) -> tuple[tuple[Card, ...], ...]:
        """Each new stock built from the discards, top card first."""
        return tuple(tuple(DECK[i] for i in order) for order in self._restocks)

    @property
    def unused_restocks(self) -> int:
        """Recorded new stocks (``restocks=``) the hand has not built yet."""
        return len(self._planned) if self._planned is not None else 0

    @property
    def known_best(self) -> Settlement | None:
        """The best settlement, if it has been asked for (``best_settlement()``)."""
        return self._best

    def cards_in_play(self) -> tuple[int, int]:
        """(union mask, count) of the cards in hands, stock and discards: (all 52, 52) always."""
        union = self._hands[0] | self._hands[1]
        count = self._hands[0].bit_count() + self._hands[1].bit_count()
        for i in self._stock:
            union |= 1 << i
        for i in self._discards:
            union |= 1 << i
        return union, count + len(self._stock) + len(self._discards)
