"""What the Play page shows of a hand in play: the cards as HTML, the texts in the reader's
language. Runs in the browser (Pyodide) with a :class:`~generator.play.text.PlayText`.

Cards are drawn by :mod:`generator.play.cards`, as on the rule pages: the reader's own
cards are buttons (``data-card``, the card's notation; ``aria-pressed`` when chosen),
grouped in the melds of their best arrangement, the deadwood last. Every text is
escaped here: translations are untrusted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from generator.engine import (
    Card,
    Game,
    Hand,
    HandState,
    MatchPlay,
    Meld,
    Settlement,
    best_arrangement,
)
from generator.play import messages as M
from generator.play.cards import attribute, card_face, card_list, card_name, escape, render_hand
from generator.play.text import PlayText
from generator.play.verdict import settled
from generator.text.cards import CardList

E = escape


def names(cards: Iterable[Card]) -> CardList:
    """Cards as a text's placeholder takes them: by name, joined as the language joins a
    list, in the form the text asks for."""
    return card_list(cards)


def card_button(card: Card, text: PlayText, *, new: bool = False) -> str:
    """A card of the reader's as a toggle button, named by its text for screen readers (the
    drawn face is hidden from them)."""
    extra = " play-new" if new else ""
    return (
        f'<button type="button" class="play-card{extra}" data-card="{card}"'
        f' aria-pressed="false">{card_face(card, text)}'
        f'<span class="play-sr">{E(card_name(card, text))}</span></button>'
    )


def your_hand(mask: int, state: HandState, text: PlayText, new: int = -1) -> str:
    """The reader's cards as buttons: each meld of the best arrangement, then the deadwood."""
    arrangement = best_arrangement(Hand(mask), state.rules, keep_all=True)
    groups = []
    for meld in arrangement.melds:
        inner = "".join(card_button(c, text, new=c.index == new) for c in meld.cards)
        groups.append(f'<span class="meld">{inner}</span>')
    if arrangement.deadwood:
        label = E(text.gettext("deadwood"))
        inner = "".join(card_button(c, text, new=c.index == new) for c in arrangement.deadwood)
        groups.append(
            f'<span class="deadwood"><span class="deadwood-label" aria-hidden="true">{label}'
            f"</span>{inner}</span>"
        )
    label = attribute(text.gettext(M.YOUR_CARDS))
    return f'<div class="hand play-hand" role="group" aria-label="{label}">{"".join(groups)}</div>'


def card_backs(count: int, text: PlayText) -> str:
    label = attribute(text.format(M.BOT_HOLDS, count=count))
    backs = '<span class="card card-back"></span>' * count
    return f'<div class="hand play-backs" role="img" aria-label="{label}">{backs}</div>'


def top_discard(state: HandState, text: PlayText) -> str:
    """The top of the discard pile: face up, but the discard of a player who went out,
    which the rules place face down."""
    card = state.top_discard
    if card is None:
        return f'<span class="play-empty">{E(text.gettext(M.NO_DISCARD))}</span>'
    if face_down(state):
        label = attribute(text.gettext(M.DISCARD_FACE_DOWN))
        return (
            f'<div class="hand play-backs" role="img" aria-label="{label}">'
            '<span class="card card-back"></span></div>'
        )
    return render_hand([card], [], text)


def face_down(state: HandState) -> bool:
    """Whether the top discard is the one a player went out with (a knock or gin)."""
    if state.knocker is None:
        return False
    out = next((a for a in reversed(state.history) if a.kind in ("knock", "gin")), None)
    return out is not None and state.top_discard == out.card


def layoff_targets(state: HandState) -> frozenset[int]:
    """The melds on the table the player to move may lay a card off onto now."""
    return frozenset(a.onto for a in state.legal_actions() if a.onto is not None)


def stock(state: HandState, text: PlayText) -> str:
    label = E(text.format(M.STOCK_LEFT, count=len(state.stock)))
    return f'<span class="card card-back" aria-hidden="true"></span> <span>{label}</span>'


def table_melds(state: HandState, text: PlayText, *, onto: Iterable[int] = ()) -> str:
    """The melds declared so far (with the cards laid off on them), numbered from 1; a
    button to lay off onto each meld of ``onto`` (the reader's legal layoffs)."""
    targets = frozenset(onto)
    show = state.showdown
    if show is None or not show.melds:
        return ""
    items = []
    for number, meld in enumerate(show.melds):
        cards = Meld(show.extended[number], meld.kind)
        caption = text.format(M.MELD_NUMBER, number=number + 1, meld=names(cards.cards))
        button = ""
        if number in targets:
            button = (
                f'<button type="button" class="md-button play-onto" data-onto="{number}">'
                f"{E(text.gettext(M.LAY_OFF_ONTO))}</button>"
            )
        items.append(
            f'<li class="play-meld"><span class="play-meld-caption">{E(caption)}</span>'
            f"{render_hand(cards.cards, [cards], text)}{button}</li>"
        )
    return f'<ol class="play-melds">{"".join(items)}</ol>'


def settlement_texts(result: Settlement, knocker: int, text: PlayText) -> list[str]:
    """How the hand ended and what the rules engine says of it, in sentences."""
    out = []
    if result.winner is None:
        out.append(text.gettext(M.NOBODY_SCORES))
    else:
        out.append(text.format(M.WINS_HAND[result.winner], points=result.points))
    out.append(text.gettext(M.ENDINGS[result.ending][knocker]))
    judged = settled(result)
    out.append(text.format_map(judged.msgid, judged.values))
    out.extend(text.gettext(m) for m in judged.extra)
    return out


def settlement_hands(result: Settlement, knocker: int, text: PlayText) -> str:
    """Both hands as they were shown: the melds, the layoffs, the deadwood."""
    judged = settled(result)
    knocker_cards = [c for m in result.knocker_melds for c in m.cards]
    knocker_cards += result.knocker_deadwood_cards
    defender = [c for m in result.defender_melds for c in m.cards]
    defender += result.defender_deadwood_cards
    laid = [c for c, _ in result.layoffs]
    figures = []
    for seat, role, cards, melds in (
        (knocker, "knocker", knocker_cards, result.knocker_melds),
        (1 - knocker, "defender", defender, result.defender_melds),
    ):
        whose = text.gettext(M.YOUR_CARDS if seat == M.YOU else M.BOT_CARDS)
        caption = f"{E(text.gettext(judged.roles[role]))} · {E(whose)}"
        figures.append(
            f'<figure class="example-hand"><figcaption>{caption}</figcaption>'
            f"{render_hand(cards, melds, text)}</figure>"
        )
    if laid:
        said = text.format(M.LAID_OFF, cards=names(laid))
        figures.append(f'<p class="play-laid">{E(said)}</p>')
    return "".join(figures)


def score_table(games: Sequence[Game], text: PlayText) -> str:
    """The score sheet: a column per game (three under Hollywood), a row per player."""
    head = "".join(
        f'<th scope="col">{E(text.format(M.GAME_COLUMN, number=i + 1))}</th>'
        for i in range(len(games))
    )
    rows = []
    for seat, label in ((M.YOU, M.PLAYERS[0]), (M.BOT, M.PLAYERS[1])):
        cells = []
        for game in games:
            cell = E(text.format(M.SCORE_CELL, points=game.points[seat], boxes=game.boxes[seat]))
            if game.final is not None:
                total = text.format_number(game.final[seat])
                mark = " ✓" if game.winner == seat else ""
                cell += f"<br><strong>{E(total)}{mark}</strong>"
            cells.append(f"<td>{cell}</td>")
        rows.append(f'<tr><th scope="row">{E(text.gettext(label))}</th>{"".join(cells)}</tr>')
    caption = E(text.gettext(M.SCORE_CAPTION))
    return (
        f'<table class="play-score-table"><caption>{caption}</caption>'
        f"<thead><tr><td></td>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def game_closed(number: int, game: Game, text: PlayText, *, only: bool = False) -> str:
    """Who won a decided game, with what (``only``: the match's one game, named without its
    number)."""
    assert game.winner is not None and game.final is not None
    winner = game.winner
    return text.format(
        (M.GAME_WON_ONLY if only else M.GAME_WON)[winner],
        number=number,
        points=game.points[winner],
        boxes=game.boxes[winner],
        total=game.final[winner],
    )


def table(state: HandState, match: MatchPlay, text: PlayText, drawn: int) -> dict[str, Any]:
    """The table of the hand in play as the page shows it: the status, the cards, the
    score sheet, what is legal for the reader (``drawn``: the card he just drew, or -1)."""
    yours = not state.over and state.to_play == M.YOU
    number = len(match.states) + (0 if state.over else 1)
    status = (
        text.format(M.HAND_NUMBER, number=number) + " · " + text.gettext(M.DEALER[state.dealer])
    )
    rules = match.rules.match
    bonuses = ""
    if rules.target is not None:
        bonuses = text.format(M.BONUSES, game_bonus=rules.game_bonus, box_bonus=rules.box_bonus)
    return {
        "phase": state.phase.value,
        "status": status,
        "yours": yours,
        "hand": your_hand(state.hand_mask(M.YOU), state, text, drawn),
        "bot": card_backs(len(state.hand_of(M.BOT)), text),
        "stock": stock(state, text),
        "top": top_discard(state, text),
        "melds": table_melds(state, text, onto=layoff_targets(state) if yours else ()),
        "score": score_table(match.sheet.games, text) if match.sheet else "",
        "bonuses": bonuses,
        "over": state.over,
        "matchOver": match.over,
        "legal": [str(a) for a in state.legal_actions()] if yours else [],
    }
