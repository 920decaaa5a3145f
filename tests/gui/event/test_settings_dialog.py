"""The Event area's Settings…: the real dialog shows a competition's settings as they are, greys out what play
has fixed and says why, corrects what was changed (kept in the history), keeps a refused correction in the
dialog with the refusal, and shows what the correction moved in the standings."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.event.area import OverviewArea
from cardnight_desk.gui.event.settings_dialog import MovedDialog, MovedModel, SettingsDialog
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import history, judges, penalties, scores, standings
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


def _area(qtbot, tmp_path):
    """Lions beat Tigers in round 1 (a judge's 50-point penalty against Lions); Bears had the bye."""
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears"])
    add_round(desk, 1, [("Lions", "Tigers")], byes=["Bears"])
    judges.set_pin(desk, "2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Lions", 50, "19.3", "Mr Shah", pin="2468")
    signals = DeskSignals()
    heard: list[str] = []
    signals.changed.connect(heard.append)
    area = OverviewArea(desk, signals)
    qtbot.addWidget(area)
    area.show()
    return desk, area, heard


def _when_open(cls, act, seen: list) -> None:
    """Run ``act(dialog)`` on the next dialog of class ``cls`` once it is shown (it is modal: the test waits)."""

    def poll() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, cls) and widget.isVisible() and widget not in seen:
                seen.append(widget)
                act(widget)
                return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def test_settings_are_corrected_from_the_event_area_and_what_moved_is_shown(qtbot, qtmodeltester, tmp_path):
    desk, area, heard = _area(qtbot, tmp_path)
    assert not area.settings_button.isEnabled()  # no competition chosen yet
    area.table.selectRow(0)
    assert area.settings_button.isEnabled()
    lions_before = {r.name: r.value("score") for r in standings.standings(desk, "Bhukhar").rows}["Lions"]
    seen: list = []
    found: dict = {}

    def correct(dialog: SettingsDialog) -> None:
        form = dialog.settings_box
        found["format enabled"] = dialog.editors["format"].isEnabled()
        found["format note"] = form.notes["format"].text()
        found["bye"] = dialog.editors["bye_master"].text()
        mode = dialog.editors["penalty_mode"]
        assert isinstance(mode, QComboBox)
        found["mode"] = mode.currentData()
        mode.setCurrentIndex(mode.findData("deduct_offender"))
        qtbot.keyClicks(dialog.why_edit, "house rule")
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    def moved(dialog: MovedDialog) -> None:
        model = dialog.model
        qtmodeltester.check(model)
        found["moved"] = [
            tuple(model.data(model.index(r, c)) for c in range(model.columnCount()))
            for r in range(model.rowCount())
        ]
        found["heading"] = model.headerData(
            MovedModel.COL_NAME, dialog.table.horizontalHeader().orientation()
        )
        dialog.reject()

    _when_open(SettingsDialog, correct, seen)
    _when_open(MovedDialog, moved, seen)
    area.settings_button.click()
    # the settings as they are now; the draw method fixed by the round drawn, and why
    assert (
        found["format enabled"] is False and found["format note"] == "Fixed: a round has been drawn with it"
    )
    assert (found["bye"], found["mode"]) == ("2", "award_opponent")
    assert found["heading"] == "Team"
    assert ("Lions", "1", "1", f"Score: {lions_before} → {lions_before - 50}") in found["moved"]
    assert {row[0] for row in found["moved"]} == {"Lions", "Tigers"}
    (change,) = history.list_changes(desk, action_prefix="competition.settings")
    assert change.after == {"penalty_mode": "deduct_offender"} and change.why == "house rule"
    assert "Who a penalty's points go to: points come off the offender (BH-6)" in area.model.data(
        area.model.index(0, 2)
    )
    assert {what.COMPETITIONS, what.STANDINGS, what.HISTORY} <= set(heard)
    desk.close()


def test_a_refused_correction_stays_in_the_dialog_with_why(qtbot, tmp_path):
    desk, area, heard = _area(qtbot, tmp_path)
    area.table.selectRow(0)
    seen: list = []
    found: dict = {}

    def too_small(dialog: SettingsDialog) -> None:
        capacity = dialog.editors["capacity"]
        assert isinstance(capacity, QLineEdit) and capacity.text() == ""  # no limit
        qtbot.keyClicks(capacity, "2")
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        found["open"] = dialog.isVisible()
        found["said"] = dialog.error_label.text()
        found["typed"] = capacity.text()
        dialog.reject()

    _when_open(SettingsDialog, too_small, seen)
    assert not area.change_settings()
    assert found == {
        "open": True,
        "said": "'capacity' cannot be less than 3, the entries already in",
        "typed": "2",
    }
    assert history.list_changes(desk, action_prefix="competition.settings") == []
    assert what.COMPETITIONS not in heard
    desk.close()
