"""The rules a hand and a match are played by, as frozen values.

Every rule on which the published rule books disagree is a field here, with the
standard game of this site as its default. The rule data in ``rules/`` is turned
into these values by :mod:`generator.variants`; the engine never reads YAML.

>>> Rules().knock_limit
10
>>> Rules(knock_limit=11)
Traceback (most recent call last):
...
ValueError: knock_limit must be between 0 and 10, not 11
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum


class OklahomaAce(StrEnum):
    """What an ace as the first upcard means under the Oklahoma rule."""

    GIN_ONLY = "gin_only"
    """Nobody may knock: the hand is played for gin (Bicycle)."""
    LIMIT_ONE = "limit_one"
    """A knock with at most 1 point of deadwood is allowed."""


class SpadeDoubling(StrEnum):
    """What a spade as the first upcard doubles under the Oklahoma rule."""

    OFF = "off"
    """Spades double nothing."""
    HAND_POINTS = "hand_points"
    """The points of the hand are doubled, bonuses are not."""
    POINTS_AND_BONUSES = "points_and_bonuses"
    """Points and the gin, big gin and undercut bonuses are doubled."""


class TieRule(StrEnum):
    """Who wins a knock when both players end with equal deadwood."""

    UNDERCUT = "undercut"
    """The defender undercuts: he scores the undercut bonus (most books)."""
    UNDERCUT_NO_BONUS = "undercut_no_bonus"
    """The defender wins, but scores no bonus (early official rules)."""
    KNOCKER_WINS = "knocker_wins"
    """The knocker wins the hand and scores nothing for it (outlier)."""


class StockEnd(StrEnum):
    """What happens when the stock runs low."""

    REPLENISH = "replenish"
    """When the stock is empty the discards but the top card are shuffled
    into a new stock (the standard game of this site)."""
    VOID_AT_TWO = "void_at_two"
    """The last two cards are never drawn; a discard that leaves two cards in
    the stock without going out ends the hand void (the published rule)."""
    FIFTIETH_CARD = "fiftieth_card"
    """As :attr:`VOID_AT_TWO`, but the opponent may take that last discard, only
    to knock or go gin; if he passes it the hand is void (the 50th-card rule of
    tournament play)."""


class NextDealer(StrEnum):
    """Who deals the next hand."""

    ALTERNATE = "alternate"
    WINNER = "winner"
    LOSER = "loser"
    SAME = "same"


class Shutout(StrEnum):
    """What a game won while the loser scored nothing is worth."""

    NONE = "none"
    """A shutout is worth nothing extra."""
    DOUBLE_GAME_BONUS = "double_game_bonus"
    """The game bonus is doubled (older pagat: 200 instead of 100)."""
    DOUBLE_TOTAL = "double_total"
    """The winner's whole total, bonuses included, is doubled."""
    FLAT_BONUS = "flat_bonus"
    """A flat bonus of ``shutout_bonus`` points is added."""


@dataclass(frozen=True, slots=True)
class MatchRules:
    """How hands add up to a game: target, bonuses, dealing, Hollywood."""

    target: int | None = 100
    """Points that end a game; ``None`` plays a single hand."""
    box_bonus: int = 25
    """Added at the end of a game for every hand a player won."""
    game_bonus: int = 100
    """Added to the total of the player who reached the target."""
    shutout: Shutout = Shutout.DOUBLE_GAME_BONUS
    shutout_bonus: int = 100
    """Only used when ``shutout`` is :attr:`Shutout.FLAT_BONUS`."""
    dealer_after_hand: NextDealer = NextDealer.WINNER
    dealer_after_void: NextDealer = NextDealer.SAME
    hollywood: bool = False
    """Score three games at once (a player's first win opens game 1, the
    second game 2, the third and later all three)."""
    hollywood_games: int = 3

    def __post_init__(self) -> None:
        if self.target is not None and self.target <= 0:
            raise ValueError(f"target must be a positive number of points, not {self.target}")
        for name in ("box_bonus", "game_bonus", "shutout_bonus"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative, not {getattr(self, name)}")
        if self.dealer_after_hand is NextDealer.SAME:
            raise ValueError("dealer_after_hand must be alternate, winner or loser")
        if self.hollywood and self.target is None:
            raise ValueError("hollywood scoring needs a target, not a single hand")
        if self.hollywood_games < 1:
            raise ValueError(f"hollywood_games must be at least 1, not {self.hollywood_games}")

    @property
    def single_hand(self) -> bool:
        """True when the game is one hand, not a race to a target."""
        return self.target is None


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule of a hand of gin rummy, defaults being this site's standard game."""

    # Cards and melds
    ace_value: int = 1
    """Deadwood value of an ace (15 in Round-the-Corner)."""
    round_the_corner: bool = False
    """Runs may wrap round the ace: Q-K-A and K-A-2 are runs."""

    # Knocking
    knocking: bool = True
    """False: only gin ends a hand (Straight Gin)."""
    knock_limit: int = 10
    """Most deadwood a player may knock with."""
    oklahoma: bool = False
    """The first upcard sets the knock limit (face cards 10)."""
    oklahoma_ace: OklahomaAce = OklahomaAce.GIN_ONLY
    oklahoma_spades: SpadeDoubling = SpadeDoubling.HAND_POINTS
    """Only used when ``oklahoma`` is on."""

    # Settlement
    gin_bonus: int = 25
    big_gin: bool = True
    """Eleven melded cards after the draw go out without a discard."""
    big_gin_bonus: int = 31
    undercut_bonus: int = 25
    tie: TieRule = TieRule.UNDERCUT
    layoff_chains: bool = True
    """The defender may lay off onto cards he has just laid off (7h then 8h onto 4h5h6h)."""
    layoff_on_gin: bool = False
    """The defender may lay off against gin; reaching zero then scores nothing
    for either side (Round-the-Corner)."""

    # Play
    discard_taken_card: bool = False
    """The card just taken from the discard pile may be discarded in the same turn."""
    stock_end: StockEnd = StockEnd.REPLENISH
    dead_cards: int = 2
    """Cards left in the stock that are never drawn under :attr:`StockEnd.VOID_AT_TWO`
    and :attr:`StockEnd.FIFTIETH_CARD`."""

    match: MatchRules = field(default_factory=MatchRules)

    def __post_init__(self) -> None:
        if not 0 <= self.knock_limit <= 10:
            raise ValueError(f"knock_limit must be between 0 and 10, not {self.knock_limit}")
        if not 1 <= self.ace_value <= 15:
            raise ValueError(f"ace_value must be between 1 and 15, not {self.ace_value}")
        for name in ("gin_bonus", "big_gin_bonus", "undercut_bonus"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative, not {getattr(self, name)}")
        if self.oklahoma and not self.knocking:
            raise ValueError("oklahoma sets a knock limit, but knocking is off")
        if not 0 <= self.dead_cards <= 10:
            raise ValueError(f"dead_cards must be between 0 and 10, not {self.dead_cards}")

    def knock_limit_for(self, upcard_rank: int | None = None) -> int | None:
        """The knock limit of a deal, given the first upcard's rank (1 = ace … 13 = king).

        ``None`` means nobody may knock: the hand is played for gin.

        >>> Rules().knock_limit_for(7)
        10
        >>> Rules(oklahoma=True).knock_limit_for(7)
        7
        >>> Rules(oklahoma=True).knock_limit_for(12)
        10
        >>> Rules(oklahoma=True).knock_limit_for(1) is None
        True
        >>> Rules(oklahoma=True, oklahoma_ace=OklahomaAce.LIMIT_ONE).knock_limit_for(1)
        1
        """
        if not self.knocking:
            return None
        if not self.oklahoma:
            return self.knock_limit
        if upcard_rank is None:
            raise ValueError("the Oklahoma rule needs the first upcard")
        if not 1 <= upcard_rank <= 13:
            raise ValueError(f"upcard rank must be 1 (ace) to 13 (king), not {upcard_rank}")
        if upcard_rank == 1:
            return None if self.oklahoma_ace is OklahomaAce.GIN_ONLY else 1
        return min(upcard_rank, 10)


def rule_fields() -> tuple[str, ...]:
    """The names of the hand rules, in declaration order (``match`` excluded)."""
    return tuple(f.name for f in fields(Rules) if f.name != "match")


def match_fields() -> tuple[str, ...]:
    """The names of the match rules, in declaration order."""
    return tuple(f.name for f in fields(MatchRules))
