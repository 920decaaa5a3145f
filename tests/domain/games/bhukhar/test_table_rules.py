"""A Bhukhar sheet as its table reads it: the competition's penalty mode and the judges' penalties (BH-6)."""

from __future__ import annotations

from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.base import TableFacts
from cardnight_desk.domain.games.bhukhar.game import GAME
from cardnight_desk.domain.games.bhukhar.table_rules import table_sheet

SHEET = {
    "game": "bhukhar",
    "ended_by": "closed",
    "teams": {},
    "penalties": [{"team": "B", "points": 10, "rule": "1"}],
}
PENALTY = {"entrant": "A", "points": 50, "rule": "19.3", "note": "out of turn"}


def test_bh6_the_competitions_penalty_mode_is_filled_in():
    out = table_sheet(SHEET, {"penalty_mode": "deduct_offender"}, TableFacts("1", ("A", "B")))
    assert out["settings"] == {"penalty_mode": "deduct_offender"}
    assert "settings" not in SHEET  # the sheet handed in is left as it was


def test_bh6_a_sheet_giving_its_own_settings_keeps_them():
    own = SHEET | {"settings": {"penalty_mode": "award_opponent"}}
    out = table_sheet(own, {"penalty_mode": "deduct_offender"}, TableFacts("1", ("A", "B")))
    assert out["settings"] == {"penalty_mode": "award_opponent"}


def test_bh6_the_judges_penalties_at_the_table_follow_the_sheets_own():
    out = table_sheet(SHEET, {}, TableFacts("1", ("A", "B"), penalties=(PENALTY,)))
    assert out["penalties"] == [
        {"team": "B", "points": 10, "rule": "1"},
        {"team": "A", "points": 50, "rule": "19.3", "note": "out of turn"},
    ]
    assert SHEET["penalties"] == [{"team": "B", "points": 10, "rule": "1"}]


def test_bh6_a_penalties_field_that_is_no_list_is_left_for_the_rules_to_refuse():
    bad = SHEET | {"penalties": "none"}
    out = GAME.table_sheet(bad, {}, TableFacts("1", ("A", "B"), penalties=(PENALTY,)))
    assert out["penalties"] == "none"
    assert any(e["path"] == "penalties" for e in evaluate(out)["errors"])
