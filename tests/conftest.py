"""Every test process shares one cache of hand statistics, outside the checkout, and the
run's one site build (tests/site/shared.py), started in the background with the first test.

Site builds and page generation in temporary copies of the project would
otherwise each play the statistics' hands again. The cache is keyed by the
rules and the engine version, so sharing it never serves a stale figure; it
lives in the user's cache folder (``$XDG_CACHE_HOME``, else ``~/.cache``), so
the tests write nothing into the checkout (Hypothesis's examples and pytest's own
cache live there too). ``GIN_RULES_CACHE`` set beforehand wins.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis.configuration import set_hypothesis_home_dir

_USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("GIN_RULES_CACHE", str(_USER_CACHE / "gin-rules-tests"))

# Hypothesis keeps its examples and data beside the statistics, not in the checkout.
set_hypothesis_home_dir(_USER_CACHE / "gin-rules-tests" / "hypothesis")

from tests.site import shared  # noqa: E402  (after the cache's place is set)


@pytest.fixture(scope="session", autouse=True)
def _site_early(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    """The site build, and the checks of every page, started in the background with the
    run's first test when site tests are to run (tests/site/shared.py)."""
    needs = request.config.stash.get(shared.NEEDS, "")
    thread = shared.start(tmp_path_factory, checks=needs == "checks") if needs else None
    yield
    if thread is not None:
        thread.join()
