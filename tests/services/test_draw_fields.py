"""What a draw reads from the event: whether the entrants are teams (the game says), and the field."""

from __future__ import annotations

import pytest

from cardnight_desk.services.draw_fields import load_field, team_game
from cardnight_desk.services.events import find_competition
from tests.services.builders import bhukhar_event, competition_with_players, competition_with_teams


@pytest.mark.parametrize(
    ("game", "teams", "expected", "entrants"),
    [
        ("bhukhar", False, True, 0),  # a league of teams, even before any team is registered
        ("bukharo", True, True, 2),
        ("bukharo", False, False, 4),  # BK-3: players without teams sit as sides
        ("rummy", False, False, 4),
    ],
)
def test_the_game_says_whether_the_entrants_are_teams(event_target, game, teams, expected, entrants):
    desk = bhukhar_event(event_target, ["X"])
    if teams:
        competition_with_teams(desk, "Asked", game, ["Anand", "Baroda"])
    else:
        competition_with_players(desk, "Asked", game, 4)
    with desk.store.session() as s:
        comp = find_competition(s, "Asked")
        assert team_game(s, comp) is expected
        field = load_field(s, comp, expected)
        assert len(field.ids) == entrants and field.team_game is expected
    desk.close()
