"""Status figures of the fixture catalog, counted by hand from the fixture files."""

from __future__ import annotations

import json

from generator.cli import main
from generator.i18n.status import format_table
from tests.i18n.i18n_support import status_of


def test_exact_counts_of_the_fixture(checks_root):
    status = {s.code: s for s in status_of(checks_root)}
    hu = status["hu"]
    # 20 live entries: one fuzzy ("The deal"), one empty ("Laying off"), 18 translated
    assert (hu.total, hu.translated, hu.fuzzy, hu.missing) == (20, 18, 1, 1)
    # the two terms of "After a knock, your opponent lays off.", and no term for "gin"
    assert hu.glossary_problems == 3
    # 5 placeholder errors, 1 number, 6 markup
    assert hu.placeholder_problems == 12
    assert hu.obsolete == 1
    it = status["it"]
    # 19 entries: one translated, the plural one lacking its "many" form, 17 empty
    assert (it.total, it.translated, it.fuzzy, it.missing, it.placeholder_problems) == (
        19,
        1,
        0,
        18,
        1,
    )
    assert (status["pl"].translated, status["pl"].placeholder_problems) == (1, 1)
    assert "de" not in status  # no catalog: not one of the languages
    assert (status["en"].total, status["en"].translated) == (19, 19)
    assert status["hu"].name == "Magyar"


def test_the_command_prints_a_table_and_json(checks_root, capsys, tmp_path):
    table = format_table(status_of(checks_root))
    assert table.splitlines()[0].split() == [
        "language",
        "total",
        "translated",
        "fuzzy",
        "missing",
        "glossary",
        "placeholders",
        "obsolete",
    ]
    assert "hu Magyar   20    18 (90%)" in table
    # the planted errors (placeholders, markup) make the status fail, as check does
    assert main(["i18n", "status", "--json", str(checks_root)]) == 1
    out, err = capsys.readouterr()
    rows = json.loads(out)
    assert "locales/hu/LC_MESSAGES/messages.po:" in err and " error: " in err
    assert [r["code"] for r in rows] == ["en", "hu", "it", "pl"]
    assert rows[1]["translated"] == 18 and rows[1]["percent"] == 90.0
    assert main(["i18n", "status", str(tmp_path)]) == 2  # no rules/ folder there
