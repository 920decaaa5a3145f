"""Cells of a table that show their whole text over as many lines as the column's width needs.

Qt's own item painting measures a row with the first font's line height but paints a line in Malayalam,
Gujarati or Punjabi taller (the script's font comes in for those letters), so a row of settings came out a line
short and its end was cut with "…". :class:`WrappedCells` lays the text out once, the same way for measuring
and for painting: every line it paints is counted in the row's height, so nothing is cut in any language.

The cell's background, selection and focus are painted by Qt's own item painting, handed the cell without its
text; the delegate never names ``QStyle`` (the event's first tab would load its two dozen enumerations for it).
The text's colour is its layout's format, not the painter's pen: setting a pen makes PySide6 build the ninety-odd
enumerations of Qt's namespace (``QPainter.setPen`` also takes a ``Qt.PenStyle``), 30-45 ms.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, QTimer
from PySide6.QtGui import QBrush, QFont, QPainter, QPalette, QTextCharFormat, QTextLayout, QTextOption
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTableView

MARGIN_X, MARGIN_Y = 4, 3  # room between the text and the cell's edges


def text_layout(
    text: str, font: QFont, width: float, colour: QBrush | None = None
) -> tuple[QTextLayout, float]:
    """``text`` broken into lines no wider than ``width`` (at spaces, or anywhere in a word longer than the
    line); returns the layout and its height, each line as tall as the tallest letter in it. ``colour``: the
    text's, when it is to be drawn (else the painter's pen)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    if colour is not None:
        coloured = QTextCharFormat()
        coloured.setForeground(colour)
        whole = QTextLayout.FormatRange()
        whole.start, whole.length, whole.format = 0, len(text), coloured
        layout.setFormats([whole])
    height = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(width, 1.0))
        line.setPosition(QPointF(0, height))
        height += math.ceil(line.ascent()) + math.ceil(line.descent())
    layout.endLayout()
    return layout, height


class WrappedCells(QStyledItemDelegate):
    """Paints a column's cells word-wrapped, never elided, and asks for the height that takes."""

    def __init__(self, view: QTableView):
        super().__init__(view)
        self.view = view
        # a row's height follows its column's width (a window made narrower wraps into more lines): Qt sizes
        # rows to their contents when they are laid out, not again when a column is resized
        # (once the resizing is over; the timer is the delegate's, so it goes with the view it belongs to)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(view.resizeRowsToContents)
        view.horizontalHeader().sectionResized.connect(self._column_resized)
        # the size of each text laid out at a width in a font: a view sizing its rows asks each cell several
        # times as it settles (the text, the font and the widths decide it)
        self._sizes: dict[tuple[str, str, int, int], QSize] = {}
        # each text laid out at a width, in a font and a colour: measured, then painted, from one layout
        self._layouts: dict[tuple[str, str, int, int], tuple[QTextLayout, float]] = {}
        self._without_text = False  # while Qt paints a cell's background: the cell is handed to it textless

    def initStyleOption(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if self._without_text:
            option.text = ""

    def _column_resized(self, column: int, _old: int, _new: int) -> None:
        if self.view.itemDelegateForColumn(column) is self:
            self._refit.start()

    def _text_width(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> int:
        """The width the cell's text is painted in: the column's, less its grid line (as the view paints the
        cell, ``visualRect``) and the margins."""
        column = self.view.columnWidth(index.column())
        width = column - (1 if self.view.showGrid() else 0) if column else option.rect.width()
        return width - 2 * MARGIN_X

    def _laid_out(self, text: str, font: QFont, width: int, colour: QBrush) -> tuple[QTextLayout, float]:
        key = (text, font.key(), width, colour.color().rgba())
        found = self._layouts.get(key)
        if found is None:
            if len(self._layouts) > 200:  # a long-lived view: the texts of long ago are let go
                self._layouts.clear()
            found = self._layouts[key] = text_layout(text, font, width, colour)
        return found

    def sizeHint(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        width = self._text_width(shown, index)
        key = (shown.text, shown.font.key(), width, option.rect.width())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 1000:  # a long-lived view: the texts of long ago are let go
                self._sizes.clear()
            # laid out in the text's colour: a cell not chosen is painted from the same layout
            _, height = self._laid_out(
                shown.text, shown.font, width, shown.palette.brush(QPalette.ColorRole.Text)
            )
            hint = super().sizeHint(option, index)
            size = self._sizes[key] = QSize(
                hint.width(), max(hint.height(), math.ceil(height) + 2 * MARGIN_Y)
            )
        return QSize(size)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        self._without_text = True
        try:  # the cell as Qt paints it (its background, selection, focus), without its text
            super().paint(painter, option, index)
        finally:
            self._without_text = False
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        # a selected cell's text in the selection's colour (the view marks the cells of its selected rows so)
        selection = self.view.selectionModel()
        selected = selection is not None and selection.isSelected(index)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        colour = shown.palette.brush(role)
        layout, _ = self._laid_out(shown.text, shown.font, shown.rect.width() - 2 * MARGIN_X, colour)
        painter.save()
        painter.setClipRect(shown.rect)
        layout.draw(painter, QPointF(shown.rect.x() + MARGIN_X, shown.rect.y() + MARGIN_Y))
        painter.restore()
