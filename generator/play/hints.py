"""What the Play page tells the reader at his turn: what he is asked to do, and what the
legal actions allow ("you may knock: discard 9 clubs and your deadwood is 7, the knock
limit 10"). Read from :meth:`~generator.engine.HandState.legal_actions` and the
engine's deadwood search; nothing here decides what is legal.
"""

from __future__ import annotations

from generator.engine import (
    Action,
    BigGin,
    Discard,
    Gin,
    HandState,
    Knock,
    LayOff,
    Phase,
    deadwood_of_mask,
)
from generator.play import messages as M
from generator.play import view as V
from generator.play.cards import card_list, card_value
from generator.play.text import PlayText
from generator.text.cards import CardGroups


def hints(state: HandState, text: PlayText) -> tuple[str, str]:
    """(what the reader is asked to do, a hint from the legal actions) at his turn."""
    phase = state.phase
    legal = state.legal_actions()
    mask = state.hands[state.to_play]
    top = card_value(state.top_discard) if state.top_discard else ""
    if phase is Phase.OFFER:
        return text.format(M.TURN["offer"], card=top), ""
    if phase is Phase.DRAW:
        key = "draw" if len(legal) > 1 else "draw-stock-only"
        deadwood = deadwood_of_mask(mask, state.tables)
        return text.format(M.TURN[key], card=top), text.format(
            M.HINTS["deadwood"], deadwood=deadwood
        )
    if phase is Phase.LAST_DISCARD:
        return text.format(M.TURN["last_discard"], card=top), ""
    if phase is Phase.DISCARD:
        return text.gettext(M.TURN["discard"]), _going_out(state, legal, mask, text)
    if phase is Phase.DECLARE:
        best = state.best_settlement()
        apart = text.gettext(M.MELDS_APART)
        melds = CardGroups(tuple(card_list(m.cards) for m in best.knocker_melds), apart)
        hint = text.format(M.HINTS["declare"], deadwood=best.knocker_deadwood, melds=melds)
        return text.gettext(M.TURN["declare"]), hint
    if phase is Phase.LAYOFF:
        cards = list(dict.fromkeys(a.card for a in legal if isinstance(a, LayOff)))
        if not cards:
            return text.gettext(M.TURN["layoff"]), text.gettext(M.HINTS["no-layoff"])
        hint = text.format(M.HINTS["layoff"], cards=V.names(cards))
        return text.gettext(M.TURN["layoff"]), hint
    return "", ""


def _going_out(state: HandState, legal: list[Action], mask: int, text: PlayText) -> str:
    """After the draw: big gin, gin, a knock, or how far the hand is from knocking."""
    if any(isinstance(a, BigGin) for a in legal):
        return text.gettext(M.HINTS["big-gin"])
    gin = next((a for a in legal if isinstance(a, Gin)), None)
    if gin is not None:
        return text.format(M.HINTS["gin"], card=card_value(gin.card))
    knocks = [a for a in legal if isinstance(a, Knock)]
    discards = [a.card for a in legal if isinstance(a, Discard)]
    least = min(deadwood_of_mask(mask ^ c.bit, state.tables) for c in discards)
    if knocks:
        best = min(knocks, key=lambda a: deadwood_of_mask(mask ^ a.card.bit, state.tables))
        return text.format(
            M.HINTS["knock"],
            card=card_value(best.card),
            deadwood=deadwood_of_mask(mask ^ best.card.bit, state.tables),
            limit=state.limit,
        )
    if state.limit is None:
        return text.format(M.HINTS["gin-only"], deadwood=least)
    return text.format(M.HINTS["no-knock"], deadwood=least, limit=state.limit)
