"""What the Play page says when a hand ends: its result, the games of the score sheet it
decides, the match's result; and the values of a refusal as its sentence takes them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from generator.engine import Card, HandState, MatchPlay, Meld
from generator.play import messages as M
from generator.play import view as V
from generator.play.cards import card_value
from generator.play.text import PlayText


@dataclass(frozen=True)
class Said:
    """A finished hand's result as the page shows it."""

    result: list[str]
    """Its sentences: the hand's result, each game it decides, the match's result."""
    hands: str
    """The hands as the result shows them (HTML), or "" for a void hand."""
    closed: int
    """Games of the score sheet decided and said so far."""
    before: str = ""
    """Said in the log before the result (a hand void at the end of the stock)."""


def announce(
    match: MatchPlay, state: HandState, last: str, text: PlayText, closed: int | None
) -> Said:
    """The result of the finished hand ``state``, the last added to ``match`` (``last``:
    its last action's word); the games decided after the first ``closed`` are said too
    (None: the hand is shown again, and nothing new is decided)."""
    out = state.outcome
    assert out is not None
    before = ""
    if out.void:
        if last not in ("pass-discard", ""):
            before = text.gettext(M.VOID_AT_STOCK_END)
        single = match.rules.match.target is None
        result, hands = [text.gettext(M.VOID_SINGLE if single else M.VOID)], ""
    else:
        assert out.settlement is not None and out.knocker is not None
        result = V.settlement_texts(out.settlement, out.knocker, text)
        hands = V.settlement_hands(out.settlement, out.knocker, text)
    sheet = match.sheet
    done = (
        closed
        if closed is not None
        else sum(1 for g in (sheet.games if sheet else ()) if g.decided)
    )
    if sheet is not None and closed is not None:
        for number, game in enumerate(sheet.games, 1):
            if game.decided and number > done:
                done = number
                only = not match.rules.match.hollywood
                result.append(V.game_closed(number, game, text, only=only))
                if game.shutout:
                    result.append(text.gettext(M.SHUTOUT))
    if match.over:
        said = match_result(match, text)
        if said not in result:  # a single void hand: the draw is said once
            result.append(said)
    return Said(result, hands, done, before)


def match_result(match: MatchPlay, text: PlayText) -> str:
    """Who won the match (or the single hand), with the totals."""
    result = match.result()
    if match.sheet is None:
        if result.winner is None:
            return text.gettext(M.VOID_SINGLE)
        return text.gettext(M.SINGLE_WON[result.winner])
    you, bot = result.totals
    if result.winner is None:
        return text.format(M.MATCH_DRAWN, you=you, bot=bot)
    won = M.MATCH_WON if match.rules.match.hollywood else M.GAME_FINAL
    return text.format(won[result.winner], you=you, bot=bot)


def refusal_values(values: Mapping[str, object]) -> dict[str, object]:
    """A refusal's values as the reader's texts take them: cards by name."""
    out: dict[str, object] = {}
    for key, value in values.items():
        if isinstance(value, Card):
            out[key] = card_value(value)
        elif isinstance(value, Meld):
            out[key] = V.names(value.cards)
        elif isinstance(value, tuple):
            out[key] = V.names(value)
        elif isinstance(value, int):
            out[key] = value
    if "cards" in out:
        out.setdefault("meld", out["cards"])
    return out
