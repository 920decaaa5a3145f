"""The event notices: a banner above the open event saying what stays true while it is open.

- *read-only*: the event is on a medium the desk cannot write to; it can be looked at and printed, not changed;
- *history altered*: the event's history (EV-4, :mod:`cardnight_desk.domain.history_chain`) does not verify: a
  change was edited, moved, removed or added outside the desk, the history was cut short after one of the
  event's backups, or a player, team, sheet or penalty has no change that made it. The whole check
  (:func:`~cardnight_desk.services.history.verify_history`, with the event's backups as witnesses) runs off the
  GUI thread each time an event is opened; the first change that does not fit is named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # the banner is made with the window, before anything of an event is loaded
    from cardnight_desk.domain.history_chain import Verdict
    from cardnight_desk.gui.background import QuietJob
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.errors import Refusal

READ_ONLY, HISTORY = "read-only", "history"


class EventNotices(QLabel):
    """The banner; hidden while there is nothing to say. ``history_altered(sentence)`` is emitted once per
    opening when the history does not hold, ``history_unchecked(reason)`` when it could not be read."""

    history_altered = Signal(str)
    history_unchecked = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("eventNotice")
        self.setStyleSheet("background: #fff3cd; color: #5d4037; padding: 6px; font-weight: 600")
        self.setWordWrap(True)
        self.hide()
        self.notices: dict[str, str] = {}
        self.history_check: QuietJob | None = None

    def opened(self, desk: Desk) -> None:
        """An event was opened: say whether it is read-only, and check its history in the background."""
        from cardnight_desk.gui.background import QuietJob
        from cardnight_desk.services.history import verify_history

        self.closed()
        if desk.store.read_only:
            self.say(
                READ_ONLY,
                self.tr(
                    "Open read-only: the desk cannot write to this event's file or its folder (a read-only "
                    "medium?). Everything can be looked at and printed, but nothing can be changed: copy the "
                    "file to a folder you can write to, and open the copy, to carry on."
                ),
            )
        self.history_check = QuietJob(self, lambda: verify_history(desk))
        self.history_check.done.connect(self._checked)
        self.history_check.failed.connect(self._not_checked)
        self.history_check.start()

    def closed(self) -> None:
        """The event is being closed: the check reading it finishes first, and the notices go."""
        if self.history_check is not None:
            self.history_check.wait()
            self.history_check = None
        self.notices.clear()
        self.setText("")
        self.hide()

    def say(self, key: str, text: str) -> None:
        """Show ``text`` as the notice ``key`` (an empty text takes it away)."""
        if text:
            self.notices[key] = text
        else:
            self.notices.pop(key, None)
        self.setText("\n".join(self.notices.values()))
        self.setVisible(bool(self.notices))

    def _checked(self, job: QuietJob, verdict: Verdict) -> None:
        if job is not self.history_check or verdict.intact:
            return  # an event closed since, or nothing to say
        if verdict.first_bad is None:
            where = verdict.reason
        else:
            where = (
                self.tr("change %1 is the first that does not fit (%2)")
                .replace("%1", str(verdict.first_bad))
                .replace("%2", verdict.reason)
            )
        text = self.tr("The history of this event has been altered outside the desk: %1.").replace(
            "%1", "; ".join([where, *verdict.also])
        )
        self.say(HISTORY, text)
        self.history_altered.emit(text)

    def _not_checked(self, job: QuietJob, err: Refusal) -> None:
        if job is self.history_check:
            self.history_unchecked.emit(err.message)
