"""The notation of actions, as text and as JSON, both ways.

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

>>> from generator.engine.actions import Knock, LayOff
>>> from generator.engine.cards import parse_card
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

from typing import Any

from generator.engine.actions import (
    BIG_GIN,
    DRAW_DISCARD,
    DRAW_STOCK,
    FINISH_DECLARING,
    FINISH_LAYOFFS,
    PASS_DISCARD,
    PASS_UPCARD,
    TAKE_UPCARD,
    Action,
    DeclareMeld,
    Discard,
    Gin,
    Knock,
    LayOff,
)
from generator.engine.cards import Card, cards_of_mask, mask_of, parse_card, parse_cards
from generator.engine.melds import Meld, MeldKind, meld_kind
from generator.engine.rules import Rules

__all__ = ["action_from_json", "action_to_json", "format_action", "meld_of_cards", "parse_action"]

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
