"""Entering sheets, confirming, judges' penalties and edits, conflicts, standings — on real stores."""

from __future__ import annotations

import pytest

from cardnight_desk.services import history, judges, scores, standings
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.judges import PinRefused
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


@pytest.fixture
def desk(event_target):
    d = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(d, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    yield d
    d.close()


def test_valid_sheet_is_stored_as_a_draft_and_scored(desk):
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert info.status == "draft" and info.version == 1
    assert info.result["teams"]["Lions"] == {
        "score": 650,
        "master": 2,
        "bonus": 3,
    }  # the spec example less its penalty
    assert info.result["teams"]["Tigers"]["score"] == -290
    assert standings.standings(desk, "Bhukhar").sheets_counted == 0  # drafts do not count yet
    confirmed = scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    assert confirmed.status == "confirmed"
    table = standings.standings(desk, "Bhukhar")
    assert [(r.place, r.name) for r in table.rows][:1] == [(1, "Lions")]
    assert table.rows[0].value("master") == 2


def test_invalid_sheet_is_refused_with_every_problem_and_nothing_stored(desk):
    sheet = bhukhar_sheet("Lions", "Tigers")
    sheet["teams"]["Tigers"]["closed"]["sequence"] = 1  # BH-5: no licence, nothing on the table
    sheet["ended_by"] = "finished"
    with pytest.raises(Refusal) as err:
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet)
    paths = {e["path"] for e in err.value.errors}
    assert "ended_by" in paths and any(p.startswith("teams.Tigers") for p in paths)
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None


def test_stale_save_is_a_conflict_showing_both_versions(desk):
    first = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    scores.enter_sheet(
        desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers", 3), expected_version=first.version
    )
    with pytest.raises(Conflict) as err:
        scores.enter_sheet(
            desk, "Bhukhar", 1, "1", bhukhar_sheet("Tigers", "Lions"), expected_version=first.version
        )
    assert err.value.theirs["teams"]["Lions"]["hand_cards"]["low"] == 3
    assert err.value.mine["teams"]["Tigers"]["licence"] is True
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").sheet["teams"]["Lions"]["hand_cards"]["low"] == 3


def test_confirmed_sheet_changes_only_through_a_judge_with_the_pin(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    with pytest.raises(Refusal, match="already confirmed"):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Tigers", "Lions"))
    judges.set_pin(desk, "2468")
    with pytest.raises(PinRefused):
        scores.edit_confirmed(
            desk,
            "Bhukhar",
            1,
            "1",
            bhukhar_sheet("Tigers", "Lions"),
            judge="Mr Shah",
            pin="1111",
            why="sheet had the teams swapped",
        )
    info = scores.edit_confirmed(
        desk,
        "Bhukhar",
        1,
        "1",
        bhukhar_sheet("Tigers", "Lions"),
        judge="Mr Shah",
        pin="2468",
        why="sheet had the teams swapped",
    )
    assert info.result["winner"] == "Tigers"
    change = history.list_changes(desk, action_prefix="sheet.judge_edit")[0]
    assert change.who == "Mr Shah" and change.why == "sheet had the teams swapped"
    assert change.before["sheet"]["teams"]["Lions"]["licence"] is True
    assert change.after["sheet"]["teams"]["Tigers"]["licence"] is True
