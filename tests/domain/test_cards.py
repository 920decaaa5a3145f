from __future__ import annotations

import pytest

from cardnight_desk.domain.cards import JOKER, Card, CardError, Rank, Suit, card, pack, packs, parse_cards


@pytest.mark.parametrize(
    "name, rank, suit",
    [
        ("10H", Rank.TEN, Suit.HEARTS),
        ("qs", Rank.QUEEN, Suit.SPADES),
        (" AD ", Rank.ACE, Suit.DIAMONDS),
        ("2C", Rank.TWO, Suit.CLUBS),
        ("KD", Rank.KING, Suit.DIAMONDS),
    ],
)
def test_parses_card_names(name, rank, suit):
    assert card(name) == Card(rank, suit)


def test_joker_and_printing():
    assert card("JK") is JOKER and JOKER.is_joker
    assert [c.name for c in (card("10h"), card("as"), JOKER)] == ["10H", "AS", "JK"]


@pytest.mark.parametrize("token", ["", "1", "11H", "ZS", "10X", "JKK", "H10", None, 7])
def test_refuses_non_cards_quoting_the_token(token):
    with pytest.raises(CardError) as err:
        card(token)
    assert str(token) in str(err.value)


def test_parse_cards_collects_every_bad_token():
    good, bad = parse_cards(["AS", "XX", "10H", "1Z"])
    assert [c.name for c in good] == ["AS", "10H"]
    assert [i for i, _ in bad] == [1, 3]


def test_packs():
    assert len(pack()) == 52 and len(set(pack())) == 52
    assert len(pack(jokers=2)) == 54
    assert len(packs(3)) == 156 and packs(3).count(card("7S")) == 3


@pytest.mark.parametrize("token", ["1H", "1s", "01H", "1C"])
def test_a_one_is_not_the_ace(token):
    """score-sheets.md lists the card names: ``1H`` is refused naming the card, never read as the ace."""
    with pytest.raises(CardError) as err:
        card(token)
    assert token in str(err.value)
