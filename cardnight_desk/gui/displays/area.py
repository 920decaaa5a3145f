"""The Displays area: the windows the desk puts on a second screen for the players, and the announcements they
show. The standings board is opened here; other displays (the poker clock) add their own button with
:meth:`DisplaysArea.add_display_button`. The players' page (:mod:`.players_page_panel`) is switched on here too;
while it is on, the board shows its QR code and address in a corner (:mod:`.board_corner`).

*Announcements* are short texts typed at the desk ("Round 3 starts at 8:15"); the board shows each on a page of
its own between the standings and the seating. They are kept while the event is open at this desk.

The board and its corner (their modules) load when the board is first opened, not with the area.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.displays.players_page import players_page
from cardnight_desk.gui.displays.players_page_panel import PlayersPagePanel
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import announcements
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.gui.displays.board_corner import BoardCorner
    from cardnight_desk.gui.standings.board import StandingsBoard


class DisplaysArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.board: StandingsBoard | None = None
        # --- the displays (one button each) -------------------------------------------------------
        self.displays_box = QGroupBox(self.tr("Displays for a second screen"))
        self.display_buttons = QHBoxLayout()
        self.screen_combo = FitCombo()
        self.seconds_spin = QSpinBox()
        self.seconds_spin.setRange(3, 120)
        self.seconds_spin.setValue(12)
        self.seconds_spin.setSuffix(self.tr(" s a page"))
        self.seconds_spin.valueChanged.connect(self._seconds_changed)
        options = QHBoxLayout()
        options.addWidget(QLabel(self.tr("Screen")))
        options.addWidget(self.screen_combo, 1)
        options.addWidget(QLabel(self.tr("Board pages change every")))
        options.addWidget(self.seconds_spin)
        box_layout = QVBoxLayout(self.displays_box)
        box_layout.addLayout(self.display_buttons)
        box_layout.addLayout(options)
        self.board_button = self.add_display_button(self.tr("Open the &standings board"), self.open_board)
        self.close_board_button = QPushButton(self.tr("Close the board"))
        self.close_board_button.clicked.connect(self.close_board)
        self.display_buttons.addWidget(self.close_board_button)
        self.display_buttons.addStretch(1)
        # --- announcements --------------------------------------------------------------------------
        self.announcement_edit = QLineEdit()
        self.announcement_edit.setPlaceholderText(self.tr("an announcement for the board, then Enter"))
        self.announcement_edit.returnPressed.connect(self.add_announcement)
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.clicked.connect(self.add_announcement)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.clicked.connect(self.remove_announcement)
        self.announcement_list = QListWidget()
        line = QHBoxLayout()
        line.addWidget(self.announcement_edit, 1)
        line.addWidget(self.add_button)
        line.addWidget(self.remove_button)
        announcements_box = QGroupBox(self.tr("Announcements"))
        announcements_layout = QVBoxLayout(announcements_box)
        announcements_layout.addLayout(line)
        announcements_layout.addWidget(self.announcement_list)
        # in the list's place while it is empty: what an announcement is for, not an empty box
        self.announcements_hint = QLabel(
            self.tr(
                'No announcements yet. Type one above ("Round 3 starts at 8:15", "Dinner is served") and '
                "press Enter: the standings board shows each on a page of its own, between the standings and "
                "the seating, until it is removed here."
            )
        )
        self.announcements_hint.setWordWrap(True)
        self.announcements_hint.setStyleSheet("color: #616161")
        self.announcements_hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        announcements_layout.addWidget(self.announcements_hint, 1)
        # --- the players' page (served to the players' phones) ------------------------------------
        self.players_page = PlayersPagePanel(players_page(desk))
        self.players_page.page.changed.connect(self._board_corner)
        self.corner: BoardCorner | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.displays_box)
        layout.addWidget(self.players_page)
        layout.addWidget(announcements_box, 1)
        self._fill_screens()
        self.load_announcements()
        # a method, not a lambda holding the area: the window's signals outlive the event, and a lambda kept
        # the whole event's view (every area built) alive after the event was closed
        signals.changed.connect(self._on_changed)

    def _on_changed(self, changed: str) -> None:
        if changed == "event":
            self.load_announcements()

    # ============================================================================================
    # Other displays plug in here: add_display_button(title, callback) puts a button beside
    # "Open the standings board" (e.g. the poker clock) and returns it.
    # ============================================================================================
    def add_display_button(self, title: str, callback: Callable[[], object]) -> QPushButton:
        """Add a button that opens a display (``callback`` opens it); returns the button. ``callback`` is a
        method, or a function that holds its area weakly: the button is the event's own, and a function holding
        the area would keep the event's whole view alive after the event closed."""
        button = QPushButton(title)
        button.clicked.connect(callback)
        stretch_at = self.display_buttons.count()
        for i in range(self.display_buttons.count()):
            if self.display_buttons.itemAt(i).spacerItem() is not None:
                stretch_at = i
                break
        self.display_buttons.insertWidget(stretch_at, button)
        return button

    # --- the board --------------------------------------------------------------------------------
    def _fill_screens(self) -> None:
        self.screen_combo.clear()
        screens = QGuiApplication.screens()
        for number, screen in enumerate(screens, start=1):
            self.screen_combo.addItem(self.screen_words(number, screen))
        # the second screen when there is one: the desk's own screen is the first
        self.screen_combo.setCurrentIndex(1 if len(screens) > 1 else 0)

    def screen_words(self, number: int, screen) -> str:
        """A screen as the desk names it: "Screen 2: DELL U2415 (1920×1200)", or "Screen 1 (800×800)" when
        the screen does not say its maker and model (its system name, "HDMI-1", says nothing to a volunteer)."""
        size = f"{screen.size().width()}×{screen.size().height()}"
        model = " ".join(part.strip() for part in (screen.manufacturer(), screen.model()) if part.strip())
        if model:
            return (
                self.tr("Screen %1: %2 (%3)")
                .replace("%1", str(number))
                .replace("%2", model)
                .replace("%3", size)
            )
        return self.tr("Screen %1 (%2)").replace("%1", str(number)).replace("%2", size)

    def chosen_screen(self):
        screens = QGuiApplication.screens()
        index = self.screen_combo.currentIndex()
        return screens[index] if len(screens) > 1 and 0 <= index < len(screens) else None

    def open_board(self) -> StandingsBoard:
        if self.board is None:
            from cardnight_desk.gui.standings.board import StandingsBoard  # when first opened

            # a window of its own, the area's so that it closes with the event (EventView.close_windows)
            self.board = StandingsBoard(
                self.desk, self.signals, self.announcements, self.seconds_spin.value(), parent=self
            )
            self.board.destroyed.connect(self._board_gone)
        self.board.show_on(self.chosen_screen())
        self._board_corner()
        self._update()
        return self.board

    def close_board(self) -> None:
        if self.board is not None:
            self.board.close()

    def _board_gone(self) -> None:
        self.board = self.corner = None
        self._update()

    def _board_corner(self) -> None:
        """The players' page's QR code and address in the board's corner while the page is on."""
        url = self.players_page.page.url
        if self.corner is not None and (self.board is None or self.corner.url != url):
            self.corner.remove()
            self.corner = None
        if self.board is not None and url and self.corner is None:
            from cardnight_desk.gui.displays.board_corner import BoardCorner

            self.corner = BoardCorner(self.board, url)

    def _seconds_changed(self, seconds: int) -> None:
        if self.board is not None:
            self.board.set_seconds(seconds)

    def _update(self) -> None:
        self.close_board_button.setEnabled(self.board is not None)
        said = self.announcement_list.count() > 0
        self.remove_button.setEnabled(said)
        self.announcement_list.setHidden(not said)
        self.announcements_hint.setHidden(said)

    # --- announcements ----------------------------------------------------------------------------
    def unsaved(self) -> list[str]:
        """An announcement typed and not put on the board."""
        text = self.announcement_edit.text().strip()
        return [self.tr("the announcement \u201c%s\u201d, typed and not put up") % text] if text else []

    def announcements(self) -> list[str]:
        return [self.announcement_list.item(i).text() for i in range(self.announcement_list.count())]

    def add_announcement(self) -> None:
        text = self.announcement_edit.text().strip()
        if not text:
            return
        self.announcement_list.addItem(text)
        self.announcement_edit.clear()
        self._announcements_changed()

    def remove_announcement(self) -> None:
        row = self.announcement_list.currentRow()
        if row < 0:
            row = self.announcement_list.count() - 1
        if row >= 0:
            self.announcement_list.takeItem(row)
        self._announcements_changed()

    def _announcements_changed(self) -> None:
        try:
            announcements.set_announcements(self.desk, self.announcements())
        except Refusal as err:
            QMessageBox.warning(self, self.tr("Announcement not kept"), err.message)
            self.load_announcements()
        self._update()
        if self.board is not None:
            self.board.rebuild()

    def load_announcements(self) -> None:
        """The event's announcements, as another desk may have changed them."""
        stored = announcements.announcements(self.desk)
        if stored != self.announcements():
            self.announcement_list.clear()
            self.announcement_list.addItems(stored)
            if self.board is not None:
                self.board.rebuild()
        self._update()
