"""Every generated page of every language, linted for what reads as machine-made."""

from __future__ import annotations

from generator.site.lint import lint_pages
from tests.examples.page_doctests import generated, project
from tests.support import load


def test_no_page_reads_as_machine_made() -> None:
    out, _ = generated()
    pages = {
        folder.name: {p.name: p.read_text(encoding="utf-8") for p in folder.glob("*.md")}
        for folder in out.iterdir()
        if folder.is_dir()
    }
    loaded = load(project())
    titles = [v.text.title for v in loaded.catalogue.variants.values()]
    found = lint_pages(pages, loaded.localizers(), titles)
    assert not found, "\n".join(str(f) for f in found[:40]) + f"\n({len(found)} in all)"
