"""The team form of the Registration area: a team's name and members (typed, or picked by badge number or
name), the teams registered so far, and renaming or dissolving one. A refusal is shown beside the form, naming
its ruling, with a *Judge override…* button when a judge may override it.

*Register team* stands beside the members' fields, not under them: the list of names that fit opens under a
field, and a button under it would take a first click only to close that list."""

from __future__ import annotations

import re

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.modal import confirm
from cardnight_desk.gui.names import isolated
from cardnight_desk.gui.registration import reads
from cardnight_desk.gui.registration.dialogs import OverrideDialog
from cardnight_desk.gui.registration.form_parts import EnterMovesOn, MessageBeside
from cardnight_desk.gui.registration.models import TeamsModel
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration import (
    Override,
)


def member_ref(text: str) -> str:
    """What the desk typed or picked for a member: ``#12 Asha Patel`` (from the list) means number 12."""
    found = re.match(r"^\s*#?(\d+)\b", text)
    return found.group(1) if found else text.strip()


class TeamForm(QWidget):
    """Register a team of players already registered in a team competition (EV-3; Bukharo BK-3)."""

    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.competition_combo = FitCombo()
        self.name_edit = QLineEdit()
        self.member_edits = [QLineEdit() for _ in range(3)]
        self.names = QStringListModel(self)
        for edit in self.member_edits:
            edit.setPlaceholderText(self.tr("name or player number"))
            completer = QCompleter(self.names, edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            edit.setCompleter(completer)
        self.register_button = QPushButton(self.tr("Register &team"))
        self.message = MessageBeside()
        self.teams = TeamsModel(self)
        self.teams_view = QTableView()
        self.teams_view.setModel(self.teams)
        self.teams_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.teams_view.horizontalHeader().setStretchLastSection(True)
        self.dissolve_button = QPushButton(self.tr("&Dissolve team…"))
        self.rename_button = QPushButton(self.tr("Re&name team…"))
        form = QFormLayout()
        form.addRow(self.tr("Co&mpetition"), self.competition_combo)
        form.addRow(self.tr("Team &name"), self.name_edit)
        for i, edit in enumerate(self.member_edits, start=1):
            form.addRow(self.tr("Player &%d") % i, edit)
        top = QHBoxLayout()
        top.addLayout(form, 1)
        top.addWidget(self.register_button, 0, Qt.AlignmentFlag.AlignBottom)
        row = QHBoxLayout()  # what acts on the team chosen in the list, under it
        row.addStretch(1)
        row.addWidget(self.rename_button)
        row.addWidget(self.dissolve_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.teams_view, 1)
        layout.addLayout(row)
        self.keys = EnterMovesOn([self.name_edit, *self.member_edits], self.submit, self)
        self.register_button.clicked.connect(lambda: self.submit())
        self.dissolve_button.clicked.connect(self.dissolve_selected)
        self.rename_button.clicked.connect(self.rename_selected)
        self.message.override_button.clicked.connect(self._override)
        self.competition_combo.currentTextChanged.connect(lambda _: self._load_names())
        Follower(
            self, signals, (what.EVENT, what.COMPETITIONS, what.PLAYERS, what.DRAWS), lambda _: self.refresh()
        )
        self.refresh()

    def refresh(self) -> None:
        self.counts = [c for c in reads.competition_counts(self.desk, self.signals) if c.takes_teams]
        self.competition_combo.refill([c.name for c in self.counts])
        self.teams.set_rows(reg.list_teams(self.desk))
        self.register_button.setEnabled(bool(self.counts))
        self._load_names()

    def _load_names(self) -> None:
        comp = self.competition_combo.currentText()
        self.names.setStringList(
            [
                f"#{p.number} {p.name}"
                for p in reads.players(self.desk, self.signals)
                if comp in p.competitions and not p.team_in(comp)
            ]
        )

    def unsaved(self) -> list[str]:
        """The team typed and not registered."""
        name = self.name_edit.text().strip()
        if not name and not any(edit.text().strip() for edit in self.member_edits):
            return []
        return [self.tr("the new team %s") % name if name else self.tr("a new team's players")]

    def submit(self, override: Override | None = None) -> bool:
        comp = self.competition_combo.currentText()
        members = [member_ref(e.text()) for e in self.member_edits if e.text().strip()]
        try:
            if not comp:
                raise Refusal(self.tr("Add a team competition first (Bhukhar, 28 or Bukharo)."))
            team = reg.register_team(self.desk, comp, self.name_edit.text(), members, override=override)
        except Refusal as err:
            self.message.refused(err)
            return False
        names = ", ".join(f"{isolated(m.name)} ({m.number})" for m in team.members)
        self.message.done(
            self.tr("Team '%s' registered in %s: %s.")
            % (isolated(team.name), isolated(team.competition), names)
        )
        self.name_edit.clear()
        for edit in self.member_edits:
            edit.clear()
        self.signals.changed.emit(what.PLAYERS)
        self.name_edit.setFocus()
        return True

    def _override(self) -> None:
        value, ok = OverrideDialog.get_override(self, self.message.problems)
        if ok:
            self.submit(override=value)

    def rename_selected(self) -> bool:
        """Rename the team chosen in the list, everywhere (score sheets included)."""
        from cardnight_desk.services import rename

        rows = self.teams_view.selectionModel().selectedRows()
        if not rows:
            self.message.refused(Refusal(self.tr("Choose the team to rename in the list.")))
            return False
        team = self.teams.row_at(rows[0].row())
        new, ok = QInputDialog.getText(
            self, self.tr("Rename team"), self.tr("New name for %s:") % team.name, text=team.name
        )
        new = new.strip()
        if not ok or not new or new == team.name:
            return False
        try:
            rename.rename_team(self.desk, team.name, new, team.competition)
        except Refusal as err:
            self.message.refused(err)
            return False
        self.message.done(self.tr("%s is now %s.") % (team.name, new))
        for changed in what.EVERYTHING:  # a name shows in every area
            self.signals.changed.emit(changed)
        return True

    def dissolve_selected(self) -> None:
        rows = self.teams_view.selectionModel().selectedRows()
        if not rows:
            self.message.refused(Refusal(self.tr("Choose the team to dissolve in the list.")))
            return
        team = self.teams.row_at(rows[0].row())
        if not confirm(
            self,
            self.tr("Dissolve team"),
            self.tr("Dissolve team '%s' in %s? Its players stay registered.") % (team.name, team.competition),
            self.tr("Dissolve"),
        ):
            return
        try:
            reg.dissolve_team(self.desk, team.competition, team.name, "dissolved at the desk")
        except Refusal as err:
            self.message.refused(err)
            return
        self.message.done(self.tr("Team '%s' dissolved.") % team.name)
        self.signals.changed.emit(what.PLAYERS)
