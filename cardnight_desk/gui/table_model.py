"""A thin read-only table model over a list of plain rows; subclasses name their columns (``COL_*``,
``HEADERS``) and say what each cell shows.

``HEADERS`` are written in English and marked for translation under the model's class name
(``QT_TRANSLATE_NOOP("SeatsModel", "Seat")``); :meth:`RowsModel.headerData` shows them translated.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    HEADERS: tuple[str, ...] = ()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[Any] = []

    def set_rows(self, rows: list[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, row: int) -> Any:
        return self._rows[row]

    @property
    def rows(self) -> list[Any]:
        return list(self._rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self.HEADERS):
                text = self.HEADERS[section]
                return self.tr(text) if text else text  # the class's own context, then its bases
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell(row, index.column())
        if role == Qt.ItemDataRole.UserRole:
            return row
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(row, index.column())
        return None

    def cell(self, row: Any, column: int) -> Any:
        raise NotImplementedError

    def tooltip(self, row: Any, column: int) -> Any:
        return None
