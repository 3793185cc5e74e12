"""The computer players, and their levels of play: easy, normal and strong, by name.

:data:`BOT_LEVELS` maps each level to the player that plays it, every one a
:class:`~generator.engine.phases.Player` (``choose(state) -> Action``) on the same engine:

- ``"easy"``: :class:`~generator.engine.bots.easy.EasyBot`, the simple bot with a
  beginner's plausible mistakes;
- ``"normal"``: :class:`~generator.engine.bots.simple.SimpleBot`, which takes what
  melds, throws its highest unmatched card and knocks as soon as it may;
- ``"strong"``: :class:`~generator.engine.bots.strong.StrongBot`, which reads the
  table, throws safe cards and weighs knocking against waiting for gin or an undercut;
  ``bot_for("strong").advise(state)`` says why (:class:`~generator.engine.bots.advice.Advice`).

The players read the hand as masks (:meth:`~generator.engine.hand.HandState.hand_mask`,
:mod:`generator.engine.masks`): they search many hands a decision.

>>> import random
>>> [type(bot_for(level, random.Random(1))).__name__ for level in BOT_LEVELS]
['EasyBot', 'SimpleBot', 'StrongBot']
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal, overload

from generator.engine.bots.easy import EasyBot
from generator.engine.bots.simple import SimpleBot, play_hand
from generator.engine.bots.strong import StrongBot
from generator.engine.errors import describe
from generator.engine.phases import Player

__all__ = ["BOT_LEVELS", "EasyBot", "SimpleBot", "StrongBot", "bot_for", "play_hand"]

BOT_LEVELS: dict[str, Callable[[random.Random | None], Player]] = {
    "easy": EasyBot,
    "normal": lambda rng: SimpleBot(),
    "strong": lambda rng: StrongBot(),
}
"""Level name -> a player of that level, given the ``random.Random`` its chances come
from (None: seeded from each state; only the easy player has chances)."""


@overload
def bot_for(level: Literal["easy"], rng: random.Random | None = None) -> EasyBot: ...
@overload
def bot_for(level: Literal["normal"], rng: random.Random | None = None) -> SimpleBot: ...
@overload
def bot_for(level: Literal["strong"], rng: random.Random | None = None) -> StrongBot: ...
@overload
def bot_for(level: str, rng: random.Random | None = None) -> Player: ...
def bot_for(level: str, rng: random.Random | None = None) -> Player:
    """A player of ``level`` (:data:`BOT_LEVELS`); :raises: ValueError for another name."""
    make = BOT_LEVELS.get(level) if isinstance(level, str) else None
    if make is None:
        known = ", ".join(BOT_LEVELS)
        raise ValueError(f"no bot level {describe(level)} (the levels: {known})")
    return make(rng)
