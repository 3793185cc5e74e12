"""What the Play page loads when the reader starts a game, put into the built site: Pyodide's
core from its npm package (the version package-lock.json pins) and a zip of the project's
own Python that the page runs (the engine, the text code, the Play page's modules), both
with the bytecode of what the page imports (:mod:`generator.build.bytecode`).

Nothing is fetched at run time from another host: the page loads Pyodide from
``assets/pyodide/`` and only its core and standard library, never a package from a CDN.
The zip's name carries a hash of its content, so a browser never runs a stale engine.

The MkDocs hook calls :func:`vendor` after the build; the pages name the files through
:func:`asset_paths`.
"""

from __future__ import annotations

import hashlib
import io
import shutil
import zipfile
from functools import cache
from pathlib import Path

import generator
from generator.build.bytecode import compiled
from generator.cache import DiskCache
from generator.settings import Settings

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""Pyodide's core: the loader, the interpreter, its standard library, its lock file."""
PYODIDE_FOLDER = "assets/pyodide/"
PLAY_FOLDER = "assets/play/"
ENTRY_MODULE = "generator.play.browser"
"""The module play.js imports: where the page enters its Python."""
ENGINE_FOLDER = "/home/pyodide/gin-rules"
"""Where play.js unpacks the engine's zip, in Pyodide's file system."""
PACKAGE = Path(generator.__file__).resolve().parent
BROWSER_PACKAGES = ("engine", "text", "play")
"""The packages the page runs, shipped whole (with ``generator/__init__.py``): the Play
runtime and what it imports, the standard library only (tests/test_layers.py holds
them to it)."""


class MissingPackage(ValueError):
    """Pyodide's npm package is not installed."""


def _modules() -> list[Path]:
    found = [PACKAGE / "__init__.py"]
    for package in BROWSER_PACKAGES:
        found += (PACKAGE / package).rglob("*.py")  # subpackages too (engine/bots)
    return sorted(found)


@cache
def engine_zip() -> bytes:
    """The zip of :data:`BROWSER_PACKAGES` (``generator/...`` inside), the same bytes for the
    same sources."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in _modules():
            info = zipfile.ZipInfo(f"generator/{path.relative_to(PACKAGE).as_posix()}")
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def engine_name() -> str:
    return f"engine-{hashlib.sha256(engine_zip()).hexdigest()[:12]}.zip"


def asset_paths() -> dict[str, str]:
    """Where the Play page finds Pyodide and the engine (relative to the site's root), where
    it unpacks the engine and which module it enters."""
    return {
        "pyodide": PYODIDE_FOLDER,
        "engine": f"{PLAY_FOLDER}{engine_name()}",
        "folder": ENGINE_FOLDER,
        "module": ENTRY_MODULE,
    }


def pyodide_package(root: Path) -> Path:
    """Pyodide's npm package: in ``root``'s node_modules, else in the checkout the package
    runs from; :raises MissingPackage: with how to install it."""
    for base in (root, PACKAGE.parent):
        folder = base / "node_modules" / "pyodide"
        if all((folder / name).is_file() for name in PYODIDE_FILES):
            return folder
    raise MissingPackage(
        "node_modules/pyodide is missing or incomplete: run `npm ci` (make site does), which"
        " installs the Pyodide version package-lock.json pins for the Play page"
    )


def vendor(site: Path, settings: Settings) -> int:
    """Copy Pyodide's core and write the engine's zip into the built ``site``, both with
    bytecode; a file already there with the same content is kept. Returns the bytes the
    Play page may load.

    :raises BytecodeError: the bytecode could not be made (:func:`bytecode.compiled`).
    """
    package = pyodide_package(settings.root)
    cache = DiskCache(settings.cache) if settings.cache is not None else None
    made = compiled(package, engine_zip(), ENTRY_MODULE, ENGINE_FOLDER, cache)
    target = site / PYODIDE_FOLDER
    target.mkdir(parents=True, exist_ok=True)
    total = 0
    for name in PYODIDE_FILES:
        source, copy = package / name, target / name
        if name == "python_stdlib.zip":
            total += _keep_or_write(copy, made.stdlib)
            continue
        size = source.stat().st_size
        if not copy.is_file() or copy.stat().st_size != size:
            shutil.copyfile(source, copy)
        total += size
    play = site / PLAY_FOLDER
    play.mkdir(parents=True, exist_ok=True)
    engine = play / engine_name()
    if not engine.is_file():
        for old in play.glob("engine-*.zip"):
            old.unlink()
    return total + _keep_or_write(engine, made.engine)


def _keep_or_write(path: Path, data: bytes) -> int:
    """``path`` holding ``data``, written only if it holds something else; its size."""
    if not path.is_file() or path.read_bytes() != data:
        path.write_bytes(data)
    return len(data)
