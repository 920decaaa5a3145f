"""The session's standings by ruling BK-6: the session total, penalties taken off, of teams or players."""

from __future__ import annotations

from cardnight_desk.domain.games.bukharo.game import GAME
from cardnight_desk.domain.games.bukharo.standings import total_standings
from tests.domain.games.sources import Source


def test_bk6_session_totals_with_penalties_taken_off():
    rows = total_standings({"A": (0, 0, 100, 2), "B": (0, 0, 130, 2)}, {"B": 30}, ["A", "B", "C"])
    assert [(r.place, r.name, r.value("score")) for r in rows] == [(1, "A", 100), (1, "B", 100), (3, "C", 0)]


def test_bk6_standings_name_teams_or_players_as_registered():
    players = GAME.standings(Source(teams=False, names=("Asha", "Bina")), {})
    teams = GAME.standings(Source(teams=True, names=("Anand",)), {})
    assert (players.entrant, teams.entrant) == ("player", "team")
    assert [r.name for r in players.rows] == ["Asha", "Bina"] and players.columns == ("score",)
