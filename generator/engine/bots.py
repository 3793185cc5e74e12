"""The computer's levels of play: easy, normal and strong, by name.

:data:`BOT_LEVELS` maps each level to the player that plays it, every one a
:class:`~generator.engine.hand.Player` (``choose(state) -> Action``) on the same engine:

- ``"easy"``: :class:`~generator.engine.easy.EasyBot`, the simple bot with a beginner's
  plausible mistakes;
- ``"normal"``: :class:`~generator.engine.bot.SimpleBot`, which takes what melds,
  throws its highest unmatched card and knocks as soon as it may;
- ``"strong"``: :class:`~generator.engine.strong.StrongBot`, which reads the table,
  throws safe cards and weighs knocking against waiting for gin or an undercut.

>>> import random
>>> [type(bot_for(level, random.Random(1))).__name__ for level in BOT_LEVELS]
['EasyBot', 'SimpleBot', 'StrongBot']
"""

from __future__ import annotations

import random
from collections.abc import Callable

from generator.engine.bot import SimpleBot
from generator.engine.easy import EasyBot
from generator.engine.phases import Player
from generator.engine.strong import StrongBot

__all__ = ["BOT_LEVELS", "bot_for"]

BOT_LEVELS: dict[str, Callable[[random.Random | None], Player]] = {
    "easy": EasyBot,
    "normal": lambda rng: SimpleBot(),
    "strong": lambda rng: StrongBot(),
}
"""Level name -> a player of that level, given the ``random.Random`` its chances come
from (None: seeded from each state; only the easy player has chances)."""


def bot_for(level: str, rng: random.Random | None = None) -> Player:
    """A player of ``level`` (:data:`BOT_LEVELS`); :raises: ValueError for another name."""
    try:
        make = BOT_LEVELS[level]
    except KeyError:
        known = ", ".join(BOT_LEVELS)
        raise ValueError(f"no bot level {level!r} (the levels: {known})") from None
    return make(rng)
