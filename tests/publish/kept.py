"""Browser checks that passed, remembered by everything that decides them.

Loading every page of a site in Chromium takes a core for half a minute; what it finds
depends only on the site's files, the checks' code, Chromium and (for a served site) the
server's configuration. A check that found nothing is remembered under a hash of those,
and is not run again while they are unchanged, as the suite's page checks are
(:mod:`tests.site.check_cache`); a check that found problems is always run again.
``GIN_RULES_CHECK_AGAIN=1`` runs every check.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable
from pathlib import Path

from tests.site.browser_audit import CHROMIUM

CHROMIUM_PROGRAM = Path("/usr/lib/chromium/chromium")
"""Debian's Chromium itself (``/usr/bin/chromium`` is a script that starts it)."""


def _folder() -> Path:
    return Path(os.environ.get("GIN_RULES_CACHE", Path.home() / ".cache" / "gin-rules-tests"))


def chromium_build() -> str:
    """Which Chromium this is: its program's size and time (cheaper than starting it)."""
    program = CHROMIUM_PROGRAM if CHROMIUM_PROGRAM.is_file() else Path(CHROMIUM)
    if not program.is_file():
        return "none"
    stat = program.stat()
    return f"{program}:{stat.st_size}:{stat.st_mtime_ns}"


def key(site: Path, files: Iterable[Path], *extra: str) -> str:
    """A hash of ``site`` (a folder of :mod:`tests.site.site_cache`, named by the hash of
    its build's inputs), the bytes of ``files`` (the checks' code, a configuration),
    Chromium's build and ``extra``."""
    digest = hashlib.sha256(f"{site.name}\0{chromium_build()}\0".encode())
    for path in files:
        digest.update(path.read_bytes() + b"\0")
    for part in extra:
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()[:32]


def unless_passed(check_key: str, run: Callable[[], list[str]]) -> list[str]:
    """``run()``'s problems, or none without running it when it passed with this key."""
    again = os.environ.get("GIN_RULES_CHECK_AGAIN", "") not in ("", "0")
    marker = _folder() / "passed-checks" / check_key
    if marker.is_file() and not again:
        return []
    problems = run()
    if not problems:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    return problems
