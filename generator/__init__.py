"""Gin rummy rules as data, an exact rules engine, and the multilingual site built from them.

Data flows one way::

    rules/*.yaml -> generator.variants (validated rule model)
                 -> generator.engine (the referee) and generator.i18n (catalogs)
                 -> generator.site (localized page model -> Markdown)
                 -> MkDocs
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("gin-rules")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = ["__version__"]
