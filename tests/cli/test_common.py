"""What every command shares: reading a sheet (or the refusal document saying why not), a service's refusal
on standard error, and where the judge PIN comes from."""

from __future__ import annotations

import argparse
import io
import sys

from cardnight_desk.cli.common import PIN_ENV, judge_pin, read_sheet, refused
from cardnight_desk.services.errors import Refusal


def test_read_sheet_from_a_file_with_or_without_a_byte_order_mark(tmp_path):
    path = tmp_path / "sheet.json"
    path.write_text('{"game": "28-match"}', encoding="utf-8-sig")
    assert read_sheet(str(path)) == ({"game": "28-match"}, None)


def test_read_sheet_from_standard_input(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"game": "bhukhar"}'))
    assert read_sheet("-") == ({"game": "bhukhar"}, None)


def test_a_sheet_that_cannot_be_read_gives_the_refusal_document(tmp_path):
    binary = tmp_path / "photo.json"
    binary.write_bytes(b"\xff\xd8\xff\xe0 not text")
    sheet, refusal = read_sheet(str(binary))
    assert sheet is None
    assert refusal == {
        "valid": False,
        "errors": [{"path": "(sheet)", "message": f"'{binary}' is not a text file (expected UTF-8 JSON)"}],
    }
    broken = tmp_path / "broken.json"
    broken.write_text('{"game":\n  }', encoding="utf-8")
    _, refusal = read_sheet(str(broken))
    assert refusal is not None
    assert (
        refusal["errors"][0]["message"].startswith("not valid JSON: ")
        and "line 2" in refusal["errors"][0]["message"]
    )


def test_a_refusal_names_each_problem_once_and_exits_2(capsys):
    err = Refusal(
        "2 rows are refused", [{"path": "row 3", "message": "no name"}, {"path": "row 5", "message": "born?"}]
    )
    assert refused(err) == 2
    assert capsys.readouterr().err == "cardnight-desk: 2 rows are refused\n  row 3: no name\n  row 5: born?\n"
    assert refused(Refusal("no event file", [{"path": "", "message": "no event file"}])) == 2
    assert capsys.readouterr().err == "cardnight-desk: no event file\n"


def test_the_judge_pin_comes_from_the_option_then_the_environment(monkeypatch):
    monkeypatch.setenv(PIN_ENV, "4321")
    assert judge_pin(argparse.Namespace(pin="1234")) == "1234"
    assert judge_pin(argparse.Namespace(pin=None)) == "4321"
    monkeypatch.delenv(PIN_ENV)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # not a terminal: nobody to ask
    assert judge_pin(argparse.Namespace()) is None
