"""The easy player: the simple bot's play with a beginner's plausible mistakes.

:class:`EasyBot` plays as :class:`~generator.engine.bots.simple.SimpleBot` does, except that now
and then, by a seeded draw:

- it **misses a pick-up**: it leaves a discard that would make a meld and draws from
  the stock (:data:`MISS_PICK_UP` of the time);
- it **keeps a high card**: it throws another unmatched card, often a lower one, than
  the one its best arrangement would throw (:data:`KEEP_HIGH_CARD`);
- it **knocks late**: holding :data:`LATE_KNOCK_FROM` points or more it does not knock
  yet (:data:`KNOCK_LATE`);
- it **forgets a layoff**: it stops laying off before it has laid off all it could
  (:data:`FORGET_LAYOFF`).

It never makes an absurd move (:func:`absurdity`): every move is legal, it never
refuses gin, never lets go a discard that would give it gin, and never throws a card
out of a meld while it holds an unmatched card to throw.

Its chances come from the ``random.Random`` it is given; without one, each decision's
draw is seeded from the deal and the number of moves made, so the same hand gets the
same play.
"""

from __future__ import annotations

import random

from generator.engine.actions import Action, ActionKind
from generator.engine.bots.showdown_play import declarations_left
from generator.engine.bots.simple import Scored, SimpleBot, gin_with_top
from generator.engine.cards import DECK
from generator.engine.hand import HandState, Phase
from generator.engine.masks import deadwood_of_mask, iter_bits

__all__ = ["EasyBot", "absurdity"]

MISS_PICK_UP = 0.25
"""The chance of leaving a discard that melds (never one that makes gin)."""
KEEP_HIGH_CARD = 0.25
"""The chance of throwing another unmatched card than the best one."""
KNOCK_LATE = 0.35
"""The chance of not knocking yet with :data:`LATE_KNOCK_FROM` points or more."""
LATE_KNOCK_FROM = 5
FORGET_LAYOFF = 0.2
"""The chance, at each layoff, of finishing instead."""

_SIMPLE = SimpleBot()


def absurdity(state: HandState, action: Action) -> str | None:
    """Why ``action`` would be absurd for ``state.to_play``, or None. Absurd is:

    - ``"illegal"``: not one of ``state.legal_actions()``;
    - ``"refuses-gin"``: a discard or a knock when gin or big gin is legal;
    - ``"lets-gin-go"``: passing the upcard, drawing from the stock or passing the last
      discard when taking that card would make gin or big gin at once (drawing from the
      stock with ten cards that meld already is not: any card drawn is thrown for gin);
    - ``"breaks-meld"``: a discard or knock after which the ten cards kept have more
      deadwood than the eleven held (the card was needed in a meld), while another
      legal discard leaves no more than the eleven;
    - ``"declares-too-little"``: finishing a declaration while declaring more melds would
      score more for the knocker against the defender's best reply (a meld held back so
      that the defender cannot lay off onto it more than it saves is no mistake).
    """
    legal = state.legal_actions()
    if action not in legal:
        return "illegal"
    phase = state.phase
    hand = state.hand_mask(state.to_play)
    tables = state.tables
    if phase is Phase.DISCARD:
        if any(a.kind in _GOING_GIN for a in legal) and action.kind not in _GOING_GIN:
            return "refuses-gin"
        if action.card is not None and action.kind in _THROWING:
            held = deadwood_of_mask(hand, tables)
            kept = deadwood_of_mask(hand ^ action.card.bit, tables)
            if kept > held and any(
                a.kind is ActionKind.DISCARD
                and a.card is not None
                and deadwood_of_mask(hand ^ a.card.bit, tables) <= held
                for a in legal
            ):
                return "breaks-meld"
    elif phase in (Phase.OFFER, Phase.DRAW, Phase.LAST_DISCARD):
        # ten cards that already meld go gin whatever is drawn from the stock
        ready = action == Action.DRAW_STOCK and deadwood_of_mask(hand, tables) == 0
        if action in _LETTING_GO and not ready and gin_with_top(state):
            return "lets-gin-go"
    elif phase is Phase.DECLARE and action == Action.FINISH_DECLARING:
        show = state.showdown
        assert show is not None
        scored = Scored(show)
        options = declarations_left(show)
        finished = min(scored(melds, dead)[0] for melds, dead in options if not melds)
        if any(scored(melds, dead)[0] < finished for melds, dead in options if melds):
            return "declares-too-little"
    return None


_GOING_GIN = (ActionKind.GIN, ActionKind.BIG_GIN)
_THROWING = (ActionKind.DISCARD, ActionKind.KNOCK)
_LETTING_GO = (Action.PASS_UPCARD, Action.DRAW_STOCK, Action.PASS_DISCARD)


class EasyBot:
    """The easy player of the module docstring."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def _chance(self, state: HandState) -> float:
        if self.rng is not None:
            return self.rng.random()
        deal = state.deal
        hands = deal.hands[0].mask * 1_000_003 + deal.hands[1].mask
        seed = hands * 101 + len(state.history)
        return random.Random(seed * 53 + deal.upcard.index).random()

    def choose(self, state: HandState) -> Action:
        """The move for ``state.to_play``."""
        action = _SIMPLE.choose(state)
        phase = state.phase
        if phase is Phase.DISCARD and action.kind in _THROWING:
            return self._discard(state, action)
        taking = action.kind is ActionKind.TAKE_UPCARD or action.kind is ActionKind.DRAW_DISCARD
        if taking and phase is not Phase.LAST_DISCARD:
            other = Action.PASS_UPCARD if phase is Phase.OFFER else Action.DRAW_STOCK
            if (
                other in state.legal_actions()
                and not gin_with_top(state)
                and self._chance(state) < MISS_PICK_UP
            ):
                return other
        if action.kind is ActionKind.LAY_OFF and self._chance(state) < FORGET_LAYOFF:
            return Action.FINISH_LAYOFFS
        return action

    def _discard(self, state: HandState, action: Action) -> Action:
        """The simple bot's discard or knock, with a late knock or a high card kept."""
        card = action.card
        if state.must_go_out or card is None:
            return action
        hand = state.hand_mask(state.to_play)
        tables = state.tables
        kept = deadwood_of_mask(hand ^ card.bit, tables)
        late = action.kind is ActionKind.KNOCK and kept >= LATE_KNOCK_FROM
        if late and self._chance(state) < KNOCK_LATE:
            return Action.discard(card)
        if action.kind is ActionKind.KNOCK or self._chance(state) >= KEEP_HIGH_CARD:
            return action
        held = deadwood_of_mask(hand, tables)
        taken = state.taken
        blocked = -1 if state.rules.discard_taken_card or taken is None else taken.index
        unmatched = [
            i
            for i in iter_bits(hand)
            if i != blocked and i != card.index and deadwood_of_mask(hand ^ 1 << i, tables) < held
        ]
        if not unmatched:
            return action
        return Action.discard(DECK[unmatched[int(self._chance(state) * len(unmatched))]])
