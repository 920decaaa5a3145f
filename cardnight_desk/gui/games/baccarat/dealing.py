"""The dealer's panel: what happens next in big type, both hands, and the cards entered as they come.

A card is typed (``10H``) and entered with Enter, or clicked as a rank then a suit; several cards typed at once
(``4S KD AC 6H``) are a whole hand. Backspace in the empty card field takes back the last card. The panel only
shows and asks: the area runs the actions (:attr:`cards_entered`, :attr:`undo_requested`,
:attr:`settle_requested`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.games.baccarat import words
from cardnight_desk.gui.keys import pressed
from cardnight_desk.gui.message_colours import HINT_STYLE, coloured_label
from cardnight_desk.services.games.baccarat.views import TableInfo

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")


class DealingPanel(QGroupBox):
    cards_entered = Signal(str)  # one card, or a whole hand separated by spaces
    undo_requested = Signal()
    settle_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("The deal"), parent)
        self.info: TableInfo | None = None
        self.step_label = QLabel()
        self.step_label.setObjectName("baccaratNextStep")
        self.step_label.setStyleSheet("font-size: 22pt; font-weight: 700")
        self.step_label.setWordWrap(True)
        self.reason_label = QLabel()
        self.reason_label.setWordWrap(True)
        self.player_label = QLabel()
        self.banker_label = QLabel()
        for label in (self.player_label, self.banker_label):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setStyleSheet("font-size: 18pt")
        self.squeeze_label = QLabel()
        self.squeeze_label.setWordWrap(True)

        self.card_edit = QLineEdit()
        self.card_edit.setPlaceholderText(self.tr("a card (10H) + Enter, or a whole hand: 4S KD AC 6H"))
        self.card_edit.returnPressed.connect(self._enter)
        self.card_edit.textChanged.connect(self._update_buttons)
        self.card_edit.installEventFilter(self)
        card_label = QLabel(self.tr("&Card"))
        card_label.setBuddy(self.card_edit)
        self.deal_button = QPushButton(self.tr("&Deal"))
        self.deal_button.clicked.connect(self._enter)
        self.hint_label = coloured_label(HINT_STYLE)

        self.rank_buttons: dict[str, QPushButton] = {}
        self.suit_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(2)
        for i, rank in enumerate(RANKS):
            button = self._pad_button(rank)
            button.clicked.connect(lambda _=False, r=rank: self._rank_clicked(r))
            self.rank_buttons[rank] = button
            grid.addWidget(button, 0, i)
        for i, suit in enumerate(SUITS):
            button = self._pad_button(words.SUIT_SYMBOLS[suit])
            if suit in words.RED_SUITS:
                button.setStyleSheet("color: #c62828")
            button.clicked.connect(lambda _=False, s=suit: self._suit_clicked(s))
            self.suit_buttons[suit] = button
            grid.addWidget(button, 1, i * 3, 1, 3)

        self.undo_button = QPushButton(self.tr("&Undo last card"))
        self.undo_button.setToolTip(self.tr("Backspace in the empty card field does the same"))
        self.undo_button.clicked.connect(self.undo_requested)
        self.settle_button = QPushButton(self.tr("&Settle hand"))
        self.settle_button.setStyleSheet("font-weight: 700")
        self.settle_button.clicked.connect(self.settle_requested)

        entry = QHBoxLayout()
        entry.addWidget(card_label)
        entry.addWidget(self.card_edit, 1)
        entry.addWidget(self.deal_button)
        actions = QHBoxLayout()
        actions.addWidget(self.undo_button)
        actions.addStretch(1)
        actions.addWidget(self.settle_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.step_label)
        layout.addWidget(self.reason_label)
        layout.addWidget(self.player_label)
        layout.addWidget(self.banker_label)
        layout.addWidget(self.squeeze_label)
        layout.addLayout(entry)
        layout.addWidget(self.hint_label)
        layout.addLayout(grid)
        layout.addLayout(actions)

    def _pad_button(self, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the card field keeps the keyboard
        button.setMinimumWidth(32)
        return button

    # --- showing ---------------------------------------------------------------------------------
    def show_table(self, info: TableInfo) -> None:
        self.info = info
        big, small = words.next_step(info.next)
        if info.is_over and not info.cards:
            big, small = self.tr("Tournament over"), self.tr("All the tournament's hands have been played.")
        self.step_label.setText(big)
        self.reason_label.setText(small)
        self.player_label.setText(
            self._hand_html(self.tr("Player"), info.player_cards, info.next.player_total)
        )
        self.banker_label.setText(
            self._hand_html(self.tr("Banker"), info.banker_cards, info.next.banker_total)
        )
        self.squeeze_label.setText(self._squeezers(info))
        self._update_buttons()

    def _hand_html(self, side: str, cards: tuple[str, ...], total: int) -> str:
        shown = words.cards_html(cards)
        return f"<b>{side}</b>&nbsp; {shown}" + (f"&nbsp; = <b>{total}</b>" if cards else "")

    def _squeezers(self, info: TableInfo) -> str:
        player, banker = info.squeezers
        if info.variant != "midi" or not (player or banker):
            return ""
        names = {s.number: s.name for s in info.seats}

        def who(seats: tuple[int, ...]) -> str:
            return ", ".join(self.tr("%s (seat %d)") % (names.get(n, ""), n) for n in seats) or "—"

        return self.tr("Midi: the Player cards go to %s, the Banker cards to %s.") % (
            who(player),
            who(banker),
        )

    def _tokens(self) -> list[str]:
        return self.card_edit.text().replace(",", " ").split()

    def _update_buttons(self) -> None:
        info = self.info
        if info is None:
            return
        complete = info.next.action == "complete"
        tokens = self._tokens()
        code = info.check_deal(tokens[0]) if len(tokens) == 1 else None
        if tokens and code not in (None, "not_a_card"):
            self.hint_label.setText(words.refusal(code))
        elif complete and not info.is_over:
            self.hint_label.setText(self.tr("Settle the hand (Alt+S) before the next one."))
        else:
            self.hint_label.setText("")
        can_deal = not complete and not info.is_over
        self.card_edit.setEnabled(can_deal or info.check_undo() is None)
        self.deal_button.setEnabled(can_deal and bool(tokens) and code in (None, "not_a_card"))
        for button in (*self.rank_buttons.values(), *self.suit_buttons.values()):
            button.setEnabled(can_deal)
        self.undo_button.setEnabled(info.check_undo() is None)
        self.settle_button.setEnabled(info.check_settle() is None)
        self.settle_button.setDefault(info.check_settle() is None)

    # --- entering --------------------------------------------------------------------------------
    def _enter(self) -> None:
        tokens = self._tokens()
        if tokens:
            self.cards_entered.emit(" ".join(tokens))

    def cards_done(self) -> None:
        """The area took the cards: clear the field, and offer Settle once the hand is complete."""
        self.card_edit.clear()
        if self.info is not None and self.info.check_settle() is None:
            self.settle_button.setFocus()
        else:
            self.card_edit.setFocus()

    def _rank_clicked(self, rank: str) -> None:
        self.card_edit.setText(rank)
        self.card_edit.setFocus()

    def _suit_clicked(self, suit: str) -> None:
        rank = self.card_edit.text().strip().upper()
        if rank not in RANKS:
            self.hint_label.setText(self.tr("Click a rank first, then its suit."))
            return
        self.card_edit.setText(rank + suit)
        self._enter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            watched is self.card_edit
            and pressed(event) == Qt.Key.Key_Backspace
            and not self.card_edit.text()
            and self.undo_button.isEnabled()
        ):
            self.undo_requested.emit()
            return True
        return super().eventFilter(watched, event)
