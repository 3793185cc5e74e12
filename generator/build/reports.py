"""What a build says when the content has problems: the errors that stop it, and a line
per language whose translations cannot all be used."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence

from generator.errors import Problem
from generator.i18n.checks import Finding


def say_rejected(findings: Sequence[Finding]) -> None:
    """A line per language whose catalog has translations the pages cannot use (shown in
    English): on standard error, so that a quiet build says it too."""
    broken = {
        (f.language, str(f.problem.location)) for f in findings if f.problem.severity == "error"
    }
    counts = Counter(language for language, _ in broken)
    for code, count in sorted(counts.items()):
        print(
            f"{code}: {count} translation{'s' if count != 1 else ''} with errors, shown in"
            f" English (gin-rules check --language {code} lists them)",
            file=sys.stderr,
        )


def failure(problems: Sequence[Problem], most: int = 20) -> str:
    """Why the build stops: the errors, a line each, the first ``most`` of them."""
    lines = [str(p) for p in problems if p.severity == "error"] or [str(p) for p in problems]
    more = len(lines) - most
    if more > 0:
        lines = [*lines[:most], f"... and {more} more (gin-rules check lists them all)"]
    return "\n".join(lines)
