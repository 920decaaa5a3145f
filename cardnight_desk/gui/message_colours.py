"""The colours of a line in which the desk tells the volunteer something: red for what is wrong or missing,
green for what is done, amber for a hint of what to do next; and the wrapped line in one of them that a dialog
or a form shows under its fields."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

ERROR, DONE = "#b00020", "#1b5e20"
ERROR_STYLE, DONE_STYLE, HINT_STYLE = f"color: {ERROR}", f"color: {DONE}", "color: #8a5300"
BOLD = "; font-weight: 600"  # added to a style, for the one line an area says after each action


def coloured_label(style: str) -> QLabel:
    """An empty line of text in ``style``'s colour, wrapped over as many lines as it needs."""
    label = QLabel()
    label.setStyleSheet(style)
    label.setWordWrap(True)
    return label
