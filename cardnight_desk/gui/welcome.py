"""The welcome screen shown when no event is open: what to do first (a new event, the demo night to explore, an
event already made) and the recent events, to open again with a double-click."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.app_settings import recent_events

# The demo night's judge PIN (``services.demo.JUDGE_PIN``; a test keeps the two the same), written here so that
# the welcome screen shows without loading the demo night's maker and the whole desk behind it.
DEMO_JUDGE_PIN = "1234"

# Qt.ItemDataRole.UserRole, where a recent event's item keeps the event (by number: loading Qt's namespace of
# enumerations for it would cost the window's start a sixth of a bare window's)
USER_ROLE = 0x0100
RECENT_ROWS = 8  # the recent list is as tall as this many events (the desk remembers as many)


class WelcomePage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    demo_requested = Signal()
    recent_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        title = QLabel(self.tr("Card Night Desk"))
        title.setObjectName("welcomeTitle")
        title.setStyleSheet("font-size: 28pt; font-weight: 600")
        blurb = QLabel(
            self.tr("Registration, draws, score sheets, standings and printouts for your card night.")
        )
        blurb.setWordWrap(True)
        self.new_button = QPushButton(self.tr("&New event…"))
        self.open_button = QPushButton(self.tr("&Open event…"))
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.demo_button = QPushButton(self.tr("&Try the demo night"))
        demo_words = (
            self.tr("A card night already under way, in a file of its own, to explore safely (judge PIN %s)")
            % DEMO_JUDGE_PIN
        )
        self.demo_button.setToolTip(demo_words)
        self.demo_button.clicked.connect(self.demo_requested)
        self.new_button.setDefault(True)

        # --- what to do first: each way in, with a line saying what it is ----------------------------
        start = QGroupBox(self.tr("Start here"))
        steps = QGridLayout(start)
        steps.setColumnStretch(1, 1)
        steps.setVerticalSpacing(14)
        for row, (button, words) in enumerate(
            (
                (
                    self.new_button,
                    self.tr("Tonight's card night: its name, its date, and the file that keeps it."),
                ),
                (self.demo_button, demo_words),
                (
                    self.open_button,
                    self.tr(
                        "An event made before: a file on this computer or a USB stick, or a shared database."
                    ),
                ),
            )
        ):
            button.setMinimumHeight(36)
            description = QLabel(words)
            description.setWordWrap(True)
            description.setBuddy(button)
            steps.addWidget(button, row, 0)
            steps.addWidget(description, row, 1)
        steps.setRowStretch(3, 1)  # the ways in stay together at the top

        # --- the recent events ------------------------------------------------------------------------
        recent = QGroupBox(self.tr("Recent events"))
        self.recent_hint = QLabel(self.tr("Double-click one, or press Enter, to open it again."))
        self.recent_hint.setWordWrap(True)
        self.recent_hint.setStyleSheet("color: #616161")
        self.none_yet = QLabel(self.tr("None yet: an event you make or open is listed here."))
        self.none_yet.setWordWrap(True)
        self.recent_list = QListWidget()
        self.recent_list.itemActivated.connect(lambda item: self.recent_chosen.emit(item.data(USER_ROLE)))
        rows = self.recent_list.fontMetrics().height() + 8
        self.recent_list.setMaximumHeight(rows * RECENT_ROWS + 8)
        recent_column = QVBoxLayout(recent)
        recent_column.addWidget(self.none_yet)
        recent_column.addWidget(self.recent_list)
        recent_column.addWidget(self.recent_hint)
        recent_column.addStretch(1)

        columns = QHBoxLayout()
        columns.addWidget(start, 1)
        columns.addWidget(recent, 1)
        self.buttons_row = steps
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addSpacing(12)
        layout.addLayout(columns)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        self.recent_list.clear()
        for target in recent_events():
            item = QListWidgetItem(target)
            item.setData(USER_ROLE, target)
            item.setToolTip(target)
            self.recent_list.addItem(item)
        has = self.recent_list.count() > 0
        self.recent_list.setVisible(has)
        self.recent_hint.setVisible(has)
        self.none_yet.setVisible(not has)
        if has:
            self.recent_list.setCurrentRow(0)
