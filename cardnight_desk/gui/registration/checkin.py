"""Check-in at the door and the roll of each competition.

The check-in field takes what the desk types or what a barcode scanner types (the badge number, then Enter):
matches show as you type; Enter checks in the number, the exact name, the only match, or the match chosen with
the arrow keys. With nothing typed, the table lists the latest check-ins, newest first (one can be taken back
from there); a line above it says which of the two it shows. The roll shows, per competition, who is here, who is missing, who arrived late (after the first
draw) and who is here but not admitted (EV-1 checked again): :class:`RollModel` is its table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.column_fit import fit_columns
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.keys import pressed
from cardnight_desk.gui.modal import confirm
from cardnight_desk.gui.registration import reads
from cardnight_desk.gui.registration.dialogs import OverrideDialog
from cardnight_desk.gui.registration.form_parts import MessageBeside
from cardnight_desk.gui.registration.models import (
    AMBER,
    GREEN,
    RED,
    SORT_ROLE,
    PlayersModel,
    SortableModel,
    SourceSorted,
    local_time,
)
from cardnight_desk.gui.row_lists import row_list
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import checkin
from cardnight_desk.services.checkin import HERE, MISSING, NOT_ADMITTED, RollEntry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.registration import Override, PlayerInfo, RegistrationRefused

STATUS_WORDS = {  # a player's state in a competition's roll (services.checkin), as the desk says it
    HERE: QT_TRANSLATE_NOOP("RollModel", "here"),
    MISSING: QT_TRANSLATE_NOOP("RollModel", "missing"),
    NOT_ADMITTED: QT_TRANSLATE_NOOP("RollModel", "not admitted"),
}


class RollModel(SortableModel):
    COL_NUMBER, COL_NAME, COL_STATUS, COL_AT, COL_NOTE = range(5)
    HEADERS = (
        QT_TRANSLATE_NOOP("RollModel", "No."),
        QT_TRANSLATE_NOOP("RollModel", "Name"),
        QT_TRANSLATE_NOOP("RollModel", "Status"),
        QT_TRANSLATE_NOOP("RollModel", "Checked in"),
        QT_TRANSLATE_NOOP("RollModel", "Note"),
    )

    def cell(self, row: RollEntry, column: int) -> Any:
        if column == self.COL_NUMBER:
            return row.player.number
        if column == self.COL_NAME:
            return row.player.name
        if column == self.COL_STATUS:
            return self.tr(STATUS_WORDS.get(row.status, row.status))
        if column == self.COL_AT:
            return local_time(row.player.checked_in_at)
        if row.late:
            return self.tr("late arrival: seat them in the next draw")
        return "; ".join(p.message for p in row.problems) if row.status not in (HERE, MISSING) else ""

    def row_key(self, row: RollEntry) -> int:
        return row.player.number

    def colour(self, row: RollEntry, column: int) -> QColor | None:
        if column != self.COL_STATUS:
            return None
        return GREEN if row.status == HERE else (AMBER if row.status == MISSING else RED)


LATEST = 30  # the check-ins listed while nothing is typed
SHOWN = (PlayersModel.COL_NUMBER, PlayersModel.COL_NAME, PlayersModel.COL_COMPETITIONS, PlayersModel.COL_HERE)


class CheckInPanel(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.players: list[PlayerInfo] = []
        self.field = QLineEdit()
        self.field.setPlaceholderText(self.tr("Type a name or scan a badge, then Enter"))
        self.field.setStyleSheet("font-size: 14pt")
        self.matches = PlayersModel(self)
        self.results = row_list(self.matches)
        for column in range(len(PlayersModel.HEADERS)):
            self.results.setColumnHidden(column, column not in SHOWN)
        self.results.horizontalHeader().setStretchLastSection(True)
        self.message = MessageBeside()
        self.message.label.setStyleSheet("font-size: 12pt")
        self.undo_button = QPushButton(self.tr("&Undo a check-in…"))
        self.caption = QLabel()  # what the table shows: the matches, or the latest check-ins
        self.caption.setWordWrap(True)
        self.tally = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.tally, 1)
        row.addWidget(self.undo_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.field)
        layout.addWidget(self.message)
        layout.addWidget(self.caption)
        layout.addWidget(self.results, 1)
        layout.addLayout(row)
        self.field.textChanged.connect(self.show_matches)
        self.field.returnPressed.connect(self.check_in_typed)
        self.field.installEventFilter(self)
        self.results.installEventFilter(self)
        self.results.doubleClicked.connect(
            lambda index: self.check_in_player(self.matches.row_at(index.row()))
        )
        self.undo_button.clicked.connect(self.undo_selected)
        self.message.override_button.clicked.connect(self._override)
        self._pending = ""
        Follower(self, signals, (what.EVENT, what.COMPETITIONS, what.PLAYERS), lambda _: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        self.players = reads.players(self.desk, self.signals)
        here = sum(1 for p in self.players if p.checked_in)
        self.tally.setText(self.tr("Checked in: %d of %d players") % (here, len(self.players)))
        self.show_matches(self.field.text())

    def show_matches(self, text: str) -> None:
        if text.strip():
            self.caption.setText(
                self.tr("Players matching what you typed: Enter or a double-click checks one in.")
            )
            self.matches.set_rows(checkin.rank_matches(self.players, text, limit=30))
        else:
            latest = sorted(
                (p for p in self.players if p.checked_in and p.checked_in_at is not None),
                key=lambda p: p.checked_in_at,
                reverse=True,
            )[:LATEST]
            self.caption.setText(
                self.tr("The latest check-ins, newest first: choose one to undo it.")
                if latest
                else self.tr("Nobody is checked in yet. Type a name or scan a badge above.")
            )
            self.matches.set_rows(latest)
        fit_columns(self.results)  # the No. column narrow, a name in any script whole
        if self.matches.rowCount():
            self.results.selectRow(0)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        key = pressed(event)
        if obj is self.field and key == Qt.Key.Key_Down and self.matches.rowCount():
            self.results.setFocus()
            return True
        if obj is self.results and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            rows = self.results.selectionModel().selectedRows()
            if rows:
                self.check_in_player(self.matches.row_at(rows[0].row()))
            return True
        return False

    def check_in_typed(self) -> None:
        """Enter in the field: a number or an exact name as typed; else the only match shown."""
        text = self.field.text().strip()
        if not text:  # the table shows the latest check-ins then, not matches to take
            return
        if checkin.as_number(text) is None and self.matches.rowCount() == 1:
            text = str(self.matches.row_at(0).number)
        self._check_in(text)

    def check_in_player(self, player: PlayerInfo) -> None:
        self._check_in(str(player.number))

    def _check_in(self, text: str, override: Override | None = None) -> None:
        try:
            done = checkin.check_in(self.desk, text, override=override)
        except RegistrationRefused as err:
            self._pending = text
            self.message.refused(err)
            self.field.selectAll()
            return
        except Refusal as err:
            self.message.refused(err)
            self.field.selectAll()
            return
        p = done.player
        if done.already:
            text = self.tr("%s (player %d) was already checked in at %s.") % (
                p.name,
                p.number,
                local_time(p.checked_in_at),
            )
        else:
            text = self.tr("✓ %s (player %d) checked in — %s.") % (
                p.name,
                p.number,
                ", ".join(p.competitions),
            )
        if done.late_for:
            text += " " + self.tr("Late for %s: tell the draw desk.") % ", ".join(done.late_for)
        if done.not_admitted:
            text += "\n" + self.tr("Not admitted: %s") % "; ".join(x.message for x in done.not_admitted)
        self.message.done(text)
        self.field.clear()
        self.field.setFocus()
        if not done.already:
            self.signals.changed.emit(what.PLAYERS)

    def _override(self) -> None:
        value, ok = OverrideDialog.get_override(self, self.message.problems)
        if ok:
            self._check_in(self._pending, override=value)

    def undo_selected(self) -> None:
        rows = self.results.selectionModel().selectedRows()
        chosen = [self.matches.row_at(r.row()) for r in rows]
        if not chosen or not chosen[0].checked_in:
            self.message.refused(
                Refusal(self.tr("Find the checked-in player first (type the name or number)."))
            )
            return
        p = chosen[0]
        if not confirm(
            self,
            self.tr("Undo check-in"),
            self.tr("Take back the check-in of %s (player %d)?") % (p.name, p.number),
            self.tr("Undo check-in"),
        ):
            return
        try:
            checkin.undo_check_in(self.desk, p.number, "taken back at the desk")
        except Refusal as err:
            self.message.refused(err)
            return
        self.message.done(self.tr("The check-in of %s was taken back.") % p.name)
        self.signals.changed.emit(what.PLAYERS)


class RollFilter(SourceSorted):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.status = ""
        self.setSortRole(SORT_ROLE)

    def set_status(self, status: str) -> None:
        self.status = status
        self.invalidate()

    def filterAcceptsRow(self, source_row, source_parent) -> bool:  # noqa: N802 - Qt's name
        model = self.sourceModel()
        if not isinstance(model, RollModel) or not (0 <= source_row < model.rowCount()):
            return False
        entry = model.row_at(source_row)
        if self.status == "late":
            return entry.late
        return not self.status or entry.status == self.status


class RollPanel(QWidget):
    """Who is here, missing, late or not admitted, for one competition."""

    STATUSES = (
        (QT_TRANSLATE_NOOP("RollPanel", "All"), ""),
        (QT_TRANSLATE_NOOP("RollPanel", "Here"), checkin.HERE),
        (QT_TRANSLATE_NOOP("RollPanel", "Missing"), checkin.MISSING),
        (QT_TRANSLATE_NOOP("RollPanel", "Late"), "late"),
    )

    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.competition_combo = FitCombo()
        self.status_combo = FitCombo()
        for label, status in self.STATUSES:
            self.status_combo.addItem(self.tr(label), status)
        self.status_combo.addItem(self.tr("Not admitted (EV-1)"), checkin.NOT_ADMITTED)
        self.summary = QLabel()
        self.model = RollModel(self)
        self.proxy = RollFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(RollModel.COL_NUMBER, Qt.SortOrder.AscendingOrder)
        self.table.horizontalHeader().setStretchLastSection(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Competition")))
        top.addWidget(self.competition_combo, 1)
        top.addWidget(self.status_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self.competition_combo.currentTextChanged.connect(lambda _: self.load())
        self.status_combo.currentIndexChanged.connect(
            lambda _: self.proxy.set_status(self.status_combo.currentData())
        )
        Follower(
            self, signals, (what.EVENT, what.COMPETITIONS, what.PLAYERS, what.DRAWS), lambda _: self.refresh()
        )
        self.refresh()

    def refresh(self) -> None:
        self.competition_combo.refill([c.name for c in reads.competition_counts(self.desk, self.signals)])
        self.load()

    def load(self) -> None:
        comp = self.competition_combo.currentText()
        if not comp:
            self.model.set_rows([])
            self.summary.setText(self.tr("No competitions yet."))
            return
        roll = checkin.roll(self.desk, comp)
        self.model.set_rows(list(roll.entries))
        refused = len(roll.with_status(checkin.NOT_ADMITTED))
        self.summary.setText(
            self.tr("Here %d · Missing %d · Late %d · Not admitted %d")
            % (len(roll.here), len(roll.missing), len(roll.late), refused)
        )
        fit_columns(self.table)
