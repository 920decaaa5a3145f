"""Counting trick points from the cards of 28 (ruling TE-1), for judges settling a disputed count."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.cards import card
from cardnight_desk.domain.games.twenty_eight.tricks import (
    PACK,
    TrickCountError,
    can_count_tricks,
    can_settle_count,
    card_points,
    count_problems,
    settle_count,
    trick_points,
    trick_problems,
)

SUIT_TRICK = ["JH", "9H", "AH", "10H", "KH", "QH"]  # 3 + 2 + 1 + 1 + 0 + 0


def full_deal():
    """The 36 cards as six tricks of six, three won by each team: 14 trick points each."""
    tricks = [
        ["JS", "9S", "AS", "10S", "KS", "QS"],
        ["JH", "9H", "AH", "10H", "KH", "QH"],
        ["JD", "9D", "AD", "10D", "KD", "QD"],
        ["JC", "9C", "AC", "10C", "KC", "QC"],
        ["8S", "7S", "6S", "8H", "7H", "6H"],
        ["8D", "7D", "6D", "8C", "7C", "6C"],
    ]
    return {"Kochi": [tricks[0], tricks[4], tricks[2]], "Thrissur": [tricks[1], tricks[3], tricks[5]]}


@pytest.mark.parametrize(
    "name, points",
    [("JS", 3), ("9D", 2), ("AC", 1), ("10H", 1), ("KS", 0), ("QH", 0), ("8D", 0), ("7C", 0), ("6S", 0)],
)
def test_te1_card_points(name, points):
    assert card_points(card(name)) == points


def test_te1_the_36_card_pack_holds_28_points():
    assert len(PACK) == 36
    assert sum(card_points(c) for c in PACK) == 28


def test_te1_trick_points_of_one_teams_tricks():
    assert trick_points([SUIT_TRICK]) == 7
    assert trick_points([["jc", " 9c", "ac ", "10c", "8c", "6c"], ["7S", "8S", "KD", "QD", "6D", "7D"]]) == 7
    assert trick_points([]) == 0


def test_te1_both_teams_of_a_full_deal_add_up_to_28():
    count = settle_count(full_deal())
    assert count.points == (("Kochi", 14), ("Thrissur", 14)) and count.complete
    assert count.points_of("Kochi") + count.points_of("Thrissur") == 28
    assert count.tricks == (("Kochi", 3), ("Thrissur", 3))


def test_te1_a_partial_count_is_not_complete():
    deal = full_deal()
    deal["Thrissur"] = deal["Thrissur"][:2]  # the last trick was not played (a surrender)
    count = settle_count(deal)
    assert not count.complete and count.points_of("Thrissur") == 14


@pytest.mark.parametrize(
    "tricks, path, says",
    [
        ([["JH", "9H", "AH", "10H", "KH", "XX"]], "tricks.0.5", "'XX' is not a card"),
        ([["JH", "9H", "AH", "10H", "KH", "5H"]], "tricks.0.5", "5H is not in the 28 pack"),
        ([["JH", "9H", "AH", "10H", "KH", "2C"]], "tricks.0.5", "6 to ace"),
        ([["JH", "9H", "AH", "10H", "KH", "JK"]], "tricks.0.5", "joker"),
        ([["JH", "9H", "AH", "10H", "KH", 10]], "tricks.0.5", "'10' is not a card"),
        ([SUIT_TRICK, ["JH", "9S", "AS", "10S", "KS", "QS"]], "tricks.1.0", "JH was already counted"),
        ([["JH", "9H", "AH", "10H", "KH"]], "tricks.0", "has 5 cards; a trick has 6"),
        ([SUIT_TRICK + ["8H"]], "tricks.0", "has 7 cards"),
        ([["JH"]] * 7, "tricks", "only 6"),
        ("JH 9H", "tricks", "list of tricks"),
        (["JH"], "tricks.0", "must be a list of card names"),
    ],
)
def test_te1_refuses_what_cannot_be_counted(tricks, path, says):
    problems = trick_problems(tricks)
    assert path in [p.path for p in problems]
    assert any(says in p.message for p in problems if p.path == path), problems
    assert not can_count_tricks(tricks)
    with pytest.raises(TrickCountError) as err:
        trick_points(tricks)
    assert says in str(err.value)


def test_every_problem_is_listed_not_just_the_first():
    tricks = [["JH", "9H", "AH", "10H", "KH", "3H"], ["ZZ", "9S", "AS", "10S", "KS", "JH"], ["8S"] * 2]
    with pytest.raises(TrickCountError) as err:
        trick_points(tricks)
    paths = [p.path for p in err.value.problems]
    assert paths == ["tricks.0.5", "tricks.1.0", "tricks.1.5", "tricks.2", "tricks.2.1"]


def test_te1_thani_tricks_have_four_cards():
    tricks = [["JH", "9H", "AH", "10H"], ["JS", "KS", "QS", "8S"]]
    assert trick_points(tricks, thani=True) == 10
    assert not can_count_tricks(tricks)  # six cards to a trick outside a thani
    assert "a trick has 4" in str(trick_problems([SUIT_TRICK], thani=True)[0].message)


def test_settle_count_catches_a_card_in_both_piles_and_too_many_tricks():
    deal = full_deal()
    deal["Thrissur"] = [*deal["Thrissur"], ["JS", "8H", "8S", "7H", "7S", "6H"]]
    problems = count_problems(deal)
    messages = " / ".join(p.message for p in problems)
    assert "JS was already counted at tricks.Kochi.0" in messages
    assert "7 tricks together" in messages
    assert not can_settle_count(deal)
    with pytest.raises(TrickCountError):
        settle_count(deal)


def test_settle_count_needs_two_teams():
    assert not can_settle_count({"Kochi": [SUIT_TRICK]})
    assert can_settle_count({"Kochi": [SUIT_TRICK], "Thrissur": []})


def test_card_points_refuses_a_card_outside_the_pack():
    with pytest.raises(ValueError, match="not in the 28 pack"):
        card_points(card("4D"))
