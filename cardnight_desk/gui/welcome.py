"""The welcome screen shown when no event is open: new event, open event, the recent events, and the demo
night to explore."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.app_settings import recent_events
from cardnight_desk.services.demo import JUDGE_PIN


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
        self.demo_button.setToolTip(
            self.tr("A card night already under way, in a file of its own, to explore safely (judge PIN %s)")
            % JUDGE_PIN
        )
        self.demo_button.clicked.connect(self.demo_requested)
        self.recent_list = QListWidget()
        self.recent_list.itemActivated.connect(
            lambda item: self.recent_chosen.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        buttons.addWidget(self.demo_button)
        self.buttons_row = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("Recent events (double-click or Enter to open):")))
        layout.addWidget(self.recent_list, 1)
        self.refresh()

    def refresh(self) -> None:
        self.recent_list.clear()
        for target in recent_events():
            item = QListWidgetItem(target)
            item.setData(Qt.ItemDataRole.UserRole, target)
            self.recent_list.addItem(item)
