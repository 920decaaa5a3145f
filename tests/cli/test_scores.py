"""The draw / enter / standings / history commands end to end, and the same standings as the services; a
confirmed sheet is refused naming the judges' command; standings line up whatever the names' script."""

from __future__ import annotations

import json
import re

import pytest

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


def test_entering_over_a_confirmed_sheet_names_the_judges_command(night, tmp_path, capsys):
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps(bhukhar_sheet("Lions", "Tigers", 3)), encoding="utf-8")
    code, out, err = run(
        capsys, "enter", str(night), "--competition", "Bhukhar", "--round", "1", "--table", "1", str(sheet)
    )
    assert code == 2 and json.loads(out)["valid"] is False
    assert err.count("\n") == 1 and "already confirmed; a judge must edit it" in err
    assert (
        f"cardnight-desk edit EVENT --competition 'Bhukhar' --round 1 --table '1' {sheet} --judge NAME" in err
    )


def test_a_sheet_with_a_penalty_is_entered_with_the_judge_and_the_pin(capsys, tmp_path, monkeypatch):
    from cardnight_desk.services import judges

    target = str(tmp_path / "e.cardnight")
    desk = bhukhar_event(target, ["Lions", "Tigers"])
    judges.set_pin(desk, "2468")
    desk.close()
    run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "1")
    path = tmp_path / "sheet.json"
    foul = {"team": "Tigers", "points": 50, "rule": "19.3"}
    path.write_text(json.dumps(bhukhar_sheet("Lions", "Tigers", penalties=[foul])))
    where = ["--competition", "Bhukhar", "--round", "1", "--table", "1", str(path)]
    monkeypatch.delenv("CARDNIGHT_JUDGE_PIN", raising=False)
    code, out, err = run(capsys, "enter", target, *where)
    assert code == 2 and json.loads(out)["valid"] is False
    assert "penalties on a sheet need a judge" in err and "--judge NAME" in err and err.count("\n") == 1
    code, out, err = run(capsys, "enter", target, *where, "--judge", "Mr Shah", "--pin", "2468")
    assert code == 0, err
    assert json.loads(out)["teams"]["Lions"]["score"] == 700
    code, out, _ = run(capsys, "history", target, "--json")
    given = [c for c in json.loads(out) if c["action"] == "penalty.sheet"]
    assert len(given) == 1 and given[0]["who"] == "Mr Shah"


def test_enter_help_says_what_a_sheet_is(capsys):
    with pytest.raises(SystemExit):
        main(["enter", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "or - for standard input" in text
    text = re.sub(r"(\w)- ", r"\1-", text)  # argparse may wrap a line after a word's hyphen
    assert "a JSON file as in resources/docs/score-sheets.md" in text
    assert "cardnight-desk score --template GAME" in text


INDIC = [
    "ગુજરાત ટીમ",
    "കേരളം",
    "ਪੰਜਾਬ ਸ਼ੇਰ",
    "Lions",
]  # Gujarati, Malayalam, Gurmukhi: vowel signs take no column


def cell_columns(line: str) -> list[int]:
    """The display column where each cell of a line starts (cells are parted by two spaces or more)."""
    from cardnight_desk.cli.columns import display_width

    return [display_width(line[: m.start()]) for m in re.finditer(r"\S+(?: \S+)*", line)]


def test_standings_columns_line_up_with_indic_names(tmp_path, capsys):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, INDIC).close()
    code, out, err = run(capsys, "standings", target, "--competition", "Bhukhar")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 1 + len(INDIC) and all(any(name in line for line in lines) for name in INDIC)
    assert all(cell_columns(line) == cell_columns(lines[0]) for line in lines[1:]), out


def test_standings_say_where_the_competition_stands(night, capsys):
    code, out, _ = run(capsys, "standings", str(night), "--competition", "Bhukhar", "--json")
    doc = json.loads(out)
    assert doc["provisional"] is True and doc["status"] == "after round 1 — provisional"
    code, out, _ = run(capsys, "standings", str(night), "--competition", "Bhukhar")
    lines = out.splitlines()
    assert lines[0] == "Bhukhar: after round 1 — provisional" and lines[1].split()[:2] == ["place", "team"]
    assert run(capsys, "competition", "close", str(night), "--name", "Bhukhar")[0] == 0
    code, out, _ = run(capsys, "standings", str(night), "--competition", "Bhukhar", "--json")
    assert json.loads(out) | {"standings": None} == {
        "standings": None,
        "provisional": False,
        "status": "final",
    }
