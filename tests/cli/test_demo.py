"""``cardnight-desk demo EVENT``: exit 0 with the judge PIN, a night the other commands work on; exit 2 for an
existing file or a folder that is not there, with nothing written."""

from __future__ import annotations

import json

from cardnight_desk.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_demo_makes_a_night_the_other_commands_work_on(tmp_path, capsys):
    target = str(tmp_path / "demo.cardnight")
    code, out, err = run(capsys, "demo", target, "--seed", "8")
    assert code == 0, err
    assert "judge PIN is 1234" in out and "Poker freezeout" in out and f"cardnight-desk gui {target}" in out
    code, out, _ = run(capsys, "standings", target, "--competition", "Bhukhar league", "--json")
    assert code == 0 and len(json.loads(out)["standings"]) == 8
    code, out, _ = run(capsys, "history", target, "--json")
    assert code == 0 and any(c["action"] == "penalty.add" for c in json.loads(out))


def test_demo_refuses_an_existing_file(tmp_path, capsys):
    target = tmp_path / "night.cardnight"
    target.write_bytes(b"the organiser's own notes")
    code, out, err = run(capsys, "demo", str(target))
    assert code == 2 and out == ""
    assert "already exists" in err and "nothing was overwritten" in err
    assert target.read_bytes() == b"the organiser's own notes"


def test_demo_refuses_a_folder_that_is_not_there(tmp_path, capsys):
    target = tmp_path / "no such folder" / "demo.cardnight"
    code, _, err = run(capsys, "demo", str(target))
    assert code == 2 and "does not exist" in err and not target.exists()
