"""A simple, reasonable player, used to measure how hands end under each variant.

The bot's whole policy, every decision a table look-up on hand masks
(:func:`~generator.engine.masks.deadwood_of_mask`,
:func:`~generator.engine.masks.discard_deadwood_of_mask`):

- **Upcard offer and draw.** It takes the upcard or the top discard when that
  card *melds*: when the least deadwood of its ten cards plus that card is
  less than its present least deadwood plus the card's value, i.e. the card
  completes a meld or extends one in a best arrangement, or when taking it lets
  it go gin (or big gin) at once, whatever arrangement that needs. Otherwise it
  passes the upcard or draws from the stock. (It never takes a card only to lower
  its deadwood: a low unmatched card is left for the opponent.)
- **Discard.** Among its cards, the one whose discard leaves the least
  deadwood; on a tie the highest-valued card, then the highest rank, then the
  first suit in deck order (spades, hearts, diamonds, clubs). Never the card
  just taken from the discard pile unless ``rules.discard_taken_card``.
- **Going out.** Big gin when all 11 cards meld (and the rules play it), gin
  when the best discard leaves no deadwood, and otherwise it knocks as soon as
  the rules allow (deadwood at most the deal's knock limit). With knocking off,
  or on an Oklahoma ace played for gin only, it waits for gin. Under the
  50th-card rule it takes the last discard whenever it can go out with it.
- **Showdown.** It declares the melds of its best declaration
  (:meth:`~generator.engine.hand.HandState.best_settlement`, what
  :func:`~generator.engine.settle` chooses), one at a time, and as defender lays
  off its best reply (:func:`~generator.engine.best_reply`) card by card. Asked to
  go on from melds declared or cards laid off another way (by a reader who asked
  for a hint), it finishes with the best of what is left
  (:mod:`generator.engine.bots.showdown_play`): every move is one of the legal actions.

It holds no randomness: given the same deal (the seed of the shuffle), it
plays the same hand.

>>> import random
>>> from generator.engine import Rules
>>> outcome = play_hand(Rules(), random.Random(1))
>>> outcome.ending.value in {"gin", "big_gin", "knock", "undercut", "void"}
True
>>> play_hand(Rules(), random.Random(1)) == outcome
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from generator.engine.actions import Action
from generator.engine.bots.showdown_play import next_declaration, next_layoff
from generator.engine.cards import DECK
from generator.engine.deal import Deal
from generator.engine.hand import HandState, Outcome, Phase, Player
from generator.engine.layoffs import least_reply_deadwood
from generator.engine.masks import deadwood_of_mask, discard_deadwood_of_mask, iter_bits
from generator.engine.melds import Meld
from generator.engine.rules import Rules
from generator.engine.scoring import Ending, result
from generator.engine.showdown import Showdown
from generator.engine.stock import last_discard_error

__all__ = ["Scored", "SimpleBot", "gin_with_top", "play_hand"]


def _discard_order(values: Sequence[int]) -> tuple[int, ...]:
    """Card indices from the preferred discard on a tie: value, then rank, high first."""
    return tuple(sorted(range(52), key=lambda i: (-values[i % 13], -(i % 13), i // 13)))


_ORDERS: dict[tuple[int, ...], tuple[int, ...]] = {}
"""Discard order per card-value table (one per ace value)."""


class SimpleBot:
    """The documented policy of the module docstring; one instance may play both sides."""

    __slots__ = ()

    def choose(self, state: HandState) -> Action:
        """The bot's action for ``state.to_play``."""
        phase = state.phase
        mask = state.hand_mask(state.to_play)
        if phase is Phase.DISCARD:
            return self._discard(state, mask)
        card = state.top_discard
        top = card.index if card is not None else -1
        if phase is Phase.DRAW:
            if top >= 0 and not state.stock_only and self._wanted(state, mask, top):
                return Action.DRAW_DISCARD
            return Action.DRAW_STOCK if state.stock_drawable() else Action.DRAW_DISCARD
        if phase is Phase.OFFER:
            return Action.TAKE_UPCARD if self._wanted(state, mask, top) else Action.PASS_UPCARD
        if phase is Phase.DECLARE:
            return self._declare(state)
        if phase is Phase.LAYOFF:
            return self._lay_off(state)
        if phase is Phase.LAST_DISCARD:
            return Action.PASS_DISCARD if last_discard_error(state) else Action.DRAW_DISCARD
        raise ValueError("the hand is over")

    @staticmethod
    def _declare(state: HandState) -> Action:
        """The next meld of the best declaration, then finishing; after melds declared
        off that way (by someone else), the best declaration that finishes from them."""
        show = state.showdown
        assert show is not None
        best = state.best_settlement().knocker_melds
        if not all(meld in best for meld in show.melds):
            return next_declaration(show, Scored(show))
        for meld in best:
            if not meld.mask & show.declared:
                return Action.declare(meld)
        return Action.FINISH_DECLARING

    @staticmethod
    def _lay_off(state: HandState) -> Action:
        """The next layoff of the best reply to the melds shown, then finishing; after
        layoffs made off that reply (by someone else), the best of the layoffs left."""
        show = state.showdown
        assert show is not None
        best = state.known_best
        known = None
        if best is not None and best.knocker_melds == tuple(show.melds):
            known = best.layoffs  # the reply searched along with the declaration
        reply = show.best_layoffs(known)
        if not all(layoff in reply for layoff in show.layoffs):
            return next_layoff(show)
        for card, onto in reply:
            if not show.laid & card.bit and show.lay_off_error(card, onto) is None:
                return Action.lay_off(card, onto)
        return Action.FINISH_LAYOFFS

    @staticmethod
    def _wanted(state: HandState, mask: int, card: int) -> bool:
        """True when the bot takes ``card``: it completes or extends a meld of the best
        arrangement, or it gives gin at once."""
        if card < 0:
            return False
        tables = state.tables
        values = tables.values
        now = deadwood_of_mask(mask, tables)
        taken = deadwood_of_mask(mask | 1 << card, tables)
        if taken < now + values[card % 13]:
            return True
        # a discard lowers the eleven cards' deadwood by its value at most: past the
        # highest value no discard can leave gin (most draws stop here)
        return taken <= max(values) and gin_with_top(state)

    @staticmethod
    def _discard(state: HandState, mask: int) -> Action:
        rules = state.rules
        tables = state.tables
        if rules.big_gin and deadwood_of_mask(mask, tables) == 0:
            return Action.BIG_GIN
        target = discard_deadwood_of_mask(mask, tables)
        order = _ORDERS.get(tables.values)
        if order is None:
            order = _ORDERS[tables.values] = _discard_order(tables.values)
        taken = state.taken
        blocked = -1 if rules.discard_taken_card or taken is None else taken.index
        best_card, best = -1, 1 << 30
        for i in order:
            if not mask >> i & 1 or i == blocked:
                continue
            dw = deadwood_of_mask(mask ^ 1 << i, tables)
            if dw < best:
                best_card, best = i, dw
                if dw == target:
                    break
        card = DECK[best_card]
        if best == 0:
            return Action.gin(card)
        if state.limit is not None and best <= state.limit:
            return Action.knock(card)
        return Action.discard(card)


def gin_with_top(state: HandState) -> bool:
    """True when taking the top discard would let ``state.to_play`` go gin (or big gin)
    at once: the card may need the other cards arranged anew (``3s 3h 3d 2d 2c 3c 4c``
    with ``2s`` becomes ``2s 2d 2c``, ``3s 3h 3d``, ``4c`` out ...)."""
    card = state.top_discard
    if card is None or (state.stock_only and state.phase is Phase.DRAW):
        return False
    top = card.index
    hand = state.hand_mask(state.to_play) | 1 << top
    tables = state.tables
    if discard_deadwood_of_mask(hand, tables) != 0:
        return False  # no discard at all leaves gin (the common case, one look-up)
    if state.rules.big_gin and deadwood_of_mask(hand, tables) == 0:
        return True
    if state.rules.discard_taken_card:
        return True
    return any(deadwood_of_mask(hand ^ 1 << i, tables) == 0 for i in iter_bits(hand) if i != top)


class Scored:
    """The cost of finishing a declaration: minus what it scores for the player going out
    against the defender's best reply (the bot sees both hands, as ``settle`` does)."""

    __slots__ = ("show",)

    def __init__(self, show: Showdown) -> None:
        self.show = show

    def __call__(self, melds: tuple[Meld, ...], dead: int) -> tuple[int, int]:
        show = self.show
        rules = show.rules
        shown = (*show.melds, *melds) if dead or rules.layoff_on_gin else ()
        defender = least_reply_deadwood(show.defender, shown, rules)
        big = show.knocker.bit_count() == 11
        ending, points = result(dead, defender, big, rules, 1, 1)
        return (points if ending is Ending.UNDERCUT else -points), dead


_BOT = SimpleBot()


def play_hand(
    rules: Rules,
    rng: random.Random,
    players: Sequence[Player] | None = None,
    *,
    dealer: int = 0,
) -> Outcome:
    """Deal with ``rng`` and play one hand to its end; both sides :class:`SimpleBot` by default."""
    state = HandState(rules, Deal.shuffled(rng, dealer), rng)
    return state.play(players or (_BOT, _BOT))
