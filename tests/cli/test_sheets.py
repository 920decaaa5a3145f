"""``score SHEET``, ``rummy-hand`` and ``baccarat-odds``: the sheet is read from a file or standard input and a
sheet that cannot be read is refused with exit 2 and the JSON error shape (each game's sheets are in
``test_sheets_<game>.py``); ``score --template GAME`` prints the game's blank sheet of each kind."""

from __future__ import annotations

import json
import sys

import pytest

from cardnight_desk.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


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


KINDS = [
    *(
        "bhukhar",
        "bhukhar-competition",
        "bukharo",
        "bukharo-session",
        "28-match",
        "rummy-table",
        "rummy-deal",
    ),
    *("rummy-hand", "poker-tournament", "poker-balance", "baccarat-hand", "baccarat-odds"),
]


@pytest.mark.parametrize("kind", KINDS)
def test_score_template_prints_the_game_s_blank_sheet_of_each_kind(capsys, tmp_path, kind):
    from cardnight_desk.domain.games import find_sheet_kind

    code, out, err = run(capsys, "score", "--template", kind)
    assert code == 0 and err == ""
    blank = json.loads(out)
    game, _ = find_sheet_kind(kind)
    assert blank == json.loads(json.dumps(game.sheet_template(kind))) and blank["game"] == kind
    path = tmp_path / "blank.json"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "score", str(path))  # scored as it is: a result, or every field to fill in
    assert code in (0, 2) and "valid" in json.loads(out)


@pytest.mark.parametrize(
    "game, kind",
    [("bhukhar", "bhukhar"), ("28", "28-match"), ("rummy", "rummy-table"), ("poker", "poker-tournament")],
)
def test_score_template_of_a_game_is_the_sheet_its_tables_hand_in(capsys, game, kind):
    code, out, _ = run(capsys, "score", "--template", game)
    assert code == 0 and json.loads(out)["game"] == kind


def test_a_blank_bhukhar_sheet_shows_the_choices_to_make(capsys):
    code, out, _ = run(capsys, "score", "--template", "bhukhar")
    assert code == 0
    blank = json.loads(out)
    assert blank["ended_by"] == "closed | stock | time" and list(blank["teams"]) == ["Team A", "Team B"]


def test_score_template_of_an_unknown_game_lists_the_kinds(capsys):
    code, out, err = run(capsys, "score", "--template", "snap")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "'snap' is not a sheet kind" in err and "28-match" in err and "games: bhukhar" in err
    code, _, err = run(capsys, "score", "sheet.json", "--template", "28")
    assert code == 2 and "not both" in err
    code, _, err = run(capsys, "score")
    assert code == 2 and "--template GAME" in err
