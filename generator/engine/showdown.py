"""The showdown of a hand: the declaration of the player who went out, then the layoffs.

The player who knocks or goes gin shows his melds one at a time
(:class:`~generator.engine.actions.DeclareMeld`) and then
:data:`~generator.engine.actions.FINISH_DECLARING`: his undeclared cards are his
deadwood, at most the deal's knock limit after a knock and none at all after
gin or big gin. A meld is accepted only while a valid declaration can still be
finished with the cards left, so the declaration never runs into a dead end.

Then, after a knock (after gin too with ``rules.layoff_on_gin``), the defender
lays cards off one at a time (:class:`~generator.engine.actions.LayOff`) onto
the declared melds, and :data:`~generator.engine.actions.FINISH_LAYOFFS`: his
other cards are melded at their best and the hand is settled by
:func:`~generator.engine.settlement.settle` with these choices.

>>> from generator.engine import Hand, Meld, Rules
>>> show = Showdown(Hand.parse("As 2s 3s 4s 7h 7d 7c 5h 2c 2d").mask,
...                 Hand.parse("Qs Qh Qc 6s 6h 6d 9h 9d 8c 3c").mask, Rules(), need=10)
>>> show.declare_error(Meld.parse("7h 7d 7c")) is None
True
>>> show.declare(Meld.parse("7h 7d 7c"))
>>> reason = show.finish_error()
>>> reason.id
'undeclared-above-limit'
>>> print(reason)
your undeclared cards count 19, above the knock limit 10: declare more melds
>>> show.declare(Meld.parse("As 2s 3s 4s")); show.finish_error() is None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine.actions import Action, ActionKind
from generator.engine.cards import DECK, Card, Hand
from generator.engine.layoffs import best_reply, layoff_error
from generator.engine.masks import cards_of_mask, deadwood_of_mask, iter_bits, tables_for
from generator.engine.melds import Meld, all_melds, meld_kind
from generator.engine.phases import Change
from generator.engine.refusals import Reason, Refusal, refusal
from generator.engine.rules import Rules
from generator.engine.settlement import Settlement, settle

if TYPE_CHECKING:
    from generator.engine.hand import HandState

# the kinds of action judged here, read once: an enum's member is slow to look up
_DECLARE = ActionKind.DECLARE
_FINISH_DECLARING = ActionKind.FINISH_DECLARING
_FINISH_LAYOFFS = ActionKind.FINISH_LAYOFFS
_LAY_OFF = ActionKind.LAY_OFF


class Showdown:
    """The declaration and the layoffs of one hand, as they are made.

    ``knocker`` and ``defender`` are the masks of the hands as they went down (10
    cards, 11 for big gin); ``need`` is the most deadwood the declaration may keep (0
    for gin and big gin). Its methods check each choice (``declare_error``,
    ``lay_off_error``) and make it (``declare``, ``lay_off``).
    """

    __slots__ = (
        "declared",
        "defender",
        "extended",
        "knocker",
        "laid",
        "layoffs",
        "melds",
        "need",
        "reply",
        "rules",
        "tables",
    )

    def __init__(self, knocker: int, defender: int, rules: Rules, need: int) -> None:
        self.knocker = knocker
        self.defender = defender
        self.rules = rules
        self.tables = tables_for(rules)
        self.need = need
        self.melds: list[Meld] = []
        self.declared = 0
        """Mask of the cards in declared melds."""
        self.extended: list[int] = []
        """Each declared meld's mask with the cards laid off onto it."""
        self.layoffs: list[tuple[Card, int]] = []
        self.laid = 0
        """Mask of the defender's cards laid off."""
        self.reply: list[tuple[Card, int]] | None = None
        """The defender's best layoffs against the declared melds, once asked for."""

    @property
    def knocker_hand(self) -> Hand:
        """The cards of the player who went out, as he went down."""
        return Hand(self.knocker)

    @property
    def defender_hand(self) -> Hand:
        return Hand(self.defender)

    def copy(self) -> Showdown:
        other = Showdown.__new__(Showdown)
        for name in Showdown.__slots__:
            setattr(other, name, getattr(self, name))
        other.melds = list(self.melds)
        other.extended = list(self.extended)
        other.layoffs = list(self.layoffs)
        return other

    # -- the declaration ---------------------------------------------------

    def _value(self, mask: int) -> int:
        values = self.tables.values
        return sum(values[i % 13] for i in iter_bits(mask))

    @property
    def undeclared(self) -> int:
        return self.knocker & ~self.declared

    def declare_error(self, meld: Meld) -> Reason | None:
        """Why ``meld`` may not be declared now, or None."""
        mask = meld.mask
        cards = tuple(cards_of_mask(mask))
        if meld_kind(mask, self.rules) is None:
            return Reason("not-a-meld", {"cards": cards})
        missing = mask & ~self.knocker
        if missing:
            return Reason("meld-not-held", {"cards": tuple(cards_of_mask(missing))})
        shown = mask & self.declared
        if shown:
            return Reason("already-declared", {"cards": tuple(cards_of_mask(shown))})
        rest = self.undeclared & ~mask
        least = deadwood_of_mask(rest, self.tables)
        if least > self.need:
            if self.need == 0:
                return Reason("declared-gin-deadwood", {"cards": cards, "deadwood": least})
            values = {"cards": cards, "deadwood": least, "limit": self.need}
            return Reason("declared-above-limit", values)
        return None

    def declare(self, meld: Meld) -> None:
        """Show ``meld``; :raises: Refusal."""
        error = self.declare_error(meld)
        if error:
            raise Refusal(error)
        self.melds.append(meld)
        self.extended.append(meld.mask)
        self.declared |= meld.mask

    def finish_error(self) -> Reason | None:
        """Why the declaration may not end here, or None."""
        dead = self._value(self.undeclared)
        if dead <= self.need:
            return None
        if self.need == 0:
            return Reason("undeclared-gin-deadwood", {"deadwood": dead})
        return Reason("undeclared-above-limit", {"deadwood": dead, "limit": self.need})

    def declare_actions(self) -> list[Action]:
        """Every meld that may be declared now, then finishing when it is allowed."""
        rest = self.undeclared
        actions: list[Action] = [
            Action.declare(m)
            for m in all_melds(rest, self.rules)
            if deadwood_of_mask(rest ^ m.mask, self.tables) <= self.need
        ]
        if self._value(rest) <= self.need:
            actions.append(Action.FINISH_DECLARING)
        return actions

    # -- the layoffs -------------------------------------------------------

    def lay_off_error(self, card: Card, onto: int) -> Reason | None:
        """Why the defender may not lay ``card`` off onto meld number ``onto``, or None."""
        if not self.defender >> card.index & 1:
            return Reason("not-held", {"card": card})
        if self.laid & card.bit:
            return Reason("already-laid-off", {"card": card})
        if not 0 <= onto < len(self.melds):
            return Reason("no-such-meld", {"onto": onto, "last": len(self.melds) - 1})
        return layoff_error(self.melds[onto], self.extended[onto], card, self.rules)

    def lay_off(self, card: Card, onto: int) -> None:
        """Lay ``card`` off onto meld number ``onto``; :raises: Refusal."""
        error = self.lay_off_error(card, onto)
        if error:
            raise Refusal(error)
        self.extended[onto] |= card.bit
        self.laid |= card.bit
        self.layoffs.append((card, onto))

    def layoff_actions(self) -> list[Action]:
        """Every card the defender may lay off now (onto each meld it fits), then finishing."""
        actions: list[Action] = []
        for i in iter_bits(self.defender & ~self.laid):
            card = DECK[i]
            for onto, meld in enumerate(self.melds):
                if layoff_error(meld, self.extended[onto], card, self.rules) is None:
                    actions.append(Action.lay_off(card, onto))
        actions.append(Action.FINISH_LAYOFFS)
        return actions

    def best_layoffs(
        self, known: tuple[tuple[Card, Meld], ...] | None = None
    ) -> list[tuple[Card, int]]:
        """The defender's best reply to the declared melds, as layoffs in a legal order
        (asked for once the declaration is finished; kept from then on).

        ``known``: the layoffs of :func:`~generator.engine.best_reply` to these
        melds when already searched, (card, meld) as a settlement lists them.
        """
        if self.reply is None:
            if known is None:
                known = best_reply(self.defender, self.melds, self.rules).layoffs
            index = {m: j for j, m in enumerate(self.melds)}
            self.reply = _in_order([(c, index[m]) for c, m in known], self.melds, self.rules)
        return self.reply

    def made(self, settlement: Settlement) -> bool:
        """True when the declaration and layoffs made are those of ``settlement``."""
        chosen = sorted(self.layoffs, key=lambda layoff: (layoff[1], layoff[0].index))
        return settlement.knocker_melds == tuple(self.melds) and settlement.layoffs == tuple(
            (card, self.melds[onto]) for card, onto in chosen
        )

    def settlement(self, upcard: Card | None, seat: int = 0) -> Settlement:
        """The settlement of the declaration and the layoffs made, the knocker at ``seat``."""
        return settle(
            Hand(self.knocker),
            Hand(self.defender),
            self.rules,
            upcard=upcard,
            knocker_melds=self.melds,
            layoffs=self.layoffs,
            knocker_seat=seat,
        )


def _in_order(
    layoffs: list[tuple[Card, int]], melds: list[Meld], rules: Rules
) -> list[tuple[Card, int]]:
    """``layoffs`` reordered so that each extends its meld as built so far."""
    extended = [m.mask for m in melds]
    left = list(layoffs)
    ordered: list[tuple[Card, int]] = []
    while left:
        for j, (card, onto) in enumerate(left):
            if layoff_error(melds[onto], extended[onto], card, rules) is None:
                extended[onto] |= card.bit
                ordered.append(left.pop(j))
                break
        else:
            raise AssertionError(f"no order lays off {left}")
    return ordered


# -- the phases of the showdown, for HandState -------------------------------


def legal_declare(state: HandState) -> list[Action]:
    assert state.showdown is not None
    return state.showdown.declare_actions()


def apply_declare(state: HandState, action: Action) -> Change:
    show = state.showdown
    assert show is not None
    kind = action.kind
    if kind is _DECLARE:
        assert action.meld is not None
        error = show.declare_error(action.meld)
        if error:
            raise Refusal(error)
        return Change.DECLARE
    if kind is _FINISH_DECLARING:
        error = show.finish_error()
        if error:
            raise Refusal(error)
        return Change.TO_LAYOFFS if show.need or state.rules.layoff_on_gin else Change.SETTLE
    raise refusal("declaring", action=action)


def legal_layoff(state: HandState) -> list[Action]:
    assert state.showdown is not None
    return state.showdown.layoff_actions()


def apply_layoff(state: HandState, action: Action) -> Change:
    show = state.showdown
    assert show is not None
    kind = action.kind
    if kind is _LAY_OFF:
        assert action.card is not None and action.onto is not None
        error = show.lay_off_error(action.card, action.onto)
        if error:
            raise Refusal(error)
        return Change.LAY_OFF
    if kind is _FINISH_LAYOFFS:
        return Change.SETTLE
    raise refusal("laying-off", action=action)
