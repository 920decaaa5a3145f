"""The rummy table form, deal by deal and player by player, with the running totals and the eliminations shown
as you go (rulings RU-3 to RU-8).

A *cell* is one player's line for one deal, typed as a short code:

- ``w``: won the deal; ``f``: dropped at the first turn (25); ``m``: dropped later, a middle drop (50);
  ``v``: a void deal (the stock ran out, ruling RU-6);
- a number: lost, with that many points at the normal rate (before halving or doubling);
- card names (``10H JH QH KH 7S ...``): lost, and the desk counts the points from the 13 cards and the deal's
  wild rank (column *Wild*);
- in a first-turn rummy or hand-rummy deal a loser adds ``+`` if they had had a turn, ``-`` if not (``35+``).

A player *eliminated* (out after a deal, ruling RU-7) has no cell in the deals after it: the cells are greyed out
and marked *out*. An empty cell of a player still in leaves the player out of that deal, which the rules report.

The deal's number, type (with its choices) and wild rank are headed as the sheet's description
(:mod:`~cardnight_desk.domain.games.rummy.description`) labels them, translated in its context (this form's).

The sheet does not move under the pen: each deal is one line of the grid, the grid keeps its own size whatever
the room (a running total has room for four digits or *out* from the start), and the *notes* (what the rules say about a cell, a deal or the sheet) are listed under the grid,
naming their deal and player, with the cell they concern framed in red. So a cell stays where the volunteer
saw it while totals, notes and the summary come and go.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from cardnight_desk.domain.games.rummy.description import DEALS, DESCRIPTION
from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.gui.sheet_forms.base import CellEdit, ChoiceBox, SheetForm, evaluate_cached, steady
from cardnight_desk.services.tables import TableInfo

DEAL_TYPE, WILD = DEALS.field("deal_type"), DEALS.field("wild")
CODES = {"w": {"result": "won"}, "f": {"result": "dropped", "when": "first_turn"},
         "m": {"result": "dropped", "when": "later"}, "v": {"result": "void"}}  # fmt: skip
TURN_MARKS = {"+": True, "-": False}
FIRST_ROWS = 12
WIDEST_TOTAL = "8888"  # the room a running total keeps from the start


def parse_cell(text: str, wild: str | None) -> dict[str, Any] | None:
    """A cell's code as the player's entry in a ``rummy-deal`` (``None`` for an empty cell)."""
    text = text.strip()
    if not text:
        return None
    had_turn = None
    if text[-1] in TURN_MARKS:
        had_turn, text = TURN_MARKS[text[-1]], text[:-1].strip()
    code = text.lower()
    if code in CODES:
        entry = dict(CODES[code])
    elif re.fullmatch(r"\d+", code):
        entry = {"result": "lost", "points": int(code)}
    else:
        cards = [c.upper() for c in re.split(r"[\s,;]+", text) if c]
        entry = {"result": "lost", "cards": cards, "wild": wild}
    if had_turn is not None:
        entry["had_turn"] = had_turn
    return entry


def cell_text(entry: Mapping[str, Any]) -> str:
    """The code that :func:`parse_cell` reads back as ``entry``."""
    result = entry.get("result")
    if result == "won":
        text = "w"
    elif result == "void":
        text = "v"
    elif result == "dropped":
        text = "f" if entry.get("when") == "first_turn" else "m"
    elif "cards" in entry:
        text = " ".join(str(c) for c in entry.get("cards") or [])
    else:
        text = str(entry.get("points", ""))
    if "had_turn" in entry:
        text += "+" if entry["had_turn"] else "-"
    return text


class RummyTableForm(SheetForm):
    def __init__(self, table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(table, settings, parent)
        self.players = list(table.entrants)
        self.grid = QGridLayout()
        headers = [self.tr(DEALS.number), self.tr(DEAL_TYPE.label), self.tr(WILD.label)]
        headers += [p for name in self.players for p in (name, "")]
        for col, words in enumerate(headers):
            self.grid.addWidget(QLabel(f"<b>{words}</b>"), 0, col)
        self.total_width = max(
            self.fontMetrics().horizontalAdvance(words) for words in (WIDEST_TOTAL, self.tr("out"))
        )
        self.rows: list[dict[str, Any]] = []
        self.notes = QVBoxLayout()
        self.add_button = QPushButton(self.tr("Add a &deal"))
        self.add_button.clicked.connect(lambda: self.add_row(focus=True))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        legend = QLabel(
            self.tr(
                "w won · f first drop (25) · m middle drop (50) · a number: points lost · or the 13 cards "
                "(10H JH …) with the wild rank · v void · in first-turn and hand-rummy deals add + (had a "
                "turn) or - (no turn yet) to a loser"
            )
        )
        legend.setWordWrap(True)
        legend.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.addWidget(legend)
        layout.addWidget(steady(self.grid), 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.add_button)
        layout.addWidget(self.summary)
        layout.addLayout(self.notes)  # last: what comes and goes moves nothing one types into
        layout.addWidget(self.general_errors)
        layout.addStretch(1)
        max_deals = self.settings.get("max_deals")
        for _ in range(max_deals if isinstance(max_deals, int) else FIRST_ROWS):
            self.add_row()
        self.revalidate()

    def add_row(self, focus: bool = False) -> dict[str, Any]:
        index = len(self.rows)
        line = index + 1
        path = join("deals", index)
        deal = self.tr("Deal %s") % (index + 1)
        kind = ChoiceBox()
        for option in DEAL_TYPE.options:
            kind.addItem(self.tr(option.label), option.value)
        wild = CellEdit()
        wild.setFixedWidth(44)
        row: dict[str, Any] = {"type": kind, "wild": wild, "cells": {}, "totals": {}}
        self.grid.addWidget(QLabel(str(index + 1)), line, 0)
        self.grid.addWidget(kind, line, 1)
        self.grid.addWidget(wild, line, 2)
        self.note(path, None, deal, self.notes)
        self.note(join(path, DEAL_TYPE.key), kind, deal, self.notes)
        self.note(join(path, WILD.key), wild, f"{deal}, {self.tr(WILD.label)}", self.notes)
        players = join(path, DEALS.side_key)
        for number, name in enumerate(self.players):
            cell = CellEdit()
            cell.setFixedWidth(max(60, cell.fontMetrics().horizontalAdvance("m" * 6)))
            total = QLabel()
            total.setFixedWidth(self.total_width)
            total.setStyleSheet("color: #555")
            row["cells"][name], row["totals"][name] = cell, total
            self.grid.addWidget(cell, line, 3 + 2 * number)
            self.grid.addWidget(total, line, 4 + 2 * number)
            self.note(join(players, name), cell, f"{deal}, {name}", self.notes)
        self.alias(players, path)
        self.rows.append(row)
        chain = [w for r in self.rows for w in (r["type"], r["wild"], *r["cells"].values())]
        for first, second in zip(chain, [*chain[1:], self.add_button], strict=False):
            QWidget.setTabOrder(first, second)
        if focus:
            self.revalidate()
            next(iter(row["cells"].values())).setFocus()
        return row

    def first_field(self) -> QWidget:
        return next(iter(self.rows[0]["cells"].values()))

    # --- the sheet ------------------------------------------------------------------------------
    def _blank(self, row: Mapping[str, Any]) -> bool:
        return not any(cell.text().strip() for cell in row["cells"].values())

    def _deal(self, row: Mapping[str, Any]) -> dict[str, Any]:
        wild = row["wild"].text().strip().upper() or None
        players = {}
        for name, cell in row["cells"].items():
            entry = parse_cell(cell.text(), wild)
            if entry is not None:
                players[name] = entry
        return {DEAL_TYPE.key: row["type"].currentData(), DEALS.side_key: players}

    def sheet(self) -> dict[str, Any]:
        used = [i for i, row in enumerate(self.rows) if not self._blank(row)]
        rows = self.rows[: used[-1] + 1] if used else []
        return {
            "game": DESCRIPTION.game,
            "target": self.settings.get("target", DESCRIPTION.game_field("target").default),
            "max_deals": self.settings.get("max_deals"),  # none given: no deal limit (a final table)
            DESCRIPTION.sides: list(self.players),
            DEALS.key: [self._deal(row) for row in rows],
        }

    def load(self, sheet: Mapping[str, Any]) -> None:
        with self.loading():
            deals = list(sheet.get("deals") or [])
            while len(self.rows) < len(deals):
                self.add_row()
            for index, row in enumerate(self.rows):
                deal = deals[index] if index < len(deals) else {}
                row["type"].setCurrentIndex(max(row["type"].findData(deal.get("deal_type")), 0))
                entries = deal.get("players") or {}
                wilds = [e.get("wild") for e in entries.values() if isinstance(e, dict) and e.get("wild")]
                row["wild"].setText(str(wilds[0]) if wilds else "")
                for name, cell in row["cells"].items():
                    cell.setText(cell_text(entries[name]) if name in entries else "")

    def state(self) -> Any:
        return [
            {
                "type": row["type"].currentIndex(),
                "wild": row["wild"].text(),
                "cells": {name: cell.text() for name, cell in row["cells"].items()},
            }
            for row in self.rows
        ]

    def restore(self, state: Any) -> None:
        with self.loading():
            while len(self.rows) < len(state):
                self.add_row()
            for row, typed in zip(self.rows, state, strict=False):
                row["type"].setCurrentIndex(typed["type"])
                row["wild"].setText(typed["wild"])
                for name, cell in row["cells"].items():
                    cell.setText(typed["cells"].get(name, ""))

    # --- live totals and eliminations -----------------------------------------------------------
    def show_result(self, result: Mapping[str, Any] | None) -> None:
        sheet = self.checked_sheet()
        out_after: dict[str, int] = {}
        for index, row in enumerate(self.rows):
            known = None
            if index < len(sheet["deals"]):
                prefix = evaluate_cached(sheet | {"deals": sheet["deals"][: index + 1]})
                known = prefix if prefix.get("valid") else None
            if known is not None:
                out_after = dict(known.get("eliminated") or {})
            for name, cell in row["cells"].items():
                gone = name in out_after and out_after[name] <= index
                cell.setEnabled(not gone or bool(cell.text().strip()))
                if gone and not cell.text().strip():
                    row["totals"][name].setText(self.tr("out"))
                elif known is not None:
                    row["totals"][name].setText(str(known["totals"].get(name, "")))
                else:
                    row["totals"][name].setText("")
        self._summary(result)

    def _summary(self, result: Mapping[str, Any] | None) -> None:
        if result is None:
            self.summary.setText(self.tr("Not a valid sheet yet: see the notes under the deals."))
            return
        totals = " · ".join(f"{name} {result['totals'].get(name)}" for name in self.players)
        parts = [f"<b>{totals}</b>"]
        if result.get("eliminated"):
            out = ", ".join(self.tr("%s (after deal %s)") % (n, d) for n, d in result["eliminated"].items())
            parts.append(self.tr("Out: %s") % out)
        if result.get("tied"):
            parts.append(
                self.tr("Level on the lowest total: %s play one more deal between them (RU-8)")
                % ", ".join(result["tied"])
            )
        elif result.get("winner"):
            parts.append(self.tr("Winner: %s") % result["winner"])
        elif not result.get("finished"):
            parts.append(self.tr("The game goes on."))
        self.summary.setText(" — ".join(parts))
