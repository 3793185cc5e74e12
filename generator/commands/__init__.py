"""Subcommands of ``gin-rules``; each module has ``configure(parser)`` and ``run(args)``.

:data:`USER_ERRORS` are the errors a user's input causes, each one line that says what
is wrong: bad arguments, rule data or catalogs at their place, and what the engine
cannot read or refuses. Anything else is a bug of the program.
"""

from __future__ import annotations

from generator.engine import InvalidActionError, InvalidCardError, InvalidRecordError, Refusal
from generator.errors import LocatedError, UsageError

USER_ERRORS: tuple[type[Exception], ...] = (
    UsageError,
    LocatedError,
    InvalidCardError,
    InvalidActionError,
    InvalidRecordError,
    Refusal,
)
"""The project's own errors a command may end with: printed as one line, exit status 2."""
