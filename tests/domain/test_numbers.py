"""Numbers as the desk is handed them (issue 33.8): a number too long for Python to show, given to the scoring
engine from Python, is refused at its place like any other bad value; a typed badge number is read only when
written in the digits 0-9 and short enough to be one."""

from __future__ import annotations

import pytest

from cardnight_desk import score_sheet
from cardnight_desk.domain.numbers import path_to, too_long, typed_number

HUGE = 10**5000


@pytest.mark.parametrize(
    "sheet, path",
    [
        ({"game": "rummy-table", "target": HUGE, "players": ["A", "B"], "deals": []}, "target"),
        ({"game": "rummy-hand", "cards": [], "wild": None, "packs": -HUGE}, "packs"),
        ({"game": "baccarat-odds", "decks": HUGE}, "decks"),
        (
            {"game": "28-match", "teams": ["A", "B"], "deals": [{"bid": HUGE}], "coin_toss": None},
            "deals.0.bid",
        ),
        ({"game": HUGE}, "game"),
        ({"game": "baccarat-hand", "variant": HUGE, "cards": [], "bets": []}, "variant"),
    ],
)
def test_a_number_too_long_to_show_is_refused_at_its_place(sheet, path):
    result = score_sheet(sheet)
    assert result["valid"] is False
    assert result["errors"] == [
        {
            "path": path,
            "message": "this number has more than 4300 digits, far more than any figure the desk keeps",
        }
    ]


def test_a_long_number_that_can_be_shown_keeps_its_ruling():
    result = score_sheet({"game": "rummy-table", "target": 10**40, "players": ["A", "B"], "deals": []})
    assert "RU-7" in result["errors"][0]["message"]


def test_the_path_is_the_first_in_the_document_s_order():
    doc = {"a": [1, {"b": HUGE}], "c": HUGE}
    assert path_to(doc, too_long) == "a.1.b"
    assert path_to(HUGE, too_long) == "(sheet)" and path_to({"a": 1}, too_long) is None
    assert not too_long(True) and not too_long(10**4000) and too_long(-HUGE)


@pytest.mark.parametrize(
    "text, number",
    [
        ("12", 12),
        (" 0012 ", 12),
        ("9" * 18, int("9" * 18)),
        ("9" * 19, None),
        ("9" * 5000, None),
        ("²", None),
        ("٣", None),
        ("-3", None),
        ("", None),
        ("1.5", None),
    ],
)
def test_a_typed_number_is_written_in_0_to_9_and_short_enough_to_be_one(text, number):
    assert typed_number(text) == number
