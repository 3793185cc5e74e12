"""One site build per test session, from a copy of the project outside any git checkout.

The copy plants raw HTML in the Hungarian translation of the row label
"Knocking", to show that translations are escaped, and marks the Italian one
fuzzy, to show the notice of an incomplete translation.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from site_helpers import PLANTED, PLANTED_MSGID, copy_project, mkdocs_build, plant


@pytest.fixture(scope="session")
def project_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = copy_project(tmp_path_factory.mktemp("project"))
    po = project / "locales" / "hu" / "LC_MESSAGES" / "messages.po"
    if po.is_file():
        plant(po, PLANTED_MSGID, PLANTED)
    italian = project / "locales" / "it" / "LC_MESSAGES" / "messages.po"
    if italian.is_file():  # an outdated translation: the page must say so
        plant(italian, PLANTED_MSGID, "Bussare", fuzzy=True)
    return project


@pytest.fixture(scope="session")
def site(project_copy: Path) -> Path:
    out = project_copy / "built"
    done = mkdocs_build(project_copy, out)
    assert done.returncode == 0, done.stderr[-3000:]
    return out
