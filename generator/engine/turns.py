"""The phases of play before anyone goes out: the upcard offer, the draw, the discard.

Each phase has a function listing its legal actions and one judging an action:
it refuses an illegal one with the reason, and returns the
:class:`~generator.engine.phases.Change` a legal one makes;
:class:`~generator.engine.hand.HandState` dispatches to them by phase and makes
the change.

- **Offer.** The non-dealer may take the upcard or pass; if he passes, the
  dealer may; if both pass, the non-dealer must draw from the stock. A player
  who passes does not discard.
- **Draw.** The top card of the stock or of the discard pile.
- **Discard.** Discard a card, knock or go gin (each names the card discarded),
  or go big gin (all 11 cards melded, when ``rules.big_gin``). A card taken
  from the discard pile may not be discarded in the same turn unless
  ``rules.discard_taken_card``. A knock needs deadwood of at most the deal's
  knock limit (:func:`~generator.engine.knock_limit`: the Oklahoma rule takes
  it from the first upcard); with knocking off only gin goes out, and a hand
  that is gin goes gin rather than knock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine import stock
from generator.engine.actions import Action, ActionKind
from generator.engine.cards import DECK
from generator.engine.masks import deadwood_of_mask
from generator.engine.phases import Change
from generator.engine.refusals import Refusal, refusal

if TYPE_CHECKING:
    from generator.engine.hand import HandState

# the kinds of action judged here, read once: an enum's member is slow to look up
_BIG_GIN = ActionKind.BIG_GIN
_DISCARD = ActionKind.DISCARD
_DRAW_DISCARD = ActionKind.DRAW_DISCARD
_DRAW_STOCK = ActionKind.DRAW_STOCK
_GIN = ActionKind.GIN
_KNOCK = ActionKind.KNOCK
_LAY_OFF = ActionKind.LAY_OFF
_PASS_UPCARD = ActionKind.PASS_UPCARD
_TAKE_UPCARD = ActionKind.TAKE_UPCARD


_OFFER: list[Action] = [Action.TAKE_UPCARD, Action.PASS_UPCARD]


def legal_offer(state: HandState) -> list[Action]:
    return list(_OFFER)


def apply_offer(state: HandState, action: Action) -> Change:
    kind = action.kind
    if kind is _TAKE_UPCARD:
        return Change.TAKE_DISCARD
    if kind is _PASS_UPCARD:
        return Change.BOTH_PASSED if state.to_play == state.dealer else Change.OFFER_TO_DEALER
    raise refusal("upcard-offered", card=state.top_discard, action=action)


def legal_draw(state: HandState) -> list[Action]:
    actions: list[Action] = []
    if state.stock_drawable():
        actions.append(Action.DRAW_STOCK)
    if not state.stock_only and state.top_discard is not None:
        actions.append(Action.DRAW_DISCARD)
    return actions


def apply_draw(state: HandState, action: Action) -> Change:
    kind = action.kind
    if kind is _DRAW_STOCK:
        if not state.stock_drawable():
            raise refusal("stock-dead-cards", dead_cards=state.rules.dead_cards)
        return Change.DRAW_STOCK
    if kind is _DRAW_DISCARD:
        if state.stock_only:
            raise Refusal(stock.why_stock_only(state))
        return Change.TAKE_DISCARD
    if kind is _TAKE_UPCARD or kind is _PASS_UPCARD:
        raise refusal("offer-over")
    raise refusal("draw-first", card=state.top_discard, action=action)


def legal_discard(state: HandState) -> list[Action]:
    """Every discard, then every knock and gin, then big gin (only the outs after
    taking the last discard under the 50th-card rule)."""
    mask = state.hand_mask(state.to_play)
    tables = state.tables
    limit = state.limit
    taken = state.taken
    blocked = -1 if taken is None or state.rules.discard_taken_card else taken.index
    discards: list[Action] = []
    outs: list[Action] = []
    m = mask
    while m:
        low = m & -m
        i = low.bit_length() - 1
        m ^= low
        if i == blocked:
            continue
        card = DECK[i]
        discards.append(Action.discard(card))
        dw = deadwood_of_mask(mask ^ low, tables)
        if dw == 0:
            outs.append(Action.gin(card))
        elif limit is not None and dw <= limit:
            outs.append(Action.knock(card))
    if state.rules.big_gin and deadwood_of_mask(mask, tables) == 0:
        outs.append(Action.BIG_GIN)
    return outs if state.must_go_out else discards + outs


def apply_discard(state: HandState, action: Action) -> Change:
    kind = action.kind
    if kind is _BIG_GIN:
        return _big_gin(state)
    card = action.card
    if card is None or kind is _LAY_OFF:
        raise refusal("discard-first", action=action)
    mask = state.hand_mask(state.to_play)
    if not mask & card.bit:
        raise refusal("not-held", card=card)
    taken = state.taken
    if taken is not None and card.index == taken.index and not state.rules.discard_taken_card:
        raise refusal("taken-card", card=card)
    if kind is _DISCARD:
        if state.must_go_out:
            raise refusal("must-go-out")
        return Change.DISCARD
    dw = deadwood_of_mask(mask ^ card.bit, state.tables)
    limit = state.limit
    if kind is _GIN:
        if dw:
            raise refusal("not-gin", card=card, deadwood=dw)
        return Change.GIN
    if dw == 0:
        raise refusal("gin-not-knock", card=card)
    if limit is None:
        if not state.rules.knocking:
            raise refusal("no-knocking")
        raise refusal("gin-only-deal", card=state.upcard)
    if dw > limit:
        raise refusal("above-knock-limit", card=card, deadwood=dw, limit=limit)
    return Change.KNOCK


def _big_gin(state: HandState) -> Change:
    if not state.rules.big_gin:
        raise refusal("no-big-gin")
    dw = deadwood_of_mask(state.hand_mask(state.to_play), state.tables)
    if dw:
        raise refusal("not-big-gin", deadwood=dw)
    return Change.BIG_GIN
