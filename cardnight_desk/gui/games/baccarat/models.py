"""The fun table's lists: the seats, the bets down, the last hand's results, the tournament ranking."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from cardnight_desk.gui.games.baccarat import words
from cardnight_desk.gui.table_model import Index, RowsModel
from cardnight_desk.services.games.baccarat.views import BetInfo, BetResultInfo, SeatInfo, StandingInfo

RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class _Money(RowsModel):
    """Amounts right-aligned."""

    MONEY_COLUMNS: tuple[int, ...] = ()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            role == Qt.ItemDataRole.TextAlignmentRole
            and index.isValid()
            and index.column() in self.MONEY_COLUMNS
        ):
            return RIGHT
        return super().data(index, role)


class SeatsModel(_Money):
    COL_SEAT, COL_NAME, COL_CHIPS, COL_STAKED, COL_AVAILABLE = range(5)
    HEADERS = (
        QT_TRANSLATE_NOOP("SeatsModel", "Seat"),
        QT_TRANSLATE_NOOP("SeatsModel", "Player"),
        QT_TRANSLATE_NOOP("SeatsModel", "Chips"),
        QT_TRANSLATE_NOOP("SeatsModel", "Bet this hand"),
        QT_TRANSLATE_NOOP("SeatsModel", "Available"),
    )
    MONEY_COLUMNS = (COL_CHIPS, COL_STAKED, COL_AVAILABLE)

    def row_key(self, row: SeatInfo) -> int:
        return row.number  # a bet or a hand changes a seat's row in place: the seat chosen stays chosen

    def cell(self, row: SeatInfo, column: int) -> str:
        if column == self.COL_SEAT:
            return str(row.number)
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_CHIPS:
            return words.chips(row.chips)
        if column == self.COL_STAKED:
            return words.chips(row.staked) if row.staked else ""
        return words.chips(row.available)


class BetsModel(_Money):
    COL_SEAT, COL_BET, COL_STAKE = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("BetsModel", "Seat"),
        QT_TRANSLATE_NOOP("BetsModel", "Bet"),
        QT_TRANSLATE_NOOP("BetsModel", "Stake"),
    )
    MONEY_COLUMNS = (COL_STAKE,)

    def row_key(self, row: BetInfo) -> tuple[int, str]:
        return row.seat, row.on

    def cell(self, row: BetInfo, column: int) -> str:
        if column == self.COL_SEAT:
            return f"{row.seat} · {row.name}"
        if column == self.COL_BET:
            return words.bet(row.on)
        return words.chips(row.stake)

    def tooltip(self, row: BetInfo, column: int) -> str:
        return f"{row.seat} · {row.name}: {words.bet(row.on)} {words.chips(row.stake)}"


class ResultsModel(_Money):
    """Every bet of the last settled hand: what it won or lost."""

    COL_SEAT, COL_NAME, COL_BET, COL_STAKE, COL_RESULT, COL_NET = range(6)
    HEADERS = (
        QT_TRANSLATE_NOOP("ResultsModel", "Seat"),
        QT_TRANSLATE_NOOP("ResultsModel", "Player"),
        QT_TRANSLATE_NOOP("ResultsModel", "Bet"),
        QT_TRANSLATE_NOOP("ResultsModel", "Stake"),
        QT_TRANSLATE_NOOP("ResultsModel", "Result"),
        QT_TRANSLATE_NOOP("ResultsModel", "Net"),
    )
    MONEY_COLUMNS = (COL_STAKE, COL_NET)

    def cell(self, row: BetResultInfo, column: int) -> str:
        if column == self.COL_SEAT:
            return str(row.seat)
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_BET:
            return words.bet(row.on)
        if column == self.COL_STAKE:
            return words.chips(row.stake)
        if column == self.COL_RESULT:
            return words.result(row.result)
        return words.net(row.net)


class StandingsModel(_Money):
    COL_PLACE, COL_SEAT, COL_NAME, COL_CHIPS = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("StandingsModel", "Place"),
        QT_TRANSLATE_NOOP("StandingsModel", "Seat"),
        QT_TRANSLATE_NOOP("StandingsModel", "Player"),
        QT_TRANSLATE_NOOP("StandingsModel", "Chips"),
    )
    MONEY_COLUMNS = (COL_CHIPS,)

    def cell(self, row: StandingInfo, column: int) -> str:
        if column == self.COL_PLACE:
            return str(row.place)
        if column == self.COL_SEAT:
            return str(row.seat)
        if column == self.COL_NAME:
            return row.name
        return words.chips(row.chips)
