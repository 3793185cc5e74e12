"""Each broken catalog of ``fixtures/bad_po`` is one line with its file and line: in the
strict reader, ``gin-rules check``, ``gin-rules i18n status`` and the site's localizers."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from generator.cli import main
from generator.errors import CatalogError
from tests.i18n.i18n_support import FIXTURES, catalogs_of, localizers_of, po_path

CORPUS = FIXTURES / "bad_po"
HU = "locales/hu/LC_MESSAGES/messages.po"
_EXPECTED = re.compile(r"(?P<case>[\w-]+\.po):(?P<where>\d+(?::\d+)?): (?P<message>.+)\Z")


def _expected() -> dict[str, tuple[str, str]]:
    cases = {}
    for line in (CORPUS / "expected.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        match = _EXPECTED.match(line)
        assert match, line
        cases[match["case"]] = (match["where"], match["message"])
    return cases


EXPECTED = _expected()


def project(tmp_path: Path, case: str) -> Path:
    """A project whose Hungarian catalog is the case and whose template is the corpus's."""
    root = tmp_path / "project"
    (root / "rules").mkdir(parents=True)
    po_path(root, "hu").parent.mkdir(parents=True)
    shutil.copy(CORPUS / "messages.pot", root / "locales" / "messages.pot")
    shutil.copy(CORPUS / case, po_path(root, "hu"))
    return root


def test_every_case_has_its_line_and_the_valid_one_none():
    assert sorted(EXPECTED) == sorted(p.name for p in CORPUS.glob("*.po") if p.name != "valid.po")
    assert len(EXPECTED) >= 40


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_the_reader_and_the_build_stop_at_the_line(tmp_path, case):
    where, message = EXPECTED[case]
    root = project(tmp_path, case)
    _, catalogs = catalogs_of(root)
    error = catalogs["hu"]
    assert isinstance(error, CatalogError)
    assert str(error) == f"{HU}:{where}: {message}"
    with pytest.raises(CatalogError) as raised:
        localizers_of(root)
    assert str(raised.value) == f"{HU}:{where}: {message}"


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_check_and_status_print_the_line(tmp_path, capsys, case):
    where, message = EXPECTED[case]
    line = f"{HU}:{where}: error: {message}"
    root = project(tmp_path, case)
    assert main(["check", str(root)]) == 1
    out, err = capsys.readouterr()
    assert [o for o in out.splitlines() if o.startswith(HU)] == [line]
    assert "Traceback" not in err
    assert main(["i18n", "status", str(root)]) == 1
    out, err = capsys.readouterr()
    assert err.splitlines() == [line]
    assert "hu Magyar   unreadable" in out


def test_the_valid_catalog_passes_everywhere(tmp_path, capsys):
    root = project(tmp_path, "valid.po")
    _, catalogs = catalogs_of(root)
    assert not isinstance(catalogs["hu"], CatalogError)
    assert (
        localizers_of(root)["hu"].gettext("Knock with {knock_limit} or less.").startswith("Kopogni")
    )
    main(["check", str(root)])
    assert [o for o in capsys.readouterr().out.splitlines() if o.startswith(HU)] == []
    assert main(["i18n", "status", str(root)]) == 0


def test_a_folder_in_place_of_a_catalog_is_one_line(tmp_path, capsys):
    root = project(tmp_path, "valid.po")
    po_path(root, "hu").unlink()
    po_path(root, "hu").mkdir()
    assert main(["check", str(root)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert [o for o in out if o.startswith(HU)] == [f"{HU}: error: is a folder, not a catalog"]
