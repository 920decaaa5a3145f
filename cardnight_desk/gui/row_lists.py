"""Lists of whole rows (the players, a round's tables, the history of changes): read-only tables in which a
volunteer chooses one row at a time, as every such list of the desk behaves."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QTableView


def row_list(model: QAbstractItemModel) -> QTableView:
    """A table showing ``model``, read-only, where a click chooses a whole row and only one."""
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view
