"""One site build per test session, from a copy of the project outside any git checkout.

The copy plants raw HTML in the Hungarian translation of the row label
"Knocking", to show that translations are escaped, and marks the Italian one
fuzzy, to show the notice of an incomplete translation.

The site is built for the address it is served at by the browser tests, a sub-path
of a local server (``http://127.0.0.1:<port>/gin/``): the server is bound before the
build, so that one build serves every test.

When the checks of every page (test_site_readers.py) are among the tests to run, they
start in the background as soon as the site is built (:mod:`page_checks`), the site
tests run first and the tests that read the checks last: Chromium works on the second
core while every other test goes on.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site import page_checks
from tests.site.browser_audit import AXE, CHROMIUM, Chromium, SiteServer
from tests.site.site_helpers import MOUNT, PLANTED, PLANTED_MSGID, copy_project, mkdocs_build, plant


@pytest.fixture(scope="session")
def project_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = copy_project(tmp_path_factory.mktemp("project"))
    po = project / "locales" / "hu" / "LC_MESSAGES" / "messages.po"
    if po.is_file():
        plant(po, PLANTED_MSGID, PLANTED)
    italian = project / "locales" / "it" / "LC_MESSAGES" / "messages.po"
    if italian.is_file():  # an outdated translation: the page must say so
        plant(italian, PLANTED_MSGID, "Bussare", fuzzy=True)
    return project


@pytest.fixture(scope="session")
def site_server() -> Iterator[SiteServer]:
    server = SiteServer(MOUNT)
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def site(project_copy: Path, site_server: SiteServer) -> Path:
    out = project_copy / "built"
    done = mkdocs_build(project_copy, out, site_server.url)
    assert done.returncode == 0, done.stderr[-3000:]
    return out


@pytest.fixture(scope="session")
def served(site: Path, site_server: SiteServer) -> str:
    """The built site's address, ending in ``/`` (``http://127.0.0.1:<port>/gin/``)."""
    return site_server.start(site)


@pytest.fixture(scope="session")
def chromium() -> Iterator[Chromium]:
    """One Chromium for every browser test (Debian's package: make system-deps)."""
    if not Path(CHROMIUM).is_file():
        pytest.skip("Debian's chromium is not installed (make system-deps)")
    pytest.importorskip("playwright.async_api")
    browser = Chromium()
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture(scope="session")
def axe_source() -> Path:
    """axe-core from npm (package.json; `npm ci`, which `make test` runs)."""
    if not AXE.is_file():
        pytest.skip("axe-core is not installed: run `npm ci` (make test does)")
    return AXE


@pytest.fixture(scope="session")
def page_findings(chromium: Chromium, served: str, site: Path, axe_source: Path) -> Any:
    """The future of :func:`page_checks.start`: each check's name -> its findings."""
    return page_checks.start(chromium, served, site)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With the checks of every page among the tests: the site tests first (the site is
    built, the checks start in the background), the tests that need no site next, the
    tests that read the checks last."""
    readers = [item for item in items if _READERS in item.nodeid]
    config.stash[_EVERY_PAGE] = bool(readers)
    if readers:
        site = [i for i in items if _SITE_TESTS in i.nodeid and _READERS not in i.nodeid]
        others = [i for i in items if _SITE_TESTS not in i.nodeid]
        items[:] = [*site, *others, *readers]


_READERS = "test_site_readers.py"
_SITE_TESTS = "tests/site/"
_EVERY_PAGE = pytest.StashKey[bool]()


@pytest.fixture(scope="session", autouse=True)
def _every_page_early(request: pytest.FixtureRequest) -> None:
    """The checks of every page, started with the first site test when they will be read."""
    if request.config.stash.get(_EVERY_PAGE, False):
        # without Chromium or axe-core the tests that read them skip
        with contextlib.suppress(pytest.skip.Exception):
            request.getfixturevalue("page_findings")
