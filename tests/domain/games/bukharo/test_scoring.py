"""Patel's Bukharo: the ``bukharo`` and ``bukharo-session`` sheets, from the rule text and rulings BK-1..BK-6."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.bukharo.scoring import (
    BukharoCards,
    SevenCardGroups,
    can_declare_bukharo,
    can_declare_second_bukharo,
    can_open_groups,
    can_play_as_sides,
    packs_for,
    packs_in_play,
)
from cardnight_desk.domain.games.bukharo.sheets import SHEET_RULES

RULES = SHEET_RULES["bukharo"]
CARDS = ("low", "high", "aces", "trumps")


def side(passport=True, pure=0, with_trump=0, sets7=0, groups=(0, 0, 0, 0), hand=(0, 0, 0, 0), first=False,
         second=False):  # fmt: skip
    """A side's entry; ``groups`` and ``hand`` are (low, high, aces, trumps)."""
    return {
        "passport": passport,
        "sequences7": {"pure": pure, "with_trump": with_trump},
        "sets7": sets7,
        "group_cards": dict(zip(CARDS, groups, strict=True)),
        "hand_cards": dict(zip(CARDS, hand, strict=True)),
        "first_bukharo": first,
        "second_bukharo": second,
    }


def game(*sides, ended_by="stock", names=None, **extra):
    names = names or ["Red", "Blue", "Green", "Gold", "Grey", "Pink", "Teal", "Plum", "Rust"][: len(sides)]
    return {"game": "bukharo", "ended_by": ended_by, "sides": dict(zip(names, sides, strict=True)), **extra}


def scores(doc):
    result = evaluate(doc)
    assert result["valid"], result
    return {name: s["score"] for name, s in result["sides"].items()}


def errors(doc):
    result = evaluate(doc)
    assert result["valid"] is False
    return {e["path"]: e["message"] for e in result["errors"]}


# The example of score-sheets.md, with a Blue side filled in.
SPEC_RED = side(pure=1, groups=(8, 5, 1, 1), first=True, second=True)


def test_the_score_sheets_example_scores_by_the_rulings():
    # 150 (pure seven, BK-2) + 40 + 50 + 20 + 20 (group cards, BK-1) + 100 + 100 (both Bukharos, BK-5)
    result = evaluate(game(SPEC_RED, side(hand=(2, 3, 1, 1)), ended_by="second_bukharo"))
    assert result == {
        "valid": True,
        "sides": {"Red": {"score": 480}, "Blue": {"score": -80}},
        "winner": "Red",
    }


# --- BK-1 card points --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "cards, points",
    [
        ((1, 0, 0, 0), 5),
        ((0, 1, 0, 0), 10),
        ((0, 0, 1, 0), 20),
        ((0, 0, 0, 1), 20),
        ((3, 2, 1, 1), 15 + 20 + 20 + 20),
    ],
)
def test_bk1_card_points_count_for_in_groups_and_against_in_hand(cards, points):
    assert scores(game(side(groups=cards), side(hand=cards))) == {"Red": points, "Blue": -points}


def test_bk1_a_two_used_as_a_two_in_a_sequence_is_worth_five():
    # the rule text's example: 2, 3, 4 and 5 of clubs, the 2 as itself, all low cards
    assert BukharoCards(low=4).points == 20
    assert scores(game(side(groups=(4, 0, 0, 0)), side()))["Red"] == 20


def test_bk1_a_two_left_in_hand_is_a_trump_and_counts_twenty_against():
    assert scores(game(side(hand=(0, 0, 0, 2)), side()))["Red"] == -40


# --- BK-2 seven-card groups --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "groups, points",
    [
        ({"pure": 1}, 150),
        ({"with_trump": 1}, 100),
        ({"sets7": 1}, 300),
        ({"pure": 1, "with_trump": 1, "sets7": 1}, 550),
    ],
)
def test_bk2_seven_card_groups_score_instead_of_their_card_points(groups, points):
    assert scores(game(side(**groups), side()))["Red"] == points
    sets = groups.get("sets7", 0)
    assert SevenCardGroups(groups.get("pure", 0), groups.get("with_trump", 0), sets).points == points


# --- BK-3 sides and packs ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "count, ok", [(1, False), (2, True), (3, True), (4, False), (5, True), (6, False), (9, True)]
)
def test_bk3_two_teams_or_an_odd_number_of_individuals(count, ok):
    assert can_play_as_sides(count) is ok
    result = evaluate(game(*[side() for _ in range(count)]))
    assert result["valid"] is ok
    if not ok:
        assert "BK-3" in errors(game(*[side() for _ in range(count)]))["sides"]


def test_bk3_three_individuals_play_a_game():
    doc = game(side(pure=1, first=True), side(with_trump=1, second=True), side(hand=(1, 1, 1, 1)),
               ended_by="second_bukharo", names=["Asha", "Ben", "Chandu"])  # fmt: skip
    assert evaluate(doc) == {
        "valid": True, "sides": {"Asha": {"score": 250}, "Ben": {"score": 200}, "Chandu": {"score": -55}},
        "winner": "Asha",
    }  # fmt: skip


@pytest.mark.parametrize("players, packs", [(2, 3), (4, 3), (6, 3), (7, 3), (8, 4), (9, 4), (11, 4)])
def test_bk3_three_packs_up_to_seven_players_four_from_eight(players, packs):
    assert packs_for(players) == packs


def test_bk3_no_more_cards_than_the_packs_hold():
    # three individuals: three packs, 156 cards
    fits = game(side(hand=(50, 0, 0, 0)), side(hand=(50, 0, 0, 0)), side(hand=(40, 4, 4, 8)))
    assert evaluate(fits)["valid"]
    over = game(side(hand=(50, 0, 0, 0)), side(hand=(50, 0, 0, 0)), side(hand=(41, 4, 4, 8)))
    assert "157 cards" in errors(over)["sides"] and "BK-3" in errors(over)["sides"]
    # two sides may be two teams of four or more: four packs
    assert packs_in_play(2) == 4
    assert evaluate(game(side(hand=(104, 0, 0, 0)), side(hand=(104, 0, 0, 0))))["valid"]
    assert "209 cards" in errors(game(side(hand=(105, 0, 0, 0)), side(hand=(104, 0, 0, 0))))["sides"]


@pytest.mark.parametrize("field, index", [("trumps", 3), ("aces", 2)])
def test_bk3_no_more_twos_or_aces_than_the_packs_hold(field, index):
    def cards(n):
        return tuple(n if i == index else 0 for i in range(4))

    assert evaluate(game(side(groups=cards(6)), side(hand=cards(6)), side(hand=cards(0))))["valid"]
    found = errors(game(side(groups=cards(7)), side(hand=cards(6)), side()))
    assert field in found["sides"] and "13" in found["sides"] and "BK-3" in found["sides"]


# --- BK-4 passport -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "entry, path",
    [
        (side(passport=False, pure=1), "sides.Red.sequences7.pure"),
        (side(passport=False, with_trump=1), "sides.Red.sequences7.with_trump"),
        (side(passport=False, sets7=1), "sides.Red.sets7"),
        (side(passport=False, groups=(3, 0, 0, 0)), "sides.Red.group_cards.low"),
        (side(passport=False, groups=(0, 0, 0, 1)), "sides.Red.group_cards.trumps"),
        (side(passport=False, first=True), "sides.Red.first_bukharo"),
    ],
)
def test_bk4_no_passport_means_no_groups(entry, path):
    found = errors(game(entry, side()))
    assert list(found) == [path] and "passport" in found[path] and "BK-4" in found[path]


def test_bk4_without_a_passport_the_hand_counts_against():
    assert scores(game(side(passport=False, hand=(2, 2, 1, 1)), side())) == {"Red": -70, "Blue": 0}


def test_bk4_with_a_passport_groups_count_for_and_the_hand_against():
    # rule 15: cards added to another side's groups are in the adder's group_cards and count for it
    assert scores(game(side(groups=(3, 3, 0, 0), hand=(1, 1, 0, 0)), side())) == {"Red": 45 - 15, "Blue": 0}


def test_bk4_can_functions_answer_what_the_sheet_checks_enforce():
    assert can_open_groups(True) and not can_open_groups(False)
    assert can_declare_bukharo(True) and not can_declare_bukharo(False)
    assert can_declare_second_bukharo(True) and not can_declare_second_bukharo(False)


# --- BK-5 the two Bukharos ---------------------------------------------------------------------------
def test_bk5_the_first_bukharo_earns_one_bonus_of_100_not_two():
    assert scores(game(side(first=True), side())) == {"Red": 100, "Blue": 0}


def test_bk5_the_second_bukharo_earns_100_and_may_go_to_the_same_side():
    assert scores(game(side(first=True, second=True), side(), ended_by="second_bukharo"))["Red"] == 200
    assert scores(game(side(first=True), side(second=True), ended_by="second_bukharo")) == {
        "Red": 100,
        "Blue": 100,
    }


def test_bk5_each_bukharo_is_made_once():
    found = errors(game(side(first=True), side(first=True)))
    assert set(found) == {"sides.Red.first_bukharo", "sides.Blue.first_bukharo"}
    assert "BK-5" in found["sides.Red.first_bukharo"]
    found = errors(game(side(first=True, second=True), side(second=True), ended_by="second_bukharo"))
    assert set(found) == {"sides.Red.second_bukharo", "sides.Blue.second_bukharo"}


def test_bk5_the_second_bukharo_follows_the_first():
    found = errors(game(side(second=True), side(), ended_by="second_bukharo"))
    assert "first" in found["sides.Red.second_bukharo"] and "BK-5" in found["sides.Red.second_bukharo"]


@pytest.mark.parametrize(
    ("ended_by", "words"), [("stock", "the stock running out"), ("time", "time running out")]
)
def test_bk5_the_second_bukharo_ends_the_game(ended_by, words):
    found = errors(game(side(first=True, second=True), side(), ended_by=ended_by))
    assert found["sides.Red.second_bukharo"] == (
        "Red is marked as making the second Bukharo, which ends the game, but the game was ended by "
        f"{words} (ruling BK-5)"
    )


def test_bk5_a_game_ended_by_the_second_bukharo_names_who_made_it():
    assert errors(game(side(first=True), side(), ended_by="second_bukharo"))["ended_by"] == (
        "the game ended with the second Bukharo, but no side is marked as making it (ruling BK-5)"
    )


# --- the shape of the sheet ----------------------------------------------------------------------------
def test_every_problem_is_listed_with_its_path():
    doc = game(side(groups=(-1, 0, 0, 0)), side(), ended_by="bukharo")
    doc["sides"]["Blue"]["passport"] = "yes"
    del doc["sides"]["Blue"]["hand_cards"]["aces"]
    doc["sides"]["Blue"]["sets"] = 1
    doc["extra"] = True
    found = errors(doc)
    assert set(found) == {
        "sides.Red.group_cards.low", "sides.Blue.passport", "sides.Blue.hand_cards.aces", "sides.Blue.sets",
        "ended_by", "extra",
    }  # fmt: skip


@pytest.mark.parametrize("sides", [None, [], "Red, Blue"])
def test_sides_must_be_a_group(sides):
    assert "sides" in errors({"game": "bukharo", "ended_by": "stock", "sides": sides})


def test_side_names_may_be_any_script():
    assert scores(game(side(groups=(0, 1, 0, 0)), side(), names=["लाल", "నీలం"])) == {"लाल": 10, "నీలం": 0}


def test_a_tie_at_the_top_has_no_winner():
    result = evaluate(game(side(groups=(2, 0, 0, 0)), side(groups=(0, 1, 0, 0)), side()))
    assert result["valid"] and result["winner"] is None


def test_score_refuses_an_invalid_sheet_with_every_error():
    doc = game(side(passport=False, sets7=1), side())
    assert not RULES.can_score(doc)
    with pytest.raises(SheetInvalid) as refused:
        RULES.score(doc)
    assert [e.path for e in refused.value.errors] == ["sides.Red.sets7"]
