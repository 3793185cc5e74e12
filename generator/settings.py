"""How this run works, as opposed to what the project holds: where the project is, where
caches go, which language a preview builds.

Settings are read from the environment, the command line or the MkDocs config only at
the edges (``cli.py``, the build hook, the tests) and handed down; no module below them
reads the environment.

>>> s = Settings.from_environment(Path("/srv/gin"), {"GIN_RULES_ONLY": "hu"})
>>> s.cache, s.only
(PosixPath('/srv/gin/.cache/gin-rules'), 'hu')
>>> Settings.from_environment(Path("/srv/gin"), {"GIN_RULES_CACHE": "/tmp/c"}).cache
PosixPath('/tmp/c')
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

CACHE_VARIABLE = "GIN_RULES_CACHE"
"""Environment variable naming the cache folder (default ``<project>/.cache/gin-rules``)."""
ONLY_VARIABLE = "GIN_RULES_ONLY"
"""Environment variable: build English and this one language only (a quick preview)."""


@dataclass(frozen=True)
class Settings:
    """Where the project is, where its caches go, and what a preview narrows it to."""

    root: Path
    """The project folder, holding ``rules/`` and ``locales/``."""
    cache: Path | None = None
    """The folder of the disk cache (statistics, catalog findings, bytecode); None: none."""
    only: str | None = None
    """The translators' preview: English and this language only."""
    preview: bool = False
    """The translators' preview (``mkdocs serve``): rejected translations are flagged on
    the pages, with their place in the catalog and the reason."""

    @classmethod
    def from_environment(cls, root: Path, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings of the project at ``root`` from ``environ`` (the process's)."""
        env = os.environ if environ is None else environ
        root = Path(root)
        cache = env.get(CACHE_VARIABLE) or str(root / ".cache" / "gin-rules")
        return cls(root, Path(cache), env.get(ONLY_VARIABLE, "").strip() or None)
