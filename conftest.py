"""Doctests everywhere: in the engine's docstrings, in hand-written pages and in README.

Generated pages (every language) get their own Sybil collection in tests/examples.
"""

from __future__ import annotations

from doctest import ELLIPSIS, NORMALIZE_WHITESPACE
from pathlib import Path

import pytest
from sybil import Sybil
from sybil.parsers.markdown import PythonCodeBlockParser
from sybil.parsers.rest import DocTestParser

_FLAGS = ELLIPSIS | NORMALIZE_WHITESPACE
SITE_TESTS = Path(__file__).resolve().parent / "tests" / "site"

pytest_collect_file = (
    Sybil(
        name="docstrings",
        parsers=[DocTestParser(optionflags=_FLAGS)],
        patterns=["generator/**/*.py"],
    )
    + Sybil(
        name="pages",
        parsers=[PythonCodeBlockParser(doctest_optionflags=_FLAGS)],
        patterns=["docs/**/*.md", "README.md"],
    )
).pytest()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With ``pytest -n``, keep together what shares state: the examples of one document
    (a docstring's later examples use the names its earlier ones set) and the site tests
    (one site build for them all)."""
    for item in items:
        path = Path(str(item.path)).resolve()
        if path.suffix in (".md", ".py") and "sybil" in item.nodeid:
            item.add_marker(pytest.mark.xdist_group(path.as_posix()))
        elif SITE_TESTS in path.parents:
            item.add_marker(pytest.mark.xdist_group("site"))
