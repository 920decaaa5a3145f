"""Standings worked out by each competition's game from the stored results: Bhukhar (BH-8, byes), Bukharo
(BK-6, penalties), a 28 round robin, and the games shown in their own view."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, judges, penalties, scores, standings
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from tests.services.builders import (
    add_round,
    bhukhar_event,
    bhukhar_sheet,
    competition_with_teams,
    match_28,
)


def test_bhukhar_standings_share_places_and_count_byes(event_target):
    desk = bhukhar_event(event_target, ["A", "B", "C", "D", "E"])
    add_round(desk, 1, [("A", "B"), ("C", "D")], byes=["E"])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("A", "B"), confirm=True)
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("C", "D"), confirm=True)
    rows = standings.standings(desk, "Bhukhar").rows
    by_name = {r.name: r for r in rows}
    assert by_name["A"].place == by_name["C"].place == 1  # level on Master, Bonus and score: shared (BH-8)
    assert by_name["E"].place == 3 and by_name["E"].value("master") == 2 and by_name["E"].value("bonus") == 0
    assert standings.standings(desk, "Bhukhar").to_json()["standings"][0].keys() >= {
        "place",
        "team",
        "master",
        "bonus",
        "score",
    }
    desk.close()


def test_drafts_do_not_count_until_confirmed(event_target):
    desk = bhukhar_event(event_target, ["A", "B"])
    add_round(desk, 1, [("A", "B")])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("A", "B"))
    table = standings.standings(desk, "Bhukhar")
    assert table.sheets_counted == 0 and all(r.value("master") == 0 for r in table.rows)
    assert (table.name_key, table.columns, table.game) == ("team", ("master", "bonus", "score"), "bhukhar")
    scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    table = standings.standings(desk, "Bhukhar")
    assert table.sheets_counted == 1 and table.rows[0].name == "A" and table.rows[0].played == 1
    desk.close()


def test_a_28_round_robin_ranks_by_matches_won_then_points(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_teams(
        desk, "28 league", "28", ["Kochi", "Thrissur", "Kannur"], {"format": "round_robin"}
    )
    view = draws.draw_next_round(desk, "28 league", seed=3)
    for table in view.tables:
        a, b = table.entrants
        scores.enter_sheet(desk, "28 league", 1, table.table, match_28(a, b, min(a, b)), confirm=True)
    table = standings.standings(desk, "28 league")
    assert table.columns == ("won", "points") and len(table.rows) == 3
    winner = min(view.tables[0].entrants)
    assert table.rows[0].name == winner and table.rows[0].value("won") == 1
    assert {r.value("won") for r in table.rows[1:]} == {0}
    desk.close()


def test_bk6_bukharo_teams_lose_the_penalty_points_off_their_total(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_teams(desk, "Bukharo", "bukharo", ["Anand", "Baroda"])
    judges.set_pin(desk, "2468")
    view = draws.draw_next_round(desk, "Bukharo", seed=2)
    a, b = view.tables[0].entrants
    penalties.add_penalty(desk, "Bukharo", 1, "1", b, 20, "4.1", "Mr Shah", pin="2468")
    table = standings.standings(desk, "Bukharo")
    assert table.name_key == "team" and table.columns == ("score",)
    assert {r.name: r.value("score") for r in table.rows} == {a: 0, b: -20}
    assert [r.name for r in table.rows] == [a, b]
    desk.close()


@pytest.mark.parametrize(("game", "title"), [("poker", "Poker freezeout"), ("baccarat", "Baccarat")])
def test_a_game_with_its_own_view_has_no_standings_here(event_target, game, title):
    desk = bhukhar_event(event_target, ["X"])
    add_competition(desk, "Own view", game)
    with pytest.raises(Refusal, match=f"standings for {title}.* are shown in its own view"):
        standings.standings(desk, "Own view")
    desk.close()
