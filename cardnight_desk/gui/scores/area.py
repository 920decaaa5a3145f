"""The Scores area: choose a competition and a round, see its tables with the state of their sheets, and open a
table's form — from the list (double-click or Enter) or by typing or scanning the sheet number printed on the
sheet (a scanner types the number and Enter). The History tab lists every change and undoes the last one.

A table's sheet is *missing* (nothing stored), a *draft* (stored, not counted yet; under double entry: the
first entry, waiting for the second) or *confirmed* (counted in the standings). Under table entry a sheet not
confirmed yet says where its sides' entries stand: agreed at the table, differing, or how many are in
(:mod:`~.sides`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.column_fit import fit_columns
from cardnight_desk.gui.fitting import FitCombo, MessageLabel
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.game_words import game_title, versus
from cardnight_desk.gui.lazy_tabs import LazyTabs, tab_page
from cardnight_desk.gui.message_colours import ERROR_STYLE
from cardnight_desk.gui.row_lists import row_list
from cardnight_desk.gui.scores.panel import SheetPanel
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.table_model import RowsModel
from cardnight_desk.services import events, judges
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.entry_links import table_entry_on
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.tables import TableInfo, find_sheet_number, round_numbers, round_tables

if TYPE_CHECKING:
    from cardnight_desk.gui.scores.history import HistoryView

TABLES_WIDTH = 340  # the list of tables keeps room for who is playing beside the open sheet
STATUS_WORDS = {  # a table's sheet, as the list shows it
    "missing": "—",
    "draft": QT_TRANSLATE_NOOP("TablesModel", "draft"),
    "confirmed": QT_TRANSLATE_NOOP("TablesModel", "confirmed"),
}


class TablesModel(RowsModel):
    COL_TABLE, COL_SHEET, COL_ENTRANTS, COL_STATUS = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("TablesModel", "Table"),
        QT_TRANSLATE_NOOP("TablesModel", "Sheet no."),
        QT_TRANSLATE_NOOP("TablesModel", "Playing"),
        QT_TRANSLATE_NOOP("TablesModel", "Sheet"),
    )

    def __init__(self, parent=None):
        super().__init__(parent)
        self.double = False
        self.entries: dict[
            str, tuple[str, str]
        ] = {}  # table entry: label -> (what the sheet column says, tip)

    def cell(self, row: TableInfo, column: int) -> Any:
        if column == self.COL_TABLE:
            return row.table
        if column == self.COL_SHEET:
            return row.sheet_number
        if column == self.COL_ENTRANTS:
            return versus(row.entrants)
        entries = self.entries.get(row.table)
        if entries is not None and row.status != "confirmed":
            return entries[0]
        if self.double and row.status == "draft":
            return self.tr("first entry in")
        return self.tr(STATUS_WORDS.get(row.status, row.status))

    def row_key(self, row: TableInfo) -> tuple[str, int, str]:
        return row.competition, row.round, row.table

    def tooltip(self, row: TableInfo, column: int) -> Any:
        if column == self.COL_ENTRANTS:
            return "\n".join(
                self.tr("seat %s: %s") % (seat, player) + (f" ({team})" if team else "")
                for seat, player, team in row.seats
            )
        if column == self.COL_STATUS and row.table in self.entries:
            return self.entries[row.table][1]
        return None


class ScoresArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.competition_combo = FitCombo()
        self.round_combo = FitCombo()
        self.sheet_number_edit = QLineEdit()
        self.sheet_number_edit.setPlaceholderText(self.tr("type or scan the sheet number, then Enter"))
        self.sheet_number_edit.returnPressed.connect(self.open_sheet_number)
        self.pin_button = QPushButton(self.tr("Judge P&IN…"))
        self.pin_button.clicked.connect(self.change_pin)
        self.notice = MessageLabel()
        self.notice.setStyleSheet(ERROR_STYLE)
        self.model = TablesModel(self)
        self.tables = row_list(self.model)
        header = self.tables.horizontalHeader()  # who is playing gets the room; the rest as wide as they need
        header.setSectionResizeMode(TablesModel.COL_ENTRANTS, QHeaderView.ResizeMode.Stretch)
        self.tables.setMinimumWidth(TABLES_WIDTH)
        self.tables.activated.connect(self._activated)
        self.panel = SheetPanel(desk, signals)
        self.panel.saved.connect(self._after_save)
        top = QHBoxLayout()
        for words, widget in (
            (self.tr("Co&mpetition"), self.competition_combo),
            (self.tr("&Round"), self.round_combo),
        ):
            label = QLabel(words)
            label.setBuddy(widget)  # Alt+M, Alt+R
            top.addWidget(label)
            top.addWidget(widget)
        number_label = QLabel(self.tr("Sheet &number"))
        number_label.setBuddy(self.sheet_number_edit)
        top.addWidget(number_label)
        top.addWidget(self.sheet_number_edit, 1)
        top.addWidget(self.pin_button)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.tables)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(1, 3)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([TABLES_WIDTH + 80, 3 * TABLES_WIDTH])
        sheets = QWidget()
        sheets_layout = QVBoxLayout(sheets)
        sheets_layout.addLayout(top)
        sheets_layout.addWidget(self.notice)
        sheets_layout.addWidget(splitter, 1)
        self.tabs = LazyTabs()
        self.tabs.addTab(sheets, self.tr("Sheets"))
        self.tabs.add_later(self._history_view, self.tr("History"))  # read when first shown
        QVBoxLayout(self).addWidget(self.tabs)
        self.competitions: dict[str, events.CompetitionInfo] = {}
        self.competition_combo.currentIndexChanged.connect(self._competition_chosen)
        self.round_combo.currentIndexChanged.connect(lambda _: self.refresh_tables())
        Follower(self, signals, (what.COMPETITIONS, what.EVENT, what.DRAWS, what.SCORES), self._caught_up)
        self.refresh()

    # --- the History tab, built when first shown (it reads up to 5,000 changes) ---------------------
    HISTORY_TAB = 1

    def unsaved(self) -> list[str]:
        """What is typed at the score desk and not saved (:meth:`SheetPanel.unsaved`)."""
        return self.panel.unsaved()

    def _history_view(self) -> HistoryView:
        from cardnight_desk.gui.scores.history import HistoryView

        return HistoryView(self.desk, self.signals)

    history: HistoryView = tab_page(HISTORY_TAB)  # the History tab's view

    # --- refreshing -------------------------------------------------------------------------------
    def _caught_up(self, changed: set[str]) -> None:
        """Catch up with what changed (once for a burst of another desk's changes; when shown, if it was
        behind another tab). The open form is never touched."""
        if changed & {what.COMPETITIONS, what.EVENT, what.DRAWS}:
            self.refresh()
        else:
            self.refresh_tables()
        self.panel.refresh_status()

    def refresh(self) -> None:
        """Competitions and rounds (keeping the choice), then the tables."""
        self.competitions = {c.name: c for c in events.event_info(self.desk).competitions}
        self.competition_combo.refill(
            [(f"{info.name} ({game_title(info.title)})", info.name) for info in self.competitions.values()]
        )
        self._fill_rounds()

    def _competition_chosen(self, _index: int) -> None:
        self._fill_rounds(latest=True)

    def _fill_rounds(self, latest: bool = False) -> None:
        name = self.competition_combo.currentData()
        numbers = round_numbers(self.desk, name) if name else []
        self.round_combo.refill([(str(number), number) for number in numbers], keep=not latest, otherwise=-1)
        self.refresh_tables()

    def refresh_tables(self) -> None:
        name, number = self.competition_combo.currentData(), self.round_combo.currentData()
        selected = self.current_table()
        rows: list[TableInfo] = []
        if name is None:
            self.notice.setText(self.tr("Add a competition first (Event area)."))
        elif number is None:
            self.notice.setText(self.tr("'%s' has no rounds drawn yet (Draws area).") % name)
        else:
            self.notice.setText("")
            rows = round_tables(self.desk, name, number)
        info = self.competitions.get(name) if name else None
        self.model.double = bool(info and info.settings.get("double_entry"))
        before, self.model.entries = self.model.entries, {}
        if rows and info is not None and table_entry_on(info.settings):
            from cardnight_desk.gui.scores.sides import list_words

            self.model.entries = list_words(self.desk, name, number)
        self.model.set_rows(rows)
        if rows and self.model.entries != before:  # a phone's entry changes no row the model compares
            column = TablesModel.COL_STATUS
            self.model.dataChanged.emit(self.model.index(0, column), self.model.index(len(rows) - 1, column))
        fit_columns(self.tables)
        if selected is not None:
            for row, table in enumerate(rows):
                if table.table == selected.table and table.round == selected.round:
                    self.tables.selectRow(row)

    def current_table(self) -> TableInfo | None:
        index = self.tables.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    # --- opening a table --------------------------------------------------------------------------
    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_table(self.model.row_at(index.row()))

    def open_table(self, table: TableInfo) -> None:
        info = self.competitions.get(table.competition)
        settings = dict(info.settings) if info else {}
        self.panel.open_table(table, settings)

    def choose(self, competition: str, round_no: int) -> None:
        """Show ``competition``'s round ``round_no`` in the table list."""
        index = self.competition_combo.findData(competition)
        if index < 0:
            self.refresh()
            index = self.competition_combo.findData(competition)
        if index != self.competition_combo.currentIndex():
            self.competition_combo.setCurrentIndex(index)
        round_index = self.round_combo.findData(round_no)
        if round_index < 0:  # drawn since the list was filled
            self._fill_rounds()
            round_index = self.round_combo.findData(round_no)
        if round_index != self.round_combo.currentIndex():
            self.round_combo.setCurrentIndex(round_index)

    def open_sheet_number(self) -> bool:
        number = self.sheet_number_edit.text().strip()
        if not number:
            return False
        try:
            table = find_sheet_number(self.desk, number)
        except Refusal as err:
            self.notice.setText(err.message)
            self.sheet_number_edit.selectAll()
            return False
        self.notice.setText("")
        self.sheet_number_edit.clear()
        self.choose(table.competition, table.round)
        for row, known in enumerate(self.model.rows):
            if known.table == table.table:
                self.tables.selectRow(row)
        self.open_table(table)
        return True

    def _after_save(self) -> None:
        self.sheet_number_edit.setFocus()

    # --- judges -----------------------------------------------------------------------------------
    def change_pin(self) -> bool:
        from cardnight_desk.gui.judge_dialogs import PinDialog  # loaded when first asked

        had = judges.has_pin(self.desk)
        change, ok = PinDialog.get_pin_change(self, had)
        if not ok:
            return False
        try:
            judges.set_pin(self.desk, change.new_pin, old_pin=change.old_pin)
        except Refusal as err:
            self.notice.setText(self.tr("Judge PIN not changed: %s") % err.message)
            return False
        self.notice.setText("")
        self.panel.say(self.tr("Judge PIN changed.") if had else self.tr("Judge PIN set."), ok=True)
        self.signals.changed.emit(what.HISTORY)
        return True
