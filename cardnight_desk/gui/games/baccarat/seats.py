"""The seats of the fun table with their chips, the last hand's results, and the tournament's ranking.

The panels only show and ask: the area seats and unseats players (:attr:`SeatsPanel.add_requested`,
:attr:`SeatsPanel.remove_requested`).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.games.baccarat import words
from cardnight_desk.gui.games.baccarat.models import ResultsModel, SeatsModel, StandingsModel
from cardnight_desk.gui.row_lists import row_list
from cardnight_desk.gui.table_model import RowsModel
from cardnight_desk.services.games.baccarat.views import TABLE_SEATS, HandInfo, TableInfo


def table_view(model: RowsModel, stretch: int) -> QTableView:
    """A list of whole rows, sized to its contents; column ``stretch`` (the names) takes what is left, so the
    amounts at the right stay in view."""
    view = row_list(model)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class SeatsPanel(QGroupBox):
    add_requested = Signal()
    remove_requested = Signal(int)  # the seat number

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Seats"), parent)
        self.info: TableInfo | None = None
        self.model = SeatsModel(self)
        self.table = table_view(self.model, SeatsModel.COL_NAME)
        self.add_button = QPushButton(self.tr("&Add seat…"))
        self.remove_button = QPushButton(self.tr("&Remove seat…"))
        self.add_button.clicked.connect(self.add_requested)
        self.remove_button.clicked.connect(self._remove)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)

    def show_table(self, info: TableInfo) -> None:
        self.info = info
        chosen = self.selected_seat()
        self.model.set_rows(list(info.seats))
        for row, seat in enumerate(info.seats):
            if seat.number == chosen:
                self.table.selectRow(row)
        self.setTitle(self.tr("Seats (%d of %d taken)") % (len(info.seats), TABLE_SEATS))
        self._update_buttons()

    def selected_seat(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()).number if rows else None

    def _update_buttons(self) -> None:
        info = self.info
        if info is None:
            return
        self.add_button.setEnabled(any(info.check_seat(n) is None for n in info.free_seats()))
        chosen = self.selected_seat()
        self.remove_button.setEnabled(chosen is not None and info.check_vacate(chosen) is None)
        self.remove_button.setToolTip(words.refusal(info.check_vacate(chosen)) if chosen is not None else "")

    def _remove(self) -> None:
        chosen = self.selected_seat()
        if chosen is not None:
            self.remove_requested.emit(chosen)


class ResultsPanel(QGroupBox):
    """The last settled hand: who won, both hands, and every bet's result."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Last hand"), parent)
        self.summary_label = QLabel(self.tr("No hand settled yet."))
        self.summary_label.setWordWrap(True)
        self.model = ResultsModel(self)
        self.table = table_view(self.model, ResultsModel.COL_NAME)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.table, 1)

    def show_hand(self, hand: HandInfo | None) -> None:
        if hand is None:
            self.setTitle(self.tr("Last hand"))
            self.summary_label.setText(self.tr("No hand settled yet."))
            self.model.set_rows([])
            return
        self.setTitle(self.tr("Hand %d") % hand.number)
        score = f"{max(hand.player_total, hand.banker_total)}–{min(hand.player_total, hand.banker_total)}"
        special = [self.tr("natural")] if hand.natural else []
        if hand.dragon7:
            special.append(self.tr("Dragon 7"))
        player, banker = self.tr("Player"), self.tr("Banker")
        self.summary_label.setText(
            f"<b>{words.winner(hand.winner)} {score}</b>"
            + (f" ({', '.join(special)})" if special else "")
            + " &nbsp; "
            f"{player} {words.cards_html(hand.player_cards)} ({hand.player_total}) · "
            f"{banker} {words.cards_html(hand.banker_cards)} ({hand.banker_total})"
        )
        self.model.set_rows(list(hand.bets))


class TournamentPanel(QGroupBox):
    """Hands played and left, and the seats ranked by chips; hidden when the table is not a tournament."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Tournament"), parent)
        self.status_label = QLabel()
        self.status_label.setStyleSheet("font-size: 13pt; font-weight: 600")
        self.model = StandingsModel(self)
        self.table = table_view(self.model, StandingsModel.COL_NAME)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status_label)
        layout.addWidget(self.table, 1)

    def show_table(self, info: TableInfo) -> None:
        self.setVisible(info.tournament_hands is not None)
        if info.tournament_hands is None:
            return
        if info.is_over:
            self.status_label.setText(
                self.tr("Tournament over after %d hands: the final ranking") % info.tournament_hands
            )
        else:
            self.status_label.setText(
                self.tr("Hand %d of %d — %d left")
                % (info.hands_played + 1, info.tournament_hands, info.hands_left)
            )
        self.model.set_rows(list(info.standings))
