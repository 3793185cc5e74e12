"""Players for tests: a random legal player, and the rule sets the property tests play."""

from __future__ import annotations

import random

from generator.engine import Action, HandState, OklahomaAce, Rules, StockEnd, TieRule
from generator.engine.actions import ActionKind

RULE_SETS = {
    "standard": Rules(),
    "void-at-two": Rules(stock_end=StockEnd.VOID_AT_TWO),
    "fiftieth-card": Rules(stock_end=StockEnd.FIFTIETH_CARD),
    "straight-gin": Rules(knocking=False, stock_end=StockEnd.FIFTIETH_CARD),
    "oklahoma": Rules(
        oklahoma=True, oklahoma_ace=OklahomaAce.LIMIT_ONE, stock_end=StockEnd.VOID_AT_TWO
    ),
    "round-the-corner": Rules(
        ace_value=15, round_the_corner=True, layoff_on_gin=True, stock_end=StockEnd.VOID_AT_TWO
    ),
    "tie-knocker": Rules(
        tie=TieRule.KNOCKER_WINS, big_gin=False, discard_taken_card=True, layoff_chains=False
    ),
}


GOING_OUT = (ActionKind.KNOCK, ActionKind.GIN, ActionKind.BIG_GIN)
"""The kinds of action that go out."""


class RandomPlayer:
    """Chooses uniformly among the legal actions, but goes out with chance ``go_out``
    when it may, and finishes declaring or laying off with chance ``finish``."""

    def __init__(self, rng: random.Random, go_out: float = 0.3, finish: float = 0.3) -> None:
        self.rng = rng
        self.go_out = go_out
        self.finish = finish

    def choose(self, state: HandState) -> Action:
        legal = state.legal_actions()
        rng = self.rng
        outs = [
            a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.GIN, ActionKind.BIG_GIN)
        ]
        if outs and rng.random() < self.go_out:
            return rng.choice(outs)
        for done in (Action.FINISH_DECLARING, Action.FINISH_LAYOFFS):
            if done in legal and len(legal) > 1 and rng.random() >= self.finish:
                return rng.choice(
                    [a for a in legal if a.kind in (ActionKind.DECLARE, ActionKind.LAY_OFF)]
                )
        return rng.choice(legal)
