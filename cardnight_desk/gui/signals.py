"""One application-wide change signal: whoever changes the event says what changed; views refresh themselves."""

from __future__ import annotations

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
