"""Gin rummy rules as data, an exact rules engine, and the multilingual site built from them.

Data flows one way::

    rules/*.yaml -> generator.variants (validated rule model)
                 -> generator.engine (the referee) and generator.i18n (catalogs)
                 -> generator.site (localized page model -> Markdown)
                 -> MkDocs
"""

from __future__ import annotations

from functools import cache


@cache
def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gin-rules")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0+unknown"


def __getattr__(name: str) -> str:
    """``__version__``, looked up when first asked for: the Play page's Python (in the
    reader's browser) imports this package and never needs it."""
    if name == "__version__":
        return _version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["__version__"]
