"""The command line's foundation: help, exit codes 0/2/1, the JSON error shape, event and competition set-up."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardnight_desk.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for command in (
        "gui",
        "score",
        "rummy-hand",
        "baccarat-odds",
        "event",
        "competition",
        "draw",
        "standings",
    ):
        assert command in out


def test_console_script_runs_as_a_module():
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0 and "cardnight-desk" in done.stdout


@pytest.mark.parametrize(
    "text, path, words",
    [
        ('{"game": "snap"}', "game", "not a game the desk scores"),
        ('{"teams": {}}', "game", "'game' is missing"),
        ("[1, 2]", "(sheet)", "JSON object"),
        ("{not json", "(sheet)", "not valid JSON"),
    ],
)
def test_score_refuses_unreadable_sheets_with_the_error_shape(capsys, tmp_path, text, path, words):
    sheet = tmp_path / "sheet.json"
    sheet.write_text(text)
    code, out, _ = run(capsys, "score", str(sheet))
    assert code == 2
    doc = json.loads(out)
    assert doc["valid"] is False
    assert doc["errors"][0]["path"] == path and words in doc["errors"][0]["message"]


def test_score_reads_standard_input(monkeypatch, capsys):
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO('{"game": "whist"}'))
    code, out, _ = run(capsys, "score", "-")
    assert code == 2 and json.loads(out)["errors"][0]["path"] == "game"


def test_score_of_a_missing_file_is_refused(capsys, tmp_path):
    code, out, _ = run(capsys, "score", str(tmp_path / "none.json"))
    assert code == 2 and "cannot read" in json.loads(out)["errors"][0]["message"]


def test_event_new_and_competition_add(capsys, event_target):
    code, out, _ = run(
        capsys, "event", "new", event_target, "--name", "Onam Cards Night", "--date", "2026-09-05"
    )
    assert code == 0 and "Onam Cards Night" in out
    code, out, err = run(
        capsys,
        "competition",
        "add",
        event_target,
        "--name",
        "Rummy final",
        "--game",
        "rummy",
        "--set",
        "target=230",
        "--set",
        "max_deals=none",
    )
    assert code == 0, err
    assert "target=230" in out and "max_deals=None" in out
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.events import event_info

    desk = Desk.open(event_target)
    comp = event_info(desk).competitions[0]
    desk.close()
    assert (comp.name, comp.game, comp.settings["target"], comp.settings["max_deals"]) == (
        "Rummy final",
        "rummy",
        230,
        None,
    )


def test_refusals_exit_2_and_change_nothing(capsys, tmp_path):
    target = str(tmp_path / "e.cardnight")
    assert run(capsys, "event", "new", target, "--name", "N", "--date", "2026-09-05")[0] == 0
    code, _, err = run(capsys, "event", "new", target, "--name", "Again", "--date", "2026-09-05")
    assert code == 2 and "already exists" in err
    code, _, err = run(
        capsys, "event", "new", str(tmp_path / "f.cardnight"), "--name", "N", "--date", "5 Sept"
    )
    assert code == 2 and "YYYY-MM-DD" in err and not (tmp_path / "f.cardnight").exists()
    code, _, err = run(capsys, "competition", "add", target, "--name", "X", "--game", "snap")
    assert code == 2 and "not a game" in err
    code, _, err = run(
        capsys,
        "competition",
        "add",
        target,
        "--name",
        "X",
        "--game",
        "rummy",
        "--set",
        "target=lots",
        "--set",
        "colour=red",
    )
    assert code == 2 and "target" in err and "colour" in err
    run(capsys, "competition", "add", target, "--name", "X", "--game", "28")
    code, _, err = run(capsys, "competition", "add", target, "--name", "X", "--game", "28")
    assert code == 2 and "already a competition named 'X'" in err
    code, _, err = run(
        capsys, "competition", "add", str(tmp_path / "nope.cardnight"), "--name", "X", "--game", "28"
    )
    assert code == 2 and "no event file" in err


def test_gui_smoke_exits_zero_offscreen(tmp_path):
    env_target = tmp_path / "s.cardnight"
    assert main(["event", "new", str(env_target), "--name", "Smoke", "--date", "2026-01-01"]) == 0
    for extra in ([], [str(env_target)]):
        done = subprocess.run(
            [sys.executable, "-m", "cardnight_desk", "gui", "--smoke", *extra],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr


def test_gui_smoke_with_a_bad_event_says_why(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "gui", "--smoke", str(tmp_path / "x.cardnight")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "no event file" in done.stderr and "Traceback" not in done.stderr
