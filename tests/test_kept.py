"""Kept passes (tests/kept.py), on a run of a small suite: a ``decided_by_site`` test that
passed is not called again while its site is the same, is called again for another site,
when the checks are asked again, and after every failure; the run says how many it kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.site.site_build import Build

pytest_plugins = ("pytester",)

CONFTEST = """
import os
from pathlib import Path

import pytest

from tests.site.site_build import Build


@pytest.fixture(scope="session")
def built() -> Build:
    return Build.from_json(os.environ["KEPT_TEST_BUILD"])
"""

SUITE = """
import os
from pathlib import Path

import pytest


@pytest.mark.decided_by_site
def test_on_the_site(built) -> None:
    with open(os.environ["KEPT_TEST_CALLS"], "a") as calls:
        calls.write("called\\n")
    assert not os.environ.get("KEPT_TEST_FAIL")


@pytest.mark.decided_by_site
def test_without_the_site() -> None:
    pass
"""


@pytest.fixture
def suite(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_suite=SUITE)
    monkeypatch.setenv("GIN_RULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN", raising=False)
    monkeypatch.delenv("KEPT_TEST_FAIL", raising=False)
    calls = tmp_path / "calls"
    monkeypatch.setenv("KEPT_TEST_CALLS", str(calls))
    on_site("one", tmp_path, monkeypatch)
    return calls


def on_site(name: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = Build(str(folder), str(folder / "sites" / name), "http://127.0.0.1:1/", "")
    monkeypatch.setenv("KEPT_TEST_BUILD", json.dumps(build.__dict__))


def run(pytester: pytest.Pytester, calls: Path, *args: str) -> tuple[int, str]:
    """(the calls of the site test so far, the run's output), the run's outcome checked."""
    result = pytester.runpytest_inprocess("-p", "tests.kept", "-p", "no:cacheprovider", *args)
    return (len(calls.read_text().splitlines()) if calls.exists() else 0), result.stdout.str()


def test_a_pass_is_kept_while_the_site_is_the_same(
    pytester: pytest.Pytester, suite: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ran, out = run(pytester, suite, "-k", "on_the_site")
    assert ran == 1 and "1 passed" in out and "not run again" not in out
    ran, out = run(pytester, suite, "-k", "on_the_site")
    assert ran == 1 and "1 passed" in out
    assert "tests decided by the site that passed with the same site, tests and programs" in out
    assert "not run again: 1 (GIN_RULES_CHECK_AGAIN=1 runs them)" in out

    monkeypatch.setenv("GIN_RULES_CHECK_AGAIN", "1")
    assert run(pytester, suite, "-k", "on_the_site")[0] == 2
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN")

    on_site("two", tmp_path, monkeypatch)
    assert run(pytester, suite, "-k", "on_the_site")[0] == 3
    assert run(pytester, suite, "-k", "on_the_site")[0] == 3


def test_a_failure_is_run_again_and_never_kept(
    pytester: pytest.Pytester, suite: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KEPT_TEST_FAIL", "1")
    for times in (1, 2):
        ran, out = run(pytester, suite, "-k", "on_the_site")
        assert ran == times and "1 failed" in out
    monkeypatch.delenv("KEPT_TEST_FAIL")
    assert run(pytester, suite, "-k", "on_the_site")[0] == 3
    assert run(pytester, suite, "-k", "on_the_site")[0] == 3


def test_the_mark_on_a_test_without_the_site_is_an_error(
    pytester: pytest.Pytester, suite: Path
) -> None:
    out = run(pytester, suite, "-k", "without_the_site")[1]
    assert "1 failed" in out and "does not use the run's site" in out
