"""The Play page's Python compiled ahead and cut to what the page uses, so that a reader's
browser downloads little and compiles nothing.

Pyodide's standard library (3.3 MB compressed, 600 modules) and the engine's zip hold
Python source, and Python compiles each module it imports: at the start of a game that
was most of the two to three seconds a desktop spent before the first deal (far more on
a phone). Here Pyodide itself, run once in Node.js at build time (the npm package the
site ships), imports what the page imports, plays the page's game through
(:mod:`generator.build.play_exercise`: matches under several rules, refusals, a stored
game resumed, the calculator) and compiles what was imported (``bytecode.mjs`` runs
``bytecode_compile.py``):

- the standard library's zip holds only the modules that were imported (Pyodide's own
  start and the page's), as bytecode without source: about 0.9 MB;
- the engine's zip holds each module of the Play runtime as bytecode without source.

A module the page would import that the exercise missed is missing in the browser: the
tests run the page's game in Pyodide with the shipped zips (tests/site/test_bytecode.py)
and in Chromium. The bytecode is of the unchecked-hash kind (PEP 552), made for the Pyodide
the site ships. The result is kept in the project's disk cache (:mod:`generator.cache`)
under a hash of both zips, the entry module and the compiling code, so a build with an
unchanged engine runs no Node.js.
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
from generator.site.play import CALCULATOR

SCRIPT = Path(__file__).with_name("bytecode.mjs")
COMPILER = Path(__file__).with_name("bytecode_compile.py")
EXERCISE = Path(__file__).with_name("play_exercise.py")
ROLES = json.dumps(CALCULATOR["roles"])
"""The roles of an example's hands as the Play page's data gives them: the exercise's
calculator is given them as the page's is."""
ENVIRONMENT = {"PYTHONNODEBUGRANGES": "1"}
"""Pyodide's environment while it compiles: no column ranges in the bytecode."""
TIMEOUT = 300
"""Seconds Node.js may take (about ten are usual)."""


class BytecodeError(RuntimeError):
    """The Play page's Python could not be compiled; the message says why and what to do."""


@dataclass(frozen=True)
class Compiled:
    """The zips the Play page loads, with bytecode."""

    stdlib: bytes
    """Pyodide's ``python_stdlib.zip`` cut to the modules the page loads, compiled."""
    engine: bytes
    """The engine's zip, each module compiled, without its source."""


def tools_digest() -> str:
    """A hash of the code that makes the bytecode (a change makes it again): this module
    (its Pyodide environment among it), the Node.js script, the compiler and the exercise."""
    return digest(*(p.read_bytes() for p in (Path(__file__), SCRIPT, COMPILER, EXERCISE)))


def _is_zip(data: bytes | None) -> bool:
    return data is not None and zipfile.is_zipfile(io.BytesIO(data))


def compiled(
    package: Path, engine: bytes, entry: str, folder: str, cache: DiskCache | None
) -> Compiled:
    """The zips of Pyodide's ``package`` and of ``engine`` as bytecode of what the page
    imports: ``entry``, from ``engine`` placed at ``folder`` (a zip's path on ``sys.path``,
    as the page places it).

    :raises BytecodeError: Node.js is missing, fails or takes longer than :data:`TIMEOUT`.
    """
    stdlib = (package / "python_stdlib.zip").read_bytes()
    key = DiskCache.key(digest(stdlib), digest(engine), entry, folder, ROLES, tools_digest())
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
        Path(work, "exercise.py").write_bytes(EXERCISE.read_bytes())
        settings = {
            "engine": "/work/engine.zip",
            "engine_path": folder,
            "entry": entry,
            "exercise": "/work/exercise.py",
            "roles": ROLES,
            "stdlib_out": "/work/stdlib.zip",
            "engine_out": "/work/engine-compiled.zip",
            "env": ENVIRONMENT,
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
