"""What the baccarat desk's changes in the event's history were, in the desk's words."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# the action codes the baccarat desk records in the history -> their words (context ``HistoryWords``)
ACTION_WORDS = {
    "baccarat.seat": QT_TRANSLATE_NOOP("HistoryWords", "Baccarat: player seated"),
    "baccarat.leave": QT_TRANSLATE_NOOP("HistoryWords", "Baccarat: player left the table"),
    "baccarat.settle": QT_TRANSLATE_NOOP("HistoryWords", "Baccarat: hand settled"),
}
