"""The run's settings, and its one site: built by the run's first process, served by it,
handed to every test process.

The tests' caches (hand statistics, catalog findings, built sites, page findings,
Hypothesis's examples) live in the user's cache folder (``$XDG_CACHE_HOME``, else
``~/.cache``), never in the checkout; each is keyed by a digest of its inputs, so sharing
it never serves a stale result. ``GIN_RULES_CACHE`` set beforehand wins.

When the run includes the site tests, its first process (xdist's controller, or the only
process) copies the project, starts its build as a child process and serves the site
folder from a thread at the address the site is built for, before any test runs; the
workers get the build's description (``pytest_configure_node``). The tests that need the
site wait for the build's outcome; the others run meanwhile.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis.configuration import set_hypothesis_home_dir

_USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("GIN_RULES_CACHE", str(_USER_CACHE / "gin-rules-tests"))

# Hypothesis keeps its examples and data beside the statistics, not in the checkout.
set_hypothesis_home_dir(_USER_CACHE / "gin-rules-tests" / "hypothesis")

from tests.site.site_build import Build, prepare, start  # noqa: E402  (after the cache's place)
from tests.support import ROOT  # noqa: E402

BUILD = pytest.StashKey[Build]()
RUNNING = pytest.StashKey["tuple[subprocess.Popen[bytes] | None, object]"]()
SITE_TESTS = (ROOT / "tests" / "site", ROOT / "tests" / "i18n" / "test_hostile_translations.py")
"""What needs the run's site (a run of other tests builds none)."""
MOUNT = "/gin"


def _needs_site(config: pytest.Config) -> bool:
    """Whether the tests asked for include a site test (by the paths given)."""
    args = [a.split("::", 1)[0] for a in config.args] or [str(ROOT)]
    for arg in args:
        path = Path(arg if os.path.isabs(arg) else config.invocation_params.dir / arg).resolve()
        if any(path == s or path in s.parents or s in path.parents for s in SITE_TESTS):
            return True
    return False


def pytest_configure(config: pytest.Config) -> None:
    from tests import kept

    config.pluginmanager.register(kept, "gin-rules-kept-passes")
    if hasattr(config, "workerinput"):  # an xdist worker: the controller made the site
        text = config.workerinput.get("gin_site")  # type: ignore[attr-defined]
        if text:
            config.stash[BUILD] = Build.from_json(text)
        return
    if not _needs_site(config) or config.option.collectonly:
        return
    from tests.site.browser_audit import SiteServer
    from tests.site.site_cache import preferred_port

    server = SiteServer(MOUNT, preferred_port())
    folder = Path(tempfile.mkdtemp(prefix="gin-rules-site-run-"))
    build = prepare(folder, server.url)
    server.start(Path(build.site))
    config.stash[BUILD] = build
    config.stash[RUNNING] = (start(build), server)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: object) -> None:
    """xdist's controller: hand the site's description to each worker."""
    build = node.config.stash.get(BUILD, None)  # type: ignore[attr-defined]
    if build is not None:
        node.workerinput["gin_site"] = build.as_json()  # type: ignore[attr-defined]


def pytest_unconfigure(config: pytest.Config) -> None:
    running = config.stash.get(RUNNING, None)
    if running is None:
        return
    process, server = running
    if process is not None:
        try:
            process.wait(timeout=600)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    server.close()  # type: ignore[attr-defined]
    shutil.rmtree(Path(config.stash[BUILD].project).parent, ignore_errors=True)


SPREAD = ("test_every_page_reads_well_on_a_phone_and_a_desktop[",)
"""Tests whose cases go to any process, one by one; every other test file runs whole in
one process (a document's examples share their names)."""


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """xdist's scheduling by file (``--dist loadfile``), but the cases of :data:`SPREAD`
    each a unit of their own, so that the pages of the languages are checked in every
    process at once."""
    from xdist.scheduler import LoadFileScheduling

    class Scheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            file, _, test = nodeid.partition("::")
            return nodeid if test.startswith(SPREAD) else file

    return Scheduling(config, log)


@pytest.fixture(scope="session")
def site_build(pytestconfig: pytest.Config) -> Build:
    """The run's site build, as the first process prepared it."""
    build = pytestconfig.stash.get(BUILD, None)
    if build is None:
        pytest.fail("no site for this run: run the site tests through pytest's own start")
    return build
