from __future__ import annotations

import pytest

from generator.engine import Card, Hand, InvalidCardError, min_deadwood, parse_card, parse_hand
from generator.engine.cards import DECK, format_cards


def test_every_card_round_trips() -> None:
    assert len(set(DECK)) == 52
    for card in DECK:
        assert parse_card(str(card)) == card
        assert eval(repr(card), {"Card": Card}) == card
        assert parse_card(str(card).lower()) == card
    hand = parse_hand(format_cards(DECK[:10]))
    assert str(hand) == format_cards(DECK[:10])
    assert repr(hand) == f"Hand.parse('{hand}')"
    assert eval(repr(hand), {"Hand": Hand}) == hand


@pytest.mark.parametrize(
    ("text", "card"),
    [("10H", "Th"), ("t♦", "Td"), ("A♠", "As"), ("as", "As"), ("K♣", "Kc"), ("qh", "Qh")],
)
def test_notations(text: str, card: str) -> None:
    assert str(parse_card(text)) == card


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("7x", "unknown suit 'x' in card '7x'"),
        ("1s", "unknown rank '1' in card '1s'"),
        ("t", "card 't' has no suit"),
        ("", "'' is not a card"),
    ],
)
def test_card_errors_name_the_token(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_card(text)


def test_duplicate_and_size_errors() -> None:
    with pytest.raises(ValueError, match="card 'As' appears twice"):
        parse_hand("As 2s as")
    with pytest.raises(ValueError, match="a hand for min_deadwood has 10 or 11 cards, not 9"):
        min_deadwood(parse_hand("As 2s 3s 4s 5s 6s 7s 8s 9s"))


def test_hand_is_a_mask_in_deck_order() -> None:
    hand = parse_hand(["Kc", "As", "10h"])
    assert [str(c) for c in hand] == ["As", "Th", "Kc"]
    assert hand.mask == 1 | 1 << 22 | 1 << 51
    assert parse_card("Th") in hand and parse_card("Ts") not in hand
    assert len(hand) == 3


def test_a_hand_is_a_value_not_a_number() -> None:
    """A hand equals only hands: never its mask, and it is no int to compute with."""
    hand = parse_hand("As 2s")
    assert hand != 3 and hand.mask == 3 and not isinstance(hand, int)
    assert hand == Hand.parse("2s As") == Hand(3) and len({hand, Hand(3)}) == 1
    assert hand | Hand.parse("3s") == Hand.parse("As 2s 3s")
    assert Hand.parse("As 2s 3s") - hand == Hand.parse("3s")
    assert hand & Hand.parse("2s 3s") == Hand.parse("2s") and not Hand()
    with pytest.raises(TypeError):
        hand + 1  # type: ignore[operator]  # the point: a hand is no number
    with pytest.raises(TypeError):
        hand | 4  # type: ignore[operator]  # nor a mask
    assert Card.parse("As") in hand and "As" not in hand and 0 not in hand
    assert list(Hand.DECK) == list(DECK)


@pytest.mark.parametrize(
    "mask", [-1, 1 << 52, True, 1.0, "3", None], ids=lambda m: f"{type(m).__name__}-{m!r}"
)
def test_a_hand_holds_52_bits_only(mask: object) -> None:
    with pytest.raises(InvalidCardError, match="a hand's mask is a whole number of 52 bits"):
        Hand(mask)  # type: ignore[arg-type]  # the point: refused


@pytest.mark.parametrize(
    ("rank", "suit"), [(0, "s"), (14, "s"), (True, "s"), (1.0, "s"), (1, "x"), (1, None)]
)
def test_a_card_is_a_rank_and_a_suit(rank: object, suit: object) -> None:
    with pytest.raises(InvalidCardError):
        Card(rank, suit)  # type: ignore[arg-type]  # the point: refused
