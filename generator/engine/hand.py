"""A hand of gin rummy as a state machine, from the deal to the settlement.

The players are 0 and 1. :class:`HandState` holds the cards and whose turn it
is; :meth:`HandState.legal_actions` lists what that player may do and
:meth:`HandState.apply` does it, refusing anything else with a
:class:`ValueError` that gives the reason.

The course of a hand:

1. **Upcard offer.** The non-dealer may take the upcard (:data:`TAKE_UPCARD`)
   or pass (:data:`PASS_UPCARD`); if he passes, the dealer may take it or
   pass; if both pass, the non-dealer must draw from the stock. A player who
   passes does not discard.
2. **Turns.** Draw the top card of the stock (:data:`DRAW_STOCK`) or of the
   discard pile (:data:`DRAW_DISCARD`), then :class:`Discard`, :class:`Knock`
   or :class:`Gin` (each names the card discarded) or :data:`BIG_GIN` (all 11
   cards melded, when ``rules.big_gin``). A card taken from the discard pile,
   the upcard included, may not be discarded in the same turn unless
   ``rules.discard_taken_card``. A knock needs deadwood of at most the deal's
   knock limit (:func:`generator.engine.knock_limit`: Oklahoma takes it from
   the first upcard); with knocking off only gin goes out.
3. **End of the stock.** Under :attr:`StockEnd.VOID_AT_TWO` the last
   ``rules.dead_cards`` cards are never drawn, and a discard that leaves that
   many cards in the stock without going out ends the hand void. Under
   :attr:`StockEnd.REPLENISH`, when the stock is empty after a discard, the
   discards but the top card are shuffled into a new stock. So that a hand
   always ends, this happens at most :data:`REPLENISH_LIMIT` times: when the
   stock runs out once more, the hand is void.
4. **Settlement** by :func:`generator.engine.settle`: the knocker's best
   declaration against the defender's best reply, with the first upcard for
   the Oklahoma rule.

>>> from generator.engine import Rules, parse_card
>>> from generator.engine.deal import stacked_deal
>>> state = HandState(Rules(), stacked_deal(
...     "As 2s 3s 4s 7h 7d 7c Kd Kh 9c",      # non-dealer (player 1)
...     "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d",      # dealer (player 0)
...     "Kc", "5d"))
>>> state.to_play, [str(a) for a in state.legal_actions()]
(1, ['take the upcard', 'pass the upcard'])
>>> state.apply(TAKE_UPCARD)
>>> state.apply(Discard(parse_card("Kc")))
Traceback (most recent call last):
...
ValueError: you took Kc from the discard pile this turn and may not discard it
>>> state.apply(Gin(parse_card("9c")))
>>> state.outcome.ending, state.outcome.winner, state.outcome.points
(<HandEnd.GIN: 'gin'>, 1, 47)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from generator.engine.cards import DECK, Card, Hand
from generator.engine.deadwood import deadwood_of_mask, tables_for
from generator.engine.deal import Deal
from generator.engine.knocking import knock_limit
from generator.engine.rules import Rules, StockEnd
from generator.engine.settlement import Ending, Settlement, settle

__all__ = [
    "BIG_GIN",
    "DRAW_DISCARD",
    "DRAW_STOCK",
    "PASS_UPCARD",
    "REPLENISH_LIMIT",
    "TAKE_UPCARD",
    "Action",
    "BigGin",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "Gin",
    "HandEnd",
    "HandState",
    "Knock",
    "Outcome",
    "PassUpcard",
    "Phase",
    "Player",
    "TakeUpcard",
]

REPLENISH_LIMIT = 2
"""Under :attr:`StockEnd.REPLENISH` the stock is rebuilt from the discards at most
this many times; when it runs out once more the hand is void (no score)."""


class Phase(StrEnum):
    OFFER = "offer"
    """The upcard is offered to ``to_play`` (the non-dealer, then the dealer)."""
    DRAW = "draw"
    DISCARD = "discard"
    """``to_play`` holds 11 cards and must discard, knock or go gin."""
    OVER = "over"


class HandEnd(StrEnum):
    """How a hand ended: a settlement's :class:`Ending`, or void."""

    GIN = "gin"
    BIG_GIN = "big_gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"
    NO_SCORE = "no_score"
    """Gin answered by layoffs down to zero (``layoff_on_gin``)."""
    VOID = "void"
    """The stock ran out without anyone going out: nobody scores (a dead hand)."""


_END_OF = {e: HandEnd(e.value) for e in Ending}


@dataclass(frozen=True, slots=True)
class TakeUpcard:
    def __str__(self) -> str:
        return "take the upcard"


@dataclass(frozen=True, slots=True)
class PassUpcard:
    def __str__(self) -> str:
        return "pass the upcard"


@dataclass(frozen=True, slots=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw from the stock"


@dataclass(frozen=True, slots=True)
class DrawDiscard:
    def __str__(self) -> str:
        return "take the top discard"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``card`` face down and knock with the other ten."""

    card: Card

    def __str__(self) -> str:
        return f"knock discarding {self.card}"


@dataclass(frozen=True, slots=True)
class Gin:
    """Discard ``card`` and go gin: the other ten cards all meld."""

    card: Card

    def __str__(self) -> str:
        return f"go gin discarding {self.card}"


@dataclass(frozen=True, slots=True)
class BigGin:
    """Go out with all eleven cards melded, without a discard."""

    def __str__(self) -> str:
        return "big gin"


Action = TakeUpcard | PassUpcard | DrawStock | DrawDiscard | Discard | Knock | Gin | BigGin
TAKE_UPCARD = TakeUpcard()
PASS_UPCARD = PassUpcard()
DRAW_STOCK = DrawStock()
DRAW_DISCARD = DrawDiscard()
BIG_GIN = BigGin()


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a hand: how, who won (player 0/1, None), the points, the turns played."""

    ending: HandEnd
    winner: int | None
    points: int
    knocker: int | None
    turns: int
    settlement: Settlement | None = None
    """None for a void hand."""

    @property
    def void(self) -> bool:
        return self.ending is HandEnd.VOID


class Player(Protocol):
    """Anything that chooses an action for ``state.to_play`` (a bot, a script, a person)."""

    def choose(self, state: HandState) -> Action: ...


class HandState:
    """One hand in play. Mutable; :meth:`apply` moves it on.

    ``hands[p]`` are masks, ``stock`` and ``discards`` lists of card indices with
    the top card *last*. ``turns`` counts draws (taking the upcard is a draw).
    ``rng`` shuffles the discards into a new stock under ``StockEnd.REPLENISH``.
    """

    __slots__ = (
        "deal",
        "dealer",
        "discards",
        "hands",
        "limit",
        "outcome",
        "phase",
        "reshuffles",
        "rng",
        "rules",
        "stock",
        "stock_only",
        "tables",
        "taken",
        "to_play",
        "turns",
    )

    def __init__(self, rules: Rules, deal: Deal, rng: random.Random | None = None) -> None:
        self.rules = rules
        self.deal = deal
        self.rng = rng if rng is not None else random.Random(0)
        self.dealer = deal.dealer
        self.hands = list(deal.hands)
        self.stock = list(reversed(deal.stock))
        self.discards = [deal.upcard]
        self.limit = knock_limit(rules, DECK[deal.upcard])
        self.tables = tables_for(rules)
        self.to_play = 1 - deal.dealer
        self.phase = Phase.OFFER
        self.taken = -1
        """Index of the card taken from the discard pile this turn, or -1."""
        self.stock_only = False
        """True on the non-dealer's first draw after both passed the upcard."""
        self.turns = 0
        self.reshuffles = 0
        self.outcome: Outcome | None = None

    # -- reading the state -------------------------------------------------

    @property
    def upcard(self) -> Card:
        """The first upcard (the Oklahoma rule reads it)."""
        return DECK[self.deal.upcard]

    @property
    def top_discard(self) -> Card | None:
        return DECK[self.discards[-1]] if self.discards else None

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def hand_of(self, player: int) -> Hand:
        return Hand(self.hands[player])

    def stock_drawable(self) -> bool:
        """True when the top card of the stock may be drawn."""
        if self.rules.stock_end is StockEnd.VOID_AT_TWO:
            return len(self.stock) > self.rules.dead_cards
        return bool(self.stock)

    def legal_actions(self) -> list[Action]:
        """Every action ``to_play`` may take now (empty when the hand is over)."""
        phase = self.phase
        if phase is Phase.OFFER:
            return [TAKE_UPCARD, PASS_UPCARD]
        if phase is Phase.DRAW:
            actions: list[Action] = []
            if self.stock_drawable():
                actions.append(DRAW_STOCK)
            if not self.stock_only and self.discards:
                actions.append(DRAW_DISCARD)
            return actions
        if phase is Phase.OVER:
            return []
        mask = self.hands[self.to_play]
        result: list[Action] = []
        outs: list[Action] = []
        m = mask
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            if i == self.taken and not self.rules.discard_taken_card:
                continue
            card = DECK[i]
            result.append(Discard(card))
            dw = deadwood_of_mask(mask ^ low, self.tables)
            if dw == 0:
                outs.append(Gin(card))
            elif self.limit is not None and dw <= self.limit:
                outs.append(Knock(card))
        if self.rules.big_gin and deadwood_of_mask(mask, self.tables) == 0:
            outs.append(BIG_GIN)
        return result + outs

    # -- moving on ---------------------------------------------------------

    def play(self, players: Sequence[Player]) -> Outcome:
        """Let ``players[p]`` choose for player ``p`` until the hand is over."""
        while self.phase is not Phase.OVER:
            self.apply(players[self.to_play].choose(self))
        assert self.outcome is not None
        return self.outcome

    def apply(self, action: Action) -> None:
        """Take ``action`` for ``to_play``; :raises: ValueError (the reason) if illegal."""
        phase = self.phase
        kind = type(action)
        if phase is Phase.OVER:
            raise ValueError("the hand is over")
        if phase is Phase.OFFER:
            if kind is TakeUpcard:
                self._take_discard()
            elif kind is PassUpcard:
                if self.to_play == self.dealer:
                    self.to_play = 1 - self.dealer
                    self.phase = Phase.DRAW
                    self.stock_only = True
                else:
                    self.to_play = self.dealer
            else:
                raise ValueError(
                    f"the upcard {self.top_discard} is offered: take it or pass, not {action}"
                )
            return
        if phase is Phase.DRAW:
            if kind is DrawStock:
                if not self.stock_drawable():
                    raise ValueError(
                        f"the last {self.rules.dead_cards} cards of the stock are never drawn"
                    )
                i = self.stock.pop()
                self.hands[self.to_play] |= 1 << i
                self.taken = -1
                self.stock_only = False
                self.turns += 1
                self.phase = Phase.DISCARD
            elif kind is DrawDiscard:
                if self.stock_only:
                    raise ValueError(
                        "both players passed the upcard: the non-dealer must draw from the stock"
                    )
                self._take_discard()
            elif kind in (TakeUpcard, PassUpcard):
                raise ValueError(
                    "the upcard offer is over: draw from the stock or the discard pile"
                )
            else:
                raise ValueError(
                    f"draw first (the stock or the top discard {self.top_discard}), then {action}"
                )
            return
        # Phase.DISCARD
        if kind is BigGin:
            self._big_gin()
            return
        if kind not in (Discard, Knock, Gin):
            raise ValueError(f"you hold 11 cards: discard, knock or go gin, not {action}")
        card: Card = action.card  # type: ignore[union-attr]
        bit = 1 << card.index
        mask = self.hands[self.to_play]
        if not mask & bit:
            raise ValueError(f"you do not hold {card}")
        if card.index == self.taken and not self.rules.discard_taken_card:
            raise ValueError(
                f"you took {card} from the discard pile this turn and may not discard it"
            )
        if kind is Discard:
            self.hands[self.to_play] = mask ^ bit
            self.discards.append(card.index)
            self.taken = -1
            self._after_discard()
            return
        dw = deadwood_of_mask(mask ^ bit, self.tables)
        if kind is Gin:
            if dw:
                raise ValueError(f"with {card} discarded your deadwood is {dw}, not gin")
        elif dw == 0:
            raise ValueError(f"with {card} discarded your hand is gin: go gin rather than knock")
        elif self.limit is None:
            if not self.rules.knocking:
                raise ValueError("knocking is not played in this game: only gin goes out")
            raise ValueError(f"the upcard {self.upcard} makes this deal gin only")
        elif dw > self.limit:
            raise ValueError(
                f"with {card} discarded your deadwood is {dw}, above the knock limit {self.limit}"
            )
        self.hands[self.to_play] = mask ^ bit
        self.discards.append(card.index)
        self._settle()

    def _take_discard(self) -> None:
        i = self.discards.pop()
        self.hands[self.to_play] |= 1 << i
        self.taken = i
        self.turns += 1
        self.phase = Phase.DISCARD

    def _after_discard(self) -> None:
        rules = self.rules
        if rules.stock_end is StockEnd.VOID_AT_TWO:
            if len(self.stock) <= rules.dead_cards:
                self._void()
                return
        elif not self.stock:
            if self.reshuffles >= REPLENISH_LIMIT or len(self.discards) < 2:
                self._void()
                return
            top = self.discards.pop()
            self.stock = self.discards
            self.rng.shuffle(self.stock)
            self.discards = [top]
            self.reshuffles += 1
        self.to_play = 1 - self.to_play
        self.phase = Phase.DRAW

    def _void(self) -> None:
        self.phase = Phase.OVER
        self.outcome = Outcome(HandEnd.VOID, None, 0, None, self.turns)

    def _big_gin(self) -> None:
        mask = self.hands[self.to_play]
        if not self.rules.big_gin:
            raise ValueError("big gin is not played in this game: discard to go gin")
        dw = deadwood_of_mask(mask, self.tables)
        if dw:
            raise ValueError(f"big gin needs all 11 cards melded; your deadwood is {dw}")
        self._settle()

    def _settle(self) -> None:
        knocker = self.to_play
        result = settle(
            Hand(self.hands[knocker]),
            Hand(self.hands[1 - knocker]),
            self.rules,
            upcard=self.upcard,
        )
        if result.winner == "knocker":
            winner: int | None = knocker
        elif result.winner == "defender":
            winner = 1 - knocker
        else:
            winner = None
        self.phase = Phase.OVER
        self.outcome = Outcome(
            _END_OF[result.ending], winner, result.points, knocker, self.turns, result
        )

    # -- bookkeeping -------------------------------------------------------

    def copy(self) -> HandState:
        """An independent copy (its own random state too), to try actions on."""
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.stock = list(self.stock)
        other.discards = list(self.discards)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def cards_in_play(self) -> tuple[int, int]:
        """(union mask, count) of the cards in hands, stock and discards: (all 52, 52) always."""
        union = self.hands[0] | self.hands[1]
        count = self.hands[0].bit_count() + self.hands[1].bit_count()
        for i in self.stock:
            union |= 1 << i
        for i in self.discards:
            union |= 1 << i
        return union, count + len(self.stock) + len(self.discards)
