"""The Play page's Python compiled ahead, so that a reader's browser does not compile it at
every start.

Pyodide's standard library and the engine's zip hold Python source, and Python compiles
each module it imports: at the start of a game that was most of the two to three seconds
a desktop spent before the first deal (far more on a phone). Here Pyodide itself, run
once in Node.js at build time (the npm package the site ships), imports what the page
imports and compiles it (``bytecode.mjs`` runs ``bytecode_compile.py``):

- the standard library's zip gets bytecode in place of the source of the modules the page
  loads; the others stay source, so the download grows only by what is used;
- the engine's zip gets each module's bytecode beside its source, in ``__pycache__``.

The bytecode is of the unchecked-hash kind (PEP 552); a browser running another Python
than the one that compiled it ignores it and compiles the source. The result is kept in
the project's disk cache (:mod:`generator.cache`) under a hash of both zips, the entry
module and the compiling code, so a build with an unchanged engine runs no Node.js.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from generator.cache import DiskCache
from generator.files import digest

SCRIPT = Path(__file__).with_name("bytecode.mjs")
COMPILER = Path(__file__).with_name("bytecode_compile.py")
TIMEOUT = 300
"""Seconds Node.js may take (about ten are usual)."""


class BytecodeError(RuntimeError):
    """The Play page's Python could not be compiled; the message says why and what to do."""


@dataclass(frozen=True)
class Compiled:
    """The zips the Play page loads, with bytecode."""

    stdlib: bytes
    """Pyodide's ``python_stdlib.zip``, the modules the page loads compiled."""
    engine: bytes
    """The engine's zip, each module's bytecode beside its source."""


def _is_zip(data: bytes | None) -> bool:
    return data is not None and zipfile.is_zipfile(io.BytesIO(data))


def compiled(
    package: Path, engine: bytes, entry: str, folder: str, cache: DiskCache | None
) -> Compiled:
    """The zips of Pyodide's ``package`` and of ``engine`` with bytecode for what the page
    imports: ``entry``, from ``engine`` unpacked into ``folder`` (as the page does).

    :raises BytecodeError: Node.js is missing, fails or takes longer than :data:`TIMEOUT`.
    """
    stdlib = (package / "python_stdlib.zip").read_bytes()
    tools = SCRIPT.read_bytes() + COMPILER.read_bytes()
    key = DiskCache.key(digest(stdlib), digest(engine), entry, folder, digest(tools))
    if cache is not None:
        stored, code = cache.get_bytes("play-stdlib", key), cache.get_bytes("play-engine", key)
        if stored is not None and code is not None and _is_zip(stored) and _is_zip(code):
            return Compiled(stored, code)
    made = _compile(package, engine, entry, folder)
    if cache is not None:
        cache.put_bytes("play-stdlib", key, made.stdlib)
        cache.put_bytes("play-engine", key, made.engine)
    return made


def _compile(package: Path, engine: bytes, entry: str, folder: str) -> Compiled:
    node = shutil.which("node")
    if node is None:
        raise BytecodeError(
            "Node.js is not installed; the Play page's Python is compiled by Pyodide running"
            " in it: install Debian's nodejs (make system-deps does)"
        )
    with tempfile.TemporaryDirectory(prefix="gin-bytecode-") as work:
        Path(work, "engine.zip").write_bytes(engine)
        settings = {
            "engine": "/work/engine.zip",
            "folder": folder,
            "entry": entry,
            "stdlib_out": "/work/stdlib.zip",
            "engine_out": "/work/engine-compiled.zip",
        }
        command = [node, str(SCRIPT), str(package), work, json.dumps(settings)]
        try:
            done = subprocess.run(
                command, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=TIMEOUT
            )
        except subprocess.TimeoutExpired:
            raise BytecodeError(
                f"Pyodide took more than {TIMEOUT} s to compile the Play page's Python"
            ) from None
        if done.returncode != 0:
            said = "\n".join(line[:300] for line in done.stderr.strip().splitlines()[-12:])
            raise BytecodeError(f"Pyodide could not compile the Play page's Python:\n{said}")
        return Compiled(
            Path(work, "stdlib.zip").read_bytes(), Path(work, "engine-compiled.zip").read_bytes()
        )
