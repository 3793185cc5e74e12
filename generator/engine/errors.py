"""The engine's errors: values it cannot read, and what it says of them.

Every error is a :class:`ValueError`, so a caller that only cares about bad input
catches that; each kind has its own class, after python-chess's ``InvalidMoveError``
and ``IllegalMoveError``:

- :class:`InvalidCardError`: no card, hand or meld (``"7x"``, a card twice, three
  cards of no set or run, a hand of the wrong size for what is asked);
- :class:`InvalidActionError`: no action in the notation (``"fold"``, ``{"knock": 5}``);
- :class:`InvalidRecordError`: a record, or a part of one (rules, a deal), that
  cannot be read: a missing field, a value of the wrong type, an impossible deal;
- :class:`InvalidRulesError` (an :class:`InvalidRecordError`): rules no game is
  played by (``knock_limit=11``);
- :class:`~generator.engine.refusals.Refusal`: an action against the rules.

Each message names the field (``deal.hands[1]``, ``action 3``, ``knock_limit``) and
says what is wrong. A value the engine was given is shown by :func:`describe`: short,
whatever it is (a list nested 100,000 deep, a number of a million digits).

>>> describe([[[[[[[[1]]]]]]]])
'[[[[[[[...]]]]]]]'
>>> describe(10**50)
'a whole number of 51 digits'
"""

from __future__ import annotations

import reprlib

__all__ = [
    "InvalidActionError",
    "InvalidCardError",
    "InvalidRecordError",
    "InvalidRulesError",
    "describe",
]


class InvalidCardError(ValueError):
    """Cards that cannot be read, or are no hand or meld of what is asked."""


class InvalidActionError(ValueError):
    """An action that cannot be read in the notation of :class:`~generator.engine.Action`."""


class InvalidRecordError(ValueError):
    """A record of a hand or a match, or a part of one (rules, a deal), that cannot be read."""


class InvalidRulesError(InvalidRecordError):
    """Rules that no game is played by: a value of the wrong type or out of its range."""


_SHORT = reprlib.Repr()
_SHORT.maxlevel = 6
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 6
_DIGITS = 30
"""Numbers with more digits than this are described by their length."""


def describe(value: object) -> str:
    """``value`` as an error message shows it: its ``repr``, cut short."""
    if isinstance(value, int) and not isinstance(value, bool):
        bits = value.bit_length()
        if bits > _DIGITS * 3.3:  # more digits than shown: count them
            if bits < 10_000:  # Python writes ints of up to 4,300 digits
                return f"a whole number of {len(str(abs(value)))} digits"
            return f"a whole number of about {int(bits * 0.30103) + 1} digits"
        return repr(value)
    try:
        return _SHORT.repr(value)
    except Exception:  # a value whose repr fails: its type is enough
        return f"a value of type {type(value).__name__}"
