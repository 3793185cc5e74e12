"""The translators' page figures: cached by the files they depend on, never stale."""

from __future__ import annotations

from pathlib import Path

from generator.i18n import po_path
from generator.site.translation_status import TranslationStatus
from tests.support import copy_project


def test_an_edited_catalog_is_checked_again(tmp_path: Path) -> None:
    root = copy_project(tmp_path / "project")
    cache = tmp_path / "cache"
    first = TranslationStatus.measure(root, cache)
    assert TranslationStatus.measure(root, cache) == first
    assert len(list(cache.glob("catalog-findings-*.json"))) == 1
    po = po_path(root, "de")
    text = po.read_text(encoding="utf-8")
    entry = 'msgid "Knocking"\nmsgstr "Klopfen"'
    assert entry in text
    po.write_text(text.replace(entry, 'msgid "Knocking"\nmsgstr ""'), encoding="utf-8")
    second = TranslationStatus.measure(root, cache)
    german = {s.code: s for s in second.statuses}["de"]
    before = {s.code: s for s in first.statuses}["de"]
    assert german.missing == before.missing + 1
    assert any(f.language == "de" and f.kind == "missing" for f in second.findings)
    assert second == TranslationStatus.measure(root)  # the same as checked without a cache
