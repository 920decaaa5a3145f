"""The exported workbook of a played night: players, teams, draws, results and standings, one sheet each —
and it still imports back (import reads the first sheet)."""

from __future__ import annotations

from openpyxl import load_workbook

from cardnight_desk.cli import main
from cardnight_desk.services import draws, scores, standings
from tests.services.builders import bhukhar_event, bhukhar_sheet


def test_export_of_a_played_night(tmp_path, capsys):
    target = str(tmp_path / "night.cardnight")
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears"])
    view = draws.draw_next_round(desk, "Bhukhar", seed=9)
    (table,) = view.tables
    scores.enter_sheet(desk, "Bhukhar", 1, table.table, bhukhar_sheet(*table.entrants), confirm=True)
    expected = standings.standings(desk, "Bhukhar").rows
    desk.close()
    out = tmp_path / "night.xlsx"
    assert main(["export", target, str(out)]) == 0, capsys.readouterr().err
    wb = load_workbook(out)
    assert wb.sheetnames[:2] == ["Players", "Teams"] and {"Draws", "Results", "Standings"} <= set(
        wb.sheetnames
    )
    draw_rows = list(wb["Draws"].iter_rows(min_row=2, values_only=True))
    assert len(draw_rows) == 6 + 1  # six seats and the bye
    assert {r[7] for r in draw_rows} == {"Lions", "Tigers", "Bears"}
    standing_rows = list(wb["Standings"].iter_rows(values_only=True))
    assert standing_rows[0] == ("competition", "place", "team", "played", "master", "bonus", "score")
    assert [(r[1], r[2], r[4]) for r in standing_rows[1:4]] == [
        (row.place, row.name, row.value("master")) for row in expected
    ]
    results = list(wb["Results"].iter_rows(min_row=2, values_only=True))
    assert results[0][:3] == ("Bhukhar", 1, table.entrants[0])
    again = tmp_path / "again.cardnight"
    assert main(["event", "new", str(again), "--name", "Copy", "--date", "2026-10-03"]) == 0
    assert main(["competition", "add", str(again), "--name", "Bhukhar", "--game", "bhukhar"]) == 0
    assert main(["import", str(again), str(out), "--check"]) == 0, capsys.readouterr().err
