"""The phases of play before anyone goes out: the upcard offer, the draw, the discard.

Each phase has a function listing its legal actions and one applying an
action, refusing any other with the reason; :class:`~generator.engine.hand.HandState`
dispatches to them by phase.

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
from generator.engine.actions import (
    BIG_GIN,
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS_UPCARD,
    TAKE_UPCARD,
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Gin,
    Knock,
    PassUpcard,
    TakeUpcard,
)
from generator.engine.cards import DECK, Card
from generator.engine.deadwood import deadwood_of_mask
from generator.engine.phases import Phase
from generator.engine.refusals import Refusal, refusal

if TYPE_CHECKING:
    from generator.engine.hand import HandState

_OFFER: list[Action] = [TAKE_UPCARD, PASS_UPCARD]


def legal_offer(state: HandState) -> list[Action]:
    return list(_OFFER)


def apply_offer(state: HandState, action: Action) -> None:
    kind = type(action)
    if kind is TakeUpcard:
        state._take_discard()
    elif kind is PassUpcard:
        if state.to_play == state.dealer:
            state.to_play = 1 - state.dealer
            state.phase = Phase.DRAW
            state.stock_only = True
        else:
            state.to_play = state.dealer
    else:
        raise refusal("upcard-offered", card=state.top_discard, action=action)


def legal_draw(state: HandState) -> list[Action]:
    actions: list[Action] = []
    if stock.stock_drawable(state):
        actions.append(DRAW_STOCK)
    if not state.stock_only and state.discards:
        actions.append(DRAW_DISCARD)
    return actions


def apply_draw(state: HandState, action: Action) -> None:
    kind = type(action)
    if kind is DrawStock:
        if not stock.stock_drawable(state):
            raise refusal("stock-dead-cards", dead_cards=state.rules.dead_cards)
        i = state.stock.pop()
        state.hands[state.to_play] |= 1 << i
        state.taken = -1
        state.stock_only = False
        state.pile_run = 0
        state.turns += 1
        state.phase = Phase.DISCARD
    elif kind is DrawDiscard:
        if state.stock_only:
            raise Refusal(stock.why_stock_only(state))
        state._take_discard()
    elif kind in (TakeUpcard, PassUpcard):
        raise refusal("offer-over")
    else:
        raise refusal("draw-first", card=state.top_discard, action=action)


def legal_discard(state: HandState) -> list[Action]:
    """Every discard, then every knock and gin, then big gin (only the outs after
    taking the last discard under the 50th-card rule)."""
    mask = state.hands[state.to_play]
    tables = state.tables
    limit = state.limit
    blocked = -1 if state.rules.discard_taken_card else state.taken
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
        discards.append(Discard(card))
        dw = deadwood_of_mask(mask ^ low, tables)
        if dw == 0:
            outs.append(Gin(card))
        elif limit is not None and dw <= limit:
            outs.append(Knock(card))
    if state.rules.big_gin and deadwood_of_mask(mask, tables) == 0:
        outs.append(BIG_GIN)
    return outs if state.must_go_out else discards + outs


def apply_discard(state: HandState, action: Action) -> None:
    kind = type(action)
    if kind is BigGin:
        _big_gin(state)
        return
    if kind not in (Discard, Knock, Gin):
        raise refusal("discard-first", action=action)
    card: Card = action.card  # type: ignore[union-attr]
    bit = 1 << card.index
    mask = state.hands[state.to_play]
    if not mask & bit:
        raise refusal("not-held", card=card)
    if card.index == state.taken and not state.rules.discard_taken_card:
        raise refusal("taken-card", card=card)
    if kind is Discard:
        if state.must_go_out:
            raise refusal("must-go-out")
        state.hands[state.to_play] = mask ^ bit
        state.discards.append(card.index)
        state.taken = -1
        stock.after_discard(state)
        return
    dw = deadwood_of_mask(mask ^ bit, state.tables)
    limit = state.limit
    if kind is Gin:
        if dw:
            raise refusal("not-gin", card=card, deadwood=dw)
    elif dw == 0:
        raise refusal("gin-not-knock", card=card)
    elif limit is None:
        if not state.rules.knocking:
            raise refusal("no-knocking")
        raise refusal("gin-only-deal", card=state.upcard)
    elif dw > limit:
        raise refusal("above-knock-limit", card=card, deadwood=dw, limit=limit)
    state.hands[state.to_play] = mask ^ bit
    state.discards.append(card.index)
    state._go_out(0 if kind is Gin else limit)  # type: ignore[arg-type]


def _big_gin(state: HandState) -> None:
    if not state.rules.big_gin:
        raise refusal("no-big-gin")
    dw = deadwood_of_mask(state.hands[state.to_play], state.tables)
    if dw:
        raise refusal("not-big-gin", deadwood=dw)
    state._go_out(0)
