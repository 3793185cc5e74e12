"""The findings of the page checks, kept by everything that decides them.

What a check finds on a page depends only on the page's bytes, the files it may load
(style sheets, scripts, images, axe-core), the checks' own code, the address the site is
served at, the width, the colour scheme and Chromium's version. The key of a finding is a
digest of all of them, so a page whose inputs are unchanged is not checked again, and
any change to the page, to a file of the site, to the checks or to Chromium checks every
page it may touch again, as a build system caches a test by its inputs. On a fresh machine
(CI) every page is checked; ``GIN_RULES_CHECK_AGAIN=1`` checks every page whatever the
cache holds.
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

from generator.files import digest
from tests.site.browser_audit import Finding
from tests.site.site_cache import again

NOT_LOADED = ("search/search_index.json",)
"""Files of the built site that no checked page loads."""
SITEMAPS = ("sitemap.xml", "sitemap.xml.gz")
"""Sitemaps, in the site's root and each language's folder: loaded by no page, and dated
with the day of the build."""


class FindingsCache:
    """Findings of the pages of ``site``, served at ``base``, kept in ``folder``."""

    def __init__(self, folder: Path, site: Path, salt: str) -> None:
        self.folder = folder
        self.site = site
        self.again = again()
        loaded = [
            (name, path.read_bytes())
            for path in sorted(site.rglob("*"))
            if path.is_file()
            and path.suffix != ".html"
            and path.name not in SITEMAPS
            and (name := path.relative_to(site).as_posix()) not in NOT_LOADED
        ]
        self.files = digest(salt, *(part for pair in loaded for part in pair))

    def key(self, path: str, width: int, scheme: str) -> str:
        page = (self.site / path).read_bytes()
        return digest(self.files, path, str(width), scheme, page)

    def get(self, key: str) -> Finding | None:
        if self.again:
            return None
        try:
            return Finding(**json.loads((self.folder / f"{key}.json").read_text("utf-8")))
        except (OSError, ValueError, TypeError):
            return None

    def put(self, key: str, finding: Finding) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        part = self.folder / f"{key}.part{os.getpid()}"
        part.write_text(json.dumps(dataclasses.asdict(finding)), "utf-8")
        part.replace(self.folder / f"{key}.json")


def salt(chromium_version: str, base: str, *sources: Path) -> str:
    """What every finding depends on besides the site: Chromium, the address the site is
    served at, the checks' code, axe-core."""
    return digest(chromium_version, base, *(source.read_bytes() for source in sources))
