"""``cardnight-desk score`` for the Bhukhar and Bukharo sheets: exit 0 with the result, 2 with every error."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from cardnight_desk.cli import main
from tests.domain.games.bhukhar.test_scoring import SPEC_SHEET, sheet, team
from tests.domain.games.bukharo.test_scoring import SPEC_RED, game, side


def score(capsys, tmp_path, doc):
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    code = main(["score", str(path)])
    return code, json.loads(capsys.readouterr().out)


def test_bhukhar_sheet_scores_with_exit_0(capsys, tmp_path):
    code, out = score(capsys, tmp_path, SPEC_SHEET)
    assert code == 0
    assert out == {
        "valid": True,
        "teams": {
            "Lions": {"score": 700, "master": 2, "bonus": 3},
            "Tigers": {"score": -290, "master": 0, "bonus": 0},
        },
        "winner": "Lions",
    }


def test_invalid_bhukhar_sheet_exits_2_listing_every_problem_with_path_and_ruling(capsys, tmp_path):
    doc = sheet(team(licence=False, table=(2, 0), bhukhar=True), team(closed_game=True), ended_by="closed")
    doc["penalties"] = [{"team": "Tigers", "points": 60, "rule": "19.3"}]
    code, out = score(capsys, tmp_path, doc)
    assert code == 2 and out["valid"] is False
    by_path = {e["path"]: e["message"] for e in out["errors"]}
    assert set(by_path) == {"teams.Lions.table_cards.low", "teams.Lions.bhukhar", "penalties.0.points"}
    assert "BH-5" in by_path["teams.Lions.table_cards.low"] and "BH-6" in by_path["penalties.0.points"]


def test_bhukhar_competition_standings(capsys, tmp_path):
    code, out = score(capsys, tmp_path, {"game": "bhukhar-competition", "games": [SPEC_SHEET, SPEC_SHEET]})
    assert code == 0
    assert out == {"valid": True, "standings": [
        {"place": 1, "team": "Lions", "master": 4, "bonus": 6, "score": 1400},
        {"place": 2, "team": "Tigers", "master": 0, "bonus": 0, "score": -580}]}  # fmt: skip


def test_bukharo_sheet_scores_with_exit_0(capsys, tmp_path):
    code, out = score(capsys, tmp_path, game(SPEC_RED, side(hand=(2, 3, 1, 1)), ended_by="second_bukharo"))
    assert code == 0
    assert out == {"valid": True, "sides": {"Red": {"score": 480}, "Blue": {"score": -80}}, "winner": "Red"}


def test_invalid_bukharo_sheet_exits_2(capsys, tmp_path):
    code, out = score(capsys, tmp_path, game(side(passport=False, pure=1), side(second=True), side(), side()))
    assert code == 2
    paths = {e["path"] for e in out["errors"]}
    assert {"sides", "sides.Red.sequences7.pure", "sides.Blue.second_bukharo"} <= paths


def test_bukharo_session_standings(capsys, tmp_path):
    doc = {
        "game": "bukharo-session",
        "games": [game(side(groups=(0, 1, 0, 0)), side()), game(side(), side())],
    }
    code, out = score(capsys, tmp_path, doc)
    assert code == 0
    assert out == {"valid": True, "standings": [{"place": 1, "side": "Red", "score": 10},
                                                {"place": 2, "side": "Blue", "score": 0}]}  # fmt: skip


def test_score_reads_standard_input(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps({"game": "bukharo-session", "games": []})))
    assert main(["score", "-"]) == 0
    assert json.loads(capsys.readouterr().out) == {"valid": True, "standings": []}


@pytest.mark.parametrize("doc", [[], {"game": "bhukhar"}, {"game": "bukharo", "sides": 3}])
def test_malformed_sheets_exit_2_never_1(capsys, tmp_path, doc):
    code, out = score(capsys, tmp_path, doc)
    assert code == 2 and out["valid"] is False and out["errors"]


def test_the_installed_command_scores_a_sheet_from_standard_input():
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "score", "-"],
        input=json.dumps(SPEC_SHEET),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["teams"]["Lions"]["score"] == 700
