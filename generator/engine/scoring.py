"""The scoring of one declaration against one reply: the ending, who scores, and why.

:func:`score` takes the knocker's cards and the melds he shows, the defender's
cards and his layoffs (or his best reply), and returns the :class:`Settlement`
with its arithmetic, one fact a line. Choosing the declaration is
:mod:`generator.engine.settlement`'s job.

**Who won is a seat**, player 0 or 1 (None: nobody), in the settlement as in the
hand's :class:`~generator.engine.phases.Outcome`, the score sheet's games, a played
match and the records. The seat is what lasts from hand to hand (the score sheet's
columns, who deals next, a record's players), where knocker and defender change
with every hand; a settlement names the knocker's seat (``knocker``), so the knocker
won when ``winner == knocker`` and :func:`~generator.engine.settle` on its own seats
the knocker at 0. (The records always wrote the seat: their JSON is unchanged.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from generator.engine.cards import Card, format_cards
from generator.engine.errors import InvalidCardError
from generator.engine.layoffs import best_reply, chosen_reply
from generator.engine.masks import cards_of_mask, tables_for
from generator.engine.melds import Meld
from generator.engine.rules import Rules, SpadeDoubling, TieRule

__all__ = ["Ending", "Settlement", "multipliers", "result", "score", "winner_of"]


class Ending(StrEnum):
    """How a hand ends: one of the settlements, or :attr:`VOID`."""

    GIN = "gin"
    """The knocker melded all 10 cards."""
    BIG_GIN = "big_gin"
    """The knocker melded all 11 cards without discarding."""
    KNOCK = "knock"
    """The knocker had less deadwood than the defender (or won a tie)."""
    UNDERCUT = "undercut"
    """The defender had no more deadwood than the knocker."""
    NO_SCORE = "no_score"
    """Gin answered by layoffs down to zero (``layoff_on_gin``): nobody scores."""
    VOID = "void"
    """Nobody went out (a dead hand: the stock ran out, or the last discard was
    passed under the 50th-card rule): nobody scores. Never a settlement's ending."""


@dataclass(frozen=True, slots=True)
class Settlement:
    """The result of a finished hand, with the arithmetic in ``explanation``."""

    ending: Ending
    winner: int | None
    """The seat of the player who scores (the knocker's, or the other), or None."""
    points: int
    knocker_deadwood: int
    defender_deadwood_before: int
    defender_deadwood: int
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: tuple[Card, ...]
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: tuple[Card, ...]
    layoffs: tuple[tuple[Card, Meld], ...]
    multiplier: int
    explanation: tuple[str, ...]
    knocker: int = 0
    """The seat of the player who went out (0 or 1); the defender has the other."""

    @property
    def defender(self) -> int:
        """The seat of the defender."""
        return 1 - self.knocker

    @property
    def knocker_score(self) -> int:
        """Points from the knocker's side: positive when he scores, negative when undercut."""
        return self.points if self.winner == self.knocker else -self.points

    def summary(self) -> str:
        """The ending, who scores and the arithmetic, one fact a line."""
        ending = self.ending.value.replace("_", " ")
        if self.winner is None:
            head = f"{ending}: nobody scores"
        else:
            who = "knocker" if self.winner == self.knocker else "defender"
            head = f"{ending}: {who} scores {self.points}"
        return "\n".join([head, *("  " + line for line in self.explanation)])


def _melds_text(melds: Sequence[Meld]) -> str:
    return " | ".join(map(str, melds)) or "no melds"


def multipliers(rules: Rules, upcard: Card | None) -> tuple[int, int]:
    """(hand points, bonuses) multipliers of the Oklahoma spade upcard."""
    doubled = (
        rules.oklahoma
        and upcard is not None
        and upcard.suit == "s"
        and rules.oklahoma_spades is not SpadeDoubling.OFF
    )
    if not doubled:
        return 1, 1
    return 2, 2 if rules.oklahoma_spades is SpadeDoubling.POINTS_AND_BONUSES else 1


def winner_of(ending: Ending, knocker: int) -> int | None:
    """The seat of the player who wins a hand that ends so, ``knocker`` having gone out."""
    if ending is Ending.UNDERCUT:
        return 1 - knocker
    if ending is Ending.NO_SCORE or ending is Ending.VOID:
        return None
    return knocker


def result(
    k: int, d: int, big: bool, rules: Rules, mult: int, bonus_mult: int
) -> tuple[Ending, int]:
    """(ending, points) of knocker deadwood ``k`` against defender deadwood ``d``."""
    if k == 0:
        if rules.layoff_on_gin and d == 0:
            return Ending.NO_SCORE, 0
        bonus = rules.big_gin_bonus if big else rules.gin_bonus
        return (Ending.BIG_GIN if big else Ending.GIN), d * mult + bonus * bonus_mult
    if k < d or (k == d and rules.tie is TieRule.KNOCKER_WINS):
        return Ending.KNOCK, (d - k) * mult
    bonus = 0 if k == d and rules.tie is TieRule.UNDERCUT_NO_BONUS else rules.undercut_bonus
    return Ending.UNDERCUT, (k - d) * mult + bonus * bonus_mult


def score(
    knocker: int,
    defender: int,
    melds: tuple[Meld, ...],
    rules: Rules,
    upcard: Card | None,
    layoffs: Sequence[tuple[Card, int]] | None = None,
    seat: int = 0,
) -> Settlement:
    """The settlement of the knocker's cards (a mask) showing ``melds`` against the
    defender's (a mask) with his ``layoffs`` or his best reply; the knocker at ``seat``."""
    melded = 0
    for meld in melds:
        melded |= meld.mask
    dead_cards = cards_of_mask(knocker & ~melded)
    values = tables_for(rules).values
    k = sum(values[c.rank - 1] for c in dead_cards)
    big = knocker.bit_count() == 11
    gin = k == 0
    mult, bonus_mult = multipliers(rules, upcard)
    lines = [
        f"knocker shows {_melds_text(melds)}, deadwood {format_cards(dead_cards) or 'none'} = {k}"
    ]
    shown = melds if (not gin or rules.layoff_on_gin) else ()
    if layoffs is None:
        reply = best_reply(defender, shown, rules)
    elif layoffs and not shown:
        raise InvalidCardError("the defender may not lay off against gin in this game")
    else:
        reply = chosen_reply(defender, shown, layoffs, rules)
    d = reply.arrangement.points
    lines.append(
        f"defender shows {_melds_text(reply.arrangement.melds)}, deadwood "
        f"{format_cards(reply.arrangement.deadwood) or 'none'} = {d}"
        f" ({reply.deadwood_before} before layoffs)"
    )
    if reply.layoffs:
        lines.append("defender lays off " + ", ".join(f"{c} onto {m}" for c, m in reply.layoffs))
    elif gin and not rules.layoff_on_gin:
        lines.append("no layoffs against gin")
    ending, points = result(k, d, big, rules, mult, bonus_mult)
    if gin:
        name = "big gin" if big else "gin"
        if ending is Ending.NO_SCORE:
            lines.append(f"defender lays off to 0 against {name}: nobody scores")
        else:
            bonus = rules.big_gin_bonus if big else rules.gin_bonus
            lines.append(f"{name}: defender's {d} + bonus {bonus}" + _mult_text(mult, bonus_mult))
    else:
        if ending is Ending.KNOCK:
            sign = "<" if k < d else "="
            lines.append(f"knocker {k} {sign} defender {d}: knocker scores {d} - {k} = {d - k}")
        else:
            bonus = 0 if k == d and rules.tie is TieRule.UNDERCUT_NO_BONUS else rules.undercut_bonus
            sign = ">" if k > d else "="
            lines.append(
                f"knocker {k} {sign} defender {d}: undercut,"
                f" defender scores {k} - {d} + bonus {bonus}"
            )
        if mult > 1:
            lines.append(
                _mult_text(mult, bonus_mult if ending is Ending.UNDERCUT else 1).strip("; ")
            )
    return Settlement(
        ending,
        winner_of(ending, seat),
        points,
        k,
        reply.deadwood_before,
        d,
        melds,
        dead_cards,
        reply.arrangement.melds,
        reply.arrangement.deadwood,
        reply.layoffs,
        mult,
        tuple(lines),
        seat,
    )


def _mult_text(mult: int, bonus_mult: int) -> str:
    if mult == 1:
        return ""
    if bonus_mult > 1:
        return "; spade upcard: points and bonus doubled"
    return "; spade upcard: hand points doubled"
