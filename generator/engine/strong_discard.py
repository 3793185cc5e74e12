"""The strong player's discard: going out, knocking or waiting, and which card to throw.

- **Big gin, then gin**, whenever the hand allows.
- **Knock or wait.** When it may knock, it weighs each discard that allows a knock by
  :func:`~generator.engine.knock_timing.knock_or_wait`: the deadwood left, the chance
  of gin on the next draw, the layoffs the opponent is expected to make onto its melds
  (:func:`~generator.engine.reading.layoff_exposure`), the turns the stock leaves, the
  opponent's expected deadwood and his chance to go down first (higher when the
  discard is one he may meld). It knocks, or throws the card that keeps the best hand
  to wait with.
- **Otherwise** it throws the card that leaves the best hand to keep
  (:func:`~generator.engine.strong_draw.best_keep`): the least expected deadwood after
  the next draw, the opponent's chance to meld the discard counted against it. Under
  the 50th-card rule the last discard before the stock's dead cards is the one the
  opponent may take to go out: its danger counts four times.
"""

from __future__ import annotations

from generator.engine.actions import BIG_GIN, Action, Discard, Gin, Knock
from generator.engine.advice import Advice
from generator.engine.cards import DECK
from generator.engine.deadwood import arrange_mask, deadwood_of_mask
from generator.engine.hand import HandState
from generator.engine.knock_timing import Choice, Opponent, Outlook, knock_or_wait
from generator.engine.knowledge import meld_partners
from generator.engine.reading import Reading, layoff_exposure
from generator.engine.rules import StockEnd
from generator.engine.strong_draw import DANGER_COST, PRUNE

__all__ = ["discard_advice", "turns_left"]

REPLENISHED_HORIZON = 6
"""Turns looked ahead when the stock is rebuilt rather than ending the hand."""


def turns_left(state: HandState) -> tuple[int, bool]:
    """(the player's draws left after this discard, True when the stock then ends the
    hand); under the replenished stock a horizon, and False."""
    rules = state.rules
    if rules.stock_end is StockEnd.REPLENISH:
        return REPLENISHED_HORIZON, False
    return max(0, (len(state.stock) - rules.dead_cards) // 2), True


def discard_advice(state: HandState, reading: Reading) -> Advice:
    """The discard, knock or gin, with the reason."""
    legal = state.legal_actions()
    if BIG_GIN in legal:
        return Advice(BIG_GIN, "big-gin")
    gins = [a for a in legal if type(a) is Gin]
    if gins:
        gin = max(gins, key=lambda a: (a.card.rank, -a.card.index))
        return Advice(gin, "gin", {"card": gin.card})
    knocks = {a.card.index: a for a in legal if type(a) is Knock}
    if knocks:
        return _knock_or_wait(state, reading, knocks)
    return _plain_discard(state, reading, legal)


def _knock_or_wait(state: HandState, reading: Reading, knocks: dict[int, Knock]) -> Advice:
    """Knock with the best knocking discard, or throw the card best to wait with."""
    hand = state.hands[state.to_play]
    rules = state.rules
    tables = reading.tables
    table = reading.table
    turns, ends = turns_left(state)
    best: tuple[tuple[float, int, int], int, Choice, int] | None = None
    for i in knocks:
        rest = hand ^ 1 << i
        dw = deadwood_of_mask(rest, tables)
        layoffs = layoff_exposure(arrange_mask(rest, rules).melds, reading.holds, rules)
        chance = min(0.6, reading.hazard + 0.5 * reading.danger(i))
        opponent = Opponent(
            rules, state.limit, table.opponent_draws, table.held.bit_count(), chance
        )
        gin = reading.prospects.gin_chance(rest)
        choice = knock_or_wait(opponent, Outlook(dw, gin, layoffs, turns, ends))
        if state.must_go_out:
            choice = Choice(True, choice.knock_value, choice.wait_value, choice.undercut_risk)
        key = (max(choice.knock_value, choice.wait_value), -dw, i)
        if best is None or key > best[0]:
            best = (key, i, choice, dw)
    assert best is not None
    _, i, choice, dw = best
    card = DECK[i]
    if choice.knock:
        risk = round(100 * choice.undercut_risk)
        if ends and turns <= 1:
            values = {"card": card, "deadwood": dw, "stock": len(state.stock)}
            return Advice(knocks[i], "knock-before-stock-ends", values)
        if reading.hazard >= 0.15:
            values = {"card": card, "deadwood": dw, "risk": round(100 * reading.hazard)}
            return Advice(knocks[i], "knock-before-undercut-risk", values)
        return Advice(knocks[i], "knock", {"card": card, "deadwood": dw, "risk": risk})
    rest = hand ^ 1 << i
    outs = reading.prospects.gin_outs(rest)
    if choice.undercut_risk >= 0.3:
        values = {"card": card, "deadwood": dw, "risk": round(100 * choice.undercut_risk)}
        return Advice(Discard(card), "wait-undercut-risk", values)
    if outs:
        return Advice(Discard(card), "wait-for-gin", {"card": card, "deadwood": dw, "outs": outs})
    return Advice(Discard(card), "wait-for-undercut", {"card": card, "deadwood": dw})


def _plain_discard(state: HandState, reading: Reading, legal: list[Action]) -> Advice:
    """The card that leaves the best hand to keep."""
    hand = state.hands[state.to_play]
    tables = reading.tables
    cards = [a.card.index for a in legal if type(a) is Discard]
    left = {i: deadwood_of_mask(hand ^ 1 << i, tables) for i in cards}
    least = min(left.values())
    cost = DANGER_COST * (4.0 if _last_before_dead_cards(state) else 1.0)
    best, card = float("inf"), -1
    for i in cards:
        if left[i] > least + PRUNE:
            continue
        value = reading.score(hand ^ 1 << i) + cost * reading.danger(i)
        if value < best - 1e-9 or (value <= best + 1e-9 and i > card):
            best, card = value, i
    return _why_discard(state, reading, card, left, least)


def _last_before_dead_cards(state: HandState) -> bool:
    """True when this discard is the last before the stock's dead cards under the
    50th-card rule: the opponent may take it, only to go out."""
    rules = state.rules
    return rules.stock_end is StockEnd.FIFTIETH_CARD and len(state.stock) <= rules.dead_cards


def _why_discard(
    state: HandState, reading: Reading, i: int, left: dict[int, int], least: int
) -> Advice:
    """The reason for throwing card ``i``: gin only, safety, a card that can no longer
    meld, the least deadwood, or the better chances of the cards kept."""
    card = DECK[i]
    action = Discard(card)
    if state.limit is None:
        return Advice(action, "gin-only-deal", {"card": card})
    plain = min(left, key=lambda j: (left[j], -DECK[j].rank, j // 13))
    if i != plain and reading.danger(i) + 0.1 < reading.danger(plain):
        return Advice(
            action, "safe-discard", {"card": card, "risk": round(100 * reading.danger(i))}
        )
    available = state.hands[state.to_play] | reading.table.unseen
    if not any(available >> a & 1 and available >> b & 1 for a, b in meld_partners(i, reading.rtc)):
        return Advice(action, "discard-dead-card", {"card": card})
    if left[i] == least:
        return Advice(action, "discard-deadwood", {"card": card, "deadwood": left[i]})
    return Advice(action, "keep-meld-chances", {"card": card})
