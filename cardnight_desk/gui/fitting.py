"""Widgets that keep the window within a laptop's screen (1366×768) whatever they are given to show: a long
team name, a refusal's sentence, a language whose words are longer than English.

- :class:`FitCombo`: a combo box as wide as its items up to about :data:`COMBO_CHARS` characters; a longer item
  is elided in the box, listed whole when the list opens, and the chosen item's whole text is the tooltip;
- :class:`ElidedLabel`: one line of text (a name, a heading) cut with "…" when there is no room, the whole text
  in the tooltip;
- :class:`MessageLabel`: a label for what the desk says (a refusal, a warning, a count): it wraps, and is hidden
  while it has nothing to say;
- :class:`FlowLayout` (:mod:`cardnight_desk.gui.flow_layout`, where a row of buttons needing nothing else here
  imports it from): widgets side by side that go on to a new line instead of widening the window (a row of
  buttons in a longer language).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QComboBox, QLabel, QSizePolicy, QWidget

from cardnight_desk.gui.flow_layout import FlowLayout

COMBO_CHARS = 28  # a combo box grows with its items up to about this many characters
LABEL_MIN = 60  # an elided label keeps at least this many pixels


class FitCombo(QComboBox):
    """A combo box that never widens the window: as wide as its items up to ``chars`` characters."""

    def __init__(self, parent: QWidget | None = None, chars: int = COMBO_CHARS):
        super().__init__(parent)
        self.chars = chars
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(self._tip)

    def _cap(self) -> int:
        return self.fontMetrics().horizontalAdvance("x" * self.chars) + 40  # the arrow and the frame

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(min(hint.width(), self._cap()), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._cap()), hint.height())

    def _tip(self, _index: int = -1) -> None:
        text = self.currentText()
        self.setToolTip(text if self.fontMetrics().horizontalAdvance(text) + 40 > self.width() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._tip()

    def refill(self, items: Iterable[str | tuple[str, Any]], keep: bool = True, otherwise: int = 0) -> None:
        """Replace the items with ``items``: texts, or (text, data) pairs. The item chosen stays chosen where it
        is still offered (``keep``; the same data, or for texts the same text); else the one at ``otherwise``
        (-1: the last) is. Nobody is told: a list brought up to date is not a choice made."""
        pairs = [(item, None) if isinstance(item, str) else item for item in items]
        by_data = any(data is not None for _, data in pairs)
        chosen = (self.currentData() if by_data else self.currentText()) if keep else None
        self.blockSignals(True)
        try:
            self.clear()
            for text, data in pairs:
                self.addItem(text, data)
            index = -1 if chosen is None else self.findData(chosen) if by_data else self.findText(chosen)
            self.setCurrentIndex(index if index >= 0 else otherwise if otherwise >= 0 else self.count() - 1)
        finally:
            self.blockSignals(False)

    def showPopup(self) -> None:  # noqa: N802 - Qt's name
        """The list opens as wide as its longest item (within the screen), so every name reads whole."""
        view = self.view()
        widest = view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width() + 12
        screen = self.screen().availableGeometry().width() if self.screen() else widest
        view.setMinimumWidth(min(max(widest, self.width()), screen - 20))
        super().showPopup()


class ElidedLabel(QLabel):
    """One line of plain text, cut with "…" where the room ends; the whole text is its tooltip then."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), LABEL_MIN), hint.height())

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._tip()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._tip()

    def is_elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def _tip(self) -> None:
        self.setToolTip(self.text() if self.is_elided() else "")

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        self.style().drawItemText(
            painter,
            rect,
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            text,
            self.foregroundRole(),
        )


class MessageLabel(QLabel):
    """What the desk says in an area: wrapped over as many lines as it needs, hidden while empty."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if not text:
            self.hide()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._show_if_said()

    def clear(self) -> None:
        self.setText("")

    def _show_if_said(self) -> None:
        if self.parentWidget() is not None:  # a label without a parent would show as a window of its own
            self.setVisible(bool(self.text()))
        elif not self.text():
            self.hide()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange:
            self._show_if_said()
        return super().event(event)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """A word longer than the screen (a file's path) is cut rather than widening the window."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 300), hint.height())


__all__ = [
    "COMBO_CHARS",
    "ElidedLabel",
    "FitCombo",
    "FlowLayout",
    "MessageLabel",
]
