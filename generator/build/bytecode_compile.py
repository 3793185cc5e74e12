"""Run inside Pyodide, in Node.js, by ``bytecode.mjs`` (see :mod:`generator.build.bytecode`):
the Play page's start imported as the page does it, and what it imported compiled.

The caller sets this file's globals ``__name__`` (``"__main__"``) and ``SETTINGS``: ``engine``
and ``folder`` (the engine's zip and where the page unpacks it), ``entry`` (the module the
page imports), ``stdlib_out`` and ``engine_out`` (the zips to write).

The bytecode is of the unchecked-hash kind (PEP 552): Python loads it without reading the
source again; bytecode of another Python version is ignored and the source compiled.
"""

import importlib
import importlib.util
import marshal
import sys
import zipfile

UNCHECKED_HASH = (1).to_bytes(4, "little")
"""The flags of a hash-based .pyc whose source is not checked."""


def bytecode(source: bytes, path: str) -> bytes:
    """The .pyc of ``source`` as Python would write it, its code named ``path``."""
    code = compile(source, path, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + UNCHECKED_HASH + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


def entry(info: zipfile.ZipInfo, name: str) -> zipfile.ZipInfo:
    """A new zip entry named ``name`` with the date and compression of ``info``."""
    made = zipfile.ZipInfo(name, info.date_time)
    made.compress_type = info.compress_type
    return made


def stdlib(zip_path: str, used: set[str], out_path: str) -> None:
    """The standard library's zip with bytecode in place of the source of ``used``."""
    with zipfile.ZipFile(zip_path) as source, zipfile.ZipFile(out_path, "w") as out:
        for info in source.infolist():
            data = source.read(info)
            if info.filename in used:
                code = bytecode(data, f"{zip_path}/{info.filename}")
                out.writestr(entry(info, info.filename + "c"), code)
            else:
                out.writestr(info, data)


def engine(zip_path: str, folder: str, out_path: str) -> None:
    """The engine's zip with each module's bytecode beside it, where Python looks for it."""
    tag = sys.implementation.cache_tag
    with zipfile.ZipFile(zip_path) as source, zipfile.ZipFile(out_path, "w") as out:
        for info in source.infolist():
            data = source.read(info)
            out.writestr(info, data)
            if info.filename.endswith(".py"):
                parent, _, name = info.filename.rpartition("/")
                cached = f"{parent}/__pycache__/{name[:-3]}.{tag}.pyc".lstrip("/")
                out.writestr(entry(info, cached), bytecode(data, f"{folder}/{info.filename}"))


def main(settings: dict[str, str]) -> None:
    zip_path = next(p for p in sys.path if p.endswith(".zip"))
    with zipfile.ZipFile(settings["engine"]) as archive:
        archive.extractall(settings["folder"])
    sys.path.insert(0, settings["folder"])
    importlib.import_module(settings["entry"])
    prefix = zip_path + "/"
    files = (getattr(module, "__file__", None) or "" for module in list(sys.modules.values()))
    used = {f.removeprefix(prefix) for f in files if f.startswith(prefix) and f.endswith(".py")}
    stdlib(zip_path, used, settings["stdlib_out"])
    engine(settings["engine"], settings["folder"], settings["engine_out"])


if __name__ == "__main__":
    main(globals()["SETTINGS"])
