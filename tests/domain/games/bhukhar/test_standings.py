"""The league's standings by ruling BH-8: Master points, then Bonus points, then total score; a bye scores the
``bye_master`` setting; level teams share the place."""

from __future__ import annotations

from cardnight_desk.domain.games.bhukhar.game import GAME
from cardnight_desk.domain.games.bhukhar.standings import bhukhar_standings
from tests.domain.games.sources import Source


def test_bh8_master_then_bonus_then_score_and_level_teams_share():
    totals = {"A": (4, 5, 900, 2), "B": (4, 5, 900, 2), "C": (4, 6, 100, 2), "D": (2, 8, 1500, 2)}
    rows = bhukhar_standings(totals)
    assert [(r.place, r.name) for r in rows] == [(1, "C"), (2, "A"), (2, "B"), (4, "D")]
    assert rows[0].columns == (("master", 4), ("bonus", 6), ("score", 100)) and rows[0].played == 2


def test_a_bye_scores_the_bye_master_setting_and_a_team_yet_to_play_is_listed():
    source = Source(teams=True, names=("A", "B", "C", "D"), totals_={"A": (2, 1, 300, 1)}, byes_=("B",))
    table = GAME.standings(source, GAME.with_defaults({"bye_master": 1}))
    assert (table.entrant, table.columns) == ("team", ("master", "bonus", "score"))
    assert [(r.place, r.name, r.value("master")) for r in table.rows] == [
        (1, "A", 2),
        (2, "B", 1),
        (3, "C", 0),
        (3, "D", 0),
    ]
    assert source.asked == {"totals", "byes", "entrants"}  # BH-6 penalties are scored on the sheets
