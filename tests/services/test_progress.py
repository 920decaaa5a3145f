"""Where a competition stands, counted from its rounds: provisional until its game says it is finished (a Swiss
league's planned rounds, every round of a round robin, a knockout's final, rummy's final table) or the organiser
closes it; closing and reopening are kept in the history."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from cardnight_desk.services import draws, history, progress, scores
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.store.models import Round
from tests.services.builders import (
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    competition_with_teams,
    match_28,
    rummy_sheet,
)

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]


def play_round(desk, competition: str, sheet) -> draws.RoundView:
    """Draw the next round and confirm every table's sheet (``sheet(table)`` makes it)."""
    view = draws.draw_next_round(desk, competition, seed=7)
    for table in view.tables:
        scores.enter_sheet(desk, competition, view.number, table.table, sheet(table), confirm=True)
    return view


def bhukhar(table) -> dict:
    return bhukhar_sheet(*table.entrants)


def where(desk, competition: str) -> tuple[bool, str]:
    stands = progress.competition_progress(desk, competition)
    return stands.finished, stands.words()


def test_a_swiss_league_is_finished_after_its_planned_rounds(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS, {"rounds": 2})
    assert where(desk, "Bhukhar") == (False, "no round played yet — provisional")
    view = draws.draw_next_round(desk, "Bhukhar", seed=1)
    assert where(desk, "Bhukhar") == (False, "round 1 under way — provisional")
    for table in view.tables:
        scores.enter_sheet(desk, "Bhukhar", 1, table.table, bhukhar(table), confirm=True)
    assert where(desk, "Bhukhar") == (False, "after round 1 — provisional")
    view = draws.draw_next_round(desk, "Bhukhar", seed=2)
    scores.enter_sheet(desk, "Bhukhar", 2, view.tables[0].table, bhukhar(view.tables[0]), confirm=True)
    assert where(desk, "Bhukhar") == (False, "after round 1, round 2 under way — provisional")
    scores.enter_sheet(desk, "Bhukhar", 2, view.tables[1].table, bhukhar(view.tables[1]), confirm=True)
    assert where(desk, "Bhukhar") == (True, "final")
    desk.close()


def test_a_swiss_league_with_no_rounds_planned_waits_for_the_organiser(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS)
    for _ in range(3):
        play_round(desk, "Bhukhar", bhukhar)
    assert where(desk, "Bhukhar") == (False, "after round 3 — provisional")
    closed = progress.close_competition(desk, "Bhukhar", "time is up")
    assert closed.closed and closed.finished and closed.words() == "final"
    with pytest.raises(Refusal, match="already closed"):
        progress.close_competition(desk, "Bhukhar")
    assert progress.reopen_competition(desk, "Bhukhar").words() == "after round 3 — provisional"
    with pytest.raises(Refusal, match="not closed"):
        progress.reopen_competition(desk, "Bhukhar")
    with pytest.raises(NotFound):
        progress.close_competition(desk, "Pumas")
    changes = [(c.action, c.before, c.after, c.why) for c in history.list_changes(desk, limit=2)]
    assert changes == [
        ("competition.reopen", {"closed": True}, {"closed": False}, ""),
        ("competition.close", {"closed": False}, {"closed": True}, "time is up"),
    ]
    desk.close()


def test_a_round_robin_is_finished_once_every_round_is_complete(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS, {"format": "round_robin"})
    for number in (1, 2):
        play_round(desk, "Bhukhar", bhukhar)
        assert where(desk, "Bhukhar") == (False, f"after round {number} — provisional")
    play_round(desk, "Bhukhar", bhukhar)  # four teams meet each other in three rounds
    assert where(desk, "Bhukhar") == (True, "final")
    desk.close()


def test_a_knockout_is_finished_once_its_final_is_confirmed(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur", "Kollam", "Palakkad"])
    won = lambda table: match_28(*table.entrants, table.entrants[0])  # noqa: E731
    play_round(desk, "28 cup", won)
    play_round(desk, "28 cup", won)
    assert where(desk, "28 cup") == (False, "after round 2 — provisional")
    final = draws.draw_next_round(desk, "28 cup", seed=3)
    assert final.final and where(desk, "28 cup") == (False, "after round 2, round 3 under way — provisional")
    scores.enter_sheet(desk, "28 cup", 3, "1", won(final.tables[0]), confirm=True)
    assert where(desk, "28 cup") == (True, "final")
    desk.close()


def test_rummy_is_finished_once_its_final_table_is_confirmed(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Rummy", "rummy", 13)

    def winner_lowest(table, target=150, max_deals=12):
        players = [s.player for s in table.seats]
        return rummy_sheet(players, min(players), target, max_deals)

    play_round(desk, "Rummy", winner_lowest)
    assert where(desk, "Rummy") == (False, "after round 1 — provisional")
    final = draws.draw_next_round(desk, "Rummy", seed=2)
    assert final.final and where(desk, "Rummy")[0] is False
    (table,) = final.tables
    scores.enter_sheet(desk, "Rummy", 2, table.table, winner_lowest(table, 230, None), confirm=True)
    assert where(desk, "Rummy") == (True, "final")
    desk.close()


def test_every_competition_at_once(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS)
    competition_with_players(desk, "Poker", "poker", 3)
    play_round(desk, "Bhukhar", bhukhar)
    progress.close_competition(desk, "Poker")
    stands = progress.all_progress(desk)
    assert list(stands) == ["Bhukhar", "Poker"]
    assert stands["Bhukhar"].provisional and stands["Bhukhar"].rounds_complete == 1
    assert stands["Poker"].finished and stands["Poker"].rounds_drawn == 0
    desk.close()


def test_the_first_draws_entrants_are_counted_from_what_its_round_keeps_else_from_the_draw(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), [*TEAMS, "Eagles"])
    draws.draw_next_round(desk, "Bhukhar", seed=7)
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        rnd = s.scalars(select(Round)).one()
        assert rnd.meetings is not None and len(rnd.meetings["byes"]) == 1  # five teams: two tables, a bye
        assert progress.progress_of(s, comp).entrants == 5
        rnd.meetings = None  # a round stored without it: read from the draw
        s.commit()
    with desk.store.session() as s:
        assert s.scalars(select(Round)).one().meetings is None
        assert progress.progress_of(s, find_competition(s, "Bhukhar")).entrants == 5
    desk.close()
