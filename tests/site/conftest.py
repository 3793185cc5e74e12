"""One site build per test session, from a copy of the project outside any git checkout.

The copy plants raw HTML in the Hungarian translation of the row label
"Knocking", to show that translations are escaped, and marks the Italian one
fuzzy, to show the notice of an incomplete translation.

The site is built for the address it is served at by the browser tests, a sub-path
of a local server (``http://127.0.0.1:<port>/gin/``): the server is bound before the
build, so that one build serves every test.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_audit import AXE, CHROMIUM, Chromium, SiteServer
from site_helpers import MOUNT, PLANTED, PLANTED_MSGID, copy_project, mkdocs_build, plant


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
