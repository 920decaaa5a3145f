"""The desk quits cleanly: every dialog it asks with is deleted once answered, and the window is deleted before
Python finalises, so nothing of Qt's is torn down twice as the desk quits (which aborted the process). The
windows an event opened (the standings board, a poker clock) close with the event, and with the desk."""

from __future__ import annotations

import os
import subprocess
import sys

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QMessageBox, QVBoxLayout, QWidget

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.modal import answered, ask
from tests.services.games.poker.test_desk import poker_event

# The desk as a person starts it (run_desk, until its window is closed): "New event…" asked and cancelled,
# then asked again and a new event made, "Add competition…" asked and cancelled, and the window closed.
QUIT_AFTER_DIALOGS = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cardnight_desk.gui import app as desk_app
from cardnight_desk.gui.event.competition_dialog import CompetitionDialog
from cardnight_desk.gui.new_event_dialog import NewEventDialog

target = sys.argv[1]
made = desk_app.application


def answer(cls, act):
    def look():
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, cls) and widget.isVisible():
                return act(widget)
        QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def fill(dialog):
    dialog.name_edit.setText("Diwali Cards Night")
    dialog.file_edit.setText(target)
    dialog.buttons.accepted.emit()


def person():
    window = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")
    answer(NewEventDialog, lambda d: d.reject())
    window.new_event()
    answer(NewEventDialog, fill)
    window.new_event()
    answer(CompetitionDialog, lambda d: d.reject())
    window.event_view.areas["Event"].add_button.click()
    print("asked", file=sys.stderr)
    window.close()


def application():
    app = made()
    QTimer.singleShot(100, person)
    return app


desk_app.application = application
sys.exit(desk_app.run_desk())
"""


def test_the_desk_quits_cleanly_after_asking_with_dialogs(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(tmp_path / "settings"))
    for run in range(3):  # the double deletion struck at three quits in four, not every time
        target = tmp_path / f"night-{run}.cardnight"
        done = subprocess.run(
            [sys.executable, "-c", QUIT_AFTER_DIALOGS, str(target)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert "asked" in done.stderr and target.exists()
        assert done.returncode == 0, done.stderr[-2000:]
        assert "QObject" not in done.stderr and "malloc" not in done.stderr


def test_a_dialog_asked_is_deleted_once_the_event_loop_runs(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    dialog = QDialog(window)
    QVBoxLayout(dialog).addWidget(typed := QLineEdit())
    typed.textEdited.connect(lambda _: setattr(dialog, "touched", True))  # a signal that holds the dialog

    def type_then_accept() -> None:
        qtbot.keyClicks(typed, "Leicester")
        dialog.accept()

    QTimer.singleShot(0, type_then_accept)
    assert answered(dialog)
    assert typed.text() == "Leicester" and dialog.touched  # its answer is read after it is answered
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))
    assert window.findChildren(QDialog) == []

    box = QMessageBox(
        QMessageBox.Icon.Question, "Sure?", "Remove it?", QMessageBox.StandardButton.Yes, window
    )
    QTimer.singleShot(0, lambda: box.button(QMessageBox.StandardButton.Yes).click())
    assert ask(box) == QMessageBox.StandardButton.Yes
    qtbot.waitUntil(lambda: not shiboken6.isValid(box))
    rejected = QDialog(window)
    QTimer.singleShot(0, rejected.reject)
    assert not answered(rejected)


def test_the_big_screens_close_with_their_event_and_with_the_desk(qtbot, tmp_path):
    target = tmp_path / "poker.cardnight"
    poker_event(str(target), 12).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()

    def open_screens():
        assert window.open_event(str(target))
        board = window.event_view.show_area("Displays").open_board()
        clock = window.event_view.show_area("Poker").open_display()
        assert board.isVisible() and clock is not None and clock.isVisible()
        return board, clock

    def showing(widget: QWidget) -> bool:
        return shiboken6.isValid(widget) and widget.isVisible()

    board, clock = open_screens()
    kept = window.event_view  # however long the closed event's view lives on, its screens go with the event
    window.close_event()
    assert window.isVisible() and not showing(board) and not showing(clock)
    del kept
    board, clock = open_screens()
    window.close()  # the desk quits: no window of it is left open, keeping the program running
    assert not showing(board) and not showing(clock)
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == []


def test_a_closed_events_view_is_freed_with_every_area_it_built(qtbot, tmp_path):
    """Nothing the window keeps (its signals, which outlive the event) holds a closed event's view: a desk that
    opens and closes events all night does not keep every one of them, each still hearing the window's changes."""
    import gc
    import weakref

    target = tmp_path / "poker.cardnight"
    poker_event(str(target), 12).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    for _ in range(2):
        assert window.open_event(str(target))
        view = window.event_view
        for title in list(view.areas):
            view.show_area(title)
        view.areas["Displays"].open_board()  # and the big screens opened
        view.areas["Poker"].open_display()
        views = weakref.ref(view), weakref.ref(view.areas["Displays"])
        del view
        window.close_event()

        def freed(views=views) -> bool:
            gc.collect()
            return views[0]() is None and views[1]() is None

        qtbot.waitUntil(freed)  # once the event loop has run: the view is deleted then


def test_work_still_running_in_an_area_finishes_before_its_event_closes(qtbot, tmp_path):
    """An import (any of an area's jobs in a thread) still running when the event is closed runs to its end
    first: its event is not closed under it, and its thread is not deleted while it runs (which aborts)."""
    import threading

    from cardnight_desk.gui.background import Background

    target = tmp_path / "poker.cardnight"
    poker_event(str(target), 4).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(str(target))
    area = window.event_view.show_area("Registration")
    started, finished = threading.Event(), threading.Event()

    def work(progress):
        started.set()
        progress(1, 2)
        threading.Event().wait(0.5)  # an import reading a big workbook
        finished.set()
        return "imported"

    job = Background(area, "Importing", work, lambda result: None, lambda refusal: None)
    assert started.wait(5)
    window.close_event()
    assert finished.is_set() and window.desk is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(job))  # the job went with the view, its thread ended
