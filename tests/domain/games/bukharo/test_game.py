"""What Bukharo answers the desk: teams meet in a round robin, sides of players sit at tables (BK-3); each
side's game score from a result."""

from __future__ import annotations

from cardnight_desk.domain.games.bukharo.game import GAME


def test_bk3_teams_play_a_round_robin_and_players_sit_as_sides():
    assert GAME.team_game(True) and not GAME.team_game(False)
    assert GAME.draw_method({}, True) == "round_robin"
    assert GAME.draw_method({}, False) == "side_tables"


def test_each_sides_score_from_a_result():
    result = {"sides": {"Side A": {"score": 120}, "Side B": {"score": 40}}, "winner": "Side A"}
    assert GAME.entrant_figures(result) == [("Side A", 0, 0, 120, 1), ("Side B", 0, 0, 40, 0)]
