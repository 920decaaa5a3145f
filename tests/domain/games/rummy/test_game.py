"""What rummy answers the desk: drawn as tables down to a final table (RU-9), entered by players."""

from __future__ import annotations

from cardnight_desk.domain.games.rummy.game import GAME


def test_ru9_rummy_is_drawn_as_tables_down_to_a_final():
    assert GAME.draw_method(GAME.with_defaults({}), False) == "elimination_tables"
    assert not GAME.team_game(True)


def test_rummy_results_are_read_whole_by_its_standings():
    assert GAME.entrant_figures({"totals": {"Asha": 40}, "order": ["Asha"]}) == []
