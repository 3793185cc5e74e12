"""A hand of gin rummy as a state machine, from the deal to the settlement.

The players are 0 and 1. :class:`HandState` holds the cards and whose turn it
is; :meth:`HandState.legal_actions` lists what that player may do and
:meth:`HandState.apply` does it (the actions are in
:mod:`generator.engine.actions`), refusing anything else with a
:class:`~generator.engine.refusals.Refusal`, a :class:`ValueError` that gives the
reason in English and as a stable id with its values.

The course of a hand, one :class:`Phase` after another:

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

>>> from generator.engine import Rules, parse_card, stacked_deal
>>> from generator.engine.actions import TAKE_UPCARD, Discard, Gin
>>> from generator.engine.notation import parse_action
>>> state = HandState(Rules(), stacked_deal(
...     "As 2s 3s 4s 7h 7d 7c Kd Kh 9c",      # non-dealer (player 1)
...     "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d",      # dealer (player 0)
...     "Kc", "5d"))
>>> state.to_play, [str(a) for a in state.legal_actions()]
(1, ['take the upcard', 'pass the upcard'])
>>> state.apply(TAKE_UPCARD)
>>> try:
...     state.apply(Discard(parse_card("Kc")))
... except ValueError as refused:
...     print(refused.reason.id, "-", refused)
taken-card - you took Kc from the discard pile this turn and may not discard it
>>> state.apply(Gin(parse_card("9c")))
>>> state.phase, [str(a) for a in state.legal_actions()]
(<Phase.DECLARE: 'declare'>, ['declare As 2s 3s 4s', 'declare 7h 7d 7c', 'declare Kh Kd Kc'])
>>> for text in ("declare As 2s 3s 4s", "declare 7h 7d 7c", "declare Kh Kd Kc",
...              "finish-declaring"):
...     state.apply(parse_action(text))
>>> state.outcome.ending, state.outcome.winner, state.outcome.points
(<Ending.GIN: 'gin'>, 1, 47)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from generator.engine import showdown, stock, turns
from generator.engine.actions import Action
from generator.engine.cards import DECK, Card, Hand
from generator.engine.deadwood import tables_for
from generator.engine.deal import Deal
from generator.engine.knocking import knock_limit
from generator.engine.phases import Outcome, Phase, Player
from generator.engine.refusals import refusal
from generator.engine.rules import Rules
from generator.engine.settlement import Ending, Settlement, best_declaration
from generator.engine.showdown import Showdown
from generator.engine.stock import PILE_RUN_LIMIT, REPLENISH_LIMIT

__all__ = ["PILE_RUN_LIMIT", "REPLENISH_LIMIT", "HandState", "Outcome", "Phase", "Player"]


class HandState:
    """One hand in play. Mutable; :meth:`apply` moves it on.

    ``hands[p]`` are masks, ``stock`` and ``discards`` lists of card indices with
    the top card *last*. ``turns`` counts draws (taking the upcard is a draw).
    ``rng`` shuffles the discards into a new stock under ``StockEnd.REPLENISH``;
    ``restocks`` (new stocks, top card first, as :attr:`restocks` records them)
    replace the shuffles when a recorded hand is replayed. ``history`` lists the
    actions applied. The phase functions of :mod:`~generator.engine.turns`,
    :mod:`~generator.engine.stock` and :mod:`~generator.engine.showdown` check
    each action and move the state on through its underscored transitions.
    """

    __slots__ = (
        "best",
        "deal",
        "dealer",
        "discards",
        "hands",
        "history",
        "knocker",
        "limit",
        "must_go_out",
        "outcome",
        "phase",
        "pile_run",
        "planned",
        "reshuffles",
        "restocks",
        "rng",
        "rules",
        "showdown",
        "stock",
        "stock_only",
        "tables",
        "taken",
        "to_play",
        "turns",
    )

    def __init__(
        self,
        rules: Rules,
        deal: Deal,
        rng: random.Random | None = None,
        *,
        restocks: Sequence[Sequence[int]] | None = None,
    ) -> None:
        self.rules = rules
        self.deal = deal
        self.rng = rng if rng is not None else random.Random(0)
        self.dealer = deal.dealer
        self.hands = list(deal.hands)
        self.stock = list(reversed(deal.stock))
        self.discards = [deal.upcard]
        self.limit = knock_limit(rules, DECK[deal.upcard])
        self.tables = tables_for(rules)
        self.to_play = 1 - deal.dealer
        self.phase = Phase.OFFER
        self.taken = -1
        """Index of the card taken from the discard pile this turn, or -1."""
        self.stock_only = False
        """True when ``to_play`` must draw from the stock (both passed the upcard, or
        the guard of :mod:`generator.engine.stock`)."""
        self.pile_run = 0
        """Takes from the discard pile since the last draw from the stock."""
        self.must_go_out = False
        """True after taking the last discard under the 50th-card rule."""
        self.turns = 0
        self.reshuffles = 0
        self.restocks: list[tuple[int, ...]] = []
        """Each new stock built from the discards, top card first."""
        self.planned = [tuple(s) for s in restocks] if restocks is not None else None
        self.history: list[Action] = []
        """Every action applied, in order."""
        self.knocker: int | None = None
        self.showdown: Showdown | None = None
        self.best: Settlement | None = None
        self.outcome: Outcome | None = None

    # -- reading the state -------------------------------------------------

    @property
    def upcard(self) -> Card:
        """The first upcard (the Oklahoma rule reads it)."""
        return DECK[self.deal.upcard]

    @property
    def top_discard(self) -> Card | None:
        return DECK[self.discards[-1]] if self.discards else None

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def hand_of(self, player: int) -> Hand:
        return Hand(self.hands[player])

    def stock_drawable(self) -> bool:
        """True when the top card of the stock may be drawn."""
        return stock.stock_drawable(self)

    def legal_actions(self) -> list[Action]:
        """Every action ``to_play`` may take now (empty when the hand is over)."""
        return _LEGAL[self.phase](self)

    def best_settlement(self) -> Settlement:
        """The settlement of the best declaration the player who went out may make,
        against the defender's best reply (what :func:`~generator.engine.settle`
        chooses; after gin, among the declarations melding every card)."""
        if self.showdown is None or self.knocker is None:
            raise ValueError("nobody has gone out yet: there is no declaration to make")
        if self.best is None:
            show = self.showdown
            self.best = best_declaration(
                show.knocker, show.defender, self.rules, upcard=self.upcard, gin=show.need == 0
            )
        return self.best

    # -- moving on ---------------------------------------------------------

    def play(self, players: Sequence[Player]) -> Outcome:
        """Let ``players[p]`` choose for player ``p`` until the hand is over."""
        while self.phase is not Phase.OVER:
            self.apply(players[self.to_play].choose(self))
        assert self.outcome is not None
        return self.outcome

    def apply(self, action: Action) -> None:
        """Take ``action`` for ``to_play``; :raises: :class:`~generator.engine.refusals.Refusal`
        (a ValueError: the reason, with its id and values) if illegal."""
        _APPLY[self.phase](self, action)
        self.history.append(action)

    def _take_discard(self) -> None:
        i = self.discards.pop()
        self.hands[self.to_play] |= 1 << i
        self.taken = i
        self.turns += 1
        self.pile_run += 1
        if self.pile_run >= PILE_RUN_LIMIT:
            self.stock_only = True
        self.phase = Phase.DISCARD

    def _void(self) -> None:
        self.phase = Phase.OVER
        self.outcome = Outcome(Ending.VOID, None, 0, None, self.turns)

    def _go_out(self, need: int) -> None:
        """``to_play`` has gone out (his discard made): his declaration comes next."""
        knocker = self.to_play
        self.knocker = knocker
        self.showdown = Showdown(
            Hand(self.hands[knocker]), Hand(self.hands[1 - knocker]), self.rules, need
        )
        self.phase = Phase.DECLARE

    def _refuse_over(self, action: Action) -> None:
        raise refusal("hand-over")

    def _no_actions(self) -> list[Action]:
        return []

    def _settle(self) -> None:
        show = self.showdown
        knocker = self.knocker
        assert show is not None and knocker is not None
        best = self.best  # the same choices give the same settlement: computed once
        result = best if best is not None and show.made(best) else show.settlement(self.upcard)
        if result.winner == "knocker":
            winner: int | None = knocker
        elif result.winner == "defender":
            winner = 1 - knocker
        else:
            winner = None
        self.phase = Phase.OVER
        self.outcome = Outcome(result.ending, winner, result.points, knocker, self.turns, result)

    # -- bookkeeping -------------------------------------------------------

    def copy(self) -> HandState:
        """An independent copy (its own random state too), to try actions on."""
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.stock = list(self.stock)
        other.discards = list(self.discards)
        other.history = list(self.history)
        other.restocks = list(self.restocks)
        other.planned = list(self.planned) if self.planned is not None else None
        other.showdown = self.showdown.copy() if self.showdown is not None else None
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def cards_in_play(self) -> tuple[int, int]:
        """(union mask, count) of the cards in hands, stock and discards: (all 52, 52) always."""
        union = self.hands[0] | self.hands[1]
        count = self.hands[0].bit_count() + self.hands[1].bit_count()
        for i in self.stock:
            union |= 1 << i
        for i in self.discards:
            union |= 1 << i
        return union, count + len(self.stock) + len(self.discards)


_LEGAL: dict[Phase, Callable[[HandState], list[Action]]] = {
    Phase.OFFER: turns.legal_offer,
    Phase.DRAW: turns.legal_draw,
    Phase.DISCARD: turns.legal_discard,
    Phase.LAST_DISCARD: stock.legal_last_discard,
    Phase.DECLARE: showdown.legal_declare,
    Phase.LAYOFF: showdown.legal_layoff,
    Phase.OVER: HandState._no_actions,
}
"""The legal actions of each phase."""
_APPLY: dict[Phase, Callable[[HandState, Action], None]] = {
    Phase.OFFER: turns.apply_offer,
    Phase.DRAW: turns.apply_draw,
    Phase.DISCARD: turns.apply_discard,
    Phase.LAST_DISCARD: stock.apply_last_discard,
    Phase.DECLARE: showdown.apply_declare,
    Phase.LAYOFF: showdown.apply_layoff,
    Phase.OVER: HandState._refuse_over,
}
"""What each phase does with an action (each refuses what it may not take)."""
