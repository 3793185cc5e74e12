"""A hand of gin rummy as a state machine, from the deal to the settlement.

The players are 0 and 1. :class:`HandState` holds the cards and whose turn it
is; :meth:`HandState.legal_actions` lists what that player may do and
:meth:`HandState.apply` does it (the actions are :class:`~generator.engine.actions.Action`
values), refusing anything else with a :class:`~generator.engine.refusals.Refusal`,
a :class:`ValueError` that gives the reason in English and as a stable id with its values.

The course of a hand, one :class:`~generator.engine.phases.Phase` after another:

1. **Upcard offer** (``OFFER``). The non-dealer may take the upcard or pass;
   if he passes, the dealer may take it or pass; if both pass, the non-dealer
   must draw from the stock. A player who passes does not discard.
2. **Turns** (``DRAW``, then ``DISCARD``; :mod:`generator.engine.turns`). Draw
   from the stock or the discard pile, then discard, knock or go gin (each
   names the card discarded) or go big gin (11 cards melded, ``rules.big_gin``).
3. **End of the stock** (:mod:`generator.engine.stock`): a dead hand, a new
   stock, or the 50th-card rule (``LAST_DISCARD``), as ``rules.stock_end``
   says; and the guard against taking from the discard pile forever.
4. **Showdown** (``DECLARE``, then ``LAYOFF``; :mod:`generator.engine.showdown`).
   The player who went out declares his melds; after a knock (or gin under
   ``layoff_on_gin``) the defender lays off and finishes. The hand is then
   settled by :func:`generator.engine.settle` with these choices.

The modules of the phases judge an action and say what it changes
(:class:`~generator.engine.phases.Change`); only the state changes itself. What it
shows is read-only (:class:`~generator.engine.table.TableView`).

>>> from generator.engine import Action, Deal, Rules
>>> state = HandState(Rules(), Deal.stacked(
...     "As 2s 3s 4s 7h 7d 7c Kd Kh 9c",      # non-dealer (player 1)
...     "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d",      # dealer (player 0)
...     "Kc", "5d"))
>>> state.to_play, [str(a) for a in state.legal_actions()]
(1, ['take-upcard', 'pass-upcard'])
>>> state.apply(Action.TAKE_UPCARD)
>>> try:
...     state.apply(Action.parse("discard Kc"))
... except ValueError as refused:
...     print(refused.reason.id, "-", refused)
taken-card - you took Kc from the discard pile this turn and may not discard it
>>> state.apply(Action.parse("gin 9c"))
>>> state.phase, [str(a) for a in state.legal_actions()]
(<Phase.DECLARE: 'declare'>, ['declare As 2s 3s 4s', 'declare 7h 7d 7c', 'declare Kh Kd Kc'])
>>> for text in ("declare As 2s 3s 4s", "declare 7h 7d 7c", "declare Kh Kd Kc",
...              "finish-declaring"):
...     state.apply(Action.parse(text))
>>> state.outcome.ending, state.outcome.winner, state.outcome.points
(<Ending.GIN: 'gin'>, 1, 47)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from generator.engine import showdown, stock, turns
from generator.engine.actions import Action
from generator.engine.cards import DECK, Card
from generator.engine.deal import Deal
from generator.engine.errors import InvalidActionError, InvalidRecordError, describe
from generator.engine.knocking import knock_limit
from generator.engine.masks import tables_for
from generator.engine.phases import Change, Outcome, Phase, Player
from generator.engine.refusals import refusal
from generator.engine.rules import Rules
from generator.engine.scoring import Ending, Settlement
from generator.engine.settlement import best_declaration
from generator.engine.showdown import Showdown
from generator.engine.stock import PILE_RUN_LIMIT, REPLENISH_LIMIT
from generator.engine.table import TableView

__all__ = ["PILE_RUN_LIMIT", "REPLENISH_LIMIT", "HandState", "Outcome", "Phase", "Player"]

# the changes, as globals: every action makes one
_TAKE_DISCARD = Change.TAKE_DISCARD
_OFFER_TO_DEALER = Change.OFFER_TO_DEALER
_BOTH_PASSED = Change.BOTH_PASSED
_DRAW_STOCK = Change.DRAW_STOCK
_DISCARD = Change.DISCARD
_NEXT_TURN = Change.NEXT_TURN
_RESTOCK = Change.RESTOCK
_LAST_DISCARD = Change.LAST_DISCARD
_TAKE_LAST_DISCARD = Change.TAKE_LAST_DISCARD
_VOID = Change.VOID
_KNOCK = Change.KNOCK
_GIN = Change.GIN
_BIG_GIN = Change.BIG_GIN
_DECLARE = Change.DECLARE
_TO_LAYOFFS = Change.TO_LAYOFFS
_LAY_OFF = Change.LAY_OFF
_SETTLE = Change.SETTLE


class HandState(TableView):
    """One hand in play. :meth:`apply` moves it on; everything else only reads it.

    ``rng`` shuffles the discards into a new stock under ``StockEnd.REPLENISH``;
    ``restocks`` (new stocks, top card first, as :attr:`restocks` records them)
    replace the shuffles when a recorded hand is replayed.
    :raises: InvalidRecordError for arguments of the wrong type.
    """

    __slots__ = ()

    def __init__(
        self,
        rules: Rules,
        deal: Deal,
        rng: random.Random | None = None,
        *,
        restocks: Sequence[Sequence[Card]] | None = None,
    ) -> None:
        if type(rules) is not Rules:
            raise InvalidRecordError(f"a hand is played by Rules, not {describe(rules)}")
        if type(deal) is not Deal:
            raise InvalidRecordError(f"a hand is played from a Deal, not {describe(deal)}")
        if rng is not None and not isinstance(rng, random.Random):
            raise InvalidRecordError(f"rng is a random.Random, not {describe(rng)}")
        self.rules = rules
        self.deal = deal
        self._rng = rng if rng is not None else random.Random(0)
        self._hands = [deal.hands[0].mask, deal.hands[1].mask]
        self._stock = [c.index for c in reversed(deal.stock)]
        self._discards = [deal.upcard.index]
        self.limit = knock_limit(rules, deal.upcard)
        self.tables = tables_for(rules)
        self.to_play = 1 - deal.dealer
        self.phase = Phase.OFFER
        self.taken: Card | None = None
        self.stock_only = False
        self.pile_run = 0
        self.must_go_out = False
        self.turns = 0
        self.reshuffles = 0
        self._restocks: list[tuple[int, ...]] = []
        self._planned = None if restocks is None else _planned(restocks)
        self._history: list[Action] = []
        self.knocker: int | None = None
        self.showdown: Showdown | None = None
        self._best: Settlement | None = None
        self.outcome: Outcome | None = None

    # -- what the players may do -------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action ``to_play`` may take now (empty when the hand is over)."""
        return _LEGAL[self.phase](self)

    def best_settlement(self) -> Settlement:
        """The settlement of the best declaration the player who went out may make,
        against the defender's best reply (what :func:`~generator.engine.settle`
        chooses; after gin, among the declarations melding every card)."""
        show, knocker = self.showdown, self.knocker
        if show is None or knocker is None:
            raise ValueError("nobody has gone out yet: there is no declaration to make")
        if self._best is None:
            self._best = best_declaration(
                show.knocker_hand, show.defender_hand, self.rules,
                upcard=self.upcard, gin=show.need == 0, knocker_seat=knocker,
            )  # fmt: skip
        return self._best

    # -- moving on ---------------------------------------------------------------------

    def play(self, players: Sequence[Player]) -> Outcome:
        """Let ``players[p]`` choose for player ``p`` until the hand is over."""
        while self.phase is not Phase.OVER:
            self.apply(players[self.to_play].choose(self))
        assert self.outcome is not None
        return self.outcome

    def apply(self, action: Action) -> None:
        """Take ``action`` for ``to_play``; :raises: :class:`~generator.engine.refusals.Refusal`
        (a ValueError: the reason, with its id and values) if illegal."""
        if type(action) is not Action:
            raise InvalidActionError(f"apply() takes an Action, not {describe(action)}")
        self._make(_JUDGE[self.phase](self, action), action)
        self._history.append(action)

    def _make(self, change: Change, action: Action) -> None:
        """Make the change the phase's rules found for ``action``."""
        p = self.to_play
        hands = self._hands
        if change is _DRAW_STOCK:
            hands[p] |= 1 << self._stock.pop()
            self.taken = None
            self.stock_only = False
            self.pile_run = 0
            self.turns += 1
            self.phase = Phase.DISCARD
        elif change is _DISCARD:
            assert action.card is not None
            hands[p] ^= action.card.bit
            self._discards.append(action.card.index)
            self.taken = None
            self._make(stock.after_discard(self), action)
        elif change is _NEXT_TURN or change is _RESTOCK:
            if change is _RESTOCK:
                self._restock()
            self.to_play = 1 - p
            self.phase = Phase.DRAW
        elif change is _TAKE_DISCARD or change is _TAKE_LAST_DISCARD:
            i = self._discards.pop()
            hands[p] |= 1 << i
            self.taken = DECK[i]
            self.turns += 1
            self.pile_run += 1
            if self.pile_run >= PILE_RUN_LIMIT:
                self.stock_only = True
            self.phase = Phase.DISCARD
            if change is _TAKE_LAST_DISCARD:
                self.must_go_out = True
        elif change is _OFFER_TO_DEALER:
            self.to_play = self.deal.dealer
        elif change is _BOTH_PASSED:
            self.to_play = 1 - self.deal.dealer
            self.phase = Phase.DRAW
            self.stock_only = True
        elif change is _LAST_DISCARD:
            self.to_play = 1 - p
            self.phase = Phase.LAST_DISCARD
        elif change is _VOID:
            self.phase = Phase.OVER
            self.outcome = Outcome(Ending.VOID, None, 0, None, self.turns)
        elif change is _KNOCK or change is _GIN or change is _BIG_GIN:
            if action.card is not None:
                hands[p] ^= action.card.bit
                self._discards.append(action.card.index)
            need = self.limit if change is _KNOCK else 0
            assert need is not None
            self.knocker = p
            self.showdown = Showdown(hands[p], hands[1 - p], self.rules, need)
            self.phase = Phase.DECLARE
        else:
            self._showdown_change(change, action)

    def _showdown_change(self, change: Change, action: Action) -> None:
        show = self.showdown
        assert show is not None
        if change is _DECLARE:
            assert action.meld is not None
            show.declare(action.meld)
        elif change is _LAY_OFF:
            assert action.card is not None and action.onto is not None
            show.lay_off(action.card, action.onto)
        elif change is _TO_LAYOFFS:
            self.to_play = 1 - self.to_play
            self.phase = Phase.LAYOFF
        else:
            assert change is _SETTLE and self.knocker is not None
            result = self._best  # the same choices give the same settlement: computed once
            if result is None or not show.made(result):
                result = show.settlement(self.upcard, self.knocker)
            self.phase = Phase.OVER
            self.outcome = Outcome(
                result.ending, result.winner, result.points, self.knocker, self.turns, result
            )

    def _restock(self) -> None:
        """The discards but the top card become the new stock: shuffled, or as recorded."""
        top = self._discards.pop()
        cards = self._discards
        if self._planned is None:
            self._rng.shuffle(cards)
            self._stock = cards
        else:
            if not self._planned:
                raise InvalidRecordError(
                    "the stock ran out, and no order of the new stock is recorded"
                )
            order = self._planned.pop(0)
            if sorted(order) != sorted(cards):
                raise InvalidRecordError(
                    "the recorded new stock is not the discards but the top card"
                    f" ({len(order)} cards, {len(cards)} discards)"
                )
            self._stock = list(reversed(order))
        self._discards = [top]
        self.reshuffles += 1
        self._restocks.append(tuple(reversed(self._stock)))

    # -- bookkeeping -------------------------------------------------------------------

    def shuffle_from_now(self, rng: random.Random) -> None:
        """A replayed hand goes on as a hand in play: a new stock is shuffled by ``rng``
        from now on, no longer read from the record (whose new stocks are all used)."""
        if not isinstance(rng, random.Random):
            raise InvalidRecordError(f"rng is a random.Random, not {describe(rng)}")
        if self.unused_restocks:
            raise InvalidRecordError(f"{self.unused_restocks} recorded new stocks are unused")
        self._planned = None
        self._rng = rng

    def copy(self) -> HandState:
        """An independent copy (its own random state too), to try actions on."""
        other = HandState.__new__(HandState)
        for name in TableView.__slots__:
            setattr(other, name, getattr(self, name))
        other._hands = list(self._hands)
        other._stock = list(self._stock)
        other._discards = list(self._discards)
        other._history = list(self._history)
        other._restocks = list(self._restocks)
        other._planned = list(self._planned) if self._planned is not None else None
        other.showdown = self.showdown.copy() if self.showdown is not None else None
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        return other


def _planned(restocks: object) -> list[tuple[int, ...]]:
    """The recorded new stocks as card indices; :raises: InvalidRecordError."""
    if isinstance(restocks, str) or not isinstance(restocks, Sequence):
        raise InvalidRecordError(f"restocks are a list of new stocks, not {describe(restocks)}")
    planned = []
    for n, order in enumerate(restocks):
        if isinstance(order, str) or not isinstance(order, Sequence) or len(order) > 52:
            raise InvalidRecordError(f"restocks[{n}] is a list of cards, not {describe(order)}")
        if any(type(card) is not Card for card in order):
            raise InvalidRecordError(f"restocks[{n}] is a list of cards, not {describe(order)}")
        planned.append(tuple(card.index for card in order))
    return planned


def _refuse_over(state: HandState, action: Action) -> Change:
    raise refusal("hand-over")


def _no_actions(state: HandState) -> list[Action]:
    return []


_LEGAL: dict[Phase, Callable[[HandState], list[Action]]] = {
    Phase.OFFER: turns.legal_offer,
    Phase.DRAW: turns.legal_draw,
    Phase.DISCARD: turns.legal_discard,
    Phase.LAST_DISCARD: stock.legal_last_discard,
    Phase.DECLARE: showdown.legal_declare,
    Phase.LAYOFF: showdown.legal_layoff,
    Phase.OVER: _no_actions,
}
"""The legal actions of each phase."""
_JUDGE: dict[Phase, Callable[[HandState, Action], Change]] = {
    Phase.OFFER: turns.apply_offer,
    Phase.DRAW: turns.apply_draw,
    Phase.DISCARD: turns.apply_discard,
    Phase.LAST_DISCARD: stock.apply_last_discard,
    Phase.DECLARE: showdown.apply_declare,
    Phase.LAYOFF: showdown.apply_layoff,
    Phase.OVER: _refuse_over,
}
"""What each phase makes of an action (each refuses what it may not take)."""
