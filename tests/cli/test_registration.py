"""``cardnight-desk register``, ``import`` and ``export``: exit 0 done, 2 refused with every problem on standard
error (rulings named, workbook rows numbered) and nothing changed, 1 anything else."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

import pytest
from openpyxl import Workbook, load_workbook

from cardnight_desk.cli import main
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.judges import set_pin


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def event(capsys, event_target):
    assert (
        run(capsys, "event", "new", event_target, "--name", "Navratri Night", "--date", "2026-10-03")[0] == 0
    )
    for name, game in (("Bhukhar league", "bhukhar"), ("Rummy", "rummy"), ("Bukharo", "bukharo")):
        assert run(capsys, "competition", "add", event_target, "--name", name, "--game", game)[0] == 0
    desk = Desk.open(event_target)
    set_pin(desk, "2468")
    desk.close()
    return event_target


def players(target):
    desk = Desk.open(target)
    try:
        return reg.list_players(desk)
    finally:
        desk.close()


def test_register_players_and_a_team(capsys, event):
    for name in ("Asha", "Bina", "Chetan"):
        code, out, err = run(
            capsys,
            "register",
            event,
            "--competition",
            "Bhukhar league",
            "--player",
            name,
            "--born",
            "1980-01-01",
        )
        assert code == 0, err
    assert "Registered Chetan (player 3) in Bhukhar league" in out
    code, out, _ = run(
        capsys,
        "register",
        event,
        "--competition",
        "Rummy",
        "--player",
        "asha",
        "--born",
        "1980-01-01",
        "--eligible",
    )
    assert code == 0 and "Registered Asha (player 1) in Rummy (already known)" in out
    code, out, err = run(
        capsys,
        "register",
        event,
        "--competition",
        "Bhukhar league",
        "--team",
        "Lions",
        "--members",
        "3;Asha; #2",
    )
    assert code == 0, err
    assert out.strip() == "Registered team 'Lions' in Bhukhar league: Chetan (3), Asha (1), Bina (2)"
    assert [p.team_in("Bhukhar league") for p in players(event)] == ["Lions"] * 3


def test_register_refusals_exit_2_naming_the_ruling(capsys, event):
    code, _, err = run(
        capsys,
        "register",
        event,
        "--competition",
        "Bhukhar league",
        "--player",
        "Meera",
        "--born",
        "2017-01-01",
    )
    assert code == 2
    assert "Meera is 9 on the event date (2026-10-03)" in err and "ruling EV-1" in err
    assert "--judge NAME --reason TEXT" in err and "Traceback" not in err
    code, _, err = run(
        capsys, "register", event, "--competition", "Rummy", "--player", "Vinod", "--born", "1980-01-01"
    )
    assert code == 2 and "community-eligibility confirmation" in err
    code, _, err = run(
        capsys, "register", event, "--competition", "Rummy", "--player", "V", "--born", "3rd May"
    )
    assert code == 2 and "YYYY-MM-DD" in err
    code, _, err = run(
        capsys, "register", event, "--competition", "Snooker", "--player", "V", "--born", "1980-01-01"
    )
    assert code == 2 and "no competition 'Snooker'" in err
    code, _, err = run(capsys, "register", event, "--competition", "Rummy")
    assert code == 2 and "either --player" in err
    code, _, err = run(capsys, "register", event, "--competition", "Rummy", "--player", "V")
    assert code == 2 and "--born" in err
    assert players(event) == []


def test_ev1_judge_override_from_the_command_line(capsys, event):
    code, out, err = run(
        capsys,
        "register",
        event,
        "--competition",
        "Bhukhar league",
        "--player",
        "Meera",
        "--born",
        "2017-01-01",
        "--pin",
        "2468",
        "--judge",
        "Judge Desai",
        "--reason",
        "plays with her grandparents' team",
    )
    assert code == 0, err
    assert "Admitted by judge Judge Desai despite EV-1" in out
    desk = Desk.open(event)
    change = list_changes(desk, action_prefix="registration.override")[0]
    desk.close()
    assert change.why == "plays with her grandparents' team"
    code, _, err = run(
        capsys,
        "register",
        event,
        "--competition",
        "Rummy",
        "--player",
        "X",
        "--born",
        "1980-01-01",
        "--judge",
        "J",
    )
    assert code == 2 and "reason" in err


def test_ev3_team_of_the_wrong_size_exit_2(capsys, event):
    run(
        capsys,
        "register",
        event,
        "--competition",
        "Bhukhar league",
        "--player",
        "Asha",
        "--born",
        "1980-01-01",
    )
    code, _, err = run(
        capsys,
        "register",
        event,
        "--competition",
        "Bhukhar league",
        "--team",
        "Lions",
        "--members",
        "Asha;Nobody",
    )
    assert code == 2
    assert "no player named 'Nobody'" in err and "three players (ruling EV-3)" in err
    assert "--judge" not in err  # team size cannot be overridden


def _workbook(path, rows):
    wb = Workbook()
    ws = wb.active
    ws.append(["name", "born", "competitions", "team", "eligible"])
    for row in rows:
        ws.append(row)
    wb.save(path)
    return path


def test_import_good_and_bad_workbooks(capsys, event, tmp_path):
    bad = _workbook(
        tmp_path / "bad.xlsx",
        [
            ["Asha", "1980-01-01", "Bukharo", None, "no"],
            ["", "1980-01-01", "Bukharo", None, "no"],
            ["Kid", "2020-02-02", "Bhukhar league", None, "no"],
        ],
    )
    code, out, err = run(capsys, "import", event, bad)
    assert code == 2 and out == ""
    assert "nothing was imported: 2 rows are refused" in err
    assert "  row 3: missing name" in err and "  row 4: Kid is 6 on the event date" in err
    assert players(event) == []
    code, out, _ = run(capsys, "import", event, bad, "--check")
    assert code == 2 and "row 2: Asha: new" in out and "row 4: Kid: refused" in out
    good = _workbook(
        tmp_path / "good.xlsx",
        [
            ["Asha", "1980-01-01", "Bukharo", None, "no"],
            ["Bina", dt.date(1981, 5, 6), "Bukharo; Rummy", None, "yes"],
        ],
    )
    code, out, err = run(capsys, "import", event, good)
    assert code == 0, err
    assert out.strip() == f"Imported 2 new players, 3 registrations and 0 teams from {good}"
    code, out, _ = run(capsys, "import", event, good)
    assert code == 0 and "(2 rows already registered)" in out
    code, _, err = run(capsys, "import", event, tmp_path / "missing.xlsx")
    assert code == 2 and "there is no file" in err


def test_import_asks_about_a_player_of_the_same_name_born_another_day(capsys, event, tmp_path):
    run(
        capsys,
        "register",
        event,
        "--competition",
        "Bukharo",
        "--player",
        "Asha Patel",
        "--born",
        "1980-01-01",
    )
    book = _workbook(
        tmp_path / "night.xlsx",
        [
            ["Bina", "1981-05-06", "Bukharo", None, "no"],
            ["asha patel", "1980-10-01", "Bukharo", None, "no"],
        ],
    )
    for extra in ((), ("--check",)):
        code, out, err = run(capsys, "import", event, book, *extra)
        assert code == 2, out
        assert (
            "  row 3: asha patel (1980-10-01) has the name of player 1, Asha Patel, born 1980-01-01: "
            "is this player 1?" in err
        )
        assert "row 3 has the name of a player already registered" in err and "--new-players" in err
        assert [p.name for p in players(event)] == ["Asha Patel"]
    code, out, err = run(capsys, "import", event, book, "--new-players", "--check")
    assert code == 0 and "row 3: asha patel: new" in out, err
    code, out, err = run(capsys, "import", event, book, "--new-players")
    assert code == 0, err
    assert out.strip() == f"Imported 2 new players, 2 registrations and 0 teams from {book}"
    assert [(p.number, p.name, p.born) for p in players(event)] == [
        (1, "Asha Patel", dt.date(1980, 1, 1)),
        (2, "Bina", dt.date(1981, 5, 6)),
        (3, "asha patel", dt.date(1980, 10, 1)),
    ]


def test_import_and_export_help_say_what_a_user_meets(capsys):
    with pytest.raises(SystemExit):
        main(["import", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--new-players" in out and "another date of birth" in out
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert '"after round 2 — provisional"' in out and '"final results"' in out


def test_export_and_template(capsys, event, tmp_path):
    run(capsys, "register", event, "--competition", "Bukharo", "--player", "ജോസഫ്", "--born", "1970-06-01")
    code, out, err = run(capsys, "export", event, tmp_path / "night.xlsx")
    assert code == 0, err
    assert "Players (1 rows), Teams (0 rows)" in out
    sheet = load_workbook(tmp_path / "night.xlsx")["Players"]
    assert sheet["B2"].value == "ജോസഫ്" and sheet["C2"].value.date() == dt.date(1970, 6, 1)
    code, out, _ = run(capsys, "export", event, tmp_path / "blank.xlsx", "--template")
    assert code == 0 and load_workbook(tmp_path / "blank.xlsx").sheetnames[0] == "Players"
    code, _, err = run(capsys, "export", event, tmp_path / "nowhere" / "x.xlsx")
    assert code == 2 and "does not exist" in err


def test_export_never_writes_over_the_event_or_another_kind_of_file(capsys, tmp_path):
    target = tmp_path / "night.xlsx"  # an event file that happens to carry a workbook's name
    assert run(capsys, "event", "new", target, "--name", "N", "--date", "2026-01-01")[0] == 0
    notes = tmp_path / "notes.xlsx"
    notes.write_bytes(b"PK\x03\x04 an archive, not a workbook")
    for out, words in ((target, "is an event file"), (notes, "is not an Excel workbook")):
        for extra in ([], ["--force"], ["--template"], ["--template", "--force"]):
            code, _, err = run(capsys, "export", target, out, *extra)
            assert code == 2 and words in err, (out, extra, err)
    assert open(target, "rb").read(16) == b"SQLite format 3\x00"
    assert notes.read_bytes() == b"PK\x03\x04 an archive, not a workbook"
    book = tmp_path / "export.xlsx"
    assert run(capsys, "export", target, book)[0] == 0
    for extra in ([], ["--template"]):
        code, _, err = run(capsys, "export", target, book, *extra)
        assert code == 2 and "already exists" in err and "--force" in err
    assert run(capsys, "export", target, book, "--template", "--force")[0] == 0
    assert load_workbook(book).sheetnames[0] == "Players"
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == [
        "export.xlsx",
        "night.xlsx",
        "notes.xlsx",
    ]


def test_unexpected_failures_exit_1_without_a_traceback(capsys, tmp_path, monkeypatch):
    target = tmp_path / "e.cardnight"
    run(capsys, "event", "new", target, "--name", "N", "--date", "2026-01-01")

    def boom(*a, **kw):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr("cardnight_desk.io.excel.export.export_workbook", boom)
    code, _, err = run(capsys, "export", target, tmp_path / "x.xlsx")
    assert code == 1 and "disk on fire" in err and "Traceback" not in err


def test_register_runs_as_a_console_command(tmp_path):
    target = tmp_path / "e.cardnight"
    assert main(["event", "new", str(target), "--name", "N", "--date", "2026-01-01"]) == 0
    assert main(["competition", "add", str(target), "--name", "Bukharo", "--game", "bukharo"]) == 0
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardnight_desk",
            "register",
            str(target),
            "--competition",
            "Bukharo",
            "--player",
            "Asha",
            "--born",
            "1990-01-01",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and "Registered Asha (player 1) in Bukharo" in done.stdout


def test_the_same_name_with_another_birth_date_asks_for_new_player(capsys, event):
    where = ("register", event, "--competition", "Bukharo", "--player", "Asha Patel")
    assert run(capsys, *where, "--born", "1985-04-02")[0] == 0
    code, out, err = run(capsys, *where, "--born", "1985-02-04")
    assert code == 2 and out == "" and "is this player 1?" in err and "--new-player" in err
    assert [p.number for p in players(event)] == [1]
    code, out, err = run(capsys, *where, "--born", "1985-02-04", "--new-player")
    assert code == 0, err
    assert "Registered Asha Patel (player 2) in Bukharo" in out


def test_a_registered_player_is_entered_in_another_competition_by_number_without_born(capsys, event):
    born = ("--born", "1980-05-02", "--eligible")
    assert run(capsys, "register", event, "--competition", "Rummy", "--player", "Asha Patel", *born)[0] == 0
    code, out, err = run(capsys, "register", event, "--competition", "Bukharo", "--player", "#1")
    assert code == 0, err
    assert out.strip() == "Registered Asha Patel (player 1) in Bukharo (already known)"
    [asha] = players(event)
    assert set(asha.competitions) == {"Bukharo", "Rummy"}
    code, _, err = run(capsys, "register", event, "--competition", "Bukharo", "--player", "#9")
    assert code == 2 and err == "cardnight-desk: there is no player number 9\n"
