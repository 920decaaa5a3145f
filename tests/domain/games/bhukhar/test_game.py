"""What Bhukhar answers the desk: its draw method (the format setting) and its figures from a result."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games.bhukhar import GAME


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
