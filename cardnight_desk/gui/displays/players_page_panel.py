"""Displays → *Players' page*: the switch that serves the event's own pages to the players' phones over the
hall's network, the port it is served on (remembered at this desk), its address to copy and its QR code to scan
off the desk's screen. Why it did not start (a port already in use) is said in one sentence under the switch.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.displays.players_page import (
    OFF,
    ON,
    STARTING,
    STOPPING,
    PlayersPage,
    remember_port,
    saved_port,
)
from cardnight_desk.gui.displays.qr import qr_pixmap
from cardnight_desk.gui.fitting import MessageLabel

QR_SIDE = 220  # pixels: a phone reads it from an arm's length off a laptop's screen


class PlayersPagePanel(QGroupBox):
    def __init__(self, page: PlayersPage, parent: QWidget | None = None):
        super().__init__(self.tr("Players' page"), parent)
        self.setObjectName("playersPagePanel")
        self.page = page
        purpose = QLabel(
            self.tr("Players open this on their phones: their table, standings, the poker clock.")
        )
        purpose.setWordWrap(True)
        self.switch = QCheckBox(self.tr("Serve the players' page on the hall's network"))
        self.switch.toggled.connect(self._switched)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(saved_port())
        self.port_spin.valueChanged.connect(remember_port)
        port_label = QLabel(self.tr("Port"))
        port_label.setBuddy(self.port_spin)
        self.address = QLineEdit()
        self.address.setReadOnly(True)  # selectable and copyable, not typed into
        self.address.setPlaceholderText(self.tr("the address shows here while it is on"))
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.copy_button.clicked.connect(self.copy_address)
        self.message = MessageLabel()
        self.qr = QLabel()
        self.qr.setObjectName("playersPageQr")
        self.qr.setWordWrap(True)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        switch_line = QHBoxLayout()
        switch_line.addWidget(self.switch, 1)
        switch_line.addWidget(port_label)
        switch_line.addWidget(self.port_spin)
        address_line = QHBoxLayout()
        address_line.addWidget(self.address, 1)
        address_line.addWidget(self.copy_button)
        column = QVBoxLayout()
        column.addWidget(purpose)
        column.addLayout(switch_line)
        column.addLayout(address_line)
        column.addWidget(self.message)
        column.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(column, 1)
        layout.addWidget(self.qr)
        page.changed.connect(self.show_state)
        self.show_state()

    def _switched(self, on: bool) -> None:
        if on:
            self.page.start(self.port_spin.value())
        else:
            self.page.switch_off()
        self.show_state()

    def show_state(self) -> None:
        state = self.page.state
        url = self.page.url or ""
        self.switch.blockSignals(True)
        self.switch.setChecked(state in (STARTING, ON))
        self.switch.blockSignals(False)
        self.switch.setEnabled(state in (OFF, ON))
        self.port_spin.setEnabled(state == OFF)
        self.address.setText(url)
        self.copy_button.setEnabled(bool(url))
        if url:
            self.qr.setPixmap(qr_pixmap(url, QR_SIDE))
            self.qr.setToolTip(url)
            self.qr.show()
        else:
            self.qr.clear()
            self.qr.hide()
        if state == STARTING:
            self.message.setText(self.tr("Starting the players' page…"))
        elif state == STOPPING:
            self.message.setText(self.tr("Stopping the players' page…"))
        elif state == ON:
            self.message.setText(
                self.tr("On: phones on the same network as this desk open the address, or scan the code.")
            )
        else:
            self.message.setText(self.page.problem)

    def copy_address(self) -> None:
        if self.page.url:
            QGuiApplication.clipboard().setText(self.page.url)
