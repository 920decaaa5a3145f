"""Long work off the GUI thread: registration's (reading and importing a workbook, exporting) with progress,
and quiet checks the window carries on beside (the event's history when it is opened).

A :class:`Background` job runs one function in a worker thread; the function gets a ``progress(done, total)``
callback. The result, or the :class:`Refusal` explaining why there is none, comes back on the GUI thread.
Anything unexpected becomes a readable refusal too: the desk never shows a traceback. A :class:`QuietJob` does
the same without a progress dialog, for work the person at the desk need not wait for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

from cardnight_desk.services.errors import Refusal

Work = Callable[[Callable[[int, int], None]], Any]


class _Task(QObject):
    progress = Signal(int)
    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Work):
        super().__init__()
        self.work = work

    @Slot()
    def run(self) -> None:
        try:
            result = self.work(lambda done, total: self.progress.emit(done * 100 // max(total, 1)))
        except Refusal as err:
            outcome, value = self.failed, err
        except Exception as err:  # never a traceback at the desk
            text = self.tr("something went wrong: %s: %s") % (type(err).__name__, err)
            outcome, value = self.failed, Refusal(text)
        else:
            outcome, value = self.done, result
        app = QCoreApplication.instance()
        if app is not None:  # back to the GUI thread, so the task is freed there like any other object
            self.moveToThread(app.thread())
        outcome.emit(value)


class Background(QObject):
    """One job: ``work`` in a thread, a progress dialog while it runs, then ``on_done(result)`` or
    ``on_failed(refusal)`` on the GUI thread. ``finished`` is emitted after either."""

    finished = Signal()

    def __init__(
        self,
        parent: QWidget,
        title: str,
        work: Work,
        on_done: Callable[[Any], None],
        on_failed: Callable[[Refusal], None],
    ):
        from PySide6.QtCore import Qt  # here, not when the window starts (Qt's namespace is slow to load)

        super().__init__(parent)
        self.on_done, self.on_failed = on_done, on_failed
        self.dialog = QProgressDialog(title, "", 0, 100, parent)
        self.dialog.setCancelButton(None)  # an import is all or nothing: it runs to the end
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(400)
        self.dialog.setAutoClose(False)
        self.dialog.setValue(0)
        self.thread = QThread(self)
        self.task = _Task(work)
        self.task.moveToThread(self.thread)
        self.thread.started.connect(self.task.run)
        self.task.progress.connect(self._progress)
        self.task.done.connect(self._done)
        self.task.failed.connect(self._failed)
        self.running = True
        self.thread.start()

    @Slot(int)
    def _progress(self, value: int) -> None:
        self.dialog.setValue(min(value, 99))

    def _stop(self) -> None:
        self.thread.quit()
        self.thread.wait()
        self.dialog.reset()
        self.dialog.close()
        self.running = False

    @Slot(object)
    def _done(self, result: Any) -> None:
        self._end(self.on_done, result)

    @Slot(object)
    def _failed(self, err: Refusal) -> None:
        self._end(self.on_failed, err)

    def _end(self, tell: Callable[[Any], None], outcome: Any) -> None:
        """The work is over: the dialog goes, ``tell`` hears how it ended, and ``finished`` is emitted whatever
        ``tell`` does."""
        self._stop()
        try:
            tell(outcome)
        finally:
            self.finished.emit()


class QuietJob(QThread):
    """One function in a worker thread, with no dialog: ``done(job, result)`` or ``failed(job, refusal)`` arrive
    on the GUI thread (connect them to a window's methods, not to lambdas, which would run in the worker).
    ``wait()`` before letting go of what the work reads (the event, when it is closed).

    The job lets go of its work once it has run (on the GUI thread): a finished job kept by its parent keeps
    nothing the work read (an event closed since). The work must not hold the job's parent: a parent let go
    from there would be deleted while it is deleting the job, and would delete the job a second time."""

    done = Signal(object, object)
    failed = Signal(object, object)

    def __init__(self, parent: QObject, work: Callable[[], Any]):
        super().__init__(parent)
        self.work: Callable[[], Any] | None = work
        self.finished.connect(self._let_go)

    @Slot()
    def _let_go(self) -> None:
        self.work = None

    def run(self) -> None:
        work = self.work
        try:
            if work is None:
                raise Refusal("the work has already run")
            result = work()
        except Refusal as err:
            self.failed.emit(self, err)
        except Exception as err:  # never a traceback at the desk
            self.failed.emit(self, Refusal(f"{type(err).__name__}: {err}"))
        else:
            self.done.emit(self, result)
