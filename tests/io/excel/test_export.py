"""The exported workbook of a played night: players, teams, draws, results and standings, one sheet each —
and it still imports back (import reads the first sheet)."""

from __future__ import annotations

import pytest
from openpyxl import load_workbook

from cardnight_desk.cli import main
from cardnight_desk.io.excel.export import export_workbook
from cardnight_desk.services import draws, progress, scores, standings
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
    assert standing_rows[0][0] == "Bhukhar — after round 1 — provisional"
    assert standing_rows[1] == ("competition", "place", "team", "played", "master", "bonus", "score")
    assert [(r[1], r[2], r[4]) for r in standing_rows[2:5]] == [
        (row.place, row.name, row.value("master")) for row in expected
    ]
    results = list(wb["Results"].iter_rows(values_only=True))
    assert results[0][0] == "Results so far — provisional"
    assert results[2][0] == "Bhukhar — after round 1 — provisional"
    assert results[4][:3] == ("Bhukhar", 1, table.entrants[0])
    assert results[4][3].startswith("Master points ")  # the game's words, not "master"
    again = tmp_path / "again.cardnight"
    assert main(["event", "new", str(again), "--name", "Copy", "--date", "2026-10-03"]) == 0
    assert main(["competition", "add", str(again), "--name", "Bhukhar", "--game", "bhukhar"]) == 0
    assert main(["import", str(again), str(out), "--check"]) == 0, capsys.readouterr().err


def _play_round(desk, seed: int) -> None:
    view = draws.draw_next_round(desk, "Bhukhar", seed=seed)
    for table in view.tables:
        sheet = bhukhar_sheet(*table.entrants)
        scores.enter_sheet(desk, "Bhukhar", view.number, table.table, sheet, confirm=True)


def _headings(book, title: str) -> list[str]:
    """The sheet's rows that are headings: one text cell and nothing else."""
    rows = load_workbook(book)[title].iter_rows(values_only=True)
    return [r[0] for r in rows if r and isinstance(r[0], str) and not any(r[1:])]


def test_the_workbook_is_provisional_until_the_planned_rounds_are_played(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"], {"rounds": 2})
    book = export_workbook(desk, tmp_path / "before.xlsx").path
    assert _headings(book, "Results") == ["No confirmed results yet"]
    assert _headings(book, "Standings") == ["Bhukhar — no round played yet — provisional"]

    _play_round(desk, 1)
    book = export_workbook(desk, tmp_path / "round1.xlsx").path
    assert _headings(book, "Results") == [
        "Results so far — provisional",
        "Bhukhar — after round 1 — provisional",
    ]
    assert _headings(book, "Standings") == ["Bhukhar — after round 1 — provisional"]

    _play_round(desk, 2)  # the second of the two planned rounds: the league is finished
    book = export_workbook(desk, tmp_path / "final.xlsx").path
    assert _headings(book, "Results") == ["Final results", "Bhukhar — final results"]
    assert _headings(book, "Standings") == ["Bhukhar — final standings"]
    words = [c for ws in load_workbook(book) for r in ws.iter_rows(values_only=True) for c in r if c]
    assert not [w for w in words if isinstance(w, str) and ("provisional" in w or "Winner" in w)]
    desk.close()


@pytest.mark.parametrize("closed", [True, False])
def test_the_organiser_closing_a_league_makes_the_workbook_final(tmp_path, closed):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    _play_round(desk, 1)  # no rounds planned: the league goes on until the organiser closes it
    if closed:
        progress.close_competition(desk, "Bhukhar", "time is up")
    book = export_workbook(desk, tmp_path / "night.xlsx").path
    if closed:
        assert _headings(book, "Results") == ["Final results", "Bhukhar — final results"]
        assert _headings(book, "Standings") == ["Bhukhar — final standings"]
    else:
        assert _headings(book, "Results")[0] == "Results so far — provisional"
        assert _headings(book, "Standings") == ["Bhukhar — after round 1 — provisional"]
    desk.close()


HOSTILE = [
    '=HYPERLINK("http://x","y")',
    "=cmd|' /C calc'!A0",
    "+1",
    "@SUM(A1)",
    "-2+3",
    "#N/A",
]


def test_names_that_look_like_formulas_are_written_as_text_and_import_back(tmp_path):
    import datetime as dt

    from cardnight_desk.io.excel.export import export_workbook
    from cardnight_desk.io.excel.registration import import_workbook
    from cardnight_desk.services import registration as reg
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.events import add_competition
    from cardnight_desk.services.registration import PlayerDetails

    def new_event(name: str) -> Desk:
        desk = Desk.create(str(tmp_path / name), "Night", dt.date(2026, 11, 8), who="desk")
        add_competition(desk, "Bhukhar", "bhukhar")
        return desk

    desk = new_event("night.cardnight")
    for i, name in enumerate(HOSTILE):
        details = PlayerDetails(name, dt.date(1980, 1, 1 + i), phone="+44 1", email="", notes=f"=1+{i}")
        reg.register_player(desk, "Bhukhar", details)
    reg.register_team(desk, "Bhukhar", "+SUM(1,2)", HOSTILE[:3])
    reg.register_team(desk, "Bhukhar", "@team", HOSTILE[3:])
    book = export_workbook(desk, tmp_path / "night.xlsx").path
    desk.close()

    wb = load_workbook(book)
    cells = [c for ws in wb.worksheets for row in ws.iter_rows() for c in row if c.value is not None]
    assert [c.coordinate for c in cells if c.data_type in ("f", "e")] == []
    players = {r[1]: r for r in wb["Players"].iter_rows(min_row=2, values_only=True)}
    assert sorted(players) == sorted(HOSTILE)
    assert [players[name][8] for name in HOSTILE] == [f"=1+{i}" for i in range(len(HOSTILE))]
    teams = [r[1] for r in wb["Teams"].iter_rows(min_row=2, values_only=True)]
    assert sorted(teams) == ["+SUM(1,2)", "@team"]

    other = new_event("copy.cardnight")
    import_workbook(other, book)
    copied = {p.name: p for p in reg.list_players(other)}
    assert sorted(copied) == sorted(HOSTILE)
    assert [copied[name].notes for name in HOSTILE] == [f"=1+{i}" for i in range(len(HOSTILE))]
    assert sorted(t.name for t in reg.list_teams(other, "Bhukhar")) == ["+SUM(1,2)", "@team"]
    other.close()


def test_a_knockout_in_progress_is_exported_with_its_teams_still_in_not_placed(tmp_path, capsys):
    from cardnight_desk.services.demo import make_demo

    target = str(tmp_path / "demo.cardnight")
    make_demo(target)  # its 28 knockout has played round 1 of a bracket of six teams (two byes)
    out = tmp_path / "night.xlsx"
    assert main(["export", target, str(out)]) == 0, capsys.readouterr().err
    wb = load_workbook(out)
    knockout = [r for r in wb["Standings"].iter_rows(values_only=True) if r[0] == "28 knockout"]
    assert [r[1] for r in knockout] == ["still in"] * 4 + [5, 5]
    results = [r for r in wb["Results"].iter_rows(values_only=True) if r[0] == "28 knockout"]
    assert [r[1] for r in results] == ["still in"] * 4  # no team placed first while the knockout goes on
