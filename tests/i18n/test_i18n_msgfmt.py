"""GNU gettext's msgfmt accepts every PO file of the project (an outside check)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.support import LANGUAGES, ROOT

CATALOGS = sorted((ROOT / "locales").glob("*/LC_MESSAGES/*.po"))


def test_every_language_s_catalog_is_checked():
    assert {p.parts[-3] for p in CATALOGS} == set(LANGUAGES[1:])


@pytest.mark.skipif(
    shutil.which("msgfmt") is None, reason="msgfmt missing (Debian package gettext)"
)
@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.parts[-3])
def test_msgfmt_check_passes(path):
    result = subprocess.run(
        ["msgfmt", "-c", "--check-format", "-o", "/dev/null", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
