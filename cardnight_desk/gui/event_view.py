"""The open event: one tab per area of the desk's work. Later areas plug in through :data:`AREAS`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from cardnight_desk.gui.overview_area import OverviewArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk

AreaFactory = Callable[[Desk, DeskSignals], QWidget]


class PlaceholderArea(QWidget):
    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        QVBoxLayout(self).addWidget(label)


def _placeholder(text: str) -> AreaFactory:
    return lambda desk, signals: PlaceholderArea(text)


def _areas() -> list[tuple[str, AreaFactory]]:
    return [
        ("Event", OverviewArea),
        ("Registration", _placeholder("Players, teams and check-in for each competition.")),
        ("Draws", _placeholder("Rounds, tables and seatings.")),
        ("Scores", _placeholder("Score sheets from the tables.")),
        ("Standings", _placeholder("Standings and tiebreaks.")),
        (
            "Printing",
            _placeholder("Score sheets, table cards, brackets, standings, results and certificates."),
        ),
        ("Displays", _placeholder("The poker clock and the standings board for a second screen.")),
    ]


class EventView(QTabWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk = desk
        self.areas: dict[str, QWidget] = {}
        for title, factory in _areas():
            widget = factory(desk, signals)
            widget.setObjectName(f"area{title}")
            self.areas[title] = widget
            self.addTab(widget, self.tr(title))

    def show_area(self, title: str) -> QWidget:
        widget = self.areas[title]
        self.setCurrentWidget(widget)
        return widget
