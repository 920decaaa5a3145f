"""Table models of the poker desk: entries, seats, places and prizes, and the moves to announce.

Each is a thin :class:`~cardnight_desk.gui.table_model.RowsModel` over the service's plain rows, with ``COL_*``
constants. Seat rows are the service's tables flattened: one row per seat, the dealer button marked "D" and the
next hand's big blind "BB" (the seat a balancing move takes a player from, ruling PK-4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from cardnight_desk.gui.games.poker.text import chips, entry_point_text, ordinal, reason_text, translate
from cardnight_desk.gui.table_model import Index, RowsModel
from cardnight_desk.services.games.poker.views import EntryRow, MoveRow, PlaceRow, TableRow


class EntriesModel(RowsModel):
    COL_PLAYER, COL_ENTRY, COL_STACK, COL_TABLE, COL_SEAT, COL_STATUS = range(6)
    HEADERS = (
        QT_TRANSLATE_NOOP("EntriesModel", "Player"),
        QT_TRANSLATE_NOOP("EntriesModel", "Entered"),
        QT_TRANSLATE_NOOP("EntriesModel", "Starting stack"),
        QT_TRANSLATE_NOOP("EntriesModel", "Table"),
        QT_TRANSLATE_NOOP("EntriesModel", "Seat"),
        QT_TRANSLATE_NOOP("EntriesModel", "Status"),
    )

    def row_key(self, row: EntryRow) -> str:
        return row.player  # a bust changes that player's row in place: the player chosen stays chosen

    def cell(self, row: EntryRow, column: int) -> Any:
        if column == self.COL_PLAYER:
            return row.player
        if column == self.COL_ENTRY:
            return entry_point_text(row.point)
        if column == self.COL_STACK:
            return chips(row.stack)
        if column == self.COL_TABLE:
            return row.table or ""
        if column == self.COL_SEAT:
            return "" if row.seat is None else str(row.seat)
        return translate("poker", "out") if row.out else translate("poker", "in")


@dataclass(frozen=True)
class SeatRow:
    table: str
    seat: int
    player: str | None
    button: bool
    big_blind: bool


def seat_rows(tables: tuple[TableRow, ...]) -> list[SeatRow]:
    return [
        SeatRow(t.name, seat, player, seat == t.button, seat == t.big_blind)
        for t in tables
        for seat, player in t.seats
    ]


class SeatsModel(RowsModel):
    COL_TABLE, COL_SEAT, COL_PLAYER, COL_MARK = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("SeatsModel", "Table"),
        QT_TRANSLATE_NOOP("SeatsModel", "Seat"),
        QT_TRANSLATE_NOOP("SeatsModel", "Player"),
        "",
    )

    def row_key(self, row: SeatRow) -> tuple[str, int]:
        return row.table, row.seat

    def cell(self, row: SeatRow, column: int) -> Any:
        if column == self.COL_TABLE:
            return row.table
        if column == self.COL_SEAT:
            return str(row.seat)
        if column == self.COL_PLAYER:
            return row.player or "—"
        return " ".join(
            m
            for m, on in ((translate("poker", "D"), row.button), (translate("poker", "BB"), row.big_blind))
            if on
        )

    def tooltip(self, row: SeatRow, column: int) -> Any:
        if column == self.COL_MARK and (row.button or row.big_blind):
            return translate(
                "poker", "D: the dealer button. BB: the next hand's big blind, the first to move (PK-4)."
            )
        return None


class PlacesModel(RowsModel):
    COL_PLACE, COL_PLAYER, COL_PRIZE, COL_HAND, COL_CHIPS, COL_NOTE = range(6)
    HEADERS = (
        QT_TRANSLATE_NOOP("PlacesModel", "Place"),
        QT_TRANSLATE_NOOP("PlacesModel", "Player"),
        QT_TRANSLATE_NOOP("PlacesModel", "Prize"),
        QT_TRANSLATE_NOOP("PlacesModel", "Hand"),
        QT_TRANSLATE_NOOP("PlacesModel", "Chips at the start of the hand"),
        QT_TRANSLATE_NOOP("PlacesModel", "Note"),
    )

    def row_key(self, row: PlaceRow) -> str:
        return row.player

    def cell(self, row: PlaceRow, column: int) -> Any:
        if column == self.COL_PLACE:
            return ordinal(row.place)
        if column == self.COL_PLAYER:
            return row.player
        if column == self.COL_PRIZE:
            return "" if row.prize is None else chips(row.prize)
        if column == self.COL_HAND:
            return "" if row.hand is None else str(row.hand)
        if column == self.COL_CHIPS:
            return "" if row.start_chips is None else chips(row.start_chips)
        return translate("poker", "left, forfeited (PK-5)") if row.left else ""


class MovesModel(RowsModel):
    """The moves to announce; shown in large type (the view sets the font) so the floor can read them."""

    COL_PLAYER, COL_FROM, COL_TO, COL_WHY = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("MovesModel", "Player"),
        QT_TRANSLATE_NOOP("MovesModel", "From"),
        QT_TRANSLATE_NOOP("MovesModel", "To"),
        QT_TRANSLATE_NOOP("MovesModel", "Why"),
    )

    def cell(self, row: MoveRow, column: int) -> Any:
        if column == self.COL_PLAYER:
            return row.player
        if column == self.COL_FROM:
            return translate("poker", "table %s seat %d") % (row.from_table, row.from_seat)
        if column == self.COL_TO:
            return translate("poker", "table %s seat %d") % (row.to_table, row.to_seat)
        return reason_text(row.reason)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid():
            return int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        return super().data(index, role)
