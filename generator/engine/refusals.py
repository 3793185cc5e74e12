"""Why an action is refused: a stable reason id with its values, and the English message.

:meth:`HandState.apply <generator.engine.hand.HandState.apply>` refuses an illegal action
by raising a :class:`Refusal`, a :class:`ValueError` whose ``str()`` is the English
message as before, and which carries a :class:`Reason`: an id from :data:`REASONS`
and the values the message names (cards, melds, counts, the action refused). A site
words the same refusal in its reader's language from the id and the values; the ids
do not change when an English message is reworded.

The functions that say why something may not be done (``declare_error``,
``finish_error``, ``lay_off_error``, :func:`~generator.engine.stock.last_discard_error`,
:func:`~generator.engine.layoffs.layoff_error`) return a :class:`Reason` or None.

>>> from generator.engine.cards import Card
>>> r = Reason("above-knock-limit", {"card": Card.parse("Kc"), "deadwood": 12, "limit": 10})
>>> str(r)
'with Kc discarded your deadwood is 12, above the knock limit 10'
>>> error = Refusal(r)
>>> isinstance(error, ValueError), error.reason.id, str(error) == str(r)
(True, 'above-knock-limit', True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from generator.engine.actions import Action
from generator.engine.cards import Card, format_cards

__all__ = ["REASONS", "Reason", "Refusal", "refusal"]

REASONS: dict[str, str] = {
    # the upcard offer and the draw
    "upcard-offered": "the upcard {card} is offered: take it or pass, not {action}",
    "offer-over": "the upcard offer is over: draw from the stock or the discard pile",
    "draw-first": "draw first (the stock or the top discard {card}), then {action}",
    "stock-dead-cards": "the last {dead_cards} cards of the stock are never drawn",
    "both-passed": "both players passed the upcard: the non-dealer must draw from the stock",
    "pile-run": (
        "the discard pile has been taken from {count} times in a row: draw from the stock"
    ),
    # the discard, knocking and gin
    "discard-first": "you hold 11 cards: discard, knock or go gin, not {action}",
    "not-held": "you do not hold {card}",
    "taken-card": "you took {card} from the discard pile this turn and may not discard it",
    "must-go-out": "you took the last discard, which is allowed only to knock or go gin",
    "not-gin": "with {card} discarded your deadwood is {deadwood}, not gin",
    "gin-not-knock": "with {card} discarded your hand is gin: go gin rather than knock",
    "no-knocking": "knocking is not played in this game: only gin goes out",
    "gin-only-deal": "the upcard {card} makes this deal gin only",
    "above-knock-limit": (
        "with {card} discarded your deadwood is {deadwood}, above the knock limit {limit}"
    ),
    "no-big-gin": "big gin is not played in this game: discard to go gin",
    "not-big-gin": "big gin needs all 11 cards melded; your deadwood is {deadwood}",
    # the 50th-card rule
    "last-discard-offered": (
        "the stock is down to its last cards: take the last discard {card} to knock or go"
        " gin, or pass it and the hand is void; not {action}"
    ),
    "last-discard-not-gin": (
        "the last discard may be taken only to go out, and with {card} you are not gin"
    ),
    "last-discard-above-limit": (
        "the last discard may be taken only to knock or go gin, and with {card} your least"
        " deadwood would be {deadwood}, above the knock limit {limit}"
    ),
    # the declaration
    "declaring": "declare your melds, then finish declaring; not {action}",
    "not-a-meld": (
        "'{cards}' is not a meld (a set is 3 or 4 cards of one rank, a run 3 or more"
        " consecutive cards of one suit)"
    ),
    "meld-not-held": "you do not hold {cards}",
    "already-declared": "{cards} already in a declared meld",
    "declared-gin-deadwood": (
        "you went gin: every card must be melded, and with {cards} declared your other"
        " cards leave at least {deadwood}"
    ),
    "declared-above-limit": (
        "with {cards} declared your other cards leave at least {deadwood}, above the knock"
        " limit {limit}"
    ),
    "undeclared-gin-deadwood": (
        "you went gin: every card must be melded, and your undeclared cards count"
        " {deadwood}: declare more melds"
    ),
    "undeclared-above-limit": (
        "your undeclared cards count {deadwood}, above the knock limit {limit}: declare more melds"
    ),
    # the layoffs
    "laying-off": "lay off cards onto the melds shown, or finish; not {action}",
    "already-laid-off": "you have already laid off {card}",
    "no-such-meld": "there is no meld {onto}: the melds shown are numbered 0 to {last}",
    "already-in-meld": "{card} is already in that meld",
    "does-not-extend": "{card} does not extend {meld}",
    "extends-layoff-only": (
        "{card} extends only a card laid off, and this game lays off onto the melds as declared"
    ),
    # the end
    "hand-over": "the hand is over",
}
"""Reason id -> the English message, ``{placeholders}`` naming the reason's values.

The values: ``card`` (a :class:`~generator.engine.cards.Card`), ``cards`` (a tuple of
cards), ``meld`` (a :class:`~generator.engine.melds.Meld`), ``action`` (the action
refused), and whole numbers: ``deadwood``, ``limit``, ``dead_cards``, ``count``,
``onto`` and ``last`` (meld numbers, from 0)."""


def _shown(value: object) -> str:
    """A value as the English message writes it (an action as :meth:`Action.describe` says it)."""
    if isinstance(value, tuple) and all(isinstance(v, Card) for v in value):
        return format_cards(value)
    if isinstance(value, Action):
        return value.describe()
    return str(value)


@dataclass(frozen=True)
class Reason:
    """Why an action may not be taken: an id of :data:`REASONS` and its values."""

    id: str
    values: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.id not in REASONS:
            raise KeyError(f"unknown reason id {self.id!r}")

    def __str__(self) -> str:
        return REASONS[self.id].format_map({k: _shown(v) for k, v in self.values.items()})


class Refusal(ValueError):
    """An illegal action, refused: ``str()`` is the English message, ``reason`` its id and
    values (the ids and their English messages: :attr:`REASONS`)."""

    REASONS: ClassVar[Mapping[str, str]] = REASONS

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


def refusal(reason_id: str, **values: object) -> Refusal:
    """The :class:`Refusal` of ``reason_id`` with ``values``, to raise."""
    return Refusal(Reason(reason_id, values))
