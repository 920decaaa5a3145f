"""The New event dialog: the event's name, its date, and the event file to create.

The dialog can be handed the creating itself (``create``: a request -> what went wrong, '' when done): an event
that cannot be created (no such folder, a file that cannot be written) is then said in the dialog, which stays
open with everything typed, instead of closing first and losing it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QDateEdit,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from cardnight_desk.gui.checked_dialog import CheckedDialog, Mistake
from cardnight_desk.gui.modal import answer
from cardnight_desk.store.engine import EVENT_SUFFIX


@dataclass(frozen=True)
class NewEventRequest:
    name: str
    date: str
    target: str


FILE_CHARS = (
    84  # the file field shows a long path whole (a folder or two under Documents), in average characters
)

Create = Callable[[NewEventRequest], str]  # creates the event: '' when done, else what went wrong


class NewEventDialog(CheckedDialog):
    def __init__(
        self, parent: QWidget | None = None, folder: str | None = None, create: Create | None = None
    ):
        super().__init__(parent)
        self.create = create
        self.setWindowTitle(self.tr("New event"))
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Diwali Cards Night 2026"))
        self.date_edit = QDateEdit(QDate.currentDate())
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")
        self.file_edit = QLineEdit()
        self.file_edit.setMinimumWidth(self.fontMetrics().averageCharWidth() * FILE_CHARS)
        self._folder = folder or str(Path.home())
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._browse)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_edit)
        file_row.addWidget(browse)
        form = QFormLayout(self)
        form.addRow(self.tr("Event &name"), self.name_edit)
        form.addRow(self.tr("&Date"), self.date_edit)
        file_label = QLabel(self.tr("Event &file"))  # a label of its own: a row of a layout gets no buddy
        file_label.setBuddy(self.file_edit)
        form.addRow(file_label, file_row)
        form.addRow(self.error_label)
        form.addRow(self.buttons)
        self.name_edit.textChanged.connect(self._suggest_file)
        self._file_touched = False
        self.file_edit.textEdited.connect(lambda _: setattr(self, "_file_touched", True))

    def _suggest_file(self, name: str) -> None:
        if self._file_touched:
            return
        stem = "".join(ch if ch.isalnum() or ch in " -_" else "" for ch in name).strip().replace(" ", "-")
        self.file_edit.setText(str(Path(self._folder) / f"{stem or 'event'}{EVENT_SUFFIX}"))

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Event file"),
            self.file_edit.text(),
            self.tr("Card Night events (*%s)") % EVENT_SUFFIX,
        )
        if path:
            if not path.endswith(EVENT_SUFFIX):
                path += EVENT_SUFFIX
            self.file_edit.setText(path)
            self._file_touched = True

    def request(self) -> NewEventRequest:
        return NewEventRequest(
            self.name_edit.text().strip(),
            self.date_edit.date().toString("yyyy-MM-dd"),
            self.file_edit.text().strip(),
        )

    def mistake(self) -> Mistake | None:
        req = self.request()
        if not req.name:
            return self.tr("Give the event a name."), self.name_edit
        if not req.target:
            return self.tr("Choose where to save the event file."), self.file_edit
        if Path(req.target).exists():
            return self.tr("That file already exists; choose another name."), self.file_edit
        return None

    def accept(self) -> None:
        if self.create is not None:
            problem = self.create(self.request())
            if problem:  # said here; everything typed stays
                self.refuse(self.tr("The event was not created: %s") % problem, self.file_edit)
                return
        super().accept()

    @classmethod
    def get_new_event(
        cls, parent: QWidget | None = None, folder: str | None = None, create: Create | None = None
    ) -> tuple[NewEventRequest, bool]:
        return answer(cls(parent, folder, create), cls.request)
