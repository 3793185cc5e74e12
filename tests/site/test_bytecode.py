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
    ENGINE_PATH,
    ENTRY_MODULE,
    PLAY_FOLDER,
    PYODIDE_FOLDER,
    asset_paths,
    engine_zip,
    pyodide_package,
)
from generator.cache import DiskCache
from generator.site.play import CALCULATOR
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


def test_the_built_site_ships_bytecode_of_what_the_page_loads_and_no_more(site: Path) -> None:
    original = zipfile.ZipFile(pyodide_package(ROOT) / "python_stdlib.zip")
    paths = asset_paths()
    shipped = zipfile.ZipFile(site / paths["stdlib"])
    names = set(shipped.namelist())
    headers = {pyc_header(shipped.read(name)) for name in names}
    # bytecode only, of modules of Pyodide's standard library: those Pyodide and the page
    # import (its own start and asyncio's among them), a quarter of the library
    assert names and all(n.endswith(".pyc") and n[:-1] in original.namelist() for n in names)
    assert "asyncio/events.pyc" in names and "random.pyc" in names
    assert "html/entities.pyc" not in names and "unittest/__init__.pyc" not in names
    assert len(names) < len(original.namelist()) / 3
    assert len(headers) == 1 and next(iter(headers))[1] == 1  # one Python; unchecked hash
    assert (site / paths["stdlib"]).stat().st_size < 1.1e6

    engines = list((site / PLAY_FOLDER).glob("engine-*.zip"))
    assert [e.name for e in engines] == [paths["engine"].rsplit("/", 1)[1]]
    engine = zipfile.ZipFile(engines[0])
    source = zipfile.ZipFile(io.BytesIO(engine_zip()))
    sources = {n for n in source.namelist() if n.endswith(".py")}
    assert set(engine.namelist()) == {n + "c" for n in sources}  # each module, no source
    assert {pyc_header(engine.read(n)) for n in engine.namelist()} == headers
    # Pyodide's core under its version's folder, its lock file without packages
    lock = json.loads((site / paths["pyodide"] / "pyodide-lock.json").read_text("utf-8"))
    assert lock["packages"] == {} and lock["info"]["abi_version"]
    assert not (site / PYODIDE_FOLDER / "pyodide.asm.wasm").exists()


needs_pyodide_run = pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js")


def run_in_pyodide(site: Path, work: Path, stdlib: bytes) -> subprocess.CompletedProcess[str]:
    """tests/site/play_in_pyodide.py run by Pyodide with ``stdlib`` and the site's engine."""
    paths = asset_paths()
    (work / "stdlib.zip").write_bytes(stdlib)
    shutil.copyfile(site / paths["engine"], work / "engine.zip")
    settings = {
        "script": str(Path(__file__).with_name("play_in_pyodide.py")),
        "stdlib": str(work / "stdlib.zip"),
        "engine": "/work/engine.zip",
        "engine_path": ENGINE_PATH,
        "entry": ENTRY_MODULE,
        "roles": json.dumps(CALCULATOR["roles"]),  # as the Play page's data gives them
    }
    command = ["node", str(bytecode.SCRIPT), str(pyodide_package(ROOT)), str(work)]
    return subprocess.run(
        [*command, json.dumps(settings)], capture_output=True, text=True, timeout=300, check=False
    )


@needs_pyodide_run
@pytest.mark.decided_by_site
def test_the_shipped_zips_hold_every_module_a_game_needs(site: Path, tmp_path: Path) -> None:
    """The page's game (random legal moves, a stored game resumed, junk refused, the
    calculator) in Pyodide with the site's own zips; without a module it needs, it fails."""
    stdlib = (site / asset_paths()["stdlib"]).read_bytes()
    done = run_in_pyodide(site, tmp_path, stdlib)
    assert done.returncode == 0, done.stderr[-3000:]
    # the same zip less the module that shuffles the deals: the run fails, and says why
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(stdlib)) as source, zipfile.ZipFile(buffer, "w") as out:
        for info in source.infolist():
            if info.filename != "random.pyc":
                out.writestr(info, source.read(info))
    failed = run_in_pyodide(site, tmp_path, buffer.getvalue())
    assert failed.returncode != 0 and "No module named 'random'" in failed.stderr


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
