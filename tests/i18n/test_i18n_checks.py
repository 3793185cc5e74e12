"""Each catalog check catches its planted error in the fixture catalog, at the right PO line."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import Problem
from generator.i18n import read_po_file
from tests.i18n.i18n_support import findings_of, languages_of, line_of, po_path, problems_of

HU = "locales/hu/LC_MESSAGES/messages.po"


def findings_at(root: Path, msgid_line: str) -> list[tuple[str, str, str]]:
    """(kind, severity, message) of the findings on the hu line holding ``msgid_line``."""
    line = line_of(root / HU, msgid_line)
    return [
        (f.kind, f.problem.severity, f.problem.message)
        for f in findings_of(root)
        if f.problem.location.path == HU and f.problem.location.line == line
    ]


@pytest.mark.parametrize(
    ("msgid_line", "kind", "words"),
    [
        (
            'msgid "You score {gin_bonus} for gin."',
            "placeholder",
            "drops the placeholder {gin_bonus}",
        ),
        (
            'msgid "The limit is {knock_limit}."',
            "placeholder",
            "drops the placeholder {knock_limit}",
        ),
        (
            'msgid "The limit is {knock_limit}."',
            "placeholder",
            "adds the placeholder {kopogasi_hatar}",
        ),
        ('msgid "Gin scores {gin_bonus}."', "placeholder", "adds the placeholder {box_bonus}"),
        ('msgid "Bad braces {title}."', "placeholder", "'{title.__class__}' is not a placeholder"),
        ('msgid "Your deadwood counts {knock_limit} or less."', "number", "the number 10"),
        ('msgid "A plain sentence."', "markup", "raw HTML"),
        ('msgid "Another plain sentence."', "markup", "raw HTML or script"),
        (
            'msgid "See the [rule books](page:rulebooks)."',
            "markup",
            "'nincs-ilyen', which does not exist",
        ),
        ('msgid "See the [standard game](page:standard)."', "markup", "its source does not link"),
        (
            'msgid "Read the [glossary](page:glossary)."',
            "markup",
            "only links to pages of the site",
        ),
        ('msgid "Hands end quickly."', "markup", "**strong** emphasis"),
    ],
)
def test_planted_error_is_found_as_an_error(checks_root, msgid_line, kind, words):
    found = findings_at(checks_root, msgid_line)
    assert any(k == kind and sev == "error" and words in msg for k, sev, msg in found), found


@pytest.mark.parametrize(
    ("msgid_line", "kind", "words"),
    [
        ('msgid "After a knock, your opponent lays off."', "glossary", "'knock'"),
        ('msgid "After a knock, your opponent lays off."', "glossary", "'layoff'"),
        ('msgid "The deal"', "fuzzy", "fuzzy"),
        ('msgid "Laying off"', "missing", "untranslated"),
        ('msgid "Not in the template"', "unknown", "not in messages.pot"),
        ('#~ msgid "Old text"', "obsolete", "obsolete entry 'Old text'"),
    ],
)
def test_planted_problem_is_a_warning(checks_root, msgid_line, kind, words):
    found = findings_at(checks_root, msgid_line)
    assert any(k == kind and sev == "warning" and words in msg for k, sev, msg in found), found


@pytest.mark.parametrize(
    "msgid_line",
    [
        'msgid "Knock with {knock_limit} or less."',
        'msgid "Play to {target} or 250 points."',
        'msgid "A **big** hand."',
        'msgid "{num} card"',
        'msgid "Q"',
    ],
)
def test_correct_entries_have_no_finding(checks_root, msgid_line):
    assert findings_at(checks_root, msgid_line) == []


def errors_of(root: Path, path: str) -> list[Problem]:
    return [p for p in problems_of(root) if p.location.path == path and p.severity == "error"]


def test_a_missing_many_form_is_an_error(checks_root):
    path = "locales/it/LC_MESSAGES/messages.po"
    line = line_of(checks_root / path, 'msgid "{num} card"')
    problems = errors_of(checks_root, path)
    assert [(p.location.line, p.severity, p.message) for p in problems] == [
        (line, "error", "plural form 1 (many) missing")
    ]


def test_a_plural_forms_header_that_disagrees_with_babel_is_an_error(checks_root):
    path = "locales/pl/LC_MESSAGES/messages.po"
    problems = errors_of(checks_root, path)
    assert len(problems) == 1
    assert problems[0].location.line == line_of(checks_root / path, "Plural-Forms:")
    assert "nplurals=2" in problems[0].message and "have 3 forms" in problems[0].message


def test_the_languages_are_those_with_a_catalog(checks_root):
    assert languages_of(checks_root) == ("en", "hu", "it", "pl")
    checked = {p.location.path.split("/")[1] for p in problems_of(checks_root)}
    assert checked <= {"en", "hu", "it", "pl"}


def test_many_untranslated_entries_are_summed_up_in_one_warning(tmp_path):
    path = po_path(tmp_path, "hu")
    path.parent.mkdir(parents=True)
    entries = "".join(f'\nmsgid "Text {chr(65 + i)}"\nmsgstr ""\n' for i in range(25))
    path.write_text(
        'msgid ""\nmsgstr ""\n"Language: hu\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n' + entries,
        encoding="utf-8",
    )
    hu = [p for p in problems_of(tmp_path) if "/hu/" in p.location.path]
    assert [(p.location.line, p.message) for p in hu] == [
        (
            line_of(path, 'msgid "Text A"'),
            "25 entries untranslated (shown in English), the first here",
        )
    ]


def test_an_unreadable_catalog_is_one_error_at_its_line(tmp_path):
    path = po_path(tmp_path, "el")
    path.parent.mkdir(parents=True)
    path.write_text(
        'msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"\nnonsense here\n', encoding="utf-8"
    )
    el = [p for p in problems_of(tmp_path) if "/el/" in p.location.path]
    assert [(p.location.line, p.severity) for p in el] == [(5, "error")]
    assert "unknown keyword 'nonsense'" in el[0].message


def test_message_lines_are_those_of_their_msgids(tmp_path):
    path = tmp_path / "x.po"
    path.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#. a comment\nmsgctxt "suit"\nmsgid ""\n"two "\n"lines"\n'
        'msgstr "x"\n\n#~ msgid "gone"\n#~ msgstr "y"\n',
        encoding="utf-8",
    )
    catalog = read_po_file(path, "hu").catalog
    assert catalog.get("two lines", context="suit").lineno == line_of(path, 'msgctxt "suit"') + 1
    assert catalog.obsolete["gone"].lineno == line_of(path, '#~ msgid "gone"')


def test_glossaries_follow_the_term_ids_of_the_rules(checks_root):
    found = sorted(
        (p.location.path, p.message)
        for p in problems_of(checks_root)
        if p.location.path.endswith("glossary.yaml")
    )
    assert found == [
        ("locales/en/glossary.yaml", "no term for 'gin' of rules/glossary.yaml"),
        ("locales/hu/glossary.yaml", "no term for 'gin' of rules/glossary.yaml"),
    ]


def test_a_placeholder_named_like_a_term_is_no_use_of_the_term():
    from babel.messages.catalog import Message

    from generator.i18n.checkers import Context, glossary
    from generator.i18n.glossary import Term

    english = {"deadwood": Term("deadwood", "deadwood", ("deadwood",))}
    hungarian = {"deadwood": Term("deadwood", "holt lapok", ("holt lap",))}
    context = Context("hu", frozenset(), english, hungarian, ("one", "other"))
    named = Message("The defender scores {deadwood} points.", "A védő {deadwood} pontot kap.")
    assert glossary(named, context) == []
    used = glossary(Message("Your deadwood is {deadwood}.", "Pontjaid: {deadwood}."), context)
    assert len(used) == 1 and "'deadwood'" in used[0]


def _findings_of(tmp_path: Path, entries: str) -> list[tuple[int, str, str]]:
    path = po_path(tmp_path, "hu")
    path.parent.mkdir(parents=True)
    path.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n' + entries,
        encoding="utf-8",
    )
    return [
        (p.location.line, p.severity, p.message)
        for p in problems_of(tmp_path)
        if "/hu/" in p.location.path
    ]


def test_an_undeclared_form_is_an_error_at_its_line(tmp_path):
    found = _findings_of(
        tmp_path,
        '#: generator/site/templates/standard.md.j2:8\nmsgid "What is {title}?"\n'
        'msgstr "Mi a {title:ine}?"\n',
    )
    assert found == [
        (
            7,
            "error",
            "{title:ine}: the form 'ine' is not declared by hu (msgctxt \"grammar\","
            ' msgid "forms"; declared: none)',
        )
    ]


def test_a_count_needs_plural_forms_in_every_language(tmp_path):
    found = _findings_of(
        tmp_path,
        'msgid "The defender keeps {n:one=# point|other=# points}."\n'
        'msgstr "A védőnek {n} pontja marad."\n\n'
        'msgid "Keep {n:one=# card|other=# cards}."\n'
        'msgstr "Tarts meg {n:one=# lapot}."\n',
    )
    assert [message for _, _, message in found] == [
        "{n} is a count in its source: give it plural forms ({n:one=…|other=…}) or a number"
        " form of hu",
        "{n:one=# lapot}: the rules lack 'other', the form of every other number",
    ]


def test_a_name_lacking_a_declared_form_is_an_error(tmp_path):
    found = _findings_of(
        tmp_path,
        'msgctxt "grammar"\nmsgid "forms"\nmsgstr "ine: inessive\\nill: illative\\n"\n\n'
        'msgctxt "name forms"\nmsgid "Oklahoma Gin"\nmsgstr "ine: az Oklahoma Ginben\\n"\n',
    )
    assert found == [
        (11, "error", "the name 'Oklahoma Gin' lacks the form 'ill' that hu declares"),
    ]


@pytest.mark.parametrize(
    ("flag", "forms", "state"),
    [("", "", "not written yet"), ("#, fuzzy\n", "ine: a Klasszikusban\\n", "still fuzzy")],
)
def test_a_new_name_whose_forms_are_still_to_write_is_a_warning(tmp_path, flag, forms, state):
    """A game added to rules/ gets an empty forms entry in every catalog (a fuzzy one when
    msgmerge guesses from another name): not translated yet, never an error."""
    found = _findings_of(
        tmp_path,
        'msgctxt "grammar"\nmsgid "forms"\nmsgstr "ine: inessive\\nill: illative\\n"\n\n'
        f'{flag}msgctxt "name forms"\nmsgid "Gin to Fifty"\nmsgstr "{forms}"\n',
    )
    assert [(severity, message) for _, severity, message in found] == [
        (
            "warning",
            f"the forms of 'Gin to Fifty' are {state} (ine, ill): the sentences that need"
            " them are shown in English",
        )
    ]


def test_a_line_break_at_one_end_only_is_an_error_as_in_msgfmt(tmp_path):
    found = _findings_of(tmp_path, 'msgid "Knocking\\n"\nmsgstr "Kopogás"\n')
    assert found == [(6, "error", "the source ends with a line break, the translation does not")]
