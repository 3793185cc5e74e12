"""Every example's doctest, on the generated page of every language, runs against the engine.

One test per code block, named ``<lang>/<page>.md:<example id>``: run one page's
examples with ``python -m pytest tests/examples -k straight-gin``; a failure names
the page's line.
"""

from __future__ import annotations

from collections import Counter

from tests.examples.page_doctests import PageExample, generated, project
from tests.support import catalogue_of


def test_example_block(page_example: PageExample) -> None:
    block = page_example.block()
    failure = block.run()
    if failure is not None and block.failed_at is not None and page_example.doctest_line:
        written = f"{page_example.file}:{page_example.doctest_line + block.failed_at}"
        failure += f"\n(the example's line in the rule data: {written})"
    assert failure is None, failure


def test_every_example_is_on_every_language_page() -> None:
    """Each variant page shows each of its examples once, runnable, in every language."""
    out, blocks = generated()
    catalogue = catalogue_of(project())
    found = Counter(b.page for b in blocks)
    languages = sorted(p.name for p in out.iterdir() if p.is_dir())
    assert "en" in languages
    missing = {
        f"{lang}/{vid}.md": (found[f"{lang}/{vid}.md"], len(variant.examples))
        for lang in languages
        for vid, variant in catalogue.variants.items()
        if found[f"{lang}/{vid}.md"] != len(variant.examples)
    }
    assert not missing, f"page -> (blocks found, examples): {missing}"
    pages = {f"{lang}/{vid}.md" for lang in languages for vid in catalogue.variants}
    assert set(found) <= pages, f"code blocks on pages of no variant: {set(found) - pages}"
