"""Individual games through the draws service: 40 rummy players into tables and on to a final (RU-7, RU-9),
and Bukharo tables of two sides (BK-3) scored and credited to their players."""

from __future__ import annotations

import json

import pytest

from cardnight_desk.cli import main
from cardnight_desk.services import draws, scores, standings
from cardnight_desk.services.errors import Refusal
from tests.services.builders import bhukhar_event, competition_with_players, rummy_sheet


def _play(desk, view, target=150, max_deals=12):
    for table in view.tables:
        players = [s.player for s in table.seats]
        winner = min(players)
        scores.enter_sheet(
            desk,
            "Rummy",
            view.number,
            table.table,
            rummy_sheet(players, winner, target, max_deals),
            confirm=True,
        )


def test_ru9_forty_rummy_players_to_a_final_table(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Rummy", "rummy", 40, {"runners_up": 0})
    first = draws.draw_next_round(desk, "Rummy", seed=40)
    sizes = sorted(len(t.seats) for t in first.tables)
    assert sum(sizes) == 40 and sizes[-1] - sizes[0] <= 1 and sizes[-1] <= 6  # within one, at most 6
    assert all(t.packs == (2 if len(t.seats) <= 6 else 3) for t in first.tables)  # RU-9
    _play(desk, first)
    second = draws.draw_next_round(desk, "Rummy", seed=41)
    assert sum(len(t.seats) for t in second.tables) == len(first.tables)  # the table winners go on
    winners = {min(s.player for s in t.seats) for t in first.tables}
    assert {s.player for t in second.tables for s in t.seats} == winners
    view = second
    while not view.final:
        _play(desk, view)
        view = draws.draw_next_round(desk, "Rummy")
    assert len(view.tables) == 1
    _play(desk, view, target=230, max_deals=None)  # the final plays to 230 with no deal limit
    with pytest.raises(Refusal, match="final table has been played"):
        draws.draw_next_round(desk, "Rummy")
    rows = standings.standings(desk, "Rummy").rows
    champion = min(s.player for s in view.tables[0].seats)
    assert rows[0].name == champion and rows[0].place == 1 and len(rows) == 40
    desk.close()


def test_rummy_draw_from_the_command_line(tmp_path, capsys):
    target = str(tmp_path / "e.cardnight")
    desk = bhukhar_event(target, ["X", "Y"])
    competition_with_players(desk, "Rummy", "rummy", 13)
    desk.close()
    assert main(["draw", target, "--competition", "Rummy", "--seed", "5"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [len(t["seats"]) for t in doc["tables"]] == [5, 4, 4]
    assert all(s["team"] is None and s["player"] for t in doc["tables"] for s in t["seats"])


def test_bk3_bukharo_tables_of_two_sides_credit_each_player(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Bukharo", "bukharo", 6)
    view = draws.draw_next_round(desk, "Bukharo", seed=6)
    (table,) = view.tables
    assert [s.side for s in table.seats] == ["A", "B", "A", "B", "A", "B"]
    assert set(table.entrants) == {"Side A", "Side B"} or len(table.entrants) == 6
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
        "hand_cards": {"low": 2, "high": 1, "aces": 0, "trumps": 0},
    }
    sheet = {"game": "bukharo", "ended_by": "second_bukharo", "sides": {"Side A": side, "Side B": loser}}
    info = scores.enter_sheet(desk, "Bukharo", 1, table.table, sheet, confirm=True)
    rows = {r.name: r for r in standings.standings(desk, "Bukharo").rows}
    side_a = [s.player for s in table.seats if s.side == "A"]
    assert len(rows) == 6
    assert all(
        rows[p].value("score") == info.result["sides"]["Side A"]["score"] and rows[p].place == 1
        for p in side_a
    )
    desk.close()
