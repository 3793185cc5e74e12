"""Merging the template into one language's catalog, as ``msgmerge``/``pybabel
update --previous`` and ``pybabel init`` do, with this project's additions.

Translations are kept; entries whose English changed are marked fuzzy with their
previous msgid; removed ones become obsolete (``#~``) and come back with their
translation when their message does. Card index, suit and card name entries still
empty get the language's usual values from ``cards.yaml``. Each language merges its
own copy of the template, so nothing one language is given reaches another.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from datetime import UTC, datetime

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import unescape

from generator import __version__
from generator.i18n.cards import card_defaults
from generator.i18n.entries import Key, sources
from generator.i18n.localizer import OPTIONAL_CONTEXTS
from generator.i18n.pofile import PoFile, check_complete
from generator.text.forms import parse_name_forms

PROJECT = "gin-rules"
FORMAT_FLAGS = frozenset({"python-brace-format", "python-format"})
"""Flags of Python's own formats. The project's placeholders are not Python's (a translation
may ask for a form, ``{title:ine}``, which Python would read as a format spec), so its
catalogs carry none of them, and ``msgfmt -c`` does not judge them by Python's rules."""


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
    catalog.update(_own_copy(template), no_fuzzy_matching=True, update_header_comment=True)
    return catalog


def _own_copy(template: Catalog) -> Catalog:
    """The template for one language: Babel's ``Catalog.update`` adds the template's own
    message objects, so a language's edits to them (card defaults) must not reach the next."""
    return copy.deepcopy(template)


def merge(
    template: Catalog,
    po: PoFile | None,
    code: str,
    old_template: PoFile | None = None,
) -> tuple[Catalog, bool]:
    """The language's catalog ``po`` (read strictly) updated from ``template``, or a new
    one when it has none; and whether it was created. Given ``old_template`` (the
    template it was last merged from), it must have all its messages: a cut-off file
    raises its CatalogError. ``po``'s catalog is changed in place: give a copy you own."""
    if po is None:
        catalog = new_catalog(template, code)
        _fill_card_defaults(catalog, code)
        return catalog, True
    if old_template is not None:
        check_complete(po, old_template)
    catalog = po.catalog
    wanted = {(m.context, _singular(m)) for m in template if m.id}
    for obsolete, message in list(catalog.obsolete.items()):  # back in the template: revived
        if (message.context, _singular(message)) in wanted:
            del catalog.obsolete[obsolete]
            catalog[message.id] = message
    previous = {(m.context, _singular(m)): m.previous_id for m in catalog if m.previous_id}
    catalog.update(_own_copy(template), no_fuzzy_matching=False, update_creation_date=False)
    for message in catalog:  # still fuzzy: its previous msgid stays, as msgmerge keeps it
        key: Key = (message.context, _singular(message))
        _restore_previous(message, previous, key)
        if message.fuzzy and not message.previous_id and key in previous:
            message.previous_id = previous[key]
        message.flags -= FORMAT_FLAGS
        if message.context in OPTIONAL_CONTEXTS and message.fuzzy and not _forms_text(message):
            # a guess from another message (a title's translation) is no list of forms
            message.string = ""
            message.flags.discard("fuzzy")
            message.previous_id = []
    _fill_card_defaults(catalog, code)
    return catalog, False


_PREVIOUS_COMMENT = re.compile(r'\| (?:(msgctxt|msgid|msgid_plural) )?"(.*)"\Z')


def _restore_previous(message: Message, previous: Mapping[Key, object], key: Key) -> None:
    """``#| msgid`` lines a Babel-based editor saved as comments (``# | msgid "..."``,
    Babel's reader knows no previous msgids): the previous msgid again if the entry
    is fuzzy and has none, else dropped, as msgmerge drops a translated entry's."""
    kept: list[str] = []
    fields: list[list[str]] = []
    for comment in message.user_comments:
        match = _PREVIOUS_COMMENT.match(comment)
        if match is None:
            kept.append(comment)
        elif match.group(1):
            fields.append([match.group(1), match.group(2)])
        elif fields:
            fields[-1][1] += match.group(2)
    if len(kept) == len(message.user_comments):
        return
    message.user_comments = kept
    texts = [unescape(f'"{text}"') for keyword, text in fields if keyword != "msgctxt"]
    if texts and message.fuzzy and key not in previous and not message.previous_id:
        message.previous_id = texts


def _forms_text(message: Message) -> bool:
    """Whether a message's text is written as forms, ``form: text`` a line."""
    text = message.string if isinstance(message.string, str) else ""
    return bool(text.strip()) and not parse_name_forms(text)[1]


def _singular(message: Message) -> str:
    return sources(message)[0]
