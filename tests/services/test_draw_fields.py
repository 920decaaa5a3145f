"""What a draw reads from the event: whether the entrants are teams (the game says), the field, and who met whom
in the earlier rounds."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import event, inspect, select
from sqlalchemy import update as sa_update

from cardnight_desk.domain.draws import History
from cardnight_desk.services import draws, scores
from cardnight_desk.services.draw_fields import draw_of, history_of, load_field, rounds_of, team_game
from cardnight_desk.services.events import find_competition
from cardnight_desk.store.models import Membership, Player, Registration, Team
from tests.services.builders import (
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    competition_with_teams,
)


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


def _field_statements(desk, competition: str, team_game_: bool, checked_in_only: bool = False):
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(statement)

    with desk.store.session() as s:
        comp = find_competition(s, competition)
        event.listen(desk.store.engine, "before_cursor_execute", seen)
        field = load_field(s, comp, team_game_, checked_in_only)
        event.remove(desk.store.engine, "before_cursor_execute", seen)
    return field, len(statements)


def test_a_field_of_teams_is_read_in_three_statements_whatever_its_size(event_target):
    """The field of a big league is read in a few set-based statements, never one per team or player."""
    desk = bhukhar_event(event_target, [f"Team {k:02d}" for k in range(40)])
    field, count = _field_statements(desk, "Bhukhar", True)
    assert count == 3 and len(field.ids) == 40 and field.team_game
    first = field.ids[0]
    assert field.names[first] == "Team 00"
    assert [field.player_names[p] for p in field.members[first]] == ["Team 00 1", "Team 00 2", "Team 00 3"]
    assert len(field.player_names) == 120
    desk.close()


def test_only_teams_whose_players_all_checked_in_are_drawn_when_asked(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers", "Bears"])
    with desk.store.session() as s:
        for player in s.scalars(select(Player)):
            if player.name != "Tigers 2":
                player.checked_in_at = dt.datetime(2026, 10, 3, 18, 0)
    field, _ = _field_statements(desk, "Bhukhar", True, checked_in_only=True)
    assert [field.names[t] for t in field.ids] == ["Lions", "Bears"]
    assert len(field.members) == 3  # every team's players are known, drawn or not
    desk.close()


def test_a_member_not_registered_in_the_competition_is_named_and_checked_in_as_the_player_is(event_target):
    """A team's members are named from the registered players; a member the competition does not register
    (a player moved into a team by hand) is read by a fourth statement, with their check-in."""
    desk = bhukhar_event(event_target, ["Lions", "Tigers"])
    with desk.store.session() as s:
        tigers = s.scalars(select(Team).where(Team.name == "Tigers")).one()
        event_id = s.scalars(select(Player.event_id).limit(1)).one()
        guest = Player(event_id=event_id, number=99, name="Guest", born=dt.date(1970, 1, 1))
        s.add(guest)
        s.flush()
        s.add(Membership(team_id=tigers.id, player_id=guest.id, position=4))
        for player in s.scalars(select(Player).where(Player.name.like("Tigers %"))):
            player.checked_in_at = dt.datetime(2026, 10, 3, 18, 0)
        registered = {r.player_id for r in s.scalars(select(Registration))}
        assert guest.id not in registered
    field, count = _field_statements(desk, "Bhukhar", True)
    tigers_id = next(t for t in field.ids if field.names[t] == "Tigers")
    assert count == 4
    assert [field.player_names[p] for p in field.members[tigers_id]] == [
        "Tigers 1",
        "Tigers 2",
        "Tigers 3",
        "Guest",
    ]
    field, _ = _field_statements(desk, "Bhukhar", True, checked_in_only=True)
    assert field.ids == ()  # the guest has not checked in
    with desk.store.session() as s:
        s.execute(
            sa_update(Player).where(Player.name == "Guest").values(checked_in_at=dt.datetime(2026, 10, 3, 18))
        )
    field, _ = _field_statements(desk, "Bhukhar", True, checked_in_only=True)
    assert [field.names[t] for t in field.ids] == ["Tigers"]
    desk.close()


def test_a_field_of_players_in_registration_order_checked_in_or_all(event_target):
    desk = bhukhar_event(event_target, ["X"])
    names = competition_with_players(desk, "Rummy", "rummy", 5)
    with desk.store.session() as s:
        for player in s.scalars(select(Player).where(Player.name.in_(names[1::2]))):
            player.checked_in_at = dt.datetime(2026, 10, 3, 18, 0)
    field, count = _field_statements(desk, "Rummy", False)
    assert count == 1 and [field.names[p] for p in field.ids] == names
    field, _ = _field_statements(desk, "Rummy", False, checked_in_only=True)
    assert [field.names[p] for p in field.ids] == names[1::2]
    desk.close()


def test_each_round_keeps_who_met_whom_as_its_draw_has_it_and_a_swiss_draw_reads_only_that(event_target):
    """Beside its draw, a round keeps its tables' numbers and entrants and its byes, in step through a draw, a
    redraw and a swap; the history a Swiss draw reads from them is the one the rounds' draws give, and the
    draws themselves stay in the database."""
    desk = bhukhar_event(event_target, [f"Team {k:02d}" for k in range(9)])
    first = draws.draw_next_round(desk, "Bhukhar", seed=11)
    for table in first.tables:
        sheet = bhukhar_sheet(*table.entrants)
        scores.enter_sheet(desk, "Bhukhar", 1, table.table, sheet, confirm=True)
    draws.draw_next_round(desk, "Bhukhar", seed=12)
    second = draws.redraw_round(desk, "Bhukhar", 2, seed=13)
    a, b = second.tables[0].entrants[0], second.tables[1].entrants[1]
    draws.swap_entrants(desk, "Bhukhar", 2, a, b, confirmed=True)
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        rounds = rounds_of(s, comp)
        for rnd in rounds:
            doc = rnd.draw["draw"]
            assert rnd.meetings == {
                "tables": [[int(t["table"]), t["entrants"]] for t in doc["tables"]],
                "byes": doc["byes"],
            }
            assert len(rnd.meetings["byes"]) == 1
        from_draws = History.from_draws(draw_of(r, True) for r in rounds)
        s.expunge_all()
        unread = rounds_of(s, comp, draws=False)
        assert history_of(unread, True) == from_draws
        assert all("draw" in inspect(r).unloaded for r in unread)
    desk.close()
