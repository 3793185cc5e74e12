"""The Babel mapping ``babel.cfg``: which files hold the texts to translate, and how each
kind is extracted (the same file ``pybabel extract -F babel.cfg`` reads)."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterable, Iterator
from configparser import Error as ConfigError
from configparser import RawConfigParser
from pathlib import Path

from generator.errors import CatalogError, Location
from generator.files import ProjectFiles, Unreadable
from generator.i18n.extract import Extracted, RulesExtractor
from generator.variants.model import Catalogue

MAPPING_FILE = "babel.cfg"

# methods of the mapping file -> importable functions, so no installed entry point is needed
METHODS = {
    "gin_rules_yaml": "generator.i18n.extract:extract_rules",
    "jinja2": "jinja2.ext:babel_extract",
}
RULES_METHOD = METHODS["gin_rules_yaml"]

Method = str | Callable[..., Iterator[Extracted]]


def read_mapping(
    files: ProjectFiles, rules: Catalogue | None = None
) -> tuple[list[tuple[str, Method]], dict[str, dict[str, str]]]:
    """The ``babel.cfg`` mapping as Babel's ``(method_map, options_map)``; given ``rules``,
    the rule data's method reads the texts from it instead of loading ``rules/`` again."""
    data = files.read(MAPPING_FILE)
    parser = RawConfigParser()
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    try:
        if not isinstance(data, bytes):
            why = data.reason if isinstance(data, Unreadable) else "no such file"
            raise CatalogError(Location(MAPPING_FILE), why)
        parser.read_string(data.decode("utf-8"), MAPPING_FILE)
    except UnicodeDecodeError:
        raise CatalogError(Location(MAPPING_FILE), "not UTF-8 text") from None
    except ConfigError as error:
        line = getattr(error, "lineno", 0)
        message = str(error).splitlines()[0]
        raise CatalogError(
            Location(MAPPING_FILE, line), f"not a Babel mapping: {message}"
        ) from None
    method_map: list[tuple[str, Method]] = []
    options_map: dict[str, dict[str, str]] = {}
    for section in parser.sections():
        method, _, pattern = section.partition(":")
        method, pattern = method.strip(), pattern.strip()
        if method == "gin_rules_yaml" and rules is not None:
            method_map.append((pattern, RulesExtractor(files, rules)))
        else:
            method_map.append((pattern, METHODS.get(method, method)))
        options_map[pattern] = dict(parser.items(section))
        if method == "jinja2":  # a template with a syntax error is an error, not skipped
            options_map[pattern].setdefault("silent", "false")
    return method_map, options_map


def folders_searched(root: Path, patterns: Iterable[str]) -> Callable[[str], bool]:
    """Babel's filter of the folders it walks: only those a pattern of the mapping can reach
    (Babel's default walks every folder but hidden ones, the virtualenv's and the built
    site's included, and matches each file against the patterns)."""
    reach: list[tuple[tuple[str, ...], bool]] = []  # (fixed folders, deeper folders too)
    for pattern in patterns:
        *folders, name = pattern.split("/")
        fixed = tuple(itertools.takewhile(lambda part: not set(part) & set("*?["), folders))
        reach.append((fixed, fixed != tuple(folders) or "**" in name))

    top = os.path.abspath(root)  # Babel walks the absolute path

    def searched(dirpath: str) -> bool:
        name = os.path.basename(dirpath)
        if name.startswith((".", "_")):  # as Babel's default
            return False
        parts = Path(os.path.relpath(dirpath, top)).parts
        return any(
            fixed[: len(parts)] == parts or (deeper and parts[: len(fixed)] == fixed)
            for fixed, deeper in reach
        )

    return searched


__all__ = ["MAPPING_FILE", "METHODS", "RULES_METHOD", "Method", "folders_searched", "read_mapping"]
