"""Errors a user can cause, each able to say where and what went wrong in one line.

Everything here subclasses :class:`ValueError`, so callers that only care about
"bad input" can catch that; the command line prints :func:`str` of the error and
exits with a non-zero status, never a traceback.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Location:
    """A place in a file: path, 1-based line and column (0 when unknown)."""

    path: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line and self.column:
            return f"{self.path}:{self.line}:{self.column}"
        if self.line:
            return f"{self.path}:{self.line}"
        return self.path


class UsageError(ValueError):
    """Bad input on the command line (exit status 2)."""


class LocatedError(ValueError):
    """A problem in a file the user edits: rule data, a catalog, an example."""

    def __init__(self, location: Location, message: str, *, hint: str | None = None) -> None:
        self.location = location
        self.message = message
        self.hint = hint
        text = f"{location}: {message}"
        if hint:
            text += f" ({hint})"
        super().__init__(text)


class RuleDataError(LocatedError):
    """Rule data in ``rules/`` is malformed or contradicts itself; ``problems`` lists every
    problem found (the first is the error's own)."""

    def __init__(
        self,
        location: Location,
        message: str,
        *,
        hint: str | None = None,
        problems: Sequence[Problem] = (),
    ) -> None:
        super().__init__(location, message, hint=hint)
        self.problems = tuple(problems)


class CatalogError(LocatedError):
    """A translation catalog in ``locales/`` is malformed or breaks a check."""


@dataclass(frozen=True)
class Problem:
    """One finding of ``gin-rules check``: where, what, and how bad.

    ``str(problem)`` is the one line the command prints, e.g.
    ``rules/variants/x.yaml:12:3: error: unknown key 'knok_limit' (did you mean 'knock_limit'?)``.
    """

    location: Location
    message: str
    severity: str = "error"  # "error" or "warning"

    def __str__(self) -> str:
        return f"{self.location}: {self.severity}: {self.message}"

    @classmethod
    def from_error(cls, error: LocatedError, severity: str = "error") -> Problem:
        text = error.message + (f" ({error.hint})" if error.hint else "")
        return cls(error.location, text, severity)
