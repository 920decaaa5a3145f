"""Add a competition: its name, its game, and the game's settings (each with its default and ruling, in the
settings form the Settings… dialog shows too)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.games import GAMES
from cardnight_desk.gui.checked_dialog import CheckedDialog, Mistake
from cardnight_desk.gui.event.settings_form import SettingsForm
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.game_words import game_title
from cardnight_desk.gui.modal import answer


@dataclass(frozen=True)
class CompetitionRequest:
    name: str
    game: str
    settings: dict[str, Any]


class CompetitionDialog(CheckedDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add competition"))
        self.name_edit = QLineEdit()
        self.game_combo = FitCombo()
        for game in GAMES.values():
            self.game_combo.addItem(game_title(game.title), game.id)
        top = QFormLayout()
        top.addRow(self.tr("&Name"), self.name_edit)
        top.addRow(self.tr("&Game"), self.game_combo)
        self.settings_box = SettingsForm()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(QLabel(self.tr("Settings (the defaults follow the rules handed out):")))
        layout.addWidget(self.settings_box)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.game_combo.currentIndexChanged.connect(self._build_settings)
        self._build_settings()
        self._result: dict[str, Any] = {}

    @property
    def editors(self) -> dict[str, QWidget]:
        """Each setting's editor, by key."""
        return self.settings_box.editors

    def _build_settings(self) -> None:
        game = GAMES[self.game_combo.currentData()]
        self.settings_box.show_settings(game.settings, {})  # the game's defaults

    def values(self) -> tuple[dict[str, Any], list[str]]:
        """The settings chosen other than their defaults, and what is wrong with any typed."""
        return self.settings_box.values()

    def request(self) -> CompetitionRequest:
        return CompetitionRequest(self.name_edit.text().strip(), self.game_combo.currentData(), self._result)

    def mistake(self) -> Mistake | None:
        if not self.name_edit.text().strip():
            return self.tr("Give the competition a name."), self.name_edit
        errors = self.values()[1]
        return ("\n".join(errors), None) if errors else None

    def accept(self) -> None:
        self._result = self.values()[0]
        super().accept()

    @classmethod
    def get_competition(cls, parent: QWidget | None = None) -> tuple[CompetitionRequest, bool]:
        return answer(cls(parent), cls.request)
