"""Passes kept by everything that decides them, as a build system caches a test by its
inputs.

A test marked ``decided_by_site`` reads only the run's site (and the project it was built
from), as files, in Chromium or in Node.js: what it finds is decided by the site, whose
folder is named by a digest of everything its build reads (the project, the generator's
code, Pyodide, the installed packages, Python: :mod:`tests.site.site_cache`), by the tests'
own files, by axe-core's pin and by the builds of Chromium and Node.js. When such a test
passed with the same inputs it is not run again: it is reported passed, and the run's
summary says how many were (``GIN_RULES_CHECK_AGAIN=1`` runs them all). A test that failed,
or never ran with these inputs, runs; on a fresh machine (CI) every one runs. The
publishing tests keep their browser checks the same way, through :func:`unless_passed`.
"""

from __future__ import annotations

import functools
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.files import digest
from tests.site.browser_audit import CHROMIUM
from tests.site.site_build import Build
from tests.site.site_cache import again
from tests.support import ROOT

MARK = "decided_by_site"
CHROMIUM_PROGRAM = Path("/usr/lib/chromium/chromium")
"""Debian's Chromium itself (``/usr/bin/chromium`` is a script that starts it)."""
TESTS_INPUTS = ("package-lock.json", "pyproject.toml")
"""Files outside ``tests/`` that decide what a test finds: axe-core's and Pyodide's pins,
pytest's configuration."""

_KEY = pytest.StashKey[str]()
_KEPT = pytest.StashKey[bool]()
_CALLED = pytest.StashKey[bool]()


def _folder() -> Path:
    return Path(os.environ["GIN_RULES_CACHE"]) / "passed-checks"


def _identity(program: Path | None) -> str:
    """A program's path, size and time: which build it is, without starting it."""
    if program is None or not program.is_file():
        return "none"
    stat = program.stat()
    return f"{program}:{stat.st_size}:{stat.st_mtime_ns}"


def chromium_build() -> str:
    """Which Chromium this is."""
    return _identity(CHROMIUM_PROGRAM if CHROMIUM_PROGRAM.is_file() else Path(CHROMIUM))


@functools.cache
def programs() -> str:
    """Which Chromium and which Node.js (a test may run Pyodide in it) this machine has."""
    node = shutil.which("node")
    return f"{chromium_build()}\0{_identity(Path(node).resolve() if node else None)}"


@functools.cache
def tests_digest() -> str:
    """A digest of every file of the tests and of :data:`TESTS_INPUTS`."""
    files = sorted(
        p for p in (ROOT / "tests").rglob("*") if p.is_file() and "__pycache__" not in p.parts
    )
    files += [ROOT / name for name in TESTS_INPUTS]
    named = ((p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files)
    return digest(*(part for pair in named for part in pair))


def key(site: Path, *extra: str | Path) -> str:
    """A digest of ``site`` (a folder of :mod:`tests.site.site_cache`, named by the digest of
    its build's inputs), :func:`tests_digest`, :func:`programs` and ``extra`` (a file's
    bytes for a path, else the text)."""
    parts = [p.read_bytes() if isinstance(p, Path) else p for p in extra]
    return digest(site.name, tests_digest(), programs(), *parts)[:32]


def passed(check_key: str) -> bool:
    """Whether a check passed with ``check_key`` (never while the checks are asked again)."""
    return not again() and (_folder() / check_key).is_file()


def remember(check_key: str) -> None:
    _folder().mkdir(parents=True, exist_ok=True)
    (_folder() / check_key).touch()


def unless_passed(check_key: str, run: Callable[[], list[str]]) -> list[str]:
    """``run()``'s problems, or none without running it when it passed with this key."""
    if passed(check_key):
        return []
    problems = run()
    if not problems:
        remember(check_key)
    return problems


# The plugin keeping the passes of ``decided_by_site`` tests (tests/conftest.py registers it;
# the marker is declared in pyproject.toml).


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """A ``decided_by_site`` test that passed with the same inputs is not called."""
    if pyfuncitem.get_closest_marker(MARK) is None:
        return None
    build = pyfuncitem.funcargs.get("built")
    if not isinstance(build, Build):
        pytest.fail(f"{MARK} marks a test that does not use the run's site (fixture `built`)")
    pyfuncitem.stash[_KEY] = key(Path(build.site), pyfuncitem.nodeid)
    if passed(pyfuncitem.stash[_KEY]):
        pyfuncitem.stash[_KEPT] = True
        return True
    return None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> pytest.TestReport:
    """Marks a kept pass's report; remembers a pass once its teardown passed too."""
    report: pytest.TestReport = yield
    check_key = item.stash.get(_KEY, None)
    if check_key is None:
        return report
    if item.stash.get(_KEPT, False):
        if report.when == "call":
            report.user_properties.append((MARK, "kept"))
    elif report.when == "call" and report.passed:
        item.stash[_CALLED] = True
    elif report.when == "teardown" and report.passed and item.stash.get(_CALLED, False):
        remember(check_key)
    return report


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    kept = sum(
        1
        for report in terminalreporter.stats.get("passed", ())
        if report.when == "call" and [MARK, "kept"] in map(list, report.user_properties)
    )
    if kept:
        terminalreporter.write_line(
            "tests decided by the site that passed with the same site, tests and programs, "
            f"not run again: {kept} (GIN_RULES_CHECK_AGAIN=1 runs them)"
        )
