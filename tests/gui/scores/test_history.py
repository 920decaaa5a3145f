"""The history view: every change listed and filtered, the before and after of a change, and undoing the last
score change (a new change; a judge's action where it touches a confirmed result, EV-4)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.judge_dialogs import JudgeAuthority
from cardnight_desk.gui.scores.history import HistoryView, UndoDialog
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import history, judges, penalties, scores, undo
from tests.gui.scores.builders import bhukhar_game, event, team_round, teams

PIN = "2468"


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["Lions", "Tigers", "Bears", "Wolves"])
    team_round(d, "League", 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    judges.set_pin(d, PIN)
    scores.enter_sheet(d, "League", 1, "1", bhukhar_game("Lions", "Tigers"), confirm=True)
    scores.enter_sheet(d, "League", 1, "2", bhukhar_game("Bears", "Wolves"))
    penalties.add_penalty(d, "League", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin=PIN, note="out of turn")
    yield d
    d.close()


@pytest.fixture
def view(qtbot, desk):
    widget = HistoryView(desk, DeskSignals())
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _column(view: HistoryView, column: int) -> list[str]:
    m = view.model
    return [m.data(m.index(r, column)) for r in range(m.rowCount())]


def test_every_change_is_listed_newest_first(qtmodeltester, view):
    qtmodeltester.check(view.model)
    actions = _column(view, view.model.COL_ACTION)
    assert actions[:3] == ["Penalty given", "Score sheet entered", "Score sheet entered"]
    assert actions[-1] == "Event created"
    assert _column(view, view.model.COL_WHO)[0] == "Mr Shah"
    assert _column(view, view.model.COL_WHY)[0] == "out of turn"


def test_filter_by_kind_and_by_text(view):
    view.kind_combo.setCurrentIndex(view.kind_combo.findText("Penalties"))
    assert _column(view, view.model.COL_ACTION) == ["Penalty given"]
    view.kind_combo.setCurrentIndex(view.kind_combo.findText("Score sheets"))
    assert set(_column(view, view.model.COL_ACTION)) == {"Score sheet entered"}
    view.filter_edit.setText("table 2")
    assert _column(view, view.model.COL_WHAT) == ["League round 1 table 2: sheet draft"]
    view.kind_combo.setCurrentIndex(0)
    view.filter_edit.setText("rule  19.3")
    assert _column(view, view.model.COL_ACTION) == ["Penalty given"]
    view.filter_edit.setText("penalty given")  # the words shown, and the code the command line shows
    assert _column(view, view.model.COL_ACTION) == ["Penalty given"]
    view.filter_edit.setText("penalty.add")
    assert _column(view, view.model.COL_ACTION) == ["Penalty given"]


def test_the_selected_change_shows_before_and_after(view):
    view.kind_combo.setCurrentIndex(view.kind_combo.findText("Score sheets"))
    view.filter_edit.setText("table 1")
    view.table.selectRow(0)
    text = view.detail.toPlainText()
    assert "League round 1 table 1: sheet confirmed" in text
    assert "Score sheet entered" in text and "sheet.enter" not in text  # the action in words
    assert "before:\n—" in text and "null" not in text and '"status": "confirmed"' in text


def test_undo_the_last_change_needs_a_judge_for_a_penalty(qtbot, view, desk, monkeypatch):
    assert "needs a judge" in view.undo_label.text() and "penalty" in view.undo_label.text()
    monkeypatch.setattr(
        UndoDialog, "get_undo", classmethod(lambda c, p, plan: (JudgeAuthority("", "", ""), True))
    )
    assert not view.undo_last()
    assert "judge's name" in view.message.text()
    monkeypatch.setattr(
        UndoDialog,
        "get_undo",
        classmethod(lambda c, p, plan: (JudgeAuthority("Mr Shah", PIN, "claim withdrawn"), True)),
    )
    emitted = []
    view.signals.changed.connect(emitted.append)
    assert view.undo_last()
    assert emitted == [what.SCORES, what.HISTORY]  # the standings and every view refresh
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert _column(view, view.model.COL_ACTION)[0] == "Undone: Penalty given"  # a new change, on top
    assert "Penalty given" in _column(view, view.model.COL_ACTION)  # the penalty stays in the history
    assert scores.get_sheet(desk, "League", 1, "1").result["teams"]["Lions"]["score"] == 650
    assert "table 2: sheet draft" in view.undo_label.text() and "needs a judge" not in view.undo_label.text()


def test_undo_a_draft_entry_without_a_judge(view, desk, monkeypatch):
    undo.undo_last(desk, judge="Mr Shah", pin=PIN)  # the penalty first
    view.refresh()
    seen = []

    def get_undo(cls, parent, plan):
        seen.append(plan)
        return JudgeAuthority("", "", "typed on the wrong table"), True

    monkeypatch.setattr(UndoDialog, "get_undo", classmethod(get_undo))
    assert view.undo_last()
    assert not seen[0].needs_pin and seen[0].change.action == "sheet.enter"
    assert scores.get_sheet(desk, "League", 1, "2") is None
    assert history.list_changes(desk)[0].why == "typed on the wrong table"


def test_the_real_undo_dialog_asks_a_judge_only_when_needed(qtbot, desk):
    plan = undo.undo_plan(desk)
    dialog = UndoDialog(plan)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.judge_edit.isVisible() and dialog.pin_edit.isVisible()
    dialog.judge_edit.setText("Mr Shah")
    dialog.pin_edit.setText(PIN)
    dialog.why_edit.setText("wrong team")
    assert dialog.authority() == JudgeAuthority("Mr Shah", PIN, "wrong team")
    undo.undo_last(desk, judge="Mr Shah", pin=PIN)
    draft = UndoDialog(undo.undo_plan(desk))
    qtbot.addWidget(draft)
    draft.show()
    assert not draft.judge_edit.isVisible() and draft.why_edit.isVisible()


def test_what_was_changed_gets_the_room(qtbot, view):
    view.resize(1340, 640)
    qtbot.waitUntil(lambda: view.table.width() > 900)
    widths = [view.table.columnWidth(c) for c in range(view.model.columnCount())]
    assert widths[view.model.COL_WHAT] == max(widths)  # the long summaries, not the short action words
    words = view.table.fontMetrics().horizontalAdvance("Score sheet confirmed")
    assert widths[view.model.COL_ACTION] >= words
    assert not view.message.isVisible()  # no empty line above the table until there is something to say
