"""The players' page in a corner of the standings board: its QR code and address at the bottom right, while the
page is on, so the hall can scan it off the big screen.

The corner keeps a column of its own on the board's right (the board's pages are fitted to the room left
beside it), and grows with the board: a quarter of its height, so it reads from across the hall.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from cardnight_desk.gui.displays.qr import qr_pixmap
from cardnight_desk.gui.standings.board import StandingsBoard

GAP = 24  # pixels between the board's pages and the corner
SMALLEST, LARGEST = 150, 420  # the code's side in pixels


class BoardCorner(QWidget):
    def __init__(self, board: StandingsBoard, url: str):
        super().__init__(board)
        self.setObjectName("playersPageCorner")
        self.board, self.url = board, url
        self.caption = QLabel(self.tr("Your table on your phone"))
        self.caption.setStyleSheet("color: #ffd54f; font-size: 16pt; font-weight: 700")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setObjectName("playersPageQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel(url)
        self.address.setStyleSheet("color: #f5f5f5; font-size: 14pt")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.qr)
        layout.addWidget(self.address)
        layout = board.layout()
        self.margins = QMargins(layout.contentsMargins()) if layout is not None else QMargins()
        board.installEventFilter(self)
        self._place()
        self.show()
        board.show_page()  # fitted to the room left beside the corner

    def side(self) -> int:
        return max(SMALLEST, min(LARGEST, self.board.height() // 4))

    def _place(self) -> None:
        """The code sized to the board, the corner at its bottom right, and the pages moved out of its way."""
        self.qr.setPixmap(qr_pixmap(self.url, self.side()))
        self.adjustSize()
        width = max(self.width(), self.qr.pixmap().width())
        self.resize(width, self.sizeHint().height())
        self.move(
            self.board.width() - width - self.margins.right(),
            self.board.height() - self.height() - self.margins.bottom(),
        )
        layout = self.board.layout()
        if layout is not None:
            layout.setContentsMargins(self.margins + QMargins(0, 0, width + GAP, 0))
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def remove(self) -> None:
        """Take the corner off the board, giving its pages their room back."""
        self.board.removeEventFilter(self)
        layout = self.board.layout()
        if layout is not None:
            layout.setContentsMargins(self.margins)
        self.hide()
        self.deleteLater()
        self.board.show_page()
