"""The site tests' fixtures: the run's one site build, its address, Chromium, the page checks.

The site is built once per test run, whatever the number of processes
(:mod:`tests.site.shared`), from a copy of the project outside any git checkout. The
copy plants raw HTML in the Hungarian translation of the row label "Knocking", to show
that translations are escaped, and marks the Italian one fuzzy, to show the notice of
an incomplete translation. It is built for the address it is served at, a sub-path of a
local server (``http://127.0.0.1:<port>/gin/``).

The build starts in the background with the run's first test, and the checks of every
page (test_site_readers.py) follow it when they are to run; the tests are ordered so
that those needing no site go first, the tests that read the checks last.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.site import shared
from tests.site.browser_audit import AXE, CHROMIUM, Chromium
from tests.site.page_checks import Finding


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    made = shared.site(tmp_path_factory)
    assert not made["error"], made["error"]
    return made


@pytest.fixture(scope="session")
def project_copy(built: dict[str, Any]) -> Path:
    """The project the site was built from (its catalogs with the planted entries)."""
    return Path(built["project"])


@pytest.fixture(scope="session")
def site(built: dict[str, Any]) -> Path:
    return Path(built["site"])


@pytest.fixture(scope="session")
def served(built: dict[str, Any]) -> str:
    """The built site's address, ending in ``/`` (``http://127.0.0.1:<port>/gin/``)."""
    return built["url"]


@pytest.fixture(scope="session")
def chromium() -> Chromium:
    """The process's one Chromium (Debian's: make system-deps), which the page checks made
    in the background share."""
    if not Path(CHROMIUM).is_file():
        pytest.skip("Debian's chromium is not installed (make system-deps)")
    pytest.importorskip("playwright.async_api")
    return Chromium.shared()


@pytest.fixture(scope="session")
def axe_source() -> Path:
    """axe-core from npm (package.json; `npm ci`, which `make test` runs)."""
    if not AXE.is_file():
        pytest.skip("axe-core is not installed: run `npm ci` (make test does)")
    return AXE


@pytest.fixture(scope="session")
def page_findings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Finding]]:
    """Each check of every page (page_checks.py): its name -> its findings."""
    return shared.page_findings(tmp_path_factory)


@pytest.hookimpl(trylast=True)  # after -m and -k have deselected what will not run
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest test first (``@pytest.mark.longest``: a process starts it as soon as the
    site is built, and the others fill the time around it), then the tests that need no
    site, the site tests next, those reading the checks of every page last; what the run
    needs of the site is noted for tests/conftest.py. ``pytest -n`` keeps this order
    (``--no-loadscope-reorder``, pyproject.toml)."""

    def uses(item: pytest.Item, fixture: str) -> bool:
        return fixture in getattr(item, "fixturenames", ())

    longest = [i for i in items if i.get_closest_marker("longest")]
    rest = [i for i in items if not i.get_closest_marker("longest")]
    site = [i for i in rest if uses(i, "built")]
    others = [i for i in rest if not uses(i, "built")]
    late = [i for i in site if not uses(i, "page_findings")]
    readers = [i for i in site if uses(i, "page_findings")]
    items[:] = [*longest, *others, *late, *readers]
    needs_site = any(uses(i, "built") for i in longest) or bool(site)
    config.stash[shared.NEEDS] = ("checks" if readers else "site") if needs_site else ""
