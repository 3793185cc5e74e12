"""Results made from unchanged inputs are given again (:mod:`generator.i18n.recent`): the
catalog checks and the merges of extract, after one catalog's change, are what they are
when everything is worked out anew."""

from __future__ import annotations

from pathlib import Path

from generator.i18n import catalog as catalog_module
from generator.i18n import checks as checks_module
from generator.i18n.catalog import plan
from generator.i18n.checks import Finding, catalog_findings
from generator.i18n.recent import Recent
from generator.project import Project
from tests.support import LANGUAGES, copy_project, extracted, keep_languages, load


def test_a_result_is_given_again_for_the_same_or_equal_inputs_only() -> None:
    made: list[tuple[object, ...]] = []
    recent: Recent[int] = Recent(2)

    def get(*inputs: object) -> int:
        return recent.get(inputs, lambda: made.append(inputs) or len(made))

    kept = [1, 2]
    assert get(kept, "a") == 1
    assert get(kept, "a") == 1 and get([1, 2], "a") == 1  # the same list, an equal one
    assert get(kept, "b") == 2  # another input
    assert get(1, "a") == 3 and get(True, "b") == 4  # 1 == True, but not the same kind
    assert get(kept, "a") == 5  # the oldest result is dropped beyond the size
    assert len(made) == 5


def _findings(project: Project) -> list[Finding]:
    return list(catalog_findings(project.translations, ("standard", "index")))


def _changed(root: Path) -> None:
    """One catalog's translation broken; another language's glossary written again with the
    same terms (read again, an equal value, not the same object)."""
    po = root / "locales" / LANGUAGES[1] / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    start = text.index('msgstr "', text.index("{", text.index("\nmsgid ")))
    po.write_text(text[:start] + 'msgstr "{nope} "\n"' + text[start + 8 :], encoding="utf-8")
    glossary = root / "locales" / LANGUAGES[2] / "glossary.yaml"
    glossary.write_text(glossary.read_text(encoding="utf-8") + "\n", encoding="utf-8")


def test_checks_and_merges_after_one_change_are_those_made_anew(tmp_path: Path) -> None:
    root = copy_project(tmp_path / "project", extracted())
    codes = LANGUAGES[1:3]  # the one changed, one not
    keep_languages(root, *codes)
    before = load(root)
    _findings(before)
    plan(before.files, before.rules.catalogue, before.translations, codes)
    _changed(root)
    after = load(root)
    kept_findings = _findings(after)
    kept_plan = plan(after.files, after.rules.catalogue, after.translations, codes)
    checks_module._CHECKED.clear()
    catalog_module._MERGED.clear()
    assert kept_findings == _findings(after)
    assert kept_plan == plan(after.files, after.rules.catalogue, after.translations, codes)
    assert any("nope" in finding.problem.message for finding in kept_findings)
    assert [u.path.parent.parent.name for u, _ in kept_plan if u.changed] == [LANGUAGES[1]]
