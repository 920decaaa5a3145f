"""Add a competition: its name, its game, and the game's settings (each with its default and ruling)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.games import GAMES
from cardnight_desk.domain.settings import Setting, SettingError
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.game_words import choice_words, game_title, setting_help
from cardnight_desk.gui.modal import answered


@dataclass(frozen=True)
class CompetitionRequest:
    name: str
    game: str
    settings: dict[str, Any]


def _shown(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


class CompetitionDialog(QDialog):
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
        self.settings_box = QWidget()
        self.settings_form = QFormLayout(self.settings_box)
        # a field takes the room its label leaves (a Malayalam label is long; the field keeps its own minimum)
        self.settings_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #b00020")
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(QLabel(self.tr("Settings (the defaults follow the rules handed out):")))
        layout.addWidget(self.settings_box)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.editors: dict[str, QWidget] = {}
        self.game_combo.currentIndexChanged.connect(self._build_settings)
        self._build_settings()
        self._result: dict[str, Any] = {}

    def _build_settings(self) -> None:
        while self.settings_form.rowCount():
            self.settings_form.removeRow(0)
        self.editors = {}
        game = GAMES[self.game_combo.currentData()]
        for spec in game.settings.values():
            editor = self._editor(spec)
            label = setting_help(spec.key, spec.help) + (f" ({spec.ruling})" if spec.ruling else "")
            self.settings_form.addRow(label, editor)
            self.editors[spec.key] = editor

    def _editor(self, spec: Setting) -> QWidget:
        if spec.kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(spec.default))
            return box
        if spec.kind == "choice" or spec.choice_words:
            # each choice in words, its code kept as the item's data (a blind structure by its name too)
            combo = FitCombo()
            for choice in spec.choices or tuple(spec.choice_words):
                combo.addItem(choice_words(spec, choice), choice)
            combo.setCurrentIndex(max(0, combo.findData(spec.default)))
            return combo
        edit = QLineEdit(_shown(spec.default))
        # room for a date, a list of percentages, or the word for "none" in any language
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("2026-11-01 (x)"))
        if spec.optional:
            edit.setPlaceholderText(self.tr("none"))
        return edit

    def values(self) -> tuple[dict[str, Any], list[str]]:
        game = GAMES[self.game_combo.currentData()]
        chosen: dict[str, Any] = {}
        errors: list[str] = []
        for key, editor in self.editors.items():
            spec = game.settings[key]
            try:
                if isinstance(editor, QCheckBox):
                    value: Any = editor.isChecked()
                elif isinstance(editor, QComboBox):
                    value = editor.currentData()
                else:
                    assert isinstance(editor, QLineEdit)
                    value = spec.parse_text(editor.text())
            except SettingError as err:
                errors.append(str(err))
                continue
            if value != spec.default:
                chosen[key] = value
        return chosen, errors

    def request(self) -> CompetitionRequest:
        return CompetitionRequest(self.name_edit.text().strip(), self.game_combo.currentData(), self._result)

    def _accept(self) -> None:
        if not self.name_edit.text().strip():
            self.error_label.setText(self.tr("Give the competition a name."))
            self.name_edit.setFocus()
            return
        chosen, errors = self.values()
        if errors:
            self.error_label.setText("\n".join(errors))
            return
        self._result = chosen
        self.accept()

    @classmethod
    def get_competition(cls, parent: QWidget | None = None) -> tuple[CompetitionRequest, bool]:
        dlg = cls(parent)
        ok = answered(dlg)
        return dlg.request(), ok
