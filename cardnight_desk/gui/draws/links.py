"""The entry links of a table (table entry): each side's private link for entering the table's score sheet on a
phone, with a button to copy it, for the desk to send a side its link when the printed code cannot be scanned.

A link is the players' page address followed by the side's path (``/entry/TOKEN``); while the players' page is
off (Displays) only the path is known, and the dialog says so."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.fitting import MessageLabel
from cardnight_desk.gui.names import isolated
from cardnight_desk.services.table_entry import SideLink, TableLinks


def whole_link(page: str | None, path: str) -> str:
    """A side's link as a phone opens it: the players' page address followed by the path (the path alone while
    the page's address is not known)."""
    return page.rstrip("/") + path if page else path


class EntryLinksDialog(QDialog):
    """Each side of one table (or of several, each under its table's name: ``tables``, with the window's
    ``title``) with its whole link, read-only and selectable, and a Copy button."""

    def __init__(
        self,
        competition: str,
        round_no: int,
        links: TableLinks,
        page: str | None,
        parent: QWidget | None,
        *,
        tables: Sequence[TableLinks] = (),
        title: str = "",
    ):
        super().__init__(parent)
        self.setWindowTitle(
            title
            or self.tr("Entry links: %1, round %2, table %3")
            .replace("%1", competition)
            .replace("%2", str(round_no))
            .replace("%3", links.table)
        )
        intro = MessageLabel()
        if page:
            intro.setText(
                self.tr("Each side opens its own link on a phone to enter the table's score sheet.")
            )
        else:
            intro.setText(
                self.tr(
                    "The players' page is off: switch it on in Displays for the whole links. Until then each "
                    "link is the page's address followed by the path shown."
                )
            )
        grid = QGridLayout()
        self.link_edits: list[QLineEdit] = []
        self.copy_buttons: list[QPushButton] = []
        row = 0
        for table in tables or (links,):
            if tables:  # several tables: each under its name
                heading = QLabel(self.tr("Table %s") % table.table)
                heading.setStyleSheet("font-weight: 600")
                grid.addWidget(heading, row, 0, 1, 3)
                row += 1
            for side in table.sides:
                self._add_side(grid, row, side, page)
                row += 1
        grid.setColumnStretch(1, 1)
        self.copied = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        if tables:  # many players: the list scrolls
            inner = QWidget()
            inner.setLayout(grid)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(inner)
            bar = scroll.verticalScrollBar().sizeHint().width()
            scroll.setMinimumWidth(inner.sizeHint().width() + bar + 2 * scroll.frameWidth())
            layout.addWidget(scroll, 1)
        else:
            layout.addLayout(grid)
        layout.addWidget(self.copied)
        layout.addWidget(buttons)
        if self.copy_buttons:
            self.copy_buttons[0].setFocus()

    def _add_side(self, grid: QGridLayout, row: int, side: SideLink, page: str | None) -> None:
        edit = QLineEdit(whole_link(page, side.path))
        edit.setReadOnly(True)
        edit.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Tab goes from one side's Copy to the next
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(edit.text()) + 16)
        edit.setCursorPosition(0)
        label = QLabel(isolated(side.side))
        label.setBuddy(edit)
        copy = QPushButton(self.tr("Copy"))
        copy.setAutoDefault(False)
        copy.setAccessibleName(self.tr("Copy the link of %s") % side.side)
        copy.clicked.connect(lambda _=False, e=edit: self._copy(e))
        grid.addWidget(label, row, 0)
        grid.addWidget(edit, row, 1)
        grid.addWidget(copy, row, 2)
        self.link_edits.append(edit)
        self.copy_buttons.append(copy)

    def _copy(self, edit: QLineEdit) -> None:
        QGuiApplication.clipboard().setText(edit.text())
        edit.selectAll()
        self.copied.setText(self.tr("Copied: %s") % edit.text())
