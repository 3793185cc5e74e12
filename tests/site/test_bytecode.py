"""The Play page's Python compiled ahead (generator/build/bytecode.py): what the built site
ships, the cache that spares a build Node.js, the errors when Node.js is missing, fails or
hangs, and how the page tells which modules it compiled itself.

The browser test (test_play_browser.py) checks in Chromium that the page compiles nothing.
"""

from __future__ import annotations

import io
import json
import py_compile
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

from generator.build import bytecode
from generator.build.bytecode import BytecodeError, Compiled, compiled
from generator.build.play_assets import (
    ENTRY_MODULE,
    PLAY_FOLDER,
    PYODIDE_FOLDER,
    engine_zip,
    pyodide_package,
)
from generator.cache import DiskCache
from tests.support import ROOT


def zip_of(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


@pytest.fixture
def package(tmp_path: Path) -> Path:
    """A stand-in for Pyodide's npm package: its standard library's zip and nothing else."""
    folder = tmp_path / "pyodide"
    folder.mkdir()
    (folder / "python_stdlib.zip").write_bytes(zip_of({"os.py": b"import sys\n"}))
    return folder


def test_a_build_with_the_same_inputs_reads_the_cache(
    package: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[bytes] = []

    def compile_(package: Path, engine: bytes, entry: str, folder: str) -> Compiled:
        made.append(engine)
        return Compiled(zip_of({"os.pyc": engine}), zip_of({"a.py": engine}))

    monkeypatch.setattr(bytecode, "_compile", compile_)
    cache = DiskCache(tmp_path / "cache")
    first = compiled(package, b"engine 1", "m", "/f", cache)
    assert compiled(package, b"engine 1", "m", "/f", cache) == first
    assert made == [b"engine 1"]
    # another engine, another entry module, another Pyodide: compiled again
    assert compiled(package, b"engine 2", "m", "/f", cache) != first
    compiled(package, b"engine 1", "n", "/f", cache)
    (package / "python_stdlib.zip").write_bytes(zip_of({"os.py": b"import posix\n"}))
    compiled(package, b"engine 1", "m", "/f", cache)
    assert len(made) == 4
    # a damaged cache entry is made again, not shipped
    for kept in (tmp_path / "cache").glob("play-stdlib-*"):
        kept.write_bytes(b"PK\x03\x04 cut off")
    assert zipfile.is_zipfile(io.BytesIO(compiled(package, b"engine 1", "m", "/f", cache).stdlib))
    assert len(made) == 5


def test_without_node_the_error_says_what_to_install(
    package: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(BytecodeError, match=r"Node\.js is not installed.*nodejs"):
        compiled(package, b"engine", "m", "/f", DiskCache(tmp_path / "cache"))
    assert not (tmp_path / "cache").exists()


needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js")


@needs_node
def test_a_failing_node_gives_a_short_error_and_caches_nothing(
    package: Path, tmp_path: Path
) -> None:
    # the stand-in package has no pyodide.mjs: Node.js fails to load Pyodide
    with pytest.raises(BytecodeError) as caught:
        compiled(package, zip_of({}), "m", "/f", DiskCache(tmp_path / "cache"))
    said = str(caught.value).splitlines()
    assert said[0] == "Pyodide could not compile the Play page's Python:"
    assert "pyodide.mjs" in "\n".join(said) and len(said) <= 13
    assert all(len(line) <= 300 for line in said)
    assert not list((tmp_path / "cache").glob("play-*"))


@needs_node
def test_a_node_that_does_not_finish_is_stopped(
    package: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bytecode, "TIMEOUT", 0.05)
    monkeypatch.setattr(bytecode, "SCRIPT", tmp_path / "hang.mjs")
    (tmp_path / "hang.mjs").write_text("setInterval(() => {}, 1000);\n", encoding="utf-8")
    with pytest.raises(BytecodeError, match=r"took more than 0\.05 s"):
        compiled(package, zip_of({}), "m", "/f", DiskCache(tmp_path / "cache"))


def pyc_header(data: bytes) -> tuple[bytes, int]:
    """A .pyc's magic number and flags."""
    return data[:4], int.from_bytes(data[4:8], "little")


def test_the_built_site_ships_bytecode_for_what_the_page_loads(site: Path) -> None:
    original = zipfile.ZipFile(pyodide_package(ROOT) / "python_stdlib.zip")
    shipped = zipfile.ZipFile(site / PYODIDE_FOLDER / "python_stdlib.zip")
    names = set(shipped.namelist())
    headers = set()
    compiled_ = 0
    for info in original.infolist():
        name = info.filename
        if name in names:  # kept as it was
            assert shipped.read(name) == original.read(name), name
        else:  # its bytecode instead
            assert name.endswith(".py") and name + "c" in names, name
            headers.add(pyc_header(shipped.read(name + "c")))
            compiled_ += 1
    assert len(names) == len(original.namelist())
    # the modules Pyodide loads at start, at least its own and asyncio's
    assert compiled_ >= 50 and "asyncio/events.pyc" in names
    assert len(headers) == 1 and next(iter(headers))[1] == 1  # one Python; unchecked hash

    engines = list((site / PLAY_FOLDER).glob("engine-*.zip"))
    assert len(engines) == 1
    engine = zipfile.ZipFile(engines[0])
    source = zipfile.ZipFile(io.BytesIO(engine_zip()))
    for name in source.namelist():  # every module's source, and its bytecode beside it
        assert engine.read(name) == source.read(name), name
        parent, _, module = name.rpartition("/")
        stem = f"{parent}/__pycache__/{module[:-3]}.cpython-"
        cached = [n for n in engine.namelist() if n.startswith(stem)]
        assert len(cached) == 1, name
        assert pyc_header(engine.read(cached[0])) in headers, name


def test_the_page_names_the_modules_it_compiled_itself(tmp_path: Path) -> None:
    """``modules_from_source``: the engine's modules, until their bytecode is there."""
    with zipfile.ZipFile(io.BytesIO(engine_zip())) as archive:
        archive.extractall(tmp_path)
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(tmp_path)!r})
        import {ENTRY_MODULE} as page
        print(page.modules_from_source())
        """
    )

    def compiled_itself() -> list[str]:
        done = subprocess.run(
            [sys.executable, "-I", "-B", "-c", script],
            capture_output=True, text=True, timeout=60, check=True,
        )  # fmt: skip
        return [m for m in json.loads(done.stdout) if m.startswith("generator")]

    assert ENTRY_MODULE in compiled_itself() and "generator.engine.cards" in compiled_itself()
    for path in tmp_path.rglob("*.py"):  # beside the source, whatever the cache prefix
        cached = path.parent / "__pycache__" / f"{path.stem}.{sys.implementation.cache_tag}.pyc"
        mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
        py_compile.compile(str(path), str(cached), doraise=True, invalidation_mode=mode)
    assert compiled_itself() == []
