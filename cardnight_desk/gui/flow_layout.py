"""A layout of widgets side by side that go on to a new line instead of widening the window (a row of buttons
in a longer language): Qt's flow layout example.

It lives apart from the other widgets that keep the window within the screen (:mod:`cardnight_desk.gui.fitting`,
which offers it too) so that a row of buttons loads only what it needs: the event's first tab has one.

:class:`FlowLayout` never takes more room than its lines need, as in Qt's example; saying so names one of Qt's
namespace enumerations (``Qt.Orientation``), and PySide6 builds all of that namespace's ninety-odd enumerations
the first time one is used (30-45 ms). :class:`FlowRow` leaves it unsaid (Qt's own default: it may grow), which
lays out the same wherever a widget beside it in the column has a stretch and takes the room left: the event's
first tab uses it, so that nothing on the way to its first paint loads Qt's namespace.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem

if TYPE_CHECKING:
    from PySide6.QtCore import Qt


class FlowRow(QLayout):
    """Widgets left to right, continuing on the next line when the row is full; it grows as any layout does
    (for a row beside a widget that takes the room left)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        if parent is None:
            self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def add_widgets(self, *widgets: QWidget) -> None:
        for widget in widgets:
            self.addWidget(widget)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt's name
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """One row of everything, as a plain row of widgets would ask for."""
        width = height = 0
        for item in self._visible():
            hint = item.sizeHint()
            width += hint.width() + self.spacing()
            height = max(height, hint.height())
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt's name
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _visible(self) -> list[QLayoutItem]:
        return [
            item
            for item in self._items
            if not (isinstance(item, QWidgetItem) and item.widget() is not None and item.widget().isHidden())
        ]

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the items out in lines within ``rect`` (each centred in its line's height); returns the height
        used."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        space = self.spacing()
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._visible():
            hint = item.sizeHint()
            size = QSize(min(hint.width(), area.width()), hint.height())
            if x + size.width() > area.right() + 1 and lines[-1]:
                lines.append([])
                x = area.x()
            lines[-1].append((item, size))
            x += size.width() + space
        y = area.y()
        for line in lines:
            height = max((size.height() for _, size in line), default=0)
            x = area.x()
            for item, size in line:
                if place:
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                x += size.width() + space
            y += height + space
        return max(y - space, area.y()) - rect.y() + margins.bottom()


class FlowLayout(FlowRow):
    """Widgets left to right, continuing on the next line when the row is full (Qt's flow layout example): it
    never takes more room than its lines need."""

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt's name
        return _no_direction()


@cache
def _no_direction() -> Qt.Orientation:
    # Qt's namespace loads when a FlowLayout is first laid out, not when this module is imported
    from PySide6.QtCore import Qt

    return Qt.Orientation(0)
