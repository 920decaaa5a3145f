"""Renaming the event, a competition, a team or a player: one change kept in the history with the names before
and after, refused when the name is taken in its scope or breaks registration's checks, and followed into
every stored sheet, result, running total, draw and kept state, so the standings never split an entrant."""

from __future__ import annotations

import datetime as dt

import pytest

from cardnight_desk.services import draws, history, progress, registration, rename, scores, standings
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import add_competition, event_info
from cardnight_desk.services.games.baccarat import desk as baccarat
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.registration_model import PlayerDetails
from cardnight_desk.store.models import Competition, EntrantScore, Player, Registration, ScoreSheet
from tests.domain.games.poker.test_clock import FakeTime
from tests.services.builders import (
    add_round,
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    competition_with_teams,
    rummy_sheet,
)


@pytest.fixture
def league(tmp_path):
    """A Bhukhar league of four teams with round 1 confirmed at both tables."""
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(desk, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Wolves", "Bears"), confirm=True)
    yield desk
    desk.close()


def table_of(standing) -> dict[str, tuple]:
    return {r.name: (r.place, r.played, r.columns) for r in standing.rows}


def stored(desk) -> list[tuple[dict, dict]]:
    with desk.store.session() as s:
        return [(row.sheet, row.result) for row in s.query(ScoreSheet).order_by(ScoreSheet.id)]


def test_a_team_renamed_after_its_sheets_are_confirmed_keeps_its_totals_under_the_new_name(league):
    before = table_of(standings.standings(league, "Bhukhar"))
    done = rename.rename_team(league, "Lions", "Leicester Lions", "Bhukhar")
    assert done.sheets == ("S1.1.1",) and done.old == "Lions"
    after = table_of(standings.standings(league, "Bhukhar"))
    assert after.pop("Leicester Lions") == before.pop("Lions") and after == before  # same figures, one row
    (sheet, result), (other, _) = stored(league)
    assert set(sheet["teams"]) == {"Leicester Lions", "Tigers"} and result["winner"] == "Leicester Lions"
    assert set(result["teams"]) == {"Leicester Lions", "Tigers"}
    assert "Lions" not in str(other)  # a sheet of another table is not touched
    with league.store.session() as s:
        assert {e.entrant for e in s.query(EntrantScore)} == {"Leicester Lions", "Tigers", "Bears", "Wolves"}
    change = history.list_changes(league, limit=1)[0]
    assert change.action == "team.rename" and change.before["name"] == "Lions"
    assert change.after == {"competition": "Bhukhar", "name": "Leicester Lions", "sheets": ["S1.1.1"]}
    assert registration.list_teams(league, "Bhukhar")[0].name == "Leicester Lions"


def test_a_rename_and_a_close_on_either_engine(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"])
    add_round(desk, 1, [("Lions", "Tigers")])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    progress.close_competition(desk, "Bhukhar")
    assert rename.rename_team(desk, "Tigers", "Thrissur Tigers").sheets == ("S1.1.1",)
    rows = standings.standings(desk, "Bhukhar").rows
    assert [(r.name, r.value("master")) for r in rows] == [("Lions", 2), ("Thrissur Tigers", 0)]
    assert progress.competition_progress(desk, "Bhukhar").closed
    desk.close()


def test_the_next_swiss_round_is_drawn_with_the_new_name(league):
    rename.rename_team(league, "Wolves", "Wembley Wolves", "Bhukhar")
    view = draws.draw_next_round(league, "Bhukhar", seed=3)
    assert "Wembley Wolves" in {e for t in view.tables for e in t.entrants}


def test_a_draft_sheet_is_renamed_too_and_a_table_can_confirm_it(league):
    add_round(league, 2, [("Lions", "Bears"), ("Tigers", "Wolves")])
    scores.enter_sheet(league, "Bhukhar", 2, "1", bhukhar_sheet("Bears", "Lions"))
    rename.rename_team(
        league, "bears", "Bristol Bears"
    )  # any case, and no competition needed: only one has it
    draft = scores.get_sheet(league, "Bhukhar", 2, "1")
    assert (
        set(draft.sheet["teams"]) == {"Bristol Bears", "Lions"} and draft.result["winner"] == "Bristol Bears"
    )
    assert scores.confirm_sheet(league, "Bhukhar", 2, "1", draft.version).status == "confirmed"


@pytest.mark.parametrize(
    ("new", "message"),
    [
        ("TIGERS", "already a team 'Tigers'"),
        ("Lions;Tigers", "cannot hold ';'"),
        ("   ", "needs a name"),
        ("x" * 201, "longer than 200"),
        ("Lions", "already called"),
    ],
)
def test_a_team_name_taken_or_not_valid_is_refused_and_nothing_changes(league, new, message):
    before = (stored(league), history.list_changes(league))
    with pytest.raises(Refusal, match=message):
        rename.rename_team(league, "Lions", new, "Bhukhar")
    assert (stored(league), history.list_changes(league)) == before


def test_a_team_name_two_competitions_share_needs_the_competition(league):
    competition_with_teams(league, "28s", "28", ["Lions", "Kochi"])
    with pytest.raises(Refusal, match="say which competition"):
        rename.rename_team(league, "Lions", "Lords")
    rename.rename_team(league, "Lions", "Lords", "28s")
    assert {t.name for t in registration.list_teams(league, "28s")} == {"Lords", "Kochi"}
    assert {t.name for t in registration.list_teams(league, "Bhukhar")} >= {"Lions"}
    with pytest.raises(NotFound):
        rename.rename_team(league, "Pumas", "Panthers", "Bhukhar")


def test_the_event_and_a_competition_are_renamed_and_kept_in_the_history(league):
    assert rename.rename(league, "event", "league night", "Diwali night").new == "Diwali night"
    with pytest.raises(NotFound, match="called 'Diwali night'"):
        rename.rename(league, "event", "Another night", "X")
    rename.rename(league, "competition", "Bhukhar", "Bhukhar league")
    info = event_info(league)
    assert info.name == "Diwali night" and [c.name for c in info.competitions] == ["Bhukhar league"]
    assert table_of(standings.standings(league, "Bhukhar league"))
    actions = [(c.action, c.before, c.after) for c in history.list_changes(league, limit=2)]
    assert actions == [
        ("competition.rename", {"name": "Bhukhar"}, {"name": "Bhukhar league"}),
        ("event.rename", {"name": "League night"}, {"name": "Diwali night"}),
    ]
    competition_with_players(league, "Rummy", "rummy", 2)
    for name in ("rummy", "A;B", ""):
        with pytest.raises(Refusal):
            rename.rename_competition(league, "Bhukhar league", name)


@pytest.mark.parametrize("bad", ["Night\x00", "Half \ud800", "x" * 201])
@pytest.mark.parametrize(
    ("what", "old"),
    [("event", "League night"), ("competition", "Bhukhar"), ("team", "Lions"), ("player", "#1")],
)
def test_a_new_name_must_be_text_within_its_limit_as_when_it_was_first_given(league, what, old, bad):
    before = (stored(league), history.list_changes(league))
    with pytest.raises(Refusal):
        rename.rename(league, what, old, bad)
    assert (stored(league), history.list_changes(league)) == before


# --- players --------------------------------------------------------------------------------------------------
@pytest.fixture
def rummy(tmp_path):
    """Twelve rummy players at two tables of round 1, both sheets confirmed."""
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Rummy", "rummy", 12)
    view = draws.draw_next_round(desk, "Rummy", seed=4)
    for table in view.tables:
        players = [s.player for s in table.seats]
        scores.enter_sheet(desk, "Rummy", 1, table.table, rummy_sheet(players, min(players)), confirm=True)
    yield desk, view
    desk.close()


def test_a_rummy_table_winner_renamed_by_badge_number_goes_through_to_the_next_round(rummy):
    desk, view = rummy
    winner = min(s.player for s in view.tables[0].seats)
    number = next(p.number for p in registration.list_players(desk) if p.name == winner)
    before = table_of(standings.standings(desk, "Rummy"))
    done = rename.rename(desk, "player", f"#{number}", "Anu Winner")
    assert done.number == number and done.sheets == (view.tables[0].sheet_number,)
    after = table_of(standings.standings(desk, "Rummy"))
    assert after.pop("Anu Winner") == before.pop(winner) and after == before
    sheet, result = stored(desk)[0]
    assert "Anu Winner" in sheet["players"] and winner not in sheet["players"]
    assert (
        result["winner"] == "Anu Winner" and winner not in result["totals"] and winner not in result["order"]
    )
    second = draws.draw_next_round(desk, "Rummy", seed=5)  # winners are read back from the stored results
    assert "Anu Winner" in {s.player for t in second.tables for s in t.seats}


def test_bukharo_sides_credit_a_renamed_player_under_the_new_name(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Bukharo", "bukharo", 4)
    (table,) = draws.draw_next_round(desk, "Bukharo", seed=6).tables
    side = {
        "passport": True,
        "sequences7": {"pure": 1, "with_trump": 0},
        "sets7": 0,
        "group_cards": {"low": 8, "high": 5, "aces": 1, "trumps": 1},
        "hand_cards": {"low": 0, "high": 0, "aces": 0, "trumps": 0},
        "first_bukharo": True,
        "second_bukharo": True,
    }
    loser = {
        **side,
        "first_bukharo": False,
        "second_bukharo": False,
        "sequences7": {"pure": 0, "with_trump": 0},
    }
    sheet = {"game": "bukharo", "ended_by": "second_bukharo", "sides": {"Side A": side, "Side B": loser}}
    scores.enter_sheet(desk, "Bukharo", 1, table.table, sheet, confirm=True)
    player = next(s.player for s in table.seats if s.side == "A")
    before = table_of(standings.standings(desk, "Bukharo"))
    assert (
        rename.rename_player(desk, player, "Kokila Patel", "Bukharo").sheets == ()
    )  # sides keep their names
    after = table_of(standings.standings(desk, "Bukharo"))
    assert after.pop("Kokila Patel") == before.pop(player) and after == before
    desk.close()


def test_a_player_name_taken_in_a_competition_or_by_a_twin_is_refused(rummy):
    desk, _ = rummy
    people = registration.list_players(desk)
    rummy_people = [p for p in people if "Rummy" in p.competitions]
    with desk.store.session() as s:  # born another day than the others: only the competition is in the way
        s.query(Player).filter_by(number=rummy_people[0].number).one().born = dt.date(1981, 2, 3)
    people = registration.list_players(desk)
    with pytest.raises(Refusal, match="plays in Rummy too"):
        rename.rename_player(desk, rummy_people[0].name, rummy_people[1].name.upper())
    registration.register_player(desk, "Bhukhar", PlayerDetails("Asha Patel", dt.date(1981, 2, 3)))
    with pytest.raises(Refusal, match="already player"):  # same name and date of birth: the same person
        rename.rename_player(desk, rummy_people[0].name, "asha patel")
    with pytest.raises(Refusal, match="name"):
        rename.rename_player(desk, rummy_people[0].name, "")
    assert [p.name for p in registration.list_players(desk)][: len(people)] == [p.name for p in people]
    twin = registration.register_player(
        desk, "Bhukhar", PlayerDetails("Asha Patel", dt.date(1990, 1, 1)), confirm_new=True
    )
    with pytest.raises(Refusal, match="2 players are called 'Asha Patel'"):
        rename.rename_player(desk, "Asha Patel", "Asha P")
    assert rename.rename_player(desk, f"#{twin.player.number}", "Asha P").old == "Asha Patel"


def test_correcting_a_players_name_in_registration_renames_their_sheets_too(rummy):
    desk, view = rummy
    winner = min(s.player for s in view.tables[0].seats)
    person = next(p for p in registration.list_players(desk) if p.name == winner)
    details = PlayerDetails("Anu Corrected", person.born, person.phone, person.email, person.notes, True)
    registration.update_player(desk, person.number, details, expected=person)
    assert stored(desk)[0][1]["winner"] == "Anu Corrected"
    names = {r.name for r in standings.standings(desk, "Rummy").rows}
    assert "Anu Corrected" in names and winner not in names and len(names) == 12


def test_a_renamed_player_keeps_their_place_in_a_poker_freezeout_and_a_fun_table(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    names = competition_with_players(desk, "Poker", "poker", 6)
    with desk.store.session() as s:  # two of the players share a name: the freezeout tells them apart
        s.query(Player).filter_by(name=names[1]).one().name = names[0]
    poker = PokerDesk(desk, "Poker", FakeTime())
    view = poker.enter_registered()
    poker.draw_seats(seed=1)
    first, second = sorted(e.player for e in view.entries if e.player.startswith(names[0]))
    assert (first, second) == (f"{names[0]} #7", f"{names[0]} #8")  # numbered after the teams' six players
    baccarat.seat_player(desk, *_fun_table(desk, names[2]))
    version = poker.reload()
    rename.rename_player(desk, "#8", "Zed")  # the other one no longer shares a name
    after = poker.view()
    assert after.version == version + 1
    assert {e.player for e in after.entries} == {names[0], "Zed", *names[2:]}
    assert {p for t in after.tables for _, p in t.seats if p} == {names[0], "Zed", *names[2:]}
    with pytest.raises(Refusal, match="every registered player has entered"):
        poker.enter_registered()  # nobody looks new under their new label
    rename.rename_player(desk, names[2], "Bea")
    assert [s.name for s in baccarat.open_table(desk, "Fun").seats] == ["Bea"]
    desk.close()


def _fun_table(desk, name: str) -> tuple[str, int, str]:
    add_competition(desk, "Fun", "baccarat")
    with desk.store.session() as s:
        comp = s.query(Competition).filter_by(name="Fun").one()
        person = s.query(Player).filter_by(name=name).one()
        s.add(Registration(competition_id=comp.id, player_id=person.id))
    return "Fun", 1, name


def test_closing_is_not_touched_by_a_rename(league):
    progress.close_competition(league, "Bhukhar")
    rename.rename_team(league, "Lions", "Leos")
    assert progress.competition_progress(league, "Bhukhar").closed
