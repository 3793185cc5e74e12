"""The page checks' cache: a finding comes back only while everything that decides it is
unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site.browser_audit import Finding
from tests.site.check_cache import FindingsCache, salt


def site(root: Path, port: int, day: str = "2026-01-01") -> Path:
    (root / "assets").mkdir(parents=True, exist_ok=True)
    (root / "index.html").write_text(f'<a href="http://127.0.0.1:{port}/gin/x.html">x</a>')
    (root / "assets" / "site.css").write_text("p { color: #333; }")
    for folder in (root, root / "de"):  # sitemaps, dated by the build, are loaded by no page
        folder.mkdir(exist_ok=True)
        (folder / "sitemap.xml").write_text(f"<lastmod>{day}</lastmod>")
        (folder / "sitemap.xml.gz").write_bytes(f"{port} {day}".encode())
    return root


def cache_of(tmp_path: Path, root: Path, port: int, version: str = "chromium 1") -> FindingsCache:
    return FindingsCache(tmp_path / "cache", root, salt(version, f"http://127.0.0.1:{port}/gin/"))


def test_a_finding_comes_back_while_its_inputs_are_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN", raising=False)
    first = cache_of(tmp_path, site(tmp_path / "a", 1111), 1111)
    key = first.key("index.html", 375, "light")
    assert first.get(key) is None
    first.put(key, Finding("index.html", 375, overflow=3))
    # another run, on another day: the same pages and files, served at the same address
    again = cache_of(tmp_path, site(tmp_path / "b", 1111, "2026-01-02"), 1111)
    assert again.key("index.html", 375, "light") == key
    assert again.get(key) == Finding("index.html", 375, overflow=3)
    assert again.key("index.html", 1280, "light") != key
    assert again.key("index.html", 375, "dark") != key
    assert (
        cache_of(tmp_path, tmp_path / "b", 1111, "chromium 2").key("index.html", 375, "light")
        != key
    )
    # served at another address (the site built for it too): checked again
    assert (
        cache_of(tmp_path, site(tmp_path / "c", 2222), 2222).key("index.html", 375, "light") != key
    )


@pytest.mark.parametrize(
    "change",
    [
        lambda root: (root / "index.html").write_text("<p>changed</p>"),
        lambda root: (root / "assets" / "site.css").write_text("p { color: #777; }"),
        lambda root: (root / "assets" / "new.js").write_text("1"),
    ],
    ids=["page", "style sheet", "new script"],
)
def test_any_change_to_the_page_or_a_file_of_the_site_checks_again(
    tmp_path: Path, change, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GIN_RULES_CHECK_AGAIN", raising=False)
    root = site(tmp_path / "a", 1111)
    key = cache_of(tmp_path, root, 1111).key("index.html", 375, "light")
    change(root)
    assert cache_of(tmp_path, root, 1111).key("index.html", 375, "light") != key


def test_check_again_ignores_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = site(tmp_path / "a", 1111)
    cache = cache_of(tmp_path, root, 1111)
    key = cache.key("index.html", 375, "light")
    cache.put(key, Finding("index.html", 375))
    monkeypatch.setenv("GIN_RULES_CHECK_AGAIN", "1")
    assert cache_of(tmp_path, root, 1111).get(key) is None
