"""How a form marks its fields and its words: drawn by the widgets themselves, with no Qt style sheet.

A field with a *note* (something the rules say of it) is framed in red, never resized; a field where a second
entry *differs* from the first has a yellow ground; errors and notes are written in red.

Why not style sheets: a form's widgets, once Qt's style-sheet style has polished them, leave some of Qt's
memory behind when they are deleted, whether the sheet is set on the form, on a field, on a parent or on the
application (measured with Qt 6.11: about 14 KiB for every Bhukhar form built and dropped, some 2.5 MiB an hour
at a busy score desk, never given back). A frame and a ground painted over the field, and a label's palette,
look the same and leave nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

ERROR_COLOUR = QColor("#b00020")  # errors, notes and the frame of a field with a note
DIFF_COLOUR = QColor("#ffe08a")  # the ground of a field whose second entry differs
FRAME_WIDTH = 2  # pixels, drawn over the field's own edge: the field keeps its size


class Marks:  # mixed into a field's widget class, before it
    """A field that draws its own marks: a red frame while a note concerns it (:func:`set_noted`), a yellow
    ground while a second entry differs from the first (:func:`set_differs`)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        noted, differs = bool(self.property("note")), bool(self.property("differs"))
        if not (noted or differs):
            return
        painter = QPainter(self)
        if differs:  # white turns the yellow, the text stays black
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
            painter.fillRect(self.rect(), DIFF_COLOUR)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        if noted:
            pen = QPen(ERROR_COLOUR, FRAME_WIDTH)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            half = FRAME_WIDTH / 2  # the pen is centred on the line: the frame lies wholly inside the field
            painter.drawRect(QRectF(self.rect()).adjusted(half, half, -half, -half))
        painter.end()


def set_noted(widget: QWidget, noted: bool) -> None:
    """Frame ``widget`` (a :class:`Marks` field) in red, or take the frame off."""
    if bool(widget.property("note")) != noted:
        widget.setProperty("note", noted)
        widget.update()


def set_differs(widget: QWidget, differs: bool) -> None:
    """Give ``widget`` (a :class:`Marks` field) the yellow ground of a second entry that differs, or take it
    off. A spin box's text is typed in a line edit of its own, over the spin box's paint: that line edit is
    given the yellow as its ground (the line edit's palette; a palette of the spin box's own, or a combo box's,
    keeps some of Qt's memory after the widget is gone)."""
    widget.setProperty("differs", differs)
    inner = widget.lineEdit() if isinstance(widget, QAbstractSpinBox) else None
    if inner is not None:
        if differs:
            palette = inner.palette()
            palette.setColor(QPalette.ColorRole.Base, DIFF_COLOUR)
            inner.setPalette(palette)
        else:
            inner.setPalette(QPalette())  # nothing of its own: the colours of the spin box around it again
    widget.update()


def in_error_colour(widget: QWidget) -> None:
    """Write ``widget``'s text (a label's) in the error red."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, ERROR_COLOUR)
    widget.setPalette(palette)
