"""The site tests' fixtures: the run's one site (tests/conftest.py), its address, Chromium.

The tests that need the site go last, so that the others run while it is built; the
longest test (``@pytest.mark.longest``) first of all, so that the others fill the time
around it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site.browser_audit import AXE, CHROMIUM, Chromium
from tests.site.site_build import Build, wait


@pytest.fixture(scope="session")
def built(site_build: Build) -> Build:
    """The run's site, once its build has ended (a failure is test_the_site_builds's to
    report, with its cause: the tests that need the site skip)."""
    if wait(site_build):
        pytest.skip("the site was not built: test_the_site_builds says why")
    return site_build


@pytest.fixture(scope="session")
def project_copy(built: Build) -> Path:
    """The project the site was built from (its catalogs with the planted entries)."""
    return Path(built.project)


@pytest.fixture(scope="session")
def site(built: Build) -> Path:
    return Path(built.site)


@pytest.fixture(scope="session")
def served(built: Build) -> str:
    """The built site's address, ending in ``/`` (``http://127.0.0.1:<port>/gin/``)."""
    return built.url


@pytest.fixture(scope="session")
def chromium() -> Chromium:
    """The process's one Chromium (Debian's: make system-deps)."""
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


@pytest.hookimpl(trylast=True)  # after -m and -k have deselected what will not run
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest test first, then the tests that need no site, the site tests last.
    ``pytest -n`` keeps this order (``--no-loadscope-reorder``, pyproject.toml)."""

    def uses(item: pytest.Item, fixture: str) -> bool:
        return fixture in getattr(item, "fixturenames", ())

    longest = [i for i in items if i.get_closest_marker("longest")]
    rest = [i for i in items if not i.get_closest_marker("longest")]
    others = [i for i in rest if not uses(i, "built")]
    site = [i for i in rest if uses(i, "built")]
    items[:] = [*longest, *others, *site]
