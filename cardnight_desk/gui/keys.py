"""Which key an event presses, for the event filters that give a key a meaning of its own in one place (Enter
moving to the next field, Delete withdrawing the chosen bet)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeyEvent


def pressed(event: QEvent) -> int | None:
    """The key ``event`` presses (a ``Qt.Key``), or None when it is not a key press."""
    if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
        return event.key()
    return None
