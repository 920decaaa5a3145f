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


def test_a_draw_past_the_competition_end_exits_2_with_one_line(capsys, tmp_path):
    from cardnight_desk.services import draws, progress, scores
    from cardnight_desk.services.desk import Desk
    from tests.services.builders import bhukhar_sheet

    target = str(tmp_path / "e.cardnight")
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"], {"rounds": 1})
    view = draws.draw_next_round(desk, "Bhukhar", seed=1)
    for table in view.tables:
        scores.enter_sheet(desk, "Bhukhar", 1, table.table, bhukhar_sheet(*table.entrants), confirm=True)
    desk.close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "Bhukhar has its 1 planned round; reopen it or raise its rounds to draw another" in err
    desk = Desk.open(target)
    progress.close_competition(desk, "Bhukhar")
    desk.close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "Bhukhar is closed; reopen it to draw" in err
    desk = Desk.open(target)
    assert draws.round_numbers(desk, "Bhukhar") == [1]
    desk.close()
