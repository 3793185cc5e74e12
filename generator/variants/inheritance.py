"""``extends``: each variant's rule values, options and replacements, inheritance resolved."""

from __future__ import annotations

from dataclasses import dataclass

from generator.engine import Rules
from generator.errors import Location
from generator.variants import schema
from generator.variants.fields import FIELDS
from generator.variants.model import Replacement
from generator.variants.schema import Report
from generator.variants.variant_file import RawVariant


@dataclass
class Resolved:
    """A variant with what it inherits: every rule value and where it was set."""

    raw: RawVariant
    values: dict[str, object]
    origin: dict[str, tuple[str, Location]]
    """Field -> (variant id, key location) of the file that set it."""
    options: tuple[tuple[str, Location], ...]
    inherited_options: bool
    replaces: tuple[Replacement, ...]
    rules: Rules | None = None
    """Set by the rule checks once the values are known to make a :class:`Rules`."""

    def own(self, name: str) -> Location | None:
        """Where this variant's own file sets ``name``, or None."""
        who = self.origin.get(name)
        return who[1] if who and who[0] == self.raw.id else None


def resolve(report: Report, raws: dict[str, RawVariant]) -> dict[str, Resolved]:
    """Every variant whose ``extends`` chain is sound; cycles and unknown parents reported."""
    resolved: dict[str, Resolved] = {}
    broken: set[str] = set()

    def visit(vid: str, chain: list[str]) -> Resolved | None:
        if vid in resolved:
            return resolved[vid]
        if vid in broken:
            return None
        raw = raws[vid]
        if vid in chain:
            cycle = [*chain[chain.index(vid) :], vid]
            for member in cycle[:-1]:
                m = raws[member]
                report.error(
                    m.extends_location or m.location, "extends makes a cycle: " + " -> ".join(cycle)
                )
                broken.add(member)
            return None
        parent: Resolved | None = None
        if raw.extends is not None:
            if raw.extends not in raws:
                report.error(
                    raw.extends_location or raw.location,
                    f"unknown variant '{raw.extends}' in extends",
                    schema.known(raw.extends, sorted(raws), "variants"),
                )
                broken.add(vid)
                return None
            parent = visit(raw.extends, [*chain, vid])
            if parent is None:
                broken.add(vid)
                return None
        result = _inherit(raw, parent)
        resolved[vid] = result
        return result

    for vid in raws:
        visit(vid, [])
    return resolved


def _inherit(raw: RawVariant, parent: Resolved | None) -> Resolved:
    values = dict(parent.values) if parent else {n: s.default for n, s in FIELDS.items()}
    origin = dict(parent.origin) if parent else {}
    for name, (value, where) in raw.rules.items():
        values[name] = value
        origin[name] = (raw.id, where)
    replaces = raw.replaces if raw.replaces is not None else (parent.replaces if parent else ())
    if raw.options is not None:
        return Resolved(raw, values, origin, raw.options, False, replaces)
    replaced = {r.option for r in replaces}
    options = tuple(o for o in (parent.options if parent else ()) if o[0] not in replaced)
    return Resolved(raw, values, origin, options, True, replaces)
