"""Evaluating an example's values and checking every example of the rule data.

:func:`example_values` computes the placeholders of an example's prose from the
engine (the site calls it when it builds a page). :func:`check_examples` is the
``gin-rules check`` step: values evaluate, the hands are legal, the prose's
placeholders are all provided, and the doctest passes against the engine. Every
problem is located at the example's line in its YAML file (for a failing doctest,
at the line of the ``>>>`` that failed).
"""

from __future__ import annotations

import builtins
import doctest
import inspect
import io
import string
from dataclasses import fields
from typing import Any

import generator.engine as engine
from generator.errors import Location, Problem, RuleDataError
from generator.examples.rules import examples_of
from generator.variants import rules_of
from generator.variants.examples import BUILTIN_NAMES, HAND_SIZES
from generator.variants.expressions import ExpressionError, evaluate
from generator.variants.model import Catalogue, Example, Variant
from generator.variants.variant_file import TEXT_NAMES

OPTIONFLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
"""The doctest flags of every example, here and in the page tests."""

PURE_BUILTINS = tuple(getattr(builtins, name) for name in BUILTIN_NAMES)
"""The builtins a value expression may call."""
RULE_NAMES = frozenset(
    [f.name for f in fields(engine.Rules) if f.name != "match"]
    + [f.name for f in fields(engine.MatchRules)]
)
"""The rules a prose may name as placeholders (``{knock_limit}``, ``{target}``)."""


def value_namespace(example: Example, rules: engine.Rules, catalogue: Catalogue) -> dict[str, Any]:
    """The names a value expression sees: the engine API, ``rules``, ``variant_rules`` of
    ``catalogue`` and the roles."""
    namespace: dict[str, Any] = {name: getattr(engine, name) for name in engine.__all__}
    namespace.update((f.__name__, f) for f in PURE_BUILTINS)
    namespace["rules"] = rules
    namespace["variant_rules"] = rules_of(catalogue)
    for role, cards in example.hands.items():
        hand = engine.parse_hand(cards)
        namespace[role] = next(iter(hand)) if role == "upcard" and len(hand) == 1 else hand
    return namespace


def _callables(namespace: dict[str, Any]) -> tuple[object, ...]:
    """What a value expression may call: the engine's functions and classes, their public
    class methods (``Scoresheet.played``), the namespace's ``variant_rules`` and
    :data:`PURE_BUILTINS`."""
    found: list[object] = [namespace["variant_rules"], *PURE_BUILTINS]
    for name in engine.__all__:
        value = getattr(engine, name)
        if not callable(value):
            continue
        found.append(value)
        if inspect.isclass(value):
            for attribute, raw in vars(value).items():
                if not attribute.startswith("_") and isinstance(raw, classmethod | staticmethod):
                    found.append(getattr(value, attribute))
    return tuple(found)


def example_values(
    example: Example, rules: engine.Rules, catalogue: Catalogue
) -> dict[str, object]:
    """Placeholder -> value of each of ``example.values``, worked out against the engine
    by :func:`generator.variants.expressions.evaluate` (no Python code is run);
    ``variant_rules`` answers from ``catalogue``.

    :raises RuleDataError: at the value's line, naming the value that failed.
    """
    try:
        namespace = value_namespace(example, rules, catalogue)
    except ValueError as error:
        raise RuleDataError(example.location, f"example '{example.id}': {error}") from None
    values: dict[str, object] = {}
    callables = _callables(namespace)
    for name, expression in example.values.items():
        try:
            values[name] = evaluate(expression, namespace, callables)
        except ExpressionError as error:
            raise RuleDataError(
                example.value_locations.get(name, example.location),
                f"example '{example.id}': value '{name}' = {expression}: {error}",
            ) from None
    return values


def placeholders(text: str) -> list[str]:
    """The ``{names}`` of a text, in order (``{{`` and ``}}`` are literal braces)."""
    return [field for _, field, _, _ in string.Formatter().parse(text) if field]


def check_hands(example: Example, rules: engine.Rules) -> list[str]:
    """What is wrong with the hands of an example (empty when they are legal)."""
    found: list[str] = []
    hands: dict[str, engine.Hand] = {}
    for role, cards in example.hands.items():
        try:
            hand = engine.parse_hand(cards)
        except engine.InvalidCardError as error:
            found.append(f"the cards of '{role}': {error}")
            continue
        sizes = HAND_SIZES.get(role)
        if sizes and len(hand) not in sizes:
            want = " or ".join(map(str, sizes))
            found.append(f"'{role}' holds {len(hand)} cards, not {want}")
        hands[role] = hand
    players = [(r, h) for r, h in hands.items() if r != "upcard"]
    for i, (role, hand) in enumerate(players):
        for other, other_hand in players[i + 1 :]:
            both = hand & other_hand
            if both:
                found.append(f"{both} in both '{role}' and '{other}'")
    if not found and "knocker" in hands and "defender" in hands:
        upcard = hands.get("upcard")
        try:
            engine.settle(
                hands["knocker"],
                hands["defender"],
                rules,
                upcard=next(iter(upcard)) if upcard else None,
            )
        except engine.InvalidCardError as error:
            found.append(f"the knocker may not go out: {error}")
    return found


class _Collector(doctest.DocTestRunner):
    def __init__(self) -> None:
        super().__init__(optionflags=OPTIONFLAGS, verbose=False)
        self.found: list[tuple[doctest.Example, str]] = []

    def report_failure(self, out: Any, test: Any, example: doctest.Example, got: str) -> None:
        want = example.want.strip() or "nothing"
        self.found.append((example, f"expected {want!r}, got {got.strip() or 'nothing'!r}"))

    def report_unexpected_exception(
        self, out: Any, test: Any, example: doctest.Example, exc_info: Any
    ) -> None:
        error = exc_info[1]
        self.found.append((example, f"raised {type(error).__name__}: {error}"))


def run_doctest(text: str, name: str = "example") -> list[tuple[int, str, str]]:
    """Run a doctest session in a fresh namespace: (0-based line, source, what failed)."""
    test = doctest.DocTestParser().get_doctest(text, {}, name, None, 0)
    runner = _Collector()
    runner.run(test, out=io.StringIO().write, clear_globs=True)
    return [(e.lineno, e.source.strip(), why) for e, why in runner.found]


def check_example(
    example: Example, variant: Variant, catalogue: Catalogue, rules: engine.Rules | None = None
) -> list[Problem]:
    """Every problem of one example (``rules``: those it is played by, by default its
    variant's); its doctest runs with :func:`variant_rules` answering from ``catalogue``."""
    where = example.location
    label = f"example '{example.id}'"
    problems: list[Problem] = []
    for message in check_hands(example, rules or variant.rules):
        problems.append(Problem(where, f"{label}: {message}"))
    if problems:
        return problems
    try:
        values = example_values(example, rules or variant.rules, catalogue)
    except RuleDataError as error:
        return [Problem.from_error(error)]
    known = {*values, *RULE_NAMES, *TEXT_NAMES}
    try:
        names = placeholders(example.prose)
    except ValueError as error:
        names = []
        problems.append(Problem(where, f"{label}: the prose's braces do not pair up: {error}"))
    for name in names:
        if name not in known:
            problems.append(
                Problem(where, f"{label}: the prose uses {{{name}}}, no value gives it")
            )
    with examples_of(catalogue):
        failed = run_doctest(example.doctest, f"{variant.id}:{example.id}")
    for line, source, why in failed:
        at = Location(where.path, example.doctest_line + line) if example.doctest_line else where
        problems.append(Problem(at, f"{label}: doctest `{source}` {why}"))
    return problems


def check_examples(catalogue: Catalogue) -> list[Problem]:
    """Every problem of every example of ``catalogue``: of every variant that loaded (a
    variant whose file has errors has none to check, and the rule check reports it)."""
    from generator.variants import example_rules

    problems: list[Problem] = []
    for variant in catalogue.variants.values():
        for example in variant.examples:
            played = example_rules(catalogue, variant, example)
            problems.extend(check_example(example, variant, catalogue, played))
    return problems
