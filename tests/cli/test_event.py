"""Setting an event up from the command line: ``event new`` and ``competition add``, exit 0 or a refusal with
exit 2 that changes nothing."""

from __future__ import annotations

import json

from cardnight_desk.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


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


def test_competition_add_takes_any_game_the_desk_runs_and_names_them_when_refusing(capsys, tmp_path):
    from cardnight_desk.domain.games import register, unregister
    from tests.toy_game import GAME

    target = str(tmp_path / "e.cardnight")
    assert run(capsys, "event", "new", target, "--name", "Night", "--date", "2026-09-05")[0] == 0
    code, _, err = run(capsys, "competition", "add", target, "--name", "Snap", "--game", "snap")
    assert code == 2 and "'snap' is not a game the desk runs" in err and "28" in err and err.count("\n") == 1
    register(GAME)  # a game added to the desk is accepted at once: no list of ids in the parser
    try:
        code, out, err = run(capsys, "competition", "add", target, "--name", "Duels", "--game", GAME.id)
    finally:
        unregister(GAME.id)
    assert code == 0 and "Duels" in out, err


def test_competition_close_and_reopen_say_where_it_stands(night, capsys):
    code, out, _ = run(capsys, "standings", str(night), "--competition", "Bhukhar")
    assert code == 0 and out.splitlines()[0] == "Bhukhar: after round 1 — provisional"
    code, out, err = run(
        capsys, "competition", "close", str(night), "--name", "Bhukhar", "--why", "time is up"
    )
    assert (code, out) == (0, "Closed 'Bhukhar': its standings are its final results\n"), err
    code, out, _ = run(capsys, "standings", str(night), "--competition", "Bhukhar")
    assert out.splitlines()[0] == "Bhukhar: final"
    code, out, err = run(capsys, "competition", "close", str(night), "--name", "Bhukhar")
    assert code == 2 and "already closed" in err
    code, out, _ = run(capsys, "history", str(night), "--json")
    assert json.loads(out)[0]["why"] == "time is up"
    code, out, _ = run(capsys, "competition", "reopen", str(night), "--name", "Bhukhar")
    assert code == 0 and out == "Reopened 'Bhukhar': after round 1 — provisional\n"
    assert run(capsys, "competition", "reopen", str(night), "--name", "Pumas")[0] == 2
