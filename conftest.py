"""Doctests everywhere: in the engine's docstrings, in hand-written pages and in README.

Generated pages (every language) get their own Sybil collection in tests/examples.
A document's examples share its names, so ``pytest -n`` runs each file in one process
(``--dist loadfile``, pyproject.toml).
"""

from __future__ import annotations

from doctest import ELLIPSIS, NORMALIZE_WHITESPACE

from sybil import Sybil
from sybil.parsers.markdown import PythonCodeBlockParser
from sybil.parsers.rest import DocTestParser

_FLAGS = ELLIPSIS | NORMALIZE_WHITESPACE

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
