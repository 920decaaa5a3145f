"""Columns as wide as what they show, worked out once from the model's own text.

A column in Qt's ``ResizeToContents`` mode (or sized by ``resizeColumnsToContents()``) is measured by the view
asking every cell of up to a thousand rows for a dozen roles, through Python, each time the table lays out:
about a second for the standings of 1,024 teams. :func:`fit_columns` measures each column's text once with the
view's font (every row, however many) and sets the widths; the person at the desk can still drag a column
wider, and a column left to stretch (``QHeaderView.ResizeMode.Stretch``) keeps the room that is left.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

from PySide6.QtCore import QAbstractItemModel, QSortFilterProxyModel
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

STRETCH = QHeaderView.ResizeMode.Stretch
ROUNDING = 2  # pixels: Qt lays a text out in a rectangle a pixel or so wider than its advance


class TextColumns(Protocol):
    def columnCount(self, *args) -> int: ...  # noqa: N802 - Qt's name

    def column_texts(self, column: int) -> list[str]: ...


def _source(model: QAbstractItemModel | None) -> TextColumns | None:
    while isinstance(model, QSortFilterProxyModel):
        model = model.sourceModel()
    return model if model is not None and hasattr(model, "column_texts") else None  # type: ignore[return-value]


def text_width(view: QTableView, texts: Collection[str]) -> int:
    """The width the view's cells need to show the widest of ``texts`` whole (each line of a text on two)."""
    metrics = view.fontMetrics()
    lines = {line for text in set(texts) for line in text.split("\n")}
    widest = max((metrics.horizontalAdvance(line) for line in lines), default=0)
    # a cell's text margin each side (Qt's item delegate), the grid line, and the rounding of a text's bounds
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    return widest + 2 * margin + (1 if view.showGrid() else 0) + ROUNDING


def fit_columns(view: QTableView, skip: Collection[int] = ()) -> None:
    """Set each column of ``view`` (but those in ``skip``, and those left to stretch) as wide as its widest
    text or its header, whichever is wider. The model (or the one behind its sorting proxy) gives its texts by
    column (``column_texts``), as :class:`~cardnight_desk.gui.table_model.RowsModel` does."""
    source = _source(view.model())
    if source is None:
        view.resizeColumnsToContents()
        return
    header = view.horizontalHeader()
    for column in range(source.columnCount()):
        if column in skip or header.isSectionHidden(column) or header.sectionResizeMode(column) == STRETCH:
            continue
        width = max(header.sectionSizeHint(column), text_width(view, source.column_texts(column)))
        header.resizeSection(column, width)
