"""The test site kept between runs, under a digest of everything that decides it.

A build of the test site takes a core for several seconds, and what it makes depends only
on the project copy it is built from (rules, catalogs with the planted entries, docs,
mkdocs.yml), the package's code, the installed distributions (MkDocs, Material,
mkdocs-static-i18n, Babel...), Pyodide's files, Python, the ``GIN_`` settings and the
address the site is built for. The built site is kept in the user's cache folder under a
digest of all of them (:mod:`generator.files`, as every cache of the project) and built
again when any of them changes; a build that failed is never kept. The test server asks
for the same port in every run of a checkout (:func:`preferred_port`), so that the
address, and with it the key, stays the same. ``GIN_RULES_CHECK_AGAIN=1`` builds the
site, and checks every page, whatever the cache holds.
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
from typing import TypeVar

from generator.build.play_assets import PYODIDE_FILES, pyodide_package
from generator.files import code_digest, digest
from generator.settings import CACHE_VARIABLE
from tests.support import ROOT

KEPT = 12
"""Sites kept at least (the most recently used): four per checkout or branch being worked
on (the suite's test site, the publishing tests' two, tests/publish/sites.py, and the
hostile translations' preview, tests/i18n/test_hostile_translations.py); a site used in the
last :data:`IN_USE` seconds is never removed."""
IN_USE = 3600
SKIPPED = {"__pycache__", ".mypy_cache", ".ruff_cache"}
AGAIN = "GIN_RULES_CHECK_AGAIN"
_T = TypeVar("_T")


def preferred_port() -> int:
    """The port the test server asks for: the same for every run of one checkout."""
    number = hashlib.sha256(str(ROOT).encode()).digest()
    return 20_000 + int.from_bytes(number[:4], "big") % 20_000


def again() -> bool:
    return os.environ.get(AGAIN, "") not in ("", "0")


def key(project: Path, url: str, only: str | None = None) -> str:
    """The digest of every input of a build of ``project`` published at ``url``, of every
    language or of English and ``only`` (the translators' preview, ``GIN_RULES_ONLY``)."""
    files = sorted(
        p for p in project.rglob("*") if p.is_file() and not SKIPPED.intersection(p.parts)
    )
    pyodide = pyodide_package(ROOT)
    settings = {
        k: v
        for k, v in os.environ.items()
        if k.startswith("GIN_") and k not in (CACHE_VARIABLE, AGAIN)
    }
    return digest(
        *(part for p in files for part in (p.relative_to(project).as_posix(), p.read_bytes())),
        code_digest(),
        *((pyodide / name).read_bytes() for name in PYODIDE_FILES),
        *sorted(f"{d.metadata['Name']}=={d.version}" for d in distributions()),
        sys.version,
        url,
        f"only={only or ''}",
        *sorted(f"{k}={v}" for k, v in settings.items()),
    )[:32]


def _folder() -> Path:
    return Path(os.environ[CACHE_VARIABLE]) / "sites"


def kept(inputs: str) -> Path:
    """Where the site of ``inputs`` (:func:`key`) is kept."""
    return _folder() / inputs


def is_kept(site: Path) -> bool:
    """Whether ``site`` is kept from an earlier run (and to be used: not asked to build
    again); marks it recently used."""
    if site.is_dir() and not again():
        os.utime(site)
        return True
    return False


def build_into(site: Path, build: Callable[[Path], _T]) -> _T:
    """``build(folder)``'s result; the folder it built becomes ``site`` when the result is
    a success (a ``returncode`` of 0), at once: a run never sees half a site. A failed
    build leaves nothing."""
    site.parent.mkdir(parents=True, exist_ok=True)
    making = Path(tempfile.mkdtemp(prefix=".building-", dir=site.parent)) / "site"
    try:
        done = build(making)
        if getattr(done, "returncode", 1) == 0:
            if again():
                shutil.rmtree(site, ignore_errors=True)
            try:
                making.rename(site)
            except OSError:  # another run kept the same site meanwhile: its copy serves
                if not site.is_dir():
                    raise
        return done
    finally:
        shutil.rmtree(making.parent, ignore_errors=True)
        _forget_old(site.parent)


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
        if old.stat().st_mtime < time.time() - IN_USE:  # another run may be reading it
            shutil.rmtree(old, ignore_errors=True)
