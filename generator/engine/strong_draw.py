"""The strong player's draw: the upcard or the top discard, or the stock.

It compares what its hand is worth after each choice (:meth:`Reading.score
<generator.engine.reading.Reading.score>`, its best discard made, that discard's
danger counted): after taking the card on offer, against the average over the cards
the stock may give. A card that makes a meld is nearly always taken; so is a card that
makes two ways to a meld, or a low card in place of a high one when the hand is close
to knocking. A card that lowers nothing is never taken: that is decided at once,
without the comparison.
"""

from __future__ import annotations

from generator.engine.actions import (
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS_UPCARD,
    TAKE_UPCARD,
    Action,
)
from generator.engine.advice import Advice
from generator.engine.cards import DECK, cards_of_mask, iter_bits
from generator.engine.deadwood import arrange_mask, deadwood_of_mask, discard_deadwood_of_mask
from generator.engine.hand import HandState, Phase
from generator.engine.knowledge import meld_partners
from generator.engine.reading import Reading

__all__ = ["DANGER_COST", "PRUNE", "TAKE_MARGIN", "best_keep", "draw_advice"]

DANGER_COST = 6.0
"""Points of deadwood a discard the opponent is sure to meld costs."""
TAKE_MARGIN = 0.5
"""How much better taking the card on offer must look than the stock."""
PRUNE = 12
"""Discards that leave this much more deadwood than the least are not weighed."""


def best_keep(reading: Reading, hand: int, blocked: int = -1) -> tuple[float, int]:
    """(value, card) of the best discard from the 11 cards of ``hand`` (not ``blocked``):
    the least :meth:`Reading.score` of the ten kept plus the discard's danger."""
    tables = reading.tables
    options = sorted(
        (deadwood_of_mask(hand ^ 1 << i, tables), i) for i in iter_bits(hand) if i != blocked
    )
    least = options[0][0]
    best, card = float("inf"), -1
    for dw, i in options:
        if dw > least + PRUNE:
            break
        value = reading.score(hand ^ 1 << i) + DANGER_COST * reading.danger(i)
        if value < best:
            best, card = value, i
    return best, card


def _stock_value(reading: Reading, hand: int) -> float:
    """The expected value of the hand after a draw from the stock and the best discard:
    a card that lowers nothing is thrown again; otherwise the card whose loss costs
    least goes."""
    tables = reading.tables
    now = deadwood_of_mask(hand, tables)
    keep = reading.score(hand)
    total = 0.0
    for bit, _, weight in reading.prospects.draws:
        card = bit.bit_length() - 1
        value = keep + DANGER_COST * reading.danger(card)
        drawn = hand | bit
        if discard_deadwood_of_mask(drawn, tables) < now:
            least, out = 1 << 30, -1
            for i in iter_bits(hand):
                dw = deadwood_of_mask(drawn ^ 1 << i, tables)
                if dw < least:
                    least, out = dw, i
            value = min(value, reading.score(drawn ^ 1 << out) + DANGER_COST * reading.danger(out))
        total += weight * value
    return total


def draw_advice(state: HandState, reading: Reading) -> Advice:
    """The upcard offer or the draw, with the reason."""
    legal = state.legal_actions()
    offer = state.phase is Phase.OFFER
    take, other = (TAKE_UPCARD, PASS_UPCARD) if offer else (DRAW_DISCARD, DRAW_STOCK)
    if take not in legal:
        return Advice(DRAW_STOCK, "draw-stock-no-choice")
    top = state.discards[-1]
    card = DECK[top]
    if other not in legal:
        return Advice(take, "take-no-choice", {"card": card})
    hand = state.hands[state.to_play]
    tables = reading.tables
    with_card = hand | 1 << top
    blocked = -1 if state.rules.discard_taken_card else top
    after = min(deadwood_of_mask(with_card ^ 1 << i, tables) for i in iter_bits(hand))
    if blocked < 0:
        after = min(after, deadwood_of_mask(hand, tables))
    if after == 0:
        return Advice(take, "take-to-go-out", {"card": card})
    if after >= deadwood_of_mask(hand, tables):
        return Advice(other, "pass-upcard" if offer else "draw-stock", {"card": card})
    taken, _ = best_keep(reading, with_card, blocked)
    if taken >= _stock_value(reading, hand) - TAKE_MARGIN:
        return Advice(other, "pass-upcard" if offer else "draw-stock", {"card": card})
    if state.limit is not None and after <= state.limit:
        return Advice(take, "take-to-go-out", {"card": card})
    return _why_take(state, reading, take, top, after)


def _why_take(state: HandState, reading: Reading, take: Action, top: int, after: int) -> Advice:
    """The reason for taking ``top``: the meld it makes, the two ways it opens, or the
    deadwood it saves."""
    hand = state.hands[state.to_play]
    card = DECK[top]
    rules = state.rules
    for meld in arrange_mask(hand | 1 << top, rules).melds:
        if meld.mask >> top & 1:
            values = {"card": card, "cards": meld.cards}
            return Advice(take, "take-to-complete-meld", values)
    partners = 0
    for a, b in meld_partners(top, rules.round_the_corner):
        for one, other in ((a, b), (b, a)):
            if hand >> one & 1 and reading.table.unseen >> other & 1:
                partners |= 1 << one
    if partners.bit_count() >= 2:
        values = {"card": card, "cards": cards_of_mask(partners)}
        return Advice(take, "take-for-two-way", values)
    return Advice(take, "take-to-lower-deadwood", {"card": card, "deadwood": after})
