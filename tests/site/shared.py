"""What the test processes of one run share: one site build, its server, the page checks.

``pytest -n auto`` runs the tests in several processes (pytest-xdist's workers); each
would otherwise copy the project, build the site and check every page in Chromium. Here
the first process to need a result makes it, under a file lock in a folder every process
of the run sees (the parent of pytest's base temporary folder under xdist, the base
folder itself without it), and writes it down as JSON; the others wait for the lock and
read it. Without xdist the same code runs in the one process.

The site is made in the background from the start of the run (:func:`start`), while the
tests that need no site go on: a build (or the site an earlier run built from the same
inputs, :mod:`site_cache`), then, when those tests are to run, the checks of every page
(:mod:`page_checks`). The site is served by a small server process
(:mod:`tests.site.serve`) that stops when the run's first process ends.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.site import page_checks, site_cache
from tests.site.browser_audit import AXE, CHROMIUM, Chromium, Finding
from tests.site.site_helpers import MOUNT, PLANTED, PLANTED_MSGID, copy_project, mkdocs_build, plant
from tests.support import ROOT

Made = dict[str, Any]
NEEDS = pytest.StashKey[str]()
"""What the collected tests need of the site: "checks", "site" or ""."""
_SERVERS: list[subprocess.Popen[str]] = []
"""The server processes this process started (they outlive it, serving the other ones)."""


def run_folder(factory: pytest.TempPathFactory) -> Path:
    """The folder every process of this run sees."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def once(folder: Path, make: Callable[[Path], Made]) -> Made:
    """What ``make(folder)`` returned, made by the first process of the run to ask."""
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder / "made.json"
        if done.is_file():
            return json.loads(done.read_text(encoding="utf-8"))
        made = make(folder)
        part = done.with_suffix(".part")
        part.write_text(json.dumps(made), encoding="utf-8")
        part.replace(done)
        return made


def _serve() -> tuple[subprocess.Popen[str], str]:
    """A server process at :data:`MOUNT` (the same port as in earlier runs if it is free)
    and its address; it serves the folder written to its input, and ends with the run's
    first process (xdist's controller, else this process)."""
    owner = os.getppid() if os.environ.get("PYTEST_XDIST_WORKER") else os.getpid()
    port = str(site_cache.preferred_port())
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.site.serve", MOUNT, str(owner), port],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    _SERVERS.append(server)
    assert server.stdout is not None
    return server, server.stdout.readline().strip()


def _build(folder: Path) -> Made:
    """The project copied, with a planted translation and a fuzzy one, built (or kept
    from an earlier run with the same inputs: :mod:`site_cache`) and served.

    The Hungarian translation of "Knocking" is raw HTML (translations must come out
    escaped), the Italian one fuzzy (the translators' page must count it)."""
    project = copy_project(folder / "project")
    plant(project / "locales" / "hu" / "LC_MESSAGES" / "messages.po", PLANTED_MSGID, PLANTED)
    italian = project / "locales" / "it" / "LC_MESSAGES" / "messages.po"
    plant(italian, PLANTED_MSGID, "Bussare", fuzzy=True)
    server, url = _serve()
    error = ""

    def build(site: Path) -> bool:
        nonlocal error
        done = mkdocs_build(project, site, url)
        error = "" if done.returncode == 0 else done.stderr[-3000:]
        return not error

    site = site_cache.built(site_cache.key(project, url), build)
    assert server.stdin is not None
    server.stdin.write(f"{site}\n")
    server.stdin.close()
    return {"project": str(project), "site": str(site), "url": url, "error": error}


def site(factory: pytest.TempPathFactory) -> Made:
    """The run's site: ``project``, ``site`` (the built folder), ``url``, ``error``."""
    return once(run_folder(factory) / "site", _build)


def page_findings(factory: pytest.TempPathFactory) -> dict[str, list[Finding]]:
    """Each check of :func:`page_checks.plan`: its findings on the run's site."""

    def check(folder: Path) -> Made:
        built = site(factory)
        if built["error"]:
            return {"failed": built["error"]}
        if not Path(CHROMIUM).is_file() or not AXE.is_file():
            return {"skipped": "no Chromium or axe-core (make test installs them)"}
        browser = Chromium.shared()
        found = browser.run(page_checks.run_all(browser, built["url"], Path(built["site"])))
        return {name: [dataclasses.asdict(f) for f in fs] for name, fs in found.items()}

    made = once(run_folder(factory) / "page-checks", check)
    if "failed" in made:
        pytest.fail(f"the site was not built: {made['failed']}")
    if "skipped" in made:
        pytest.skip(made["skipped"])
    return {name: [Finding(**f) for f in fs] for name, fs in made.items()}


def start(factory: pytest.TempPathFactory, *, checks: bool) -> threading.Thread:
    """The site (and with ``checks`` the page checks) made in the background."""
    # the base folder first, in this thread: under xdist its first use empties it, and a
    # test's folder made meanwhile would be lost
    run_folder(factory)

    def work() -> None:
        # a failure is the foreground's to report: the first test that needs the site
        # finds nothing made, makes it again and fails with the reason
        with contextlib.suppress(Exception, pytest.skip.Exception, pytest.fail.Exception):
            page_findings(factory) if checks else site(factory)

    thread = threading.Thread(target=work, name="site-in-background", daemon=True)
    thread.start()
    return thread
