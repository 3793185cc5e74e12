"""Where the catalogs are, and reading them: every command reads them through here.

Each file is read strictly by :func:`~generator.i18n.pofile.parse_po`; a problem is a
:class:`~generator.errors.CatalogError` naming the file (relative to the project
folder) and its line.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from babel.messages.catalog import Catalog

from generator.errors import CatalogError, Location
from generator.i18n.pofile import PoFile, check_complete, parse_po
from generator.i18n.state import languages


def po_path(root: Path, code: str) -> Path:
    """``locales/<code>/LC_MESSAGES/messages.po`` under the project folder ``root``: the
    one place that spells where a language's catalog lives."""
    return root / "locales" / code / "LC_MESSAGES" / "messages.po"


def pot_path(root: Path) -> Path:
    """``locales/messages.pot``, the template every catalog follows."""
    return root / "locales" / "messages.pot"


def shown_path(root: Path, path: Path) -> str:
    """``path`` as messages name it: relative to the project folder when inside it."""
    try:
        return path.resolve().relative_to(Path(root).resolve()).as_posix()
    except ValueError:
        return str(path)


def read_po_file(path: Path, code: str | None, shown: str | None = None) -> PoFile:
    """The catalog at ``path`` read strictly (:mod:`generator.i18n.pofile`): the one
    reader of every command. ``code`` None reads a template (POT). A file that cannot
    be read, or breaks the PO rules, raises :class:`CatalogError` naming ``shown``
    (default: ``path``) and the line."""
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


_READ: dict[tuple[str, str | None, str | None], tuple[tuple[int, int], PoFile]] = {}


def read_po_file_once(path: Path, code: str | None, shown: str | None = None) -> PoFile:
    """:func:`read_po_file`, parsed once while the file is unchanged (same modification
    time and size). The catalog is shared: callers read it and never change it."""
    try:
        stat = path.stat()
    except OSError:
        return read_po_file(path, code, shown)  # raises the CatalogError
    key, version = (str(path.resolve()), code, shown), (stat.st_mtime_ns, stat.st_size)
    cached = _READ.get(key)
    if cached is not None and cached[0] == version:
        return cached[1]
    po = read_po_file(path, code, shown)
    _READ[key] = (version, po)
    return po


def read_catalog_once(path: Path, code: str | None, shown: str | None = None) -> Catalog:
    """:func:`read_po_file_once`'s catalog, shared: read it, never change it."""
    return read_po_file_once(path, code, shown).catalog


Read = PoFile | CatalogError | None
"""A file read: its catalog, the CatalogError that stopped the reader, or None (no file)."""


def _read(path: Path, code: str | None, root: Path) -> Read:
    if not path.exists() and not path.is_symlink():
        return None
    try:
        return read_po_file_once(path, code, shown_path(root, path))
    except CatalogError as error:
        return error


def read_project_catalogs(
    root: Path, codes: Sequence[str] | None = None
) -> tuple[Read, dict[str, Read]]:
    """The template and each language's catalog of ``root/locales``, read strictly; each
    catalog is also compared with a readable template
    (:func:`~generator.i18n.pofile.check_complete`)."""
    root = Path(root)
    template = _read(pot_path(root), None, root)
    out: dict[str, Read] = {}
    for code in codes if codes is not None else languages(root)[1:]:
        po = out[code] = _read(po_path(root, code), code, root)
        if isinstance(po, PoFile) and isinstance(template, PoFile):
            try:
                check_complete(po, template)
            except CatalogError as error:
                out[code] = error
    return template, out
