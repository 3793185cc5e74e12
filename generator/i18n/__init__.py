"""Localization: the PO catalogs of ``locales/`` read as they are, for the site.

A :class:`Localizer` answers for one language (:mod:`generator.i18n.localizer`). It
reads ``locales/<lang>/LC_MESSAGES/messages.po`` directly (no compile step), strictly
(:mod:`generator.i18n.pofile`: a broken catalog stops the build with its file and
line). Obsolete entries (``#~``) are ignored.

>>> en = english()
>>> en.format("Knock with {knock_limit} or less.", knock_limit=10)
'Knock with 10 or less.'
"""

from __future__ import annotations

from pathlib import Path

from generator.errors import CatalogError
from generator.i18n.localizer import LazyValues, Localizer, Name, Percent, recording_key
from generator.i18n.reading import (
    po_path,
    pot_path,
    read_catalog,
    read_catalog_once,
    read_po_file,
    read_project_catalogs,
)
from generator.i18n.state import SOURCE_LANGUAGE, State, languages
from generator.text.placeholders import PlaceholderError


def english() -> Localizer:
    """The source language: every message is its own translation."""
    return Localizer(SOURCE_LANGUAGE)


def load_localizers(root: Path) -> dict[str, Localizer]:
    """A Localizer per language of :func:`languages`, in order, from ``root/locales``.

    A language without a catalog file gets an empty one (everything MISSING, shown in
    English). A catalog that breaks the PO rules, or lacks messages of
    ``locales/messages.pot``, raises :class:`CatalogError` with its file and line.
    """
    template, catalogs = read_project_catalogs(root)
    if isinstance(template, CatalogError):
        raise template
    localizers = {SOURCE_LANGUAGE: english()}
    for code in languages(root)[1:]:
        po = catalogs.get(code)
        if isinstance(po, CatalogError):
            raise po
        localizers[code] = Localizer(code, po.catalog if po is not None else None)
    return localizers


__all__ = [
    "LazyValues",
    "Localizer",
    "Name",
    "Percent",
    "PlaceholderError",
    "State",
    "english",
    "languages",
    "load_localizers",
    "po_path",
    "pot_path",
    "read_catalog",
    "read_catalog_once",
    "read_po_file",
    "read_project_catalogs",
    "recording_key",
]
