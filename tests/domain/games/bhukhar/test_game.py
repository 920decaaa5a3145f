"""What Bhukhar answers the desk: its draw method (the format setting) and its figures from a result."""

from __future__ import annotations

import dataclasses

import pytest

from cardnight_desk.domain.games.bhukhar.game import GAME


@pytest.mark.parametrize("fmt", ["swiss", "round_robin"])
def test_the_format_setting_is_the_draw_method(fmt):
    assert GAME.draw_method(GAME.with_defaults({"format": fmt}), True) == fmt


def test_a_league_is_drawn_swiss_by_default_and_always_entered_by_teams():
    assert GAME.draw_method(GAME.with_defaults({}), True) == "swiss"
    assert GAME.team_game(False) and GAME.team_game(True)


def test_each_teams_master_bonus_and_score_from_a_result():
    result = {
        "teams": {
            "Lions": {"score": 650, "master": 2, "bonus": 3},
            "Tigers": {"score": -290, "master": 0, "bonus": 0},
        },
        "winner": "Lions",
    }
    assert GAME.entrant_figures(result) == [("Lions", 2, 3, 650, 1), ("Tigers", 0, 0, -290, 0)]
    assert GAME.entrant_figures({"valid": True}) == []


@pytest.mark.parametrize(
    ("points", "rule", "problems"),
    [
        (100, "19.1", []),  # an incorrect licence
        (50, "19.3", []),  # asking the card count out of turn
        (50, "Rule 19.4", []),
        (50, "8", []),  # influencing a player, as rule 8 gives it
        (75, "19.5", []),  # unsporting: up to 100, at the organisers' discretion
        (100, "19.5", []),
        (7, "19.5", ["penalty points must be from 5 to 100 in steps of 5, not 7 (ruling BH-6)"]),
        (10**9, "19.5", ["penalty points must be from 5 to 100 in steps of 5, not 1000000000 (ruling BH-6)"]),
        (100, "19.3", ["a penalty under rule 19.3 is 50 points, not 100 (ruling BH-6)"]),
        (
            50,
            "99.9",
            [
                "rule '99.9' is not a penalty rule of Bhukhar (OAUK) "
                "(8, 15, 18, 19.1, 19.2, 19.3, 19.4, 19.5) (ruling BH-6)"
            ],
        ),
        (True, "19.3", ["penalty points must be a whole number, not 'True'"]),
        (50, "", ["a penalty needs the rule number it is given under"]),
    ],
)
def test_bh6_a_judges_penalty_is_what_rule_19_gives(points, rule, problems):
    assert GAME.penalty_problems(points, rule) == problems


def test_the_penalties_written_on_a_sheet_are_read_as_written():
    sheet = {
        "penalties": [
            {"team": "Tigers", "points": 50, "rule": "19.3", "note": "asked out of turn"},
            "not a penalty",
            {"team": "Lions", "points": 7, "rule": "99.9"},
        ]
    }
    assert [(p.path, p.to_json()) for p in GAME.sheet_penalties(sheet)] == [
        ("penalties.0", {"entrant": "Tigers", "points": 50, "rule": "19.3", "note": "asked out of turn"}),
        ("penalties.2", {"entrant": "Lions", "points": 7, "rule": "99.9", "note": ""}),
    ]
    assert GAME.sheet_penalties({"penalties": "none"}) == [] and GAME.sheet_penalties({}) == []


def test_bh6_a_penalty_says_who_gets_the_points_under_the_penalty_mode():
    award = GAME.penalty_sentence(50, "Leicester Lions", ["Preston Kings"], "19.3", {})
    assert award == "50 points to Preston Kings, the opponents of Leicester Lions — rule 19.3, BH-6"
    deduct = GAME.penalty_sentence(
        50, "Leicester Lions", ["Preston Kings"], "19.3", {"penalty_mode": "deduct_offender"}
    )
    assert deduct == "50 points off Leicester Lions — rule 19.3, BH-6"
    # the parts the desk words in its own language; the sentence itself stays English for the history
    assert (award.points, award.offender, award.opponents, award.rule, award.ruling) == (
        50,
        "Leicester Lions",
        ("Preston Kings",),
        "19.3",
        "BH-6",
    )
    assert award.to_opponents and not deduct.to_opponents
    assert f"penalty: {award}" == f"penalty: {str(award)}" and str(deduct).startswith("50 points off")
    nobody = GAME.penalty_sentence(50, "Leicester Lions", [], "19.3", {})
    assert nobody == "50 points to the other team, the opponents of Leicester Lions — rule 19.3, BH-6"
    with pytest.raises(dataclasses.FrozenInstanceError):
        award.points = 10  # type: ignore[misc]


def test_a_game_by_default_takes_a_penalty_off_the_offender():
    from cardnight_desk.domain.games import find_game

    bukharo = find_game("bukharo")
    assert bukharo.penalty_sentence(20, "Red", ["Blue", "Green"], "4.1", {}) == "20 points off Red — rule 4.1"
