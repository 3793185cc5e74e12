"""A small disk cache of JSON values, each stored under a hash of what it was computed from.

The hand statistics of the pages and the catalog findings of the translators'
page are costly to compute and depend only on their inputs, so they are kept
here between builds: a value is found again only while every input is the same,
and a damaged or missing file is simply computed again. Writes are atomic (a
temporary file renamed into place); a folder that cannot be written costs time,
never a build.

>>> import tempfile
>>> cache = DiskCache(Path(tempfile.mkdtemp()))
>>> key = DiskCache.key("rules", 10, {"seed": 1})
>>> cache.get("hands", key) is None
True
>>> cache.put("hands", key, {"gin": 0.25})
>>> cache.get("hands", key)
{'gin': 0.25}
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

CACHE_VARIABLE = "GIN_RULES_CACHE"
"""Environment variable naming the cache folder (default ``<project>/.cache/gin-rules``)."""


def cache_folder(root: Path) -> Path:
    """The cache folder of the project at ``root``."""
    configured = os.environ.get(CACHE_VARIABLE)
    return Path(configured) if configured else root / ".cache" / "gin-rules"


class DiskCache:
    """JSON values in one folder, a file per (kind, key)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @staticmethod
    def key(*parts: object) -> str:
        """A hash of ``parts`` (anything JSON can write, other values by ``str``)."""
        text = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()[:32]

    def path(self, kind: str, key: str) -> Path:
        return self.folder / f"{kind}-{key}.json"

    def get(self, kind: str, key: str) -> Any | None:
        """The stored value, or None when there is none or it cannot be read."""
        try:
            return json.loads(self.path(kind, key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def put(self, kind: str, key: str, value: Any) -> None:
        """Store ``value``; a folder that cannot be written is left alone."""
        path = self.path(kind, key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=path.stem, suffix=".tmp", dir=path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(value, handle, ensure_ascii=False, sort_keys=True)
                handle.write("\n")
            os.replace(tmp, path)
        except OSError:
            pass
