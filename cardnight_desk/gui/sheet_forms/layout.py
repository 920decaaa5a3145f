"""The form for a game that has none of its own, built from the game's sheet layout: adding a game to the desk
is then adding its domain package only.

The *layout* is the game's own description of its score sheet (``Game.sheet_layout``, the one the printed
sheet draws): grids of boxes with one column per entrant (:class:`~cardnight_desk.domain.games.base.EntrantGrid`:
a box to tick, a number to write, or a row the desk works out) and lines choosing one of a few options
(:class:`~cardnight_desk.domain.games.base.Choice`: how the game ended). The form shows each grid as on paper,
a check box per tick, a spin box per number, the desk's rows read-only from the scored result, and a drop-down
(or a text field) per choice. Grids of numbered rows (deals, penalty lines) are left to a game's own form.

The sheet it makes is the game's first table kind with each entrant's boxes under the kind's entrant field,
a dotted box key nesting (``closed.sequence``), and each choice's value under its key::

    {"game": "bhukhar", "ended_by": "time", "teams": {"Lions": {"licence": true, "closed": {"sequence": 1}}}}

Labels are the layout's English, shown through Qt's translation in the ``SheetLayout`` context.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import BoxKind, Choice, EntrantGrid, SheetKind
from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.domain.sheet_description import get, put
from cardnight_desk.gui.sheet_forms.base import CellEdit, ChoiceBox, CountBox, FlagBox, SheetForm, steady
from cardnight_desk.gui.sheet_forms.columns import FIELD_PLACE
from cardnight_desk.services.tables import TableInfo


def _words(text: str) -> str:
    return QCoreApplication.translate("SheetLayout", text)


def entrant_sheet_kind(game_id: str) -> SheetKind | None:
    """The sheet kind a table of the game hands in, when it scores the table's entrants (else ``None``)."""
    game = find_game(game_id)
    kind = game.sheet_kind(game.table_kinds[0]) if game.table_kinds else None
    return kind if kind is not None and kind.entrant_field else None


def _path(*parts: str) -> str:
    path = ""
    for part in parts:
        for key in part.split("."):
            path = join(path, key)
    return path


class LayoutForm(SheetForm):
    """One column per entrant for each grid of the game's layout, then its choices."""

    @staticmethod
    def fits(game_id: str, settings: Mapping[str, Any], entrants: Sequence[str]) -> bool:
        """Can a table of this game be entered here: its sheet scores the entrants and its layout has a grid of
        boxes for each of them?"""
        if entrant_sheet_kind(game_id) is None:
            return False
        layout = find_game(game_id).sheet_layout(settings, list(entrants))
        return any(isinstance(section, EntrantGrid) for section in layout.sections)

    def __init__(self, table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(table, settings, parent)
        self.game = find_game(table.game)
        kind = entrant_sheet_kind(table.game)
        assert kind is not None, f"{table.game} has no sheet for its entrants"
        self.kind = kind
        self.entrants = list(table.entrants)
        layout = self.game.sheet_layout(self.settings, self.entrants)
        self.grids = [s for s in layout.sections if isinstance(s, EntrantGrid)]
        self.choices = [s for s in layout.sections if isinstance(s, Choice) and s.key]
        self.desk_rows: list[tuple[str, dict[str, QLabel]]] = []  # (result fields, entrant -> label)
        self.tab_chain: list[QWidget] = []
        self.notes = QVBoxLayout()  # at the foot of the form, so that no field moves as they come and go
        page = QVBoxLayout(self)
        for grid in self.grids:
            page.addWidget(QLabel(f"<b>{_words(grid.title)}</b>"))
            page.addWidget(steady(self._grid(grid)), 0, Qt.AlignmentFlag.AlignLeft)
        for choice in self.choices:
            page.addLayout(self._choice(choice))
        self.winner = QLabel()
        page.addWidget(self.winner)
        page.addLayout(self.notes)
        page.addWidget(self.general_errors)
        page.addStretch(1)
        for first, second in zip(self.tab_chain, self.tab_chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.revalidate()

    # --- building -------------------------------------------------------------------------------
    def _grid(self, grid: EntrantGrid) -> QGridLayout:
        """The grid's boxes, one row each, one column per entrant; typed column by column, as on paper."""
        out = QGridLayout()
        out.setHorizontalSpacing(14)
        for row, box in enumerate(grid.boxes, start=1):
            label = QLabel(_words(box.label))
            label.setWordWrap(True)
            out.addWidget(label, row, 0)
        columns: list[list[QWidget]] = []
        for col, name in enumerate(self.entrants, start=1):
            out.addWidget(QLabel(f"<b>{name}</b>"), 0, col)
            path = join(self.kind.entrant_field, name)
            self.note(path, None, name, self.notes)
            column: list[QWidget] = []
            for row, box in enumerate(grid.boxes, start=1):
                if box.kind is BoxKind.DESK or not box.key:
                    continue
                widget = FlagBox() if box.kind is BoxKind.TICK else CountBox()
                self.note(_path(path, box.key), widget, f"{name}, {_words(box.label)}", self.notes)
                out.addWidget(widget, row, col, FIELD_PLACE)
                column.append(widget)
            columns.append(column)
        for row, box in enumerate(grid.boxes, start=1):
            if box.kind is BoxKind.DESK:
                shown = {name: QLabel() for name in self.entrants}
                for col, name in enumerate(self.entrants, start=1):
                    shown[name].setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                    out.addWidget(shown[name], row, col)
                self.desk_rows.append((box.result, shown))
        self.tab_chain += [widget for column in columns for widget in column]
        return out

    def _choice(self, choice: Choice) -> QHBoxLayout:
        line = QHBoxLayout()
        line.addWidget(QLabel(_words(choice.label)))
        widget: QWidget
        if choice.options:
            box = ChoiceBox()
            box.setSizeAdjustPolicy(ChoiceBox.SizeAdjustPolicy.AdjustToContents)
            values = choice.values or choice.options
            for words, value in zip(choice.options, values, strict=True):
                box.addItem(_words(words), value)
            widget = box
        else:
            widget = CellEdit()
        line.addWidget(widget)
        line.addStretch(1)
        self.note(choice.key, widget, _words(choice.label), self.notes)
        self.tab_chain.append(widget)
        return line

    def first_field(self) -> QWidget:
        return self.tab_chain[0]

    # --- the sheet ------------------------------------------------------------------------------
    def _boxes(self) -> list[tuple[str, BoxKind]]:
        return [(b.key, b.kind) for g in self.grids for b in g.boxes if b.kind is not BoxKind.DESK and b.key]

    def sheet(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.kind.id}
        for choice in self.choices:
            widget = self.fields[choice.key]
            out[choice.key] = widget.currentData() if isinstance(widget, ChoiceBox) else widget.text().strip()
        entries: dict[str, Any] = {}
        for name in self.entrants:
            entry: dict[str, Any] = {}
            for key, kind in self._boxes():
                widget = self.fields[_path(self.kind.entrant_field, name, key)]
                put(entry, key, widget.isChecked() if kind is BoxKind.TICK else widget.value())
            entries[name] = entry
        out[self.kind.entrant_field] = entries
        return out

    def load(self, sheet: Mapping[str, Any]) -> None:
        with self.loading():
            given = sheet.get(self.kind.entrant_field)
            for name in self.entrants:
                entry = given.get(name) if isinstance(given, Mapping) else None
                for key, kind in self._boxes():
                    value = get(entry, key)
                    widget = self.fields[_path(self.kind.entrant_field, name, key)]
                    if kind is BoxKind.TICK:
                        widget.setChecked(bool(value))
                    else:
                        number = isinstance(value, int) and not isinstance(value, bool)
                        widget.setValue(value if number else 0)
            for choice in self.choices:
                widget = self.fields[choice.key]
                if isinstance(widget, ChoiceBox):
                    widget.setCurrentIndex(max(widget.findData(sheet.get(choice.key)), 0))
                else:
                    widget.setText(str(sheet.get(choice.key) or ""))

    # --- the desk's rows ------------------------------------------------------------------------
    def show_result(self, result: Mapping[str, Any] | None) -> None:
        entries = (result or {}).get(self.kind.entrant_field)
        for fields, shown in self.desk_rows:
            for name, label in shown.items():
                entry = entries.get(name) if isinstance(entries, Mapping) else None
                label.setText(f"<b>{_result_text(entry, fields)}</b>" if isinstance(entry, Mapping) else "—")
        # the column forms' words (their translations serve both)
        if result is None:
            self.winner.setText(
                QCoreApplication.translate(
                    "ColumnsForm",
                    "Not a valid sheet yet: see the notes at the foot of the form (fields framed in red).",
                )
            )
        elif "winner" in result:
            winner = result["winner"]
            self.winner.setText(
                QCoreApplication.translate("ColumnsForm", "A tie.")
                if winner is None
                else QCoreApplication.translate("ColumnsForm", "Winner: %s") % winner
            )
        else:
            self.winner.setText("")


def _result_text(entry: Mapping[str, Any], fields: str) -> str:
    """The entrant's result fields a desk row shows (``master/bonus`` -> ``2 / 1``); every field when none."""
    if fields:
        return " / ".join(str(get(entry, key)) for key in fields.split("/"))
    return " · ".join(
        f"{key} {value}" for key, value in entry.items() if not isinstance(value, Mapping | list)
    )
