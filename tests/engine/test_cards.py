from __future__ import annotations

import pytest

from generator.engine import Card, deck, format_cards, min_deadwood, parse_card, parse_hand


def test_every_card_round_trips() -> None:
    assert len(set(deck())) == 52
    for card in deck():
        assert parse_card(str(card)) == card
        assert eval(repr(card), {"Card": Card}) == card
        assert parse_card(str(card).lower()) == card
    hand = parse_hand(format_cards(deck()[:10]))
    assert str(hand) == format_cards(deck()[:10])
    assert repr(hand) == f"Hand('{hand}')"


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
    assert int(hand) == 1 | 1 << 22 | 1 << 51
    assert parse_card("Th") in hand and parse_card("Ts") not in hand
    assert len(hand) == 3
