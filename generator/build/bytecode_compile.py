"""Run inside Pyodide, in Node.js, by ``bytecode.mjs`` (see :mod:`generator.build.bytecode`):
the Play page's start imported as the page does it, its game played through, and what it
imported compiled into the two zips the page loads.

The caller sets this file's globals ``__name__`` (``"__main__"``) and ``SETTINGS``:
``engine`` (the engine's zip of sources), ``engine_path`` (where the page puts its zip in
Pyodide's file system, on ``sys.path``), ``entry`` (the module the page imports),
``exercise`` (a Python file that plays the page's game, :mod:`generator.build.play_exercise`),
``roles`` (the roles of an example's hands, as the page's data gives them), ``stdlib_out``
and ``engine_out`` (the zips to write).

- the standard library's zip holds only the modules Pyodide and the page imported, as
  bytecode without their source, docstrings and assertions (``optimize=2``);
- the engine's zip holds every module of the engine's zip as bytecode without its source
  (``optimize=2`` too: its docstrings are for its readers, not for the page).

Pyodide is started with ``PYTHONNODEBUGRANGES`` (``bytecode.mjs``): the bytecode keeps line
numbers but not the column ranges of each instruction, a third of its size. It is of the
unchecked-hash kind (PEP 552); a browser running another Python would not load it, and the
build ships it only with the Pyodide it was compiled by.
"""

import importlib
import importlib.util
import marshal
import shutil
import sys
import zipfile
from typing import Any

UNCHECKED_HASH = (1).to_bytes(4, "little")
"""The flags of a hash-based .pyc whose source is not checked."""
WHEN = (1980, 1, 1, 0, 0, 0)
"""Every entry's date: the same zip for the same sources."""


def bytecode(source: bytes, path: str, optimize: int) -> bytes:
    """The .pyc of ``source`` as Python would write it, its code named ``path``."""
    code = compile(source, path, "exec", dont_inherit=True, optimize=optimize)
    header = importlib.util.MAGIC_NUMBER + UNCHECKED_HASH + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


def write(out: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, WHEN)
    info.compress_type = zipfile.ZIP_DEFLATED
    out.writestr(info, data, compresslevel=9)


def stdlib(zip_path: str, used: set[str], out_path: str) -> None:
    """The standard library's zip with only the bytecode of ``used`` (its .py files)."""
    with zipfile.ZipFile(zip_path) as source, zipfile.ZipFile(out_path, "w") as out:
        for name in sorted(used):
            code = bytecode(source.read(name), f"{zip_path}/{name}", optimize=2)
            write(out, name + "c", code)


def engine(zip_path: str, placed: str, out_path: str) -> None:
    """The engine's zip with each module's bytecode in place of its source."""
    with zipfile.ZipFile(zip_path) as source, zipfile.ZipFile(out_path, "w") as out:
        for name in sorted(source.namelist()):
            if name.endswith(".py"):
                code = bytecode(source.read(name), f"{placed}/{name}", optimize=2)
                write(out, name + "c", code)


def main(settings: dict[str, str]) -> None:
    zip_path = next(p for p in sys.path if p.endswith(".zip"))
    shutil.copyfile(settings["engine"], settings["engine_path"])
    sys.path.insert(0, settings["engine_path"])
    importlib.import_module(settings["entry"])
    with open(settings["exercise"], encoding="utf-8") as file:
        exercise: dict[str, Any] = {"__name__": "play_exercise"}
        exec(compile(file.read(), settings["exercise"], "exec"), exercise)
    exercise["main"](settings["roles"])
    prefix = zip_path + "/"
    files = (getattr(module, "__file__", None) or "" for module in list(sys.modules.values()))
    used = {f.removeprefix(prefix) for f in files if f.startswith(prefix) and f.endswith(".py")}
    stdlib(zip_path, used, settings["stdlib_out"])
    engine(settings["engine"], settings["engine_path"], settings["engine_out"])


if __name__ == "__main__":
    main(globals()["SETTINGS"])
