"""Localization: the PO catalogs of ``locales/`` read as they are, for the site.

:func:`read_translations` reads what ``locales/`` holds from the project's files: the
languages, the template, each catalog (strictly, :mod:`generator.i18n.pofile`: a broken
catalog stops the build with its file and line), glossary and style guide. A
:class:`Localizer` answers for one language (:mod:`generator.i18n.localizer`); obsolete
entries (``#~``) are ignored.

>>> en = english()
>>> en.format("Knock with {knock_limit} or less.", knock_limit=10)
'Knock with 10 or less.'
"""

from __future__ import annotations

from generator.i18n.localizer import Localizer
from generator.i18n.reading import read_catalog, read_po_file
from generator.i18n.state import SOURCE_LANGUAGE, State
from generator.i18n.translations import (
    TEMPLATE,
    Translations,
    catalog_path,
    glossary_path,
    languages,
    read_translations,
    style_guide_path,
)
from generator.i18n.values import LazyValues, Name, Percent, recording_key
from generator.text.placeholders import PlaceholderError


def english() -> Localizer:
    """The source language: every message is its own translation."""
    return Localizer(SOURCE_LANGUAGE)


__all__ = [
    "SOURCE_LANGUAGE",
    "TEMPLATE",
    "LazyValues",
    "Localizer",
    "Name",
    "Percent",
    "PlaceholderError",
    "State",
    "Translations",
    "catalog_path",
    "english",
    "glossary_path",
    "languages",
    "read_catalog",
    "read_po_file",
    "read_translations",
    "recording_key",
    "style_guide_path",
]
