"""The open event: one tab per area of the desk's work (:data:`AREAS`), then one for each game run at a desk of
its own (:data:`~cardnight_desk.gui.games.DESK_AREAS`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QTabWidget, QWidget

from cardnight_desk.gui.displays.area import DisplaysArea
from cardnight_desk.gui.draws.area import DrawsArea
from cardnight_desk.gui.event.area import OverviewArea
from cardnight_desk.gui.games import DESK_AREAS, AreaFactory
from cardnight_desk.gui.printing.area import PrintingArea
from cardnight_desk.gui.registration.area import RegistrationArea
from cardnight_desk.gui.scores.area import ScoresArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings.area import StandingsArea
from cardnight_desk.services.desk import Desk

# (area title, the area's class taking (desk, signals)). The titles are the areas' keys
# (``EventView.areas["Scores"]``); the tabs show them translated (context ``EventView``).
AREAS: list[tuple[str, AreaFactory]] = [
    (QT_TRANSLATE_NOOP("EventView", "Event"), OverviewArea),
    (QT_TRANSLATE_NOOP("EventView", "Registration"), RegistrationArea),
    (QT_TRANSLATE_NOOP("EventView", "Draws"), DrawsArea),
    (QT_TRANSLATE_NOOP("EventView", "Scores"), ScoresArea),
    (QT_TRANSLATE_NOOP("EventView", "Standings"), StandingsArea),
    (QT_TRANSLATE_NOOP("EventView", "Printing"), PrintingArea),
    (QT_TRANSLATE_NOOP("EventView", "Displays"), DisplaysArea),
]
DISPLAYS = "Displays"


class EventView(QTabWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk = desk
        self.areas: dict[str, QWidget] = {}
        for title, factory in AREAS:
            self._add(title, factory(desk, signals))
        displays = self.areas[DISPLAYS]
        assert isinstance(displays, DisplaysArea)
        for game in DESK_AREAS.values():
            area = self._add(game.title, game.area(desk, signals))
            if game.display:
                displays.add_display_button(self.tr(game.display), area.open_display)  # type: ignore[attr-defined]

    def _add(self, title: str, widget: QWidget) -> QWidget:
        widget.setObjectName(f"area{title}")
        self.areas[title] = widget
        self.addTab(widget, self.tr(title))
        return widget

    def show_area(self, title: str) -> QWidget:
        widget = self.areas[title]
        self.setCurrentWidget(widget)
        return widget
