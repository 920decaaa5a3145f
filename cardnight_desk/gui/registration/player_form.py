"""The player form of the Registration area, made for the keyboard: Enter moves to the next field and, on the
last one (the competitions), registers — in the competition the keyboard is on when none is ticked; a new player of a name already registered is asked about ("is this the same person?"). A
refusal is shown beside the form, naming its ruling; when a judge may override it, a *Judge override…* button
appears."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.registration import reads
from cardnight_desk.gui.registration.form_parts import CompetitionChecks, EnterMovesOn, MessageBeside
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
        self.keys = EnterMovesOn([*fields, self.eligible_box, self.competitions], self._enter_on_last, self)
        self.register_button.clicked.connect(lambda: self.submit())
        self.clear_button.clicked.connect(self.new_player)
        self.message.override_button.clicked.connect(self._override)
        self.competitions.itemChanged.connect(lambda _: self._update_button())
        Follower(self, signals, (what.EVENT, what.COMPETITIONS, what.PLAYERS), lambda _: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        keep = set(self.competitions.checked())
        self.competitions.set_competitions(reads.competition_counts(self.desk, self.signals), keep)
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

    def _texts(self) -> tuple[object, ...]:
        """What the form holds, as typed."""
        edits = (self.name_edit, self.born_edit, self.phone_edit, self.email_edit, self.notes_edit)
        return (*(edit.text().strip() for edit in edits), self.eligible_box.isChecked())

    @staticmethod
    def _player_texts(player: PlayerInfo) -> tuple[object, ...]:
        born = player.born.isoformat() if player.born else ""
        return (player.name, born, player.phone, player.email, player.notes, player.eligible)

    def unsaved(self) -> list[str]:
        """What is typed and not registered (a new player) or not saved (corrections to a player)."""
        texts = self._texts()
        if self.editing is not None:
            if texts == self._player_texts(self.editing):
                return []
            return [self.tr("the corrections to player %d, %s") % (self.editing.number, self.editing.name)]
        if not any(texts[:5]):
            return []
        name = self.name_edit.text().strip()
        return [self.tr("the new player %s") % name if name else self.tr("a new player's details")]

    def details(self) -> PlayerDetails:
        return PlayerDetails(
            self.name_edit.text(),
            parse_born(self.born_edit.text()),
            self.phone_edit.text(),
            self.email_edit.text(),
            self.notes_edit.text(),
            self.eligible_box.isChecked(),
        )

    def _enter_on_last(self) -> None:
        """Enter on the competitions: with none ticked, the one the keyboard is on is the one meant."""
        item = self.competitions.currentItem()
        if not self.competitions.checked() and item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            item.setCheckState(Qt.CheckState.Checked)
        self.submit()

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
                    self.message.refused(refusal)
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
        from cardnight_desk.gui.registration.dialogs import OverrideDialog  # asked only for an override

        value, ok = OverrideDialog.get_override(self, self.message.problems)
        if ok:
            self.submit(override=value)
