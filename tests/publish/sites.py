"""The sites the publishing tests serve, each built once per run from a copy of the project
and kept between runs with the suite's other test sites (:mod:`tests.site.site_cache`,
under a hash of everything the build reads, the address included).

- :func:`published`: built for ``http://127.0.0.1:<port>/rules/gin/``, as ``SITE_URL``
  names the address a site is published at, for nginx to serve there; the port is the
  same in every run of one checkout (then the kept site serves) unless it is in use;
- :func:`local`: built without an address, as ``make site`` builds it by default, to be
  opened from a folder.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.publish.nginx import free_port, port_is_free
from tests.site import site_cache
from tests.site.site_helpers import copy_project, kept_build
from tests.support import ROOT

PREFIX = "/rules/gin"
"""The path the published site is served under (no trailing slash)."""


def published_port() -> int:
    """This checkout's port for the published site (another than the suite's test
    server asks for), else a free one."""
    digest = hashlib.sha256(f"{ROOT}\0published".encode()).digest()
    port = 20_000 + int.from_bytes(digest[:4], "big") % 20_000
    return port if port != site_cache.preferred_port() and port_is_free(port) else free_port()


def _site(folder: Path, url: str | None) -> Path:
    return kept_build(copy_project(folder / "project"), url)


def published(folder: Path, port: int) -> tuple[Path, str]:
    """The site built for ``http://127.0.0.1:<port>/rules/gin/``, and that address."""
    url = f"http://127.0.0.1:{port}{PREFIX}/"
    return _site(folder, url), url


def local(folder: Path) -> Path:
    """The site built without an address."""
    return _site(folder, None)
