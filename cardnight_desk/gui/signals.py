"""One application-wide change signal: whoever changes the event says what changed; views refresh themselves.

Another desk's changes are heard as a *burst* (every kind at once, :meth:`DeskSignals.burst`): a view following
them with a :class:`~cardnight_desk.gui.following.Follower` catches up once, when the burst is over.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, Signal

# what changed
EVENT, COMPETITIONS, PLAYERS, DRAWS, SCORES, STANDINGS, HISTORY, CLOCK = (
    "event",
    "competitions",
    "players",
    "draws",
    "scores",
    "standings",
    "history",
    "clock",
)

# everything a rename reaches (a name shows in every area)
EVERYTHING = (EVENT, COMPETITIONS, PLAYERS, DRAWS, SCORES, STANDINGS, HISTORY)


class DeskSignals(QObject):
    changed = Signal(str)
    settled = Signal()  # a burst of changes is over

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.bursting = False

    @contextmanager
    def burst(self) -> Iterator[None]:
        """Within the block, the changes told are one burst: followers catch up with them all once, after it."""
        self.bursting = True
        try:
            yield
        finally:
            self.bursting = False
            self.settled.emit()
