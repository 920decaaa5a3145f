"""`cardnight-desk score` on poker-tournament and poker-balance sheets: exit codes and the JSON contract."""

from __future__ import annotations

import io
import json

from cardnight_desk.cli import main

TOURNAMENT = {
    "game": "poker-tournament",
    "structure": "gama-2025",
    "paid_places": 3,
    "payout_percent": [50, 30, 20],
    "prize_pool": 600,
    "entries": [
        {"player": "Asha", "level": 1},
        {"player": "Ben", "level": 2},
        {"player": "Cy", "level": "before_4"},
        {"player": "Dee", "level": 3},
    ],
    "busts": [
        {"player": "Ben", "hand": 41},
        {"player": "Cy", "hand": 57, "start_chips": 1200},
        {"player": "Dee", "hand": 57, "start_chips": 900},
    ],
}
BALANCE = {
    "game": "poker-balance",
    "seats_per_table": 9,
    "break_below": 5,
    "tables": {"1": 7, "2": 4, "3": 6},
}


def score(tmp_path, capsys, sheet):
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    code = main(["score", str(path)])
    return code, json.loads(capsys.readouterr().out)


def test_pk5_tournament_sheet_scores(tmp_path, capsys):
    code, result = score(tmp_path, capsys, TOURNAMENT)
    assert code == 0
    assert result["stacks"] == {"Asha": 3000, "Ben": 2900, "Cy": 2500, "Dee": 2700}
    assert result["places"] == {"Asha": 1, "Cy": 2, "Dee": 3, "Ben": 4}
    assert result["remaining"] == ["Asha"]
    assert result["prizes"] == {"Asha": 300, "Cy": 180, "Dee": 120}


def test_pk2_tournament_sheet_refused_with_exit_2(tmp_path, capsys):
    sheet = {**TOURNAMENT, "entries": [*TOURNAMENT["entries"], {"player": "Eve", "level": 5}]}
    code, result = score(tmp_path, capsys, sheet)
    assert code == 2 and result["valid"] is False
    (error,) = result["errors"]
    assert error["path"] == "entries.4.level" and "PK-2" in error["message"]


def test_pk4_balance_sheet_scores(tmp_path, capsys):
    code, result = score(tmp_path, capsys, BALANCE)
    assert code == 0
    assert result == {
        "valid": True,
        "break": ["2"],
        "moves": [{"from": "2", "to": "1", "players": 2}, {"from": "2", "to": "3", "players": 2}],
        "after": {"1": 9, "3": 8},
    }


def test_pk4_balance_sheet_refused_with_exit_2(tmp_path, capsys):
    code, result = score(tmp_path, capsys, {**BALANCE, "tables": {"1": 10}, "seat": 9})
    assert code == 2
    assert {e["path"] for e in result["errors"]} == {"tables.1", "seat"}


def test_balance_sheet_from_standard_input(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(BALANCE)))
    assert main(["score", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["after"] == {"1": 9, "3": 8}
