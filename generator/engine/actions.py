"""The actions of a hand: every decision a player makes, as a value.

Each action has an English description (``str(action)``, used in messages) and
a stable notation, as text (:func:`format_action`, :func:`parse_action`) and as
JSON (:func:`action_to_json`, :func:`action_from_json`): a plain name for an
action without a card, an object for the others.

============================  ====================  ======================================
action                        text                  JSON
============================  ====================  ======================================
:data:`TAKE_UPCARD`           ``take-upcard``       ``"take-upcard"``
:data:`PASS_UPCARD`           ``pass-upcard``       ``"pass-upcard"``
:data:`DRAW_STOCK`            ``draw-stock``        ``"draw-stock"``
:data:`DRAW_DISCARD`          ``draw-discard``      ``"draw-discard"``
:data:`PASS_DISCARD`          ``pass-discard``      ``"pass-discard"``
``Discard(Kc)``               ``discard Kc``        ``{"discard": "Kc"}``
``Knock(Kc)``                 ``knock Kc``          ``{"knock": "Kc"}``
``Gin(Kc)``                   ``gin Kc``            ``{"gin": "Kc"}``
:data:`BIG_GIN`               ``big-gin``           ``"big-gin"``
``DeclareMeld(As 2s 3s)``     ``declare As 2s 3s``  ``{"declare": ["As", "2s", "3s"]}``
:data:`FINISH_DECLARING`      ``finish-declaring``  ``"finish-declaring"``
``LayOff(4s, 0)``             ``lay-off 4s onto 0`` ``{"lay-off": "4s", "onto": 0}``
:data:`FINISH_LAYOFFS`        ``finish-layoffs``    ``"finish-layoffs"``
============================  ====================  ======================================

>>> format_action(Knock(parse_card("Kc")))
'knock Kc'
>>> parse_action("lay-off 4s onto 0") == LayOff(parse_card("4s"), 0)
True
>>> action_to_json(parse_action("declare 7h 7d 7c"))
{'declare': ['7h', '7d', '7c']}
>>> str(action_from_json({"gin": "9c"}))
'go gin discarding 9c'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.engine.cards import Card, cards_of_mask, mask_of, parse_card, parse_cards
from generator.engine.melds import Meld, MeldKind, meld_kind
from generator.engine.rules import Rules

__all__ = [
    "BIG_GIN",
    "DRAW_DISCARD",
    "DRAW_STOCK",
    "FINISH_DECLARING",
    "FINISH_LAYOFFS",
    "PASS_DISCARD",
    "PASS_UPCARD",
    "TAKE_UPCARD",
    "Action",
    "BigGin",
    "DeclareMeld",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "FinishDeclaring",
    "FinishLayoffs",
    "Gin",
    "Knock",
    "LayOff",
    "PassDiscard",
    "PassUpcard",
    "TakeUpcard",
    "action_from_json",
    "action_to_json",
    "format_action",
    "parse_action",
]


@dataclass(frozen=True, slots=True)
class TakeUpcard:
    """Take the first upcard (offered to the non-dealer, then to the dealer)."""

    def __str__(self) -> str:
        return "take the upcard"


@dataclass(frozen=True, slots=True)
class PassUpcard:
    """Refuse the first upcard; a player who passes does not discard."""

    def __str__(self) -> str:
        return "pass the upcard"


@dataclass(frozen=True, slots=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw from the stock"


@dataclass(frozen=True, slots=True)
class DrawDiscard:
    """Take the top card of the discard pile (also the last discard under the 50th-card rule)."""

    def __str__(self) -> str:
        return "take the top discard"


@dataclass(frozen=True, slots=True)
class PassDiscard:
    """Refuse the last discard under the 50th-card rule: the hand is void."""

    def __str__(self) -> str:
        return "pass the last discard"


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


@dataclass(frozen=True, slots=True)
class DeclareMeld:
    """The player who went out shows ``meld``, one of the melds of his declaration."""

    meld: Meld

    def __str__(self) -> str:
        return f"declare {self.meld}"


@dataclass(frozen=True, slots=True)
class FinishDeclaring:
    """End the declaration: the cards not in a declared meld are the deadwood."""

    def __str__(self) -> str:
        return "finish declaring"


@dataclass(frozen=True, slots=True)
class LayOff:
    """The defender lays ``card`` off onto the declared meld number ``onto`` (from 0)."""

    card: Card
    onto: int

    def __str__(self) -> str:
        return f"lay off {self.card} onto meld {self.onto}"


@dataclass(frozen=True, slots=True)
class FinishLayoffs:
    """End the layoffs; the defender's other cards are melded at their best."""

    def __str__(self) -> str:
        return "finish laying off"


Action = (
    TakeUpcard
    | PassUpcard
    | DrawStock
    | DrawDiscard
    | PassDiscard
    | Discard
    | Knock
    | Gin
    | BigGin
    | DeclareMeld
    | FinishDeclaring
    | LayOff
    | FinishLayoffs
)
TAKE_UPCARD = TakeUpcard()
PASS_UPCARD = PassUpcard()
DRAW_STOCK = DrawStock()
DRAW_DISCARD = DrawDiscard()
PASS_DISCARD = PassDiscard()
BIG_GIN = BigGin()
FINISH_DECLARING = FinishDeclaring()
FINISH_LAYOFFS = FinishLayoffs()

_BY_NAME: dict[str, Action] = {
    "take-upcard": TAKE_UPCARD,
    "pass-upcard": PASS_UPCARD,
    "draw-stock": DRAW_STOCK,
    "draw-discard": DRAW_DISCARD,
    "pass-discard": PASS_DISCARD,
    "big-gin": BIG_GIN,
    "finish-declaring": FINISH_DECLARING,
    "finish-layoffs": FINISH_LAYOFFS,
}
_NAME_OF: dict[type, str] = {type(a): name for name, a in _BY_NAME.items()}
_WITH_CARD: dict[str, type[Discard | Knock | Gin]] = {
    "discard": Discard,
    "knock": Knock,
    "gin": Gin,
}
_CARD_NAME: dict[type, str] = {kind: name for name, kind in _WITH_CARD.items()}
_NAMES = ", ".join([*_BY_NAME, *_WITH_CARD, "declare", "lay-off"])


def meld_of_cards(cards: str | list[str] | list[Card]) -> Meld:
    """The meld of ``cards`` as written: a set if they share a rank, else a run.

    Not checked here (the hand checks a declared meld under its own rules, where
    a run may go round the corner); at least one card is needed.
    """
    parsed = parse_cards(cards)
    if not parsed:
        raise ValueError("a meld needs cards, e.g. 'As 2s 3s'")
    kind = MeldKind.SET if len({c.rank for c in parsed}) == 1 else MeldKind.RUN
    return Meld(mask_of(parsed), kind)


_CORNER = Rules(round_the_corner=True)


def _meld_cards(meld: Meld) -> tuple[Card, ...]:
    """The meld's cards in playing order, or in deck order if they are no meld."""
    if meld_kind(meld.mask, _CORNER) is None:
        return cards_of_mask(meld.mask)
    return meld.cards


def action_to_json(action: Action) -> str | dict[str, Any]:
    """The JSON value of ``action``: a name, or an object naming its card or meld."""
    kind = type(action)
    name = _NAME_OF.get(kind)
    if name is not None:
        return name
    if kind in _CARD_NAME:
        return {_CARD_NAME[kind]: str(action.card)}  # type: ignore[union-attr]
    if kind is DeclareMeld:
        return {"declare": [str(c) for c in _meld_cards(action.meld)]}  # type: ignore[union-attr]
    if kind is LayOff:
        return {"lay-off": str(action.card), "onto": action.onto}  # type: ignore[union-attr]
    raise ValueError(f"not an action of a hand: {action!r}")


def action_from_json(data: object) -> Action:
    """The action of a JSON value written by :func:`action_to_json`; :raises: ValueError."""
    if isinstance(data, str):
        action = _BY_NAME.get(data)
        if action is None:
            raise ValueError(f"unknown action {data!r} (known: {_NAMES})")
        return action
    if not isinstance(data, dict) or not data:
        raise ValueError(
            f"an action is a name or an object such as {{'discard': 'Kc'}}, not {data!r}"
        )
    keys = set(data)
    if keys == {"lay-off", "onto"}:
        onto = data["onto"]
        if not isinstance(onto, int) or isinstance(onto, bool):
            raise ValueError(f"'onto' is the number of a declared meld, not {onto!r}")
        return LayOff(parse_card(_text(data["lay-off"], "lay-off")), onto)
    if len(keys) == 1:
        (key,) = keys
        value = data[key]
        if key in _WITH_CARD:
            return _WITH_CARD[key](parse_card(_text(value, key)))
        if key == "declare":
            if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
                raise ValueError(f"'declare' takes a list of cards, not {value!r}")
            return DeclareMeld(meld_of_cards(value))
    raise ValueError(f"unknown action {data!r} (known: {_NAMES})")


def _text(value: object, key: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{key!r} takes a card such as 'Kc', not {value!r}")
    return value


def format_action(action: Action) -> str:
    """The text notation of ``action``: ``draw-stock``, ``discard Kc``, ``lay-off 4s onto 0``."""
    data = action_to_json(action)
    if isinstance(data, str):
        return data
    if type(action) is LayOff:
        return f"lay-off {data['lay-off']} onto {data['onto']}"
    ((key, value),) = data.items()
    return f"{key} {' '.join(value) if isinstance(value, list) else value}"


def parse_action(text: str) -> Action:
    """The action written ``text`` in the notation of :func:`format_action`; :raises: ValueError."""
    words = text.replace(",", " ").split()
    if not words:
        raise ValueError("an empty action: write e.g. 'draw-stock' or 'discard Kc'")
    head, rest = words[0].lower(), words[1:]
    if head in _BY_NAME and not rest:
        return _BY_NAME[head]
    if head in _WITH_CARD and len(rest) == 1:
        return _WITH_CARD[head](parse_card(rest[0]))
    if head == "declare" and rest:
        return DeclareMeld(meld_of_cards(rest))
    if head == "lay-off" and len(rest) == 3 and rest[1].lower() == "onto" and rest[2].isdigit():
        return LayOff(parse_card(rest[0]), int(rest[2]))
    raise ValueError(
        f"cannot read the action {text!r}: write e.g. 'draw-stock', 'discard Kc',"
        " 'declare As 2s 3s' or 'lay-off 4s onto 0'"
    )
