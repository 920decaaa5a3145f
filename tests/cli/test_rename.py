"""``rename`` from the command line: exit 0 and one line saying what was renamed (the score sheets too), or a
refusal in one line with exit 2 that changes nothing; the standings and the export show the new name."""

from __future__ import annotations

import json

import openpyxl

from cardnight_desk.cli import main
from tests.cli.conftest import content


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_team_renamed_after_its_sheet_is_confirmed_shows_everywhere_with_the_same_totals(
    night, tmp_path, capsys
):
    code, out, _ = run(capsys, "standings", night, "--competition", "Bhukhar", "--json")
    before = {r["team"]: r for r in json.loads(out)["standings"]}
    code, out, err = run(capsys, "rename", night, "team", "Lions", "Leicester Lions")
    assert (code, err) == (0, "")
    assert out == "Renamed team 'Lions' to 'Leicester Lions' in Bhukhar; 1 score sheet renamed\n"
    code, out, _ = run(capsys, "standings", night, "--competition", "Bhukhar", "--json")
    after = {r["team"]: r for r in json.loads(out)["standings"]}
    assert after.pop("Leicester Lions") | {"team": "Lions"} == before.pop("Lions") and after == before
    assert run(capsys, "export", night, tmp_path / "night.xlsx")[0] == 0
    workbook = openpyxl.load_workbook(tmp_path / "night.xlsx")
    cells = {str(c.value) for ws in workbook for row in ws.iter_rows() for c in row if c.value is not None}
    assert "Leicester Lions" in cells and "Lions" not in cells
    code, out, _ = run(capsys, "history", night, "--json")
    newest = json.loads(out)[0]
    assert newest["action"] == "team.rename" and newest["before"]["name"] == "Lions"


def test_a_player_is_renamed_by_badge_number(night, capsys):
    code, out, err = run(capsys, "rename", night, "player", "#1", "Asha Patel")
    assert code == 0 and out == "Renamed player 1 'Lions 1' to 'Asha Patel'\n", err
    code, out, _ = run(capsys, "rename", night, "player", "Asha Patel", "Asha P", "--competition", "Bhukhar")
    assert code == 0 and "'Asha Patel' to 'Asha P'" in out


def test_the_event_and_a_competition_are_renamed(night, capsys):
    assert run(capsys, "rename", night, "event", "League night", "Diwali night")[0] == 0
    assert run(capsys, "rename", night, "competition", "Bhukhar", "Bhukhar league")[0] == 0
    code, out, _ = run(capsys, "standings", night, "--competition", "Bhukhar league", "--json")
    assert code == 0 and json.loads(out)["standings"]


def test_a_refused_rename_is_one_line_exit_2_and_changes_nothing(night, capsys):
    before = content(night)
    for argv, says in (
        (("team", "Lions", "tigers"), "already a team 'Tigers'"),
        (("team", "Pumas", "Panthers"), "no team 'Pumas'"),
        (("team", "Lions", "A;B"), "cannot hold ';'"),
        (("player", "#99", "Nobody"), "no player number 99"),
        (("event", "Another night", "X"), "called 'League night'"),
        (("competition", "Bhukhar", "  "), "needs a name"),
    ):
        code, out, err = run(capsys, "rename", night, *argv)
        assert code == 2 and out == "" and says in err and err.count("\n") == 1, err
    code, _, err = run(capsys, "rename", night, "league", "Bhukhar", "X")
    assert code == 2 and "invalid choice" in err
    assert content(night) == before
