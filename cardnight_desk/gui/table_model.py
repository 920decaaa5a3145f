"""A thin read-only table model over a list of plain rows; subclasses name their columns (``COL_*``,
``HEADERS``) and say what each cell shows.

``HEADERS`` are written in English and marked for translation under the model's class name
(``QT_TRANSLATE_NOOP("SeatsModel", "Seat")``); :meth:`RowsModel.headerData` shows them translated.

A view asks :meth:`~RowsModel.data` and :meth:`~RowsModel.headerData` for a dozen roles of every cell and header
each time it lays out or paints (an event's first tab asks some 2,000 times before it shows), and the model
answers only a few: the others are turned away first, the role compared as a number (Qt's roles and orientations
by value, below), before anything of the cell is looked at.

:class:`ItemRowsModel` offers the same (``COL_*``, ``HEADERS``, ``set_rows()``, ``cell()``, ``tooltip()``) with
every cell and header worked out once per ``set_rows()`` and kept by Qt (a ``QStandardItemModel``), for a table on
the way to an event's first paint: a view asks a Python model for its headers with Qt's ``Orientation``, and
PySide6 builds all of the ninety-odd enumerations of Qt's namespace the first time one is handed to Python
(30-45 ms); nothing of such a model's is asked of Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QStandardItem, QStandardItemModel

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

Index = QModelIndex | QPersistentModelIndex

# Qt.ItemDataRole's DisplayRole, ToolTipRole and UserRole, and Qt.Orientation.Horizontal, by value
DISPLAY_ROLE, TOOLTIP_ROLE, USER_ROLE = 0, 3, 0x0100
HORIZONTAL = 1
ANSWERED = frozenset((DISPLAY_ROLE, TOOLTIP_ROLE, USER_ROLE))  # the roles data() answers
# rows inserted or removed in more places than this are shown by a reset (2,000 places told one by one took a
# view and its proxy five times as long)
MOST_RUNS = 100


class _Rows:
    """What both kinds of model say of their rows: each column's heading (``HEADERS``), the row at a place, and
    what a row shows in a column (:meth:`cell`, :meth:`tooltip`, written by each model)."""

    HEADERS: tuple[str, ...] = ()
    _rows: list[Any]

    def row_at(self, row: int) -> Any:
        return self._rows[row]

    @property
    def rows(self) -> list[Any]:
        return list(self._rows)

    def cell(self, row: Any, column: int) -> Any:
        raise NotImplementedError

    def tooltip(self, row: Any, column: int) -> Any:
        return None


class RowsModel(_Rows, QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[Any] = []

    def row_key(self, row: Any) -> Any:
        """What a row stands for (a player's number), or None when rows have no lasting identity: rows given
        anew are then told to the views as what changed (:meth:`set_rows`)."""
        return None

    def set_rows(self, rows: list[Any]) -> None:
        """Show ``rows``. When the rows have keys (:meth:`row_key`) and the rows kept from those shown keep
        their order (a change heard from the desk: a player checked in, or registered, among thousands; the
        newest change at the top of the history), the views are told only what was removed or inserted and
        which rows differ, so they keep their selection and scroll; otherwise the model is reset."""
        rows = list(rows)
        if not self._moved_to(rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    def _moved_to(self, rows: list[Any]) -> bool:
        if not self._rows or not rows or self.row_key(rows[0]) is None:
            return False
        old_keys, new_keys = [self.row_key(r) for r in self._rows], [self.row_key(r) for r in rows]
        kept = set(old_keys) & set(new_keys)
        if len(set(old_keys)) < len(old_keys) or len(set(new_keys)) < len(new_keys):
            return False  # keys that do not tell the rows apart
        if [k for k in old_keys if k in kept] != [k for k in new_keys if k in kept]:
            return False  # the rows kept are in another order
        removed = list(_runs(place for place, key in enumerate(old_keys) if key not in kept))
        inserted = list(_runs(place for place, key in enumerate(new_keys) if key not in kept))
        if len(removed) + len(inserted) > MOST_RUNS:
            return False  # another list more than a change to this one: one reset is quicker for the views
        for first, last in reversed(removed):  # from the end: the rows before keep their places
            self.beginRemoveRows(QModelIndex(), first, last)
            del self._rows[first : last + 1]
            self.endRemoveRows()
        for first, last in inserted:  # in order: each run goes where it stands among the new rows
            self.beginInsertRows(QModelIndex(), first, last)
            self._rows[first:first] = rows[first : last + 1]
            self.endInsertRows()
        old, self._rows = self._rows, rows
        last_column = max(len(self.HEADERS) - 1, 0)
        for first, last in _runs(i for i, (a, b) in enumerate(zip(old, rows, strict=True)) if a != b):
            self.dataChanged.emit(self.index(first, 0), self.index(last, last_column))
        return True

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY_ROLE) -> Any:
        if role != DISPLAY_ROLE or orientation.value != HORIZONTAL or not 0 <= section < len(self.HEADERS):
            return None
        text = self.HEADERS[section]
        return self.tr(text) if text else text  # the class's own context, then its bases

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if role not in ANSWERED:
            return None
        number = index.row()  # -1 for an index that is not valid
        if not 0 <= number < len(self._rows) or not index.isValid():
            return None
        row = self._rows[number]
        if role == DISPLAY_ROLE:
            return self.cell(row, index.column())
        if role == USER_ROLE:
            return row
        return self.tooltip(row, index.column())

    def column_texts(self, column: int) -> list[str]:
        """Every row's cell in ``column`` as the table shows it (for :mod:`~cardnight_desk.gui.column_fit`)."""
        return [shown(self.cell(row, column)) for row in self._rows]


def shown(value: Any) -> str:
    """A cell's value as a table shows it: nothing for ``None``, text as it is, anything else as ``str`` does."""
    return "" if value is None else value if isinstance(value, str) else str(value)


def _runs(numbers: Iterable[int]) -> Iterator[tuple[int, int]]:
    """Increasing ``numbers`` grouped into runs of consecutive ones, as (first, last)."""
    first = last = None
    for n in numbers:
        if last is not None and n == last + 1:
            last = n
            continue
        if first is not None and last is not None:
            yield first, last
        first = last = n
    if first is not None and last is not None:
        yield first, last


class ItemRowsModel(_Rows, QStandardItemModel):
    """A read-only table of plain rows, as :class:`RowsModel`, whose cells and headers are kept by Qt."""

    def __init__(self, parent=None):
        super().__init__(0, len(self.HEADERS), parent)
        self._rows: list[Any] = []
        self.setHorizontalHeaderLabels([self.tr(text) if text else text for text in self.HEADERS])

    def set_rows(self, rows: list[Any]) -> None:
        """Show ``rows``: the views hear of one reset, as from :meth:`RowsModel.set_rows` (not of each row)."""
        rows = list(rows)
        items = [[self._item(row, column) for column in range(len(self.HEADERS))] for row in rows]
        self.beginResetModel()
        self.blockSignals(True)
        try:
            self._rows = rows
            self.setRowCount(0)
            for number, cells in enumerate(items):
                self.appendRow(cells)
                self.setVerticalHeaderItem(number, QStandardItem())  # no header: the rows are not numbered
        finally:
            self.blockSignals(False)
            self.endResetModel()

    def _item(self, row: Any, column: int) -> QStandardItem:
        item = QStandardItem()
        item.setData(self.cell(row, column), DISPLAY_ROLE)
        tip = self.tooltip(row, column)
        if tip is not None:
            item.setData(tip, TOOLTIP_ROLE)
        item.setData(row, USER_ROLE)
        item.setEditable(False)  # read-only, as a RowsModel's cells
        item.setDragEnabled(False)
        item.setDropEnabled(False)
        return item
