"""Placing bets before the deal: seat, bet and stake (Enter places it), and the bets down this hand.

The Place button and the withdraw button are greyed out by the engine's own checks, with the reason shown
under the form. The panel only shows and asks: the area places (:attr:`bet_requested`) and withdraws
(:attr:`withdraw_requested`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.games.baccarat import words
from cardnight_desk.gui.games.baccarat.models import BetsModel
from cardnight_desk.gui.games.baccarat.seats import table_view
from cardnight_desk.gui.keys import pressed
from cardnight_desk.gui.message_colours import HINT_STYLE, coloured_label
from cardnight_desk.services.games.baccarat.views import TableInfo


class BetsPanel(QGroupBox):
    bet_requested = Signal(int, str, str)  # seat, bet (a BetOn value), stake as typed
    withdraw_requested = Signal(int)  # the bet's index

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Bets"), parent)
        self.info: TableInfo | None = None
        self.seat_combo = FitCombo()
        self.kind_combo = FitCombo()
        self.stake_edit = QLineEdit()
        self.stake_edit.setPlaceholderText(self.tr("e.g. 25 or 12.50"))
        self.place_button = QPushButton(self.tr("&Place bet"))
        self.hint_label = coloured_label(HINT_STYLE)
        form = QFormLayout()
        form.addRow(self.tr("Sea&t"), self.seat_combo)
        form.addRow(self.tr("&Bet on"), self.kind_combo)
        form.addRow(self.tr("Sta&ke"), self.stake_edit)

        self.model = BetsModel(self)
        self.table = table_view(self.model, BetsModel.COL_BET)
        self.withdraw_button = QPushButton(self.tr("&Withdraw bet"))
        self.withdraw_button.setToolTip(self.tr("Delete in the list does the same"))
        self.table.installEventFilter(self)

        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.place_button)
        below = QHBoxLayout()
        below.addStretch(1)
        below.addWidget(self.withdraw_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.table, 1)
        layout.addLayout(below)

        self.place_button.clicked.connect(self._place)
        self.stake_edit.returnPressed.connect(self._place)
        self.withdraw_button.clicked.connect(self._withdraw)
        for signal in (self.seat_combo.currentIndexChanged, self.kind_combo.currentIndexChanged):
            signal.connect(self._update_buttons)
        self.stake_edit.textChanged.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

    # --- showing ---------------------------------------------------------------------------------
    def show_table(self, info: TableInfo) -> None:
        self.info = info
        seat, kind = self.seat_combo.currentData(), self.kind_combo.currentData()
        for combo in (self.seat_combo, self.kind_combo):
            combo.blockSignals(True)
            combo.clear()
        for s in info.seats:
            self.seat_combo.addItem(f"{s.number} · {s.name}", s.number)
        for on in info.offered:
            self.kind_combo.addItem(words.bet(on), on)
        for combo, keep in ((self.seat_combo, seat), (self.kind_combo, kind)):
            found = combo.findData(keep)
            combo.setCurrentIndex(found if found >= 0 else 0)
            combo.blockSignals(False)
        self.model.set_rows(list(info.bets))
        self._update_buttons()

    def selected_bet(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _update_buttons(self) -> None:
        info = self.info
        if info is None:
            return
        seat = self.seat_combo.currentData()
        code = "no_such_seat" if seat is None else None
        if code is None:
            code = info.check_bet(int(seat), self.kind_combo.currentData() or "", self.stake_edit.text())
        self.place_button.setEnabled(code is None)
        typed = bool(self.stake_edit.text().strip())
        shown = code if (typed or code in ("bets_closed", "tournament_over", "no_such_seat")) else None
        self.hint_label.setText(words.refusal(shown))
        chosen = self.selected_bet()
        self.withdraw_button.setEnabled(chosen is not None and info.check_withdraw(chosen) is None)

    # --- asking ----------------------------------------------------------------------------------
    def _place(self) -> None:
        seat = self.seat_combo.currentData()
        if seat is None:
            self.hint_label.setText(words.refusal("no_such_seat"))
            return
        self.bet_requested.emit(int(seat), self.kind_combo.currentData() or "", self.stake_edit.text())

    def bet_done(self) -> None:
        """The area placed the bet (or settled the hand): back to the stake, selected so typing replaces it."""
        self.stake_edit.setFocus()
        self.stake_edit.selectAll()

    def _withdraw(self) -> None:
        chosen = self.selected_bet()
        if chosen is None:
            self.hint_label.setText(words.refusal("no_such_bet"))
            return
        self.withdraw_requested.emit(chosen)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.table and pressed(event) == Qt.Key.Key_Delete:
            self._withdraw()
            return True
        return super().eventFilter(watched, event)
