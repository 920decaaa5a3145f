"""Double entry: the first entry waits as a draft, a blind second entry confirms it only when both agree."""

from __future__ import annotations

import pytest

from cardnight_desk.services import double_entry, history, scores, standings
from cardnight_desk.services.errors import Conflict, Refusal
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


@pytest.fixture
def desk(event_target):
    d = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"], {"double_entry": True})
    add_round(d, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    yield d
    d.close()


def test_differences_name_every_field_by_its_sheet_path():
    first = bhukhar_sheet("Lions", "Tigers")
    second = bhukhar_sheet("Lions", "Tigers", winner_low_in_hand=3)
    second["teams"]["Tigers"]["natodiu"] = True
    second["penalties"] = [{"team": "Tigers", "points": 50, "rule": "19.3"}]
    found = double_entry.differences(first, second)
    assert [(d.path, d.first, d.second) for d in found] == [
        ("teams.Lions.hand_cards.low", 2, 3),
        ("teams.Tigers.natodiu", False, True),
        ("penalties.0", None, {"team": "Tigers", "points": 50, "rule": "19.3"}),
    ]
    assert double_entry.differences(first, bhukhar_sheet("Lions", "Tigers")) == []
    assert double_entry.differences({"a": 1}, {"a": True}) == [double_entry.Difference("a", 1, True)]


def test_first_entry_waits_and_a_matching_second_entry_confirms(desk):
    desk.who = "Asha"
    first = double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert first.stage == double_entry.FIRST_STORED and first.sheet.status == "draft"
    state = double_entry.state(desk, "Bhukhar", 1, "1")
    assert (state.stage, state.first_by) == (double_entry.AWAITING_SECOND, "Asha")
    assert standings.standings(desk, "Bhukhar").sheets_counted == 0
    desk.who = "Ben"
    second = double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert second.stage == double_entry.AGREED and second.sheet.status == "confirmed"
    assert standings.standings(desk, "Bhukhar").sheets_counted == 1
    agreed = history.list_changes(desk, action_prefix="double_entry")[0]
    assert agreed.who == "Ben" and "first entry by Asha" in agreed.summary


def test_a_differing_second_entry_stores_nothing_until_the_two_agree(desk):
    double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    typo = double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers", winner_low_in_hand=3))
    assert typo.stage == double_entry.DIFFERS
    assert [(d.path, d.first, d.second) for d in typo.differences] == [("teams.Lions.hand_cards.low", 2, 3)]
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").status == "draft"
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").version == typo.sheet.version
    fixed = double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert fixed.stage == double_entry.AGREED


def test_replacing_a_wrong_first_entry_needs_another_blind_entry(desk):
    first = double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    right = bhukhar_sheet("Lions", "Tigers", winner_low_in_hand=3)
    replaced = double_entry.replace_first(
        desk, "Bhukhar", 1, "1", right, expected_version=first.sheet.version
    )
    assert replaced.stage == double_entry.FIRST_STORED and replaced.sheet.status == "draft"
    with pytest.raises(Conflict):  # someone compared against the old first entry
        double_entry.replace_first(desk, "Bhukhar", 1, "1", right, expected_version=first.sheet.version)
    assert double_entry.enter(desk, "Bhukhar", 1, "1", right).stage == double_entry.AGREED


def test_an_invalid_entry_is_refused_before_any_comparison(desk):
    sheet = bhukhar_sheet("Lions", "Tigers")
    sheet["teams"]["Tigers"]["closed"]["sequence"] = 1  # BH-5: no licence, nothing on the table
    with pytest.raises(Refusal) as err:
        double_entry.enter(desk, "Bhukhar", 1, "1", sheet)
    assert "teams.Tigers.closed.sequence" in {e["path"] for e in err.value.errors}
    assert double_entry.state(desk, "Bhukhar", 1, "1").stage == double_entry.MISSING


def test_double_entry_only_where_the_setting_is_on(event_target):
    desk = bhukhar_event(event_target, ["A", "B"])
    add_round(desk, 1, [("A", "B")])
    assert not double_entry.is_on(desk, "Bhukhar")
    with pytest.raises(Refusal, match="does not use double entry"):
        double_entry.enter(desk, "Bhukhar", 1, "1", bhukhar_sheet("A", "B"))
    desk.close()
