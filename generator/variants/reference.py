"""The reference of the variant file format, written from the readers' own key lists and the
engine's rule fields, so that it cannot drift from what ``gin-rules check`` accepts.

``gin-rules reference`` prints it; ``rules/README.md`` is its output (a test compares them).

>>> "| `extends` |" in variant_format(["home"])
True
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from generator.engine import MatchRules, Rules
from generator.variants.examples import BUILTIN_NAMES, EXAMPLE_KEYS, HAND_SIZES
from generator.variants.examples import REQUIRED as EXAMPLE_REQUIRED
from generator.variants.fields import FIELDS, FieldSpec
from generator.variants.page_text import SECTION_KEYS, TEXT_KEYS, TEXT_REQUIRED, TOPICS
from generator.variants.variant_file import REPLACEMENT_KEYS, STATUSES, VARIANT_KEYS


@dataclass(frozen=True)
class Key:
    name: str
    meaning: str


VARIANT = (
    Key("id", "Optional; if given, the file's name without `.yaml` (the page's address)."),
    Key("extends", "Required but in `standard.yaml`: the variant this one changes, by id."),
    Key("order", "Where the game comes in the navigation, a whole number (default 100)."),
    Key("status", "The page's label: " + " or ".join(f"`{s}`" for s in STATUSES) + "."),
    Key("rules", "The rule fields this variant sets (below); the rest are inherited."),
    Key("options", "The ids of `rules/options.yaml` this game may be played with."),
    Key("replaces", "Options of the parent this game takes the place of: `{option, reason}`."),
    Key("text", "Required: the English text of the page (below); it goes to the catalogs."),
    Key("examples", "The worked examples of the page (below); a page shows at least two."),
)
TEXT = (
    Key("title", "Required: the game's name, the page's title."),
    Key("tagline", "Required: one sentence under the title."),
    Key("what_is", "Required: the paragraphs of *What is …?*, a list."),
    Key("history", "The paragraphs of *History*, a list."),
    Key("other_names", "Other names of the game, a list."),
    Key("sections", "Further sections, each `{id, title, paragraphs, topics}`."),
)
SECTION = (
    Key("id", "The section's anchor, lower-case words joined by hyphens."),
    Key("title", "Its heading."),
    Key("paragraphs", "Its paragraphs, a list."),
    Key(
        "topics",
        "Optional: the topics of the Play page's hints it explains, a list of "
        + ", ".join(f"`{t}`" for t in TOPICS)
        + "; a topic in one section only.",
    ),
)
REPLACEMENT = (
    Key("option", "The option's id."),
    Key("reason", "Why, a sentence (it goes to the catalogs)."),
)
EXAMPLE = (
    Key("id", "Required: lower-case words joined by hyphens, unique on the page."),
    Key("title", "Required: the example's heading."),
    Key("prose", "Required: what the example shows, with `{placeholders}` of `values`."),
    Key("hands", "The cards of each role, e.g. `knocker: As 2s 3s ...` (below)."),
    Key("doctest", "Required: the Python session a reader can type; it must pass."),
    Key("values", "Placeholder -> an expression worked out by the engine (below)."),
    Key("options", "Options of the variant the example is played with, a list of ids."),
)
MINIMAL = """\
extends: standard
order: 90
status: beta
rules:
  match:
    target: 50
options: [single-hand, oklahoma, hollywood]
text:
  title: Quick Gin
  tagline: The standard game played to fifty points.
  what_is:
    - >-
      Quick Gin is the [standard game](page:standard) played to
      {target:one=# point|other=# points}, for a shorter sitting.
examples:
  - id: knock
    title: A knock
    prose: The knock scores {points}.
    hands:
      knocker: As 2s 3s 7h 7d 7c 9s 9h 9d 2c
      defender: Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc
    values:
      points: settle(knocker, defender, rules).points
    doctest: |
      >>> from generator.engine import settle
      >>> settle("As 2s 3s 7h 7d 7c 9s 9h 9d 2c", "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc").points
      27
  - id: low-hand
    title: A low hand
    prose: This hand keeps {deadwood} of deadwood.
    hands:
      hand: As 2s 3s 7h 7d 7c 9s 9h 9d 2c
    values:
      deadwood: min_deadwood(hand)
    doctest: |
      >>> from generator.engine import min_deadwood
      >>> min_deadwood("As 2s 3s 7h 7d 7c 9s 9h 9d 2c")
      2
"""
"""A whole variant file, the least a page needs (a test loads it into a project)."""


def documented() -> dict[str, tuple[tuple[Key, ...], tuple[str, ...]]]:
    """Each part of the format: what this reference says, and what the reader accepts."""
    return {
        "variant": (VARIANT, VARIANT_KEYS),
        "text": (TEXT, TEXT_KEYS),
        "section": (SECTION, SECTION_KEYS),
        "replacement": (REPLACEMENT, REPLACEMENT_KEYS),
        "example": (EXAMPLE, EXAMPLE_KEYS),
    }


def field_docs() -> dict[str, str]:
    """Each rule field's docstring in the engine (the string under its definition)."""
    docs: dict[str, str] = {}
    for cls, prefix in ((Rules, ""), (MatchRules, "match.")):
        body = ast.parse(inspect.getsource(cls)).body[0]
        assert isinstance(body, ast.ClassDef)
        for node, after in zip(body.body, [*body.body[1:], None], strict=True):
            if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
                continue
            if not (isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)):
                continue
            text = " ".join(str(after.value.value).split())
            docs[prefix + node.target.id] = text.replace("``", "`").replace(":attr:", "")
    return docs


def _table(keys: Iterable[Key]) -> list[str]:
    rows = [f"| `{k.name}` | {k.meaning} |" for k in keys]
    return ["| key | what it holds |", "|---|---|", *rows]


def _value(spec: FieldSpec) -> str:
    if spec.kind == "enum":
        return ", ".join(f"`{c}`" for c in spec.choices)
    text = "`true` or `false`" if spec.kind == "bool" else "a whole number"
    return text + (" or `null`" if spec.nullable else "")


def _default(value: object) -> str:
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if value is None:
        return "`null`"
    return f"`{getattr(value, 'value', value)}`"


def _fields(docs: Mapping[str, str]) -> list[str]:
    lines = ["| field | value | default | what it decides |", "|---|---|---|---|"]
    for name, spec in FIELDS.items():
        shown = f"match: {spec.short}" if spec.in_match else name
        lines.append(
            f"| `{shown}` | {_value(spec)} | {_default(spec.default)} | {docs.get(name, '')} |"
        )
    return lines


def variant_format(fixed_pages: Iterable[str]) -> str:
    """The reference, in Markdown; ``fixed_pages``: the ids of the site's pages besides
    the games (what a link may name besides a variant)."""
    pages = ", ".join(f"`{page}`" for page in fixed_pages)
    docs = field_docs()
    roles = ", ".join(
        f"`{role}` ({' or '.join(map(str, sizes))} {'card' if sizes == (1,) else 'cards'})"
        for role, sizes in HAND_SIZES.items()
    )
    builtins = ", ".join(f"`{name}`" for name in BUILTIN_NAMES)
    required = ", ".join(f"`{k}`" for k in EXAMPLE_REQUIRED)
    parts = [
        "# The variant file format",
        "",
        "<!-- Written by `gin-rules reference` from the readers' own key lists and the",
        "     engine's rule fields: edit generator/variants/reference.py, not this file. -->",
        "",
        "Each game of the site is one file, `rules/variants/<id>.yaml`; its id (the file's",
        "name) is the page's address. Every variant but the standard game `extends` another",
        "and states only what it changes. `gin-rules check` (`make check`) reads the file and",
        "says, at its line, what is wrong and how to fix it.",
        "",
        "## A whole file",
        "",
        "```yaml",
        MINIMAL.rstrip(),
        "```",
        "",
        "## The keys of a variant file",
        "",
        *_table(VARIANT),
        "",
        "## `text`",
        "",
        "Texts are English, the source language. They may use `{placeholders}` of the",
        "rule fields (`{knock_limit}`, `{target}`), `{title}` and `{standard}`, and the",
        "small markup `*emphasis*`, `**strong**` and links to pages of the site,",
        f"`[text](page:<id>)` (a variant's id, or one of {pages}); no HTML. A rule",
        "value is never written out as a number: `{knock_limit}`, not `10`; a count of",
        "points gives its plural forms: `{target:one=# point|other=# points}`. Required: "
        + ", ".join(f"`{k}`" for k in TEXT_REQUIRED)
        + ".",
        "",
        *_table(TEXT),
        "",
        "Each of `sections`:",
        "",
        *_table(SECTION),
        "",
        "Each of `replaces`:",
        "",
        *_table(REPLACEMENT),
        "",
        "## `examples`",
        "",
        f"Each example needs {required}. A page shows at least two (fewer is a warning",
        "of `gin-rules check`). The checks run every value against the engine, validate",
        "the hands, and run the doctest; the test suite runs it again on the page of",
        "every language.",
        "",
        *_table(EXAMPLE),
        "",
        f"Roles of `hands`: {roles}; no card in two hands.",
        "",
        "A value is an expression over the engine's public API (`generator.engine`), `rules`",
        "(the page's rules, with the example's `options`), `variant_rules(\"<id>\", *options)`,",
        f"the hands by role and {builtins}; it is interpreted, never run as code.",
        "",
        "## The rule fields",
        "",
        "A variant's `rules:` sets any of these; the fields of a game (`match: ...`) go",
        "under `match:`. The defaults are the standard game's.",
        "",
        *_fields(docs),
        "",
    ]
    return "\n".join(parts)
