"""``links EVENT --competition NAME [--round N] [--json]``: each side's entry link, one line per side or the
round's links as JSON; a competition, round or game without table sheets is refused in one line, exit 2."""

from __future__ import annotations

import json
import re

from cardnight_desk.cli import main
from cardnight_desk.services import table_entry
from cardnight_desk.services.desk import Desk
from tests.services.builders import competition_with_players


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_links_print_one_line_per_side_and_the_same_links_again(capsys, night):
    code, out, err = run(capsys, "links", str(night), "--competition", "Bhukhar")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 2
    for line in lines:
        assert re.fullmatch(r"table 1  (Lions|Tigers)  /entry/[A-Za-z0-9_-]{32}", line), line
    assert {line.split("  ")[1] for line in lines} == {"Lions", "Tigers"}
    code, again, _ = run(capsys, "links", str(night), "--competition", "Bhukhar", "--round", "1")
    assert code == 0 and again == out  # made once, given again


def test_links_as_json_are_the_round_links_document(capsys, night):
    code, out, err = run(capsys, "links", str(night), "--competition", "Bhukhar", "--json")
    assert code == 0, err
    doc = json.loads(out)
    desk = Desk.open(str(night))
    try:
        assert doc == table_entry.round_links(desk, "Bhukhar", 1).to_json()
    finally:
        desk.close()
    assert doc["round"] == 1 and [t["table"] for t in doc["tables"]] == ["1"]
    sides = doc["tables"][0]["sides"]
    assert sorted(s["side"] for s in sides) == ["Lions", "Tigers"]
    assert all(re.fullmatch(r"/entry/[A-Za-z0-9_-]{32}", s["path"]) for s in sides)


def test_links_refusals_are_one_line_and_exit_2(capsys, night):
    code, out, err = run(capsys, "links", str(night), "--competition", "Bhukhar", "--round", "4")
    assert (code, out) == (2, "") and err.strip() == "cardnight-desk: 'Bhukhar' has no round 4 yet"
    code, out, err = run(capsys, "links", str(night), "--competition", "Chess")
    assert code == 2 and out == "" and "no competition 'Chess'" in err and len(err.splitlines()) == 1
    desk = Desk.open(str(night))
    competition_with_players(desk, "Poker", "poker", 4)
    competition_with_players(desk, "Baccarat", "baccarat", 4)
    desk.close()
    code, out, err = run(capsys, "links", str(night), "--competition", "Baccarat")
    assert code == 2 and out == "" and "its own desk" in err and len(err.splitlines()) == 1
    code, out, err = run(capsys, "links", str(night), "--competition", "Poker")
    assert code == 2 and out == "" and "seats of 'Poker' have not been drawn yet" in err
    code, out, err = run(capsys, "links", str(night), "--competition", "Poker", "--round", "2")
    assert code == 2 and out == "" and "played as one round" in err
    code, out, err = run(capsys, "links", str(night), "--competition", "Bhukhar", "--round", "0")
    assert code == 2 and out == "" and len(err.splitlines()) == 1
