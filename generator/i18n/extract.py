"""Babel extraction method for the rule data: the translatable texts the loader read.

Registered as the ``gin_rules_yaml`` entry point of ``babel.extractors``, so a
mapping file can say ``[gin_rules_yaml: rules/**.yaml]``. The texts are not found
by walking the YAML again: the validated rule catalogue
(:func:`generator.variants.load_catalogue`) records every translatable text with
its line and what it is, and this method yields those of the file Babel asks
about. So the catalogs hold exactly what the pages use, and broken rule data
stops the extraction with the file and line of the problem
(:class:`~generator.errors.RuleDataError`) instead of dropping its messages.

Each message comes with a translator comment naming the page and field, what
each placeholder stands for, and which links to keep. ``cards.yaml`` (card
indices and suit names) is read by :mod:`generator.i18n.cards`.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from generator.errors import Location, RuleDataError
from generator.files import ProjectFiles
from generator.i18n.cards import CARDS_FILE, RANK_CONTEXT, SUIT_CONTEXT, card_messages
from generator.text.forms import NAME_FORMS_CONTEXT
from generator.text.placeholders import PlaceholderError, names
from generator.variants import load_catalogue
from generator.variants.model import Catalogue

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


NAME_FORMS = (
    'The forms of this game\'s name that your language declares (msgctxt "grammar", msgid'
    " \"forms\"), one a line as 'form: text', e.g. 'ine: a Straight Ginben'. Empty when your"
    " language declares no form of names."
)


def placeholder_meanings(catalogue: Catalogue) -> dict[str, str]:
    """Placeholder name -> "the most deadwood you may knock with, a number"."""
    meanings = dict(PLACEHOLDERS)
    for parameter in catalogue.parameters.values():
        meaning = parameter.meaning.strip().rstrip(".")
        meaning = meaning[:1].lower() + meaning[1:]
        if parameter.type == "int":
            meaning += ", a number"
        meanings[parameter.name.removeprefix("match.")] = meaning
    return meanings


def comments(text: str, where: str, meanings: Mapping[str, str]) -> list[str]:
    """What a translator is told about ``text``: ``where`` it is, its placeholders, its links."""
    out = [where]
    try:
        found = dict.fromkeys(names(text))
    except PlaceholderError:
        found = {}
    for name in found:
        out.append(f"{{{name}}}: {meanings.get(name, 'a value filled in when the page is built')}")
    links = sorted({page for _, page in _LINK.findall(text)})
    if links:
        out.append(
            "Links: translate the text in [...] only, keep (page:" + "), (page:".join(links) + ")"
        )
    return out


_LOADED: dict[Path, tuple[str, Catalogue]] = {}


def _project_files(path: Path) -> tuple[ProjectFiles, Catalogue]:
    """The project of a file under its ``rules/`` folder, and its rule catalogue, loaded
    again only when a file of ``rules/`` changed (Babel asks once per file)."""
    folder = next((parent.parent for parent in path.parents if parent.name == "rules"), None)
    if folder is None:
        raise RuleDataError(Location(path.name), "not a file of a rules/ folder")
    files = ProjectFiles.snapshot(folder, ("rules",))
    key = files.digest()
    cached = _LOADED.get(folder)
    if cached is None or cached[0] != key:
        # RuleDataError: extraction stops at the first problem
        cached = _LOADED[folder] = (key, load_catalogue(files))
    return files, cached[1]


def _cards(path: Path) -> Iterator[Extracted]:
    for m in card_messages(path):
        if m.context == RANK_CONTEXT:
            where = (
                "Card index: the rank letter or number printed in the corner of cards of this"
                " language's packs" + (f", for {m.comment}." if m.comment else ".")
            )
        elif m.context == SUIT_CONTEXT:
            where = "Suit name, as a word in a sentence or a table."
        else:
            where = m.comment[:1].upper() + m.comment[1:] + "."
        yield m.line, "pgettext", (m.context, m.msgid), [where]


def extract_rules(
    fileobj: IO[bytes],
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Yield ``(lineno, funcname, message, comments)`` for each translatable text (the
    entry point pybabel calls: the rule data is loaded from the file's project)."""
    path = Path(str(getattr(fileobj, "name", "") or options.get("filename", ""))).resolve()
    if path.name == CARDS_FILE.name and path.parent.name == CARDS_FILE.parent.name:
        yield from _cards(path)
        return
    files, catalogue = _project_files(path)
    yield from _texts(files.shown(path), catalogue)


class RulesExtractor:
    """:func:`extract_rules` with the project's files and rule catalogue given, for an
    extraction that has loaded them already."""

    def __init__(self, files: ProjectFiles, catalogue: Catalogue) -> None:
        self.files = files
        self.catalogue = catalogue

    def __call__(
        self,
        fileobj: IO[bytes],
        keywords: Collection[str],
        comment_tags: Collection[str],
        options: Mapping[str, Any],
    ) -> Iterator[Extracted]:
        path = Path(str(getattr(fileobj, "name", "") or options.get("filename", ""))).resolve()
        if path.name == CARDS_FILE.name and path.parent.name == CARDS_FILE.parent.name:
            yield from _cards(path)
            return
        yield from _texts(self.files.shown(path), self.catalogue)


def _texts(shown: str, catalogue: Catalogue) -> Iterator[Extracted]:
    """The translatable texts of the rules file at ``shown`` (relative to the project)."""
    meanings = placeholder_meanings(catalogue)
    titles = {f"Page {v.id}: the title.": v.text.title for v in catalogue.variants.values()}
    for source in catalogue.texts:
        if source.location.path == shown:
            text = source.text
            notes = comments(text, source.comment, meanings)
            if source.context is None:
                yield source.location.line, "gettext", text, notes
            else:
                yield source.location.line, "pgettext", (source.context, text), notes
            if titles.get(source.comment) == text:
                yield source.location.line, "pgettext", (NAME_FORMS_CONTEXT, text), [NAME_FORMS]
