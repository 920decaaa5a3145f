"""Seat a player at the fun table: the seat, the player's name (registered players offered) and the chips."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtWidgets import (
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.checked_dialog import CheckedDialog, Mistake
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.modal import answer
from cardnight_desk.services.games.baccarat.views import check_chips


@dataclass(frozen=True)
class SeatRequest:
    seat: int
    name: str
    chips: str  # as typed: the service reads it


class SeatDialog(CheckedDialog):
    def __init__(
        self,
        free_seats: tuple[int, ...],
        names: list[str],
        starting_chips: Decimal,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Seat a player"))
        self.seat_combo = FitCombo()
        for number in free_seats:
            self.seat_combo.addItem(self.tr("Seat %d") % number, number)
        self.name_combo = FitCombo()
        self.name_combo.setEditable(True)
        self.name_combo.addItems(names)
        self.name_combo.setCurrentText("")
        self.name_combo.lineEdit().setPlaceholderText(self.tr("the player's name"))
        self.chips_edit = QLineEdit(str(starting_chips))
        form = QFormLayout()
        form.addRow(self.tr("S&eat"), self.seat_combo)
        form.addRow(self.tr("&Player"), self.name_combo)
        form.addRow(self.tr("&Chips"), self.chips_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.name_combo.setFocus()

    def request(self) -> SeatRequest:
        return SeatRequest(
            int(self.seat_combo.currentData() or 0),
            self.name_combo.currentText().strip(),
            self.chips_edit.text().strip(),
        )

    def mistake(self) -> Mistake | None:
        request = self.request()
        if not request.name:
            return self.tr("Type the player's name."), self.name_combo
        if check_chips(request.chips) is not None:
            return self.tr("Chips are an amount of 0 or more, in whole cents."), self.chips_edit
        return None

    @classmethod
    def get_seat(
        cls,
        parent: QWidget | None,
        free_seats: tuple[int, ...],
        names: list[str],
        starting_chips: Decimal,
    ) -> tuple[SeatRequest, bool]:
        return answer(cls(free_seats, names, starting_chips, parent), cls.request)
