"""Generated pages for the example tests: built once per test process, into a temporary
folder, when the first test needs them (collecting the tests generates nothing).

The rule data is the project's own (``GIN_RULES_ROOT`` names another project
folder, as the test that proves a wrong example fails does in a subprocess);
``GIN_EXAMPLE_PAGES=plain`` runs the doctests on plain pages instead of the site's, and
``GIN_EXAMPLE_PAGES=<folder>`` on pages generated there before (``<folder>/<lang>/*.md``).
"""

from __future__ import annotations

import pytest

from tests.examples.page_doctests import page_examples


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "page_example" in metafunc.fixturenames:
        cases = page_examples()
        metafunc.parametrize("page_example", cases, ids=[c.id for c in cases])
