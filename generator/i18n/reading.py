"""Reading one catalog file from disk, strictly: what the commands that write catalogs read.

The site and the checks read the catalogs from the project's files
(:mod:`generator.i18n.translations`); ``gin-rules i18n extract`` reads each one again
right before it merges it. Each file is read by :func:`~generator.i18n.pofile.parse_po`;
a problem is a :class:`~generator.errors.CatalogError` naming the file and its line.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog

from generator.errors import CatalogError, Location
from generator.i18n.pofile import PoFile, parse_po


def read_po_file(path: Path, code: str | None, shown: str | None = None) -> PoFile:
    """The catalog at ``path`` read strictly (:mod:`generator.i18n.pofile`). ``code`` None
    reads a template (POT). A file that cannot be read, or breaks the PO rules, raises
    :class:`CatalogError` naming ``shown`` (default: ``path``) and the line."""
    name = shown or str(path)
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise CatalogError(Location(name), "is a folder, not a catalog") from None
    except OSError as error:
        raise CatalogError(Location(name), f"cannot read: {error.strerror}") from None
    return parse_po(data, name, code, template=code is None)


def read_catalog(path: Path, code: str | None, shown: str | None = None) -> Catalog:
    """:func:`read_po_file`'s Babel catalog (a new one on each call: the caller's own)."""
    return read_po_file(path, code, shown).catalog
