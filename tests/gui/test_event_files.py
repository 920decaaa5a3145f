"""The File menu's backups: one made now, to a file the person chooses, and the event replaced by a backup (the
event as it was kept beside it), then open again."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition, event_info


def competitions(desk: Desk) -> list[str]:
    return [c.name for c in event_info(desk).competitions]


def _window_on(qtbot, target: str) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)
    return window


def test_a_backup_made_now_and_restored(qtbot, tmp_path, monkeypatch):
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = _window_on(qtbot, target)
    add_competition(window.desk, "Rummy", "rummy")
    copy = tmp_path / "copies" / "before-the-draw"  # no suffix typed: the desk adds it
    copy.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(copy), "")))
    assert window.back_up_now()
    saved = copy.with_name(copy.name + ".cardnight")
    assert saved.exists() and str(saved) in window.statusBar().currentMessage()

    add_competition(window.desk, "Poker", "poker")
    assert set(competitions(window.desk)) == {"Rummy", "Poker"}
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    assert not window.restore_backup()  # the person says no: nothing changes
    assert set(competitions(window.desk)) == {"Rummy", "Poker"}
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    assert window.restore_backup()
    assert window.desk is not None and window.desk.store.target == target
    assert competitions(window.desk) == ["Rummy"]
    assert window.event_view is not None and window.stack.currentWidget() is window.event_view
    window.close_event()


def test_no_backup_without_an_event_or_a_file_chosen(qtbot, tmp_path, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.back_up_now() and not window.restore_backup()
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window.open_event(target)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    assert not window.back_up_now() and not window.restore_backup()
    assert window.desk is not None
    window.close_event()


def test_a_restore_refused_for_another_desk_goes_ahead_once_the_organiser_says_it_is_closed(
    qtbot, tmp_path, monkeypatch
):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tests.store.test_holders import forge_holder

    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = _window_on(qtbot, target)
    add_competition(window.desk, "Rummy", "rummy")
    saved = tmp_path / "saved.cardnight"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    assert window.back_up_now()
    add_competition(window.desk, "Poker", "poker")
    forge_holder(target, who="Bar desk")  # a desk on a laptop that was switched off a moment ago
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    asked: list[str] = []

    def answer(button_text: str) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: answer(button_text))
            return
        asked.append(box.text())
        next(b for b in box.buttons() if b.text() == button_text).click()

    QTimer.singleShot(0, lambda: answer("Cancel"))
    assert window.restore_backup()  # refused: the event opens again as it was
    assert "'Bar desk'" in asked[0] and set(competitions(window.desk)) == {"Rummy", "Poker"}
    QTimer.singleShot(0, lambda: answer("It is closed: restore"))
    assert window.restore_backup()
    assert competitions(window.desk) == ["Rummy"]
    window.close_event()
