"""The sheet panel of the Scores area: one table's form with what is stored for it, and saving it.

- *Save* (Ctrl+S) stores a valid sheet as a draft; *Save and confirm* (Ctrl+Enter) stores and confirms it, or
  confirms a stored draft. A confirmed sheet opens read-only; *Edit as judge* unlocks it, and saving then needs
  the judge's name, PIN and why (EV-4).
- Under double entry (the competition's ``double_entry`` setting) the first save stores the first entry; a
  table whose first entry is in opens with an *empty* form for the blind second entry, which confirms the sheet
  when both agree and otherwise shows the fields where they differ, highlighted, until they do.
- A save refused because another desk changed the sheet meanwhile shows both versions to choose from
  (:mod:`~.conflict`, loaded then); the form stays open. Unsaved typing is *stashed* when the desk opens another table and comes back when it returns.
- A sheet with penalty lines (or taking off lines its draft had) asks for the judge's name and PIN when saved
  (:mod:`~.sheet_judge`); what the check set aside is said under the form after the save.
- A judge's change to a confirmed sheet and a penalty given at the table are in :mod:`~.judge_actions`. The
  judges' penalties at the table are listed above the form, and the form's totals count them, as the
  standings do; a penalty changes the stored result, not the sheet, so it is never taken for another desk's
  change.

The forms (:mod:`~.forms`) and the services that read and store sheets load when the first table opens, not
with the area: until then the panel shows the steps to a table's sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import FlowLayout, MessageLabel
from cardnight_desk.gui.game_words import versus
from cardnight_desk.gui.message_colours import DONE_STYLE, ERROR_STYLE
from cardnight_desk.gui.scores.double_entry import DoubleEntrySaving
from cardnight_desk.gui.scores.judge_actions import JudgeActions
from cardnight_desk.gui.scores.sheet_judge import SheetJudgeAsking
from cardnight_desk.gui.scores.sides import SidesBox, SidesShowing
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.services.tables import TableInfo

if TYPE_CHECKING:
    from cardnight_desk.gui.sheet_forms.base import SheetForm
    from cardnight_desk.services.scores import SheetInfo


class SheetPanel(DoubleEntrySaving, SheetJudgeAsking, JudgeActions, SidesShowing, QWidget):
    saved = Signal()  # a save went through: the area puts the focus back on the sheet-number field

    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.form: SheetForm | None = None
        self.table: TableInfo | None = None
        self.settings: dict[str, Any] = {}
        self.info: SheetInfo | None = None  # what was stored when the form was opened (or last saved)
        self.double = False
        self.made_first = False  # this form stored the first entry: saving again replaces it
        self.differs_version: int | None = None  # the first entry a second entry was compared with
        self.judge_editing = False
        self.dirty = False
        self.stash: dict[tuple[str, int, str], Any] = {}
        self.penalty_drafts = {}
        self.title = QLabel(self.tr("Choose a table, or type or scan its sheet number."))
        self.title.setStyleSheet("font-size: 13pt; font-weight: 600")
        self.title.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.penalties_line = QLabel()  # the judges' penalties at the table, hidden while there are none
        self.penalties_line.setWordWrap(True)
        self.penalties_line.setStyleSheet("color: #8a4b00")
        self.penalties_line.hide()
        self.message = MessageLabel()
        self.differences = QLabel()
        self.differences.setWordWrap(True)
        self.differences.setStyleSheet("background: #fff4cc; padding: 4px")
        self.differences.hide()
        self.sides_box = SidesBox()  # what the table's sides entered on their phones (table entry)
        self.sides_box.take.connect(self.take_side)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        # a scroll bar that came and went as the sheet grew would narrow the form and re-wrap it under the pen
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.scroll.setWidget(self._first_steps())  # until a table is chosen: what to do first
        self.save_button = QPushButton(self.tr("&Save draft  (Ctrl+S)"))
        self.confirm_button = QPushButton(self.tr("Save and &confirm  (Ctrl+Enter)"))
        self.judge_button = QPushButton(self.tr("Edit as &judge…"))
        self.replace_button = QPushButton(self.tr("The first entry is wrong: &replace it with this one"))
        self.penalty_button = QPushButton(self.tr("&Penalty…"))
        self.rules_button = QPushButton(self.tr("&Rules…"))
        self.rules_button.setToolTip(
            self.tr("The rulings in force for this competition, at the one a refusal cites")
        )
        self.rules_button.clicked.connect(self.show_rules)
        self.save_button.clicked.connect(lambda: self.save())
        self.confirm_button.clicked.connect(self.save_and_confirm)
        self.judge_button.clicked.connect(self.start_judge_edit)
        self.replace_button.clicked.connect(self.replace_first)
        self.penalty_button.clicked.connect(self.penalty)
        buttons = FlowLayout()  # goes on to a second line rather than widening the window
        for button in (
            self.save_button,
            self.confirm_button,
            self.judge_button,
            self.replace_button,
            self.penalty_button,
            self.rules_button,
        ):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addWidget(self.penalties_line)
        layout.addWidget(self.sides_box)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.differences)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for keys, slot in (
            ("Ctrl+S", lambda: self.save()),
            ("Ctrl+Return", self.save_and_confirm),
            ("Ctrl+Enter", self.save_and_confirm),
        ):
            QShortcut(QKeySequence(keys), self, slot, context=context)
        self._update()

    # --- opening ----------------------------------------------------------------------------------
    def key(self) -> tuple[str, int, str] | None:
        return None if self.table is None else (self.table.competition, self.table.round, self.table.table)

    def leave(self) -> None:
        """Keep what was typed and not saved, for when the desk comes back to this table."""
        key = self.key()
        if self.form is not None and key is not None and self.dirty:
            self.stash[key] = self.form.state()

    def unsaved(self) -> list[str]:
        """What is typed here and not saved: the sheet in the form, if edited since it was opened or saved, and
        each sheet typed and left for another table (kept for when the desk comes back to it)."""
        keys = list(self.stash)
        key = self.key()
        if self.form is not None and key is not None and self.dirty and key not in keys:
            keys.insert(0, key)
        return [
            self.tr("the sheet of %1, round %2, table %3")
            .replace("%1", competition)
            .replace("%2", str(number))
            .replace("%3", table)
            for competition, number, table in keys
        ]

    def open_table(self, table: TableInfo, settings: dict[str, Any]) -> None:
        from cardnight_desk.gui.scores.forms import form_for
        from cardnight_desk.services import double_entry, scores

        self.leave()
        self.table, self.settings = table, dict(settings)
        self.double = bool(settings.get(double_entry.SETTING))
        self.made_first = self.judge_editing = self.dirty = False
        self.differs_version = None
        self.differences.hide()
        self.penalties_line.hide()
        self.say("")
        old, self.form = self.form, None
        if old is not None:
            old.deleteLater()
        self.title.setText(
            self.tr("%s — round %s — table %s (sheet %s): %s")
            % (table.competition, table.round, table.table, table.sheet_number, versus(table.entrants))
        )
        form = form_for(table, settings)
        if form is None:
            self.scroll.takeWidget()
            self.sides_box.show_state(None, None)
            self.say(self.tr("Sheets of this game are not entered here."))
            self._update()
            return
        self.info = scores.get_sheet(self.desk, table.competition, table.round, table.table)
        if self.info is not None and not self._blind():
            form.load(self.info.sheet)
        stashed = self.stash.pop(self.key(), None)
        if stashed is not None:
            form.restore(stashed)
            self.dirty = True
            self.say(self.tr("Your unsaved entry for this table was kept and is back in the form."))
        form.validity_changed.connect(lambda _: self._update())
        form.edited.connect(self._edited)
        self.form = form
        self.show_penalties()
        self.show_sides()
        self.scroll.setWidget(form)
        form.show()  # a widget put into a visible scroll area is not shown by it
        form.setEnabled(not self._confirmed())
        self._update()
        if form.isEnabled():
            form.first_field().setFocus()

    def _first_steps(self) -> QLabel:
        """What the box holds before a table is chosen: the steps to a table's sheet, not an empty box."""
        steps = QLabel(
            self.tr(
                "<p><b>To enter a score sheet:</b></p><ol>"
                "<li>Choose the competition and the round, at the top left.</li>"
                "<li>Choose a table in the list (double-click it or press Enter), or type or scan the number "
                "printed on its sheet in <i>Sheet number</i>.</li>"
                "<li>The table's sheet opens here: type what is written on it, then <i>Save draft</i> or "
                "<i>Save and confirm</i>.</li></ol>"
                "<p>No tables in the list? Draw the round first, in the Draws area.</p>"
            )
        )
        steps.setObjectName("first_steps")
        steps.setWordWrap(True)
        steps.setTextFormat(Qt.TextFormat.RichText)
        steps.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        steps.setMargin(12)
        return steps

    def _blind(self) -> bool:
        """A first entry is in and this form is for the second, typed without seeing it."""
        return (
            self.double
            and self.info is not None
            and self.info.status != SheetStatus.CONFIRMED
            and not self.made_first
        )

    def _confirmed(self) -> bool:
        return self.info is not None and self.info.status == SheetStatus.CONFIRMED

    def _edited(self) -> None:
        self.dirty = True
        self._update()

    def show_rules(self) -> None:
        """The rules page of this competition, scrolled to the ruling the first refusal cites."""
        from cardnight_desk.gui.rules_dialog import RulesDialog

        if self.table is None:
            return
        form = self.form
        cited = [*(getattr(form, "shown_errors", []) if form is not None else []), self.message.text()]
        ruling = next((text for text in cited if "ruling" in text or "rule " in text), None)
        RulesDialog.show_for(self, self.desk, self.table.competition, ruling=ruling)

    # --- what the panel shows ---------------------------------------------------------------------
    def say(self, text: str, ok: bool = False) -> None:
        self.message.setStyleSheet(DONE_STYLE if ok else ERROR_STYLE)
        self.message.setText(text)

    @property
    def last_message(self) -> str:
        return self.message.text()

    def _update(self) -> None:
        form = self.form
        valid = form is not None and form.valid
        confirmed = self._confirmed()
        self.save_button.setEnabled(valid and (not confirmed or self.judge_editing))
        self.confirm_button.setVisible(not self.double)
        self.confirm_button.setEnabled(valid and not confirmed)
        self.judge_button.setVisible(confirmed and not self.judge_editing)
        self.replace_button.setVisible(self.differs_version is not None)
        self.replace_button.setEnabled(valid)
        self.penalty_button.setEnabled(self.table is not None and form is not None)
        self.rules_button.setEnabled(self.table is not None)
        if self.double:
            self.save_button.setText(self.tr("&Save entry  (Ctrl+S)"))
        elif confirmed:
            self.save_button.setText(self.tr("&Save the judge's change  (Ctrl+S)"))
        else:
            self.save_button.setText(self.tr("&Save draft  (Ctrl+S)"))
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        info = self.info
        if self.table is None:
            return ""
        if info is None:
            return self.tr("Nothing stored for this table yet.")
        if info.status == SheetStatus.CONFIRMED:
            return self.tr("Confirmed (version %s). Only a judge can change it.") % info.version
        if self._blind():
            return (
                self.tr(
                    "The first entry (by %s) is in. Second entry: type the sheet again without looking at the first."
                )
                % info.entered_by
            )
        if self.double:
            return (
                self.tr("First entry stored (by %s); it waits for a second, blind entry.") % info.entered_by
            )
        # numbered, so that a language putting who entered it first can ("%2 എൻട്രി ചെയ്തത്")
        return (
            self.tr("Draft (version %1), entered by %2.")
            .replace("%1", str(info.version))
            .replace("%2", info.entered_by)
        )

    def refresh_status(self) -> None:
        """Another change came in: say so if it touched this sheet, but never touch the form."""
        if self.table is None or self.form is None:  # no table, or its sheets are not entered here
            return
        from cardnight_desk.services import scores

        try:
            now = scores.get_sheet(self.desk, self.table.competition, self.table.round, self.table.table)
        except Refusal:
            self.say(self.tr("This table is gone (the round was drawn again)."))
            return
        self.show_penalties()
        self.show_sides()
        if self._same_sheet(now):  # only its result moved (a judge's penalty): nothing to tell
            self.info = now
        before = self.info.version if self.info else 0
        if (now.version if now else 0) != before:
            self.status.setText(
                self._status_text() + self.tr(" It has been changed at another desk since you opened it.")
            )

    def _same_sheet(self, now: SheetInfo | None) -> bool:
        """The stored sheet is still the one this form was opened with (its version may have moved)."""
        info = self.info
        if info is None or now is None:
            return info is now
        return (now.sheet, now.status, now.entered_by) == (info.sheet, info.status, info.entered_by)

    def show_penalties(self) -> None:
        """The judges' penalties at the table, above the form, and counted in its totals."""
        from cardnight_desk.gui.game_words import penalty_words
        from cardnight_desk.services import penalties

        if self.table is None or self.form is None:
            return
        try:
            given = penalties.at_table(self.desk, self.table.competition, self.table.round, self.table.table)
        except Refusal:
            return  # the table is gone: refresh_status says so
        self.form.set_facts(given.facts)
        self.penalties_line.setText(
            self.tr("Judges' penalties at this table: %s.") % "; ".join(penalty_words(p) for p in given.said)
        )
        self.penalties_line.setVisible(bool(given.said))

    # --- saving -----------------------------------------------------------------------------------
    def _where(self) -> tuple[str, int, str]:
        key = self.key()
        assert key is not None
        return key

    def _done(self, info: SheetInfo | None, text: str) -> None:
        self.info = info
        self.dirty = False
        self.stash.pop(self.key(), None)
        if self.form is not None:
            self.form.setEnabled(not self._confirmed())
        if info is not None and info.notices:
            text += " " + self.tr("Set aside: %s.") % "; ".join(info.notices)
        self.say(text, ok=True)
        self._update()
        self.signals.changed.emit(what.SCORES)
        self.signals.changed.emit(what.HISTORY)
        self.saved.emit()

    def _refused(self, err: Refusal) -> None:
        self.say(self.tr("Not saved: %s. Your entry is still in the form.") % err.message)
        if err.errors and self.form is not None:
            self.form.show_errors(err.errors)

    def save(self, confirm: bool = False) -> bool:
        from cardnight_desk.services import scores
        from cardnight_desk.services.penalties import JudgeNeeded

        form = self.form
        if form is None or self.table is None:
            return False
        if not form.valid:
            self.say(self.tr("Not saved: the sheet is not valid yet (see the notes on the form)."))
            return False
        if self._confirmed() and not self.judge_editing:
            self.say(self.tr("This sheet is confirmed: use 'Edit as judge' to change it."))
            return False
        sheet = form.sheet()
        competition, round_no, table = self._where()
        try:
            if self._confirmed():
                return self._judge_save(sheet)
            if self.double:
                return self._double_save(sheet)
            info = scores.enter_sheet(
                self.desk,
                competition,
                round_no,
                table,
                sheet,
                confirm=confirm,
                expected_version=self.info.version if self.info else 0,
                **self.judge_arguments(),
            )
        except Conflict as err:
            return self._conflict(err, confirm)
        except JudgeNeeded as err:
            return self.with_judge(err, lambda: self.save(confirm))
        except Refusal as err:
            self._refused(err)
            return False
        self._done(info, self.tr("Saved and confirmed.") if confirm else self.tr("Saved as a draft."))
        return True

    def save_and_confirm(self) -> bool:
        if self.double:
            return self.save()
        if self.info is not None and self.info.status != SheetStatus.CONFIRMED and not self.dirty:
            from cardnight_desk.services import scores

            competition, round_no, table = self._where()
            try:
                info = scores.confirm_sheet(
                    self.desk, competition, round_no, table, expected_version=self.info.version
                )
            except Conflict as err:
                return self._conflict(err, True)
            except Refusal as err:
                self._refused(err)
                return False
            self._done(info, self.tr("Confirmed."))
            return True
        return self.save(confirm=True)

    def _conflict(self, err: Conflict, confirm: bool) -> bool:
        from cardnight_desk.gui.scores.conflict import (  # when first asked
            KEEP_MINE,
            TAKE_THEIRS,
            ConflictDialog,
        )
        from cardnight_desk.services import scores

        assert self.form is not None
        mine = self.form.sheet()
        choice, _ = ConflictDialog.choose(self, err.message, mine, err.theirs)
        competition, round_no, table = self._where()
        current = scores.get_sheet(self.desk, competition, round_no, table)
        if choice == KEEP_MINE:
            self.info = current  # save over what is stored now
            return self.save(confirm)
        if choice == TAKE_THEIRS and current is not None:
            self.info = current
            self.form.load(current.sheet)
            self.dirty = False
            self.form.setEnabled(not self._confirmed())
            self._update()
            self.say(self.tr("The version stored at the other desk is in the form now; yours was not saved."))
            return False
        self.say(
            self.tr("Not saved: the sheet was changed at another desk. Your entry is still in the form.")
        )
        return False
