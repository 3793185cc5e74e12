"""The strong player: it reads the table, keeps its chances, and knocks when it pays.

:class:`StrongBot` plays from what the table shows, as a good player remembers it
(:mod:`generator.engine.bots.knowledge`): the discards the opponent took, passed and threw,
never his hidden cards or the order of the stock. Each decision:

- **Draw** (:mod:`generator.engine.bots.strong_draw`): the card on offer when the hand it
  makes is worth more than what the stock is likely to give: a meld, two ways to one,
  a low card in place of a high one near the knock.
- **Discard** (:mod:`generator.engine.bots.strong_discard`): the card that keeps the best
  hand (the least deadwood expected after the next draw, live draws counted) and is
  safe (the opponent unlikely to meld it); knocking weighed against waiting for gin or
  for the opponent's knock to undercut (:mod:`generator.engine.bots.knock_timing`), the
  stock's last cards included. Big gin and gin always.
- **Showdown**: it declares the melds that leave its deadwood within the limit and
  expose the fewest layoffs (the opponent's cards are guessed, not read), and as
  defender lays off whatever lowers its deadwood most
  (:mod:`generator.engine.bots.showdown_play`). From any point of a showdown, whoever made
  the earlier choices.
- **50th-card rule**: it takes the last discard when it can go gin with it, or knock
  with it and expect to win.

:meth:`StrongBot.advise` gives the move with its reason
(:class:`~generator.engine.bots.advice.Advice`); :meth:`StrongBot.choose` the move
alone. It holds no randomness: the same state gets the same move.

>>> from generator.engine import Deal, HandState, Rules
>>> state = HandState(Rules(), Deal.stacked("As 2s 3s 4s 7h 7d 7c Kd Kh 9c",
...                                         "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d", "Kc"))
>>> advice = StrongBot().advise(state)
>>> str(advice.action), advice.reason, str(advice)
('take-upcard', 'take-to-go-out', 'take Kc: with it you may go down this turn')
"""

from __future__ import annotations

from generator.engine.actions import Action, ActionKind
from generator.engine.bots.advice import Advice
from generator.engine.bots.knock_timing import Opponent, Outlook, knock_or_wait
from generator.engine.bots.reading import Reading, layoff_exposure
from generator.engine.bots.showdown_play import next_declaration, next_layoff
from generator.engine.bots.strong_discard import discard_advice
from generator.engine.bots.strong_draw import draw_advice
from generator.engine.hand import HandState, Phase
from generator.engine.masks import deadwood_of_mask, iter_bits
from generator.engine.melds import Meld
from generator.engine.stock import last_discard_error

__all__ = ["StrongBot"]


class StrongBot:
    """The strong player of the module docstring; one instance may play both sides."""

    __slots__ = ()

    def choose(self, state: HandState) -> Action:
        """The move for ``state.to_play``."""
        return self.advise(state).action

    def advise(self, state: HandState) -> Advice:
        """The move for ``state.to_play``, and why."""
        phase = state.phase
        if phase is Phase.OVER:
            raise ValueError("the hand is over")
        if phase is Phase.DECLARE:
            return _declare(state)
        if phase is Phase.LAYOFF:
            return _lay_off(state)
        reading = Reading(state)
        if phase is Phase.LAST_DISCARD:
            return _last_discard(state, reading)
        if phase is Phase.DISCARD:
            return discard_advice(state, reading)
        return draw_advice(state, reading)


def _last_discard(state: HandState, reading: Reading) -> Advice:
    """Take the last discard to go gin, or to knock when the knock is expected to win."""
    card = state.top_discard
    assert card is not None
    top = card.index
    if last_discard_error(state) is not None:
        return Advice(Action.PASS_DISCARD, "pass-last-discard", {"card": card})
    hand = state.hand_mask(state.to_play) | 1 << top
    tables = reading.tables
    blocked = -1 if state.rules.discard_taken_card else top
    least = min(deadwood_of_mask(hand ^ 1 << i, tables) for i in iter_bits(hand) if i != blocked)
    if least and deadwood_of_mask(hand, tables):
        table = reading.table
        opponent = Opponent(
            state.rules, state.limit, table.opponent_draws, table.held.bit_count(), 0.0
        )
        if not knock_or_wait(opponent, Outlook(least, 0.0, 2.0, 0)).knock:
            return Advice(Action.PASS_DISCARD, "pass-last-discard", {"card": card})
    return Advice(Action.DRAW_DISCARD, "take-last-discard", {"card": card})


def _declare(state: HandState) -> Advice:
    """The next meld of the declaration exposing the fewest layoffs, then finishing."""
    show = state.showdown
    assert show is not None
    rules = state.rules
    shown = show.need > 0 or rules.layoff_on_gin
    holds = Reading(state).holds if shown else []

    def cost(melds: tuple[Meld, ...], dead: int) -> tuple[float, int]:
        if not shown:
            return 0.0, len(melds)
        return dead + layoff_exposure((*show.melds, *melds), holds, rules), len(melds)

    action = next_declaration(show, cost)
    if action.meld is not None:
        reason = "declare-meld" if shown else "declare-gin-meld"
        return Advice(action, reason, {"cards": action.meld.cards})
    values = state.tables.values
    dead = sum(values[i % 13] for i in iter_bits(show.undeclared))
    return Advice(Action.FINISH_DECLARING, "finish-declaring", {"deadwood": dead})


def _lay_off(state: HandState) -> Advice:
    """The next layoff towards the least deadwood, then finishing."""
    show = state.showdown
    assert show is not None
    action = next_layoff(show)
    if action.kind is ActionKind.LAY_OFF and action.onto is not None:
        cards = Meld(show.extended[action.onto], show.melds[action.onto].kind).cards
        return Advice(action, "lay-off", {"card": action.card, "cards": cards})
    left = deadwood_of_mask(show.defender & ~show.laid, show.tables)
    return Advice(action, "finish-layoffs", {"deadwood": left})
