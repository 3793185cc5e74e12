"""The real catalogs, damaged at random (cut short, a byte changed, a line doubled or
dropped): ``gin-rules check`` and ``gin-rules i18n extract``, run in-process on a copy
of the project, end in success or in the reader's one located line, never in a
traceback or a hang, and change no file when they refuse a catalog. Where GNU
``msgfmt -c`` refuses a damaged catalog, ``check`` reports an error in it too."""

from __future__ import annotations

import re
import shutil
import signal
import subprocess

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import generator.checks
from generator.cli import main
from generator.errors import CatalogError
from generator.files import ProjectFiles
from generator.i18n import catalog as catalog_module
from generator.i18n.catalog import extract_template
from tests.i18n.i18n_support import ROOT, catalogs_of, files_of, po_path, pot_path
from tests.support import LANGUAGES

TARGETS = [*LANGUAGES[1:], "pot"]
_LINE = re.compile(r"\S+?(:\d+)*: (error|warning): .+\Z")
MSGFMT = shutil.which("msgfmt")


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """rules/; each example writes its template and one language's catalog and glossary."""
    root = tmp_path_factory.mktemp("mutations")
    shutil.copytree(ROOT / "rules", root / "rules")
    shutil.copy(ROOT / "babel.cfg", root / "babel.cfg")
    return root


@pytest.fixture(scope="module")
def template():
    # the sources are not damaged: extracted once
    return extract_template(ProjectFiles.snapshot(ROOT))


@st.composite
def damaged(draw: st.DrawFn, data: bytes) -> bytes:
    """``data`` with one to three of: cut at a byte, a byte replaced, a line doubled or
    dropped."""
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["cut", "byte", "double", "drop"]))
        if kind == "cut":
            data = data[: draw(st.integers(0, len(data)))]
        elif kind == "byte" and data:
            at = draw(st.integers(0, len(data) - 1))
            data = data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1 :]
        else:
            lines = data.split(b"\n")
            at = draw(st.integers(0, len(lines) - 1))
            lines[at : at + 1] = [lines[at], lines[at]] if kind == "double" else []
            data = b"\n".join(lines)
    return data


class Hang(Exception):
    """A command ran for longer than any damage can justify."""


def _hang(signum: int, frame: object) -> None:
    raise Hang


@settings(
    max_examples=15,
    deadline=None,  # a hang is caught by the alarm below, not by a load-dependent deadline
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(target=st.sampled_from(TARGETS), data=st.data())
def test_damaged_catalogs_end_in_one_line_or_success(
    project, template, monkeypatch, capsys, target, data
):
    code = "hu" if target == "pot" else target
    # only the catalogs are damaged: the examples and the extraction need not run again
    monkeypatch.setattr(generator.checks, "check_examples", lambda catalogue: [])
    monkeypatch.setattr(catalog_module, "extract_template", lambda files, rules: template)
    shutil.rmtree(project / "locales", ignore_errors=True)  # one language: this one
    po_path(project, code).parent.mkdir(parents=True)
    glossary = ROOT / "locales" / code / "glossary.yaml"
    if glossary.exists():
        shutil.copy(glossary, project / "locales" / code / "glossary.yaml")
    pot, po = pot_path(project), po_path(project, code)
    pot.write_bytes(pot_path(ROOT).read_bytes())
    po.write_bytes(po_path(ROOT, code).read_bytes())
    target_file = pot if target == "pot" else po
    target_file.write_bytes(data.draw(damaged(target_file.read_bytes())))
    before = files_of(project / "locales")
    template_read, catalogs = catalogs_of(project, (code,))
    errors = [r for r in (template_read, catalogs[code]) if isinstance(r, CatalogError)]

    signal.signal(signal.SIGALRM, _hang)
    signal.alarm(20)
    try:
        checked = main(["check", str(project)])
        out, err = capsys.readouterr()
        assert files_of(project / "locales") == before
        extracted = main(["i18n", "extract", str(project)])
        extract_err = capsys.readouterr().err
    finally:
        signal.alarm(0)

    assert checked in (0, 1) and "Traceback" not in err
    assert all(_LINE.match(line) for line in out.splitlines()), out
    assert extracted in (0, 2) and "Traceback" not in extract_err
    for error in errors:  # the reader's line, in check and in extract
        assert f"{error.location}: error: {error.message}" in out
    if errors:
        assert extracted == 2 and files_of(project / "locales") == before
        assert extract_err.count("\n") == 1 and f"{errors[0].location}: " in extract_err
    else:
        assert extracted == 0, extract_err
        _, written = catalogs_of(project, (code,))
        assert not isinstance(written[code], CatalogError), written[code]
    if MSGFMT and target != "pot":
        done = subprocess.run(
            [MSGFMT, "-c", "-o", "/dev/null", "-"],
            input=before[po.relative_to(project / "locales").as_posix()],
            capture_output=True,
            check=False,
        )
        if done.returncode != 0:  # what msgfmt -c refuses, check finds an error in
            assert " error: " in out, (done.stderr, out)
