"""The actions of a hand: every decision a player makes, as one value with one notation.

An :class:`Action` is its :class:`ActionKind` and what that kind names: a card
(``discard``, ``knock``, ``gin``), a meld (``declare``), a card and a meld's
number (``lay-off``). ``str(action)`` is its notation and :meth:`Action.parse`
reads it back; :meth:`Action.to_json` and :meth:`Action.from_json` do the same for
JSON (a plain name for an action without a card, an object for the others);
:meth:`Action.describe` says it in English.

==========================  ============================================
text                        JSON
==========================  ============================================
``take-upcard``             ``"take-upcard"`` (likewise ``pass-upcard``,
                            ``draw-stock``, ``draw-discard``,
                            ``pass-discard``, ``big-gin``,
                            ``finish-declaring``, ``finish-layoffs``)
``discard Kc``              ``{"discard": "Kc"}`` (likewise ``knock``, ``gin``)
``declare As 2s 3s``        ``{"declare": ["As", "2s", "3s"]}``
``lay-off 4s onto 0``       ``{"lay-off": "4s", "onto": 0}``
==========================  ============================================

The actions of each :class:`~generator.engine.phases.Phase`: ``OFFER``
``take-upcard``, ``pass-upcard``; ``DRAW`` ``draw-stock``, ``draw-discard``;
``LAST_DISCARD`` (the 50th-card rule) ``draw-discard``, ``pass-discard``;
``DISCARD`` ``discard``, ``knock``, ``gin``, ``big-gin``; ``DECLARE``
``declare``, ``finish-declaring``; ``LAYOFF`` ``lay-off``, ``finish-layoffs``.

>>> action = Action.parse("knock Kc")
>>> action, str(action), action.card, action.describe()
(Action.parse('knock Kc'), 'knock Kc', Card.parse('Kc'), 'knock discarding Kc')
>>> Action.parse("lay-off 4s onto 0") == Action.lay_off(Card.parse("4s"), 0)
True
>>> Action.parse("declare 7h 7d 7c").to_json()
{'declare': ['7h', '7d', '7c']}
>>> str(Action.from_json({"gin": "9c"})), Action.DRAW_STOCK
('gin 9c', Action.parse('draw-stock'))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from generator.engine.cards import DECK, Card, parse_card, parse_cards
from generator.engine.errors import InvalidActionError, InvalidCardError, describe
from generator.engine.melds import Meld, MeldKind

__all__ = ["Action", "ActionKind"]

MAX_ONTO = 10
"""The highest meld number a layoff may name (no hand shows more melds)."""
MAX_TEXT = 200
"""The longest text read as an action (a declaration of 11 cards is 37 characters)."""


class ActionKind(StrEnum):
    """What an action does; its value is the first word of its notation."""

    TAKE_UPCARD = "take-upcard"
    """Take the first upcard (offered to the non-dealer, then to the dealer)."""
    PASS_UPCARD = "pass-upcard"
    """Refuse the first upcard; a player who passes does not discard."""
    DRAW_STOCK = "draw-stock"
    DRAW_DISCARD = "draw-discard"
    """Take the top card of the discard pile (also the last discard under the 50th-card rule)."""
    PASS_DISCARD = "pass-discard"
    """Refuse the last discard under the 50th-card rule: the hand is void."""
    DISCARD = "discard"
    KNOCK = "knock"
    """Discard ``card`` face down and knock with the other ten."""
    GIN = "gin"
    """Discard ``card`` and go gin: the other ten cards all meld."""
    BIG_GIN = "big-gin"
    """Go out with all eleven cards melded, without a discard."""
    DECLARE = "declare"
    """The player who went out shows ``meld``, one of the melds of his declaration."""
    FINISH_DECLARING = "finish-declaring"
    """End the declaration: the cards not in a declared meld are the deadwood."""
    LAY_OFF = "lay-off"
    """The defender lays ``card`` off onto the declared meld number ``onto`` (from 0)."""
    FINISH_LAYOFFS = "finish-layoffs"
    """End the layoffs; the defender's other cards are melded at their best."""


_DISCARD, _KNOCK, _GIN = ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN
_DECLARE, _LAY_OFF = ActionKind.DECLARE, ActionKind.LAY_OFF
"""(Members read once: an enum's member is slow to look up on its class.)"""
_WITH_CARD = frozenset({_DISCARD, _KNOCK, _GIN})
_ENGLISH = {
    ActionKind.TAKE_UPCARD: "take the upcard",
    ActionKind.PASS_UPCARD: "pass the upcard",
    ActionKind.DRAW_STOCK: "draw from the stock",
    ActionKind.DRAW_DISCARD: "take the top discard",
    ActionKind.PASS_DISCARD: "pass the last discard",
    ActionKind.DISCARD: "discard {card}",
    ActionKind.KNOCK: "knock discarding {card}",
    ActionKind.GIN: "go gin discarding {card}",
    ActionKind.BIG_GIN: "big gin",
    ActionKind.DECLARE: "declare {meld}",
    ActionKind.FINISH_DECLARING: "finish declaring",
    ActionKind.LAY_OFF: "lay off {card} onto meld {onto}",
    ActionKind.FINISH_LAYOFFS: "finish laying off",
}
_NAMES = ", ".join(kind.value for kind in ActionKind)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of a hand: its kind and the card, meld or meld number it names.

    Built by :meth:`parse`, the constructors :meth:`discard`, :meth:`knock`,
    :meth:`gin`, :meth:`declare` and :meth:`lay_off`, or as one of the constants
    of the actions that name nothing (:attr:`DRAW_STOCK` …).
    :raises: InvalidActionError when the kind and what it names do not go together.
    """

    kind: ActionKind
    card: Card | None = None
    meld: Meld | None = None
    onto: int | None = None

    TAKE_UPCARD: ClassVar[Action]
    PASS_UPCARD: ClassVar[Action]
    DRAW_STOCK: ClassVar[Action]
    DRAW_DISCARD: ClassVar[Action]
    PASS_DISCARD: ClassVar[Action]
    BIG_GIN: ClassVar[Action]
    FINISH_DECLARING: ClassVar[Action]
    FINISH_LAYOFFS: ClassVar[Action]

    def __post_init__(self) -> None:
        kind, card, meld, onto = self.kind, self.card, self.meld, self.onto
        if type(kind) is not ActionKind:
            raise InvalidActionError(f"an action's kind is an ActionKind, not {describe(kind)}")
        wants_card = kind in _WITH_CARD or kind is _LAY_OFF
        if wants_card != (card is not None) or (card is not None and type(card) is not Card):
            what = "a card" if wants_card else "no card"
            raise InvalidActionError(f"'{kind}' names {what}, not {describe(card)}")
        if (kind is _DECLARE) != (meld is not None) or (
            meld is not None and type(meld) is not Meld
        ):
            what = "a meld" if kind is _DECLARE else "no meld"
            raise InvalidActionError(f"'{kind}' names {what}, not {describe(meld)}")
        if kind is _LAY_OFF:
            if type(onto) is not int or not 0 <= onto <= MAX_ONTO:
                raise InvalidActionError(
                    f"'lay-off' names a meld by its number, 0 to {MAX_ONTO}, not {describe(onto)}"
                )
        elif onto is not None:
            raise InvalidActionError(f"'{kind}' names no meld number, not {describe(onto)}")

    # -- constructors ------------------------------------------------------------------

    @classmethod
    def discard(cls, card: Card) -> Action:
        """Discard ``card`` (each card's action is made once: :data:`_DISCARDS`)."""
        return _DISCARDS[card.index] if type(card) is Card else cls(_DISCARD, card)

    @classmethod
    def knock(cls, card: Card) -> Action:
        return _KNOCKS[card.index] if type(card) is Card else cls(_KNOCK, card)

    @classmethod
    def gin(cls, card: Card) -> Action:
        return _GINS[card.index] if type(card) is Card else cls(_GIN, card)

    @classmethod
    def declare(cls, meld: Meld) -> Action:
        # a meld's mask decides its kind: the declarations are kept by mask
        action = _DECLARATIONS.get(meld.mask) if type(meld) is Meld else None
        if action is None:
            action = cls(_DECLARE, meld=meld)
            if len(_DECLARATIONS) < 4096:
                _DECLARATIONS[meld.mask] = action
        return action

    @classmethod
    def lay_off(cls, card: Card, onto: int) -> Action:
        if type(card) is Card and type(onto) is int and 0 <= onto <= MAX_ONTO:
            return _LAYOFFS[onto][card.index]
        return cls(_LAY_OFF, card, onto=onto)

    # -- notation ----------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action written ``text`` in the notation of ``str(action)``.

        :raises: InvalidActionError naming what cannot be read.
        """
        if not isinstance(text, str):
            raise InvalidActionError(
                f"an action is text such as 'draw-stock', not {describe(text)}"
            )
        if len(text) > MAX_TEXT:
            raise InvalidActionError(f"an action written in {len(text)} characters is too long")
        words = text.replace(",", " ").split()
        if not words:
            raise InvalidActionError("an empty action: write e.g. 'draw-stock' or 'discard Kc'")
        head, rest = words[0].lower(), words[1:]
        try:
            kind = ActionKind(head)
            if kind in _PLAIN and not rest:
                return _PLAIN[kind]
            if kind in _WITH_CARD and len(rest) == 1:
                return _WITH_CARDS[kind][parse_card(rest[0]).index]
            if kind is ActionKind.DECLARE and rest:
                return cls.declare(_meld_of(rest))
            if (
                kind is ActionKind.LAY_OFF
                and len(rest) == 3
                and rest[1].lower() == "onto"
                and rest[2].isascii()
                and rest[2].isdigit()
            ):
                return cls.lay_off(parse_card(rest[0]), int(rest[2]))
        except InvalidCardError as error:
            raise InvalidActionError(f"action {describe(text)}: {error}") from None
        except InvalidActionError:
            raise
        except ValueError:  # no kind of action
            pass
        raise InvalidActionError(
            f"cannot read the action {describe(text)}: write e.g. 'draw-stock', 'discard Kc',"
            " 'declare As 2s 3s' or 'lay-off 4s onto 0'"
        )

    def __str__(self) -> str:
        kind = self.kind
        if kind is ActionKind.DECLARE:
            return f"declare {self.meld}"
        if kind is ActionKind.LAY_OFF:
            return f"lay-off {self.card} onto {self.onto}"
        if self.card is not None:
            return f"{kind.value} {self.card}"
        return kind.value

    def __repr__(self) -> str:
        return f"Action.parse('{self}')"

    def describe(self) -> str:
        """The action in English: ``'knock discarding Kc'``."""
        return _ENGLISH[self.kind].format(card=self.card, meld=self.meld, onto=self.onto)

    # -- JSON --------------------------------------------------------------------------

    def to_json(self) -> str | dict[str, Any]:
        """The JSON value of the action: its name, or an object naming its card or meld."""
        kind = self.kind
        if kind is ActionKind.DECLARE:
            assert self.meld is not None
            return {"declare": [str(c) for c in self.meld.cards]}
        if kind is ActionKind.LAY_OFF:
            return {"lay-off": str(self.card), "onto": self.onto}
        if self.card is not None:
            return {kind.value: str(self.card)}
        return kind.value

    @classmethod
    def from_json(cls, data: object) -> Action:
        """The action of a JSON value written by :meth:`to_json`; :raises: InvalidActionError."""
        if isinstance(data, str):
            kind = _KINDS.get(data)
            if kind is None or kind not in _PLAIN:
                raise InvalidActionError(f"unknown action {describe(data)} (known: {_NAMES})")
            return _PLAIN[kind]
        if not isinstance(data, dict) or not data:
            raise InvalidActionError(
                "an action is a name or an object such as {'discard': 'Kc'},"
                f" not {describe(data)}"
            )
        keys = set(data)
        try:
            if keys == {"lay-off", "onto"}:
                onto = data["onto"]
                if type(onto) is not int:
                    raise InvalidActionError(
                        f"'onto' is the number of a declared meld, not {describe(onto)}"
                    )
                return cls.lay_off(parse_card(_text(data["lay-off"], "lay-off")), onto)
            if len(keys) == 1:
                (key,) = keys
                kind = _KINDS.get(key) if isinstance(key, str) else None
                value = data[key]
                if kind is not None and kind in _WITH_CARD:
                    return _WITH_CARDS[kind][parse_card(_text(value, key)).index]
                if kind is ActionKind.DECLARE:
                    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
                        raise InvalidActionError(
                            f"'declare' takes a list of cards, not {describe(value)}"
                        )
                    return cls.declare(_meld_of(value))
        except InvalidCardError as error:
            raise InvalidActionError(f"action {describe(data)}: {error}") from None
        raise InvalidActionError(f"unknown action {describe(data)} (known: {_NAMES})")


_KINDS = {kind.value: kind for kind in ActionKind}
_PLAIN = {
    kind: Action(kind)
    for kind in ActionKind
    if kind not in _WITH_CARD and kind not in (ActionKind.DECLARE, ActionKind.LAY_OFF)
}
Action.TAKE_UPCARD = _PLAIN[ActionKind.TAKE_UPCARD]
Action.PASS_UPCARD = _PLAIN[ActionKind.PASS_UPCARD]
Action.DRAW_STOCK = _PLAIN[ActionKind.DRAW_STOCK]
Action.DRAW_DISCARD = _PLAIN[ActionKind.DRAW_DISCARD]
Action.PASS_DISCARD = _PLAIN[ActionKind.PASS_DISCARD]
Action.BIG_GIN = _PLAIN[ActionKind.BIG_GIN]
Action.FINISH_DECLARING = _PLAIN[ActionKind.FINISH_DECLARING]
Action.FINISH_LAYOFFS = _PLAIN[ActionKind.FINISH_LAYOFFS]
_DISCARDS = tuple(Action(_DISCARD, card) for card in DECK)
_KNOCKS = tuple(Action(_KNOCK, card) for card in DECK)
_GINS = tuple(Action(_GIN, card) for card in DECK)
"""The actions naming a card, by the card's index: made once, they are values."""
_WITH_CARDS = {_DISCARD: _DISCARDS, _KNOCK: _KNOCKS, _GIN: _GINS}
_LAYOFFS = tuple(
    tuple(Action(_LAY_OFF, card, onto=onto) for card in DECK) for onto in range(MAX_ONTO + 1)
)
_DECLARATIONS: dict[int, Action] = {}
"""Declarations made so far, by the meld's mask (a few hundred melds are declared)."""


def _meld_of(cards: list[str]) -> Meld:
    """The meld of ``cards`` as written: a set if they share a rank, else a run (a run
    may wrap round the ace here: the hand's rules judge that when it is declared).

    :raises: InvalidCardError for cards that are no meld.
    """
    parsed = parse_cards(cards)
    if not parsed:
        raise InvalidCardError("a meld needs cards, e.g. 'As 2s 3s'")
    kind = MeldKind.SET if len({c.rank for c in parsed}) == 1 else MeldKind.RUN
    mask = 0
    for card in parsed:
        mask |= card.bit
    return Meld(mask, kind)


def _text(value: object, key: str) -> str:
    if not isinstance(value, str):
        raise InvalidActionError(f"{key!r} takes a card such as 'Kc', not {describe(value)}")
    return value
