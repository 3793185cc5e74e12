"""The reference of the variant file format says what the readers accept: every key, every
rule field, and a whole file that loads into a project and passes check."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.checks import check
from generator.site.pages import FIXED_PAGES
from generator.variants.fields import FIELDS
from generator.variants.reference import MINIMAL, documented, field_docs, variant_format
from tests.support import ROOT, copy_project, load


def test_rules_readme_is_the_reference() -> None:
    written = (ROOT / "rules" / "README.md").read_text(encoding="utf-8")
    assert written == variant_format(FIXED_PAGES), "run `gin-rules reference > rules/README.md`"


@pytest.mark.parametrize("part", sorted(documented()))
def test_every_key_the_reader_accepts_is_documented(part: str) -> None:
    said, accepted = documented()[part]
    assert [k.name for k in said] == list(accepted)


def test_every_rule_field_is_in_the_reference_with_its_meaning() -> None:
    reference, docs = variant_format(FIXED_PAGES), field_docs()
    for name, spec in FIELDS.items():
        shown = f"match: {spec.short}" if spec.in_match else name
        assert f"| `{shown}` |" in reference
    assert {"knock_limit", "match.target"} <= docs.keys()


def test_the_whole_file_of_the_reference_is_a_valid_variant(tmp_path: Path) -> None:
    root = copy_project(tmp_path / "project")
    (root / "rules" / "variants" / "quick-gin.yaml").write_text(MINIMAL, encoding="utf-8")
    project = load(root)
    checked = check(project, catalogs=False)
    assert not [str(p) for p in checked.problems if "quick-gin" in p.location.path]
    assert "quick-gin" in project.catalogue.variants
