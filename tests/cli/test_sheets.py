"""``score SHEET``, ``rummy-hand`` and ``baccarat-odds``: the sheet is read from a file or standard input and a
sheet that cannot be read is refused with exit 2 and the JSON error shape (each game's sheets are in
``test_sheets_<game>.py``)."""

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
