"""A game's settings as a form: what each one sets (with its ruling) beside an editor showing its value.

Adding a competition shows its game's defaults; correcting one (Settings…) shows its values now, and a setting
that play has already fixed greyed out, with why beneath it (the play marks of
:mod:`cardnight_desk.domain.settings`, in the desk's words). :meth:`SettingsForm.values` gives the values that
differ from those shown, checked as the command line checks them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from cardnight_desk.domain.settings import Play, Setting, SettingError
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.game_words import choice_words, setting_help

# a choice is shown whole up to about this many characters (a blind structure's name), or pixels in a script
# whose letters are wider than Latin ones (Malayalam): a third of a laptop's screen
CHOICE_CHARS, CHOICE_MOST = 44, 450
ARROW_ROOM = 56  # a combo box's frame, padding and arrow beside its text

FIXED_WORDS = {  # why play has fixed a setting (``Setting.fixed_by``)
    Play.ROUND_DRAWN: QT_TRANSLATE_NOOP("SettingsForm", "Fixed: a round has been drawn with it"),
    Play.SHEET_SCORED: QT_TRANSLATE_NOOP("SettingsForm", "Fixed: a score sheet has been scored with it"),
    Play.FINAL_SCORED: QT_TRANSLATE_NOOP(
        "SettingsForm", "Fixed: the final table's sheet has been scored with it"
    ),
    Play.ENTERED: QT_TRANSLATE_NOOP("SettingsForm", "Fixed: players have entered with it"),
    Play.CLOCK_STARTED: QT_TRANSLATE_NOOP("SettingsForm", "Fixed: the clock has started"),
    Play.SEATS_DRAWN: QT_TRANSLATE_NOOP("SettingsForm", "Fixed: the seats have been drawn"),
    Play.PLAY_BEGAN: QT_TRANSLATE_NOOP("SettingsForm", "Fixed: play has begun at the table"),
}


def fixed_words(mark: Play) -> str:
    """Why play has fixed a setting, in the desk's language."""
    return QCoreApplication.translate("SettingsForm", FIXED_WORDS[mark])


def _typed(value: Any) -> str:
    """A value as it is typed in a field (a list of percentages "50, 30, 20"; nothing for no limit)."""
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


class SettingsForm(QWidget):
    """The settings of one game, one row each; :meth:`show_settings` fills it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.form = QFormLayout(self)
        # a field takes the room its label leaves (a Malayalam label is long; the field keeps its own minimum)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.specs: Mapping[str, Setting] = {}
        self.shown: dict[str, Any] = {}  # each setting's value as the form was filled
        self.editors: dict[str, QWidget] = {}
        self.notes: dict[str, QLabel] = {}  # why a setting is fixed, beneath it

    def show_settings(
        self, specs: Mapping[str, Setting], values: Mapping[str, Any], fixed: Mapping[str, Play] = {}
    ) -> None:
        """Show ``specs`` with ``values`` (a setting not given: its default); those in ``fixed`` greyed out,
        with why."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.specs, self.editors, self.notes = specs, {}, {}
        self.shown = {key: values.get(key, spec.default) for key, spec in specs.items()}
        for key, spec in specs.items():
            editor = self._editor(spec, self.shown[key])
            label = setting_help(spec.key, spec.help) + (f" ({spec.ruling})" if spec.ruling else "")
            self.form.addRow(label, editor)
            self.editors[key] = editor
            if key in fixed:
                editor.setEnabled(False)
                note = QLabel(fixed_words(fixed[key]))
                note.setWordWrap(True)
                note.setStyleSheet("color: palette(mid); font-style: italic")
                # beneath the field, across the row: a narrow field would cut a wrapped note short
                note.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                self.form.addRow(note)
                self.notes[key] = note

    def _editor(self, spec: Setting, value: Any) -> QWidget:
        if spec.kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if spec.kind == "choice" or spec.choice_words:
            # each choice in words, its code kept as the item's data (a blind structure by its name too)
            combo = FitCombo(chars=CHOICE_CHARS)
            for choice in spec.choices or tuple(spec.choice_words):
                combo.addItem(choice_words(spec, choice), choice)
            if combo.findData(value) < 0:  # a value without words (a structure of the event's own)
                combo.addItem(str(value), value)
            combo.setCurrentIndex(combo.findData(value))
            # the widest choice whole, even at the dialog's smallest (Qt's own size leaves a blind structure's
            # name under the arrow)
            metrics = combo.fontMetrics()
            widest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
            combo.setMinimumWidth(min(widest + ARROW_ROOM, CHOICE_MOST))
            return combo
        edit = QLineEdit(_typed(value))
        # room for a date, a list of percentages, or the word for "none" in any language
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("2026-11-01 (x)"))
        if spec.optional:
            # the word the Add competition dialog has always had (its translations are kept)
            edit.setPlaceholderText(QCoreApplication.translate("CompetitionDialog", "none"))
        return edit

    def values(self) -> tuple[dict[str, Any], list[str]]:
        """The values that differ from those shown (each checked), and what is wrong with any typed."""
        chosen: dict[str, Any] = {}
        errors: list[str] = []
        for key, editor in self.editors.items():
            if not editor.isEnabled():
                continue  # fixed by play: as it is
            spec = self.specs[key]
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
            if value != self.shown[key]:
                chosen[key] = value
        return chosen, errors
