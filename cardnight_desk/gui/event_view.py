"""The open event: one tab per area of the desk's work. Later areas plug in through :data:`AREAS`."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
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
    return lambda desk, signals: PlaceholderArea(QCoreApplication.translate("EventView", text))


# area title -> (module in cardnight_desk.gui, class taking (desk, signals), what it holds). The titles are the
# areas' keys (``EventView.areas["Scores"]``); the tabs show them translated (context ``EventView``).
AREAS: list[tuple[str, str, str, str]] = [
    (
        QT_TRANSLATE_NOOP("EventView", "Registration"),
        "registration_area",
        "RegistrationArea",
        QT_TRANSLATE_NOOP("EventView", "Players, teams and check-in for each competition."),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Draws"),
        "draws_area",
        "DrawsArea",
        QT_TRANSLATE_NOOP("EventView", "Rounds, tables and seatings."),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Scores"),
        "scores_area",
        "ScoresArea",
        QT_TRANSLATE_NOOP("EventView", "Score sheets from the tables."),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Standings"),
        "standings_area",
        "StandingsArea",
        QT_TRANSLATE_NOOP("EventView", "Standings and tiebreaks."),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Printing"),
        "printing_area",
        "PrintingArea",
        QT_TRANSLATE_NOOP(
            "EventView", "Score sheets, table cards, brackets, standings, results and certificates."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Displays"),
        "displays_area",
        "DisplaysArea",
        QT_TRANSLATE_NOOP("EventView", "The poker clock and the standings board for a second screen."),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Poker"),
        "poker_area",
        "PokerArea",
        QT_TRANSLATE_NOOP("EventView", "The poker freezeout: clock, seats, busts and prizes."),
    ),
    (
        QT_TRANSLATE_NOOP("EventView", "Baccarat"),
        "baccarat_area",
        "BaccaratArea",
        QT_TRANSLATE_NOOP("EventView", "The baccarat fun table: seats, bets, hands and chips."),
    ),
]
EVENT_TITLE = QT_TRANSLATE_NOOP("EventView", "Event")


def _areas() -> list[tuple[str, AreaFactory]]:
    found: list[tuple[str, AreaFactory]] = [(EVENT_TITLE, OverviewArea)]
    for title, module, cls, text in AREAS:
        try:
            mod = importlib.import_module(f"cardnight_desk.gui.{module}")
        except ModuleNotFoundError as err:
            if err.name != f"cardnight_desk.gui.{module}":
                raise
            found.append((title, _placeholder(text)))
            continue
        found.append((title, getattr(mod, cls)))
    return found


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
        displays, poker = self.areas.get("Displays"), self.areas.get("Poker")
        if hasattr(displays, "add_display_button") and hasattr(poker, "open_clock_display"):
            displays.add_display_button(self.tr("Open the poker clock"), poker.open_clock_display)

    def show_area(self, title: str) -> QWidget:
        widget = self.areas[title]
        self.setCurrentWidget(widget)
        return widget
