"""A judge's penalty at a table (EV-4): the PIN, the judge, the rule, an entrant seated there; scored with a
Bhukhar sheet (BH-6) and kept in the history."""

from __future__ import annotations

import pytest

from cardnight_desk.services import history, judges, penalties, scores, standings
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.judges import PinRefused
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


@pytest.fixture
def desk(event_target):
    d = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(d, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    yield d
    d.close()


def test_ev4_penalty_needs_the_pin_and_is_scored_by_bh6(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    with pytest.raises(PinRefused, match="no judge PIN"):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin=None)
    judges.set_pin(desk, "2468")
    with pytest.raises(PinRefused, match="needs the judge PIN"):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin=None)
    penalties.add_penalty(
        desk,
        "Bhukhar",
        1,
        "1",
        "Tigers",
        50,
        "19.3",
        "Mr Shah",
        pin="2468",
        note="asked card count out of turn",
    )
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 700  # award_opponent: the claiming team gets the 50 (BH-6)
    change = history.list_changes(desk, action_prefix="penalty")[0]
    assert change.who == "Mr Shah" and "rule 19.3" in change.summary


@pytest.mark.parametrize(
    ("entrant", "points", "rule", "judge", "message"),
    [
        ("Tigers", 50, "19.3", " ", "needs the judge's name"),
        ("Tigers", 50, "", "Mr Shah", "needs the rule number"),
        ("Tigers", 0, "19.3", "Mr Shah", "whole number above 0, not '0'"),
        ("Tigers", True, "19.3", "Mr Shah", "whole number above 0"),
        ("Bears", 50, "19.3", "Mr Shah", r"'Bears' is not seated at table 1 \(seated: Lions, Tigers\)"),
    ],
)
def test_a_penalty_is_refused_without_what_it_needs(desk, entrant, points, rule, judge, message):
    judges.set_pin(desk, "2468")
    with pytest.raises(Refusal, match=message):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", entrant, points, rule, judge, pin="2468")
    assert history.list_changes(desk, action_prefix="penalty") == []


def test_a_penalty_before_the_sheet_is_scored_when_the_sheet_comes(desk):
    judges.set_pin(desk, "2468")
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin="2468")
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert info.result["teams"]["Lions"]["score"] == 700
    assert (
        info.sheet["penalties"] == []
    )  # the sheet is stored as typed; the desk's penalty stays with the table
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 700
