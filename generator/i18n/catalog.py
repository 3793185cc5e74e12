"""Writing the catalogs: extract ``locales/messages.pot``, merge it into every language.

:func:`update` is what ``gin-rules i18n extract`` runs. It reads the Babel mapping
``babel.cfg`` (the same file ``pybabel extract -F babel.cfg`` reads), extracts the
rule data with :func:`generator.i18n.extract.extract_rules` and the templates with
Jinja2's extractor, writes the POT, then does what ``pybabel update --previous``
does for each language: translations are kept, entries whose English changed
are marked fuzzy (with the previous msgid), removed ones become obsolete (``#~``).
A language without a catalog gets a new one (``pybabel init``) with Babel's
Plural-Forms header. Card index and suit entries still empty get the language's
usual values from ``cards.yaml``. A file is only rewritten when its content changes.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from configparser import RawConfigParser
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po, unescape, write_po

from generator import __version__
from generator.errors import CatalogError, Location
from generator.i18n import read_catalog
from generator.i18n.cards import card_defaults
from generator.i18n.placeholders import PlaceholderError, names
from generator.i18n.state import LANGUAGES, SOURCE_LANGUAGE

MAPPING_FILE = "babel.cfg"
PROJECT = "gin-rules"
WIDTH = 79  # the width the catalogs were first written with: another one reflows every comment

# methods of the mapping file -> importable functions, so no installed entry point is needed
METHODS = {
    "gin_rules_yaml": "generator.i18n.extract:extract_rules",
    "jinja2": "jinja2.ext:babel_extract",
}
BRACE_FLAG = "python-brace-format"


@dataclass(frozen=True)
class Updated:
    """What :func:`update` did to one file."""

    path: Path
    messages: int
    changed: bool
    created: bool = False


def pot_path(root: Path) -> Path:
    return root / "locales" / "messages.pot"


def po_file(root: Path, code: str) -> Path:
    return root / "locales" / code / "LC_MESSAGES" / "messages.po"


def read_mapping(root: Path) -> tuple[list[tuple[str, str]], dict[str, dict[str, str]]]:
    """The ``babel.cfg`` mapping as Babel's ``(method_map, options_map)``."""
    path = root / MAPPING_FILE
    parser = RawConfigParser()
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read_string(path.read_text(encoding="utf-8"), str(path))
    except OSError as error:
        raise CatalogError(Location(MAPPING_FILE), f"cannot read: {error.strerror}") from None
    method_map: list[tuple[str, str]] = []
    options_map: dict[str, dict[str, str]] = {}
    for section in parser.sections():
        method, _, pattern = section.partition(":")
        method, pattern = method.strip(), pattern.strip()
        method_map.append((pattern, METHODS.get(method, method)))
        options_map[pattern] = dict(parser.items(section))
    return method_map, options_map


def extract_template(root: Path) -> Catalog:
    """Every message of the project, as a POT catalog (locations relative to ``root``)."""
    method_map, options_map = read_mapping(root)
    template = Catalog(
        project=PROJECT,
        version=__version__,
        copyright_holder="the gin-rules authors",
        charset="utf-8",
        fuzzy=False,
    )
    found = extract_from_dir(
        str(root),
        method_map,
        options_map,
        keywords=DEFAULT_KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        flags: set[str] = set()
        text = message[0] if isinstance(message, tuple) else message
        try:
            if names(text):
                flags.add(BRACE_FLAG)
        except PlaceholderError:
            pass
        template.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            flags=flags,
            context=context,
        )
    return template


def _serialize(catalog: Catalog, *, template: bool = False) -> bytes:
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalog,
        width=WIDTH,
        include_previous=not template,
        ignore_obsolete=template,
        sort_output=False,
    )
    return buffer.getvalue()


def _content(catalog: Catalog) -> tuple[object, ...]:
    """What a catalog says, whatever its line layout: messages, comments joined, obsolete."""

    def one(message: Message) -> tuple[object, ...]:
        return (
            message.context,
            message.id,
            message.string,
            tuple(sorted(message.flags)),
            tuple(message.locations),
            " ".join(" ".join(message.auto_comments).split()),
            " ".join(" ".join(message.user_comments).split()),
            tuple(message.previous_id or ()),
        )

    return (
        tuple(one(m) for m in catalog if m.id),
        tuple(one(m) for m in catalog.obsolete.values()),
        catalog.num_plurals,
        str(catalog.locale or ""),
    )


def _write_if_changed(path: Path, content: bytes, code: str | None = None) -> bool:
    """Write ``content`` unless the file already says the same; a file written with other
    line widths (a translator's editor) is compared by content, so it is not reflowed."""
    if path.exists():
        old = path.read_bytes()
        if _without_dates(old) == _without_dates(content):
            return False
        if code is not None:
            try:
                same = _content(read_catalog(path, code)) == _content(
                    read_po(io.BytesIO(content), locale=code)
                )
            except (CatalogError, ValueError):
                same = False
            if same:
                return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return True


def _without_dates(content: bytes) -> bytes:
    return b"\n".join(
        line
        for line in content.split(b"\n")
        if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:'))
    )


def _fill_card_defaults(catalog: Catalog, code: str) -> None:
    for (context, msgid), values in card_defaults().items():
        message = catalog.get(msgid, context=context)
        if message is not None and not message.string and code in values:
            message.string = values[code]
            message.flags.discard("fuzzy")


def new_catalog(template: Catalog, code: str) -> Catalog:
    """A new language's catalog from the template, as ``pybabel init`` makes it."""
    catalog = Catalog(
        locale=code,
        project=PROJECT,
        version=__version__,
        copyright_holder="the gin-rules authors",
        charset="utf-8",
        fuzzy=False,
        language_team=code,
        last_translator="the gin-rules translators",
        revision_date=datetime.now(UTC),
    )
    catalog.update(template, no_fuzzy_matching=True, update_header_comment=True)
    return catalog


def merge(template: Catalog, path: Path, code: str) -> tuple[Catalog, bool]:
    """The language's catalog at ``path`` updated from ``template`` (created if absent)."""
    if not path.exists():
        catalog = new_catalog(template, code)
        _fill_card_defaults(catalog, code)
        return catalog, True
    catalog = read_catalog(path, code)
    _read_previous_comments(catalog)
    catalog.update(template, no_fuzzy_matching=False, update_creation_date=False)
    _fill_card_defaults(catalog, code)
    return catalog, False


def _read_previous_comments(catalog: Catalog) -> None:
    """Read the ``#| msgid`` lines back as what they are. Babel takes them for translator
    comments ("| msgid ..."), which would then stay on the entry for good; a fuzzy entry
    keeps its previous English text, any other entry drops it."""
    for message in catalog:
        previous = [c[1:].strip() for c in message.user_comments if c.startswith("|")]
        if not previous:
            continue
        message.user_comments = [c for c in message.user_comments if not c.startswith("|")]
        if message.fuzzy:
            message.previous_id = _previous_ids(previous)


def _previous_ids(lines: list[str]) -> list[str]:
    """``msgid "a"`` / ``"b"`` and ``msgid_plural "c"`` lines -> ``["ab", "c"]``."""
    ids: list[list[str]] = []
    for line in lines:
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgid", "msgid_plural"):
            ids.append([])
            line = rest
        elif keyword == "msgctxt":
            continue
        if ids and line.startswith('"'):
            ids[-1].append(unescape(line))
    return ["".join(parts) for parts in ids]


def update(root: Path, languages: Iterable[str] = LANGUAGES[1:]) -> list[Updated]:
    """Write ``locales/messages.pot`` and merge it into each language's PO file."""
    root = Path(root)
    template = extract_template(root)
    pot = pot_path(root)
    if pot.exists():  # keep the creation date when nothing changed
        with pot.open("rb") as handle:
            template.creation_date = read_po(handle).creation_date
    content = _serialize(template, template=True)
    if _without_dates(content) != _without_dates(pot.read_bytes() if pot.exists() else b""):
        template.creation_date = datetime.now(UTC)
        content = _serialize(template, template=True)
    results = [Updated(pot, len(template), _write_if_changed(pot, content))]
    for code in languages:
        if code == SOURCE_LANGUAGE:
            continue
        path = po_file(root, code)
        before = path.stat().st_mtime_ns if path.exists() else None
        catalog, created = merge(template, path, code)
        content = _serialize(catalog)
        # a translator may have saved the file meanwhile: merge again from the new text
        now = path.stat().st_mtime_ns if path.exists() else None
        if now != before:
            catalog, created = merge(template, path, code)
            content = _serialize(catalog)
        changed = _write_if_changed(path, content, code)
        results.append(Updated(path, len(catalog), changed, created))
    return results
