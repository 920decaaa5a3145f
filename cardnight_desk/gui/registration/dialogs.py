"""Dialogs of the Registration area: a judge's override, withdrawing a player, the import preview, the question
about rows that may be players already registered, and the confirmation asked before anything is taken away.
Each offers ``get_x(parent, ...) -> (value, accepted)``. The import preview's rows are modelled here
(:class:`PreviewModel`): the area loads this module the first time one of them is asked."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.eligibility import Problem
from cardnight_desk.gui.checked_dialog import CheckedDialog, Mistake
from cardnight_desk.gui.column_fit import fit_columns
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.message_colours import BOLD, ERROR_STYLE
from cardnight_desk.gui.modal import answer, answered, ask, ok_cancel
from cardnight_desk.gui.names import isolated
from cardnight_desk.gui.registration.models import RED, SORT_ROLE, SortableModel, SourceSorted
from cardnight_desk.services.registration_batch import MORE, NEW, REFUSED, UNCHANGED, BatchPlan, RowPlan
from cardnight_desk.services.registration_duplicates import SameName
from cardnight_desk.services.registration_model import Override, PlayerInfo

PLAN_WORDS = {  # what an import does with a workbook row (services.registration_batch)
    NEW: QT_TRANSLATE_NOOP("PreviewModel", "new"),
    MORE: QT_TRANSLATE_NOOP("PreviewModel", "adds competitions"),
    UNCHANGED: QT_TRANSLATE_NOOP("PreviewModel", "unchanged"),
    REFUSED: QT_TRANSLATE_NOOP("PreviewModel", "refused"),
}


class PreviewModel(SortableModel):
    COL_ROW, COL_NAME, COL_NUMBER, COL_STATUS, COL_COMPETITIONS, COL_TEAMS, COL_PROBLEMS = range(7)
    HEADERS = (
        QT_TRANSLATE_NOOP("PreviewModel", "Row"),
        QT_TRANSLATE_NOOP("PreviewModel", "Name"),
        QT_TRANSLATE_NOOP("PreviewModel", "No."),
        QT_TRANSLATE_NOOP("PreviewModel", "Will be"),
        QT_TRANSLATE_NOOP("PreviewModel", "Competitions"),
        QT_TRANSLATE_NOOP("PreviewModel", "Teams"),
        QT_TRANSLATE_NOOP("PreviewModel", "Problems"),
    )

    def cell(self, row: RowPlan, column: int) -> Any:
        if column == self.COL_ROW:
            return row.row
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_NUMBER:
            return row.number if row.number is not None else ""
        if column == self.COL_STATUS:
            return self.tr(PLAN_WORDS.get(row.status, row.status))
        if column == self.COL_COMPETITIONS:
            return "; ".join(row.competitions)
        if column == self.COL_TEAMS:
            return "; ".join(f"{isolated(team)} ({isolated(comp)})" for comp, team in row.teams)
        return "; ".join(row.errors)

    def sort_value(self, row: RowPlan, column: int) -> Any:
        if column == self.COL_STATUS:
            return row.status  # the code: the preview's "only refused rows" filter reads it
        return super().sort_value(row, column)

    def colour(self, row: RowPlan, column: int) -> QColor | None:
        return RED if row.status == REFUSED else None


def _pin_edit() -> QLineEdit:
    """Where a judge types the PIN, shown as dots."""
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    return edit


class OverrideDialog(CheckedDialog):
    """A judge admits what a ruling refuses (EV-1, EV-2): their name and their reason, kept in the history."""

    def __init__(self, problems: list[Problem], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Judge's override"))
        refused = QLabel("\n".join(f"• {p.message}" for p in problems))
        refused.setWordWrap(True)
        self.judge_edit = QLineEdit()
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText(self.tr("why the judge admits it anyway"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Admit"))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Refused:")))
        form.addRow(refused)
        form.addRow(self.tr("&Judge"), self.judge_edit)
        form.addRow(self.tr("&Reason"), self.reason_edit)
        self.pin_edit = _pin_edit()
        form.addRow(self.tr("Judge &PIN"), self.pin_edit)
        form.addRow(self.error_label)
        form.addRow(self.buttons)
        self.judge_edit.returnPressed.connect(self.reason_edit.setFocus)
        self.reason_edit.returnPressed.connect(self.pin_edit.setFocus)
        self.pin_edit.returnPressed.connect(self._accept)

    def value(self) -> Override:
        return Override(self.judge_edit.text().strip(), self.reason_edit.text().strip(), self.pin_edit.text())

    def mistake(self) -> Mistake | None:
        if not self.judge_edit.text().strip():
            return self.tr("Only a judge can override: give the judge's name."), self.judge_edit
        if not self.reason_edit.text().strip():
            return self.tr("Give the judge's reason; it is kept in the event's history."), self.reason_edit
        return None

    @classmethod
    def get_override(cls, parent: QWidget | None, problems: list[Problem]) -> tuple[Override, bool]:
        return answer(cls(problems, parent), cls.value)


@dataclass(frozen=True)
class Withdrawal:
    competition: str
    reason: str


class WithdrawDialog(QDialog):
    """Withdrawing a player from one competition: says what will be lost (their team) before it happens."""

    def __init__(self, player: PlayerInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.player = player
        self.setWindowTitle(self.tr("Withdraw a player"))
        self.competition_combo = FitCombo()
        self.competition_combo.addItems(list(player.competitions))
        self.reason_edit = QLineEdit()
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.buttons = ok_cancel(self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Withdraw"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setDefault(True)
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Withdraw %s (player %d) from:") % (player.name, player.number)))
        form.addRow(self.tr("&Competition"), self.competition_combo)
        form.addRow(self.tr("&Reason"), self.reason_edit)
        self.pin_edit = _pin_edit()
        form.addRow(self.tr("Judge &PIN"), self.pin_edit)
        form.addRow(self.warning)
        form.addRow(self.buttons)
        self.competition_combo.currentTextChanged.connect(self._explain)
        self._explain(self.competition_combo.currentText())

    def _explain(self, competition: str) -> None:
        team = self.player.team_in(competition)
        text = self.tr("%s will no longer play in %s.") % (self.player.name, competition)
        if team:
            text += (
                " " + self.tr("Their team '%s' will be dissolved; its other players stay registered.") % team
            )
        self.warning.setText(text)

    def value(self) -> Withdrawal:
        return Withdrawal(self.competition_combo.currentText(), self.reason_edit.text().strip())

    @classmethod
    def get_withdrawal(cls, parent: QWidget | None, player: PlayerInfo) -> tuple[Withdrawal, bool]:
        return answer(cls(player, parent), cls.value)


class ImportPreviewDialog(QDialog):
    """What an import would do, row by row, before anything is stored; refused rows in red with every reason."""

    def __init__(self, plan: BatchPlan, source: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.plan = plan
        self.setWindowTitle(self.tr("Import preview — %s") % source)
        self.resize(980, 560)
        counts = {s: sum(1 for r in plan.rows if r.status == s) for s in (NEW, MORE, UNCHANGED, REFUSED)}
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        if plan.ok:
            self.summary.setText(
                self.tr(
                    "%d rows: %d new players, %d adding competitions to players already here, %d unchanged. "
                    "%d registrations and %d teams will be stored."
                )
                % (
                    len(plan.rows),
                    counts[NEW],
                    counts[MORE],
                    counts[UNCHANGED],
                    plan.new_registrations,
                    plan.new_teams,
                )
            )
        else:
            bad = len({e["path"] for e in plan.errors})
            self.summary.setText(
                self.tr(
                    "Nothing can be imported: %d rows are refused (in red, with every reason). Fix them in the "
                    "workbook and import it again; nothing has been stored."
                )
                % bad
            )
            self.summary.setStyleSheet(ERROR_STYLE + BOLD)
        self.errors = QLabel(
            "\n".join(f"{e['path']}: {e['message']}" for e in plan.errors if e["path"] == "row 1")
        )
        self.errors.setStyleSheet(ERROR_STYLE)
        self.errors.setWordWrap(True)
        self.errors.setVisible(bool(self.errors.text()))
        self.model = PreviewModel(self)
        self.model.set_rows(list(plan.rows))
        self.proxy = SourceSorted(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterRole(SORT_ROLE)  # the row's code, whatever the language shows
        self.proxy.setFilterKeyColumn(PreviewModel.COL_STATUS)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PreviewModel.COL_ROW, Qt.SortOrder.AscendingOrder)
        self.table.horizontalHeader().setSectionResizeMode(
            PreviewModel.COL_PROBLEMS, QHeaderView.ResizeMode.Stretch
        )
        fit_columns(self.table)
        self.only_refused = QCheckBox(self.tr("Show only refused rows"))
        self.only_refused.setEnabled(not plan.ok)
        self.only_refused.toggled.connect(lambda on: self.proxy.setFilterFixedString(REFUSED if on else ""))
        self.buttons = ok_cancel(self)
        self.import_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(self.tr("Import"))
        self.import_button.setEnabled(plan.ok and (plan.new_registrations > 0 or plan.new_teams > 0))
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.errors)
        layout.addWidget(self.only_refused)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        if not plan.ok:
            self.only_refused.setChecked(True)

    @classmethod
    def get_confirmation(cls, parent: QWidget | None, plan: BatchPlan, source: str) -> tuple[BatchPlan, bool]:
        dlg = cls(plan, source, parent)
        ok = answered(dlg)
        return plan, ok and plan.ok


class SameNamesQuestion(QMessageBox):
    """Asked once before an import, when some of its rows have the name of a player already registered with
    another date of birth: are they other people (Yes: registered as new players), or not (No, the default:
    nothing is imported, so the date that is wrong can be corrected)? Every such row is listed with both
    dates of birth."""

    def __init__(self, same_names: Sequence[SameName], parent: QWidget | None = None):
        super().__init__(parent)
        self.same_names = tuple(same_names)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Same players?"))
        self.setText(
            self.tr("%d rows have the name of a player already registered, with another date of birth:")
            % len(self.same_names)
        )
        self.setInformativeText(
            "\n".join(f"• {self.line(q)}" for q in self.same_names)
            + "\n\n"
            + self.tr(
                "Are they other people, to be registered as new players? No imports nothing: correct the date "
                "of birth that is wrong and import again."
            )
        )
        self.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        self.setDefaultButton(QMessageBox.StandardButton.No)
        self.setEscapeButton(QMessageBox.StandardButton.No)

    def _born(self, born: dt.date | None) -> str:
        return born.isoformat() if born else self.tr("no date of birth")

    def line(self, asked: SameName) -> str:
        """ "Row 3: asha patel, born 1980-10-01 — player 1, Asha Patel, born 1980-01-01"."""
        players = "; ".join(
            self.tr("player %d, %s, born %s") % (number, name, self._born(born))
            for number, name, born in asked.players
        )
        return self.tr("Row %d: %s, born %s — %s") % (asked.row, asked.name, self._born(asked.born), players)

    @classmethod
    def get_new_players(
        cls, parent: QWidget | None, same_names: Sequence[SameName]
    ) -> tuple[frozenset[int], bool]:
        """The rows to register as new players (every row listed), and whether the answer was Yes."""
        box = cls(same_names, parent)
        yes = ask(box) == QMessageBox.StandardButton.Yes
        return frozenset(q.row for q in box.same_names), yes
