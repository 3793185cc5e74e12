"""The test site kept between runs (site_cache.py): kept while every input is the same, built
again when any changes, never kept after a failed build, built anyway on request."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

from tests.site import site_cache

URL = "http://127.0.0.1:20001/gin/"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project copy; the cache in a folder of its own."""
    project = tmp_path / "project"
    (project / "rules").mkdir(parents=True)
    (project / "rules" / "standard.yaml").write_text("id: standard\n", encoding="utf-8")
    (project / "__pycache__").mkdir()
    (project / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"compiled")
    monkeypatch.setenv("GIN_RULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN", raising=False)
    return project


def test_the_key_follows_every_input_and_nothing_else(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = site_cache.key(project, URL)
    # compiled Python, the cache's place: no change
    (project / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"compiled again")
    monkeypatch.setenv("GIN_RULES_CACHE", str(tmp_path / "elsewhere"))
    assert site_cache.key(project, URL) == first
    seen = {first}
    changes = [
        lambda: (project / "rules" / "standard.yaml").write_text("id: other\n", "utf-8"),
        lambda: (project / "rules" / "new.yaml").write_text("", "utf-8"),
        lambda: monkeypatch.setattr(site_cache, "code_digest", lambda *p: "other code"),
        lambda: monkeypatch.setenv("GIN_RULES_ONLY", "hu"),
    ]
    for change in changes:
        change()
        seen.add(site_cache.key(project, URL))
    seen.add(site_cache.key(project, URL.replace("20001", "20002")))
    seen.add(site_cache.key(project, URL, only="de"))
    assert len(seen) == len(changes) + 3


def done(code: int) -> subprocess.CompletedProcess[str]:
    return subprocess.CompletedProcess([], code, "", "")


def test_a_kept_site_is_used_until_an_input_changes(project: Path) -> None:
    builds: list[Path] = []

    def build(site: Path) -> subprocess.CompletedProcess[str]:
        builds.append(site)
        site.mkdir(parents=True)
        (site / "index.html").write_text(f"build {len(builds)}", encoding="utf-8")
        return done(0)

    first = site_cache.kept("a" * 32)
    assert not site_cache.is_kept(first)
    site_cache.build_into(first, build)
    assert (first / "index.html").read_text(encoding="utf-8") == "build 1"
    assert site_cache.is_kept(first)
    other = site_cache.kept("b" * 32)
    assert other != first and not site_cache.is_kept(other)
    assert not list(first.parent.glob(".building-*"))  # nothing half made is left


def test_a_failed_build_is_not_kept(project: Path) -> None:
    def fail(site: Path) -> subprocess.CompletedProcess[str]:
        site.mkdir(parents=True)
        return done(1)

    site = site_cache.kept("c" * 32)
    assert site_cache.build_into(site, fail).returncode == 1
    assert not site.exists()
    assert not any(site.parent.iterdir())  # neither kept nor left half made


def test_check_again_builds_and_old_unused_sites_go(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(site_cache, "KEPT", 3)

    def build(site: Path) -> subprocess.CompletedProcess[str]:
        site.mkdir(parents=True)
        (site / "made").write_text(str(time.time()), encoding="utf-8")
        return done(0)

    kept = site_cache.kept("d" * 32)
    site_cache.build_into(kept, build)
    first = (kept / "made").read_text(encoding="utf-8")
    monkeypatch.setenv("GIN_RULES_CHECK_AGAIN", "1")
    assert not site_cache.is_kept(kept)
    site_cache.build_into(kept, build)
    assert (kept / "made").read_text(encoding="utf-8") != first
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN")
    hour_ago = time.time() - site_cache.IN_USE - 60
    os.utime(kept, (hour_ago, hour_ago))
    for name in "efgh":
        site_cache.build_into(site_cache.kept(name * 32), build)
    names = sorted(p.name[0] for p in kept.parent.iterdir())
    assert names == ["e", "f", "g", "h"]  # the old one went, the recent ones stay


def test_every_run_asks_for_the_same_port() -> None:
    assert site_cache.preferred_port() == site_cache.preferred_port()
    assert 20_000 <= site_cache.preferred_port() < 40_000
