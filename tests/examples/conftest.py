"""Generated pages for the example tests: built once per test process, into a temporary folder.

The rule data is the project's own (``GIN_RULES_ROOT`` names another project
folder, as the test that proves a wrong example fails does in a subprocess);
``GIN_EXAMPLE_PAGES=plain`` runs the doctests on plain pages instead of the site's.
"""

from __future__ import annotations

import pytest
from page_doctests import generated


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "page_block" in metafunc.fixturenames:
        _, blocks = generated()
        metafunc.parametrize("page_block", blocks, ids=[b.id for b in blocks])
