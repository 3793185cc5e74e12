"""The run's one site build: a copy of the project with planted translations, built for the
address the run serves it at, or taken from the kept sites (:mod:`site_cache`).

The run's first process (xdist's controller, or the only process) prepares the copy and
starts the build as a child process (``python -m tests.site.site_build``), which writes
its outcome, the cause of a failure included, to a JSON file when it ends. The tests
that need the site wait for that file (:func:`wait`); ``test_the_site_builds`` reports a
failure once, with its cause.

The copy plants raw HTML in the Hungarian translation of the row label "Knocking", to show
that translations are escaped, and marks the Italian one fuzzy, to show the notice of an
incomplete translation.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from tests.site import site_cache
from tests.site.site_helpers import PLANTED, PLANTED_MSGID, copy_project, mkdocs_build, plant
from tests.support import ROOT

WAIT = 900
"""Seconds a test waits for the build at most."""


@dataclass(frozen=True)
class Build:
    """Where the run's site is and how its build went."""

    project: str
    """The project copy the site is built from."""
    site: str
    """The built site's folder (in the kept sites)."""
    url: str
    """The address it is built for and served at, ending in ``/``."""
    result: str
    """The file the build writes its outcome to."""

    def as_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Build:
        return cls(**json.loads(text))


def prepare(folder: Path, url: str) -> Build:
    """The project copied into ``folder``, with the planted translations, and where its
    site is kept (the site's key: :func:`site_cache.key`)."""
    project = copy_project(folder / "project")
    plant(project / "locales" / "hu" / "LC_MESSAGES" / "messages.po", PLANTED_MSGID, PLANTED)
    italian = project / "locales" / "it" / "LC_MESSAGES" / "messages.po"
    plant(italian, PLANTED_MSGID, "Bussare", fuzzy=True)
    site = site_cache.kept(site_cache.key(project, url))
    return Build(str(project), str(site), url, str(folder / "site-build.json"))


def start(build: Build) -> subprocess.Popen[bytes] | None:
    """The build started as a child process; None when the site is kept already (its
    outcome is written at once)."""
    if site_cache.is_kept(Path(build.site)):
        _write(Path(build.result), "")
        return None
    return subprocess.Popen(
        [sys.executable, "-m", "tests.site.site_build", build.as_json()],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
    )


def wait(build: Build, timeout: float = WAIT) -> str:
    """Wait for the build's outcome: "" when the site is built, else the cause."""
    result, deadline = Path(build.result), time.monotonic() + timeout
    while not result.is_file():
        if time.monotonic() > deadline:
            return f"the site build did not end within {timeout:.0f} s"
        time.sleep(0.1)
    return str(json.loads(result.read_text(encoding="utf-8"))["error"])


def _write(result: Path, error: str) -> None:
    part = result.with_suffix(".part")
    part.write_text(json.dumps({"error": error}), encoding="utf-8")
    part.replace(result)  # at once: a waiting test never reads half of it


def main(build: Build) -> None:
    """Build the site and keep it; write the outcome, the cause of a failure included."""
    error = "the build process ended without a word"
    try:
        done = site_cache.build_into(
            Path(build.site), lambda site: mkdocs_build(Path(build.project), site, build.url)
        )
        error = "" if done.returncode == 0 else (done.stdout + done.stderr)[-6000:]
    except BaseException as failure:  # the cause goes to the tests, and the traceback too
        error = f"{type(failure).__name__}: {failure}"
        raise
    finally:
        _write(Path(build.result), error)


if __name__ == "__main__":
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    main(Build.from_json(sys.argv[1]))
