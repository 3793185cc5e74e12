"""The publishing tests' fixtures: the sites (:mod:`tests.publish.sites`), nginx serving
the published one with the shipped configuration, and the process's one Chromium."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.publish import nginx, sites
from tests.site.browser_audit import CHROMIUM, Chromium


@dataclass(frozen=True)
class Published:
    """The site built for its address, and nginx serving it there."""

    site: Path
    url: str
    """``http://127.0.0.1:<port>/rules/gin/``"""
    port: int
    logs: Path
    """nginx's folder: its configuration and logs."""


@pytest.fixture(scope="session")
def chromium() -> Callable[[], Chromium]:
    """The process's one Chromium (Debian's: make system-deps), started when a check is to
    run, not for a check that passed with the same inputs (:mod:`tests.kept`)."""

    def started() -> Chromium:
        if not Path(CHROMIUM).is_file():
            pytest.skip("Debian's chromium is not installed (make system-deps)")
        pytest.importorskip("playwright.async_api")
        return Chromium.shared()

    return started


@pytest.fixture(scope="session")
def published(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Published]:
    if nginx.nginx() is None or shutil.which("envsubst") is None:
        pytest.skip("nginx or envsubst is not installed (make system-deps installs both)")
    port = sites.published_port()
    site, url = sites.published(tmp_path_factory.mktemp("published"), port)
    folder = tmp_path_factory.mktemp("nginx")
    with nginx.served(site, sites.PREFIX, port, folder) as served:
        assert served == url
        yield Published(site, url, port, folder)


@pytest.fixture(scope="session")
def local_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built without an address."""
    return sites.local(tmp_path_factory.mktemp("local"))
