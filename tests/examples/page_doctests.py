"""The doctests of generated pages, found and run with Sybil, one test per code block.

:func:`generate_pages` writes every page of every language (``<out>/<lang>/<page>.md``)
with the site's generator; while the site cannot be imported it writes plain pages
holding each example's doctest in a fence instead (same folder layout).
:func:`page_blocks` finds every ``python``/``pycon`` fence of those pages with
Sybil's Markdown lexer and turns each into a :class:`Block` whose :meth:`Block.run`
evaluates its doctest examples in order, in a fresh namespace, and returns a
failure message naming the page's path (language folder included) and the line.
"""

from __future__ import annotations

import atexit
import doctest
import os
import shutil
import tempfile
from dataclasses import dataclass
from doctest import ELLIPSIS, NORMALIZE_WHITESPACE
from functools import cache
from pathlib import Path

from sybil import Document, Example
from sybil.evaluators.doctest import DocTestEvaluator
from sybil.evaluators.python import PythonEvaluator
from sybil.example import SybilFailure
from sybil.parsers.abstract.doctest import DocTestStringParser
from sybil.parsers.markdown import PythonCodeBlockParser
from sybil.parsers.markdown.codeblock import CodeBlockParser
from sybil.parsers.markdown.lexers import FencedCodeBlockLexer

from generator.examples import examples_of
from generator.variants.model import Catalogue
from tests.support import ROOT, load
from tests.support import copy_project as copy_data

FLAGS = ELLIPSIS | NORMALIZE_WHITESPACE


class PyconCodeBlockParser(PythonCodeBlockParser):
    """Like Sybil's Python parser, for ```` ```pycon ```` fences (console sessions)."""

    def __init__(self, doctest_optionflags: int = 0) -> None:
        self.doctest_parser = DocTestStringParser(DocTestEvaluator(doctest_optionflags))
        self.codeblock_parser = CodeBlockParser("pycon", PythonEvaluator())


PARSERS = (PythonCodeBlockParser(doctest_optionflags=FLAGS), PyconCodeBlockParser(FLAGS))


@dataclass
class Block:
    """One fenced code block of a generated page and the Sybil examples in it."""

    page: str
    """The page's path under the output folder: ``hu/standard.md``."""
    line: int
    """The line of the opening fence."""
    examples: list[Example]
    catalogue: Catalogue
    """The rule data ``variant_rules`` answers from while the block runs."""

    @property
    def language(self) -> str:
        return self.page.split("/", 1)[0]

    @property
    def id(self) -> str:
        return f"{self.page}:{self.line}"

    def run(self) -> str | None:
        """Evaluate every example in order; the first failure, located, or None
        (:attr:`failed_at`: the failing ``>>>``'s line in the doctest, from 0)."""
        self.failed_at: int | None = None
        if not self.examples:
            return None
        namespace = self.examples[0].namespace
        namespace.clear()
        with examples_of(self.catalogue):
            for example in self.examples:
                try:
                    example.evaluate()
                except SybilFailure as failure:
                    self.failed_at = offset(example)
                    return self._where(example, failure.result)
                except Exception as error:
                    self.failed_at = offset(example)
                    return self._where(example, f"{type(error).__name__}: {error}")
        return None

    def line_of(self, example: Example) -> int:
        """The page line of an example: its ``>>>`` line (Sybil's own count drifts
        inside indented fences, so it is taken from the doctest's offset in the block)."""
        return self.line + 1 + offset(example)

    def _where(self, example: Example, what: str) -> str:
        page = self.page.split("/", 1)[1].removesuffix(".md")
        return (
            f"{self.page}:{self.line_of(example)}: example on page '{page}' in language "
            f"'{self.language}' failed:\n{what}"
        )


def offset(example: Example) -> int:
    """The line of an example's ``>>>`` in its doctest, counted from 0."""
    parsed = example.parsed
    return parsed.lineno if isinstance(parsed, doctest.Example) else 0


def page_blocks(folder: Path, root: Path) -> list[Block]:
    """Every fenced python/pycon block with at least one example, pages in path order;
    their doctests run with ``variant_rules`` of the project at ``root``."""
    catalogue = load(root).catalogue
    return _blocks(folder, catalogue)


def _blocks(folder: Path, catalogue: Catalogue) -> list[Block]:
    lexer = FencedCodeBlockLexer(language=r".+", mapping={"language": "arguments"})
    blocks: list[Block] = []
    for path in sorted(folder.rglob("*.md")):
        document = Document.parse(str(path), *PARSERS)
        examples = list(document.examples())
        rel = path.relative_to(folder).as_posix()
        for region in lexer(Document(document.text, str(path))):
            inside = [e for e in examples if region.start <= e.start < region.end]
            if inside:
                line = document.text.count("\n", 0, region.start) + 1
                blocks.append(Block(rel, line, inside, catalogue))
    return blocks


def generate_pages(root: Path, out: Path, *, site: bool = True) -> str:
    """Write every language's pages into ``out``; returns which generator wrote them.

    ``site=False`` (or no importable site generator) writes the plain doctest pages.
    """
    try:
        from generator.build.play_assets import asset_paths
        from generator.site.generate import generate
    except ImportError:
        site = False
    if not site:
        write_doctest_pages(root, out)
        return "doctest pages"
    generate(load(root), out, play_assets=asset_paths())
    return "site"


def write_doctest_pages(root: Path, out: Path) -> None:
    """Plain pages: per language, per variant with examples, each doctest in a fence."""
    project = load(root)
    catalogue = project.catalogue
    for code in project.languages:
        (out / code).mkdir(parents=True, exist_ok=True)
        for variant in catalogue.variants.values():
            parts = [f"# {variant.text.title}\n"]
            for example in variant.examples:
                parts.append(f"## {example.title}\n\n```python\n{example.doctest.strip()}\n```\n")
            (out / code / f"{variant.id}.md").write_text("\n".join(parts), encoding="utf-8")


HERE = Path(__file__).parent
REPO = ROOT
FIXTURE = HERE / "fixtures" / "fixture-game.yaml"


def copy_project(target: Path) -> Path:
    """The project's rules/ and locales/ with the fixture variant added."""
    copy_data(target)
    shutil.copy(FIXTURE, target / "rules" / "variants" / FIXTURE.name)
    return target


def line_of(path: Path, text: str) -> int:
    """1-based line of the first line of ``path`` that contains ``text``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def project() -> Path:
    return Path(os.environ.get("GIN_RULES_ROOT") or REPO)


@cache
def generated() -> tuple[Path, list[Block]]:
    """The output folder and its blocks: generated on first use, once per test process,
    unless ``GIN_EXAMPLE_PAGES`` names a folder of pages generated before."""
    given = os.environ.get("GIN_EXAMPLE_PAGES", "")
    if given not in ("", "plain"):
        return Path(given), page_blocks(Path(given), project())
    out = Path(tempfile.mkdtemp(prefix="gin-pages-"))
    atexit.register(shutil.rmtree, out, ignore_errors=True)
    generate_pages(project(), out, site=given != "plain")
    return out, page_blocks(out, project())


@dataclass(frozen=True)
class PageExample:
    """An example as a page shows it: known from the rule data alone, so the tests are
    collected without generating a page; the page's block is looked up when run."""

    language: str
    variant: str
    index: int
    """Its place among the variant's examples: the page's code blocks, in order."""
    example: str
    """The example's id in the rule data."""
    file: str = ""
    """The rule file the example is written in."""
    doctest_line: int = 0
    """The line of its doctest's first line in that file."""

    @property
    def page(self) -> str:
        return f"{self.language}/{self.variant}.md"

    @property
    def id(self) -> str:
        return f"{self.page}:{self.example}"

    def block(self) -> Block:
        """The generated page's code block of this example."""
        blocks = [b for b in generated()[1] if b.page == self.page]
        assert self.index < len(blocks), f"{self.page} shows {len(blocks)} code blocks"
        return blocks[self.index]


def page_examples() -> list[PageExample]:
    """Every example of every variant in every language, as the rule data lists them
    (none while the rule data has an error: ``gin-rules check``, which the suite runs,
    reports it, and no page can be generated)."""
    loaded = load(project())
    if not loaded.rules.complete:
        return []
    return [
        PageExample(
            code, variant.id, index, example.id, example.location.path, example.doctest_line
        )
        for code in loaded.languages
        for variant in loaded.catalogue.variants.values()
        for index, example in enumerate(variant.examples)
    ]
