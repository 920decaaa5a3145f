"""``draw EVENT --competition NAME``: the next round, ``--show N`` and ``--redraw N`` print the round as JSON;
a competition or round that is not there is refused with exit 2."""

from __future__ import annotations

import json

from cardnight_desk.cli import main
from tests.services.builders import bhukhar_event


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_draw_show_and_redraw_print_the_round(capsys, tmp_path):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"]).close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar")
    assert code == 0, err
    assert json.loads(out)["round"] == 1
    code, out, _ = run(capsys, "draw", target, "--competition", "Bhukhar", "--show")
    assert code == 0
    first = json.loads(out)
    code, out, _ = run(capsys, "draw", target, "--competition", "Bhukhar", "--show", "1")
    assert code == 0 and json.loads(out) == first
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar", "--redraw", "1", "--seed", "12")
    assert code == 0, err
    again = json.loads(out)
    assert (again["round"], again["seed"]) == (1, 12)
    assert {s["team"] for t in again["tables"] for s in t["seats"]} == {"Bears", "Lions", "Tigers", "Wolves"}


def test_draw_refusals_exit_2(capsys, tmp_path):
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers"]).close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar", "--show")
    assert code == 2 and out == "" and "no round drawn yet" in err
    code, out, err = run(capsys, "draw", target, "--competition", "Snooker")
    assert code == 2 and out == "" and "Snooker" in err
    assert run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "3")[0] == 0
    code, _, err = run(capsys, "draw", target, "--competition", "Bhukhar", "--show", "4")
    assert code == 2 and "no round 4" in err
