"""Card indices and suit names as catalog messages: which msgids, in which context.

The localized values live in the PO files (``msgctxt "card index"`` and ``"suit"``);
``cards.yaml`` beside this module holds the English msgids and the usual indices
each language starts with.

>>> RANK_MSGIDS[0], RANK_MSGIDS[9], RANK_MSGIDS[12]
('A', '10', 'K')
>>> SUIT_MSGIDS["s"]
'spades'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from generator.errors import CatalogError, Location
from generator.safe_yaml import read

RANK_CONTEXT = "card index"
SUIT_CONTEXT = "suit"
RANK_NAME_CONTEXT = "rank name"
CARD_NAME_CONTEXT = "card name"
CARD_NAME = "{rank} of {suit}"
"""How a screen reader hears a card: a rank's name and a suit's name."""
RANK_NAMES: dict[int, str] = dict(
    enumerate(
        [
            "ace",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "jack",
            "queen",
            "king",
        ],
        start=1,
    )
)
"""Each rank by the word a player says for it ("seven", "queen"): a card's spoken name."""
RANK_MSGIDS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""The English index of ranks 1 (ace) to 13 (king)."""
SUIT_MSGIDS: dict[str, str] = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
CARDS_FILE = Path(__file__).with_name("cards.yaml")


@dataclass(frozen=True)
class CardMessage:
    """A card index or suit name: its context, English msgid and usual values."""

    context: str
    msgid: str
    line: int
    comment: str
    values: dict[str, str]
    """Language -> the usual value (empty: the msgid itself in every language)."""


@cache
def card_messages(path: Path = CARDS_FILE) -> tuple[CardMessage, ...]:
    """The messages of ``cards.yaml`` (this module's, or the one at ``path``), in its order."""
    shown = "generator/i18n/cards.yaml"
    node, problems = read(path, shown)
    if node is None or problems or node.kind != "map":
        first = problems[0] if problems else None
        where = first.location if first else Location(shown)
        raise CatalogError(where, first.message if first else "not a mapping of contexts")
    out = []
    for context, entries in node.entries.items():
        for item in entries.node.items:
            entry = item.entries
            msgid = entry["msgid"].node
            comment = entry["comment"].node.value if "comment" in entry else ""
            plain = entry["values"].node.plain() if "values" in entry else {}
            values = plain if isinstance(plain, dict) else {}
            out.append(
                CardMessage(
                    context,
                    str(msgid.value),
                    msgid.location.line,
                    str(comment or ""),
                    {str(k): str(v) for k, v in values.items()},
                )
            )
    return tuple(out)


class _Everywhere(Mapping[str, str]):
    """The same value in every language."""

    def __init__(self, value: str) -> None:
        self.value = value

    def __getitem__(self, code: str) -> str:
        return self.value

    def __contains__(self, code: object) -> bool:
        return isinstance(code, str)

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


def card_defaults() -> dict[tuple[str, str], Mapping[str, str]]:
    """(context, msgid) -> {language: usual value} of the card indices and suits a new
    catalog starts with (an index without values: the msgid in every language)."""
    return {
        (m.context, m.msgid): m.values or _Everywhere(m.msgid)
        for m in card_messages()
        if m.values or m.context == RANK_CONTEXT
    }
