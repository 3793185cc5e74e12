"""The theme's files, listed once per process instead of once per language build.

MkDocs lists every file of the theme to copy its static files, walking and filtering
Material's tree (about 14,000 files, most of them icons) for each language that
mkdocs-static-i18n builds and for each rebuild of ``mkdocs serve``: about 0.2 s each
time. The listing depends only on the theme's folders and the theme's options, so it is
kept for as long as they are unchanged; the hand-written overrides folder, which a
contributor may edit while the preview runs, is part of the key.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Collection, Hashable
from pathlib import Path

import jinja2
from mkdocs.theme import Theme

_WALKS: dict[Hashable, tuple[str, ...]] = {}
"""Theme key -> every file name in the theme's folders."""
_STATIC: dict[Hashable, tuple[str, ...]] = {}
"""Theme key -> the names MkDocs' filter keeps: the theme's static files."""


def _folder_state(folder: str) -> tuple[tuple[str, int], ...]:
    """Every file under ``folder`` with its modification time: what a contributor edits."""
    found = []
    for parent, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            try:
                found.append((path, os.stat(path).st_mtime_ns))
            except OSError:
                continue
    return tuple(sorted(found))


def _theme_key(theme: Theme) -> Hashable:
    custom = theme.custom_dir
    return (
        tuple(dict.fromkeys(theme.dirs)),  # mkdocs-static-i18n adds a folder per language again
        tuple(sorted(theme.static_templates)),
        _folder_state(custom) if custom and Path(custom).is_dir() else (),
    )


MKDOCS_FILTER = ("mkdocs.structure.files", "Files.add_files_from_theme.<locals>.filter")
"""MkDocs' filter of the theme's static files: it reads only the theme's
``static_templates`` and MkDocs' own list of Markdown extensions."""


def _is_mkdocs_filter(filter_func: Callable[[str], bool] | None) -> bool:
    return (
        filter_func is not None
        and (
            getattr(filter_func, "__module__", None),
            getattr(filter_func, "__qualname__", None),
        )
        == MKDOCS_FILTER
    )


def list_once(theme: Theme) -> None:
    """Make ``theme``'s Jinja environments share one walk of its folders per process, and
    one result of MkDocs' own filter of it; any other filter is applied to the kept walk."""
    make_env = theme.get_env

    def get_env() -> jinja2.Environment:
        env = make_env()
        key = _theme_key(theme)
        loader, environment_listing = env.loader, env.list_templates
        assert loader is not None
        walk = loader.list_templates

        def walked_once() -> list[str]:
            if key not in _WALKS:
                _WALKS[key] = tuple(walk())
            return list(_WALKS[key])

        def list_templates(
            extensions: Collection[str] | None = None,
            filter_func: Callable[[str], bool] | None = None,
        ) -> list[str]:
            if not _is_mkdocs_filter(filter_func) or extensions is not None:
                return environment_listing(extensions, filter_func)
            if key not in _STATIC:
                _STATIC[key] = tuple(environment_listing(None, filter_func))
            return list(_STATIC[key])

        # methods replaced on these objects only: mypy forbids assigning a method
        loader.list_templates = walked_once  # type: ignore[method-assign]
        env.list_templates = list_templates  # type: ignore[method-assign]
        return env

    theme.get_env = get_env  # type: ignore[method-assign]  # this theme object's only
