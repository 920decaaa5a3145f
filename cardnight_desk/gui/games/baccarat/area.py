"""The Baccarat area: the fun table of a baccarat competition, run at the desk.

Pick the competition; seat up to six players with their chips; type each seat's bets; the dealer enters the
cards as they come (or a whole hand) while the table says in big type what happens next; Settle pays every
bet and shows each result and the new balances. In a tournament the ranking by chips and the hands left are
shown beside the seats. Every action is saved at once (a desk closed mid-hand finds its bets and cards again);
settled hands and seat changes are kept in the event's history.

The panels (:mod:`.seats`, :mod:`.bets`, :mod:`.dealing`) only show and ask; this area
runs each request through :mod:`cardnight_desk.services.games.baccarat.desk` and shows every panel the new table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.games.baccarat import words
from cardnight_desk.gui.games.baccarat.bets import BetsPanel
from cardnight_desk.gui.games.baccarat.dealing import DealingPanel
from cardnight_desk.gui.games.baccarat.seats import ResultsPanel, SeatsPanel, TournamentPanel
from cardnight_desk.gui.message_colours import BOLD, DONE_STYLE, ERROR_STYLE
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.games.baccarat import desk as bd
from cardnight_desk.services.games.baccarat.views import TableInfo

log = logging.getLogger(__name__)


class BaccaratArea(QWidget):
    def unsaved(self) -> list[str]:
        """A card typed and not dealt, a stake typed and not placed."""
        said = []
        card = self.dealing.card_edit.text().strip()
        if card:
            said.append(self.tr("the card %s, typed and not dealt") % card)
        stake = self.bets.stake_edit.text().strip()
        if stake:
            said.append(self.tr("a stake of %s, typed and not placed") % stake)
        return said

    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.info: TableInfo | None = None

        self.competition_combo = FitCombo()
        self.competition_combo.currentIndexChanged.connect(self.refresh)
        competition_label = QLabel(self.tr("Co&mpetition"))
        competition_label.setBuddy(self.competition_combo)
        self.table_label = QLabel()
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setObjectName("baccaratMessage")
        self.message_label.hide()  # shown only while it says something: no empty band under the top line

        self.seats = SeatsPanel()
        self.tournament = TournamentPanel()
        self.bets = BetsPanel()
        self.dealing = DealingPanel()
        self.results = ResultsPanel()
        self.seats.add_requested.connect(self.add_seat)
        self.seats.remove_requested.connect(self.remove_seat)
        self.bets.bet_requested.connect(self.place_bet)
        self.bets.withdraw_requested.connect(self.withdraw_bet)
        self.dealing.cards_entered.connect(self.enter_cards)
        self.dealing.undo_requested.connect(self.undo_card)
        self.dealing.settle_requested.connect(self.settle)

        left = QVBoxLayout()
        left.addWidget(self.seats, 1)
        left.addWidget(self.tournament, 1)
        right = QVBoxLayout()
        right.addWidget(self.dealing)
        right.addWidget(self.results, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 4)
        columns.addWidget(self.bets, 3)
        columns.addLayout(right, 5)
        self.table_page = QWidget()
        self.table_page.setLayout(columns)
        columns.setContentsMargins(0, 0, 0, 0)  # the area's own margins are enough

        self.empty_label = QLabel(
            self.tr(
                "This event has no baccarat competition yet. Add one in the Event tab "
                "(Add competition…, game “Baccarat fun table”): its settings give the variant, the packs "
                "in the shoe, the starting chips and the tournament's number of hands."
            )
        )
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty_label)
        self.stack.addWidget(self.table_page)

        top = QHBoxLayout()
        top.addWidget(competition_label)
        top.addWidget(self.competition_combo)
        top.addWidget(self.table_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message_label)
        layout.addWidget(self.stack, 1)

        signals.changed.connect(self._on_changed)
        self.reload_competitions()

    # --- which table -------------------------------------------------------------------------------
    @property
    def competition(self) -> str | None:
        name = self.competition_combo.currentText()
        return name or None

    def _on_changed(self, changed: str) -> None:
        if changed in (what.EVENT, what.COMPETITIONS):
            self.reload_competitions()

    def reload_competitions(self) -> None:
        self.competition_combo.refill(bd.baccarat_competitions(self.desk))
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.refresh()  # another desk may have played on meanwhile

    def refresh(self) -> None:
        if self.competition is None:
            self.info = None
            self.stack.setCurrentWidget(self.empty_label)
            self.table_label.setText("")
            return
        self.stack.setCurrentWidget(self.table_page)
        try:
            info = bd.open_table(self.desk, self.competition)
        except Refusal as err:
            self._say(err.message, error=True)
            return
        self.show_table(info)
        self.results.show_hand(info.last_hand)

    def show_table(self, info: TableInfo) -> None:
        self.info = info
        text = self.tr("%s, %d packs in the shoe · hands played: %d") % (
            words.variant(info.variant),
            info.decks,
            info.hands_played,
        )
        self.table_label.setText(text)
        self.seats.show_table(info)
        self.tournament.show_table(info)
        self.bets.show_table(info)
        self.dealing.show_table(info)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message_label.setStyleSheet((ERROR_STYLE if error else DONE_STYLE) + BOLD)
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))

    # --- running actions ---------------------------------------------------------------------------
    def _run(self, action: Callable[..., Any], *args: Any) -> Any:
        """Run a service action on the table as this desk last saw it; a refusal is shown, never raised."""
        if self.info is None or self.competition is None:
            return None
        try:
            done = action(self.desk, self.competition, *args, expected_version=self.info.version)
        except bd.TableRefusal as err:
            self._say(words.refused(err), error=True)
            return None
        except Conflict as err:
            self.refresh()
            self._say(err.message, error=True)
            return None
        except Refusal as err:
            self._say(err.message, error=True)
            return None
        except Exception as err:  # e.g. the database server went away: say so, and show what is saved
            log.exception("baccarat table action failed")
            self.refresh()
            self._say(self.tr("Nothing was saved: %s") % (str(err).splitlines() or [""])[0], error=True)
            return None
        self._say("")
        return done

    def add_seat(self) -> None:
        if self.info is None or self.competition is None:
            return
        info = self.info
        free = tuple(n for n in info.free_seats() if info.check_seat(n) is None)
        if not free:
            return
        seated = {s.name for s in info.seats}
        try:
            names = [n for n in bd.registered_names(self.desk, self.competition) if n not in seated]
        except Refusal:
            names = []
        from cardnight_desk.gui.games.baccarat.seat_dialog import SeatDialog  # loaded when first asked

        request, ok = SeatDialog.get_seat(self, free, names, info.starting_chips)
        if not ok:
            return
        done = self._run(bd.seat_player, request.seat, request.name, request.chips)
        if done is not None:
            self.show_table(done)
            self._say(self.tr("%s takes seat %d.") % (request.name, request.seat))
            self.signals.changed.emit(what.HISTORY)

    def remove_seat(self, number: int) -> None:
        seat = self.info.seat(number) if self.info is not None else None
        if seat is None:
            return
        if seat.chips > 0:
            answer = QMessageBox.question(
                self,
                self.tr("Remove seat"),
                self.tr("%s leaves seat %d with %s chips. Remove the seat?")
                % (seat.name, number, words.chips(seat.chips)),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        done = self._run(bd.remove_seat, number)
        if done is not None:
            self.show_table(done)
            self._say(
                self.tr("%s left seat %d with %s chips.") % (seat.name, number, words.chips(seat.chips))
            )
            self.signals.changed.emit(what.HISTORY)

    def place_bet(self, seat: int, on: str, stake: str) -> None:
        done = self._run(bd.place_bet, seat, on, stake)
        if done is not None:
            self.show_table(done)
            self.bets.bet_done()

    def withdraw_bet(self, index: int) -> None:
        done = self._run(bd.withdraw_bet, index)
        if done is not None:
            self.show_table(done)

    def enter_cards(self, text: str) -> None:
        several = len(text.split()) > 1
        done = self._run(bd.enter_hand if several else bd.deal_card, text)
        if done is not None:
            self.show_table(done)
            self.dealing.cards_done()

    def undo_card(self) -> None:
        last = self.info.cards[-1] if self.info is not None and self.info.cards else ""
        done = self._run(bd.undo_card)
        if done is not None:
            self.show_table(done)
            self._say(self.tr("%s taken back.") % words.card(last))
            self.dealing.cards_done()

    def settle(self) -> None:
        done = self._run(bd.settle_hand)
        if done is None:
            return
        hand = done.hand
        self.show_table(done.table)
        self.results.show_hand(hand)
        self._say(
            self.tr("Hand %d settled: %s; %d bets settled.")
            % (hand.number, words.winner(hand.winner), len(hand.bets))
        )
        self.signals.changed.emit(what.HISTORY)
        self.bets.bet_done()  # the next hand's bets
