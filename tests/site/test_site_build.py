"""The run's site is built: when it is not, this test alone says why (the tests that need
the site skip)."""

from __future__ import annotations

from tests.site.site_build import Build, wait


def test_the_site_builds(site_build: Build) -> None:
    error = wait(site_build)
    assert not error, f"the site build failed:\n{error}"
