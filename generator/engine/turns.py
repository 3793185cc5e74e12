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
        raise ValueError(
            f"the upcard {state.top_discard} is offered: take it or pass, not {action}"
        )


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
            raise ValueError(
                f"the last {state.rules.dead_cards} cards of the stock are never drawn"
            )
        i = state.stock.pop()
        state.hands[state.to_play] |= 1 << i
        state.taken = -1
        state.stock_only = False
        state.pile_run = 0
        state.turns += 1
        state.phase = Phase.DISCARD
    elif kind is DrawDiscard:
        if state.stock_only:
            raise ValueError(stock.why_stock_only(state))
        state._take_discard()
    elif kind in (TakeUpcard, PassUpcard):
        raise ValueError("the upcard offer is over: draw from the stock or the discard pile")
    else:
        raise ValueError(
            f"draw first (the stock or the top discard {state.top_discard}), then {action}"
        )


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
        raise ValueError(f"you hold 11 cards: discard, knock or go gin, not {action}")
    card: Card = action.card  # type: ignore[union-attr]
    bit = 1 << card.index
    mask = state.hands[state.to_play]
    if not mask & bit:
        raise ValueError(f"you do not hold {card}")
    if card.index == state.taken and not state.rules.discard_taken_card:
        raise ValueError(f"you took {card} from the discard pile this turn and may not discard it")
    if kind is Discard:
        if state.must_go_out:
            raise ValueError("you took the last discard, which is allowed only to knock or go gin")
        state.hands[state.to_play] = mask ^ bit
        state.discards.append(card.index)
        state.taken = -1
        stock.after_discard(state)
        return
    dw = deadwood_of_mask(mask ^ bit, state.tables)
    limit = state.limit
    if kind is Gin:
        if dw:
            raise ValueError(f"with {card} discarded your deadwood is {dw}, not gin")
    elif dw == 0:
        raise ValueError(f"with {card} discarded your hand is gin: go gin rather than knock")
    elif limit is None:
        if not state.rules.knocking:
            raise ValueError("knocking is not played in this game: only gin goes out")
        raise ValueError(f"the upcard {state.upcard} makes this deal gin only")
    elif dw > limit:
        raise ValueError(
            f"with {card} discarded your deadwood is {dw}, above the knock limit {limit}"
        )
    state.hands[state.to_play] = mask ^ bit
    state.discards.append(card.index)
    state._go_out(0 if kind is Gin else limit)  # type: ignore[arg-type]


def _big_gin(state: HandState) -> None:
    if not state.rules.big_gin:
        raise ValueError("big gin is not played in this game: discard to go gin")
    dw = deadwood_of_mask(state.hands[state.to_play], state.tables)
    if dw:
        raise ValueError(f"big gin needs all 11 cards melded; your deadwood is {dw}")
    state._go_out(0)
