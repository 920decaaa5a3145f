"""The 28 match sheet form, deal by deal: the bidder (or a redeal), the final bid or thani, how the deal ended
(the bidder's trick points, a thani won or lost, a cot or counter cot and its outcome, a foul), with the
running totals and the match status as you go, and the coin toss when one is due (rulings TE-2 to TE-7).

Keys that make entry fast: in *Bid* type 16–28 or ``t`` for thani; in *Result* type the bidding team's trick
points, or for a thani ``w`` (won all six tricks) or ``l`` (lost one). A deal left empty at the end of the
sheet is not played yet; the first 12 are the two rounds, the next 6 the extra round (only when level).

The columns, the redeal and the coin toss are labelled as the sheet's description
(:mod:`~cardnight_desk.domain.games.twenty_eight.description`) labels them, translated in its context (this
form's); the cot's column is headed by the cot's group.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardnight_desk.domain.games.twenty_eight.description import DEALS, DESCRIPTION
from cardnight_desk.domain.games.twenty_eight.scoring import MATCH_DEALS
from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.gui.sheet_forms.base import CellEdit, ChoiceBox, SheetForm, evaluate_cached
from cardnight_desk.services.tables import TableInfo

REDEAL = DEALS.field("redeal")
COIN_TOSS = DESCRIPTION.game_field("coin_toss")
# cot choices: (words, declared by the bidder's team?, outcome)
COTS = (
    (QT_TRANSLATE_NOOP("TwentyEightForm", "cot: took every trick"), True, "won_all"),
    (QT_TRANSLATE_NOOP("TwentyEightForm", "cot: lost a trick"), True, "lost_trick"),
    (QT_TRANSLATE_NOOP("TwentyEightForm", "cot: surrendered to"), True, "surrendered"),
    (QT_TRANSLATE_NOOP("TwentyEightForm", "counter cot: took every trick"), False, "won_all"),
    (QT_TRANSLATE_NOOP("TwentyEightForm", "counter cot: lost a trick"), False, "lost_trick"),
    (QT_TRANSLATE_NOOP("TwentyEightForm", "counter cot: surrendered to"), False, "surrendered"),
)
STATUS_WORDS = {
    "in_progress": QT_TRANSLATE_NOOP("TwentyEightForm", "in progress"),
    "extra_round": QT_TRANSLATE_NOOP(
        "TwentyEightForm", "level after 12 deals: an extra round of 6 deals is due (TE-7)"
    ),
    "coin_toss": QT_TRANSLATE_NOOP(
        "TwentyEightForm", "still level after the extra round: record the coin toss (TE-7)"
    ),
    "finished": QT_TRANSLATE_NOOP("TwentyEightForm", "finished"),
}
COLUMNS = ("bidder", "bid", "result", "cot", "foul")


def _bid(text: str) -> Any:
    text = text.strip().lower()
    if text in ("t", "thani"):
        return "thani"
    try:
        return int(text)
    except ValueError:
        return text  # the engine says what a bid may be


class TwentyEightForm(SheetForm):
    def __init__(self, table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(table, settings, parent)
        self.teams = list(table.entrants)
        grid = QGridLayout()
        fields = (DEALS.field(key) for key in ("bidder", "bid", "bidder_points", "cot.outcome", "foul"))
        headings = (
            self.tr(DEALS.number),
            *(self.tr(f.group or f.label) for f in fields),
            self.tr("Running total"),
        )
        for col, words in enumerate(headings):
            grid.addWidget(QLabel(f"<b>{words}</b>"), 0, col)
        self.rows: list[dict[str, Any]] = []
        order: list[QWidget] = []
        for index in range(DEALS.rows):
            line = 2 * index + 1 + (1 if index >= MATCH_DEALS else 0)
            if index == MATCH_DEALS:
                grid.addWidget(
                    QLabel(self.tr("<i>Extra round: only when level after 12 deals</i>")), line - 1, 0, 1, 7
                )
            row = self._make_row(index)
            grid.addWidget(QLabel(str(index + 1)), line, 0)
            path = join("deals", index)
            for col, key in enumerate(COLUMNS, start=1):
                grid.addWidget(row[key], line, col)
                grid.addWidget(self.register(join(path, key), row[key]), line + 1, col)
                order.append(row[key])
            grid.addWidget(row["total"], line, 6)
            grid.addWidget(self.register(path, None), line + 1, 6)
            self.rows.append(row)
            self.alias(join(path, "redeal"), join(path, "bidder"))
            self.alias(join(path, "bidder_points"), join(path, "result"))
            self.alias(join(path, "won_all"), join(path, "result"))
        self.coin_toss = ChoiceBox()
        self.coin_toss.addItem("", None)
        for team in self.teams:
            self.coin_toss.addItem(team, team)
        order.append(self.coin_toss)
        coin = QHBoxLayout()
        coin.addWidget(QLabel(self.tr(COIN_TOSS.label)))
        coin.addWidget(self.coin_toss)
        coin.addWidget(self.register("coin_toss", self.coin_toss), 1)
        self.status = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("Bid: 16–28 or t (thani). Result: the bidders' trick points; thani w or l."))
        )
        layout.addLayout(grid)
        layout.addLayout(coin)
        layout.addWidget(self.status)
        layout.addWidget(self.general_errors)
        layout.addStretch(1)
        self.tab_chain = order
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.revalidate()

    def _make_row(self, index: int) -> dict[str, Any]:
        bidder = ChoiceBox()
        bidder.addItem("", None)
        for team in self.teams:
            bidder.addItem(team, team)
        bidder.addItem(self.tr(REDEAL.label), REDEAL.key)
        bid, result = CellEdit(), CellEdit()
        bid.setMaximumWidth(70)
        result.setMaximumWidth(70)
        cot = ChoiceBox()
        cot.addItem("", None)
        for number, (words, _, _) in enumerate(COTS):
            cot.addItem(self.tr(words), number)
        foul = ChoiceBox()
        foul.addItem("", None)
        for team in self.teams:
            foul.addItem(team, team)
        return {"bidder": bidder, "bid": bid, "result": result, "cot": cot, "foul": foul, "total": QLabel()}

    def first_field(self) -> QWidget:
        return self.rows[0]["bidder"]

    # --- the sheet ------------------------------------------------------------------------------
    @staticmethod
    def _blank(row: Mapping[str, Any]) -> bool:
        return (
            row["bidder"].currentData() is None
            and not row["bid"].text().strip()
            and not row["result"].text().strip()
            and row["cot"].currentData() is None
            and row["foul"].currentData() is None
        )

    def _deal(self, row: Mapping[str, Any]) -> dict[str, Any]:
        bidder = row["bidder"].currentData()
        if bidder == REDEAL.key:
            return {REDEAL.key: True}
        deal: dict[str, Any] = {}
        if bidder is not None:
            deal["bidder"] = bidder
        if row["bid"].text().strip():
            deal["bid"] = _bid(row["bid"].text())
        result = row["result"].text().strip().lower()
        if result in ("w", "won", "y"):
            deal["won_all"] = True
        elif result in ("l", "lost", "n"):
            deal["won_all"] = False
        elif result:
            try:
                deal["bidder_points"] = int(result)
            except ValueError:
                deal["bidder_points"] = result  # the engine says it must be trick points
        cot = row["cot"].currentData()
        if cot is not None:
            _, by_bidder, outcome = COTS[cot]
            others = [t for t in self.teams if t != bidder]
            declared = bidder if by_bidder else (others[0] if bidder in self.teams else None)
            deal["cot"] = {"declared_by": declared, "outcome": outcome}
        if row["foul"].currentData() is not None:
            deal["foul"] = row["foul"].currentData()
        return deal

    def _rows_in_play(self) -> list[dict[str, Any]]:
        used = [i for i, row in enumerate(self.rows) if not self._blank(row)]
        return self.rows[: used[-1] + 1] if used else []

    def sheet(self) -> dict[str, Any]:
        return {
            "game": DESCRIPTION.game,
            DESCRIPTION.sides: list(self.teams),
            DEALS.key: [self._deal(row) for row in self._rows_in_play()],
            COIN_TOSS.key: self.coin_toss.currentData(),
        }

    def load(self, sheet: Mapping[str, Any]) -> None:
        with self.loading():
            deals = list(sheet.get("deals") or [])
            for index, row in enumerate(self.rows):
                self._load_deal(row, deals[index] if index < len(deals) else {})
            self.coin_toss.setCurrentIndex(max(self.coin_toss.findData(sheet.get("coin_toss")), 0))

    def _load_deal(self, row: Mapping[str, Any], deal: Mapping[str, Any]) -> None:
        if deal.get(REDEAL.key):
            row["bidder"].setCurrentIndex(row["bidder"].findData(REDEAL.key))
            deal = {}
        else:
            row["bidder"].setCurrentIndex(max(row["bidder"].findData(deal.get("bidder")), 0))
        bid = deal.get("bid")
        row["bid"].setText("t" if bid == "thani" else ("" if bid is None else str(bid)))
        if "won_all" in deal:
            row["result"].setText("w" if deal["won_all"] else "l")
        else:
            points = deal.get("bidder_points")
            row["result"].setText("" if points is None else str(points))
        cot = deal.get("cot")
        choice = None
        if isinstance(cot, dict):
            by_bidder = cot.get("declared_by") == deal.get("bidder")
            for number, (_, by, outcome) in enumerate(COTS):
                if by == by_bidder and outcome == cot.get("outcome"):
                    choice = number
        row["cot"].setCurrentIndex(max(row["cot"].findData(choice), 0))
        row["foul"].setCurrentIndex(max(row["foul"].findData(deal.get("foul")), 0))

    def state(self) -> Any:
        return {
            "rows": [
                {
                    "bidder": row["bidder"].currentIndex(),
                    "bid": row["bid"].text(),
                    "result": row["result"].text(),
                    "cot": row["cot"].currentIndex(),
                    "foul": row["foul"].currentIndex(),
                }
                for row in self.rows
            ],
            "coin_toss": self.coin_toss.currentIndex(),
        }

    def restore(self, state: Any) -> None:
        with self.loading():
            for row, typed in zip(self.rows, state["rows"], strict=False):
                row["bidder"].setCurrentIndex(typed["bidder"])
                row["bid"].setText(typed["bid"])
                row["result"].setText(typed["result"])
                row["cot"].setCurrentIndex(typed["cot"])
                row["foul"].setCurrentIndex(typed["foul"])
            self.coin_toss.setCurrentIndex(state["coin_toss"])

    # --- live totals ----------------------------------------------------------------------------
    def _known_result(self) -> Mapping[str, Any] | None:
        """The result of the sheet, or of its deals up to the first one with an error."""
        if self.result is not None:
            return self.result
        bad = [
            int(e["path"].split(".")[1])
            for e in self.errors
            if e["path"].startswith("deals.") and e["path"].split(".")[1].isdigit()
        ]
        sheet = self.sheet()
        cut = min(bad) if bad else len(sheet["deals"])
        verdict = evaluate_cached(sheet | {"deals": sheet["deals"][:cut], "coin_toss": None})
        return verdict if verdict.get("valid") else None

    def show_result(self, result: Mapping[str, Any] | None) -> None:
        known = self._known_result()
        deals = list((known or {}).get("deals", []))
        running = dict.fromkeys(self.teams, 0)
        for index, row in enumerate(self.rows):
            if index < len(deals):
                for team in self.teams:
                    running[team] += deals[index].get(team, 0)
                row["total"].setText(" · ".join(f"{t} {running[t]}" for t in self.teams))
            else:
                row["total"].setText("")
        status = (known or {}).get("status")
        self.coin_toss.setEnabled(status == "coin_toss" or self.coin_toss.currentData() is not None)
        if result is None:
            self.status.setText(self.tr("Not a valid sheet yet: see the notes beside the fields."))
            return
        words = self.tr(STATUS_WORDS.get(status or "", status or ""))
        totals = " · ".join(f"{t} {v}" for t, v in result["totals"].items())
        winner = self.tr(" — winner: %s") % result["winner"] if result.get("winner") else ""
        self.status.setText(f"<b>{totals}</b> — {words}{winner}")
