"""The rules a hand and a match are played by, as frozen values.

Every rule on which the published rule books disagree is a field here, with the
standard game of this site as its default. The rule data in ``rules/`` is turned
into these values by :mod:`generator.variants`; the engine never reads YAML.

>>> Rules().knock_limit
10
>>> Rules(knock_limit=11)
Traceback (most recent call last):
...
generator.engine.errors.InvalidRulesError: knock_limit must be between 0 and 10, not 11
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from generator.engine.errors import InvalidRulesError, describe

MAX_POINTS = 10_000
"""The most points a target or a bonus may be (the sources' largest is 500)."""
MAX_GAMES = 10
"""The most games Hollywood scoring keeps at once (the sources play 3)."""


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
        if self.target is not None:
            _capped(self, "target", 1, MAX_POINTS, "be a positive number of points")
        for name in ("box_bonus", "game_bonus", "shutout_bonus"):
            _capped(self, name, 0, MAX_POINTS, "not be negative")
        _choice(self, "shutout", Shutout)
        _choice(self, "dealer_after_hand", NextDealer)
        _choice(self, "dealer_after_void", NextDealer)
        _flag(self, "hollywood")
        _capped(self, "hollywood_games", 1, MAX_GAMES, "be at least 1")
        if self.dealer_after_hand is NextDealer.SAME:
            raise InvalidRulesError("dealer_after_hand must be alternate, winner or loser")
        if self.hollywood and self.target is None:
            raise InvalidRulesError("hollywood scoring needs a target, not a single hand")

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
        _whole(self, "ace_value", 1, 15)
        _whole(self, "knock_limit", 0, 10)
        for name in ("gin_bonus", "big_gin_bonus", "undercut_bonus"):
            _capped(self, name, 0, MAX_POINTS, "not be negative")
        _whole(self, "dead_cards", 0, 10)
        for name in _FLAGS:
            _flag(self, name)
        for name, kind in _CHOICES:
            _choice(self, name, kind)
        if type(self.match) is not MatchRules:
            raise InvalidRulesError(f"match must be MatchRules, not {describe(self.match)}")
        if self.oklahoma and not self.knocking:
            raise InvalidRulesError("oklahoma sets a knock limit, but knocking is off")

    @classmethod
    def from_json(cls, data: object) -> Rules:
        """The rules of :meth:`to_json`; a rule left out keeps its default.

        :raises: InvalidRulesError naming the rule and what is wrong with its value.

        >>> Rules.from_json({"knock_limit": 7, "match": {"target": 250}}).match.target
        250
        >>> Rules.from_json({"knock_limit": 7.0})
        Traceback (most recent call last):
        ...
        generator.engine.errors.InvalidRulesError: rule knock_limit is a whole number, not 7.0
        """
        if not isinstance(data, Mapping):
            raise InvalidRulesError(f"rules are an object of rule values, not {describe(data)}")
        match = data.get("match", {})
        if not isinstance(match, Mapping):
            raise InvalidRulesError(f"the match rules are an object, not {describe(match)}")
        values = _values(cls, data, "")
        return cls(**values, match=MatchRules(**_values(MatchRules, match, "match.")))

    def to_json(self) -> dict[str, Any]:
        """Every rule by its field name, the match rules under ``"match"``."""
        data: dict[str, Any] = {
            f.name: _plain(getattr(self, f.name)) for f in fields(self) if f.name != "match"
        }
        data["match"] = {f.name: _plain(getattr(self.match, f.name)) for f in fields(MatchRules)}
        return data

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
            raise InvalidRulesError("the Oklahoma rule needs the first upcard")
        if type(upcard_rank) is not int or not 1 <= upcard_rank <= 13:
            raise InvalidRulesError(
                f"upcard rank must be 1 (ace) to 13 (king), not {describe(upcard_rank)}"
            )
        if upcard_rank == 1:
            return None if self.oklahoma_ace is OklahomaAce.GIN_ONLY else 1
        return min(upcard_rank, 10)


_FLAGS = tuple(f.name for f in fields(Rules) if f.type == "bool")
"""The rules that are True or False."""
_CHOICES = tuple((f.name, type(f.default)) for f in fields(Rules) if isinstance(f.default, StrEnum))
"""The rules that are one of an enumeration's members, with the enumeration."""


def rule_fields() -> tuple[str, ...]:
    """The names of the hand rules, in declaration order (``match`` excluded)."""
    return tuple(f.name for f in fields(Rules) if f.name != "match")


def match_fields() -> tuple[str, ...]:
    """The names of the match rules, in declaration order."""
    return tuple(f.name for f in fields(MatchRules))


def _whole(rules: Rules | MatchRules, name: str, low: int, high: int) -> None:
    """Refuse a rule ``name`` that is no whole number from ``low`` to ``high``."""
    value = getattr(rules, name)
    if type(value) is not int:
        raise InvalidRulesError(f"{name} must be a whole number, not {describe(value)}")
    if not low <= value <= high:
        raise InvalidRulesError(f"{name} must be between {low} and {high:,}, not {describe(value)}")


def _capped(rules: Rules | MatchRules, name: str, low: int, cap: int, must: str) -> None:
    """Refuse a rule ``name`` below ``low`` (it must ``must``) or above the engine's ``cap``."""
    value = getattr(rules, name)
    if type(value) is not int:
        raise InvalidRulesError(f"{name} must be a whole number, not {describe(value)}")
    if value < low:
        raise InvalidRulesError(f"{name} must {must}, not {describe(value)}")
    if value > cap:
        raise InvalidRulesError(f"{name} must be {cap:,} at most, not {describe(value)}")


def _flag(rules: Rules | MatchRules, name: str) -> None:
    value = getattr(rules, name)
    if type(value) is not bool:
        raise InvalidRulesError(f"{name} must be True or False, not {describe(value)}")


def _choice(rules: Rules | MatchRules, name: str, kind: type[StrEnum]) -> None:
    """Refuse a rule ``name`` that is no member of its enumeration ``kind``."""
    value = getattr(rules, name)
    if type(value) is not kind:
        choices = ", ".join(e.value for e in kind)
        raise InvalidRulesError(f"{name} is one of {choices}, not {describe(value)}")


def _plain(value: object) -> object:
    return value.value if isinstance(value, StrEnum) else value


def _values(cls: type, data: Mapping[Any, Any], where: str) -> dict[str, Any]:
    """The rule values of ``data`` for the dataclass ``cls``, each of its field's type."""
    defaults = cls()
    nullable = {f.name for f in fields(cls) if "None" in str(f.type)}
    known = {f.name for f in fields(cls)} - {"match"}
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name == "match" and cls is Rules:
            continue
        if name not in known:
            raise InvalidRulesError(f"unknown rule {where}{describe(name)}")
        default = getattr(defaults, name)
        if value is None and name in nullable:
            pass
        elif isinstance(default, StrEnum):
            try:
                value = type(default)(value)
            except (ValueError, TypeError):
                choices = ", ".join(e.value for e in type(default))
                raise InvalidRulesError(
                    f"rule {where}{name} is one of {choices}, not {describe(value)}"
                ) from None
        elif type(value) is not type(default):
            kind = "true or false" if isinstance(default, bool) else "a whole number"
            raise InvalidRulesError(f"rule {where}{name} is {kind}, not {describe(value)}")
        values[name] = value
    try:
        cls(**values)
    except InvalidRulesError as error:
        raise InvalidRulesError(f"rule {where}{error}") from None
    return values
