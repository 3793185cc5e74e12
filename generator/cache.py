"""A small disk cache of JSON values and byte strings, each stored under a hash of what it
was computed from.

The hand statistics of the pages, the catalog findings of the translators' page and the
Play page's compiled Python are costly to compute and depend only on their inputs, so
they are kept here between builds: a value is found again only while every input is the same,
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
>>> cache.put_bytes("zip", key, b"PK")
>>> cache.get_bytes("zip", key)
b'PK'
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from generator.files import digest


class DiskCache:
    """JSON values in one folder, a file per (kind, key)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @staticmethod
    def key(*parts: object) -> str:
        """A hash of ``parts`` (anything JSON can write, other values by ``str``): give it
        the digests of the inputs and of the code (:mod:`generator.files`)."""
        text = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
        return digest(text)[:32]

    def path(self, kind: str, key: str, suffix: str = ".json") -> Path:
        return self.folder / f"{kind}-{key}{suffix}"

    def get(self, kind: str, key: str) -> Any | None:
        """The stored value, or None when there is none or it cannot be read."""
        try:
            return json.loads(self.path(kind, key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def put(self, kind: str, key: str, value: Any) -> None:
        """Store ``value``; a folder that cannot be written is left alone."""
        text = json.dumps(value, ensure_ascii=False, sort_keys=True) + "\n"
        self._write(self.path(kind, key), text.encode())

    def get_bytes(self, kind: str, key: str) -> bytes | None:
        """The stored bytes, or None when there are none or they cannot be read."""
        try:
            return self.path(kind, key, ".bin").read_bytes()
        except OSError:
            return None

    def put_bytes(self, kind: str, key: str, data: bytes) -> None:
        """Store ``data``; a folder that cannot be written is left alone."""
        self._write(self.path(kind, key, ".bin"), data)

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        """``data`` into ``path`` at once (a temporary file renamed), or nothing."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=path.stem, suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                os.replace(tmp, path)
            except OSError:
                os.unlink(tmp)
                raise
        except OSError:
            pass
