"""One application-wide change signal: whoever changes the event says what changed; views refresh themselves.

Another desk's changes are heard as a *burst* (every kind at once, :meth:`DeskSignals.burst`): a view following
them with a :class:`~cardnight_desk.gui.following.Follower` catches up once, when the burst is over.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar, cast

from PySide6.QtCore import QObject, QTimer, Signal

T = TypeVar("T")

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
        self._kept: dict[Hashable, Any] = {}
        self.changed.connect(self._forget)

    def once(self, key: Hashable, read: Callable[[], T]) -> T:
        """``read()``, shared by the views catching up with the same change: the same read asked again (the
        same ``key``) before the next change is told, or before the event loop next runs, is answered with
        the first one's result. The Registration area's list and its check-in tab both show every player:
        after a check-in they read 3,072 players once, not twice."""
        if key not in self._kept:
            if not self._kept:
                QTimer.singleShot(0, self, self._forget)  # kept for this turn of the event loop only
            self._kept[key] = read()
        return cast(T, self._kept[key])

    def _forget(self, *_changed: str) -> None:
        self._kept.clear()

    @contextmanager
    def burst(self) -> Iterator[None]:
        """Within the block, the changes told are one burst: followers catch up with them all once, after it."""
        self.bursting = True
        try:
            yield
        finally:
            self.bursting = False
            self.settled.emit()
