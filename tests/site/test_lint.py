"""The lint of generated pages finds each machine-made pattern, and nothing in good text."""

from __future__ import annotations

import pytest

from generator.i18n import Localizer
from generator.i18n.pofile import parse_po
from generator.site.lint import Language, language_of, lint_text, running_text

GREEK = Language(
    "el",
    labels=("Ράμι: τυπικοί κανόνες", "Straight Gin"),
    english=frozenset({"knocker", "deadwood"}),
    nouns={"πόντος": frozenset({"one"}), "πόντοι": frozenset({"other"})},
)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Mi a(z) Straight Gin?", "article"),
        ("Σε τι διαφέρει το Straight Gin από το Ράμι: τυπικοί κανόνες;", "label"),
        ("Ο αμυνόμενος κρατά 1 πόντοι.", "plural"),
        ("Ο αμυνόμενος κρατά 3 πόντος.", "plural"),
        ("Ο knocker κερδίζει.", "english"),
        ("στο κανονικό παιχνίδι.Νεκρά μένουν", "joined"),
        ("wie im Standard-Gin.9,3 % der Runden", "joined"),
    ],
)
def test_each_pattern_is_found(text: str, kind: str) -> None:
    assert [f.kind for f in lint_text(text, GREEK)] == [kind]


def test_good_text_has_no_finding() -> None:
    text = (
        "Ο αμυνόμενος κρατά 1 πόντο, ο άλλος 1 πόντος και 22 πόντοι, και 1,5 πόντοι. "
        "Δείτε το pagat.com, π.χ. 1.5."
    )
    assert lint_text(text, GREEK) == []


def test_a_name_pasted_after_a_colon_is_found() -> None:
    polish = Language("pl", labels=("Remik standardowy",))
    assert [f.kind for f in lint_text("różni się od gry: Remik standardowy", polish)] == ["label"]


def test_four_digits_grouped_where_cldr_says_not() -> None:
    assert [f.kind for f in lint_text("2 000 rozdań", Language("pl"))] == ["grouping"]
    assert lint_text("2000 rozdań, 20 000 rozdań", Language("pl")) == []
    assert lint_text("2.000 Hände", Language("de")) == []  # German groups four digits


def test_code_labels_and_legends_are_not_running_text() -> None:
    page = (
        "---\ntitle: x\n---\n<p>Ein Satz.</p>\n<th>Ράμι: τυπικοί κανόνες</th>"
        '<span class="cell-label">Label</span><svg><text x="1">Legend</text></svg>\n'
        "    ```pycon\n    >>> settle(knocker)\n    ```\n"
    )
    assert running_text(page) == "Ein Satz."


def test_plural_nouns_come_from_the_language_s_own_rules() -> None:
    header = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
    )
    entries = (
        'msgid "Keeps {n:one=# point|other=# points}."\n'
        'msgstr "Κρατά {n:one=# πόντο|other=# πόντους}."\n'
    )
    greek = Localizer("el", parse_po((header + entries).encode(), "x.po", "el").catalog)
    sources = greek.translations()
    language = language_of(greek, (), sources, {"keeps", "point", "points"})
    assert language.nouns["πόντο"] == {"one"} and "one" not in language.nouns["πόντους"]
    assert [f.kind for f in lint_text("Κρατά 1 πόντους.", language)] == ["plural"]
