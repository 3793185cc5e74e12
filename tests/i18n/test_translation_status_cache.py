"""The translators' page figures: cached by the files they depend on, never stale."""

from __future__ import annotations

from pathlib import Path

from generator.project import Project
from generator.settings import Settings
from generator.site.translation_status import TranslationStatus
from tests.i18n.i18n_support import po_path
from tests.support import copy_project


def test_an_edited_catalog_is_checked_again(tmp_path: Path) -> None:
    root = copy_project(tmp_path / "project")
    cache = tmp_path / "cache"
    settings = Settings(root, cache)
    first = TranslationStatus.measure(Project.load(settings))
    assert TranslationStatus.measure(Project.load(settings)) == first
    assert len(list(cache.glob("catalog-findings-*.json"))) == 1
    po = po_path(root, "de")
    text = po.read_text(encoding="utf-8")
    entry = 'msgid "Knocking"\nmsgstr "Klopfen"'
    assert entry in text
    po.write_text(text.replace(entry, 'msgid "Knocking"\nmsgstr ""'), encoding="utf-8")
    second = TranslationStatus.measure(Project.load(settings))
    german = {s.code: s for s in second.statuses}["de"]
    before = {s.code: s for s in first.statuses}["de"]
    assert german.missing == before.missing + 1
    assert any(f.language == "de" and f.kind == "missing" for f in second.findings)
    # the same as checked without a cache
    assert second == TranslationStatus.measure(Project.load(Settings(root)))


def test_a_preview_of_one_language_leaves_no_findings_for_the_whole_build(
    tmp_path: Path,
) -> None:
    """A translator's preview (``ONLY=hu``) checks one catalog; the whole build after it,
    with the same cache, still checks every catalog."""
    root = copy_project(tmp_path / "project")
    po = po_path(root, "de")
    text = po.read_text(encoding="utf-8")
    entry = 'msgid "Knocking"\nmsgstr "Klopfen"'
    assert entry in text
    po.write_text(text.replace(entry, 'msgid "Knocking"\nmsgstr ""'), encoding="utf-8")
    cache = tmp_path / "cache"
    preview = TranslationStatus.measure(Project.load(Settings(root, cache, "hu")))
    assert not any(f.language == "de" for f in preview.findings)
    whole = TranslationStatus.measure(Project.load(Settings(root, cache)))
    assert any(f.language == "de" and f.kind == "missing" for f in whole.findings)
    assert whole == TranslationStatus.measure(Project.load(Settings(root)))
