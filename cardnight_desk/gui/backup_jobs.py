"""The automatic backups of the open event, made in the background: those a save asked for (a round's last
sheet confirmed) and the one every few minutes. A backup never runs inside a save, never holds up the window
(a PostgreSQL event is copied row by row into a file), and one that fails is said in the status bar, never as
a failed save. At most one backup runs at a time; closing the event waits for it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from cardnight_desk.gui.background import QuietJob
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.errors import Refusal


class BackupJobs(QObject):
    """Makes the open event's due backups (``desk.backups_due``) in a worker thread. ``made(paths)`` says what
    each backup made (``None``: not made)."""

    made = Signal(object)

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self.job: QuietJob | None = None

    @property
    def running(self) -> bool:
        return self.job is not None

    def start(self, desk: Desk) -> bool:
        """Make the backups due now, unless one is still being made (the rest wait for the next call)."""
        from cardnight_desk.gui.background import QuietJob
        from cardnight_desk.services import backups

        if self.job is not None or not desk.backups_due:
            return False
        self.job = QuietJob(self, lambda: backups.make_due(desk))
        self.job.done.connect(self._done)
        self.job.failed.connect(self._failed)
        self.job.start()
        return True

    def finish(self) -> None:
        """The event is closing: the backup being made finishes first."""
        if self.job is not None:
            self.job.wait()
            self.job.deleteLater()
            self.job = None

    def _done(self, job: QuietJob, paths: Any) -> None:
        if job is self.job:
            self.finish()
            self.made.emit(paths)

    def _failed(self, job: QuietJob, err: Refusal) -> None:
        if job is self.job:
            self.finish()
            self.made.emit([None])
