"""The package's layers, read from its import statements: data flows one way.

Each package of ``generator/`` may import the standard library, the packages below it and
the outside libraries it is allowed; nothing imports a package above its own. The Play
page's runtime (``generator/play/``), which the reader's browser runs, imports the
standard library, the engine and the text grammar only; MkDocs is imported by
``generator/build/`` alone.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "generator"

LAYERS: dict[str, tuple[set[str], set[str]]] = {
    # unit: (generator units it may import, outside libraries it may import)
    "engine": (set(), set()),
    # Babel only inside the functions the build calls; the browser is given its answers
    "text": (set(), {"babel"}),
    "errors": (set(), set()),
    "yaml_nodes": ({"errors"}, {"yaml"}),
    "safe_yaml": ({"errors", "files", "yaml_nodes"}, {"yaml"}),
    "cache": ({"files"}, set()),
    "files": (set(), set()),
    "settings": (set(), set()),
    "play": ({"engine", "text"}, set()),
    "variants": ({"engine", "errors", "files", "safe_yaml", "text"}, set()),
    "i18n": (
        {"engine", "errors", "files", "safe_yaml", "text", "variants"},
        {"babel", "jinja2"},
    ),
    "simulation": ({"engine", "cache", "files"}, set()),
    "examples": ({"engine", "errors", "files", "variants"}, set()),
    "project": ({"engine", "errors", "files", "settings", "cache", "variants", "i18n"}, set()),
    "checks": ({"errors", "examples", "i18n", "project", "site", "variants"}, set()),
    "site": (
        {
            "engine", "text", "errors", "cache", "files", "settings", "play", "variants",
            "i18n", "simulation", "examples", "project",
        },
        {"jinja2", "markupsafe", "babel"},
    ),
    "build": (
        {
            "engine", "text", "errors", "cache", "files", "settings", "play", "variants",
            "i18n", "site", "project",
        },
        {"mkdocs", "mkdocs_static_i18n", "jinja2", "markupsafe", "watchdog", "zopfli"},
    ),
    "commands": (
        {
            "engine", "errors", "files", "settings", "variants", "i18n", "simulation",
            "checks", "examples", "project", "site",
        },
        {"tqdm"},
    ),
    "cli": ({"commands", "errors"}, set()),
    "__main__": ({"cli"}, set()),
    "__init__": (set(), set()),
}  # fmt: skip
"""Every unit of ``generator/`` (a package, or a module at its top)."""


def unit_of(relative: Path) -> str:
    """The unit of a module, by its path under ``generator/``."""
    return relative.parts[0].removesuffix(".py")


def modules() -> list[Path]:
    return sorted(p.relative_to(PACKAGE) for p in PACKAGE.rglob("*.py"))


def imports(relative: Path, source: bytes) -> Iterator[tuple[int, str]]:
    """(line, module) of every import of the module at ``relative`` (under ``generator/``),
    relative imports resolved."""
    tree = ast.parse(source, str(relative))
    here = ["generator", *relative.with_suffix("").parts]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            yield node.lineno, name
            if name == "generator":  # "from generator import cache" names a unit
                for alias in node.names:
                    if (PACKAGE / alias.name).is_dir() or (PACKAGE / f"{alias.name}.py").is_file():
                        yield node.lineno, f"generator.{alias.name}"


def violations(relative: Path, source: bytes) -> list[str]:
    """The imports of one module that its unit may not make."""
    unit = unit_of(relative)
    inside, outside = LAYERS[unit]
    wrong = []
    for line, name in imports(relative, source):
        top, _, rest = name.partition(".")
        if top == "generator":
            target = rest.partition(".")[0]
            if target and target != unit and target not in inside and target in LAYERS:
                wrong.append(f"line {line}: {name} (generator.{target})")
        elif top not in sys.stdlib_module_names and top != "__future__" and top not in outside:
            wrong.append(f"line {line}: {name} (outside library {top!r})")
    return wrong


def test_every_unit_has_its_place() -> None:
    found = {unit_of(p) for p in modules()}
    assert found == set(LAYERS), "add the new unit to LAYERS with what it may import"


@pytest.mark.parametrize("relative", modules(), ids=lambda p: p.as_posix())
def test_imports_follow_the_layers(relative: Path) -> None:
    wrong = violations(relative, (PACKAGE / relative).read_bytes())
    assert not wrong, f"{unit_of(relative)} may not import:\n" + "\n".join(wrong)


def test_the_play_runtime_is_what_the_page_ships() -> None:
    """Every package the Play runtime imports is shipped whole to the browser."""
    from generator.build.play_assets import BROWSER_PACKAGES

    assert {"play", *LAYERS["play"][0]} == set(BROWSER_PACKAGES)


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("import jinja2\n", "jinja2 (outside library 'jinja2')"),
        ("from ..site import pages\n", "generator.site (generator.site)"),
        ("from generator import i18n\n", "generator.i18n (generator.i18n)"),
        ("from . import cards\nimport json\n", None),
    ],
)
def test_a_wrong_import_is_found(source: str, found: str | None) -> None:
    """The check can fail: a new module of the Play runtime importing what the browser
    does not have is caught, however it imports it."""
    wrong = violations(Path("play/new.py"), source.encode())
    assert wrong == ([f"line 1: {found}"] if found else [])


def test_the_code_digest_follows_the_code(tmp_path: Path) -> None:
    """Every cache keys its values by :func:`generator.files.code_digest`: a change to a
    module, and only to the code, changes it."""
    from generator.files import code_digest

    package = tmp_path / "pkg"
    (package / "engine").mkdir(parents=True)
    (package / "engine" / "bot.py").write_text("X = 1\n", encoding="utf-8")
    (package / "engine" / "__pycache__").mkdir()
    first = code_digest("engine", base=package)
    (package / "engine" / "__pycache__" / "bot.pyc").write_bytes(b"compiled")
    assert code_digest.__wrapped__("engine", base=package) == first
    (package / "engine" / "bot.py").write_text("X = 2\n", encoding="utf-8")
    assert code_digest.__wrapped__("engine", base=package) != first
