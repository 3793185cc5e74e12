"""What a player knows of a hand in play: his cards and everything the table has seen.

A good player remembers the discard pile, which cards his opponent took from it, which
he let go by and which he threw. :func:`read_table` rebuilds that from the public part
of a :class:`~generator.engine.hand.HandState` only: the first upcard, the dealer, the
actions taken (:attr:`~generator.engine.hand.HandState.history`), the discard pile, the
number of cards in the stock and the player's own hand. It never reads the opponent's
cards or the order of the stock.

From it, :class:`Table` gives the chance that each card the player has not seen is in
the opponent's hand (:meth:`Table.opponent_holds`), by Bayes' rule on what his choices
say, as a good player reads them:

- he **took** a discard: he held two cards melding with it;
- he **passed** a discard (the upcard, or the top discard when he drew from the stock),
  or **threw** a card: he held no two cards melding with it (a discard counts a little
  less: players sometimes break a meld).

Each card melds with pairs of others (:func:`meld_partners`): two of its rank, or two
next to it in its suit. The cards are taken as independent, which is close enough for
choosing a discard.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from generator.engine.actions import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Gin,
    Knock,
    PassUpcard,
    TakeUpcard,
)
from generator.engine.cards import iter_bits
from generator.engine.deal import HAND_SIZE
from generator.engine.hand import HandState
from generator.engine.rules import StockEnd
from generator.engine.stock import PILE_RUN_LIMIT

__all__ = ["Table", "meld_partners", "read_table"]

TOOK, PASSED, THREW = "took", "passed", "threw"
"""The kinds of :attr:`Table.events`."""

_TRUST = {TOOK: 0.9, PASSED: 0.9, THREW: 0.7}
"""How far each kind of choice is taken at its word (the rest: the opponent's whim)."""

_MOST = 0.97
"""No unseen card is ever certain to be in the opponent's hand."""


@cache
def meld_partners(card: int, round_the_corner: bool) -> tuple[tuple[int, int], ...]:
    """The pairs of cards that meld with ``card``: two more of its rank, or two cards
    next to it in its suit (below, around, above; round the corner when runs wrap)."""
    rank, suit = card % 13, card // 13
    others = [s * 13 + rank for s in range(4) if s != suit]
    pairs = [(others[0], others[1]), (others[0], others[2]), (others[1], others[2])]
    for first, second in ((-2, -1), (-1, 1), (1, 2)):
        ranks = (rank + first, rank + second)
        if round_the_corner:
            ranks = (ranks[0] % 13, ranks[1] % 13)
        elif not (ranks[0] >= 0 and ranks[1] < 13):
            continue
        pairs.append((suit * 13 + ranks[0], suit * 13 + ranks[1]))
    return tuple(pairs)


@dataclass(frozen=True, slots=True)
class Event:
    """One public choice of the opponent: he ``took``, ``passed`` or ``threw`` ``card``."""

    kind: str
    card: int
    draws: int
    """How many cards he had drawn by then."""


@dataclass(frozen=True, slots=True)
class Table:
    """A player's knowledge of the hand (see the module docstring)."""

    me: int
    hand: int
    """The player's own cards."""
    pile: int
    """The cards in the discard pile (the top one included)."""
    top: int
    """The top discard, or -1."""
    held: int
    """Cards the opponent took from the pile and has not thrown since."""
    unseen: int
    """Cards whose place the player does not know: in the stock or the opponent's hand."""
    hidden: int
    """How many of the opponent's cards the player does not know."""
    stock: int
    """Cards left in the stock."""
    events: tuple[Event, ...]
    opponent_draws: int
    """Cards the opponent has drawn (from the stock or the pile)."""
    restocked: int
    """Cards shuffled into a new stock (seen by both; under the replenished stock)."""
    round_the_corner: bool

    def opponent_holds(self) -> list[float]:
        """The chance that each card (by index) is in the opponent's hand."""
        p = [0.0] * 52
        unseen = list(iter_bits(self.unseen))
        if unseen and self.hidden:
            base = self.hidden / len(unseen)
            for i in unseen:
                p[i] = base
        for i in iter_bits(self.held):
            p[i] = 1.0
        rtc = self.round_the_corner
        for event in self.events:
            if _update(p, event, rtc):
                _normalise(p, unseen, self.hidden)
        return p

    def drawable(self, holds: list[float]) -> list[float]:
        """The chance that each card is in the stock, given :meth:`opponent_holds`."""
        return [1.0 - holds[i] if self.unseen >> i & 1 else 0.0 for i in range(52)]


def _update(p: list[float], event: Event, rtc: bool) -> bool:
    """Bayes' rule on one choice, the cards' chances taken as independent; False when
    the choice says nothing new."""
    pairs = [(a, b, p[a] * p[b]) for a, b in meld_partners(event.card, rtc) if p[a] * p[b]]
    if not pairs:
        return False
    none = 1.0
    for _, _, q in pairs:
        none *= 1.0 - q
    trust = _TRUST[event.kind]
    touched = {c for a, b, _ in pairs for c in (a, b) if 0.0 < p[c] < 1.0}
    new: dict[int, float] = {}
    for x in touched:
        without = 1.0  # P(no pair melds with the card | x held) / P(none) ...
        for a, b, q in pairs:
            if x == a:
                without *= 1.0 - p[b]
            elif x == b:
                without *= 1.0 - p[a]
            else:
                without *= 1.0 - q
        if event.kind == TOOK:
            some = 1.0 - none
            posterior = p[x] * (1.0 - without) / some if some > 1e-9 else p[x]
        else:
            posterior = p[x] * without / none if none > 1e-9 else p[x]
        new[x] = (1.0 - trust) * p[x] + trust * posterior
    for x, value in new.items():
        p[x] = value
    return True


def _normalise(p: list[float], unseen: list[int], hidden: int) -> None:
    """Scale the unseen cards' chances to add up to the opponent's unknown cards."""
    if not hidden:
        return
    total = 0.0
    for i in unseen:
        total += p[i]
    if total <= 0.0:
        return
    scale = hidden / total
    for i in unseen:
        value = p[i] * scale
        p[i] = value if value < _MOST else _MOST


def read_table(state: HandState, me: int | None = None) -> Table:
    """What player ``me`` (by default the player to move) knows of ``state``."""
    if me is None:
        me = state.to_play
    rules = state.rules
    deal = state.deal
    actor = 1 - deal.dealer
    pile = [deal.upcard]
    stock = 52 - 2 * HAND_SIZE - 1
    stock_only = False
    pile_run = 0
    draws = 0
    held = 0
    restocked = 0
    events: list[Event] = []
    for action in state.history:
        kind = type(action)
        theirs = actor != me
        if kind is PassUpcard:
            if theirs:
                events.append(Event(PASSED, pile[-1], draws))
            if actor == deal.dealer:
                stock_only = True
            actor = 1 - actor
        elif kind is TakeUpcard or kind is DrawDiscard:
            card = pile.pop()
            pile_run += 1
            if theirs:
                draws += 1
                held |= 1 << card
                events.append(Event(TOOK, card, draws))
        elif kind is DrawStock:
            if theirs:
                if pile and not stock_only:
                    events.append(Event(PASSED, pile[-1], draws))
                draws += 1
            stock -= 1
            stock_only = False
            pile_run = 0
        elif kind is Discard or kind is Knock or kind is Gin:
            card = action.card.index  # type: ignore[union-attr]
            pile.append(card)
            if theirs:
                held &= ~(1 << card)
                events.append(Event(THREW, card, draws))
            if kind is not Discard:
                break
            if rules.stock_end is StockEnd.REPLENISH and stock == 0 and len(pile) >= 2:
                for i in pile[:-1]:
                    restocked |= 1 << i
                stock = len(pile) - 1
                pile = pile[-1:]
            stock_only = pile_run >= PILE_RUN_LIMIT
            actor = 1 - actor
        elif kind is BigGin:
            break
    hand = state.hands[me]
    pile_mask = 0
    for i in state.discards:
        pile_mask |= 1 << i
    held &= ~pile_mask & ~hand
    unseen = ((1 << 52) - 1) & ~hand & ~pile_mask & ~held
    hidden = max(0, unseen.bit_count() - len(state.stock))
    return Table(
        me=me,
        hand=hand,
        pile=pile_mask,
        top=state.discards[-1] if state.discards else -1,
        held=held,
        unseen=unseen,
        hidden=hidden,
        stock=len(state.stock),
        events=tuple(events),
        opponent_draws=draws,
        restocked=restocked & unseen,
        round_the_corner=rules.round_the_corner,
    )
