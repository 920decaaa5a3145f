"""The desk window driven for real (offscreen): the welcome screen, creating an event through the dialogs,
opening it again from the recent list, and adding a competition."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardnight_desk.gui.event.competition_dialog import CompetitionDialog
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.new_event_dialog import NewEventDialog


def _when_dialog_opens(qtbot, cls, act):
    """Run ``act(dialog)`` on the next modal dialog of class ``cls`` once it is shown."""

    def poll():
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, cls) and widget.isVisible():
                act(widget)
                return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def test_welcome_screen_without_an_event(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.stack.currentWidget() is window.welcome
    assert window.windowTitle() == "Card Night Desk"
    assert not window.close_action.isEnabled()


def test_create_event_through_the_real_dialog(qtbot, qtmodeltester, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    target = tmp_path / "diwali.cardnight"

    def fill(dialog: NewEventDialog):
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()  # empty name: refused, dialog stays
        assert "name" in dialog.error_label.text() and dialog.isVisible()
        qtbot.keyClicks(dialog.name_edit, "Diwali Cards Night")
        dialog.date_edit.setDate(QDate(2026, 11, 8))
        dialog.file_edit.clear()
        qtbot.keyClicks(dialog.file_edit, str(target))
        qtbot.keyClick(dialog.file_edit, Qt.Key.Key_Return)

    _when_dialog_opens(qtbot, NewEventDialog, fill)
    assert window.welcome.new_button.isEnabled()
    window.welcome.new_button.click()
    assert target.exists()
    assert window.event_view is not None and window.stack.currentWidget() is window.event_view
    assert window.windowTitle().startswith("Diwali Cards Night — ")
    assert str(target) in window.windowTitle()
    tabs = [window.event_view.tabText(i) for i in range(window.event_view.count())]
    assert tabs == [
        "Event",
        "Registration",
        "Draws",
        "Scores",
        "Standings",
        "Printing",
        "Displays",
        "Poker",
        "Baccarat",
    ]
    overview = window.event_view.areas["Event"]
    assert "2026-11-08" in overview.heading.text()

    def add(dialog: CompetitionDialog):
        qtbot.keyClicks(dialog.name_edit, "Bhukhar league")
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("bhukhar"))
        mode = dialog.editors["penalty_mode"]
        mode.setCurrentIndex(mode.findData("deduct_offender"))
        assert mode.currentText() == "points come off the offender"
        dialog.editors["game_minutes"].setText("35")
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    _when_dialog_opens(qtbot, CompetitionDialog, add)
    overview.add_button.click()
    qtmodeltester.check(overview.model)
    assert overview.model.rowCount() == 1
    assert overview.model.data(overview.model.index(0, 0)) == "Bhukhar league"
    shown = overview.model.data(overview.model.index(0, 2))
    assert "Length of a game in minutes: 35 (BH-10)" in shown
    assert "Who a penalty's points go to: points come off the offender (BH-6)" in shown

    window.close_event()
    assert window.stack.currentWidget() is window.welcome
    assert window.welcome.recent_list.item(0).text() == str(target)
    window.welcome.recent_list.setCurrentRow(0)
    qtbot.keyClick(window.welcome.recent_list, Qt.Key.Key_Return)
    assert window.desk is not None
    assert window.event_view.areas["Event"].model.rowCount() == 1


def test_bad_setting_is_shown_in_the_dialog(qtbot):
    dialog = CompetitionDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Rummy")
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("rummy"))
    dialog.editors["target"].setText("one fifty")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert "target" in dialog.error_label.text() and dialog.result() != dialog.DialogCode.Accepted


def test_opening_a_missing_event_warns_and_forgets_it(qtbot, tmp_path, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    assert not window.open_event(str(tmp_path / "gone.cardnight"))
    assert shown and "no event file" in shown[0]
    assert window.stack.currentWidget() is window.welcome


def test_window_geometry_is_remembered(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.resize(700, 520)
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 520)


def test_displays_area_has_the_poker_clock(qtbot, tmp_path):
    from PySide6.QtWidgets import QPushButton

    from cardnight_desk.services.desk import Desk

    target = tmp_path / "n.cardnight"
    Desk.create(str(target), "Night", "2026-12-01").close()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_event(str(target))
    displays = window.event_view.areas["Displays"]
    buttons = [b for b in displays.findChildren(QPushButton) if b.text() == "Open the poker clock"]
    assert len(buttons) == 1
    window.close_event()
