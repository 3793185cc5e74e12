"""The test site kept between runs (site_cache.py): kept while every input is the same, built
again when any changes, never kept after a failed build, built anyway on request."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site import site_cache

URL = "http://127.0.0.1:20001/gin/"


@pytest.fixture
def inputs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A project copy and a package folder standing in for ``generator/``."""
    project, package = tmp_path / "project", tmp_path / "package"
    (project / "rules").mkdir(parents=True)
    (project / "rules" / "standard.yaml").write_text("id: standard\n", encoding="utf-8")
    (package / "site").mkdir(parents=True)
    (package / "site" / "pages.py").write_text("X = 1\n", encoding="utf-8")
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "pages.cpython-311.pyc").write_bytes(b"compiled")
    monkeypatch.setattr(site_cache, "PACKAGE", package)
    monkeypatch.setenv("GIN_RULES_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN", raising=False)
    return project, package


def test_the_key_follows_every_input_and_nothing_else(
    inputs: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project, package = inputs
    first = site_cache.key(project, URL)
    # compiled Python, the cache's place: no change
    (package / "__pycache__" / "pages.cpython-311.pyc").write_bytes(b"compiled again")
    monkeypatch.setenv("GIN_RULES_CACHE", str(tmp_path / "elsewhere"))
    assert site_cache.key(project, URL) == first
    seen = {first}
    changes = [
        lambda: (project / "rules" / "standard.yaml").write_text("id: other\n", "utf-8"),
        lambda: (project / "rules" / "new.yaml").write_text("", "utf-8"),
        lambda: (package / "site" / "pages.py").write_text("X = 2\n", "utf-8"),
        lambda: monkeypatch.setenv("GIN_RULES_ONLY", "hu"),
    ]
    for change in changes:
        change()
        seen.add(site_cache.key(project, URL))
    seen.add(site_cache.key(project, URL.replace("20001", "20002")))
    assert len(seen) == len(changes) + 2


def test_a_kept_site_is_used_until_an_input_changes(inputs: tuple[Path, Path]) -> None:
    builds: list[Path] = []

    def build(site: Path) -> bool:
        builds.append(site)
        site.mkdir(parents=True)
        (site / "index.html").write_text(f"build {len(builds)}", encoding="utf-8")
        return True

    first = site_cache.built("a" * 32, build)
    assert (first / "index.html").read_text(encoding="utf-8") == "build 1"
    assert site_cache.built("a" * 32, build) == first and len(builds) == 1
    other = site_cache.built("b" * 32, build)
    assert other != first and len(builds) == 2
    assert not list(first.parent.glob(".building-*"))  # nothing half made is left


def test_a_failed_build_is_not_kept(inputs: tuple[Path, Path]) -> None:
    def fail(site: Path) -> bool:
        site.mkdir(parents=True)
        return False

    made = site_cache.built("c" * 32, fail)
    assert not made.exists()
    assert not any(made.parent.parent.iterdir())  # neither kept nor left half made
    assert site_cache.built("c" * 32, lambda site: site.mkdir() or True).is_dir()


def test_check_again_builds_and_only_the_latest_sites_are_kept(
    inputs: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    count = [0]
    monkeypatch.setattr(site_cache, "KEPT", 3)

    def build(site: Path) -> bool:
        count[0] += 1
        site.mkdir(parents=True)
        return True

    kept = site_cache.built("d" * 32, build)
    monkeypatch.setenv("GIN_RULES_CHECK_AGAIN", "1")
    assert site_cache.built("d" * 32, build) == kept and count[0] == 2
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN")
    for name in "efgh":
        site_cache.built(name * 32, build)
    names = sorted(p.name[0] for p in kept.parent.iterdir())
    assert len(names) == 3 and "d" not in names


def test_every_run_asks_for_the_same_port() -> None:
    assert site_cache.preferred_port() == site_cache.preferred_port()
    assert 20_000 <= site_cache.preferred_port() < 40_000
