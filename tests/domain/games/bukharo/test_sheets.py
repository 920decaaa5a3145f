"""Bukharo sessions: the ``bukharo-session`` sheet and its standings (ruling BK-6, rules 23-25)."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import evaluate
from tests.domain.games.bukharo.test_scoring import SPEC_RED, game, side


def standings(*games, **extra):
    result = evaluate({"game": "bukharo-session", "games": list(games), **extra})
    assert result["valid"], result
    return [(r["place"], r["side"], r["score"]) for r in result["standings"]]


def test_bk6_a_session_adds_up_each_sides_games_and_the_higher_total_wins():
    first = game(SPEC_RED, side(hand=(2, 3, 1, 1)), ended_by="second_bukharo")  # Red 480, Blue -80
    second = game(side(hand=(0, 5, 0, 0)), side(sets7=1, first=True))  # Red -50, Blue 400
    assert standings(first, second) == [(1, "Red", 430), (2, "Blue", 320)]


def test_bk6_equal_totals_share_the_place_and_the_next_place_skips():
    rows = standings(
        game(side(groups=(0, 2, 0, 0)), side(), side(hand=(1, 0, 0, 0)), names=["Asha", "Ben", "Chandu"]),
        game(side(), side(groups=(0, 2, 0, 0)), side(), names=["Asha", "Ben", "Chandu"]),
    )
    assert rows == [(1, "Asha", 20), (1, "Ben", 20), (3, "Chandu", -5)]


def test_bk6_sides_that_sat_out_a_game_keep_their_other_games():
    rows = standings(
        game(side(groups=(0, 1, 0, 0)), side(), names=["Red", "Blue"]),
        game(side(groups=(0, 3, 0, 0)), side(), names=["Green", "Red"]),
    )
    assert rows == [(1, "Green", 30), (2, "Red", 10), (3, "Blue", 0)]


def test_an_empty_session_has_no_standings():
    assert standings() == []


def test_every_problem_of_every_game_is_listed_with_its_game_number():
    bad = game(side(passport=False, first=True), side())
    result = evaluate({"game": "bukharo-session", "games": [bad, {"game": "bhukhar"}, 3], "venue": "hall"})
    paths = {e["path"] for e in result["errors"]}
    assert result["valid"] is False
    assert {"games.0.sides.Red.first_bukharo", "games.1.game", "games.1.sides", "games.2", "venue"} <= paths


@pytest.mark.parametrize("games", [None, {}, "three"])
def test_games_must_be_a_list(games):
    result = evaluate({"game": "bukharo-session", "games": games})
    assert [e["path"] for e in result["errors"]] == ["games"]


def test_session_settings_are_checked():
    result = evaluate(
        {"game": "bukharo-session", "games": [], "settings": {"penalty_mode": "deduct_offender"}}
    )
    assert [e["path"] for e in result["errors"]] == ["settings.penalty_mode"]
    assert evaluate({"game": "bukharo-session", "games": [], "settings": {"capacity": 40}})["valid"]
