"""The form of a game whose sheet is described once (``Game.sheet_description``, the Bhukhar family's): one
column per entrant, as on the paper sheets (Bhukhar per team, Bukharo per side), then the game's own fields
(how it ended) and its line lists (Bhukhar's penalty lines).

The description's *side fields* are the rows, each a tick or a number for every entrant, under the heading of
their *group* (a line of text between rows). Tab order follows the paper: the first entrant's column top to
bottom, then the next one's, then the game's fields and the lines. The fields stay where they are while the
sheet is typed: what the rules say of a field is a note at the foot of the form, naming the entrant and the
row, and the field is framed in red. Every word of the description is shown through Qt's translation in the
description's context; the form's own words are in the ``ColumnsForm`` context.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.domain.sheet_description import Field, Kind, SheetDescription, get, groups_of, put
from cardnight_desk.gui.sheet_forms.base import CellEdit, ChoiceBox, CountBox, FlagBox, SheetForm, steady
from cardnight_desk.gui.sheet_forms.lines import LineRows
from cardnight_desk.services.tables import TableInfo

FIELD_PLACE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter  # a field in its grid cell
WIDEST_FIGURE = {"score": -8888}  # the room an entrant's result keeps from the start (other figures: 88)


def described(game_id: str) -> SheetDescription | None:
    """The description of the game's sheet, when it has one (then its tables are typed into this form)."""
    return find_game(game_id).sheet_description()


class ColumnsForm(SheetForm):
    def __init__(self, table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(table, settings, parent)
        description = described(table.game)
        assert description is not None, f"{table.game} has no sheet description"
        self.description = description
        self.entrants = list(table.entrants)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.totals: dict[str, QLabel] = {}
        self.notes = QVBoxLayout()  # at the foot of the form: what the rules say of each field
        order: list[QWidget] = []
        rows = [(group, field) for group, run in groups_of(description.side_fields) for field in run]
        for col, name in enumerate(self.entrants, start=1):
            self.grid.addWidget(QLabel(f"<b>{name}</b>"), 0, col)
            path = join(description.sides, name)
            self.note(path, None, name, self.notes)
            row_no, heading = 2, ""
            for group, field in rows:
                if group and group != heading:
                    if col == 1:
                        self.grid.addWidget(QLabel(f"<i>{self.words(group)}</i>"), row_no, 0)
                    row_no += 1
                heading = group
                widget = FlagBox() if field.kind is Kind.YES_NO else CountBox()
                self.note(
                    self.field_path(name, field), widget, f"{name}, {self.words(field.label)}", self.notes
                )
                self.grid.addWidget(widget, row_no, col, FIELD_PLACE)
                if col == 1:
                    self.grid.addWidget(QLabel(self.words(field.label)), row_no, 0)
                order.append(widget)
                row_no += 1
            total = QLabel()
            total.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.totals[name] = total
            self._total_row = row_no + 1
            self.grid.addWidget(total, self._total_row, col)
        bold = QFont(self.font())
        bold.setBold(True)
        widest = {key: WIDEST_FIGURE.get(key, 88) for key in description.total_of}
        room = QFontMetrics(bold).horizontalAdvance(self.total_text(widest))
        for col in range(1, len(self.entrants) + 1):  # a result that comes widens no column
            self.grid.setColumnMinimumWidth(col, room)
        self.grid.addWidget(QLabel(self.tr("<b>Result</b>")), self._total_row, 0)
        layout = QVBoxLayout(self)
        layout.addWidget(steady(self.grid), 0, Qt.AlignmentFlag.AlignLeft)
        for field in description.game_fields:
            line, widget = self._game_field(field)
            layout.addLayout(line)
            order.append(widget)
        self.lines = {
            lines.key: LineRows(self, lines, self.entrants, self.words) for lines in description.lines
        }
        for rows_of in self.lines.values():
            layout.addWidget(rows_of.title)
            layout.addLayout(rows_of.grid)
            layout.addWidget(rows_of.add_button)
        self.winner = QLabel()
        layout.addWidget(self.winner)
        layout.addLayout(self.notes)
        layout.addWidget(self.general_errors)
        layout.addStretch(1)
        self._fixed_chain = order
        self.tab_chain: list[QWidget] = []
        self.rechain()
        self.revalidate()

    def words(self, text: str) -> str:
        """The description's English ``text`` in the desk's language."""
        return QCoreApplication.translate(self.description.context, text)

    def _game_field(self, field: Field) -> tuple[QHBoxLayout, QWidget]:
        widget: QWidget
        if field.kind is Kind.CHOICE:
            box = ChoiceBox()
            box.setSizeAdjustPolicy(ChoiceBox.SizeAdjustPolicy.AdjustToContents)
            for option in field.options:
                box.addItem(self.words(option.label), option.value)
            widget = box
        elif field.kind is Kind.YES_NO:
            widget = FlagBox()
        elif field.kind is Kind.WHOLE:
            widget = CountBox()
        else:
            widget = CellEdit()
        self.note(field.key, widget, self.words(field.label), self.notes)
        line = QHBoxLayout()
        line.addWidget(QLabel(self.words(field.label)))
        line.addWidget(widget)
        line.addStretch(1)
        return line, widget

    def rechain(self) -> None:
        """The tab order: the columns, the game's fields, then each line list's fields and add button."""
        chain = list(self._fixed_chain)
        for rows_of in getattr(self, "lines", {}).values():
            chain += rows_of.widgets()
        self.tab_chain = chain
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def first_field(self) -> QWidget:
        return self.tab_chain[0]

    # --- the sheet ------------------------------------------------------------------------------
    def field_path(self, name: str, field: Field) -> str:
        path = join(self.description.sides, name)
        for key in field.key.split("."):
            path = join(path, key)
        return path

    def entrant(self, name: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for field in self.description.side_fields:
            widget = self.fields[self.field_path(name, field)]
            put(out, field.key, widget.isChecked() if isinstance(widget, FlagBox) else widget.value())
        return out

    def sheet(self) -> dict[str, Any]:
        d = self.description
        return {
            "game": d.game,
            **{f.key: _value(self.fields[f.key]) for f in d.game_fields},
            d.sides: {name: self.entrant(name) for name in self.entrants},
            **{key: rows_of.values() for key, rows_of in getattr(self, "lines", {}).items()},
        }

    def load(self, sheet: Mapping[str, Any]) -> None:
        d = self.description
        with self.loading():
            given = sheet.get(d.sides)
            for name in self.entrants:
                values = given.get(name) if isinstance(given, Mapping) else None
                for field in d.side_fields:
                    value = get(values, field.key)
                    widget = self.fields[self.field_path(name, field)]
                    if isinstance(widget, FlagBox):
                        widget.setChecked(bool(value))
                    else:
                        widget.setValue(
                            value if isinstance(value, int) and not isinstance(value, bool) else 0
                        )
            for field in d.game_fields:
                _set(self.fields[field.key], sheet.get(field.key))
            for key, rows_of in self.lines.items():
                rows_of.load(sheet.get(key))
            self.rechain()

    # --- live totals ----------------------------------------------------------------------------
    def total_text(self, entry: Mapping[str, Any]) -> str:
        return self.words(self.description.total) % tuple(entry.get(k) for k in self.description.total_of)

    def show_result(self, result: Mapping[str, Any] | None) -> None:
        for name, label in self.totals.items():
            entry = (result or {}).get(self.description.sides, {}).get(name)
            label.setText(f"<b>{self.total_text(entry)}</b>" if entry else "—")
        if result is None:
            self.winner.setText(
                self.tr(
                    "Not a valid sheet yet: see the notes at the foot of the form (fields framed in red)."
                )
            )
        elif result.get("winner") is None:
            self.winner.setText(self.tr("A tie."))
        else:
            self.winner.setText(self.tr("Winner: %s") % result["winner"])


def _value(widget: QWidget) -> Any:
    if isinstance(widget, ChoiceBox):
        return widget.currentData()
    if isinstance(widget, FlagBox):
        return widget.isChecked()
    if isinstance(widget, CountBox):
        return widget.value()
    assert isinstance(widget, CellEdit)
    return widget.text().strip()


def _set(widget: QWidget, value: Any) -> None:
    if isinstance(widget, ChoiceBox):
        widget.setCurrentIndex(max(widget.findData(value), 0))
    elif isinstance(widget, FlagBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, CountBox):
        widget.setValue(value if isinstance(value, int) and not isinstance(value, bool) else 0)
    elif isinstance(widget, CellEdit):
        widget.setText(str(value or ""))
