"""Entering a bust at the desk: who went out, in which hand, and (for players out in the same hand) their chips
at the start of that hand, which decide their places (ruling PK-5). Also: a player who leaves.

The form only collects; the area hands the bust to the service and shows what it answers.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.games.poker.text import translate

MAX_CHIPS = 100_000_000


class BustForm(QWidget):
    bust_requested = Signal(dict, object)  # {player: start chips or None}, hand number or None
    leave_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.players: list[str] = []
        self.hand_spin = QSpinBox()
        self.hand_spin.setRange(0, 1_000_000)
        self.hand_spin.setSpecialValueText(translate("poker", "not given"))
        self.hand_spin.setToolTip(
            translate("poker", "The hand number; needed when several players go out in one hand (PK-5)")
        )
        self.rows: list[tuple[QComboBox, QSpinBox]] = []
        self.grid = QGridLayout()
        self.grid.addWidget(QLabel(translate("poker", "Player out")), 0, 0)
        self.grid.addWidget(QLabel(translate("poker", "Chips at the start of the hand")), 0, 1)
        self.more_button = QPushButton(translate("poker", "Another player out in this &hand"))
        self.more_button.clicked.connect(self.add_row)
        self.fewer_button = QPushButton(translate("poker", "One player fewer"))
        self.fewer_button.clicked.connect(self.remove_row)
        self.out_button = QPushButton(translate("poker", "&Out"))
        self.out_button.setDefault(True)
        self.out_button.clicked.connect(self.submit)
        self.leave_button = QPushButton(translate("poker", "Player &leaves (forfeits)"))
        self.leave_button.clicked.connect(self._leave)
        form = QFormLayout()
        form.addRow(translate("poker", "Hand"), self.hand_spin)
        more = QHBoxLayout()
        more.addWidget(self.more_button)
        more.addWidget(self.fewer_button)
        more.addStretch(1)
        actions = QHBoxLayout()
        actions.addWidget(self.out_button)
        actions.addWidget(self.leave_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addLayout(self.grid)
        layout.addLayout(more)
        layout.addLayout(actions)
        self.add_row()

    def set_players(self, players: list[str]) -> None:
        """The players still in, offered in every row (the typed text is kept when it still fits)."""
        self.players = sorted(players, key=str.casefold)
        for combo, _ in self.rows:
            text = combo.currentText()
            combo.clear()
            combo.addItems(self.players)
            combo.setCurrentIndex(self.players.index(text) if text in self.players else -1)
            combo.setEditText(text)  # what the desk was typing stays
        self.out_button.setEnabled(len(self.players) > 1)
        self.leave_button.setEnabled(len(self.players) > 1)

    def add_row(self) -> None:
        combo = FitCombo()
        combo.setEditable(True)
        combo.addItems(self.players)
        combo.setCurrentIndex(-1)
        chips = QSpinBox()
        chips.setRange(0, MAX_CHIPS)
        chips.setSingleStep(100)
        chips.setSpecialValueText(translate("poker", "not given"))
        row = len(self.rows) + 1
        self.grid.addWidget(combo, row, 0)
        self.grid.addWidget(chips, row, 1)
        self.rows.append((combo, chips))
        self.fewer_button.setEnabled(len(self.rows) > 1)

    def remove_row(self) -> None:
        if len(self.rows) > 1:
            combo, chips = self.rows.pop()
            for widget in (combo, chips):
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.fewer_button.setEnabled(len(self.rows) > 1)

    def chosen(self) -> dict[str, int | None]:
        out: dict[str, int | None] = {}
        for combo, chips in self.rows:
            name = combo.currentText().strip()
            if name:
                out[name] = chips.value() or None
        return out

    def unsaved(self) -> list[str]:
        """The players typed as out and not yet entered."""
        names = list(self.chosen())
        if not names:
            return []
        return [translate("poker", "the bust of %s, not entered") % ", ".join(names)]

    def submit(self) -> None:
        chosen = self.chosen()
        if chosen:
            self.bust_requested.emit(chosen, self.hand_spin.value() or None)

    def _leave(self) -> None:
        chosen = list(self.chosen())
        if len(chosen) == 1:
            self.leave_requested.emit(chosen[0])

    def clear(self) -> None:
        """Ready for the next hand: one empty row, the hand number one on."""
        while len(self.rows) > 1:
            self.remove_row()
        combo, chips = self.rows[0]
        combo.setCurrentIndex(-1)
        combo.setEditText("")
        chips.setValue(0)
        if self.hand_spin.value():
            self.hand_spin.setValue(self.hand_spin.value() + 1)
