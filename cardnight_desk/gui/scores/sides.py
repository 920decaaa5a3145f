"""What a table's sides entered on their phones (table entry: the competition's ``table_entry`` setting), as the
Scores area shows it (context ``SidesBox``).

- In the list of tables, a table whose sides' entries *agree* says "agreed at the table" (its draft is the
  sheet they agreed on, one click from confirmed), one whose entries *differ* says "entries differ", one where
  some sides have entered and not all says how many; its tip names each side's entry, when and from where.
- Above a table's form, the *sides box*: who entered, when and from which address; where the entries differ,
  a table of the differing fields with each side's value side by side, and for each side a button that takes
  its entry into the form, to correct from the paper sheet and confirm. The form then marks the fields where
  another side entered something else (the ground double entry gives a differing field), that side's value as
  the field's tip.

The services are loaded when first needed: an event without table entry never loads them for this.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.fitting import FlowLayout
from cardnight_desk.gui.local_time import local_time
from cardnight_desk.gui.message_colours import DONE_STYLE
from cardnight_desk.services.entry_links import table_entry_on

if TYPE_CHECKING:
    from cardnight_desk.gui.sheet_forms.base import SheetForm
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.table_entry import SideEntry, TableState
    from cardnight_desk.services.tables import TableInfo

MOST_ROWS_SHOWN = 6  # differing fields shown at once (more scroll): the form keeps its room at 1366x768


def entry_words(entry: SideEntry) -> str:
    """'Lions at 20:31, from 192.168.1.20'."""
    return (
        QCoreApplication.translate("SidesBox", "%1 at %2, from %3")
        .replace("%1", entry.side)
        .replace("%2", local_time(entry.at))
        .replace("%3", entry.address or "?")
    )


def value_at(sheet: Any, path: str) -> Any:
    """The value at a dotted path of a sheet (groups by key, lists by position); None where there is none."""
    for key in path.split("."):
        if isinstance(sheet, Mapping):
            sheet = sheet.get(key)
        elif isinstance(sheet, list) and key.isdigit() and int(key) < len(sheet):
            sheet = sheet[int(key)]
        else:
            return None
    return sheet


def value_words(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("SidesBox", "yes")
            if value
            else QCoreApplication.translate("SidesBox", "no")
        )
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def field_words(form: SheetForm | None, path: str) -> str:
    """A field as its form names it in its notes, under its heading on the form where it has one ("Lions,
    Cards in hand: Low (2–7)"), else its path."""
    slot = form.slot_for(path) if form is not None else None
    if form is None or slot is None:
        return path
    description = getattr(form, "description", None)  # a form built from the sheet's description
    for name in getattr(form, "entrants", ()) if description is not None else ():
        for field in description.side_fields:
            if field.group and form.field_path(name, field) == slot:
                return f"{name}, {form.words(field.group)}: {form.words(field.label)}"
    where = getattr(form.error_labels.get(slot), "where", "")
    return str(where) if where else path


# --- the list of tables ---------------------------------------------------------------------------
def list_words(desk: Desk, competition: str, round_no: int) -> dict[str, tuple[str, str]]:
    """For each table of the round some side entered: what its sheet column says (while its sheet is not
    confirmed) and the tip naming each side's entry; the whole round read at once."""
    from cardnight_desk.services.table_entry import AGREED, DIFFERS, table_states

    out = {}
    for label, state in table_states(desk, competition, round_no).items():
        if state.status == AGREED and state.draft_differs:  # the desk typed its own draft: it is kept
            word = QCoreApplication.translate("SidesBox", "agreed at the table, the desk's draft differs")
        elif state.status == AGREED:
            word = QCoreApplication.translate("SidesBox", "agreed at the table")
        elif state.status == DIFFERS:
            word = QCoreApplication.translate("SidesBox", "entries differ")
        else:
            word = (
                QCoreApplication.translate("SidesBox", "%1 of %2 sides entered")
                .replace("%1", str(len(state.entries)))
                .replace("%2", str(len(state.sides)))
            )
        out[label] = (word, "\n".join(entry_words(e) for e in state.entries))
    return out


# --- the box above the form -----------------------------------------------------------------------
class SidesBox(QFrame):
    """What the open table's sides entered, above its form (hidden while none entered)."""

    take = Signal(str)  # a side's name: put its entry into the form

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.state: TableState | None = None
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.fields = QTableWidget()
        self.fields.setObjectName("sides_fields")
        self.fields.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.fields.verticalHeader().hide()
        self.buttons = FlowLayout()
        self.take_buttons: dict[str, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.fields)
        layout.addLayout(self.buttons)
        self.hide()

    def show_state(self, state: TableState | None, form: SheetForm | None) -> None:
        from cardnight_desk.services.table_entry import AGREED, CONFIRMED, DIFFERS

        self.state = state
        for button in self.take_buttons.values():
            self.buttons.removeWidget(button)
            button.deleteLater()
        self.take_buttons = {}
        if state is None:
            self.hide()
            return
        who = "; ".join(entry_words(e) for e in state.entries)
        self.heading.setStyleSheet(DONE_STYLE if state.status in (AGREED, CONFIRMED) else "")
        if state.status == CONFIRMED:
            text = QCoreApplication.translate("SidesBox", "Entered at the table: %s.") % who
        elif state.status == AGREED and state.draft_differs:
            text = (
                QCoreApplication.translate(
                    "SidesBox",
                    "<b>Agreed at the table</b> (%s), but the draft below was typed at the desk and differs from "
                    "their sheet at the marked fields. Check the paper sheet: keep the desk's draft, or take the "
                    "sides' entry into the form; then <i>Save and confirm</i> (Ctrl+Enter).",
                )
                % who
            )
        elif state.status == AGREED:
            text = (
                QCoreApplication.translate(
                    "SidesBox",
                    "<b>Agreed at the table</b>: every side entered this sheet (%s). It is the draft below: check "
                    "it against the paper sheet, then <i>Save and confirm</i> (Ctrl+Enter).",
                )
                % who
            )
        elif state.status == DIFFERS:
            text = (
                QCoreApplication.translate(
                    "SidesBox",
                    "<b>The sides' entries differ</b> at the fields below (%s). Check the paper sheet, take one "
                    "side's entry into the form, correct it and confirm it.",
                )
                % who
            )
        else:
            waiting = [side for side in state.sides if state.entry(side) is None]
            text = (
                QCoreApplication.translate("SidesBox", "Entered at the table so far: %1. Waiting for %2.")
                .replace("%1", who)
                .replace("%2", ", ".join(waiting))
            )
        self.heading.setText(text)
        self._fill_fields(state, form if state.status == DIFFERS else None)
        if state.status == AGREED and state.draft_differs and state.entries:  # one sheet: the sides agree
            button = QPushButton(
                QCoreApplication.translate("SidesBox", "Take the sides' entry into the form")
            )
            button.clicked.connect(lambda _=False, side=state.entries[0].side: self.take.emit(side))
            self.buttons.addWidget(button)
            self.take_buttons[state.entries[0].side] = button
        elif state.status not in (AGREED, CONFIRMED):  # an agreed sheet is the draft in the form already
            for entry in state.entries:
                button = QPushButton(
                    QCoreApplication.translate("SidesBox", "Take %s's entry into the form") % entry.side
                )
                button.clicked.connect(lambda _=False, side=entry.side: self.take.emit(side))
                self.buttons.addWidget(button)
                self.take_buttons[entry.side] = button
        self.show()

    def _fill_fields(self, state: TableState, form: SheetForm | None) -> None:
        """The differing fields, one row each, with each side's value in its own column."""
        self.fields.setVisible(form is not None)
        if form is None:
            return
        self.fields.clear()
        self.fields.setColumnCount(1 + len(state.entries))
        self.fields.setRowCount(len(state.differences))
        self.fields.setHorizontalHeaderLabels(
            [QCoreApplication.translate("SidesBox", "Field"), *(e.side for e in state.entries)]
        )
        header = self.fields.horizontalHeader()  # the sides' columns as wide as each other, side by side
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for col in range(1, self.fields.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        for row, path in enumerate(state.differences):
            self.fields.setItem(row, 0, QTableWidgetItem(field_words(form, path)))
            self.fields.item(row, 0).setToolTip(path)
            for col, entry in enumerate(state.entries, start=1):
                self.fields.setItem(row, col, QTableWidgetItem(value_words(value_at(entry.sheet, path))))
        shown = min(len(state.differences), MOST_ROWS_SHOWN)
        rows_height = sum(self.fields.rowHeight(r) for r in range(shown))
        self.fields.setFixedHeight(self.fields.horizontalHeader().height() + rows_height + 4)

    def draft_marks(self) -> dict[str, str]:
        """Where the desk's own draft differs from the sheet the sides agreed on, with what they entered."""
        state = self.state
        if state is None or not state.draft_differs or not state.entries:
            return {}
        agreed = state.entries[0].sheet
        return {
            path: QCoreApplication.translate("SidesBox", "%1 entered %2")
            .replace("%1", ", ".join(e.side for e in state.entries))
            .replace("%2", value_words(value_at(agreed, path)))
            for path in state.draft_differs
        }

    def marks(self, side: str) -> dict[str, str]:
        """The fields where another side entered something else than ``side``, with what they entered."""
        state = self.state
        if state is None:
            return {}
        others = [e for e in state.entries if e.side != side]
        mine = state.entry(side)
        return {
            path: "; ".join(
                QCoreApplication.translate("SidesBox", "%1 entered %2")
                .replace("%1", e.side)
                .replace("%2", value_words(value_at(e.sheet, path)))
                for e in others
            )
            for path in state.differences
            if mine is not None and any(value_at(e.sheet, path) != value_at(mine.sheet, path) for e in others)
        }


class SidesShowing:
    """The sides box of the sheet panel (:class:`~.panel.SheetPanel` mixes this in). Needs the panel's
    ``desk``, ``table``, ``settings``, ``form``, ``scroll``, ``dirty``, ``sides_box``, ``say`` and ``_update``."""

    def show_sides(self) -> None:
        """Read again what the open table's sides entered, into the box above the form (never into the form)."""
        table: TableInfo | None = self.table
        state = None
        if table is not None and self.form is not None and table_entry_on(self.settings):
            from cardnight_desk.services.errors import Refusal
            from cardnight_desk.services.table_entry import table_state

            try:
                state = table_state(self.desk, table.competition, table.round, table.table)
            except Refusal:
                state = None  # the table is gone: refresh_status says so
        self.sides_box.show_state(state, self.form)
        marks = self.sides_box.draft_marks()
        if marks and self.form is not None and not self.dirty:  # the desk's draft, where the sides differ
            self.form.mark_differences(marks)

    def take_side(self, side: str) -> bool:
        """Put ``side``'s entry into the form, the fields where another side differs marked, to be corrected
        from the paper sheet and saved (nothing is saved by taking it)."""
        state, form = self.sides_box.state, self.form
        entry = state.entry(side) if state is not None else None
        if entry is None or form is None or not form.isEnabled():
            return False
        form.load(entry.sheet)
        form.mark_differences(self.sides_box.marks(side))
        self.dirty = True
        self._update()
        self.say(
            QCoreApplication.translate(
                "SidesBox",
                "%s's entry is in the form (not saved yet): correct the marked fields from the paper sheet, "
                "then Save and confirm (Ctrl+Enter).",
            )
            % side,
            ok=True,
        )
        marked = [widget for path, widget in form.fields.items() if path in form.marked]
        first = marked[0] if marked else form.first_field()
        self.scroll.ensureWidgetVisible(first)
        first.setFocus()
        return True
