"""A language's style guide: read strictly, shown as text, linked from the translators' page."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.play_assets import asset_paths
from generator.errors import CatalogError
from generator.i18n import style_guide_path
from generator.site.generate import load_inputs, render
from tests.i18n.i18n_support import copy_project
from tests.support import keep_languages, load

GUIDE = """# Terms

We say *kopogás* for **knock**; see the [glossary](page:glossary).

- numbers: words up to ten <script>alert(1)</script>
- names: <img src=x onerror=alert(1)> with their article
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_project(tmp_path_factory.mktemp("style"))
    keep_languages(root, "hu")  # one language is enough here
    (root / style_guide_path("hu")).write_text(GUIDE, encoding="utf-8")
    return root


def test_the_guide_is_a_page_of_text_linked_from_the_translators_page(project: Path) -> None:
    pages = render(load_inputs(load(project), ("en", "hu")), play_assets=asset_paths())
    page = pages["hu"]["style.md"]
    assert "<script>" not in page and "<img" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "&lt;img src=x" in page
    assert "<em>kopogás</em>" in page and '<a href="glossary.html">glossary</a>' in page
    assert 'href="style.html"' in pages["hu"]["translators.md"]
    assert "style.md" not in pages["en"]
    assert 'href="style.html"' not in pages["en"]["translators.md"]


def test_a_guide_that_is_not_utf8_is_an_error_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / style_guide_path("pl")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"# Styl\n\nPo polsku \xe9\n")
    guide = load(tmp_path).translations.style_guides["pl"]
    assert isinstance(guide, CatalogError)
    assert str(guide) == "locales/pl/STYLE.md:3: not UTF-8 text"
