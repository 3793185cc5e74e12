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

from pathlib import Path

import yaml

RANK_CONTEXT = "card index"
SUIT_CONTEXT = "suit"
RANK_MSGIDS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""The English index of ranks 1 (ace) to 13 (king)."""
SUIT_MSGIDS: dict[str, str] = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
TRANSLATED_LANGUAGES = ("hu", "el", "it", "de", "fr", "es", "pl")
CARDS_FILE = Path(__file__).with_name("cards.yaml")


def card_defaults() -> dict[tuple[str, str], dict[str, str]]:
    """(context, msgid) -> {language: value} from ``cards.yaml`` (no values: the msgid itself)."""
    data = yaml.safe_load(CARDS_FILE.read_text(encoding="utf-8"))
    out: dict[tuple[str, str], dict[str, str]] = {}
    for context, entries in data.items():
        for entry in entries:
            msgid = str(entry["msgid"])
            values = {k: str(v) for k, v in (entry.get("values") or {}).items()}
            out[(context, msgid)] = values or {code: msgid for code in TRANSLATED_LANGUAGES}
    return out
