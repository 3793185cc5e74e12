"""The values of a worked example: small expressions over the engine, never run as Python.

An example's ``values:`` say where the numbers of its prose come from, e.g.
``settle(knocker, defender, rules).points``. Rule files are edited by people, so
these are not evaluated by Python: :func:`check` reads the syntax tree and accepts
only what a rule editor needs, and :func:`evaluate` walks that tree itself.

- literals: numbers, texts, ``True``/``False``/``None``, tuples and lists of them;
- names given by the caller: the engine's public API, ``rules``, ``variant_rules``,
  the example's hands by role;
- attributes and items of values (``.points``, ``.games[0]``), but never a name
  that starts with an underscore;
- calls, but only of the callables the caller allows (the engine's functions and
  classes, their public class methods such as ``Scoresheet.played``);
- arithmetic on numbers (``+ - * / // %``, no power), comparisons, ``and``/``or``/``not``.

>>> from generator.engine import min_deadwood, parse_hand
>>> names = {"min_deadwood": min_deadwood, "hand": parse_hand("As 2s 3s 7h 7d 7c 9s 9h Kd Qc")}
>>> evaluate("min_deadwood(hand) - 8", names, {min_deadwood})
30
>>> check("().__class__", names)
"'__class__' is not allowed: a name that starts with '_' is private"
>>> check("open('/etc/passwd')", names)
"unknown name 'open' (known: hand, min_deadwood)"
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

MAX_LENGTH = 500
"""An expression longer than this is refused."""

_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
_UNARY: dict[type, Callable[[Any], Any]] = {
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Not: operator.not_,
}
_COMPARE: dict[type, Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Is: operator.is_,
    ast.IsNot: operator.is_not,
}
_ALLOWED = (
    ast.Expression,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Attribute,
    ast.Subscript,
    ast.Slice,
    ast.Call,
    ast.keyword,
    ast.Tuple,
    ast.List,
    ast.BinOp,
    ast.UnaryOp,
    ast.Compare,
    ast.BoolOp,
    ast.And,
    ast.Or,
    *_BINARY,
    *_UNARY,
    *_COMPARE,
)
_WHAT = {
    ast.Lambda: "a lambda",
    ast.Pow: "a power (**)",
    ast.ListComp: "a comprehension",
    ast.GeneratorExp: "a generator",
    ast.DictComp: "a comprehension",
    ast.SetComp: "a comprehension",
    ast.JoinedStr: "an f-string",
    ast.NamedExpr: "an assignment (:=)",
    ast.Starred: "an unpacking (*)",
    ast.Dict: "a dict",
    ast.Set: "a set",
    ast.IfExp: "a conditional expression",
}


class ExpressionError(ValueError):
    """An expression that is not allowed, or that fails when worked out."""


def _tree(expression: str) -> ast.Expression:
    if len(expression) > MAX_LENGTH:
        raise ExpressionError(f"longer than {MAX_LENGTH} characters")
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except SyntaxError as error:
        raise ExpressionError(f"not an expression: {error.msg}") from None
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            what = _WHAT.get(type(node), type(node).__name__)
            raise ExpressionError(f"{what} is not allowed in a value")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            raise ExpressionError(
                f"'{node.attr}' is not allowed: a name that starts with '_' is private"
            )
        if isinstance(node, ast.Name) and node.id.startswith("_"):
            raise ExpressionError(
                f"'{node.id}' is not allowed: a name that starts with '_' is private"
            )
        if isinstance(node, ast.keyword) and node.arg is None:
            raise ExpressionError("an unpacking (**) is not allowed in a value")
    return tree


def check(expression: str, names: Iterable[str]) -> str | None:
    """Why ``expression`` is not allowed with ``names`` (None when it is)."""
    known = set(names)
    try:
        tree = _tree(expression)
    except ExpressionError as error:
        return str(error)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in known:
            return f"unknown name '{node.id}' (known: {', '.join(sorted(known))})"
    return None


def evaluate(expression: str, names: Mapping[str, object], callables: Collection[object]) -> object:
    """The value of ``expression``; :raises ExpressionError: when not allowed or failing."""
    return _Walker(names, callables).value(_tree(expression).body)


class _Walker:
    def __init__(self, names: Mapping[str, object], callables: Collection[object]) -> None:
        self.names = names
        self.callables = callables

    def value(self, node: ast.AST) -> Any:
        method = getattr(self, "_" + type(node).__name__.lower())
        return method(node)

    def _constant(self, node: ast.Constant) -> Any:
        if not isinstance(node.value, int | float | str | bool | type(None)):
            raise ExpressionError(f"the literal {node.value!r} is not allowed")
        return node.value

    def _name(self, node: ast.Name) -> Any:
        if node.id not in self.names:
            raise ExpressionError(f"unknown name '{node.id}'")
        return self.names[node.id]

    def _attribute(self, node: ast.Attribute) -> Any:
        owner = self.value(node.value)
        try:
            return getattr(owner, node.attr)
        except AttributeError:
            raise ExpressionError(
                f"{type(owner).__name__} has no attribute '{node.attr}'"
            ) from None

    def _subscript(self, node: ast.Subscript) -> Any:
        owner = self.value(node.value)
        if not isinstance(owner, list | tuple | str | Mapping):
            raise ExpressionError(f"a {type(owner).__name__} cannot be indexed")
        try:
            return owner[self.value(node.slice)]
        except (IndexError, KeyError, TypeError) as error:
            raise ExpressionError(f"index: {error}") from None

    def _slice(self, node: ast.Slice) -> slice:
        parts = (node.lower, node.upper, node.step)
        return slice(*(None if p is None else self._number(self.value(p)) for p in parts))

    def _call(self, node: ast.Call) -> Any:
        function = self.value(node.func)
        if not any(function is c or function == c for c in self.callables):
            raise ExpressionError(f"{ast.unparse(node.func)} may not be called in a value")
        args = [self.value(a) for a in node.args]
        kwargs = {k.arg: self.value(k.value) for k in node.keywords if k.arg is not None}
        try:
            return function(*args, **kwargs)
        except (ValueError, TypeError, LookupError, ArithmeticError) as error:
            raise ExpressionError(f"{type(error).__name__}: {error}") from None

    def _tuple(self, node: ast.Tuple) -> tuple[Any, ...]:
        return tuple(self.value(e) for e in node.elts)

    def _list(self, node: ast.List) -> list[Any]:
        return [self.value(e) for e in node.elts]

    @staticmethod
    def _number(value: Any) -> int | float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ExpressionError(f"arithmetic on numbers only, not on {type(value).__name__}")
        return value

    def _binop(self, node: ast.BinOp) -> Any:
        left, right = self._number(self.value(node.left)), self._number(self.value(node.right))
        try:
            return _BINARY[type(node.op)](left, right)
        except ArithmeticError as error:
            raise ExpressionError(str(error)) from None

    def _unaryop(self, node: ast.UnaryOp) -> Any:
        operand = self.value(node.operand)
        if not isinstance(node.op, ast.Not):
            operand = self._number(operand)
        return _UNARY[type(node.op)](operand)

    def _compare(self, node: ast.Compare) -> bool:
        left = self.value(node.left)
        for op, comparator in zip(node.ops, node.comparators, strict=True):
            right = self.value(comparator)
            if not _COMPARE[type(op)](left, right):
                return False
            left = right
        return True

    def _boolop(self, node: ast.BoolOp) -> Any:
        result: Any = isinstance(node.op, ast.And)
        for item in node.values:
            result = self.value(item)
            if isinstance(node.op, ast.And) != bool(result):
                return result
        return result
