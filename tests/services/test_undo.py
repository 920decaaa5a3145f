"""Undoing the last score change: a new history row, only while it is safe, a judge's action where it touches
a confirmed result (EV-4)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from cardnight_desk.services import history, judges, penalties, scores, standings, undo
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.judges import PinRefused
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet

PIN = "2468"


@pytest.fixture
def desk(event_target):
    d = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(d, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    judges.set_pin(d, PIN)
    yield d
    d.close()


def test_nothing_to_undo_on_a_new_event(desk):
    assert undo.undo_plan(desk) is None and not undo.can_undo(desk)
    with pytest.raises(Refusal, match="no score change"):
        undo.undo_last(desk)


def test_undoing_a_draft_entry_removes_it_and_keeps_the_history(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    plan = undo.undo_plan(desk)
    assert plan.change.action == "sheet.enter" and not plan.needs_pin
    change = undo.undo_last(desk, expected=plan.change.id, why="typed on the wrong table")
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None
    assert change.action == "undo.sheet.enter" and change.entity_id == plan.change.id
    assert change.summary.startswith("Undone: Bhukhar round 1 table 1")
    assert change.before["sheet"]["teams"]["Lions"]["licence"] is True and change.after is None
    actions = [c.action for c in history.list_changes(desk)]
    assert actions[:2] == ["undo.sheet.enter", "sheet.enter"]  # nothing deleted from the history
    assert undo.undo_plan(desk) is None  # the undone entry is not offered again


def test_undoing_the_only_sheet_of_a_round_unlocks_its_draw(desk):
    from cardnight_desk.services.draw_fields import rounds_of
    from cardnight_desk.services.events import find_competition

    def locked():
        with desk.store.session() as s:
            return rounds_of(s, find_competition(s, "Bhukhar"))[0].locked

    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"))
    undo.undo_last(desk, expected=undo.undo_plan(desk).change.id, why="wrong table")
    assert locked()  # table 1's sheet is still in
    undo.undo_last(desk, expected=undo.undo_plan(desk).change.id, why="wrong table")
    assert not locked()


def test_undoing_a_replacing_entry_puts_the_earlier_draft_back(desk):
    first = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    scores.enter_sheet(
        desk, "Bhukhar", 1, "1", bhukhar_sheet("Tigers", "Lions"), expected_version=first.version
    )
    undo.undo_last(desk)
    back = scores.get_sheet(desk, "Bhukhar", 1, "1")
    assert back.status == "draft" and back.result["winner"] == "Lions"
    undo.undo_last(desk)  # and further back: the first entry itself
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None


def test_ev4_undoing_a_confirmation_needs_the_judge_pin(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    assert standings.standings(desk, "Bhukhar").sheets_counted == 1
    plan = undo.undo_plan(desk)
    assert plan.change.action == "sheet.confirm" and plan.needs_pin
    with pytest.raises(Refusal, match="judge's name"):
        undo.undo_last(desk)
    with pytest.raises(PinRefused):
        undo.undo_last(desk, judge="Mr Shah", pin="0000")
    change = undo.undo_last(desk, judge="Mr Shah", pin=PIN, why="confirmed too early")
    assert change.who == "Mr Shah" and change.why == "confirmed too early"
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").status == "draft"
    assert standings.standings(desk, "Bhukhar").sheets_counted == 0


def test_ev4_undoing_a_penalty_takes_it_off_the_score(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin=PIN)
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 700
    undo.undo_last(desk, judge="Mr Shah", pin=PIN, why="claim withdrawn")
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 650
    assert undo.undo_plan(desk).change.action == "sheet.enter"


def test_ev4_undoing_a_judge_edit_restores_the_confirmed_sheet(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    scores.edit_confirmed(
        desk, "Bhukhar", 1, "1", bhukhar_sheet("Tigers", "Lions"), judge="Mr Shah", pin=PIN, why="swapped"
    )
    undo.undo_last(desk, judge="Mrs Rao", pin=PIN, why="the edit was at the wrong table")
    info = scores.get_sheet(desk, "Bhukhar", 1, "1")
    assert info.status == "confirmed" and info.result["winner"] == "Lions"


def test_undo_refuses_when_the_sheet_changed_since(desk, event_target):
    first = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    plan = undo.undo_plan(desk)
    scores.enter_sheet(
        desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves")
    )  # another change became the last one
    with pytest.raises(Refusal, match="meanwhile"):
        undo.undo_last(desk, expected=plan.change.id)
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").version == first.version
    undo.undo_last(desk)  # table 2's entry
    assert scores.get_sheet(desk, "Bhukhar", 1, "2") is None
    with desk.store.session() as s:  # table 1's sheet changed outside the history's view
        from cardnight_desk.store.models import ScoreSheet

        row = s.query(ScoreSheet).one()
        row.sheet = bhukhar_sheet("Lions", "Tigers", winner_low_in_hand=4)
    with pytest.raises(Refusal, match="changed since"):
        undo.undo_last(desk)


def test_ev4_undoing_a_draft_that_gave_a_penalty_is_a_judges_action(desk):
    foul = [{"team": "Tigers", "points": 50, "rule": "19.3"}]
    sheet = bhukhar_sheet("Lions", "Tigers", penalties=foul)
    scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah", pin=PIN)
    plan = undo.undo_plan(desk)
    assert plan.change.action == "sheet.enter" and plan.needs_pin
    with pytest.raises(Refusal, match="judge's action"):
        undo.undo_last(desk, expected=plan.change.id, why="typed on the wrong table")
    undo.undo_last(desk, judge="Mr Shah", pin=PIN, expected=plan.change.id, why="typed on the wrong table")
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None


def test_ev4_a_forged_judge_edit_is_not_undone(tmp_path):
    """A ``sheet.judge_edit`` change inserted by hand (no hash computed) whose "before" holds the sheet a
    tamperer wants: undoing it would put that sheet in as a judge's work. Undo refuses while the history does
    not verify, and the sheet stays as the desk confirmed it."""
    target = tmp_path / "night.cardnight"
    d = bhukhar_event(str(target), ["Lions", "Tigers", "Bears", "Wolves"])
    try:
        add_round(d, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
        judges.set_pin(d, PIN)
        scores.enter_sheet(d, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    finally:
        d.close()
    con = sqlite3.connect(target)
    try:
        sheet_id, sheet = con.execute("SELECT id, sheet FROM score_sheet").fetchone()
        seq, digest = con.execute("SELECT history_seq, history_head FROM event").fetchone()
        forged_before = {"sheet": bhukhar_sheet("Tigers", "Lions"), "status": "confirmed"}
        after = {"sheet": json.loads(sheet), "status": "confirmed"}
        con.execute(
            "INSERT INTO history (event_id, at, who, action, entity, entity_id, summary, before, after, why, "
            "seq, prev_hash, hash) VALUES (1, '2026-10-03 21:00:00.000000', 'Mr Shah', 'sheet.judge_edit', "
            "'score_sheet', ?, 'Bhukhar round 1 table 1: edited by judge Mr Shah', ?, ?, 'recount', ?, ?, ?)",
            (sheet_id, json.dumps(forged_before), json.dumps(after), seq + 1, digest, "e" * 64),
        )
        con.execute("UPDATE event SET history_seq = ?, history_head = ?", (seq + 1, "e" * 64))
        con.commit()
    finally:
        con.close()
    d = Desk.open(str(target))
    try:
        assert undo.undo_plan(d).change.action == "sheet.judge_edit"  # what the undo would take back
        with pytest.raises(
            Refusal, match=f"the history does not verify \\(change {seq + 1} has been altered\\)"
        ):
            undo.undo_last(d, judge="Mrs Rao", pin=PIN, why="back to before the edit")
        info = scores.get_sheet(d, "Bhukhar", 1, "1")
        assert info.status == "confirmed" and info.result["winner"] == "Lions"
        assert [c.action for c in history.list_changes(d, limit=1)] == ["sheet.judge_edit"]  # nothing written
    finally:
        d.close()
