"""What the Play page loads when the reader starts a game, put into the built site: Pyodide's
core from its npm package (the version package-lock.json pins), its standard library cut to
what the page imports, and a zip of the project's own Python that the page runs (the
engine, the text code, the Play page's modules), both compiled (:mod:`generator.build.bytecode`).

Nothing is fetched at run time from another host: the page loads Pyodide from
``assets/pyodide/<version>/`` and only its core, never a package from a CDN. Every file's
address changes with its content: Pyodide's folder is named by its version, the two zips
by a hash of what they are made from (the engine's sources, Pyodide's version, the
compiling code), so a browser (and the Play page's service worker,
:mod:`generator.build.play_worker`) may keep each for good and never mixes an old file with
a new one.

The MkDocs hook calls :func:`vendor` after the build; the pages name the files through
:func:`asset_paths`.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
from functools import cache
from pathlib import Path

import generator
from generator.build.bytecode import Compiled, compiled, tools_digest
from generator.cache import DiskCache
from generator.settings import Settings

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""Pyodide's core in its npm package: the loader, the interpreter, its standard library, its
lock file."""
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""What the site copies as it is; the standard library is cut, the lock file emptied."""
PYODIDE_FOLDER = "assets/pyodide/"
PLAY_FOLDER = "assets/play/"
ENTRY_MODULE = "generator.play.browser"
"""The module play.js imports: where the page enters its Python."""
ENGINE_PATH = "/home/pyodide/gin-rules.zip"
"""Where play.js writes the engine's zip in Pyodide's file system, on ``sys.path``."""
PACKAGE = Path(generator.__file__).resolve().parent
LOCK = PACKAGE.parent / "package-lock.json"
BROWSER_PACKAGES = ("engine", "text", "play")
"""The packages the page runs, shipped whole (with ``generator/__init__.py``): the Play
runtime and what it imports, loading the standard library only (tests/test_layers.py
holds them to it: Babel, which ``text`` uses for the build, only inside functions)."""


class MissingPackage(ValueError):
    """Pyodide's npm package is not installed."""


def _modules() -> list[Path]:
    found = [PACKAGE / "__init__.py"]
    for package in BROWSER_PACKAGES:
        found += (PACKAGE / package).rglob("*.py")  # subpackages too (engine/bots)
    return sorted(found)


@cache
def engine_zip() -> bytes:
    """The zip of :data:`BROWSER_PACKAGES`' sources (``generator/...`` inside), the same
    bytes for the same sources."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in _modules():
            info = zipfile.ZipInfo(f"generator/{path.relative_to(PACKAGE).as_posix()}")
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


@cache
def pyodide_version() -> str:
    """The Pyodide version package-lock.json pins (the site's Pyodide)."""
    try:
        lock = json.loads(LOCK.read_text(encoding="utf-8"))
        return str(lock["packages"]["node_modules/pyodide"]["version"])
    except (OSError, ValueError, KeyError, TypeError):
        return "unpinned"


def _made_from() -> str:
    """A hash of what the compiled zips are made from: their names carry it."""
    parts = (pyodide_version(), engine_zip(), ENTRY_MODULE, ENGINE_PATH, tools_digest())
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:12]


def engine_name() -> str:
    return f"engine-{_made_from()}.zip"


def stdlib_name() -> str:
    return f"stdlib-{_made_from()}.zip"


WORKER = "play-sw.js"
"""The Play page's service worker, at the site's root (:mod:`generator.build.play_worker`)."""


def asset_paths(settings: Settings | None = None, *, worker: bool = False) -> dict[str, str]:
    """Where the Play page finds Pyodide, its standard library and the engine (relative to
    the site's root, ``root``), where it puts the engine, which module it enters; with the
    build's ``settings``, how many bytes these files hold (their bytecode made, or read
    from the cache), for the page's progress bar; the service ``worker`` when the site
    has one (not the preview)."""
    paths = {
        "root": "./",
        "pyodide": f"{PYODIDE_FOLDER}{pyodide_version()}/",
        "stdlib": f"{PLAY_FOLDER}{stdlib_name()}",
        "engine": f"{PLAY_FOLDER}{engine_name()}",
        "enginePath": ENGINE_PATH,
        "module": ENTRY_MODULE,
    }
    if settings is not None:
        package = pyodide_package(settings.root)
        made = _compiled(package, settings)
        core = sum((package / name).stat().st_size for name in PYODIDE_CORE)
        paths["bytes"] = str(core + len(made.stdlib) + len(made.engine))
    if worker:
        paths["worker"] = WORKER
    return paths


def _compiled(package: Path, settings: Settings) -> Compiled:
    disk = DiskCache(settings.cache) if settings.cache is not None else None
    return compiled(package, engine_zip(), ENTRY_MODULE, ENGINE_PATH, disk)


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


def _installed_version(package: Path) -> str | None:
    try:
        return str(json.loads((package / "package.json").read_text("utf-8"))["version"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _lock_without_packages(package: Path) -> bytes:
    """Pyodide's lock file without its packages (the page loads none): what Pyodide checks
    at its start, a few bytes instead of 120 kB."""
    lock = json.loads((package / "pyodide-lock.json").read_text(encoding="utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True).encode()


def vendor(site: Path, settings: Settings) -> int:
    """Copy Pyodide's core and write the two compiled zips into the built ``site`` (an old
    version's files removed); a file already there with the same content is kept. Returns
    the bytes the Play page may load.

    :raises MissingPackage: Pyodide is not installed, or not the version pinned.
    :raises BytecodeError: the bytecode could not be made (:func:`bytecode.compiled`).
    """
    package = pyodide_package(settings.root)
    version = pyodide_version()
    if _installed_version(package) not in (version, None) and version != "unpinned":
        raise MissingPackage(
            f"node_modules/pyodide is version {_installed_version(package)}, package-lock.json"
            f" pins {version}: run `npm ci` (make site does)"
        )
    made = _compiled(package, settings)
    paths = asset_paths()
    pyodide = site / paths["pyodide"]
    pyodide.mkdir(parents=True, exist_ok=True)
    for old in (site / PYODIDE_FOLDER).iterdir():
        if old != pyodide:
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    total = 0
    for name in PYODIDE_CORE:
        source, copy = package / name, pyodide / name
        size = source.stat().st_size
        if not copy.is_file() or copy.stat().st_size != size:
            shutil.copyfile(source, copy)
        total += size
    total += _keep_or_write(pyodide / "pyodide-lock.json", _lock_without_packages(package))
    play = site / PLAY_FOLDER
    play.mkdir(parents=True, exist_ok=True)
    for pattern, name in (("engine-*.zip", engine_name()), ("stdlib-*.zip", stdlib_name())):
        for old in play.glob(pattern):
            if old.name != name:
                old.unlink()
    total += _keep_or_write(site / paths["stdlib"], made.stdlib)
    return total + _keep_or_write(site / paths["engine"], made.engine)


def _keep_or_write(path: Path, data: bytes) -> int:
    """``path`` holding ``data``, written only if it holds something else; its size."""
    if not path.is_file() or path.read_bytes() != data:
        path.write_bytes(data)
    return len(data)
