"""Forms with one column per entrant, as on the paper sheets of the Bhukhar family (Bhukhar per team, Bukharo per
side): the same rows of flags and card counts for each, then how the game ended.

A *row* is one sheet field of every entrant (``closed.sequence``), a *heading* a line of text between rows.
Tab order follows the paper: the first entrant's column top to bottom, then the next one's, then the end of
the game and whatever a game adds below (Bhukhar's penalty lines). The fields stay where they are while the
sheet is typed: what the rules say of a field is a note at the foot of the form, naming the entrant and the
row, and the field is framed in red.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.gui.sheet_forms.base import ChoiceBox, CountBox, FlagBox, SheetForm, steady
from cardnight_desk.services.tables import TableInfo


@dataclass(frozen=True)
class Row:
    keys: tuple[str, ...]  # the field inside an entrant: ("closed", "sequence")
    kind: str  # "flag" or "count"
    label: str  # English, marked QT_TRANSLATE_NOOP with the form's class name; shown translated


@dataclass(frozen=True)
class Heading:
    label: str


FIELD_PLACE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter  # a field in its grid cell
WIDEST_RESULT = {
    "score": -8888,
    "master": 88,
    "bonus": 88,
}  # the room an entrant's result keeps from the start


class ColumnsForm(SheetForm):
    GAME = ""  # the sheet's ``game``
    ENTRANTS = "teams"  # the sheet's group of entrants
    ROWS: tuple[Row | Heading, ...] = ()
    ENDED_BY: tuple[tuple[str, str], ...] = ()  # (value, words), the words marked like a row's label

    def __init__(self, table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(table, settings, parent)
        self.entrants = list(table.entrants)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.totals: dict[str, QLabel] = {}
        self.notes = QVBoxLayout()  # at the foot of the form: what the rules say of each field
        order: list[QWidget] = []
        for col, name in enumerate(self.entrants, start=1):
            head = QLabel(f"<b>{name}</b>")
            self.grid.addWidget(head, 0, col)
            path = join(self.ENTRANTS, name)
            self.note(path, None, name, self.notes)
            row_no = 2
            for row in self.ROWS:
                if isinstance(row, Heading):
                    if col == 1:
                        self.grid.addWidget(QLabel(f"<i>{self.tr(row.label)}</i>"), row_no, 0)
                    row_no += 1
                    continue
                widget = FlagBox() if row.kind == "flag" else CountBox()
                field_path = path
                for key in row.keys:
                    field_path = join(field_path, key)
                self.note(field_path, widget, f"{name}, {self.tr(row.label)}", self.notes)
                self.grid.addWidget(widget, row_no, col, FIELD_PLACE)
                if col == 1:
                    self.grid.addWidget(QLabel(self.tr(row.label)), row_no, 0)
                order.append(widget)
                row_no += 1
            total = QLabel()
            total.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.totals[name] = total
            self.grid.addWidget(total, row_no + 1, col)
        bold = QFont(self.font())
        bold.setBold(True)
        room = QFontMetrics(bold).horizontalAdvance(self.total_text(WIDEST_RESULT))
        for col in range(1, len(self.entrants) + 1):  # a result that comes widens no column
            self.grid.setColumnMinimumWidth(col, room)
        self._total_row = 2 + len(self.ROWS) + 1
        self.grid.addWidget(QLabel(self.tr("<b>Result</b>")), self._total_row, 0)
        self.ended_by = ChoiceBox()
        self.ended_by.setSizeAdjustPolicy(ChoiceBox.SizeAdjustPolicy.AdjustToContents)
        for value, words in self.ENDED_BY:
            self.ended_by.addItem(self.tr(words), value)
        self.note("ended_by", self.ended_by, self.tr("Game ended by"), self.notes)
        order.append(self.ended_by)
        self.ended_row = QHBoxLayout()
        self.ended_row.addWidget(QLabel(self.tr("Game ended by")))
        self.ended_row.addWidget(self.ended_by)
        self.ended_row.addStretch(1)
        self.winner = QLabel()
        self.below = QVBoxLayout()  # what a game adds under the columns
        layout = QVBoxLayout(self)
        layout.addWidget(steady(self.grid), 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(self.ended_row)
        layout.addLayout(self.below)
        layout.addWidget(self.winner)
        layout.addLayout(self.notes)
        layout.addWidget(self.general_errors)
        layout.addStretch(1)
        self.tab_chain = order
        self.build_below()
        for first, second in zip(self.tab_chain, self.tab_chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.revalidate()

    def build_below(self) -> None:
        """Add fields under the columns (appending them to :attr:`tab_chain`)."""

    def first_field(self) -> QWidget:
        return self.tab_chain[0]

    # --- the sheet ------------------------------------------------------------------------------
    def field_path(self, name: str, row: Row) -> str:
        path = join(self.ENTRANTS, name)
        for key in row.keys:
            path = join(path, key)
        return path

    def entrant(self, name: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for row in self.ROWS:
            if isinstance(row, Heading):
                continue
            widget = self.fields[self.field_path(name, row)]
            value = widget.isChecked() if isinstance(widget, FlagBox) else widget.value()
            group = out
            for key in row.keys[:-1]:
                group = group.setdefault(key, {})
            group[row.keys[-1]] = value
        return out

    def sheet(self) -> dict[str, Any]:
        return {
            "game": self.GAME,
            "ended_by": self.ended_by.currentData(),
            self.ENTRANTS: {name: self.entrant(name) for name in self.entrants},
        }

    def load(self, sheet: Mapping[str, Any]) -> None:
        with self.loading():
            given = sheet.get(self.ENTRANTS, {})
            for name in self.entrants:
                values = given.get(name, {})
                for row in self.ROWS:
                    if isinstance(row, Heading):
                        continue
                    value: Any = values
                    for key in row.keys:
                        value = value.get(key) if isinstance(value, dict) else None
                    widget = self.fields[self.field_path(name, row)]
                    if isinstance(widget, FlagBox):
                        widget.setChecked(bool(value))
                    else:
                        widget.setValue(
                            value if isinstance(value, int) and not isinstance(value, bool) else 0
                        )
            index = self.ended_by.findData(sheet.get("ended_by"))
            self.ended_by.setCurrentIndex(max(index, 0))
            self.load_below(sheet)

    def load_below(self, sheet: Mapping[str, Any]) -> None:
        """Fill the fields :meth:`build_below` added."""

    # --- live totals ----------------------------------------------------------------------------
    def total_text(self, entry: Mapping[str, Any]) -> str:
        return self.tr("Score %s") % entry.get("score")

    def show_result(self, result: Mapping[str, Any] | None) -> None:
        for name, label in self.totals.items():
            entry = (result or {}).get(self.ENTRANTS, {}).get(name)
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
