"""The player form and the team form of the Registration area, made for the keyboard: Enter moves to the next
field and, on the last one, registers. A refusal is shown beside the form, naming its ruling; when a judge may
override it, a *Judge override…* button appears."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.eligibility import Problem
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.registration.dialogs import OverrideDialog, confirm
from cardnight_desk.gui.registration.models import TeamsModel
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration import (
    Override,
    PlayerDetails,
    PlayerInfo,
    PossibleDuplicate,
    RegistrationRefused,
)
from cardnight_desk.services.registration_model import parse_born

ERROR_STYLE, DONE_STYLE = "color: #b00020", "color: #1b5e20"


class EnterMovesOn(QObject):
    """Return or Enter in a field moves to the next one; in the last, it calls ``submit``."""

    def __init__(self, fields: list[QWidget], submit: Callable[[], None], parent: QObject):
        super().__init__(parent)
        self.fields, self.submit = fields, submit
        for field in fields:
            field.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and obj in self.fields:
                i = self.fields.index(obj)  # type: ignore[arg-type]
                following = [f for f in self.fields[i + 1 :] if f.isEnabled() and f.isVisible()]
                if following:
                    following[0].setFocus(Qt.FocusReason.TabFocusReason)
                else:
                    self.submit()
                return True
        return False


class MessageBeside(QWidget):
    """The answer to the last action: green when done, red when refused, with the override button."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.override_button = QPushButton(self.tr("Judge &override…"))
        self.override_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.override_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.problems: list[Problem] = []

    def done(self, text: str) -> None:
        self.label.setStyleSheet(DONE_STYLE)
        self.label.setText(text)
        self.override_button.hide()
        self.problems = []

    def refused(self, err: Refusal, problems: list[Problem] | None = None, overridable: bool = False) -> None:
        self.label.setStyleSheet(ERROR_STYLE)
        lines = [e["message"] for e in err.errors] or [err.message]
        if len(lines) > 1:
            lines = [err.message + ":"] + [f"• {m}" for m in lines]
        self.label.setText("\n".join(lines))
        self.problems = list(problems or [])
        self.override_button.setVisible(overridable)

    @property
    def text(self) -> str:
        return self.label.text()


class CompetitionChecks(QListWidget):
    """The competitions a player enters: Space ticks one; a full competition says so (EV-2)."""

    def set_competitions(self, counts: list[reg.CompetitionCount], keep: set[str]) -> None:
        self.clear()
        for c in counts:
            label = self.tr("%s  — full (EV-2)") % c.name if c.full else c.name
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, c.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if c.name in keep else Qt.CheckState.Unchecked)
            self.addItem(item)
        if self.count():
            self.setCurrentRow(0)

    def items(self) -> list[QListWidgetItem]:
        return [self.item(i) for i in range(self.count())]

    def checked(self) -> list[str]:
        return [
            i.data(Qt.ItemDataRole.UserRole)
            for i in self.items()
            if i.checkState() == Qt.CheckState.Checked and i.flags() & Qt.ItemFlag.ItemIsEnabled
        ]

    def set_checked(self, name: str, on: bool = True) -> None:
        for i in self.items():
            if i.data(Qt.ItemDataRole.UserRole) == name:
                i.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def lock(self, names: tuple[str, ...]) -> None:
        """In a correction, the player's competitions are shown ticked and cannot be unticked here."""
        for i in self.items():
            if i.data(Qt.ItemDataRole.UserRole) in names:
                i.setCheckState(Qt.CheckState.Checked)
                i.setFlags(i.flags() & ~Qt.ItemFlag.ItemIsEnabled)


class PlayerForm(QWidget):
    """Register a player (new or already known) in the ticked competitions, or correct a player's details.
    A new player with the name of another (born another day) is registered only once the desk says it is
    someone else; when it is the same person the form keeps what was typed and the players list shows them."""

    show_player = Signal(int)  # the badge number of a player the desk should look at

    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.editing: PlayerInfo | None = None
        self.name_edit = QLineEdit()
        self.born_edit = QLineEdit()
        self.born_edit.setPlaceholderText("YYYY-MM-DD")
        self.phone_edit = QLineEdit()
        self.email_edit = QLineEdit()
        self.notes_edit = QLineEdit()
        self.eligible_box = QCheckBox(self.tr("Community eligibility confirmed (EV-1)"))
        self.competitions = CompetitionChecks()
        self.competitions.setMaximumHeight(120)
        self.register_button = QPushButton(self.tr("&Register"))
        self.clear_button = QPushButton(self.tr("&New player"))
        self.message = MessageBeside()
        self.heading = QLabel(self.tr("New player"))
        self.heading.setStyleSheet("font-weight: 600")
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("&Born"), self.born_edit)
        form.addRow(self.tr("&Phone"), self.phone_edit)
        form.addRow(self.tr("&Email"), self.email_edit)
        form.addRow(self.tr("No&tes"), self.notes_edit)
        form.addRow("", self.eligible_box)
        form.addRow(self.tr("&Competitions"), self.competitions)
        buttons = QHBoxLayout()
        buttons.addWidget(self.register_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addStretch(1)
        fields = [self.name_edit, self.born_edit, self.phone_edit, self.email_edit, self.notes_edit]
        self.keys = EnterMovesOn([*fields, self.eligible_box, self.competitions], self.submit, self)
        self.register_button.clicked.connect(lambda: self.submit())
        self.clear_button.clicked.connect(self.new_player)
        self.message.override_button.clicked.connect(self._override)
        self.competitions.itemChanged.connect(lambda _: self._update_button())
        signals.changed.connect(self._on_changed)
        self.refresh()

    def _on_changed(self, changed: str) -> None:
        if changed in (what.EVENT, what.COMPETITIONS, what.PLAYERS):
            self.refresh()

    def refresh(self) -> None:
        keep = set(self.competitions.checked())
        self.competitions.set_competitions(reg.competition_counts(self.desk), keep)
        if self.editing is not None:
            self.competitions.lock(self.editing.competitions)
        self._update_button()

    def _update_button(self) -> None:
        self.register_button.setEnabled(bool(self.competitions.checked()) or self.editing is not None)

    def new_player(self) -> None:
        self.editing = None
        self.heading.setText(self.tr("New player"))
        self.register_button.setText(self.tr("&Register"))
        for edit in (self.name_edit, self.born_edit, self.phone_edit, self.email_edit, self.notes_edit):
            edit.clear()
        self.eligible_box.setChecked(False)
        self.refresh()
        self.name_edit.setFocus()

    def edit_player(self, player: PlayerInfo) -> None:
        """Load a player to correct their details or enter them in more competitions."""
        self.editing = player
        self.heading.setText(self.tr("Player %d: %s") % (player.number, player.name))
        self.register_button.setText(self.tr("&Save"))
        self.name_edit.setText(player.name)
        self.born_edit.setText(player.born.isoformat() if player.born else "")
        self.phone_edit.setText(player.phone)
        self.email_edit.setText(player.email)
        self.notes_edit.setText(player.notes)
        self.eligible_box.setChecked(player.eligible)
        self.message.done("")
        self.refresh()
        self.name_edit.setFocus()

    def details(self) -> PlayerDetails:
        return PlayerDetails(
            self.name_edit.text(),
            parse_born(self.born_edit.text()),
            self.phone_edit.text(),
            self.email_edit.text(),
            self.notes_edit.text(),
            self.eligible_box.isChecked(),
        )

    def submit(self, override: Override | None = None, confirm_new: bool = False) -> bool:
        comps = self.competitions.checked()
        try:
            details = self.details()
            if not comps and self.editing is None:
                raise Refusal(self.tr("Tick the competitions the player enters."))
            if override is None:
                problems = [p for c in comps for p in reg.check_registration(self.desk, c, details)]
                if problems:
                    refusal = RegistrationRefused(self.tr("%s cannot be registered") % details.name, problems)
                    self.message.refused(refusal, problems, refusal.overridable)
                    return False
            edited = self.editing
            if edited is not None:
                reg.update_player(self.desk, edited.number, details, expected=edited, override=override)
            done = [
                reg.register_player(self.desk, c, details, override=override, confirm_new=confirm_new)
                for c in comps
            ]
        except PossibleDuplicate as err:
            return self._same_person(err, override)
        except RegistrationRefused as err:
            self.message.refused(err, list(err.problems), err.overridable)
            return False
        except Refusal as err:
            self.message.refused(err)
            return False
        if done:
            p = done[-1].player
            self.message.done(
                self.tr("%s is player %d, registered in %s.") % (p.name, p.number, ", ".join(comps))
            )
        elif edited is not None:
            self.message.done(self.tr("Player %d corrected.") % edited.number)
        self.signals.changed.emit(what.PLAYERS)
        text = self.message.text
        self.new_player()
        self.message.done(text)
        return True

    def _same_person(self, err: PossibleDuplicate, override: Override | None) -> bool:
        """Ask whether the player typed is the one of the same name already in the event."""
        answer = QMessageBox.question(
            self,
            self.tr("Same player?"),
            self.tr("%s.\n\nIs this player %d?") % (err.message, err.number),
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.No:  # someone else of the same name
            return self.submit(override, confirm_new=True)
        if answer == QMessageBox.StandardButton.Yes:
            self.show_player.emit(err.number)
            self.message.refused(
                Refusal(
                    self.tr(
                        "Not registered: this is player %d. If their date of birth is wrong, correct it "
                        "(edit the player), then register them."
                    )
                    % err.number
                )
            )
            return False
        self.message.refused(Refusal(self.tr("Not registered. What you typed is still in the form.")))
        return False

    def _override(self) -> None:
        value, ok = OverrideDialog.get_override(self, self.message.problems)
        if ok:
            self.submit(override=value)


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
        form = QFormLayout()
        form.addRow(self.tr("Co&mpetition"), self.competition_combo)
        form.addRow(self.tr("Team &name"), self.name_edit)
        for i, edit in enumerate(self.member_edits, start=1):
            form.addRow(self.tr("Player &%d") % i, edit)
        row = QHBoxLayout()
        row.addWidget(self.register_button)
        row.addStretch(1)
        row.addWidget(self.dissolve_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(self.teams_view, 1)
        self.keys = EnterMovesOn([self.name_edit, *self.member_edits], self.submit, self)
        self.register_button.clicked.connect(lambda: self.submit())
        self.dissolve_button.clicked.connect(self.dissolve_selected)
        self.message.override_button.clicked.connect(self._override)
        self.competition_combo.currentTextChanged.connect(lambda _: self._load_names())
        signals.changed.connect(self._on_changed)
        self.refresh()

    def _on_changed(self, changed: str) -> None:
        if changed in (what.EVENT, what.COMPETITIONS, what.PLAYERS, what.DRAWS):
            self.refresh()

    def refresh(self) -> None:
        current = self.competition_combo.currentText()
        self.counts = [c for c in reg.competition_counts(self.desk) if c.takes_teams]
        self.competition_combo.blockSignals(True)
        self.competition_combo.clear()
        self.competition_combo.addItems([c.name for c in self.counts])
        if current:
            self.competition_combo.setCurrentText(current)
        self.competition_combo.blockSignals(False)
        self.teams.set_rows(reg.list_teams(self.desk))
        self.register_button.setEnabled(bool(self.counts))
        self._load_names()

    def _load_names(self) -> None:
        comp = self.competition_combo.currentText()
        self.names.setStringList(
            [
                f"#{p.number} {p.name}"
                for p in reg.list_players(self.desk)
                if comp in p.competitions and not p.team_in(comp)
            ]
        )

    def submit(self, override: Override | None = None) -> bool:
        comp = self.competition_combo.currentText()
        members = [member_ref(e.text()) for e in self.member_edits if e.text().strip()]
        try:
            if not comp:
                raise Refusal(self.tr("Add a team competition first (Bhukhar, 28 or Bukharo)."))
            team = reg.register_team(self.desk, comp, self.name_edit.text(), members, override=override)
        except RegistrationRefused as err:
            self.message.refused(err, list(err.problems), err.overridable)
            return False
        except Refusal as err:
            self.message.refused(err)
            return False
        names = ", ".join(f"{m.name} ({m.number})" for m in team.members)
        self.message.done(self.tr("Team '%s' registered in %s: %s.") % (team.name, team.competition, names))
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
