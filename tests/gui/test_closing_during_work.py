"""Closing the event while an import still runs: the desk says what it waits for, and the window is still drawn,
until the import has finished; then the event closes."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog

from cardnight_desk.gui.background import Background
from cardnight_desk.gui.main_window import MainWindow
from tests.gui.scores.builders import event


def test_closing_while_an_import_runs_says_so_until_it_has_finished(qtbot, tmp_path):
    target = tmp_path / "night.cardnight"
    event(str(target)).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(str(target))
    registration = window.event_view.show_area("Registration")
    release = threading.Event()
    finished: list[str] = []
    job = Background(
        registration,
        "Importing…",
        lambda progress: release.wait(10) and "imported",
        finished.append,
        lambda err: finished.append(err.message),
    )
    assert job.running
    seen: list[str] = []

    def look() -> None:  # runs only if the window is still alive while the desk waits
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QProgressDialog) and widget.objectName() == "finishingWork":
                if widget.isVisible():
                    seen.append(widget.labelText())
        release.set()

    QTimer.singleShot(300, look)
    safety = threading.Timer(3.0, release.set)  # the old desk froze until the work ended: let it end
    safety.start()
    try:
        assert window.close_event()
    finally:
        safety.cancel()
        release.set()
    assert seen and "import" in seen[0] and "closes then" in seen[0], seen
    assert finished == ["imported"] and window.desk is None


def test_how_the_work_ended_is_heard_before_the_event_closes(qtbot, tmp_path):
    """The work ends while the desk waits on its thread (not while it draws the window): the outcome its thread
    posted on the way out still reaches the area, ten times out of ten."""
    target = tmp_path / "night.cardnight"
    event(str(target)).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    for attempt in range(10):
        assert window.open_event(str(target))
        registration = window.event_view.show_area("Registration")
        finished: list[str] = []
        release = threading.Event()
        Background(
            registration,
            "Importing…",
            lambda progress, release=release: release.wait(10) and "imported",
            finished.append,
            lambda err, finished=finished: finished.append(err.message),
        )
        threading.Timer(
            0.12 + 0.01 * attempt, release.set
        ).start()  # from another thread, at a moment of its own
        assert window.close_event()
        assert finished == ["imported"], attempt
