"""A quiet job (gui/background.py): its work runs off the GUI thread, and once it has run the job keeps
nothing the work read, however long the job itself is kept by its parent (a window keeps one for each event
opened)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

from PySide6.QtCore import QObject, Slot

from cardnight_desk.gui.background import QuietJob
from cardnight_desk.gui.main_window import MainWindow
from tests.services.builders import bhukhar_event


class Event:
    """Stands for what a job's work reads: an open event."""

    def __init__(self, readable: bool = True):
        self.readable = readable

    def read(self) -> str:
        if not self.readable:
            raise ValueError("unreadable")
        return "read"


class Window(QObject):
    """The job's parent, told how it ended (on the GUI thread, as a window is)."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[Any] = []

    @Slot(object, object)
    def done(self, job: QuietJob, result: Any) -> None:
        self.heard.append(result)

    @Slot(object, object)
    def failed(self, job: QuietJob, err: Any) -> None:
        self.heard.append(err.message)


def started(window: Window, readable: bool) -> tuple[QuietJob, weakref.ref[Event]]:
    """A job reading an event that nothing else holds, started."""
    event = Event(readable)
    job = QuietJob(window, event.read)
    job.done.connect(window.done)
    job.failed.connect(window.failed)
    job.start()
    return job, weakref.ref(event)


def test_a_finished_job_lets_go_of_what_its_work_read(qtbot):
    window = Window()
    job, event = started(window, readable=True)
    qtbot.waitUntil(lambda: window.heard == ["read"], timeout=10_000)
    qtbot.waitUntil(lambda: event() is None, timeout=5_000)
    assert job.parent() is window and job.isFinished()  # the job is still kept; what its work read is not


def test_a_job_whose_work_failed_lets_go_of_it_too(qtbot):
    window = Window()
    job, event = started(window, readable=False)
    qtbot.waitUntil(lambda: window.heard == ["ValueError: unreadable"], timeout=10_000)
    qtbot.waitUntil(lambda: event() is None, timeout=5_000)
    assert job.parent() is window


def test_the_window_lets_go_of_each_event_it_closed(qtbot, tmp_path):
    """An evening of events opened and closed at one desk: none stays in memory once closed (the history check
    run at each opening kept its event's desk until the window closed)."""
    target = str(tmp_path / "night.cardnight")
    bhukhar_event(target, ["Lions", "Tigers"]).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()

    def checked() -> bool:  # the history check each opening runs has run
        job = window.notice.history_check
        return job is not None and job.isFinished()

    closed = []
    for _ in range(3):
        assert window.open_event(target)
        desk = window.desk
        qtbot.waitUntil(checked, timeout=10_000)
        closed.append(weakref.ref(desk))
        del desk
        assert window.close_event()

    def all_gone() -> bool:
        gc.collect()
        return all(d() is None for d in closed)

    qtbot.waitUntil(all_gone, timeout=5_000)
