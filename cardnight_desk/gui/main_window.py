"""The desk's main window: the welcome screen or the open event, the File menu, and the window's memory."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStackedWidget, QWidget

from cardnight_desk import __version__
from cardnight_desk.gui.app_settings import app_settings, forget_event, recent_events, remember_event
from cardnight_desk.gui.event_view import EventView
from cardnight_desk.gui.new_event_dialog import NewEventDialog, NewEventRequest
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.welcome import WelcomePage
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store.engine import EVENT_SUFFIX


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.desk: Desk | None = None
        self.warn = (
            self._warn_dialog
        )  # replaced by a printer in the start-up check, where nobody can click OK
        self.signals = DeskSignals(self)
        self.event_view: EventView | None = None
        self.stack = QStackedWidget()
        self.welcome = WelcomePage()
        self.welcome.new_requested.connect(self.new_event)
        self.welcome.open_requested.connect(self.choose_event)
        self.welcome.recent_chosen.connect(self.open_event)
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self._build_menus()
        self.resize(1100, 720)
        self._restore_window()
        self._update_title()

    # --- menus ----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = QAction(self.tr("&New event…"), self, shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_event)
        self.open_action = QAction(self.tr("&Open event…"), self, shortcut=QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.choose_event)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.close_action = QAction(self.tr("&Close event"), self, shortcut=QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close_event)
        self.quit_action = QAction(self.tr("&Quit"), self, shortcut=QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addAction(self.quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = QAction(self.tr("&About Card Night Desk"), self)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        targets = recent_events()
        if not targets:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)
        for target in targets:
            action = self.recent_menu.addAction(target)
            action.triggered.connect(lambda _=False, t=target: self.open_event(t))

    def _warn_dialog(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Card Night Desk"),
            self.tr("Card Night Desk %s\nRuns community card nights from registration to results.")
            % __version__,
        )

    # --- events ---------------------------------------------------------------------------------
    def new_event(self) -> bool:
        folder = str(Path(recent_events()[0]).parent) if recent_events() else None
        request, ok = NewEventDialog.get_new_event(self, folder)
        return self.create_event(request) if ok else False

    def create_event(self, request: NewEventRequest) -> bool:
        try:
            desk = Desk.create(request.target, request.name, request.date)
        except Refusal as err:
            self.warn(self.tr("Event not created"), err.message)
            return False
        self._show_desk(desk)
        return True

    def choose_event(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open event"), "", self.tr("Card Night events (*%s);;All files (*)") % EVENT_SUFFIX
        )
        return self.open_event(path) if path else False

    def open_event(self, target: str) -> bool:
        try:
            desk = Desk.open(target)
        except Refusal as err:
            self.warn(self.tr("Event not opened"), err.message)
            if not Path(target).exists() and "://" not in target:
                forget_event(target)
                self.welcome.refresh()
            return False
        self._show_desk(desk)
        return True

    def _show_desk(self, desk: Desk) -> None:
        self.close_event()
        self.desk = desk
        self.event_view = EventView(desk, self.signals)
        self.stack.addWidget(self.event_view)
        self.stack.setCurrentWidget(self.event_view)
        remember_event(desk.store.target)
        self._update_title()

    def close_event(self) -> None:
        if self.event_view is not None:
            self.stack.removeWidget(self.event_view)
            self.event_view.hide()
            self.event_view.setParent(None)
            self.event_view = None
        if self.desk is not None:
            self.desk.close()
            self.desk = None
        self.welcome.refresh()
        self.stack.setCurrentWidget(self.welcome)
        self._update_title()

    def _update_title(self) -> None:
        if self.desk is None:
            self.setWindowTitle("Card Night Desk")
            self.close_action.setEnabled(False)
            return
        info = events.event_info(self.desk)
        self.setWindowTitle(f"{info.name} — {self.desk.store.display_name} — Card Night Desk")
        self.close_action.setEnabled(True)

    # --- window state ---------------------------------------------------------------------------
    def _restore_window(self) -> None:
        settings = app_settings()
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = settings.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())
        settings.sync()
        self.close_event()
        super().closeEvent(event)
