"""A line list of a sheet form (:class:`~cardnight_desk.domain.sheet_description.LineList`): the lines the table
wrote on its sheet (Bhukhar's penalties, rule 19), one row of fields each, with a button to add a line and one
to remove each. A field naming a side is a drop-down of the table's entrants; a whole number a number box; a
text a short text field with its hint. Where a *preset* is described, a line's source field fills its target
while the target is still 0 (rule 19.3 writes 50 points).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.domain.sheet_description import Field, Kind, LineList
from cardnight_desk.gui.sheet_forms.base import CellEdit, ChoiceBox, CountBox

if TYPE_CHECKING:
    from cardnight_desk.gui.sheet_forms.base import SheetForm


class LineRows:
    """The rows of one line list in ``form``; ``words`` translates the description's words."""

    def __init__(
        self, form: SheetForm, lines: LineList, entrants: Sequence[str], words: Callable[[str], str]
    ) -> None:
        self.form = form
        self.lines = lines
        self.entrants = list(entrants)
        self.words = words
        self.grid = QGridLayout()
        self.rows: list[dict[str, QWidget]] = []
        self.title = QLabel(f"<i>{words(lines.label)}</i>")
        self.add_button = QPushButton(words(lines.add))
        self.add_button.clicked.connect(lambda: self.add())

    def _widget(self, field: Field) -> QWidget:
        if field.kind is Kind.SIDE:
            box = ChoiceBox()
            for name in self.entrants:
                box.addItem(name, name)
            return box
        if field.kind is Kind.WHOLE:
            return CountBox(maximum=field.hi if field.hi is not None else 999)
        edit = CellEdit()
        if field.hint:
            edit.setPlaceholderText(self.words(field.hint))
        return edit

    def widgets(self) -> list[QWidget]:
        """The fields of every line in order, then the add button: their part of the form's tab order."""
        return [row[f.key] for row in self.rows for f in self.lines.fields] + [self.add_button]

    def add(self, values: Mapping[str, Any] | None = None) -> dict[str, QWidget]:
        """A new line at the end (filled with ``values``), its fields registered with the form."""
        index = len(self.rows)
        path = join(self.lines.key, index)
        row = {f.key: self._widget(f) for f in self.lines.fields}
        remove = QPushButton(self.words(self.lines.remove))
        if values:
            _fill(row, self.lines.fields, values)
        # each field's error under it, the line's own error under the Remove button
        columns = len(self.lines.fields)
        self.grid.addWidget(self.form.register(path, None), 2 * index + 1, columns)
        for col, f in enumerate(self.lines.fields):
            self.grid.addWidget(row[f.key], 2 * index, col)
            self.grid.addWidget(self.form.register(join(path, f.key), row[f.key]), 2 * index + 1, col)
        self.grid.addWidget(remove, 2 * index, columns)
        remove.clicked.connect(lambda _=False, r=row: self.remove(r))
        preset = self.lines.preset
        if preset is not None:
            source, target = row[preset.source], row[preset.target]
            assert isinstance(source, CellEdit) and isinstance(target, CountBox)
            source.textChanged.connect(lambda text, t=target: _preset(preset.value(text), t))
        row["remove"] = remove
        self.rows.append(row)
        self.form.rechain()
        if not self.form.is_loading:
            self.form.on_edit()
            if self.form.isVisible():  # the layout would show the new line only on the next event-loop turn
                for widget in row.values():
                    widget.show()
            row[self.lines.fields[0].key].setFocus()
        return row

    def remove(self, row: dict[str, QWidget]) -> None:
        kept = [self._values(r) for r in self.rows if r is not row]
        self.clear()
        with self.form.loading():
            for values in kept:
                self.add(values)
        self.form.edited.emit()

    def clear(self) -> None:
        prefix = f"{self.lines.key}."
        for path in [p for p in self.form.error_labels if p.startswith(prefix)]:
            label = self.form.error_labels.pop(path)
            label.setParent(None)
            label.deleteLater()
            self.form.fields.pop(path, None)
        for row in self.rows:
            for widget in row.values():
                widget.setParent(None)
                widget.deleteLater()
        self.rows = []

    def load(self, items: object) -> None:
        self.clear()
        for values in items if isinstance(items, list) else []:
            self.add(values if isinstance(values, Mapping) else {})

    def _values(self, row: Mapping[str, QWidget]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in self.lines.fields:
            widget = row[f.key]
            if isinstance(widget, ChoiceBox):
                out[f.key] = widget.currentData()
            elif isinstance(widget, CountBox):
                out[f.key] = widget.value()
            elif isinstance(widget, CellEdit):
                text = widget.text().strip()
                if text or not f.optional:
                    out[f.key] = text
        return out

    def values(self) -> list[dict[str, Any]]:
        return [self._values(row) for row in self.rows]


def _fill(row: Mapping[str, QWidget], fields: Sequence[Field], values: Mapping[str, Any]) -> None:
    for f in fields:
        widget, value = row[f.key], values.get(f.key)
        if isinstance(widget, ChoiceBox):
            widget.setCurrentIndex(max(widget.findData(value), 0))
        elif isinstance(widget, CountBox):
            widget.setValue(value if isinstance(value, int) and not isinstance(value, bool) else 0)
        elif isinstance(widget, CellEdit):
            widget.setText(str(value if value is not None else ""))


def _preset(value: int | None, target: CountBox) -> None:
    if value is not None and target.value() == 0:
        target.setValue(value)
