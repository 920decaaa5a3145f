"""What every game's standings share: a row as the command line prints it, and figures added up."""

from __future__ import annotations

from cardnight_desk.domain.games.bhukhar.game import GAME as BHUKHAR
from cardnight_desk.domain.standings import StandingRow, add_up


def test_a_row_prints_its_place_name_columns_and_games_played():
    row = StandingRow(1, "Lions", 2, (("master", 4), ("bonus", 5)))
    assert row.value("bonus") == 5
    assert row.to_json("team") == {"place": 1, "team": "Lions", "master": 4, "bonus": 5, "played": 2}


def test_figures_add_up_per_entrant_with_the_games_counted():
    results = [
        {
            "teams": {
                "A": {"master": 2, "bonus": 3, "score": 650},
                "B": {"master": 0, "bonus": 0, "score": -290},
            }
        },
        {
            "teams": {
                "A": {"master": 1, "bonus": 1, "score": 100},
                "C": {"master": 1, "bonus": 2, "score": 100},
            }
        },
    ]
    assert add_up(results, BHUKHAR.entrant_figures) == {
        "A": (3, 4, 750, 2),
        "B": (0, 0, -290, 1),
        "C": (1, 2, 100, 1),
    }
