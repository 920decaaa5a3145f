"""What the poker desk's changes in the event's history were, in the desk's words."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# the action codes the poker desk records in the history -> their words (context ``HistoryWords``)
ACTION_WORDS = {
    "poker.enter": QT_TRANSLATE_NOOP("HistoryWords", "Poker: players entered"),
    "poker.draw": QT_TRANSLATE_NOOP("HistoryWords", "Poker: seats drawn"),
    "poker.table": QT_TRANSLATE_NOOP("HistoryWords", "Poker: table added"),
    "poker.button": QT_TRANSLATE_NOOP("HistoryWords", "Poker: button placed"),
    "poker.bust": QT_TRANSLATE_NOOP("HistoryWords", "Poker: player out"),
    "poker.leave": QT_TRANSLATE_NOOP("HistoryWords", "Poker: player left"),
    "poker.undo_bust": QT_TRANSLATE_NOOP("HistoryWords", "Poker: player out taken back"),
    "poker.moves": QT_TRANSLATE_NOOP("HistoryWords", "Poker: players moved"),
    "poker.structure": QT_TRANSLATE_NOOP("HistoryWords", "Poker: blind structure changed"),
    "poker.clock.start": QT_TRANSLATE_NOOP("HistoryWords", "Poker clock started"),
    "poker.clock.pause": QT_TRANSLATE_NOOP("HistoryWords", "Poker clock paused"),
    "poker.clock.resume": QT_TRANSLATE_NOOP("HistoryWords", "Poker clock resumed"),
    "poker.clock.skip_forward": QT_TRANSLATE_NOOP("HistoryWords", "Poker clock moved to the next level"),
    "poker.clock.skip_back": QT_TRANSLATE_NOOP("HistoryWords", "Poker clock moved back a level"),
}
