"""Who sits at a table: teams, sides of players ("Side A", BK-3) or players, in seat order."""

from __future__ import annotations

from cardnight_desk.services import draws
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.seats import is_side, seated, side_name
from cardnight_desk.services.tables import find_table
from tests.services.builders import add_round, bhukhar_event, competition_with_players


def test_a_side_of_players_goes_by_its_letter():
    assert (side_name("A"), side_name(None)) == ("Side A", "")
    assert is_side("Side B") and not is_side("Lions")


def test_teams_at_a_table_in_seat_order(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"])
    add_round(desk, 1, [("Lions", "Tigers")])
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        entrants, seats = seated(s, find_table(s, comp, 1, "1"))
    assert entrants == ("Lions", "Tigers")
    assert [team for _, _, team in seats] == ["Lions", "Tigers"] * 3
    desk.close()


def test_bk3_players_without_a_team_sit_as_two_sides(event_target):
    desk = bhukhar_event(event_target, ["X"])
    players = competition_with_players(desk, "Bukharo", "bukharo", 4)
    draws.draw_next_round(desk, "Bukharo", seed=4)
    with desk.store.session() as s:
        comp = find_competition(s, "Bukharo")
        entrants, seats = seated(s, find_table(s, comp, 1, "1"))
    assert entrants == ("Side A", "Side B")
    assert sorted(player for _, player, _ in seats) == sorted(players)
    desk.close()
