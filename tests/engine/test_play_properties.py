"""Properties of random legal play under many rule sets (hypothesis).

Cards are always accounted for; a hand in play always has a legal action, every
listed action is accepted and every other refused with a reason; play ends
within the bound the guard gives; the outcome is what :func:`settle` says of
the choices made, and the optimal choices settle exactly as :func:`settle`.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.engine import Action, Deal, Ending, HandState, Meld, Phase, settle
from generator.engine.actions import ActionKind
from generator.engine.bots import SimpleBot
from generator.engine.cards import DECK, FULL_DECK
from generator.engine.melds import all_melds
from generator.engine.settlement import best_declaration
from generator.engine.stock import max_draws
from tests.engine.players import RULE_SETS, RandomPlayer

SIMPLE: list[Action] = [
    Action.TAKE_UPCARD,
    Action.PASS_UPCARD,
    Action.DRAW_STOCK,
    Action.DRAW_DISCARD,
    Action.PASS_DISCARD,
    Action.BIG_GIN,
    Action.FINISH_DECLARING,
    Action.FINISH_LAYOFFS,
]
BOT = SimpleBot()
rule_names = st.sampled_from(sorted(RULE_SETS))


def check_cards(state: HandState) -> None:
    union, count = state.cards_in_play()
    assert union == FULL_DECK and count == 52
    sizes = [state.hand_mask(p).bit_count() for p in (0, 1)]
    for player in (0, 1):
        holding = state.phase is Phase.DISCARD and player == state.to_play
        if state.showdown is not None and player == state.knocker:
            holding = state.showdown.knocker.bit_count() == 11  # big gin
        assert sizes[player] == (11 if holding else 10)


def action_bound(state: HandState) -> int:
    """Each draw is followed by one discard; two upcard passes, one pass of the last
    discard; at most 4 melds and finishing; at most 10 layoffs and finishing."""
    return 2 * max_draws(state.rules) + 2 + 1 + 5 + 11


def check_outcome(state: HandState) -> None:
    out = state.outcome
    assert out is not None
    if out.ending is Ending.VOID:
        assert (out.winner, out.points, out.knocker, out.settlement) == (None, 0, None, None)
        last = state.history[-1]
        assert last.kind is ActionKind.DISCARD or last == Action.PASS_DISCARD
        return
    show, s, rules = state.showdown, out.settlement, state.rules
    assert show is not None and s is not None and out.knocker is not None
    # the settlement is settle()'s for the declaration and layoffs as made
    again = settle(
        show.knocker_hand,
        show.defender_hand,
        rules,
        upcard=state.upcard,
        knocker_melds=show.melds,
        layoffs=show.layoffs,
        knocker_seat=out.knocker,
    )
    assert again == s
    # the defender's best reply to the same declaration leaves him no more deadwood
    best = settle(
        show.knocker_hand, show.defender_hand, rules, upcard=state.upcard, knocker_melds=show.melds
    )
    assert best.defender_deadwood <= s.defender_deadwood
    # the points add up
    k, d, m = s.knocker_deadwood, s.defender_deadwood, s.multiplier
    assert (out.ending, out.points) == (s.ending, s.points)
    assert (out.winner, s.knocker) == (s.winner, out.knocker)  # seats, as in the settlement
    if out.ending is Ending.GIN:
        assert k == 0 and out.points in (d * m + rules.gin_bonus, (d + rules.gin_bonus) * m)
    elif out.ending is Ending.BIG_GIN:
        assert k == 0 and out.points in (d * m + rules.big_gin_bonus, (d + rules.big_gin_bonus) * m)
    elif out.ending is Ending.NO_SCORE:
        assert k == 0 == d and rules.layoff_on_gin and out.points == 0
    elif out.ending is Ending.KNOCK:
        assert 0 < k <= d and out.points == (d - k) * m
    else:
        assert k >= d and out.points - (k - d) * m in (
            0,
            rules.undercut_bonus,
            2 * rules.undercut_bonus,
        )
    assert k == 0 or (state.limit is not None and k <= state.limit)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    name=rule_names,
    go_out=st.sampled_from([0.0, 0.3, 1.0]),
)
def test_random_legal_play_keeps_every_invariant(seed: int, name: str, go_out: float) -> None:
    rng = random.Random(seed)
    state = HandState(RULE_SETS[name], Deal.shuffled(rng, seed % 2), rng)
    player = RandomPlayer(rng, go_out=go_out)
    steps, bound = 0, action_bound(state)
    while not state.over:
        check_cards(state)
        legal = state.legal_actions()
        assert legal, "a hand in play always has a legal action"
        state.apply(player.choose(state))
        steps += 1
        assert steps <= bound
    check_cards(state)
    assert state.turns <= max_draws(state.rules)
    assert state.legal_actions() == []
    check_outcome(state)


def candidates(state: HandState) -> list[Action]:
    """Actions to try: every card action, every meld of the hand that went out, every layoff."""
    found = list(SIMPLE)
    if state.phase is Phase.DISCARD:
        found += [kind(c) for c in DECK for kind in (Action.discard, Action.knock, Action.gin)]
    elif state.phase is Phase.DECLARE:
        assert state.showdown is not None
        found += [Action.declare(m) for m in all_melds(state.showdown.knocker, state.rules)]
        found.append(Action.declare(Meld.parse("As 2s 3s")))
    elif state.phase is Phase.LAYOFF:
        assert state.showdown is not None
        count = len(state.showdown.melds)
        found += [Action.lay_off(c, i) for c in DECK for i in range(count + 1)]
    else:
        found.append(Action.discard(DECK[0]))
    return found


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), name=rule_names)
def test_exactly_the_listed_actions_are_accepted(seed: int, name: str) -> None:
    rng = random.Random(seed)
    state = HandState(RULE_SETS[name], Deal.shuffled(rng, seed % 2), rng)
    player = RandomPlayer(rng, go_out=0.9)
    while not state.over:
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        # every state of the showdown and the stock's end; one discard in ten
        if state.phase is not Phase.DISCARD or rng.random() < 0.1:
            for action in candidates(state):
                trial = state.copy()
                try:
                    trial.apply(action)
                    accepted = True
                except ValueError as error:
                    assert str(error), "a refusal gives its reason"
                    accepted = False
                assert accepted == (action in legal), (state.phase, action)
        state.apply(player.choose(state))


def lay_off_in_a_legal_order(state: HandState, layoffs: list[tuple[int, int]]) -> None:
    """Make the ``(card index, meld index)`` layoffs, each as soon as it is legal."""
    pending = list(layoffs)
    while pending:
        for card, onto in pending:
            action = Action.lay_off(DECK[card], onto)
            if action in state.legal_actions():
                state.apply(action)
                pending.remove((card, onto))
                break
        else:
            raise AssertionError(f"no legal order for the layoffs {pending}")


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), name=rule_names)
def test_the_optimal_choices_settle_as_settle(seed: int, name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(seed)
    state = HandState(rules, Deal.shuffled(rng, seed % 2), rng)
    while not state.over and state.phase is not Phase.DECLARE:
        state.apply(BOT.choose(state))
    if state.over:
        return  # a dead hand: nothing to settle
    show = state.showdown
    assert show is not None
    k, d, up, seat = show.knocker_hand, show.defender_hand, state.upcard, state.knocker
    assert seat is not None
    free = settle(k, d, rules, upcard=up, knocker_seat=seat)
    gin = show.need == 0
    best = best_declaration(k, d, rules, upcard=up, gin=gin, knocker_seat=seat)
    if not gin or free.knocker_deadwood == 0:
        assert best == free  # the best declaration is settle()'s own
    # at the table: the best melds, then the best layoffs, by hand (no bot, no cache)
    for meld in best.knocker_melds:
        state.apply(Action.declare(meld))
    state.apply(Action.FINISH_DECLARING)
    index = {m: i for i, m in enumerate(best.knocker_melds)}
    chosen = [(c.index, index[m]) for c, m in best.layoffs]
    if not state.over:
        lay_off_in_a_legal_order(state, chosen)
        state.apply(Action.FINISH_LAYOFFS)
    assert state.outcome is not None and state.outcome.settlement == best
    # and settle() with these choices, layoffs in the order made
    made = state.showdown.layoffs  # type: ignore[union-attr]
    again = settle(
        k, d, rules, upcard=up, knocker_melds=best.knocker_melds, layoffs=made, knocker_seat=seat
    )
    assert again == best
