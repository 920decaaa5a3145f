"""Registration workbooks made here with openpyxl: a good import, a bad one reporting every row with its
number and reason (and storing nothing), export -> import -> export unchanged, the template, and damaged or
locked files answered with a message instead of a traceback."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook

from cardnight_desk.io.excel import export as excel_export
from cardnight_desk.io.excel import registration as excel_registration
from cardnight_desk.io.excel import standings as excel_standings
from cardnight_desk.io.excel.files import SheetWriter
from cardnight_desk.io.excel.registration import import_workbook, preview_import, save_template
from cardnight_desk.services import checkin
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.judges import set_pin
from cardnight_desk.services.registration import Override, PlayerDetails

EVENT_DATE = dt.date(2026, 11, 8)
TODAY = dt.date(2026, 10, 1)


def new_desk(target: str) -> Desk:
    desk = Desk.create(target, "Onam Cards Night", EVENT_DATE, who="desk 2")
    set_pin(desk, "2468")
    add_competition(desk, "Bhukhar league", "bhukhar")
    add_competition(desk, "Rummy", "rummy", {"capacity": 4})
    add_competition(desk, "Bukharo", "bukharo")
    add_competition(desk, "28 cup", "28")
    return desk


@pytest.fixture
def desk(event_target):
    d = new_desk(event_target)
    yield d
    d.close()


def workbook(path: Path, header: list[str], rows: list[list], sheet: str = "Sheet1") -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = sheet
    ws.append(header)
    for row in rows:
        ws.append(row)
    wb.save(path)
    return path


HEADER = ["Name", "BORN", "Competitions", "team", "Eligible", "phone", "email"]
GOOD = [
    [
        "Asha Patel",
        dt.datetime(1984, 3, 2),
        "Bhukhar league; Rummy",
        "Lions",
        "yes",
        7700900123,
        "asha@example.org",
    ],
    ["ബിന്ദു", "1990-07-15", "Bhukhar league", "Lions", "no", None, None],
    ["Chetan", dt.date(2001, 1, 30), "Bhukhar league", "lions", None, None, None],
    [None, None, None, None, None, None, None],  # a blank row is skipped
    ["Dev Shah", "1979-12-01", "Bukharo", None, "no", "01234 567890", None],
    ["Esha", "2015-05-05", "Bukharo; Bhukhar league", "Bhukhar league=Cubs", "no", None, None],
    ["Farid", "2014-01-01", "Bhukhar league", "Cubs", "", None, None],
    ["Gita", "2013-09-09", "Bhukhar league", "Cubs", "", None, None],
]


def test_a_good_workbook_imports_every_row(desk, tmp_path):
    path = workbook(tmp_path / "last-year.xlsx", HEADER, GOOD)
    plan = import_workbook(desk, path, today=TODAY)
    assert plan.ok and (plan.new_players, plan.new_registrations, plan.new_teams) == (7, 9, 2)
    players = {p.name: p for p in reg.list_players(desk)}
    assert [p.number for p in players.values()] == list(range(1, 8))
    asha = players["Asha Patel"]
    assert asha.competitions == ("Bhukhar league", "Rummy") and asha.eligible
    assert asha.phone == "7700900123" and asha.born == dt.date(1984, 3, 2)
    assert players["Esha"].team_in("Bhukhar league") == "Cubs" and players["Esha"].team_in("Bukharo") == ""
    teams = {t.name: [m.name for m in t.members] for t in reg.list_teams(desk, "Bhukhar league")}
    assert teams == {"Lions": ["Asha Patel", "ബിന്ദു", "Chetan"], "Cubs": ["Esha", "Farid", "Gita"]}
    summary = list_changes(desk, action_prefix="registration.import")[0]
    assert "last-year.xlsx" in summary.summary and summary.after["players"] == 7
    assert any("row 6" in c.summary for c in list_changes(desk, action_prefix="player.register"))


BAD = [
    ["", "1980-01-01", "Bukharo", None, "no"],  # 2: missing name
    ["Bad Date", "31/12/1980", "Bukharo", None, "no"],  # 3: bad date
    ["Unknown", "1980-01-01", "Snap; Bukharo", None, "no"],  # 4: unknown competition
    ["Pair A", "1980-01-01", "Bhukhar league", "Pairs", "no"],  # 5: a team of two in Bhukhar
    ["Pair B", "1980-01-01", "Bhukhar league", "Pairs", "no"],  # 6
    ["Twin", "1980-01-01", "Bukharo", None, "no"],  # 7
    ["twin", "1980-01-01", "Bukharo", None, "no"],  # 8: duplicate player
    ["Young", "2017-01-01", "Bhukhar league", None, "no"],  # 9: under age (EV-1)
    ["Unconfirmed", "1980-01-01", "Rummy", None, "no"],  # 10: no community confirmation (EV-1)
    ["Maybe", "1980-01-01", "Bukharo", None, "perhaps"],  # 11: eligible must be yes/no
    ["No Games", "1980-01-01", None, None, "no"],  # 12: no competition
    ["Solo", "1980-01-01", "Rummy", "Lone", "yes"],  # 13: rummy takes no teams
    ["Good One", "1980-01-01", "Bukharo", None, "no"],  # 14: fine, but nothing is stored
]


def test_a_bad_workbook_reports_every_row_and_stores_nothing(desk, tmp_path):
    path = workbook(tmp_path / "bad.xlsx", ["name", "born", "competitions", "team", "eligible"], BAD)
    with pytest.raises(Refusal) as refused:
        import_workbook(desk, path, today=TODAY)
    assert refused.value.message == "nothing was imported: 11 rows are refused"
    by_row: dict[str, list[str]] = {}
    for e in refused.value.errors:
        by_row.setdefault(e["path"], []).append(e["message"])
    expected = {
        "row 2": "missing name",
        "row 3": "bad date '31/12/1980'",
        "row 4": "unknown competition 'Snap'",
        "row 5": "has 2 players; teams in Bhukhar league are of three players (ruling EV-3) (rows 5, 6)",
        "row 6": "(rows 5, 6)",
        "row 8": "duplicate player: the same name and date of birth as row 7",
        "row 9": "Young is 9 on the event date (2026-11-08); Bhukhar league is for players 10 or older (ruling EV-1)",
        "row 10": "community-eligibility confirmation",
        "row 11": "'eligible' must be yes or no, not 'perhaps'",
        "row 12": "no competition given",
        "row 13": "takes no teams",
    }
    for row, words in expected.items():
        assert any(words in m for m in by_row.get(row, [])), (row, by_row.get(row))
    assert set(by_row) == set(expected)
    assert [e["path"] for e in refused.value.errors] == sorted(
        (e["path"] for e in refused.value.errors), key=lambda p: int(p.split()[1])
    )
    assert reg.list_players(desk) == [] and reg.list_teams(desk) == []
    plan = preview_import(desk, path, today=TODAY)
    assert [r.status for r in plan.rows][-1] == "new" and plan.rows[0].status == "refused"


def test_ev2_rows_past_the_capacity_are_refused(desk, tmp_path):
    rows = [[f"P{i}", "1980-01-01", "Rummy", None, "yes"] for i in range(6)]
    path = workbook(tmp_path / "full.xlsx", ["name", "born", "competitions", "team", "eligible"], rows)
    with pytest.raises(Refusal) as refused:
        import_workbook(desk, path, today=TODAY)
    assert [e["path"] for e in refused.value.errors] == ["row 6", "row 7"]
    assert (
        "Rummy is full: it takes 4 players and 4 are registered (ruling EV-2)"
        in refused.value.errors[0]["message"]
    )


def test_ev2_deadline_passed_refuses_the_rows(desk, tmp_path):
    add_competition(desk, "Poker", "poker", {"deadline": "2026-10-28"})
    path = workbook(
        tmp_path / "late.xlsx",
        ["name", "born", "competitions", "eligible"],
        [["Late", "1980-01-01", "Poker", "yes"]],
    )
    with pytest.raises(Refusal, match="1 row is refused") as refused:
        import_workbook(desk, path, today=EVENT_DATE)
    assert "closed on 2026-10-28 (ruling EV-2)" in refused.value.errors[0]["message"]


def test_header_problems_are_row_one(desk, tmp_path):
    path = workbook(tmp_path / "h.xlsx", ["Name", "Emial", "Name"], [["Asha", "a@b.c", "Asha"]])
    with pytest.raises(Refusal) as refused:
        import_workbook(desk, path, today=TODAY)
    messages = [e["message"] for e in refused.value.errors if e["path"] == "row 1"]
    assert any("unknown column 'Emial'" in m for m in messages)
    assert any("'name' appears twice" in m for m in messages)
    assert any("'competitions' is missing" in m for m in messages)


def test_importing_the_same_workbook_again_changes_nothing(desk, tmp_path):
    path = workbook(tmp_path / "w.xlsx", HEADER, GOOD)
    import_workbook(desk, path, today=TODAY)
    before = reg.list_players(desk)
    plan = preview_import(desk, path, today=TODAY)
    assert plan.ok and {r.status for r in plan.rows} == {"unchanged"}
    again = import_workbook(desk, path, today=TODAY)
    assert (again.new_players, again.new_registrations, again.new_teams) == (0, 0, 0)
    assert reg.list_players(desk) == before


def test_a_known_player_gains_competitions_from_a_workbook(desk, tmp_path):
    reg.register_player(desk, "Bukharo", PlayerDetails("Asha Patel", dt.date(1984, 3, 2)), today=TODAY)
    path = workbook(tmp_path / "w.xlsx", HEADER, GOOD[:1])
    with pytest.raises(Refusal, match="1 row is refused"):  # Lions would have one player
        import_workbook(desk, path, today=TODAY)
    path = workbook(tmp_path / "w2.xlsx", HEADER, [GOOD[0][:3] + [None, "yes", None, None]])
    plan = import_workbook(desk, path, today=TODAY)
    assert plan.rows[0].status == "adds competitions" and plan.new_players == 0
    (asha,) = reg.list_players(desk)
    assert asha.number == 1 and asha.competitions == ("Bhukhar league", "Rummy", "Bukharo") and asha.eligible


def _cells(path: Path) -> dict[str, list[tuple]]:
    wb = load_workbook(path)
    return {ws.title: list(ws.iter_rows(values_only=True)) for ws in wb.worksheets}


def test_export_imports_back_unchanged(desk, tmp_path, event_target):
    P = PlayerDetails
    reg.register_player(
        desk, "Bhukhar league", P("Asha", dt.date(1984, 3, 2), "0770", "a@x.org", "vegetarian")
    )
    for name in ("ગીતા", "Chetan", "Dev", "Esha"):
        reg.register_player(desk, "Bhukhar league", P(name, dt.date(1990, 1, 1)))
    reg.register_player(desk, "Rummy", P("Asha", dt.date(1984, 3, 2), eligible=True), today=TODAY)
    reg.register_player(desk, "28 cup", P("Chetan", dt.date(1990, 1, 1), eligible=True), today=TODAY)
    reg.register_player(
        desk,
        "Bhukhar league",
        P("Young", dt.date(2018, 1, 1)),
        override=Override("Judge Rao", "organiser's grandchild, supervised", "2468"),
        today=TODAY,
    )
    reg.withdraw_player(desk, "Bhukhar league", 4)  # Dev: numbers now have a gap
    reg.register_team(desk, "Bhukhar league", "Lions", ["Chetan", "Asha", "ગીતા"])  # not in number order
    reg.register_player(desk, "Bukharo", P("Esha", dt.date(1990, 1, 1)))
    reg.register_player(desk, "Bukharo", P("Young", dt.date(2018, 1, 1)))
    reg.register_team(desk, "Bukharo", "Pair", ["Esha", "Young"])
    checkin.check_in(desk, "1")
    first = excel_export.export_workbook(desk, tmp_path / "night.xlsx")
    assert first.sheets[:2] == (("Players", 5), ("Teams", 2))  # Dev, in no competition now, is left out

    other = new_desk(str(tmp_path / "copy.cardnight"))
    with pytest.raises(Refusal, match="judge PIN"):  # the workbook carries a judge's override (EV-4)
        import_workbook(other, first.path, today=EVENT_DATE)
    assert reg.list_players(other) == []
    plan = import_workbook(other, first.path, today=EVENT_DATE, pin="2468")
    assert plan.ok and plan.new_players == 5
    second = excel_export.export_workbook(other, tmp_path / "again.xlsx")
    assert _cells(first.path) == _cells(second.path)
    copy = {p.number: p for p in reg.list_players(other)}
    assert copy[6].entry("Bhukhar league").override == "Judge Rao: organiser's grandchild, supervised"
    assert sorted(copy) == [1, 2, 3, 5, 6] and copy[5].team_in("Bukharo") == "Pair"
    assert [m.name for m in reg.list_teams(other, "Bhukhar league")[0].members] == ["Chetan", "Asha", "ગીતા"]
    other.close()


def test_the_template_is_blank_and_imports_once_filled(desk, tmp_path):
    path = save_template(desk, tmp_path / "template.xlsx")
    wb = load_workbook(path)
    assert wb.sheetnames == ["Players", "How to fill in"]
    header = [c.value for c in wb["Players"][1]]
    assert header == [
        "name",
        "born",
        "competitions",
        "team",
        "eligible",
        "phone",
        "email",
        "notes",
        "override",
    ]
    explained = {r[0]: r[1] for r in wb["How to fill in"].iter_rows(values_only=True)}
    assert "18 or older" in explained["Rummy"] and "teams of three" in explained["Bhukhar league"]
    with pytest.raises(Refusal, match="1 row is refused") as refused:
        import_workbook(desk, path, today=TODAY)
    assert "the workbook is empty" in refused.value.errors[0]["message"]
    ws = wb["Players"]
    ws.append(["Asha", dt.date(1980, 1, 1), "Bukharo"])
    wb.save(path)
    assert import_workbook(desk, path, today=TODAY).new_players == 1


@pytest.mark.parametrize(
    "name, content, words",
    [
        ("notes.xlsx", b"name,born\nAsha,1980-01-01\n", "not an Excel workbook"),
        ("old.xls", b"\xd0\xcf\x11\xe0 old excel", "save it as .xlsx"),
        ("list.csv", b"name\n", "not an Excel workbook"),
        ("broken.xlsx", b"PK\x03\x04 truncated zip", "damaged"),
    ],
)
def test_unreadable_files_are_a_message_not_a_traceback(desk, tmp_path, name, content, words):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(Refusal, match=words):
        import_workbook(desk, path, today=TODAY)
    with pytest.raises(Refusal, match="there is no file"):
        import_workbook(desk, tmp_path / "missing.xlsx", today=TODAY)


def test_a_locked_file_says_to_close_it(desk, tmp_path, monkeypatch):
    path = workbook(tmp_path / "w.xlsx", HEADER, GOOD)
    real_open = open

    def locked(file, *a, **kw):
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied")
        return real_open(file, *a, **kw)

    monkeypatch.setattr("builtins.open", locked)
    with pytest.raises(Refusal, match="open in Excel"):
        import_workbook(desk, path, today=TODAY)


def test_export_is_atomic_and_takes_more_sheets(desk, tmp_path, monkeypatch):
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "night.xlsx"
    last_good = Workbook()
    last_good.active.append(["the last good export"])
    last_good.save(target)
    before = target.read_bytes()

    def broken(desk, ws):
        ws.append(["half"])
        raise Refusal("the draws could not be read")

    with pytest.raises(Refusal):
        excel_export.export_workbook(
            desk, target, [*excel_registration.SHEET_WRITERS, SheetWriter("Draws", broken)]
        )
    assert target.read_bytes() == before
    assert sorted(p.name for p in target.parent.iterdir()) == ["night.xlsx"]

    def excel_holds_it(src, dst):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as m:
        m.setattr("cardnight_desk.io.files.os.replace", excel_holds_it)
        with pytest.raises(Refusal, match="open in Excel"):
            excel_export.export_workbook(desk, target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in target.parent.iterdir()) == ["night.xlsx"]

    def standings(desk, ws):
        ws.append(["place", "team"])
        return 0

    monkeypatch.setattr(excel_standings, "SHEET_WRITERS", [SheetWriter("Standings", standings)])
    done = excel_export.export_workbook(desk, target)
    assert load_workbook(target).sheetnames[:2] == ["Players", "Teams"]
    assert "Standings" in load_workbook(target).sheetnames and done.count("Players") == 0
    with pytest.raises(Refusal, match="does not exist"):
        excel_export.export_workbook(desk, tmp_path / "no-such-folder" / "x.xlsx")
