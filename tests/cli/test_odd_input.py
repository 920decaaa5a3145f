"""Odd input ends in one line naming what and where, never "unexpected error" (issue 33.8): a number in a
sheet too long for Python to read (5,000 digits) is refused at its field's path; a badge number written in
5,000 digits or in digits that are not 0-9 is a name that matches no one; a date of birth that is no date,
and a registration a judge could admit, are one line each."""

from __future__ import annotations

import json

import pytest

from cardnight_desk.cli import main
from tests.cli.conftest import content, sha256
from tests.services.builders import bhukhar_sheet

LONG = "9" * 5000  # more digits than Python reads as a number at once (4,300)


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and err.startswith("cardnight-desk"), err
    assert "unexpected error" not in err and "Traceback" not in err, err
    return err


SHEETS = {  # a sheet, where the number goes, and the number
    "a bhukhar count": (
        bhukhar_sheet("Lions", "Tigers"),
        ("teams", "Lions", "closed", "sequence"),
        LONG,
    ),
    "a rummy target": (
        {"game": "rummy-table", "target": 0, "players": ["A", "B"], "deals": []},
        ("target",),
        LONG,
    ),
    "a 28 bid": (
        {"game": "28-match", "teams": ["A", "B"], "deals": [{"bid": 0}], "coin_toss": None},
        ("deals", 0, "bid"),
        LONG,
    ),
    "a baccarat stake, negative": (
        {
            "game": "baccarat-hand",
            "variant": "mini",
            "cards": [],
            "bets": [{"seat": 1, "on": "banker", "stake": 0}],
        },
        ("bets", 0, "stake"),
        "-" + LONG,
    ),
}


def with_long_number(sheet: dict, where: tuple, digits: str) -> str:
    """The sheet as JSON with the number at ``where`` written as ``digits``."""
    target = sheet
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = 123456789
    return json.dumps(sheet).replace("123456789", digits)


@pytest.mark.parametrize("sheet, where, digits", SHEETS.values(), ids=SHEETS.keys())
def test_a_number_of_5000_digits_in_a_sheet_is_refused_at_its_path(sheet, where, digits, capsys, tmp_path):
    path = tmp_path / "sheet.json"
    path.write_text(with_long_number(sheet, where, digits), encoding="utf-8")
    code, out, err = run(capsys, "score", path)
    assert code == 2 and err == ""
    (problem,) = json.loads(out)["errors"]
    assert problem["path"] == ".".join(str(k) for k in where)
    assert "more than 4300 digits" in problem["message"]


def test_enter_refuses_a_sheet_with_a_number_of_5000_digits_before_opening_the_event(night, capsys, tmp_path):
    path = tmp_path / "sheet.json"
    path.write_text(
        with_long_number(bhukhar_sheet("Lions", "Tigers"), ("teams", "Tigers", "hand_cards", "low"), LONG),
        encoding="utf-8",
    )
    before = sha256(night)
    code, out, err = run(
        capsys, "enter", night, "--competition", "Bhukhar", "--round", "1", "--table", "1", path
    )
    assert code == 2 and "Traceback" not in err and "unexpected error" not in err
    (problem,) = json.loads(out)["errors"]
    assert problem["path"] == "teams.Tigers.hand_cards.low" and "4300 digits" in problem["message"]
    assert sha256(night) == before


@pytest.mark.parametrize("badge", [LONG, "#" + LONG, "²", "٣"], ids=["5000 digits", "#5000 digits", "²", "٣"])
def test_a_badge_number_no_one_can_have_is_a_name_that_matches_no_one(badge, night, capsys):
    before = content(night)
    code, _, err = run(capsys, "rename", night, "player", badge, "Someone")
    assert code == 2 and "there is no player" in one_line(err)
    argv = ["register", night, "--competition", "Bhukhar", "--team", "Owls", "--members", f"{badge};Lions;x"]
    code, _, err = run(capsys, *argv)
    assert code == 2 and "unexpected error" not in err and "Traceback" not in err
    assert "no player named" in err
    assert content(night) == before


@pytest.mark.parametrize(
    "born", ["1990-02-31", "31/12/1990", "", LONG], ids=["31 February", "day first", "empty", "5000 digits"]
)
def test_a_date_of_birth_that_is_no_date_is_one_line(born, night, capsys):
    argv = ["register", night, "--competition", "Bhukhar", "--player", "Asha", "--born", born]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert "YYYY-MM-DD" in one_line(err) and len(err) < 200


def test_a_registration_a_judge_could_admit_says_so_on_the_same_line(night, capsys):
    argv = ["competition", "add", night, "--name", "Rummy", "--game", "rummy"]
    assert run(capsys, *argv)[0] == 0
    code, _, err = run(
        capsys, "register", night, "--competition", "Rummy", "--player", "Vinod", "--born", "1980-01-01"
    )
    assert code == 2 and "community-eligibility" in one_line(err) and "--judge NAME --reason TEXT" in err
