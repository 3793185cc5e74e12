"""The translators' preview (``make serve ONLY=hu``): what it does unlike a full build.

A translator saves a catalog and looks at the page; the time in between is made of
noticing the save, generating the pages, and building English and the one language.
The preview

- builds no search index (:func:`without_search`): a quarter of each rebuild, and a
  feature a translator does not check there; the pages then show no search box;
- looks for saved files ten times a second (:func:`watch_often`) instead of MkDocs'
  twice.

``make site`` is unchanged by both.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.livereload import LiveReloadServer
from watchdog.observers.polling import PollingObserver

POLL_SECONDS = 0.1
"""How often the preview looks at the watched folders (MkDocs: every 0.5 s)."""


def without_search(config: MkDocsConfig) -> None:
    """The search plugin's events, already registered, do nothing, and neither the theme
    nor mkdocs-static-i18n sees the plugin."""
    for name in ("material/search", "search"):
        plugin = config.plugins.get(name)
        if plugin is not None:
            plugin.config["enabled"] = False
            del config.plugins[name]


def watch_often(server: LiveReloadServer) -> LiveReloadServer:
    """Called before MkDocs watches the folders the build added (``rules/``, ``locales/``,
    ``docs/``): those go to an observer that polls every :data:`POLL_SECONDS`. The
    observer that already has ``mkdocs.yml`` keeps it and is started here, as the
    server only starts the observer it holds."""
    given = server.observer
    if given.is_alive():  # a later MkDocs that starts watching earlier: leave it as it is
        return server
    server.observer = PollingObserver(timeout=POLL_SECONDS)
    given.start()
    return server
