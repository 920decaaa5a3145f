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
    assert "Bhukhar has its 1 planned round; raise its rounds to draw another" in err
    desk = Desk.open(target)
    progress.close_competition(desk, "Bhukhar")
    desk.close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "Bhukhar is closed; reopen it to draw" in err
    desk = Desk.open(target)
    assert draws.round_numbers(desk, "Bhukhar") == [1]
    desk.close()


def test_the_round_is_printed_as_the_json_module_indents_it(capsys, tmp_path):
    # the printed text is json.dumps(..., indent=2) character for character: names with quotes, accents and
    # characters outside the Basic Multilingual Plane, unseated players (null), byes and empty lists
    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ['Lions "A"', "Tigres à l'eau", "Bears 🐻", "Wolves\\1", "Owls"]).close()
    code, out, err = run(capsys, "draw", target, "--competition", "Bhukhar", "--seed", "4")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["byes"] and out == json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def test_round_text_writes_what_json_writes_or_leaves_it_to_json():
    from cardnight_desk.cli.draws import round_text

    docs = [
        {"round": 1, "seed": 0, "tables": [], "byes": []},
        {"a": [1, [2, []], {}], "b": {"c": None, "d": True, "e": False, "f": -7}, "g": 'x\ny\t"\u00e9\u2028'},
        [],
        {},
        "text",
        [{"seat": 1, "player": None, "team": "Ü"}, {"seat": 2, "player": "p", "team": None}],
        [{"k": 1, "b": True, '\u00e9"': [None]}, {"k": "x", "b": {"k": False}, '\u00e9"': []}],  # keys again
        (1, 2),
    ]
    for doc in docs:
        assert round_text(doc) == json.dumps(doc, ensure_ascii=False, indent=2), doc
    assert round_text({"x": 1.5}) is None  # a float: json writes it
    assert round_text({1: "a"}) is None  # a key that is not text
    assert round_text([{"a": 1}, {"a": 2, 3: 4}]) is None  # a key that is not text after keys already written


def test_draw_show_reads_the_round_from_the_event_file_in_a_process_of_its_own(tmp_path):
    import subprocess
    import sys

    target = str(tmp_path / "e.cardnight")
    bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves", "Eagles"]).close()
    assert main(["draw", target, "--competition", "Bhukhar", "--seed", "4"]) == 0
    code = (
        "import sys\n"
        "from cardnight_desk.cli import main\n"
        f"status = main(['draw', {target!r}, '--competition', 'Bhukhar', '--show'])\n"
        "print(status, file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stderr.strip().splitlines()[-1] == "0", done.stderr
    shown = json.loads(done.stdout)
    assert (shown["round"], shown["seed"], len(shown["byes"])) == (1, 4, 1)
    seated = {s["team"] for t in shown["tables"] for s in t["seats"]}
    assert seated | set(shown["byes"]) == {"Lions", "Tigers", "Bears", "Wolves", "Eagles"}
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("e.cardnight-")] == []  # no -wal, -shm


def test_te7_a_level_knockout_match_is_refused_a_next_round_with_exit_2_and_nothing_stored(capsys, tmp_path):
    from cardnight_desk.services import draws, scores
    from tests.services.builders import competition_with_teams, match_28

    target = str(tmp_path / "e.cardnight")
    desk = bhukhar_event(target, ["X", "Y"])
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur", "Kollam"])
    view = draws.draw_next_round(desk, "28 cup", seed=1)
    (a, b), (c, d) = (t.entrants for t in view.tables)
    level = [{"bidder": t, "bid": 16, "bidder_points": 20} for t in [a, b] * 6]  # 6-6 after 12 deals
    scores.enter_sheet(desk, "28 cup", 1, "1", match_28(a, b, a) | {"deals": level}, confirm=True)
    scores.enter_sheet(desk, "28 cup", 1, "2", match_28(c, d, c), confirm=True)
    desk.close()
    code, out, err = run(capsys, "draw", target, "--competition", "28 cup")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "round 1 table 1 has no winner" in err and "(ruling TE-7)" in err
    code, out, _ = run(capsys, "draw", target, "--competition", "28 cup", "--show")
    assert code == 0 and json.loads(out)["round"] == 1  # no round 2 was stored
    code, out, _ = run(capsys, "standings", target, "--competition", "28 cup", "--json")
    rows = json.loads(out)
    assert rows["status"] == "round 1 under way — provisional" and rows["provisional"] is True
    got = [(r["place"], r["team"], r["played"], r.get("still_in", False)) for r in rows["standings"]]
    level = sorted([(1, a, 0, True), (1, b, 0, True)], key=lambda r: r[1])
    assert got == [(1, c, 1, True), *level, (3, d, 1, False)]  # nobody placed first; the loser 3rd
