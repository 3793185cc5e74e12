"""The rule-data extractor on a fixture project: msgids, lines, comments; nothing else."""

from __future__ import annotations

import subprocess
import sys
from pathlib import PurePosixPath

import pytest
from babel.messages.pofile import read_po

from generator.files import ProjectFiles
from generator.i18n.catalog import FORMAT_FLAGS, extract_template
from generator.i18n.extract import extract_rules
from tests.i18n.i18n_support import FIXTURES, line_of
from tests.support import ROOT, project

PROJECT = FIXTURES / "project"
KNOCK_PROSE = (
    "You knock with {deadwood:one=# point|other=# points}; see the [rule books](page:rulebooks)."
)


def extracted(relative: str) -> list[tuple[int, str, object, list[str]]]:
    with (PROJECT / relative).open("rb") as handle:
        return list(extract_rules(handle, (), (), {}))


def test_variant_texts_with_lines_and_comments():
    path = PROJECT / "rules/variants/standard.yaml"
    found = {
        message: (lineno, comments)
        for lineno, _, message, comments in extracted("rules/variants/standard.yaml")
    }
    assert list(found) == [
        "Standard",
        ("name forms", "Standard"),
        "Knock with {knock_limit} or less.",
        "You may knock when your deadwood counts {knock_limit} or less; gin earns {gin_bonus}.",
        "Gin rummy grew out of older games.",
        "The deal",
        "The dealer gives ten cards to each player.",
        "Both decide when you may knock.",
        "A low knock",
        KNOCK_PROSE,
    ]
    assert found["Knock with {knock_limit} or less."] == (
        line_of(path, "tagline:"),
        [
            "Page standard (Standard): the tagline.",
            "{knock_limit}: the most deadwood you may knock with, a number",
        ],
    )
    lineno, comments = found[
        "You may knock when your deadwood counts {knock_limit} or less; gin earns {gin_bonus}."
    ]
    assert lineno == line_of(path, "- >-")  # a folded block starts at its indicator
    assert comments[0] == "Page standard (Standard): What is, paragraph 1."
    # a placeholder that is no parameter of the fixture still gets a comment
    assert comments[2] == "{gin_bonus}: a value filled in when the page is built"
    assert found["The dealer gives ten cards to each player."][1] == [
        "Page standard (Standard): section deal, paragraph 1."
    ]
    assert found[KNOCK_PROSE][1][1:] == [
        "{deadwood}: a deadwood count worked out by the rules engine, a number",
        "Links: translate the text in [...] only, keep (page:rulebooks)",
    ]


def test_ids_other_names_and_values_are_not_extracted():
    messages = {
        m
        for path in (
            "rules/variants/standard.yaml",
            "rules/options.yaml",
            "rules/aspects.yaml",
            "rules/parameters.yaml",
        )
        for _, _, m, _ in extracted(path)
    }
    for not_text in (
        "Gin Classic",
        "deal",
        "low-knock",
        "oklahoma",
        "stable",
        "to-100",
        "length",
        "knocking",
        "knock_limit",
        "int",
        "PAR",
        "As 2s 3s",
    ):
        assert not_text not in messages
    assert extracted("rules/sources.yaml") == []


def test_options_aspects_parameters_and_glossary():
    assert [(m, c[0]) for _, _, m, c in extracted("rules/options.yaml")] == [
        (
            ("option", "100"),
            'Option to-100: its name in a list of options ("a single hand, 100 or 250").',
        ),
        (
            "Hands are scored until a player reaches {target:one=# point|other=# points}.",
            "Option to-100: its description.",
        ),
        (
            "A game to a target is not a single hand.",
            "Option to-100: why it cannot be chosen together with single-hand.",
        ),
        (
            ("option", "a single hand"),
            'Option single-hand: its name in a list of options ("a single hand, 100 or 250").',
        ),
        (
            ("option", "Oklahoma"),
            'Option oklahoma: its name in a list of options ("a single hand, 100 or 250").',
        ),
        (  # not a length: also the label of a check box
            ("option label", "Oklahoma"),
            "Option oklahoma: its name as the label of a check box on the Play page.",
        ),
    ]
    aspects = extracted("rules/aspects.yaml")
    assert [m for _, _, m, _ in aspects] == [
        "Knocking",
        "Not allowed.",
        "Allowed up to {knock_limit}.",
    ]
    assert aspects[2][3] == [
        "Comparison table, row knocking: the cell text of case 2.",
        "{knock_limit}: the most deadwood you may knock with, a number",
    ]
    parameters = extracted("rules/parameters.yaml")
    assert [m for _, _, m, _ in parameters] == [
        "Knock limit",
        "The most deadwood you may knock with.",
        "Most rule books play this value.",
        "Game length",
        "The points a player must reach to win the game.",
        "The usual length of a game.",
    ]
    assert parameters[2][3] == [
        "Page rulebooks (Where the rule books differ), rule knock_limit: who plays the value 10."
    ]
    glossary = extracted("rules/glossary.yaml")
    assert [(lineno, m) for lineno, _, m, _ in glossary] == [
        (line_of(PROJECT / "rules/glossary.yaml", "term: knock"), "knock"),
        (
            line_of(PROJECT / "rules/glossary.yaml", "definition:"),
            "Ending a hand with a little deadwood left.",
        ),
    ]


def test_card_indices_and_suits_carry_their_context():
    import generator.i18n.cards as cards

    with cards.CARDS_FILE.open("rb") as handle:
        found = list(extract_rules(handle, (), (), {}))
    contexts = [(funcname, message) for _, funcname, message, _ in found]
    assert contexts[:2] == [("pgettext", ("card index", "A")), ("pgettext", ("card index", "2"))]
    assert [m for f, m in contexts if m[0] == "card index"] == [
        ("card index", r) for r in cards.RANK_MSGIDS
    ]
    assert [m[1] for f, m in contexts if m[0] == "suit"] == list(cards.SUIT_MSGIDS.values())


def test_template_strings_and_placeholder_flags():
    template = extract_template(ProjectFiles.snapshot(PROJECT))
    rule_changes = template.get("Rule changes")
    assert rule_changes is not None and rule_changes.locations == [("templates/page.md.j2", 1)]
    plural = template.get("{count} variant")
    assert plural is not None and plural.id == ("{count} variant", "{count} variants")
    # the project's placeholders are its own, not Python's format (msgfmt -c would judge
    # a form such as {title:ine} by Python's rules)
    assert not template.get("Knock with {knock_limit} or less.").flags & FORMAT_FLAGS


def test_pybabel_extract_finds_the_same_messages(tmp_path):
    pot = tmp_path / "messages.pot"
    # pybabel as the interpreter running the tests has it, whether or not PATH has it
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "extract",
            "-F",
            "babel.cfg",
            "-o",
            str(pot),
            ".",
        ],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        check=False,
    )
    if "gin_rules_yaml" in result.stderr:
        pytest.skip("the babel.extractors entry point is not installed (pip install -e .)")
    assert result.returncode == 0, result.stderr
    with pot.open("rb") as handle:
        by_pybabel = {(m.context, m.id) for m in read_po(handle) if m.id}
    ours = {(m.context, m.id) for m in extract_template(ProjectFiles.snapshot(PROJECT)) if m.id}
    assert by_pybabel == ours


def test_the_real_template_has_every_rule_text(tmp_path):
    """Every text the loader reads from rules/ is a msgid of locales/messages.pot."""
    root = ROOT
    with (root / "locales" / "messages.pot").open("rb") as handle:
        msgids = {m.id for m in read_po(handle) if m.id}
    from tests.support import catalogue_of

    catalogue = catalogue_of(root)
    texts = set()
    for variant in catalogue.variants.values():
        texts |= {
            variant.text.title,
            variant.text.tagline,
            *variant.text.what_is,
            *variant.text.history,
        }
        for section in variant.text.sections:
            texts |= {section.title, *section.paragraphs}
        texts |= {r.reason for r in variant.replaces}
        for example in variant.examples:
            texts |= {example.title, example.prose}
    for option in catalogue.options.values():
        texts |= {option.name, option.description, *option.excludes.values()}
    for aspect in catalogue.aspects:
        texts |= {aspect.label, *(case.text for case in aspect.cases)}
    for parameter in catalogue.parameters.values():
        texts |= {parameter.title, parameter.meaning, *(v.description for v in parameter.values)}
    texts.discard("")
    assert texts - msgids == set()


def test_broken_yaml_ends_extract_with_one_located_line(tmp_path):
    import shutil

    project = tmp_path / "project"
    shutil.copytree(PROJECT, project)
    options = project / "rules" / "options.yaml"
    lines = options.read_text(encoding="utf-8").splitlines()
    lines.append("  description: two cards left: a dead hand")
    options.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "generator", "i18n", "extract", "."],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert f"rules/options.yaml:{len(lines)}:" in done.stderr
    assert "not valid YAML" in done.stderr and "quote" in done.stderr


def test_extraction_searches_every_folder_holding_a_source_and_skips_the_others():
    """The folders Babel walks are those a pattern of ``babel.cfg`` can reach: every folder
    above a file a pattern matches is searched; the environment's and the site's are not."""
    from babel.util import pathmatch

    from generator.i18n.mapping import folders_searched, read_mapping

    shipped = project()
    patterns = [pattern for pattern, _ in read_mapping(shipped.files)[0]]
    searched = folders_searched(ROOT, patterns)
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    sources = [name for name in listed if any(pathmatch(p, name) for p in patterns)]
    assert {name.split("/")[0] for name in sources} >= {"rules", "generator"}
    for name in sources:
        parents = PurePosixPath(name).parents
        assert all(searched(str(ROOT / folder)) for folder in parents if str(folder) != "."), name
    for folder in ("node_modules", "docs", "site", "tests", "generator/engine", "rules/.x"):
        assert not searched(str(ROOT / folder)), folder
