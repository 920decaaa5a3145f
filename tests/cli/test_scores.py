"""The draw / enter / standings / history commands end to end, and the same standings as the services."""

from __future__ import annotations

import json

from cardnight_desk.cli import main
from cardnight_desk.services import standings
from cardnight_desk.services.desk import Desk
from tests.services.builders import bhukhar_event, bhukhar_sheet


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_draw_enter_standings_history(capsys, tmp_path):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves", "Eagles"]).close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "11")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["round"] == 1 and doc["seed"] == 11 and len(doc["tables"]) == 2 and len(doc["byes"]) == 1
    for table in doc["tables"]:
        teams = [s["team"] for s in table["seats"]]
        sheet = tmp_path / f"t{table['table']}.json"
        sheet.write_text(json.dumps(bhukhar_sheet(teams[0], teams[1]), ensure_ascii=False))
        code, out, err = run(
            capsys,
            "enter",
            target,
            "--competition",
            "Bhukhar",
            "--round",
            "1",
            "--table",
            table["table"],
            str(sheet),
        )
        assert code == 0, err
        assert json.loads(out)["valid"] is True
    code, out, _ = run(capsys, "draw", target, "--competition", "Bhukhar", "--show")
    assert json.loads(out) == doc
    code, out, _ = run(capsys, "standings", target, "--competition", "Bhukhar", "--json")
    rows = json.loads(out)["standings"]
    assert {"place", "team", "master", "bonus", "score"} <= set(rows[0])
    desk = Desk.open(target)
    assert rows == standings.standings(desk, "Bhukhar").to_json()["standings"]  # CLI and GUI path agree
    desk.close()
    bye = doc["byes"][0]
    assert next(r for r in rows if r["team"] == bye)["master"] == 2
    code, out, _ = run(capsys, "history", target, "--json")
    actions = [c["action"] for c in json.loads(out)]
    assert actions[:3] == ["sheet.enter", "sheet.enter", "draw.make"] and all(
        {"who", "when", "what", "why"} <= set(c) for c in json.loads(out)
    )


def test_enter_refuses_an_invalid_sheet_with_every_error(capsys, tmp_path):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers"]).close()
    run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "1")
    sheet = bhukhar_sheet("Lions", "Tigers")
    sheet["teams"]["Tigers"]["hand_cards"]["low"] = -1
    sheet["colour"] = "red"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(sheet))
    code, out, _ = run(
        capsys, "enter", target, "--competition", "Bhukhar", "--round", "1", "--table", "1", str(path)
    )
    assert code == 2
    paths = {e["path"] for e in json.loads(out)["errors"]}
    assert {"colour", "teams.Tigers.hand_cards.low"} <= paths
    code, out, _ = run(capsys, "history", target, "--json")
    assert "sheet.enter" not in [c["action"] for c in json.loads(out)]


def test_penalty_without_a_pin_is_refused(capsys, tmp_path, monkeypatch):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers"]).close()
    run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "1")
    monkeypatch.delenv("CARDNIGHT_JUDGE_PIN", raising=False)
    monkeypatch.setenv("CARDNIGHT_NEW_JUDGE_PIN", "5555")
    assert run(capsys, "judge-pin", target)[0] == 0
    args = [
        "penalty",
        target,
        "--competition",
        "Bhukhar",
        "--round",
        "1",
        "--table",
        "1",
        "--team",
        "Tigers",
        "--points",
        "50",
        "--rule",
        "19.3",
        "--judge",
        "Mrs Patel",
    ]
    code, _, err = run(capsys, *args)
    assert code == 2 and "judge PIN" in err
    code, _, err = run(capsys, *args, "--pin", "1234")
    assert code == 2 and "wrong judge PIN" in err
    code, out, err = run(capsys, *args, "--pin", "5555")
    assert code == 0, err
