"""The judges' commands: a penalty needs the judge PIN; ``edit`` changes a confirmed sheet with the judge's
name, reason and PIN, and the history keeps the sheet before and after."""

from __future__ import annotations

import json

import pytest

from cardnight_desk.cli import main
from tests.cli.conftest import PIN
from tests.services.builders import bhukhar_event, bhukhar_sheet


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_penalty_without_a_pin_is_refused(capsys, tmp_path, monkeypatch):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers"]).close()
    run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "1")
    monkeypatch.delenv("CARDNIGHT_JUDGE_PIN", raising=False)
    monkeypatch.setenv("CARDNIGHT_NEW_JUDGE_PIN", "5555")
    assert run(capsys, "judge-pin", target)[0] == 0
    args = [
        *("penalty", target, "--competition", "Bhukhar", "--round", "1", "--table", "1", "--team", "Tigers"),
        *("--points", "50", "--rule", "19.3", "--judge", "Mrs Patel"),
    ]
    code, _, err = run(capsys, *args)
    assert code == 2 and "judge PIN" in err
    code, _, err = run(capsys, *args, "--pin", "1234")
    assert code == 2 and "wrong judge PIN" in err
    code, out, err = run(capsys, *args, "--pin", "5555")
    assert code == 0, err
    assert (
        out == "Penalty recorded at table 1: 50 points to Lions, the opponents of Tigers — rule 19.3, BH-6\n"
    )


def edit(night, sheet, *extra):
    return ("edit", night, "--competition", "Bhukhar", "--round", "1", "--table", "1", sheet, *extra)


def test_a_judge_edits_a_confirmed_sheet_and_the_history_keeps_both(night, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("CARDNIGHT_JUDGE_PIN", raising=False)
    corrected = bhukhar_sheet("Lions", "Tigers", winner_low_in_hand=5)
    sheet = tmp_path / "corrected.json"
    sheet.write_text(json.dumps(corrected), encoding="utf-8")
    code, out, err = run(capsys, *edit(night, sheet, "--judge", "Mrs Patel", "--why", "low cards recounted"))
    assert code == 2 and "judge PIN" in err and json.loads(out)["valid"] is False
    argv = edit(night, sheet, "--judge", "Mrs Patel", "--why", "low cards recounted", "--pin", PIN)
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    done = json.loads(out)
    assert done["valid"] is True and done["stored"]["status"] == "confirmed" and done["stored"]["version"] > 1
    code, out, _ = run(capsys, "history", night, "--json")
    change = json.loads(out)[0]
    assert change["action"] == "sheet.judge_edit" and change["who"] == "Mrs Patel"
    assert change["why"] == "low cards recounted" and change["after"]["sheet"] == corrected
    assert change["before"]["sheet"] == bhukhar_sheet("Lions", "Tigers")


def test_an_edit_without_a_reason_or_of_an_invalid_sheet_changes_nothing(night, tmp_path, capsys):
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps(bhukhar_sheet("Lions", "Tigers", 3)), encoding="utf-8")
    with pytest.raises(SystemExit):  # --why is required: argparse's --help names it
        main(["edit", "--help"])
    assert "--why TEXT" in capsys.readouterr().out
    code, _, err = run(capsys, *edit(night, sheet, "--judge", "Mrs Patel", "--pin", PIN))
    assert code == 2 and "--why" in err and err.count("\n") == 1
    bad = bhukhar_sheet("Lions", "Tigers")
    bad["teams"]["Tigers"]["hand_cards"]["low"] = -1
    sheet.write_text(json.dumps(bad), encoding="utf-8")
    code, out, err = run(capsys, *edit(night, sheet, "--judge", "Mrs Patel", "--why", "x", "--pin", PIN))
    assert code == 2 and "teams.Tigers.hand_cards.low" in {e["path"] for e in json.loads(out)["errors"]}
    code, out, _ = run(capsys, "history", night, "--json")
    assert "sheet.judge_edit" not in [c["action"] for c in json.loads(out)]
