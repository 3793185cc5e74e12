"""The strong player: its advice and their wording, what it may read, and its choices."""

from __future__ import annotations

import random
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.engine import (
    BigGin,
    Card,
    Deal,
    Gin,
    Hand,
    HandState,
    Phase,
    Rules,
    shuffled_deal,
)
from generator.engine.advice import ADVICE, Advice, Topic
from generator.engine.cards import iter_bits
from generator.engine.knowledge import read_table
from generator.engine.strong import StrongBot
from tests.engine.players import RULE_SETS, RandomPlayer

STRONG = StrongBot()
VALUES = {"card", "cards", "deadwood", "outs", "stock", "risk"}
"""The value names the wording of a reason may use."""


def placeholders(wording: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(wording) if name}


def test_every_reason_has_a_topic_and_english_wording() -> None:
    for reason, (topic, wording) in ADVICE.items():
        assert isinstance(topic, Topic) and wording.strip(), reason
        assert placeholders(wording) <= VALUES, reason


def check_advice(state: HandState, advice: Advice) -> None:
    """The advice is legal, its values are exactly those its wording names, of the
    right kinds, and it words without a gap; gin and big gin are never refused."""
    legal = state.legal_actions()
    assert advice.action in legal
    assert set(advice.values) == placeholders(ADVICE[advice.reason][1]), advice.reason
    for name, value in advice.values.items():
        if name == "card":
            assert isinstance(value, Card)
        elif name == "cards":
            assert isinstance(value, tuple) and value and all(isinstance(c, Card) for c in value)
        else:
            assert isinstance(value, int) and value >= 0, (name, value)
    if "risk" in advice.values:
        assert 0 <= advice.values["risk"] <= 100  # type: ignore[operator]
    assert "{" not in str(advice)
    if state.phase is Phase.DISCARD and any(isinstance(a, Gin | BigGin) for a in legal):
        assert isinstance(advice.action, Gin | BigGin)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    name=st.sampled_from(sorted(RULE_SETS)),
    share=st.sampled_from([0.0, 0.5]),
)
def test_every_advice_is_legal_and_worded(seed: int, name: str, share: float) -> None:
    rng = random.Random(seed)
    state = HandState(RULE_SETS[name], shuffled_deal(rng, seed % 2), rng)
    other = RandomPlayer(random.Random(seed + 1))
    while not state.over:
        if rng.random() < share:
            state.apply(other.choose(state))
            continue
        advice = STRONG.advise(state)
        check_advice(state, advice)
        assert STRONG.advise(state) == advice  # the same state, the same advice
        state.apply(advice.action)


def scrambled(state: HandState, seed: int) -> HandState:
    """A copy of ``state`` that the player to move cannot tell from it: the opponent's
    unknown cards, the stock's order and the deal's hidden part dealt again."""
    me = state.to_play
    opponent = 1 - me
    table = read_table(state, me)
    rng = random.Random(seed)
    copy = state.copy()
    unknown = list(iter_bits(table.unseen))
    rng.shuffle(unknown)
    count = table.hidden
    copy.hands[opponent] = table.held | sum(1 << i for i in unknown[:count])
    copy.stock = unknown[count:]
    deal = state.deal
    rest = [i for i in range(52) if not deal.hands[me] >> i & 1 and i != deal.upcard]
    rng.shuffle(rest)
    theirs = sum(1 << i for i in rest[:10])
    hands = (deal.hands[0], theirs) if me == 0 else (theirs, deal.hands[1])
    copy.deal = Deal(deal.dealer, hands, deal.upcard, tuple(rest[10:]))
    if copy.showdown is not None:
        copy.showdown.defender = Hand(copy.hands[opponent])
        copy.best = None
    return copy


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), name=st.sampled_from(sorted(RULE_SETS)))
def test_the_advice_never_depends_on_hidden_cards(seed: int, name: str) -> None:
    rng = random.Random(seed)
    state = HandState(RULE_SETS[name], shuffled_deal(rng, seed % 2), rng)
    other = RandomPlayer(random.Random(seed + 1), go_out=0.5)
    while not state.over:
        if state.phase is not Phase.LAYOFF:
            advice = STRONG.advise(state)
            assert STRONG.advise(scrambled(state, seed)) == advice
        player = STRONG if rng.random() < 0.5 else other
        state.apply(player.choose(state))


def test_a_discard_the_opponent_took_makes_its_neighbours_dangerous() -> None:
    from generator.engine import parse_action, stacked_deal
    from generator.engine.reading import Reading

    state = HandState(
        Rules(),
        stacked_deal(
            "As 2s 3s 4d 5d 6d Jc Qc 9h 9c",  # non-dealer (player 1)
            "7h 6h Ks Kh 2c 3c 4h 5s 8c Td",  # dealer (player 0)
            "8h",
            "Tc",
        ),
    )
    before = Reading(state, 1)
    for text in ("pass-upcard", "take-upcard", "discard Ks", "draw-stock"):
        state.apply(parse_action(text))
    after = Reading(state)
    nine = Card.parse("9h").index
    assert after.danger(nine) > before.danger(nine)
    assert after.danger(nine) > after.danger(Card.parse("9c").index)
