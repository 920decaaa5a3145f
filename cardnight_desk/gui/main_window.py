"""The desk's main window: the welcome screen or the open event, the File menu, and the window's memory.

Above the open event, two banners: the *connection banner* while the event cannot be reached (it goes by itself
when the event can be reached again), and the *event notices* (:mod:`cardnight_desk.gui.event_notices`), which
stay while the event is open; when its history has been altered outside the desk a message says so too, once.

The window shows before anything of the event is loaded: the store, the services and the areas are imported when
an event is first opened or made (a plain import inside the method that needs them), never at start-up.

A window started on an event (``MainWindow(opening=...)``, ``cardnight-desk gui FILE``) comes up saying it is
opening it, not on the welcome screen: the welcome screen is built when it is first shown (the event could not
be opened, or is closed), never just to be covered by the event.

Opening an event opens its store (an older file is upgraded after its backup), then shows the event on its first
tab; its history is checked in the background, other desks' changes are followed and backups taken.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk import __version__
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.app_settings import (
    app_settings,
    forget_event,
    recent_events,
    remember_event,
    without_password,
)
from cardnight_desk.gui.backup_jobs import BackupJobs
from cardnight_desk.gui.event_notices import EventNotices
from cardnight_desk.gui.i18n import add_language_action
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from cardnight_desk.gui.background import Background
    from cardnight_desk.gui.event_view import EventView
    from cardnight_desk.gui.new_event_dialog import NewEventRequest
    from cardnight_desk.gui.welcome import WelcomePage
    from cardnight_desk.services.demo import DemoNight
    from cardnight_desk.services.desk import Desk

POLL_MS = 1000  # other desks' changes show within about a second (several desks on PostgreSQL)
BACKUP_MINUTES = 10


def store_failure(err: BaseException) -> bool:
    """Is ``err`` the store saying it cannot be used just now through no fault of the event (a full disk, a
    database server that does not answer)? Its sentence is then shown as it is."""
    errors = sys.modules.get("cardnight_desk.store.errors")
    return errors is not None and isinstance(err, errors.StoreUnavailable)


def latest_change(desk: Desk) -> int:
    """The number of the event's latest change (:func:`cardnight_desk.services.changes.latest_change`)."""
    from cardnight_desk.services.changes import latest_change as latest

    return latest(desk)


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None, *, opening: str | None = None):
        """``opening``: the event the window is started on; it shows "Opening…" until that event is shown
        (:meth:`open_event`), and the welcome screen only if it cannot be."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.desk: Desk | None = None
        self.warn = (
            self._warn_dialog
        )  # replaced by a printer in the start-up check, where nobody can click OK
        self.signals = DeskSignals(self)
        self.signals.changed.connect(lambda changed: self._update_title() if changed == what.EVENT else None)
        self.event_view: EventView | None = None
        self.stack = QStackedWidget()
        self._welcome: WelcomePage | None = None
        self.opening_page: QWidget | None = None  # shown while the event the window started on opens
        if opening is None:
            self.welcome  # noqa: B018 - built now, and shown (the first page of the stack)
        else:
            self.opening_page = self._opening_page(opening)
            self.stack.addWidget(self.opening_page)
        self.demo_job: Background | None = None
        self.banner = QLabel()
        self.banner.setObjectName("connectionBanner")
        self.banner.setStyleSheet("background: #b00020; color: white; padding: 6px; font-weight: 600")
        self.banner.setWordWrap(True)
        self.banner.hide()
        self.notice = EventNotices()  # what stays true while the event is open (read-only, history altered)
        self.notice.history_altered.connect(self._history_altered)
        self.notice.history_unchecked.connect(
            lambda reason: self.statusBar().showMessage(
                self.tr("The event's history could not be checked: %s") % reason
            )
        )
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.banner)
        column.addWidget(self.notice)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.last_change = 0
        self.history_answered = False  # the history check of the open event has said what it found
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll_changes)
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(BACKUP_MINUTES * 60_000)
        self.backup_timer.timeout.connect(self.timed_backup)
        self.last_backup_change = self.backing_up_change = 0
        self.lost_saves = ""  # a save of this desk's found missing from the event file (store/journal.py)
        self.guide: QWidget | None = None  # the user guide's window, once shown
        self.backup_jobs = BackupJobs(self)
        self.backup_jobs.made.connect(self._backups_made)
        self._build_menus()
        self.resize(1100, 720)
        self._restore_window()
        self._update_title()

    @property
    def welcome(self) -> WelcomePage:
        """The welcome screen, built the first time it is asked for."""
        if self._welcome is None:
            from cardnight_desk.gui.welcome import WelcomePage

            welcome = self._welcome = WelcomePage()
            welcome.new_requested.connect(self.new_event)
            welcome.open_requested.connect(self.choose_event)
            welcome.recent_chosen.connect(self.open_event)
            welcome.demo_requested.connect(self.open_demo)
            self.stack.insertWidget(0, welcome)
        return self._welcome

    def _opening_page(self, target: str) -> QWidget:
        """A page saying which event is opening, in the middle of the window (stretches on every side)."""
        label = QLabel(self.tr("Opening %s…") % without_password(target))
        label.setObjectName("openingLabel")
        label.setMinimumWidth(1)  # a long path is cut at the window's edge rather than widening it
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(label)
        row.addStretch(1)
        page = QWidget()
        page.setObjectName("openingPage")
        column = QVBoxLayout(page)
        column.addStretch(1)
        column.addLayout(row)
        column.addStretch(1)
        return page

    def _drop_opening_page(self) -> None:
        if self.opening_page is not None:
            self.stack.removeWidget(self.opening_page)
            self.opening_page.deleteLater()
            self.opening_page = None

    def leave_opening_page(self) -> None:
        """The event the window started on is not shown (it could not be opened): the welcome screen is."""
        if self.opening_page is not None:
            self.stack.setCurrentWidget(self.welcome)
            self._drop_opening_page()

    # --- menus ----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        # setShortcuts(standard key): every binding of the platform, the first as before; setShortcut(...) would
        # make PySide6 load its signatures, a sixth of a bare window's start
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = QAction(self.tr("&New event…"), self)
        self.new_action.setShortcuts(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_event)
        self.open_action = QAction(self.tr("&Open event…"), self)
        self.open_action.setShortcuts(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.choose_event)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.close_action = QAction(self.tr("&Close event"), self)
        self.close_action.setShortcuts(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close_event)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcuts(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        file_menu.addSeparator()
        self.backup_action = QAction(self.tr("&Back up now…"), self)
        self.backup_action.triggered.connect(self.back_up_now)
        self.restore_action = QAction(self.tr("&Restore from a backup…"), self)
        self.restore_action.triggered.connect(self.restore_backup)
        file_menu.addAction(self.backup_action)
        file_menu.addAction(self.restore_action)
        file_menu.addSeparator()
        self.language_action = add_language_action(file_menu, self)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addAction(self.quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.guide_action = QAction(self.tr("&User guide"), self)
        self.guide_action.setShortcuts(QKeySequence.StandardKey.HelpContents)  # F1
        self.guide_action.triggered.connect(self.show_guide)
        help_menu.addAction(self.guide_action)
        about = QAction(self.tr("&About Card Night Desk"), self)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

    def show_guide(self) -> None:
        """The user guide in a window of its own (one at a time; shown again if it is open)."""
        from cardnight_desk.gui.guide_window import GuideWindow

        if self.guide is None:
            self.guide = GuideWindow(self)
        self.guide.show()
        self.guide.raise_()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        targets = recent_events()
        if not targets:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)
        for target in targets:
            action = self.recent_menu.addAction(target)
            action.triggered.connect(lambda _=False, t=target: self.open_event(t))

    def _warn_dialog(self, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, title, message)

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Card Night Desk"),
            self.tr("Card Night Desk %s\nRuns community card nights from registration to results.")
            % __version__,
        )

    # --- events ---------------------------------------------------------------------------------
    def new_event(self) -> bool:
        from cardnight_desk.gui.new_event_dialog import NewEventDialog

        if not self.may_leave_event():  # the open event, with something typed in it, is kept
            return False
        folder = str(Path(recent_events()[0]).parent) if recent_events() else None
        _, ok = NewEventDialog.get_new_event(self, folder, self._created)  # a refusal is said in the dialog
        return ok

    def _created(self, request: NewEventRequest) -> str:
        """Create and show the event: '' when done, else why not."""
        from cardnight_desk.services.desk import Desk

        try:
            desk = Desk.create(request.target, request.name, request.date, hold=True)
        except Refusal as err:
            return err.message
        self._show_desk(desk)
        return ""

    def choose_event(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from cardnight_desk.gui.event_files import event_suffix

        suffix = event_suffix()
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open event"), "", self.tr("Card Night events (*%s);;All files (*)") % suffix
        )
        return self.open_event(path) if path else False

    def open_event(self, target: str) -> bool:
        """Open the event at ``target``. An address is opened, remembered and shown without its password
        (kept for the run); a server asking for one gets it asked for, once a run."""
        if not self.may_leave_event():
            return False
        from cardnight_desk.gui.password_dialog import ask_for, set_aside
        from cardnight_desk.services.desk import Desk
        from cardnight_desk.services.errors import PasswordNeeded

        target = set_aside(target) if "://" in target else target
        while True:
            try:
                desk = Desk.open(target, hold=True)
                break
            except PasswordNeeded as err:
                if self.warn == self._warn_dialog:  # someone to answer (not the start-up check)
                    if ask_for(self, target):
                        continue
                    self.leave_opening_page()
                    return False
                self.leave_opening_page()
                self.warn(self.tr("Event not opened"), err.message)
                return False
            except Refusal as err:
                if not Path(target).exists() and "://" not in target:
                    forget_event(target)
                    if self._welcome is not None:  # (a welcome screen built now reads the list anew)
                        self._welcome.refresh()
                self.leave_opening_page()  # the message shows over the welcome screen
                self.not_opened(target, err.message)
                return False
            except Exception as err:
                if not store_failure(err):
                    raise
                self.leave_opening_page()
                self.not_opened(target, str(err))
                return False
        self._show_desk(desk)
        return True

    def not_opened(self, target: str, why: str) -> None:
        """Say why the event did not open, and where its automatic backups are; "Opening…" is over."""
        from cardnight_desk.gui.event_files import backups_hint

        self.statusBar().clearMessage()
        hint = backups_hint(target)
        self.warn(self.tr("Event not opened"), f"{why}\n\n{hint}" if hint else why)

    def open_event_later(self, target: str) -> None:
        """Open ``target`` once the window has been drawn: the window shows at once, saying "Opening…" with a
        busy pointer while the event and the desk's areas load."""
        from PySide6.QtCore import (
            Qt,
        )  # not at start-up: Qt's namespace costs a sixth of a bare window's start
        from PySide6.QtGui import QCursor

        self.statusBar().showMessage(self.tr("Opening %s…") % without_password(target))
        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.BusyCursor))

        def open_now() -> None:
            try:
                self.open_event(target)
            finally:
                self.leave_opening_page()  # whatever went wrong, the welcome screen rather than "Opening…"
                QApplication.restoreOverrideCursor()
                self.statusBar().clearMessage()

        QTimer.singleShot(0, open_now)

    def _show_desk(self, desk: Desk) -> None:
        from cardnight_desk.gui.event_view import EventView

        self._close_event()
        self.desk = desk
        self.event_view = EventView(desk, self.signals)
        self.stack.addWidget(self.event_view)
        self.stack.setCurrentWidget(self.event_view)
        self._drop_opening_page()
        remember_event(desk.target)
        self._update_title()
        self.last_change = self.last_backup_change = latest_change(desk)  # the change the first tab shows
        self.poll_timer.start()
        self.backup_timer.start()
        self.history_answered = False
        # its notices and its history check come once the window has drawn the event (the check reads the whole
        # history in another thread, which would hold back the first tab)
        QTimer.singleShot(0, self, lambda: self._follow(desk))

    def warm(self) -> bool:
        """Has the open event finished opening (its history checked)? ``True`` with no event."""
        return self.desk is None or self.history_answered

    def _follow(self, desk: Desk) -> None:
        """The event is open: say whether it is read-only, and check its history (unless it has been closed
        since)."""
        if desk is not self.desk:
            return
        self.notice.opened(desk)
        check = self.notice.history_check
        if check is None:
            self.history_answered = True
        else:
            check.done.connect(self._history_answered)
            check.failed.connect(self._history_answered)

    def _history_answered(self, job: object, _answer: object) -> None:
        if job is self.notice.history_check:
            self.history_answered = True

    # --- the event's notices --------------------------------------------------------------------
    def _history_altered(self, text: str) -> None:
        self._alert(
            self.tr("History altered"),
            text
            + "\n\n"
            + self.tr(
                "The scores and standings may not be the ones the desk recorded. Keep the file as it is, and "
                "compare it with a backup before carrying on."
            ),
        )

    def _alert(self, title: str, message: str) -> None:
        """A warning that does not hold the desk up: a message box left open (or the start-up check's
        printer)."""
        if self.warn != self._warn_dialog:
            self.warn(title, message)
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("eventAlert")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def close_event(self) -> bool:
        """Close the open event (if any) and show the welcome screen; not when the person, asked about what is
        typed and not saved, keeps the event open."""
        if not self.may_leave_event():
            return False
        self._close_event()
        self.stack.setCurrentWidget(self.welcome)
        self._drop_opening_page()
        self._update_title()
        return True

    def may_leave_event(self) -> bool:
        """May the open event be closed? Yes when nothing is typed in its areas and not saved (a score sheet, a
        player or a team); else the person is asked, No (keep the event open) being the default answer."""
        unsaved = self.event_view.unsaved() if self.event_view is not None else []
        if not unsaved:
            return True
        from cardnight_desk.gui.modal import confirm

        return confirm(
            self,
            self.tr("Typed and not saved"),
            self.tr("These are typed and not saved, and will be lost:\n%s")
            % "\n".join(f"• {u}" for u in unsaved),
            self.tr("Close without saving"),
        )

    def _close_event(self) -> None:
        """Close the open event (if any); what the window shows is left to the caller."""
        was_open = self.desk is not None or self.event_view is not None
        self.notice.closed()  # its history check reads the event: it finishes first
        if self.desk is not None:
            # the players' page stops first, while the panel showing it is still there (one can only run once
            # its module is loaded)
            page = sys.modules.get("cardnight_desk.gui.displays.players_page")
            if page is not None:
                page.close_players_page(self.desk)
        if self.event_view is not None:
            view, self.event_view = self.event_view, None
            view.finish_work()  # an import still writing finishes before its event closes
            view.close_windows()  # the big screens showing the event go with it
            self.stack.removeWidget(view)
            view.hide()
            # deleted with all its areas once the event loop next runs: not now, in the middle of whatever
            # closed the event, with events still on their way to it
            view.deleteLater()
        self.poll_timer.stop()
        self.backup_timer.stop()
        self.banner.hide()
        self.backup_jobs.finish()  # a backup being made of the event finishes before it closes
        self.lost_saves = ""
        if self.desk is not None:
            self.desk.close()
            self.desk = None
        # the event joins the recent ones (the welcome screen is up to date otherwise; one not built yet reads
        # them when it is)
        if was_open and self._welcome is not None:
            self._welcome.refresh()

    # --- the demo night -------------------------------------------------------------------------
    def open_demo(self) -> bool:
        """Ask where to save the demo night, build it in the background, then open it."""
        from cardnight_desk.gui import event_files

        return event_files.open_demo(self)

    def _demo_ready(self, night: DemoNight) -> None:
        if self.open_event(night.target):
            self.statusBar().showMessage(
                self.tr("This is the demo night: explore freely. Its judge PIN is %s.") % night.judge_pin,
                30000,
            )

    # --- several desks, backups ---------------------------------------------------------------------
    def poll_changes(self) -> None:
        """Show other desks' changes; say so in a banner while the event cannot be reached, and carry on by
        itself when it can again (nothing typed in a form is touched)."""
        if self.desk is None:
            return
        try:
            latest = latest_change(self.desk)
        except Exception as err:  # the database is out of reach: the banner says so, the next poll retries
            self._not_reached(err)
            return
        finally:
            self._say_lost_saves()
        if self.banner.isVisible() and not self.lost_saves:
            self.banner.hide()
        if self.desk.backups_due:  # asked for by a save (a round's last sheet): made now, in the background
            self.backup_jobs.start(self.desk)
        if latest != self.last_change:
            self.last_change = latest
            with self.signals.burst():  # each area catches up once, and only the one in front at once
                for changed in what.EVERYTHING:
                    self.signals.changed.emit(changed)

    def _not_reached(self, err: Exception) -> None:
        """The event could not be read: the banner says why (the event's file moved or replaced, as the store
        says it; else the connection lost, retried at the next poll)."""
        from cardnight_desk.store.errors import StoreError

        if isinstance(err, StoreError):
            text = str(err)
        else:
            text = self.tr("The connection to the event is lost — retrying. Nothing typed is lost.")
        self.banner.setText(text)
        self.banner.show()

    def _say_lost_saves(self) -> None:
        """A save this desk made found missing from the event file, by whichever of its units of work (a
        check in the background too): said in a message, and kept in the banner until the event closes."""
        lost = self.desk.store.take_lost() if self.desk is not None else None
        if lost:
            self.lost_saves = lost[:1].upper() + lost[1:]
            self.warn(self.tr("A save is missing from the event"), self.lost_saves)
        if self.lost_saves:
            self.banner.setText(self.lost_saves)
            self.banner.show()

    def timed_backup(self) -> None:
        """Every few minutes, a backup of an event changed since the last one, made in the background."""
        from cardnight_desk.services import backups

        if self.desk is not None and self.last_change != self.last_backup_change:
            backups.due(self.desk, "every few minutes")
            self.backing_up_change = self.last_change
            self.backup_jobs.start(self.desk)

    def _backups_made(self, paths: list) -> None:
        if None in paths:
            self.statusBar().showMessage(
                self.tr("An automatic backup could not be made; everything saved is kept in the event."),
                15000,
            )
        else:
            self.last_backup_change = self.backing_up_change

    def back_up_now(self) -> bool:
        from cardnight_desk.gui import event_files

        return event_files.back_up_now(self)

    def restore_backup(self) -> bool:
        from cardnight_desk.gui import event_files

        return event_files.restore_backup(self)

    def _update_title(self) -> None:
        if self.desk is None:
            self.setWindowTitle("Card Night Desk")
            self.close_action.setEnabled(False)
            self.backup_action.setEnabled(False)
            self.restore_action.setEnabled(False)
            return
        from cardnight_desk.services import events

        info = events.event_info(self.desk)
        self.setWindowTitle(f"{info.name} — {self.desk.display_name} — Card Night Desk")
        self.close_action.setEnabled(True)
        self.backup_action.setEnabled(True)
        self.restore_action.setEnabled(True)

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
        if not self.may_leave_event():  # the desk stays open, with what was typed
            event.ignore()
            return
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())
        settings.sync()
        self._close_event()  # the window goes: no welcome screen to show (nor to build)
        super().closeEvent(event)
