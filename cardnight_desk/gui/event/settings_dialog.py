"""Settings…: a competition's settings corrected after it was added, and what that moved in its standings.

The dialog shows the competition's settings as they are now, in the settings form the Add competition dialog
shows (:mod:`~cardnight_desk.gui.event.settings_form`), with those play has fixed greyed out and why. OK
corrects what was changed, in one go, kept in the history with the reason given: a refusal (a value below the
rounds already drawn, a setting another desk's play fixed meanwhile) is said in the dialog, and what was typed
stays. When the correction moved the standings, :class:`MovedDialog` lists each entrant whose place or figures
changed, before and after.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.column_fit import fit_columns
from cardnight_desk.gui.event.settings_form import SettingsForm
from cardnight_desk.gui.fitting import MessageLabel
from cardnight_desk.gui.game_words import entrant_words, game_title
from cardnight_desk.gui.message_colours import ERROR_STYLE
from cardnight_desk.gui.modal import answered, ask, ok_cancel
from cardnight_desk.gui.standings.area import COLUMN_WORDS, NAME_WORDS
from cardnight_desk.gui.table_model import RowsModel
from cardnight_desk.services.competition_settings import Moved, SettingsChanged, change_settings, settings_now
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal


class SettingsDialog(QDialog):
    """The settings of one competition, as they are now, to correct."""

    def __init__(self, desk: Desk, competition: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk = desk
        now = settings_now(desk, competition)  # a competition gone meanwhile: the caller's refusal
        self.competition = now.competition.name
        self.setWindowTitle(self.tr("Settings of %s") % self.competition)
        self.settings_box = SettingsForm()
        self.settings_box.show_settings(now.specs, now.competition.settings, now.fixed)
        self.why_edit = QLineEdit()
        self.why_edit.setPlaceholderText(self.tr("kept in the history"))
        why = QFormLayout()
        why.addRow(self.tr("&Why"), self.why_edit)
        self.error_label = MessageLabel()
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.buttons = ok_cancel(self, self._accept)
        layout = QVBoxLayout(self)
        heading = QLabel(game_title(now.competition.title))
        heading.setStyleSheet("font-weight: 600")
        layout.addWidget(heading)
        layout.addWidget(self.settings_box)
        layout.addLayout(why)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.changed: SettingsChanged | None = None

    @property
    def editors(self) -> dict[str, QWidget]:
        return self.settings_box.editors

    def _accept(self) -> None:
        chosen, errors = self.settings_box.values()
        if errors:
            self.error_label.setText("\n".join(errors))
            return
        if not chosen:  # nothing changed: as Cancel
            self.reject()
            return
        try:
            self.changed = change_settings(
                self.desk, self.competition, values=chosen, why=self.why_edit.text().strip()
            )
        except Refusal as err:
            self.error_label.setText(err.message)
            return
        self.accept()

    @classmethod
    def get_changes(
        cls, parent: QWidget | None, desk: Desk, competition: str
    ) -> tuple[SettingsChanged | None, bool]:
        """Ask for the competition's corrected settings; the correction made (None when nothing was)."""
        dialog = cls(desk, competition, parent)
        ok = answered(dialog)
        return dialog.changed, ok and dialog.changed is not None


MOST_ROWS_SHOWN = 12  # the entrants a correction moved shown at once; more scroll


def _place(place: int | None) -> str:
    return "—" if place is None else str(place)


class MovedModel(RowsModel):
    """Each entrant a correction moved: its place before and after, and each figure that changed."""

    COL_NAME, COL_BEFORE, COL_AFTER, COL_FIGURES = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("MovedModel", "Entrant"),
        QT_TRANSLATE_NOOP("MovedModel", "Place before"),
        QT_TRANSLATE_NOOP("MovedModel", "Place after"),
        QT_TRANSLATE_NOOP("MovedModel", "Figures before → after"),
    )

    def cell(self, row: Moved, column: int) -> str:
        if column == self.COL_NAME:
            return entrant_words(row.name)
        if column == self.COL_BEFORE:
            return _place(row.place_before)
        if column == self.COL_AFTER:
            return _place(row.place_after)
        return "; ".join(f"{_column(name)}: {_place(was)} → {_place(now)}" for name, was, now in row.figures)


def _column(name: str) -> str:
    """A standings column in the desk's words (as the Standings area heads it)."""
    words = COLUMN_WORDS.get(name)
    return QCoreApplication.translate("StandingsModel", words) if words else name.title()


class MovedDialog(QDialog):
    """What a correction moved in the standings."""

    def __init__(self, changed: SettingsChanged, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The standings moved"))
        text = (
            self.tr("Changing the settings of %s moved these entrants in its standings:")
            % changed.competition
        )
        label = QLabel(text)
        label.setWordWrap(True)
        self.model = MovedModel(self)
        if changed.after is not None and changed.after.name_key in NAME_WORDS:
            name = QCoreApplication.translate("StandingsModel", NAME_WORDS[changed.after.name_key])
            self.model.HEADERS = (name, *MovedModel.HEADERS[1:])
        self.model.set_rows(list(changed.moved))
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(
            MovedModel.COL_NAME, QHeaderView.ResizeMode.Interactive
        )
        fit_columns(self.table)
        # as tall as its rows, up to a dozen (then it scrolls)
        rows = min(self.model.rowCount(), MOST_ROWS_SHOWN)
        height = (
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
        )
        if self.model.rowCount() <= MOST_ROWS_SHOWN:
            self.table.setFixedHeight(height)
        else:
            self.table.setMinimumHeight(height)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(max(self.sizeHint().width(), 720), self.sizeHint().height())

    @classmethod
    def show_moves(cls, parent: QWidget | None, changed: SettingsChanged) -> bool:
        """Show what ``changed`` moved in the standings, if anything: was anything shown?"""
        if not changed.moved:
            return False
        ask(cls(changed, parent))
        return True
