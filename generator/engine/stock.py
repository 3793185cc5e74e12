"""The end of the stock, the 50th-card rule, and the guard against endless pile taking.

``rules.stock_end`` (:class:`~generator.engine.rules.StockEnd`) says what a
discard does when the stock runs low:

- ``VOID_AT_TWO``: the last ``rules.dead_cards`` cards are never drawn, and a
  discard that leaves that many in the stock without going out ends the hand
  void (a dead hand, nobody scores).
- ``FIFTIETH_CARD``: the same, except that the opponent may still take that
  last discard, but only to knock or go gin (phase ``LAST_DISCARD``); if he
  passes it the hand is void (the 50th-card rule of tournament play, [RUBL]).
- ``REPLENISH``: when the stock is empty after a discard, the discards but the
  top card are shuffled into a new stock. This happens at most
  :data:`REPLENISH_LIMIT` times: when the stock runs out once more, the hand is
  void.

**Taking from the discard pile forever.** Nothing in the rules stops the two
players from taking each other's discard turn after turn: the stock then never
shrinks, so neither the dead-hand rule nor the new stock ever ends the hand.
The rule books behind this site (Parlett, pagat's older text, the Bicycle
pages, rubl.com's tournament rules, ginrummy.cards) have no rule for it, and no
other published rule was found: at a table nobody plays that way for long.
Other engines stop it in their own ways (OpenSpiel ends the hand as a draw at
the 50th take of an upcard, RLCard stops after 200 moves). So this is this
engine's own guard: **after** :data:`PILE_RUN_LIMIT` **takes from the discard
pile in a row (the upcard included) with no draw from the stock between them,
the next player must draw from the stock.** The bound is harmless: twenty takes
in a row are ten for each player, a whole hand's worth of cards passed back and
forth without touching the stock, where the site's bot never took more than 7
in a row over 4,000 seeded hands of each variant (so its play is unchanged);
and the guard takes away one choice for one draw without ending or scoring the
hand, which then ends by the stock rule as always. It makes every hand finite:
:func:`max_draws`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine.actions import Action, ActionKind
from generator.engine.deal import STOCK_SIZE
from generator.engine.masks import deadwood_of_mask, iter_bits
from generator.engine.phases import Change
from generator.engine.refusals import Reason, Refusal, refusal
from generator.engine.rules import Rules, StockEnd

if TYPE_CHECKING:
    from generator.engine.hand import HandState

# the kinds of action judged here, read once: an enum's member is slow to look up
_DRAW_DISCARD = ActionKind.DRAW_DISCARD
_PASS_DISCARD = ActionKind.PASS_DISCARD


__all__ = ["PILE_RUN_LIMIT", "REPLENISH_LIMIT", "max_draws"]

REPLENISH_LIMIT = 2
"""Under :attr:`StockEnd.REPLENISH` the stock is rebuilt from the discards at most
this many times; when it runs out once more the hand is void (no score)."""

PILE_RUN_LIMIT = 20
"""Takes from the discard pile in a row after which the next player must draw
from the stock (this engine's guard, see the module docstring)."""


def max_draws(rules: Rules) -> int:
    """The most draws a hand can last under ``rules`` (the guard makes it finite).

    Draws from the stock are bounded by the stock (and its rebuilds); between
    two of them come at most :data:`PILE_RUN_LIMIT` takes from the pile; the
    50th-card rule adds one take.

    >>> max_draws(Rules(stock_end=StockEnd.VOID_AT_TWO))
    630
    """
    if rules.stock_end is StockEnd.REPLENISH:
        from_stock = STOCK_SIZE * (REPLENISH_LIMIT + 1)
    else:
        from_stock = STOCK_SIZE - rules.dead_cards
    return from_stock + (from_stock + 1) * PILE_RUN_LIMIT + 1


def why_stock_only(state: HandState) -> Reason:
    """Why ``state.to_play`` may not take the top discard now."""
    if state.pile_run >= PILE_RUN_LIMIT:
        return Reason("pile-run", {"count": state.pile_run})
    return Reason("both-passed")


def after_discard(state: HandState) -> Change:
    """What follows a plain discard, by the stock rule: the opponent's turn, a new
    stock first, the last discard offered (the 50th-card rule), or a void hand."""
    rules = state.rules
    if rules.stock_end is StockEnd.REPLENISH:
        if not state.stock_size:
            if state.reshuffles >= REPLENISH_LIMIT or len(state.discards) < 2:
                return Change.VOID
            return Change.RESTOCK
    elif state.stock_size <= rules.dead_cards:
        if rules.stock_end is not StockEnd.FIFTIETH_CARD:
            return Change.VOID
        return Change.LAST_DISCARD
    return Change.NEXT_TURN


def last_discard_error(state: HandState) -> Reason | None:
    """Why ``to_play`` may not take the last discard (he could not go out with it), or None."""
    top = state.top_discard
    assert top is not None
    mask = state.hand_mask(state.to_play) | top.bit
    tables = state.tables
    if state.rules.big_gin and deadwood_of_mask(mask, tables) == 0:
        return None
    blocked = -1 if state.rules.discard_taken_card else top.index
    least = min(deadwood_of_mask(mask ^ 1 << i, tables) for i in iter_bits(mask) if i != blocked)
    limit = state.limit
    if least == 0 or (limit is not None and least <= limit):
        return None
    if limit is None:
        return Reason("last-discard-not-gin", {"card": top})
    return Reason("last-discard-above-limit", {"card": top, "deadwood": least, "limit": limit})


def legal_last_discard(state: HandState) -> list[Action]:
    if last_discard_error(state) is None:
        return [Action.DRAW_DISCARD, Action.PASS_DISCARD]
    return [Action.PASS_DISCARD]


def apply_last_discard(state: HandState, action: Action) -> Change:
    kind = action.kind
    if kind is _DRAW_DISCARD:
        error = last_discard_error(state)
        if error:
            raise Refusal(error)
        return Change.TAKE_LAST_DISCARD
    if kind is _PASS_DISCARD:
        return Change.VOID
    raise refusal("last-discard-offered", card=state.top_discard, action=action)
