"""The open event: one tab per area of the desk's work (:data:`AREAS`), then one for each game run at a desk of
its own (:data:`~cardnight_desk.gui.games.DESK_AREAS`).

An area is built the first time it is shown (or asked for, ``EventView.areas["Scores"]``): until then its tab
holds an empty page, so that an event opens on its first tab without loading every area, and the areas never
visited cost nothing. Each area's module is imported by the function that builds it (a plain import inside it).
``was_drawn`` says whether the view (with its first tab) has been drawn yet.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QTabWidget, QWidget

from cardnight_desk.gui.games import DESK_AREAS, AreaFactory
from cardnight_desk.gui.signals import DeskSignals

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from cardnight_desk.services.desk import Desk


def _overview(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.event.area import OverviewArea

    return OverviewArea(desk, signals)


def _registration(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.registration.area import RegistrationArea

    return RegistrationArea(desk, signals)


def _draws(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.draws.area import DrawsArea

    return DrawsArea(desk, signals)


def _scores(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.scores.area import ScoresArea

    return ScoresArea(desk, signals)


def _standings(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.standings.area import StandingsArea

    return StandingsArea(desk, signals)


def _printing(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.printing.area import PrintingArea

    return PrintingArea(desk, signals)


def _displays(desk: Desk, signals: DeskSignals) -> QWidget:
    from cardnight_desk.gui.displays.area import DisplaysArea

    return DisplaysArea(desk, signals)


# (area title, the function building the area from (desk, signals)). The titles are the areas' keys
# (``EventView.areas["Scores"]``); the tabs show them translated (context ``EventView``).
AREAS: list[tuple[str, AreaFactory]] = [
    (QT_TRANSLATE_NOOP("EventView", "Event"), _overview),
    (QT_TRANSLATE_NOOP("EventView", "Registration"), _registration),
    (QT_TRANSLATE_NOOP("EventView", "Draws"), _draws),
    (QT_TRANSLATE_NOOP("EventView", "Scores"), _scores),
    (QT_TRANSLATE_NOOP("EventView", "Standings"), _standings),
    (QT_TRANSLATE_NOOP("EventView", "Printing"), _printing),
    (QT_TRANSLATE_NOOP("EventView", "Displays"), _displays),
]
DISPLAYS = "Displays"


class Areas(Mapping[str, QWidget]):
    """The open event's areas by title, in tab order; looking one up builds it if it is not built yet."""

    def __init__(self, view: EventView):
        self.view = view

    def __getitem__(self, title: str) -> QWidget:
        return self.view.area(title)

    def __iter__(self) -> Iterator[str]:
        return iter(self.view.factories)

    def __len__(self) -> int:
        return len(self.view.factories)


class EventView(QTabWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.was_drawn = False
        self.factories: dict[str, AreaFactory] = {}
        self.pages: dict[str, QWidget] = {}  # the page in each tab: the area once built, an empty page before
        self.built: dict[str, QWidget] = {}
        for title, factory in AREAS:
            self._add(title, factory)
        for game in DESK_AREAS.values():
            self._add(game.title, game.area)
        self.currentChanged.connect(self._shown)
        self._shown(self.currentIndex())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        self.was_drawn = True  # the tabs and the current area are painted in the same pass, just after

    @property
    def areas(self) -> Areas:
        """The areas by title (made on each use: the view holds no reference to itself, so that it is freed
        as soon as the window lets go of it)."""
        return Areas(self)

    def _add(self, title: str, factory: AreaFactory) -> None:
        page = QWidget()
        page.setObjectName(f"page{title}")
        self.factories[title] = factory
        self.pages[title] = page
        self.addTab(page, self.tr(title))

    def _shown(self, index: int) -> None:
        for title, page in self.pages.items():
            if self.indexOf(page) == index:
                self.area(title)
                return

    def area(self, title: str) -> QWidget:
        """The area ``title``, built now (in place of its tab's empty page) if it is not built yet."""
        if title in self.built:
            return self.built[title]
        widget = self.factories[title](self.desk, self.signals)
        widget.setObjectName(f"area{title}")
        self.built[title] = widget
        self._put_in_tab(title, widget)
        if title == DISPLAYS:
            view = weakref.ref(self)  # the buttons are the view's own: held strongly, the view would never go
            for game in DESK_AREAS.values():
                if game.display:
                    widget.add_display_button(  # type: ignore[attr-defined]
                        self.tr(game.display),
                        lambda _=False, key=game.title: view().area(key).open_display(),  # type: ignore
                    )
        return widget

    def _put_in_tab(self, title: str, widget: QWidget) -> None:
        """``widget`` takes the place of the empty page in ``title``'s tab; which tab is current is unchanged."""
        page = self.pages[title]
        index, current = self.indexOf(page), self.currentIndex()
        self.setUpdatesEnabled(False)
        self.blockSignals(True)  # the same tab stays current: nobody is told it changed
        try:
            self.removeTab(index)
            self.insertTab(index, widget, self.tr(title))
            self.setCurrentIndex(current)
        finally:
            self.blockSignals(False)
            self.setUpdatesEnabled(True)
        self.pages[title] = widget
        page.deleteLater()

    def show_area(self, title: str) -> QWidget:
        widget = self.area(title)
        self.setCurrentWidget(widget)
        return widget

    def finish_work(self) -> None:
        """Let the work the areas started in threads (an import, an export, a print) run to its end: the
        event it reads or writes is about to close, and the threads go with the view. While it runs, a notice
        says what the desk is waiting for, and the window is still drawn (nothing typed or clicked reaches
        it meanwhile)."""
        from PySide6.QtCore import QEventLoop, Qt, QThread
        from PySide6.QtWidgets import QApplication, QProgressDialog

        running = [thread for thread in self.findChildren(QThread) if thread.isRunning()]
        if not running:
            return
        notice = QProgressDialog(
            self.tr(
                "Waiting for the import, export or printing still running to finish; the event closes then…"
            ),
            "",
            0,
            0,
            self.window(),
        )
        notice.setObjectName("finishingWork")
        notice.setWindowTitle(self.tr("Closing the event"))
        notice.setCancelButton(None)  # the work is all or nothing: it runs to its end
        notice.setWindowModality(Qt.WindowModality.WindowModal)
        notice.setMinimumDuration(0)
        notice.show()
        for thread in running:
            thread.quit()  # once its work is done: a job's own thread runs nothing after it
        while any(thread.isRunning() for thread in running):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents, 50)
            running[0].wait(50)
        # how the work ended was posted from its thread before the thread stopped: heard before the view goes
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        notice.close()
        notice.deleteLater()

    def close_windows(self) -> None:
        """Close every window the event's areas have open (the standings board, the poker clocks, a rules
        text): they show this event, and go with it."""
        for widget in self.findChildren(QWidget):
            if widget.isWindow() and widget.isVisible():
                widget.close()

    def unsaved(self) -> list[str]:
        """What is typed in the event's areas and not saved, each said with its area ("Scores: the sheet of
        Bhukhar league, round 2, table 3"); an area says what it holds through its ``unsaved()``."""
        return [
            f"{self.tr(title)}: {item}"
            for title, area in self.built.items()
            for item in getattr(area, "unsaved", list)()
        ]
