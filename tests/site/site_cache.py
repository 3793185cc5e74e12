"""The test site kept between runs, under a hash of everything that decides it.

A build of the test site takes a core for several seconds, and what it makes depends only
on the project copy it is built from (rules, catalogs with the planted entries, docs,
mkdocs.yml), the package's own files (the hook and the generator), the installed
distributions (MkDocs, Material, mkdocs-static-i18n, Babel...), Pyodide's files, Python,
the ``GIN_`` settings and the address the site is built for. The built site is kept in the
user's cache folder under a hash of all of them and built again when any of them changes,
as a build system keeps an output by its inputs; a build that failed is never kept. The
address would change with every run, so the test server asks for the same port each time
(:func:`preferred_port`) and takes another only when that one is in use (then the site is
built). ``GIN_RULES_CHECK_AGAIN=1`` builds the site, and checks every page, whatever the
cache holds.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from importlib.metadata import distributions
from pathlib import Path

from generator.build.play_assets import PACKAGE, PYODIDE_FILES, pyodide_package
from generator.cache import CACHE_VARIABLE
from tests.support import ROOT

KEPT = 9
"""Sites kept (the most recently used): three per checkout or branch being worked on (the
suite's test site, and the publishing tests' two, tests/publish/sites.py)."""
SKIPPED = {"__pycache__", ".mypy_cache", ".ruff_cache"}


def preferred_port() -> int:
    """The port the test server asks for: the same for every run of one checkout."""
    digest = hashlib.sha256(str(ROOT).encode()).digest()
    return 20_000 + int.from_bytes(digest[:4], "big") % 20_000


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not SKIPPED.intersection(p.parts))


def key(project: Path, url: str) -> str:
    """The hash of every input of a build of ``project`` published at ``url``."""
    digest = hashlib.sha256()

    def add(*parts: str | bytes) -> None:
        for part in parts:
            digest.update(part if isinstance(part, bytes) else part.encode())
            digest.update(b"\0")

    for base in (project, PACKAGE):
        for path in _files(base):
            add(path.relative_to(base).as_posix(), path.read_bytes())
    pyodide = pyodide_package(ROOT)
    for name in PYODIDE_FILES:
        add(name, (pyodide / name).read_bytes())
    add(*sorted(f"{d.metadata['Name']}=={d.version}" for d in distributions()))
    settings = {k: v for k, v in os.environ.items() if k.startswith("GIN_")}
    settings.pop(CACHE_VARIABLE, None)
    settings.pop("GIN_RULES_CHECK_AGAIN", None)
    add(sys.version, url, *sorted(f"{k}={v}" for k, v in settings.items()))
    return digest.hexdigest()[:32]


def _folder() -> Path:
    return Path(os.environ[CACHE_VARIABLE]) / "sites"


def built(inputs: str, build: Callable[[Path], bool]) -> Path:
    """The site of ``inputs`` (:func:`key`): kept from an earlier run, else made by
    ``build(folder)`` (True when it succeeded) and kept; a failed build leaves nothing."""
    folder = _folder()
    kept = folder / inputs
    again = os.environ.get("GIN_RULES_CHECK_AGAIN", "") not in ("", "0")
    if kept.is_dir() and not again:
        os.utime(kept)  # recently used
        return kept
    folder.mkdir(parents=True, exist_ok=True)
    making = Path(tempfile.mkdtemp(prefix=".building-", dir=folder)) / "site"
    if not build(making):
        shutil.rmtree(making.parent, ignore_errors=True)
        return making
    if again:
        shutil.rmtree(kept, ignore_errors=True)
    try:
        making.rename(kept)  # at once: a run never sees half a site
    except OSError:  # another run kept the same site meanwhile: its copy serves, this goes
        if not kept.is_dir():
            return making
    shutil.rmtree(making.parent, ignore_errors=True)
    _forget_old(folder)
    return kept


def _forget_old(folder: Path) -> None:
    """All but the :data:`KEPT` most recently used sites, and builds left an hour ago."""
    for left in folder.glob(".building-*"):
        if left.stat().st_mtime < time.time() - 3600:
            shutil.rmtree(left, ignore_errors=True)
    sites = sorted(
        (p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in sites[KEPT:]:
        shutil.rmtree(old, ignore_errors=True)
