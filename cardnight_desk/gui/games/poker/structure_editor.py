"""The blind-structure editor: a table of levels and breaks, the late-entry schedule, and Save.

The editor only builds a structure document (the shape ``parse_structure`` reads, ruling PK-3); the area hands
it to the service, which checks it and keeps it with the competition, and the editor shows every problem the
check found, by its row. Levels are numbered in order by the editor itself.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.games.poker.text import translate
from cardnight_desk.gui.message_colours import ERROR_STYLE, coloured_label
from cardnight_desk.gui.table_model import Index
from cardnight_desk.services.games.poker.views import StructureView


class StructureModel(QAbstractTableModel):
    COL_LEVEL, COL_SMALL, COL_BIG, COL_ANTE, COL_MINUTES, COL_COLOUR_UP = range(6)
    HEADERS = (
        QT_TRANSLATE_NOOP("StructureModel", "Level"),
        QT_TRANSLATE_NOOP("StructureModel", "Small blind"),
        QT_TRANSLATE_NOOP("StructureModel", "Big blind"),
        QT_TRANSLATE_NOOP("StructureModel", "Ante"),
        QT_TRANSLATE_NOOP("StructureModel", "Minutes"),
        QT_TRANSLATE_NOOP("StructureModel", "Colour-up notice"),
    )
    _KEYS = {COL_SMALL: "small_blind", COL_BIG: "big_blind", COL_ANTE: "ante", COL_MINUTES: "minutes"}

    def __init__(self, parent=None):
        super().__init__(parent)
        self.periods: list[dict[str, Any]] = []

    def set_periods(self, periods: list[dict[str, Any]]) -> None:
        self.beginResetModel()
        self.periods = copy.deepcopy(periods)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.periods)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section]) if 0 <= section < len(self.HEADERS) else None
        return str(section + 1)

    def _level_number(self, row: int) -> int:
        return sum(1 for p in self.periods[: row + 1] if not p.get("break"))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.periods):
            return None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        period, column = self.periods[index.row()], index.column()
        is_break = bool(period.get("break"))
        if column == self.COL_LEVEL:
            return translate("poker", "Break") if is_break else str(self._level_number(index.row()))
        if column == self.COL_COLOUR_UP:
            return period.get("colour_up", "")
        if is_break and column != self.COL_MINUTES:
            return ""
        value = period.get(self._KEYS[column], 0 if column == self.COL_ANTE else "")
        return value if role == Qt.ItemDataRole.EditRole else str(value)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = index.column()
        is_break = bool(self.periods[index.row()].get("break"))
        if column in (self.COL_MINUTES, self.COL_COLOUR_UP) or (not is_break and column != self.COL_LEVEL):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        if not self.flags(index) & Qt.ItemFlag.ItemIsEditable:
            return False
        period = self.periods[index.row()]
        if index.column() == self.COL_COLOUR_UP:
            text = str(value).strip()
            if text:
                period["colour_up"] = text
            else:
                period.pop("colour_up", None)
        else:
            try:
                number = int(str(value).strip())
            except ValueError:
                return False
            if number < 0:
                return False
            period[self._KEYS[index.column()]] = number
        self.dataChanged.emit(index, index, [role])
        return True

    def insert(self, row: int, period: dict[str, Any]) -> None:
        row = max(0, min(row, len(self.periods)))
        self.beginInsertRows(QModelIndex(), row, row)
        self.periods.insert(row, period)
        self.endInsertRows()
        self._renumber(row)

    def remove(self, row: int) -> None:
        if 0 <= row < len(self.periods):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.periods[row]
            self.endRemoveRows()
            self._renumber(row)

    def _renumber(self, row: int) -> None:
        if self.periods and row < len(self.periods):
            self.dataChanged.emit(self.index(row, 0), self.index(len(self.periods) - 1, 0))

    def document_periods(self) -> list[dict[str, Any]]:
        """The periods as a structure document has them, levels numbered in order."""
        out = []
        for row, period in enumerate(self.periods):
            doc = copy.deepcopy(period)
            if not doc.get("break"):
                doc["level"] = self._level_number(row)
            out.append(doc)
        return out


def late_entry_text(schedule: dict[str, int]) -> str:
    return ", ".join(f"{point}: {penalty}" for point, penalty in schedule.items())


def parse_late_entry(text: str) -> tuple[dict[str, Any], str | None]:
    """``"1: 0, 2: 100, before_4: 500"`` -> the schedule; or an error for the desk."""
    schedule: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        point, sep, penalty = part.partition(":")
        if not sep or not point.strip():
            return {}, translate(
                "poker", "write the late-entry schedule as 'entry point: chips off', e.g. '1: 0, 2: 100'"
            )
        value = penalty.strip()
        schedule[point.strip()] = int(value) if value.lstrip("-").isdigit() else value
    return schedule, None


class StructureEditor(QWidget):
    save_requested = Signal(dict)  # the structure document to check and keep
    reset_requested = Signal()  # back to the shipped structure

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.title_edit = QLineEdit()
        self.late_edit = QLineEdit()
        self.late_edit.setToolTip(
            translate("poker", "Entry point: chips off the starting stack (ruling PK-2)")
        )
        self.source_label = QLabel()
        form = QFormLayout()
        form.addRow(translate("poker", "Name"), self.name_edit)
        form.addRow(translate("poker", "Title"), self.title_edit)
        form.addRow(translate("poker", "Late entry (PK-2)"), self.late_edit)
        self.model = StructureModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.add_level_button = QPushButton(translate("poker", "Add &level"))
        self.add_level_button.clicked.connect(self.add_level)
        self.add_break_button = QPushButton(translate("poker", "Add &break"))
        self.add_break_button.clicked.connect(self.add_break)
        self.remove_button = QPushButton(translate("poker", "&Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.reset_button = QPushButton(translate("poker", "Use the shipped structure"))
        self.reset_button.clicked.connect(self.reset_requested)
        self.save_button = QPushButton(translate("poker", "&Save structure"))
        self.save_button.clicked.connect(self.save)
        buttons = QHBoxLayout()
        for button in (self.add_level_button, self.add_break_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.reset_button)
        buttons.addWidget(self.save_button)
        self.error_label = coloured_label(ERROR_STYLE)
        layout = QVBoxLayout(self)
        layout.addWidget(self.source_label)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.error_label)

    def set_structure(self, view: StructureView) -> None:
        doc = view.document
        self.name_edit.setText(str(doc.get("name", "")))
        self.title_edit.setText(str(doc.get("title", "")))
        self.late_edit.setText(late_entry_text(doc.get("late_entry", {})))
        self.model.set_periods([{k: v for k, v in p.items() if k != "level"} for p in doc.get("periods", [])])
        self.source_label.setText(
            translate("poker", "Edited for this competition (kept in the event).")
            if view.edited
            else translate("poker", "Shipped structure '%s'. Saving keeps your edit with this competition.")
            % doc.get("name")
        )
        self.reset_button.setEnabled(view.edited)
        self.error_label.clear()

    def _row_after_selection(self) -> int:
        rows = self.table.selectionModel().selectedRows() or self.table.selectionModel().selectedIndexes()
        return (max(i.row() for i in rows) + 1) if rows else self.model.rowCount()

    def add_level(self) -> None:
        levels = [p for p in self.model.periods if not p.get("break")]
        last = levels[-1] if levels else {"small_blind": 5, "big_blind": 10, "minutes": 15}
        self.model.insert(
            self._row_after_selection(),
            {
                "small_blind": last.get("small_blind", 5) * 2,
                "big_blind": last.get("big_blind", 10) * 2,
                "minutes": last.get("minutes", 15),
            },
        )

    def add_break(self) -> None:
        self.model.insert(self._row_after_selection(), {"break": True, "minutes": 15})

    def remove_selected(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.model.remove(index.row())

    def document(self) -> tuple[dict[str, Any], str | None]:
        late, problem = parse_late_entry(self.late_edit.text())
        doc = {
            "name": self.name_edit.text().strip(),
            "title": self.title_edit.text().strip() or self.name_edit.text().strip(),
            "periods": self.model.document_periods(),
            "late_entry": late,
        }
        return doc, problem

    def save(self) -> None:
        doc, problem = self.document()
        if problem:
            self.error_label.setText(problem)
            return
        self.error_label.clear()
        self.save_requested.emit(doc)

    def show_errors(self, message: str, errors: list[dict[str, str]]) -> None:
        """Every problem of the check, the period rows numbered as the table shows them."""
        lines = []
        for error in errors or [{"path": "", "message": message}]:
            path = error.get("path", "")
            parts = path.split(".")
            if len(parts) >= 2 and parts[0] == "periods" and parts[1].isdigit():
                path = translate("poker", "row %d") % (int(parts[1]) + 1) + "".join(
                    f" {p}" for p in parts[2:]
                )
            lines.append(f"{path}: {error['message']}" if path else error["message"])
        self.error_label.setText("\n".join(lines))
