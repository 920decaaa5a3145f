"""The Bhukhar sheet form: per team the flags, the combinations closed at seven cards, the cards on the table
and in hand; how the game ended; and the penalty lines written on the sheet (rule 19, ruling BH-6).

A *penalty line* is one penalty the table wrote on its sheet: the penalised team, the points, the rule number
and a note. (Penalties a judge gives at the desk are not on the sheet: they go through the penalty dialog.)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from cardnight_desk.domain.games.bhukhar.sheets import PENALTY_RULES
from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.gui.sheet_forms.base import CellEdit, ChoiceBox, CountBox
from cardnight_desk.gui.sheet_forms.columns import ColumnsForm, Heading, Row

ROWS = (
    Row(("licence",), "flag", QT_TRANSLATE_NOOP("BhukharForm", "Licence displayed")),
    Row(("licence_first",), "flag", QT_TRANSLATE_NOOP("BhukharForm", "Licence first")),
    Row(("bhukhar",), "flag", QT_TRANSLATE_NOOP("BhukharForm", "Took the Bhukhar")),
    Row(("closed_game",), "flag", QT_TRANSLATE_NOOP("BhukharForm", "Closed the game")),
    Row(("natodiu",), "flag", QT_TRANSLATE_NOOP("BhukharForm", "Gave a Natodiu")),
    Heading(QT_TRANSLATE_NOOP("BhukharForm", "Closed at seven cards")),
    Row(("closed", "sequence"), "count", QT_TRANSLATE_NOOP("BhukharForm", "Sequences")),
    Row(("closed", "high_set"), "count", QT_TRANSLATE_NOOP("BhukharForm", "Sets of 8 to ace")),
    Row(("closed", "low_set"), "count", QT_TRANSLATE_NOOP("BhukharForm", "Sets of 2 to 7")),
    Heading(QT_TRANSLATE_NOOP("BhukharForm", "Cards on the table")),
    Row(("table_cards", "low"), "count", QT_TRANSLATE_NOOP("BhukharForm", "Low (2–7)")),
    Row(("table_cards", "high"), "count", QT_TRANSLATE_NOOP("BhukharForm", "High (8–A)")),
    Heading(QT_TRANSLATE_NOOP("BhukharForm", "Cards in hand")),
    Row(("hand_cards", "low"), "count", QT_TRANSLATE_NOOP("BhukharForm", "Low (2–7)")),
    Row(("hand_cards", "high"), "count", QT_TRANSLATE_NOOP("BhukharForm", "High (8–A)")),
)


class BhukharForm(ColumnsForm):
    GAME = "bhukhar"
    ENTRANTS = "teams"
    ROWS = ROWS
    ENDED_BY = (
        ("closed", QT_TRANSLATE_NOOP("BhukharForm", "closed by a team")),
        ("stock", QT_TRANSLATE_NOOP("BhukharForm", "stock ran out")),
        ("time", QT_TRANSLATE_NOOP("BhukharForm", "time called")),
    )

    def build_below(self) -> None:
        self.penalty_grid = QGridLayout()
        self.penalty_rows: list[dict[str, QWidget]] = []
        self.add_penalty_button = QPushButton(self.tr("Add a penalty &line"))
        self.add_penalty_button.clicked.connect(lambda: self.add_penalty_line())
        self.below.addWidget(QLabel(self.tr("<i>Penalties written on the sheet (rule 19)</i>")))
        self.below.addLayout(self.penalty_grid)
        self.below.addWidget(self.add_penalty_button)
        self._chain_length = len(self.tab_chain)
        self.tab_chain.append(self.add_penalty_button)

    # --- penalty lines --------------------------------------------------------------------------
    def add_penalty_line(self, values: Mapping[str, Any] | None = None) -> dict[str, QWidget]:
        index = len(self.penalty_rows)
        path = join("penalties", index)
        team = ChoiceBox()
        for name in self.entrants:
            team.addItem(name, name)
        points = CountBox(maximum=100)
        rule = CellEdit()
        rule.setPlaceholderText(self.tr("rule, e.g. 19.3"))
        note = CellEdit()
        note.setPlaceholderText(self.tr("note"))
        remove = QPushButton(self.tr("Remove"))
        row = {"team": team, "points": points, "rule": rule, "note": note, "remove": remove}
        if values:
            team.setCurrentIndex(max(team.findData(values.get("team")), 0))
            points.setValue(values.get("points") or 0)
            rule.setText(str(values.get("rule", "")))
            note.setText(str(values.get("note", "")))
        # each field's error under it, the line's own error under the Remove button
        self.penalty_grid.addWidget(self.register(path, None), 2 * index + 1, 4)
        for col, key in enumerate(("team", "points", "rule", "note")):
            self.penalty_grid.addWidget(row[key], 2 * index, col)
            self.penalty_grid.addWidget(self.register(join(path, key), row[key]), 2 * index + 1, col)
        self.penalty_grid.addWidget(remove, 2 * index, 4)
        remove.clicked.connect(lambda _=False, r=row: self.remove_penalty_line(r))
        rule.textChanged.connect(lambda text, p=points: self._fixed_points(text, p))
        self.penalty_rows.append(row)
        self._rechain()
        if not self._loading:
            self.on_edit()
            if self.isVisible():  # the layout would show the new line only on the next event-loop turn
                for widget in row.values():
                    widget.show()
            team.setFocus()
        return row

    def _fixed_points(self, rule: str, points: CountBox) -> None:
        fixed = PENALTY_RULES.get(rule.strip().lower().removeprefix("rule").strip())
        if fixed is not None and points.value() == 0:
            points.setValue(fixed)

    def remove_penalty_line(self, row: dict[str, QWidget]) -> None:
        kept = [self._line_values(r) for r in self.penalty_rows if r is not row]
        self._clear_penalty_lines()
        with self.loading():
            for values in kept:
                self.add_penalty_line(values)
        self.edited.emit()

    def _clear_penalty_lines(self) -> None:
        for path in [p for p in self.error_labels if p.startswith("penalties.")]:
            label = self.error_labels.pop(path)
            label.setParent(None)
            label.deleteLater()
            self.fields.pop(path, None)
        for row in self.penalty_rows:
            for widget in row.values():
                widget.setParent(None)
                widget.deleteLater()
        self.penalty_rows = []

    def _rechain(self) -> None:
        chain = self.tab_chain[: self._chain_length]
        for row in self.penalty_rows:
            chain += [row["team"], row["points"], row["rule"], row["note"]]
        chain.append(self.add_penalty_button)
        self.tab_chain = chain
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    @staticmethod
    def _line_values(row: Mapping[str, QWidget]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "team": row["team"].currentData(),  # type: ignore[attr-defined]
            "points": row["points"].value(),  # type: ignore[attr-defined]
            "rule": row["rule"].text().strip(),  # type: ignore[attr-defined]
        }
        note = row["note"].text().strip()  # type: ignore[attr-defined]
        if note:
            out["note"] = note
        return out

    # --- the sheet ------------------------------------------------------------------------------
    def sheet(self) -> dict[str, Any]:
        out = super().sheet()
        out["penalties"] = [self._line_values(r) for r in getattr(self, "penalty_rows", [])]
        return out

    def load_below(self, sheet: Mapping[str, Any]) -> None:
        self._clear_penalty_lines()
        for values in sheet.get("penalties") or []:
            self.add_penalty_line(values)
        self._rechain()

    def total_text(self, entry: Mapping[str, Any]) -> str:
        return self.tr("Score %s · Master %s · Bonus %s") % (entry["score"], entry["master"], entry["bonus"])
