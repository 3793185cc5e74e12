"""Every level's move is one of ``legal_actions()`` in every reachable state (hypothesis).

States are reached by the bot's own moves interleaved with random legal moves, as when
a reader plays a seat and asks for a hint, or a bot takes a seat over: in every phase,
and in the showdown after any declaration or layoffs someone else began. The rules are
every variant of the rule data with each option it offers, and the engine's own rule
sets (the 50th-card rule, a tie the knocker wins, no big gin, ...).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.engine import (
    BOT_LEVELS,
    TAKE_UPCARD,
    BigGin,
    DeclareMeld,
    Gin,
    HandState,
    Knock,
    LayOff,
    Phase,
    Rules,
    bot_for,
    parse_action,
    shuffled_deal,
    stacked_deal,
)
from generator.engine.cards import DECK
from generator.variants.options import apply_options
from tests.engine.players import RULE_SETS, RandomPlayer
from tests.support import project


def catalogue_rules() -> dict[str, Rules]:
    """Every variant's rules, alone and with each option it offers."""
    catalogue = project().catalogue
    found: dict[str, Rules] = {}
    for variant in catalogue.variants.values():
        found[variant.id] = variant.rules
        for option in variant.options:
            found[f"{variant.id}+{option}"] = apply_options(catalogue, variant, (option,))
    return found


ALL_RULES = {**catalogue_rules(), **{f"engine:{k}": v for k, v in RULE_SETS.items()}}
rule_names = st.sampled_from(sorted(ALL_RULES))
levels = st.sampled_from(sorted(BOT_LEVELS))


def checked(state: HandState, bot: object) -> None:
    """Apply the bot's move, asserting that it is legal."""
    action = bot.choose(state)  # type: ignore[attr-defined]
    legal = state.legal_actions()
    assert action in legal, (state.phase, str(action), [str(a) for a in state.history])
    state.apply(action)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    name=rule_names,
    level=levels,
    share=st.sampled_from([0.0, 0.3, 0.7]),
    takeover=st.integers(0, 3),
)
def test_every_move_is_legal_in_mixed_play(
    seed: int, name: str, level: str, share: float, takeover: int
) -> None:
    """Random legal moves (a ``share`` of them, and the first ``takeover`` moves of the
    declaration and of the layoffs) between the bot's, for both seats."""
    rng = random.Random(seed)
    state = HandState(ALL_RULES[name], shuffled_deal(rng, seed % 2), rng)
    bot = bot_for(level, random.Random(seed))
    other = RandomPlayer(random.Random(seed + 1), finish=0.0)
    coin = random.Random(seed + 2)
    phase, made = state.phase, 0
    while not state.over:
        if state.phase is not phase:
            phase, made = state.phase, 0
        made += 1
        showdown = phase in (Phase.DECLARE, Phase.LAYOFF)
        if (made <= takeover) if showdown else coin.random() < share:
            state.apply(other.choose(state))
        else:
            checked(state, bot)


def overlapping_hand(rng: random.Random) -> list[int]:
    """Eleven cards with a run and a set sharing a card, the rest low: a hand with
    several ways to meld, most often one that may go out."""
    suit, length = rng.randrange(4), rng.randrange(3, 6)
    start = rng.randrange(0, 14 - length)
    cards = {suit * 13 + start + k for k in range(length)}
    rank = start + rng.randrange(length)
    others = [s for s in range(4) if s != suit]
    rng.shuffle(others)
    cards |= {s * 13 + rank for s in others[: rng.randrange(2, 4)]}
    low = [i for i in range(52) if i not in cards and i % 13 < 5]
    rng.shuffle(low)
    while len(cards) < 11:
        cards.add(low.pop())
    ordered = sorted(cards)
    rng.shuffle(ordered)
    return ordered


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    name=rule_names,
    level=levels,
    made=st.integers(0, 3),
)
def test_every_move_is_legal_after_a_showdown_begun_by_someone_else(
    seed: int, name: str, level: str, made: int
) -> None:
    """A hand with overlapping melds goes out; ``made`` random declarations or layoffs
    come first, then the bot finishes the showdown, every move legal."""
    rng = random.Random(seed)
    hand = overlapping_hand(rng)
    rest = [i for i in range(52) if i not in hand]
    rng.shuffle(rest)
    deal = stacked_deal([DECK[i] for i in hand[:10]], [DECK[i] for i in rest[:10]], DECK[hand[10]])
    state = HandState(ALL_RULES[name], deal, rng)
    state.apply(TAKE_UPCARD)
    outs = [a for a in state.legal_actions() if isinstance(a, Knock | Gin | BigGin)]
    if not outs:
        outs = [rng.choice(state.legal_actions())]
    state.apply(rng.choice(outs))
    bot = bot_for(level, random.Random(seed))
    while not state.over and state.phase not in (Phase.DECLARE, Phase.LAYOFF):
        checked(state, bot)
    count = 0
    while not state.over:
        legal = state.legal_actions()
        started = [a for a in legal if isinstance(a, DeclareMeld | LayOff)]
        if count < made and started:
            state.apply(rng.choice(started))
            count += 1
        else:
            checked(state, bot)


def test_the_simple_bot_finishes_a_gin_declared_another_way() -> None:
    """After gin with 4s 5s 6s 7s, 2d 3d 4d and 7h 7d 7c, declared 4s-7s then 2d 3d 4d,
    the bot's own best declaration (with 7s in the set) is no longer possible."""
    state = HandState(
        Rules(),
        stacked_deal("4s 5s 6s 7s 2d 3d 4d 7h 7d 9c", "Qs Qh Qc 6h 6d 6c 2c 3c 8h 9d", "7c"),
    )
    for text in ("take-upcard", "gin 9c", "declare 4s 5s 6s 7s", "declare 2d 3d 4d"):
        state.apply(parse_action(text))
    for level in BOT_LEVELS:
        assert str(bot_for(level).choose(state)) == "declare 7h 7d 7c"
