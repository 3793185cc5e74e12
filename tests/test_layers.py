"""The package's layers, read from its import statements: data flows one way.

Each package of ``generator/`` may import the standard library, the packages below it and
the outside libraries it is allowed; nothing imports a package above its own. The Play
page's runtime (``generator/play/``), which the reader's browser runs, imports the
standard library, the engine and the text grammar only; MkDocs is imported by
``generator/build/`` alone.

The engine is used through its package: outside ``generator/engine/`` and its own tests
(``tests/engine/``), code imports ``generator.engine`` and none of its modules (the
benchmarks may time the masks' machinery, :mod:`generator.engine.masks`); and only
:mod:`generator.engine.hand` changes a hand's state, every other module reads it.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "generator"

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


def loaded_with_module(source: bytes) -> Iterator[tuple[int, str]]:
    """(line, top-level name) of every import of an outside library that runs when the
    module is imported (not inside a function)."""

    def visit(node: ast.AST) -> Iterator[tuple[int, str]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and not child.level:
                names = [child.module or ""]
            else:
                yield from visit(child)
                continue
            for name in names:
                top = name.partition(".")[0]
                if top not in sys.stdlib_module_names and top not in ("__future__", "generator"):
                    yield child.lineno, top

    yield from visit(ast.parse(source))


def shipped_modules() -> list[Path]:
    from generator.build.play_assets import BROWSER_PACKAGES

    return [p for p in modules() if unit_of(p) in BROWSER_PACKAGES]


@pytest.mark.parametrize("relative", shipped_modules(), ids=lambda p: p.as_posix())
def test_what_the_browser_runs_loads_no_outside_library(relative: Path) -> None:
    """The packages shipped to the Play page import an outside library (Babel, for the
    build) only inside the functions that need it, which the page never calls."""
    found = list(loaded_with_module((PACKAGE / relative).read_bytes()))
    assert not found, f"imported with {relative}: {found}"


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("import babel\n", [(1, "babel")]),
        ("try:\n    from babel import Locale\nexcept ImportError:\n    pass\n", [(2, "babel")]),
        ("def f():\n    from babel import Locale\n", []),
        ("import json\nfrom generator.engine import Card\n", []),
    ],
)
def test_a_library_loaded_with_a_module_is_found(source: str, found: object) -> None:
    assert list(loaded_with_module(source.encode())) == found


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


# -- the engine's public surface ---------------------------------------------------------

ENGINE_USERS = ("generator", "benchmarks", "tests")
"""Where code that uses the engine lives: all of it but the engine and its tests."""
ENGINE_INSIDE = (PACKAGE / "engine", ROOT / "tests" / "engine")
BENCHMARK_MODULES = {"generator.engine.masks"}
"""Engine modules the benchmarks may import besides the package: the machinery they time."""


def engine_users() -> list[Path]:
    found = []
    for top in ENGINE_USERS:
        for path in (ROOT / top).rglob("*.py"):
            if not any(path.is_relative_to(inside) for inside in ENGINE_INSIDE):
                found.append(path.relative_to(ROOT))
    return sorted(found)


def _is_engine_module(name: str) -> bool:
    """Whether ``generator.engine.<name>`` is a module (or subpackage) of the engine."""
    folder = PACKAGE / "engine"
    return (folder / name).is_dir() or (folder / f"{name}.py").is_file()


def engine_modules_imported(relative: Path, source: bytes) -> list[str]:
    """The engine's modules (not its package) that the module at ``relative`` imports."""
    named: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, str(relative))):
        if isinstance(node, ast.Import):
            named += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            named.append((node.lineno, node.module))
            if node.module == "generator.engine":  # "from generator.engine import masks"
                named += [
                    (node.lineno, f"generator.engine.{alias.name}")
                    for alias in node.names
                    if _is_engine_module(alias.name)
                ]
    allowed = BENCHMARK_MODULES if relative.parts[0] == "benchmarks" else set()
    return [
        f"line {line}: {name}"
        for line, name in named
        if name.startswith("generator.engine.") and name not in allowed
    ]


@pytest.mark.parametrize("relative", engine_users(), ids=lambda p: p.as_posix())
def test_the_engine_is_used_through_its_package(relative: Path) -> None:
    wrong = engine_modules_imported(relative, (ROOT / relative).read_bytes())
    assert not wrong, "import these from generator.engine:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    ("relative", "source", "found"),
    [
        ("generator/play/x.py", "from generator.engine.cards import DECK\n", True),
        ("generator/play/x.py", "import generator.engine.masks\n", True),
        ("generator/play/x.py", "from generator.engine import masks\n", True),
        ("generator/play/x.py", "from generator.engine.bots import advice\n", True),
        ("generator/play/x.py", "from generator.engine import Hand, masks_of\n", False),
        ("benchmarks/x.py", "from generator.engine.masks import tables_for\n", False),
        ("benchmarks/x.py", "from generator.engine.hand import HandState\n", True),
    ],
)
def test_an_engine_module_imported_is_found(relative: str, source: str, found: bool) -> None:
    assert bool(engine_modules_imported(Path(relative), source.encode())) is found


def test_the_public_surface_is_small() -> None:
    import generator.engine as engine

    assert len(engine.__all__) <= 40
    assert all(hasattr(engine, name) for name in engine.__all__)


# -- only the hand changes its state ----------------------------------------------------


def state_fields() -> tuple[set[str], set[str]]:
    """(the fields of a hand's state, the underscored methods of HandState)."""
    from generator.engine import HandState

    fields = {name for cls in HandState.__mro__ for name in getattr(cls, "__slots__", ())}
    methods = {n for n, v in vars(HandState).items() if n.startswith("_") and callable(v)}
    return fields, methods - {"__init__"}


def state_changes(relative: Path, source: bytes) -> list[str]:
    """Where the module at ``relative`` sets a field of a hand's state (an object whose
    name says it is a state), or touches its private fields or methods."""
    fields, methods = state_fields()
    private = {f for f in fields if f.startswith("_")} | methods
    wrong = []
    for node in ast.walk(ast.parse(source, str(relative))):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and target.attr in fields
                and "state" in ast.unparse(target.value).lower()
            ):
                wrong.append(f"line {node.lineno}: sets {ast.unparse(target)}")
        own = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        if (
            isinstance(node, ast.Attribute)
            and node.attr in private
            and not (own and ast.unparse(node.value) in ("self", "cls"))
        ):
            wrong.append(f"line {node.lineno}: {ast.unparse(node)}")
    return wrong


STATE_KEEPERS = {Path("generator/engine/hand.py"), Path("generator/engine/table.py")}
"""The state itself: :class:`HandState` and the :class:`TableView` it extends."""


@pytest.mark.parametrize(
    "relative",
    [
        p.relative_to(ROOT)
        for top in ("generator", "benchmarks")
        for p in sorted((ROOT / top).rglob("*.py"))
        if p.relative_to(ROOT) not in STATE_KEEPERS
    ],
    ids=lambda p: p.as_posix(),
)
def test_only_the_hand_changes_its_state(relative: Path) -> None:
    wrong = state_changes(relative, (ROOT / relative).read_bytes())
    assert not wrong, "only HandState changes a hand's state:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("state.phase = Phase.OVER\n", True),
        ("self.state.to_play += 1\n", True),
        ("state._restock()\n", True),
        ("x = copy._planned\n", True),
        ("self.phase = phase\n", False),
        ("phase = state.phase\n", False),
    ],
)
def test_a_change_of_the_state_is_found(source: str, found: bool) -> None:
    assert bool(state_changes(Path("generator/engine/turns.py"), source.encode())) is found
