"""The translators' preview and the theme listing kept between builds, without a build."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import jinja2
import pytest
from mkdocs.config import load_config
from mkdocs.livereload import LiveReloadServer
from mkdocs.structure import files as files_module
from mkdocs.structure.files import Files
from mkdocs.theme import Theme

from generator.build import preview, theme_files
from tests.support import ROOT


@pytest.fixture
def walks(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, ...]]:
    """Every walk of a theme's folders, by the folders walked."""
    done: list[tuple[str, ...]] = []
    walk = jinja2.FileSystemLoader.list_templates

    def counted(self: jinja2.FileSystemLoader) -> list[str]:
        done.append(tuple(self.searchpath))
        return walk(self)

    monkeypatch.setattr(jinja2.FileSystemLoader, "list_templates", counted)
    monkeypatch.setattr(theme_files, "_WALKS", {})  # what earlier tests left is not kept
    monkeypatch.setattr(theme_files, "_STATIC", {})
    return done


def _static(name: str) -> bool:
    return not name.endswith(".html")


def test_the_theme_is_walked_once_while_its_overrides_are_unchanged(
    tmp_path: Path, walks: list[tuple[str, ...]]
) -> None:
    overrides = tmp_path / "overrides"
    overrides.mkdir()
    (overrides / "main.html").write_text("{% extends 'base.html' %}", "utf-8")
    theme = Theme(name="material", custom_dir=str(overrides))
    theme_files.list_once(theme)
    first = theme.get_env().list_templates(filter_func=_static)
    again = theme.get_env().list_templates(filter_func=_static)
    assert first == again and "assets/extra.css" not in first
    assert len(walks) == 1
    assert first and all(not name.endswith(".html") for name in first)

    (overrides / "assets").mkdir()
    (overrides / "assets" / "extra.css").write_text("p {}", "utf-8")
    changed = theme.get_env().list_templates(filter_func=_static)
    assert len(walks) == 2
    assert "assets/extra.css" in changed


def test_each_filter_is_applied_to_the_kept_walk(
    tmp_path: Path, walks: list[tuple[str, ...]]
) -> None:
    theme = Theme(name="material", custom_dir=str(tmp_path))
    theme_files.list_once(theme)
    for suffix in (".css", ".js"):  # one function's code, two behaviours
        names = theme.get_env().list_templates(filter_func=lambda n, s=suffix: n.endswith(s))
        assert names and all(n.endswith(suffix) for n in names)
    assert theme.get_env().list_templates(extensions=["svg"])[0].endswith(".svg")
    assert len(walks) == 1


def test_mkdocs_own_filter_runs_once(
    monkeypatch: pytest.MonkeyPatch, walks: list[tuple[str, ...]]
) -> None:
    config = load_config(str(ROOT / "mkdocs.yml"))
    theme_files.list_once(config.theme)
    calls = []
    match = files_module.fnmatch.fnmatch
    monkeypatch.setattr(files_module.fnmatch, "fnmatch", lambda *a: calls.append(a) or match(*a))
    found = []
    for _ in range(2):
        files = Files([])
        files.add_files_from_theme(config.theme.get_env(), config)
        found.append(sorted(f.src_uri for f in files))
    assert found[0] == found[1] and "assets/javascripts/bundle.js" not in found[0]
    assert any(uri.startswith("assets/stylesheets/main.") for uri in found[0])
    assert all(not uri.endswith(".html") for uri in found[0])
    filtered_once = len(calls)
    assert filtered_once > 1000 and len(walks) == 1
    files = Files([])
    files.add_files_from_theme(config.theme.get_env(), config)
    assert len(calls) == filtered_once


def test_the_preview_drops_search() -> None:
    config = load_config(str(ROOT / "mkdocs.yml"))
    plugin = config.plugins["material/search"]
    preview.without_search(config)
    assert "material/search" not in config.plugins and "search" not in config.plugins
    assert plugin.config["enabled"] is False


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveReloadServer]:
    served = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    yield served
    served.server_close()


def test_the_preview_looks_for_saved_files_often(server: LiveReloadServer, tmp_path: Path) -> None:
    config_file = tmp_path / "mkdocs.yml"
    config_file.write_text("site_name: x\n", "utf-8")
    server.watch(str(config_file))
    given = server.observer
    assert preview.watch_often(server) is server
    try:
        assert server.observer is not given
        assert server.observer.timeout == preview.POLL_SECONDS < given.timeout
        assert given.is_alive()  # mkdocs.yml is still watched
        (tmp_path / "locales").mkdir()
        server.watch(str(tmp_path / "locales"))  # as MkDocs does after the event
        assert [e.watch.path for e in server.observer.emitters] == [str(tmp_path / "locales")]
    finally:
        given.stop()
