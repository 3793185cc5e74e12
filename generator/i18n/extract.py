"""Babel extraction method for the rule data: every translatable text of ``rules/*.yaml``.

Registered as the ``gin_rules_yaml`` entry point of ``babel.extractors``, so a
mapping file can say ``[gin_rules_yaml: rules/**.yaml]``. Each message comes with
its line and a translator comment naming the page, the field, and what each
placeholder stands for. Ids, other names, rule values and source titles are not
extracted. The file's kind comes from its name: ``options.yaml``, ``aspects.yaml``,
``parameters.yaml``, ``glossary.yaml``, ``sources.yaml`` (nothing to translate),
``cards.yaml`` (card indices and suits, with a context); any other file is a
variant (``rules/variants/<id>.yaml``).

>>> import io
>>> source = io.BytesIO(b"text:\\n  title: Gin\\n  tagline: Knock with {knock_limit}.\\n")
>>> source.name = "gin.yaml"
>>> for lineno, funcname, message, comments in extract_rules(source, (), (), {}):
...     print(lineno, funcname, message, *comments, sep=" | ")  # doctest: +ELLIPSIS
2 | gettext | Gin | Page gin: the title.
3 | gettext | Knock with {knock_limit}. | Page gin (Gin): the tagline. | {knock_limit}: a value ...
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import IO, Any

import yaml

from generator.errors import Location, RuleDataError
from generator.i18n.placeholders import PlaceholderError, names

Extracted = tuple[int, str, str | tuple[str, str], list[str]]

_LINK = re.compile(r"\[([^\]]*)\]\(page:([a-z0-9-]+)\)")

PLACEHOLDERS: dict[str, str] = {
    "dead_cards": "how many cards are left in the stock when the hand ends void, a number",
    "shutout_bonus": "the extra bonus for a shutout, a number",
    "hollywood_games": "how many games Hollywood scoring keeps at once, a number",
    "title": "this page's game name",
    "standard": "the standard game's name, as its page title",
    "options": "a list of option names, already joined in this language",
    "targets": "a list of game lengths (points to play to), already joined in this language",
    "other_options": "a list of the other option names, already joined in this language",
    "replaces": "a list of the options this game takes the place of, already joined",
    "reasons": "the reasons why, sentences of their own, already translated",
    "deadwood": "a deadwood count worked out by the rules engine, a number",
    "points": "points worked out by the rules engine, a number",
}
"""Placeholders that are not parameters of ``rules/parameters.yaml``."""


def _scalar(node: yaml.Node | None) -> str | None:
    if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:str" and node.value:
        return str(yaml.safe_load(yaml.serialize(node)))  # folded/literal blocks resolved
    return None


def _get(node: yaml.Node | None, key: str) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == key:
                return v
    return None


def _items(node: yaml.Node | None) -> list[yaml.Node]:
    return list(node.value) if isinstance(node, yaml.SequenceNode) else []


def _pairs(node: yaml.Node | None) -> list[tuple[str, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        return []
    return [(str(k.value), v) for k, v in node.value if isinstance(k, yaml.ScalarNode)]


def _rules_dir(filename: str) -> Path | None:
    path = Path(filename).resolve()
    for parent in path.parents:
        if (parent / "parameters.yaml").is_file():
            return parent
        if parent.name == "rules":
            return parent
    return None


@lru_cache(maxsize=8)
def _parameter_meanings(rules_dir: Path | None) -> Mapping[str, str]:
    """Placeholder name -> "the most deadwood you may knock with, a number"."""
    meanings = dict(PLACEHOLDERS)
    if rules_dir is None or not (rules_dir / "parameters.yaml").is_file():
        return meanings
    try:
        data = yaml.safe_load((rules_dir / "parameters.yaml").read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return meanings
    for entry in data if isinstance(data, list) else []:
        if not isinstance(entry, dict) or not isinstance(entry.get("meaning"), str):
            continue
        name = str(entry.get("name", "")).removeprefix("match.")
        meaning = entry["meaning"].strip().rstrip(".")
        meaning = meaning[:1].lower() + meaning[1:]
        if entry.get("type") == "int":
            meaning += ", a number"
        meanings[name] = meaning
    return meanings


class _Messages:
    def __init__(self, filename: str) -> None:
        self.meanings = _parameter_meanings(_rules_dir(filename))
        self.out: list[Extracted] = []

    def add(self, node: yaml.Node | None, where: str, context: str | None = None) -> None:
        text = _scalar(node)
        if text is None or node is None:
            return
        comments = [where]
        try:
            found = dict.fromkeys(names(text))
        except PlaceholderError:
            found = {}
        for name in found:
            meaning = self.meanings.get(name, "a value filled in when the page is built")
            comments.append(f"{{{name}}}: {meaning}")
        links = sorted({page for _, page in _LINK.findall(text)})
        if links:
            comments.append(
                "Links: translate the text in [...] only, keep (page:"
                + "), (page:".join(links)
                + ")"
            )
        lineno = node.start_mark.line + 1
        if context is None:
            self.out.append((lineno, "gettext", text, comments))
        else:
            self.out.append((lineno, "pgettext", (context, text), comments))


def _variant(root: yaml.Node, page: str, m: _Messages) -> None:
    text = _get(root, "text")
    title = _scalar(_get(text, "title"))
    name = f"Page {page}" + (f" ({title})" if title else "")
    m.add(_get(text, "title"), f"Page {page}: the title.")
    m.add(_get(text, "tagline"), f"{name}: the tagline.")
    for field, label in (("what_is", "What is"), ("history", "History")):
        for i, node in enumerate(_items(_get(text, field)), 1):
            m.add(node, f"{name}: {label}, paragraph {i}.")
    for section in _items(_get(text, "sections")):
        section_id = _scalar(_get(section, "id")) or "?"
        m.add(_get(section, "title"), f"{name}: the title of section {section_id}.")
        for i, node in enumerate(_items(_get(section, "paragraphs")), 1):
            m.add(node, f"{name}: section {section_id}, paragraph {i}.")
    for replacement in _items(_get(root, "replaces")):
        option = _scalar(_get(replacement, "option")) or "?"
        m.add(
            _get(replacement, "reason"),
            f"{name}: why this game takes the place of the option {option}.",
        )
    for example in _items(_get(root, "examples")):
        example_id = _scalar(_get(example, "id")) or "?"
        m.add(_get(example, "title"), f"{name}: the title of example {example_id}.")
        m.add(_get(example, "prose"), f"{name}: the text of example {example_id}.")


def _options(root: yaml.Node, m: _Messages) -> None:
    for option_id, option in _pairs(root):
        m.add(
            _get(option, "name"),
            f'Option {option_id}: its name in a list of options ("a single hand, 100 or 250").',
        )
        m.add(_get(option, "description"), f"Option {option_id}: its description.")
        for exclusion in _items(_get(option, "excludes")):
            other = _scalar(_get(exclusion, "option")) or "?"
            m.add(
                _get(exclusion, "reason"),
                f"Option {option_id}: why it cannot be chosen together with {other}.",
            )


def _aspects(root: yaml.Node, m: _Messages) -> None:
    for aspect in _items(root):
        aspect_id = _scalar(_get(aspect, "id")) or "?"
        m.add(_get(aspect, "label"), f"Comparison table, row {aspect_id}: the row heading.")
        for i, case in enumerate(_items(_get(aspect, "cases")), 1):
            m.add(
                _get(case, "text"),
                f"Comparison table, row {aspect_id}: the cell text of case {i}.",
            )


def _parameters(root: yaml.Node, m: _Messages) -> None:
    for parameter in _items(root):
        name = _scalar(_get(parameter, "name")) or "?"
        where = f"Page rulebooks (Where the rule books differ), rule {name}"
        m.add(_get(parameter, "title"), f"{where}: its title.")
        m.add(_get(parameter, "meaning"), f"{where}: what it means.")
        for value in _items(_get(parameter, "values")):
            value_node = _get(value, "value")
            shown = value_node.value if isinstance(value_node, yaml.ScalarNode) else "?"
            m.add(_get(value, "label"), f"{where}: the short name of the value {shown}.")
            m.add(_get(value, "description"), f"{where}: who plays the value {shown}.")


def _glossary(root: yaml.Node, m: _Messages) -> None:
    for term in _items(_get(root, "terms")):
        term_id = _scalar(_get(term, "id")) or "?"
        m.add(
            _get(term, "term"),
            f"Glossary term {term_id}: the term (use this language's term from"
            f" locales/<lang>/glossary.yaml).",
        )
        m.add(_get(term, "definition"), f"Glossary term {term_id}: its definition.")


def _cards(root: yaml.Node, m: _Messages) -> None:
    for context, entries in _pairs(root):
        for entry in _items(entries):
            msgid_node = _get(entry, "msgid")
            if not isinstance(msgid_node, yaml.ScalarNode):
                continue
            what = _scalar(_get(entry, "comment"))
            if context == "card index":
                where = (
                    "Card index: the rank letter or number printed in the corner of"
                    " cards of this language's packs" + (f", for {what}." if what else ".")
                )
            else:
                where = "Suit name, as a word in a sentence or a table."
            # numbers are strings here too: "2" … "10"
            node = yaml.ScalarNode("tag:yaml.org,2002:str", str(msgid_node.value))
            node.start_mark = msgid_node.start_mark
            m.add(node, where, context=context)


def extract_rules(
    fileobj: IO[bytes],
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Yield ``(lineno, funcname, message, comments)`` for each translatable text."""
    filename = str(getattr(fileobj, "name", "") or options.get("filename", ""))
    if Path(filename).is_absolute() and Path(filename).is_relative_to(Path.cwd()):
        filename = Path(filename).relative_to(Path.cwd()).as_posix()  # as errors name files
    stem = Path(filename).stem
    data = fileobj.read()
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        root = yaml.compose(text, yaml.SafeLoader)
    except UnicodeDecodeError as e:
        raise RuleDataError(Location(filename), f"not UTF-8 text ({e.reason})") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = Location(filename, mark.line + 1, mark.column + 1) if mark else Location(filename)
        problem = getattr(e, "problem", None) or str(e)
        raise RuleDataError(
            where,
            f"not valid YAML: {problem}",
            hint="quote a text that contains ': '" if "mapping values" in str(problem) else None,
        ) from None
    if root is None:
        return
    m = _Messages(filename)
    kind = options.get("kind") or stem
    if kind == "options":
        _options(root, m)
    elif kind == "aspects":
        _aspects(root, m)
    elif kind == "parameters":
        _parameters(root, m)
    elif kind == "glossary":
        _glossary(root, m)
    elif kind == "cards":
        _cards(root, m)
    elif kind == "sources":
        return
    else:
        _variant(root, stem, m)
    yield from m.out
