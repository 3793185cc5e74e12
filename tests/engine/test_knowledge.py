"""What a player knows of the table, and what the next draw is likely to make of a hand."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.engine import (
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS_UPCARD,
    Discard,
    HandState,
    Phase,
    Rules,
    deadwood_of_mask,
    discard_deadwood_of_mask,
    parse_card,
    parse_hand,
    shuffled_deal,
    stacked_deal,
    tables_for,
)
from generator.engine.cards import iter_bits
from generator.engine.knowledge import meld_partners, read_table
from generator.engine.prospects import Prospects, meld_draws
from tests.engine.players import RULE_SETS, RandomPlayer

C = parse_card


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), name=st.sampled_from(sorted(RULE_SETS)))
def test_the_table_is_read_right_at_every_turn(seed: int, name: str) -> None:
    """Cards known in the opponent's hand are there; his other cards are among the unseen;
    the unseen cards are his unknown ones and the stock (new stocks included)."""
    rng = random.Random(seed)
    state = HandState(RULE_SETS[name], shuffled_deal(rng, seed % 2), rng)
    player = RandomPlayer(random.Random(seed), go_out=0.05)
    while not state.over:
        if state.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.LAST_DISCARD):
            table = read_table(state)
            theirs = state.hands[1 - table.me]
            assert table.held & ~theirs == 0
            assert theirs & ~(table.unseen | table.held) == 0
            assert table.hidden == theirs.bit_count() - table.held.bit_count()
            assert table.unseen.bit_count() == table.hidden + len(state.stock)
        state.apply(player.choose(state))


def test_the_opponents_choices_move_the_chances() -> None:
    """He passed Kd: the cards melding with it grow less likely in his hand; he took 8h:
    7h and 9h, and the other eights, grow likelier."""
    state = HandState(
        Rules(),
        stacked_deal(
            "As 2s 3s 4c 5c 6d Jh Qh 2d 3c",  # non-dealer (player 1)
            "7h 9h 8s 4s 5s Kc Ks Tc 9c 2h",  # dealer (player 0)
            "Kd",
            "8h 3h",
        ),
    )
    for action in (PASS_UPCARD, PASS_UPCARD, DRAW_STOCK, Discard(C("8h"))):
        state.apply(action)
    base = 10 / 40  # his ten cards among the 40 the non-dealer has not seen
    passed = read_table(state, 1).opponent_holds()
    assert passed[C("Kh").index] < base and passed[C("Qd").index] < base
    state.apply(DRAW_DISCARD)
    state.apply(Discard(C("Kc")))
    table = read_table(state)
    assert table.me == 1 and table.held == C("8h").bit
    took = table.opponent_holds()
    assert took[C("8h").index] == 1.0
    for card in ("7h", "9h", "8d"):
        assert took[C(card).index] > max(base, passed[C(card).index])


def test_meld_partners_wrap_only_round_the_corner() -> None:
    ace = C("As").index
    plain = {frozenset(p) for p in meld_partners(ace, False)}
    wrapping = {frozenset(p) for p in meld_partners(ace, True)}
    assert frozenset({C("Qs").index, C("Ks").index}) in wrapping - plain
    assert frozenset({C("2s").index, C("3s").index}) in plain


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rtc=st.booleans())
def test_a_draw_outside_meld_draws_is_known_without_a_search(seed: int, rtc: bool) -> None:
    rules = Rules(round_the_corner=rtc, ace_value=15 if rtc else 1)
    tables = tables_for(rules)
    rng = random.Random(seed)
    hand = sum(1 << i for i in rng.sample(range(52), 10))
    now = deadwood_of_mask(hand, tables)
    spare = min(deadwood_of_mask(hand ^ 1 << i, tables) for i in iter_bits(hand))
    melding = meld_draws(hand, rtc)
    for card in range(52):
        if hand >> card & 1:
            continue
        exact = discard_deadwood_of_mask(hand | 1 << card, tables)
        if not melding >> card & 1:
            assert exact == min(now, spare + tables.values[card % 13])


def test_prospects_weigh_each_draw_by_its_chance() -> None:
    state = HandState(
        Rules(),
        stacked_deal("As 2s 3s 7h 7d 7c Kc 4d 2c 3h", "Ks Qh Tc Td 9c 8c 6h 5h Jc Qc", "Jd"),
    )
    table = read_table(state, 1)
    holds = table.opponent_holds()
    prospects = Prospects(table, holds, tables_for(Rules()), 10, 0.0)
    hand = int(parse_hand("As 2s 3s 7h 7d 7c Kc 4d 2c 3h"))  # 19: Kc 4d 2c 3h
    weights = {i: 1.0 - holds[i] for i in iter_bits(table.unseen)}
    total = sum(weights.values())
    expected = sum(
        w / total * discard_deadwood_of_mask(hand | 1 << i, tables_for(Rules()))
        for i, w in weights.items()
    )
    assert abs(prospects.after_draw(hand) - expected) < 1e-9
    # 4s, Kh, Kd, 5d or 3d... would let it knock; no single card makes gin
    assert 0.0 < prospects.knock_chance(hand) < 1.0
    assert prospects.gin_chance(hand) == 0.0
