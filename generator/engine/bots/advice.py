"""Why a move is good: a reason as a stable id with its values, and the rule it rests on.

The strong player (:class:`~generator.engine.bots.strong.StrongBot`) explains each move it
would make as an :class:`Advice`: the action, a reason id of :data:`ADVICE` with the
values its wording names (cards, deadwood, chances in percent), and the topic of the
rules the reason depends on (:class:`Topic`), so that a hint can link to that rule.
As with the engine's refusals (:mod:`generator.engine.refusals`), the ids do not change
when an English wording does, and a site words them in its reader's language.

>>> from generator.engine import Action, Card
>>> advice = Advice(Action.DRAW_STOCK, "draw-stock", {"card": Card.parse("Kd")})
>>> str(advice), advice.topic.value
('Kd melds with nothing you hold: draw from the stock', 'draw')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from generator.engine.actions import Action
from generator.engine.cards import Card, format_cards

__all__ = ["ADVICE", "Advice", "Topic"]


class Topic(StrEnum):
    """The rule a piece of advice rests on."""

    DRAW = "draw"
    """The upcard offer and drawing from the stock or the discard pile."""
    MELDS = "melds"
    """Sets and runs (round the corner where the rules say so)."""
    DISCARD = "discard"
    KNOCK = "knock"
    """Knocking and the knock limit (the Oklahoma rule's too)."""
    GIN = "gin"
    """Gin and big gin, and their bonuses."""
    UNDERCUT = "undercut"
    LAYOFF = "layoff"
    """The declaration and laying off."""
    STOCK_END = "stock-end"
    """The end of the stock: a dead hand, the 50th-card rule, a new stock."""


ADVICE: dict[str, tuple[Topic, str]] = {
    # the upcard offer and the draw
    "take-to-complete-meld": (Topic.MELDS, "take {card}: it makes the meld {cards}"),
    "take-for-two-way": (
        Topic.MELDS,
        "take {card}: it goes with {cards}, and more cards than one would make a meld of them",
    ),
    "take-to-lower-deadwood": (
        Topic.DRAW,
        "take {card}: it lowers your deadwood to {deadwood}, more than a card from the stock"
        " is likely to",
    ),
    "take-to-go-out": (Topic.KNOCK, "take {card}: with it you may go down this turn"),
    "draw-stock": (Topic.DRAW, "{card} melds with nothing you hold: draw from the stock"),
    "draw-stock-no-choice": (Topic.DRAW, "the stock is the only place to draw from"),
    "take-no-choice": (Topic.DRAW, "the discard pile is the only place to draw from: take {card}"),
    "pass-upcard": (Topic.DRAW, "pass {card}: it melds with nothing you hold"),
    "take-last-discard": (
        Topic.STOCK_END,
        "the stock is down to its last cards: take {card} and go out with it",
    ),
    "pass-last-discard": (
        Topic.STOCK_END,
        "you cannot go out with {card}: pass it, and the hand is void",
    ),
    # the discard and going out
    "big-gin": (Topic.GIN, "all eleven cards meld: go big gin"),
    "gin": (Topic.GIN, "throw {card} and go gin: every other card melds"),
    "knock": (
        Topic.KNOCK,
        "knock throwing {card}: {deadwood} of deadwood, and the chance your opponent"
        " undercuts you is {risk}%",
    ),
    "knock-before-undercut-risk": (
        Topic.UNDERCUT,
        "knock throwing {card} now, with {deadwood}: the longer you wait, the likelier your"
        " opponent goes down first or gets under you ({risk}% on his next turn)",
    ),
    "knock-before-stock-ends": (
        Topic.STOCK_END,
        "knock throwing {card}, with {deadwood}: the stock is nearly out ({stock} cards),"
        " and a dead hand scores nothing",
    ),
    "wait-for-gin": (
        Topic.GIN,
        "throw {card} without knocking: you hold only {deadwood}, and {outs} cards would"
        " give you gin",
    ),
    "wait-for-undercut": (
        Topic.UNDERCUT,
        "throw {card} without knocking: with only {deadwood} of deadwood you are likely to"
        " undercut your opponent when he knocks",
    ),
    "wait-undercut-risk": (
        Topic.UNDERCUT,
        "throw {card} without knocking: with {deadwood} of deadwood you risk an undercut ({risk}%)",
    ),
    "gin-only-deal": (
        Topic.KNOCK,
        "nobody may knock in this deal: throw {card} and play for gin",
    ),
    "safe-discard": (
        Topic.DISCARD,
        "throw {card}: of your cards, your opponent is least likely to meld it ({risk}%)",
    ),
    "discard-deadwood": (
        Topic.DISCARD,
        "throw {card}: your best arrangement leaves {deadwood} of deadwood",
    ),
    "discard-dead-card": (
        Topic.DISCARD,
        "throw {card}: the cards it would meld with are gone",
    ),
    "keep-meld-chances": (
        Topic.DISCARD,
        "throw {card}: your other cards have more ways to make melds",
    ),
    # the showdown
    "declare-meld": (Topic.LAYOFF, "declare {cards}: it leaves your opponent fewer layoffs"),
    "declare-gin-meld": (Topic.GIN, "declare {cards}: nobody lays off onto gin, any order will do"),
    "finish-declaring": (Topic.LAYOFF, "finish declaring: {deadwood} of deadwood"),
    "lay-off": (Topic.LAYOFF, "lay off {card} onto {cards}"),
    "finish-layoffs": (
        Topic.LAYOFF,
        "finish laying off: no other layoff lowers your deadwood, {deadwood}",
    ),
}
"""Reason id -> (the rule it rests on, the English wording). The values: ``card`` (a
:class:`~generator.engine.cards.Card`), ``cards`` (a tuple of cards), whole numbers
``deadwood``, ``outs`` and ``stock``, and ``risk``, a chance in whole percent."""


def _shown(value: object) -> str:
    if isinstance(value, tuple) and all(isinstance(v, Card) for v in value):
        return format_cards(value)
    return str(value)


@dataclass(frozen=True)
class Advice:
    """A move, and why: a reason id of :data:`ADVICE` with its values (the ids, their
    topics and English wordings: :attr:`REASONS`)."""

    action: Action
    reason: str
    values: Mapping[str, object] = field(default_factory=dict)

    REASONS: ClassVar[Mapping[str, tuple[Topic, str]]] = ADVICE
    TOPICS: ClassVar[type[Topic]] = Topic
    """The topics of the rules a reason depends on (:attr:`topic`)."""

    def __post_init__(self) -> None:
        if self.reason not in ADVICE:
            raise KeyError(f"unknown advice reason {self.reason!r}")

    @property
    def topic(self) -> Topic:
        return ADVICE[self.reason][0]

    def __str__(self) -> str:
        wording = ADVICE[self.reason][1]
        return wording.format_map({k: _shown(v) for k, v in self.values.items()})
