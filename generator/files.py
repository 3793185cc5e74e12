"""The project's input files, read once: every reader takes its bytes from here.

A :class:`ProjectFiles` is a snapshot of the files under ``rules/`` and ``locales/`` of a
project folder: each file's bytes (or why they could not be read) by its path relative
to the folder. The rule loader, the catalog readers and every check read the snapshot,
never the disk, so one build reads each file once, and "has this input changed?" has one
answer: :func:`digest`, a SHA-256 of the bytes (with :func:`code_digest`, of the code
that reads them).

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> (root / "rules").mkdir()
>>> _ = (root / "rules" / "options.yaml").write_text("{}\\n")
>>> files = ProjectFiles.snapshot(root)
>>> files.read("rules/options.yaml"), files.listing("rules", ".yaml")
(b'{}\\n', ('rules/options.yaml',))
>>> files.read("rules/missing.yaml") is None
True
>>> ProjectFiles.snapshot(root).digest() == files.digest()
True
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

FOLDERS = ("rules", "locales")
"""The folders of a project that hold its data."""
FILES = ("babel.cfg",)
"""The files of a project's folder that its data is read with (the catalogs' sources)."""
MAX_FILE_BYTES = 20_000_000
"""A file larger than this is not read (its reader reports it)."""
_PACKAGE = Path(__file__).resolve().parent
_CODE_SUFFIXES = (".py", ".j2", ".yaml", ".mjs", ".js", ".css", ".html")


@dataclass(frozen=True)
class Unreadable:
    """A file that could not be read, and why (``"cannot read: Permission denied"``)."""

    reason: str


@dataclass(frozen=True)
class ProjectFiles:
    """The data files of the project at :attr:`root`, read once."""

    root: Path
    files: Mapping[str, bytes | Unreadable] = field(default_factory=dict)
    """Path relative to :attr:`root` (``rules/options.yaml``) -> its bytes."""
    folders: frozenset[str] = frozenset()
    """Every folder under the data folders (``locales/de``), the data folders included."""

    @classmethod
    def snapshot(
        cls, root: Path, folders: Iterable[str] = FOLDERS, names: Iterable[str] = FILES
    ) -> ProjectFiles:
        """Read every file under ``root``'s data ``folders``, and its files ``names``."""
        root = Path(root)
        files: dict[str, bytes | Unreadable] = {}
        for name in names:
            if (root / name).is_file():
                files[name] = _read(root / name)
        seen: set[str] = set()
        for top in folders:
            base = root / top
            if not base.is_dir():
                continue
            seen.add(top)
            for folder, subfolders, names in os.walk(base):
                subfolders.sort()
                here = Path(folder).relative_to(root)
                seen.update((here / name).as_posix() for name in subfolders)
                for name in sorted(names):
                    files[(here / name).as_posix()] = _read(Path(folder) / name)
        return cls(root, files, frozenset(seen))

    def read(self, relative: str) -> bytes | Unreadable | None:
        """The bytes of the file at ``relative``, why it is unreadable, or None (no file)."""
        return self.files.get(relative)

    def exists(self, relative: str) -> bool:
        return relative in self.files or relative in self.folders

    def is_folder(self, relative: str) -> bool:
        return relative in self.folders

    def listing(self, folder: str, suffix: str = "") -> tuple[str, ...]:
        """The files directly in ``folder`` whose names end in ``suffix``, sorted."""
        prefix = folder.rstrip("/") + "/"
        return tuple(
            sorted(
                p
                for p in self.files
                if p.startswith(prefix) and "/" not in p[len(prefix) :] and p.endswith(suffix)
            )
        )

    def subfolders(self, folder: str) -> tuple[str, ...]:
        """The names of the folders directly in ``folder``, sorted."""
        prefix = folder.rstrip("/") + "/"
        return tuple(
            sorted(
                f[len(prefix) :]
                for f in self.folders
                if f.startswith(prefix) and "/" not in f[len(prefix) :]
            )
        )

    def digest(self, *folders: str) -> str:
        """A SHA-256 of the names and bytes of the files under ``folders`` (all by default)."""
        chosen = [
            (path, data)
            for path, data in sorted(self.files.items())
            if not folders or any(path.startswith(f.rstrip("/") + "/") for f in folders)
        ]
        return digest(*(part for path, data in chosen for part in (path, data)))

    def shown(self, path: Path) -> str:
        """``path`` as messages name it: relative to the project folder when inside it."""
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return str(path)


def _read(path: Path) -> bytes | Unreadable:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return Unreadable(f"the file is larger than {MAX_FILE_BYTES} bytes")
        return path.read_bytes()
    except OSError as error:
        return Unreadable(f"cannot read: {error.strerror or error}")


def digest(*parts: bytes | str | Unreadable) -> str:
    """A SHA-256 of ``parts``, each framed by its length (so no two lists hash alike)."""
    h = hashlib.sha256()
    for part in parts:
        data = (
            part
            if isinstance(part, bytes)
            else part.encode()
            if isinstance(part, str)
            else b"\0unreadable:" + part.reason.encode()
        )
        h.update(len(data).to_bytes(8, "big") + data)
    return h.hexdigest()


@cache
def code_digest(*packages: str, base: Path = _PACKAGE) -> str:
    """A SHA-256 of the code of ``generator``'s ``packages`` (``"engine"``; all by default):
    every file a cache's value may depend on, so that a change of code is a change of key.
    Worked out once per process (``base``: another package folder, for tests)."""
    bases = [base / p for p in packages] if packages else [base]
    files = sorted(
        path
        for base in bases
        for path in (base.rglob("*") if base.is_dir() else [base.with_suffix(".py")])
        if path.suffix in _CODE_SUFFIXES and path.is_file() and "__pycache__" not in path.parts
    )
    return digest(
        *(part for p in files for part in (p.relative_to(base).as_posix(), p.read_bytes()))
    )
