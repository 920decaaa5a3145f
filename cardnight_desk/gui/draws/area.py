"""The Draws area: draw a competition's next round, see its tables and seats, redraw, swap two entrants
(warned about rematches and repeat tables), and find where a player sits. While the competition's table entry is
on, the chosen table's entry links are shown (Entry links…: ``links.py``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.games import find_game
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.draws.links import EntryLinksDialog
from cardnight_desk.gui.fitting import FitCombo, MessageLabel
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.game_words import versus
from cardnight_desk.gui.names import isolated
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import draws, events, table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.draws import RoundView
from cardnight_desk.services.errors import Refusal

METHOD_WORDS = {  # how a round was drawn: the draw's code, shown as the desk says it
    #: How a round was drawn: Swiss pairing
    "swiss": QT_TRANSLATE_NOOP("DrawsArea", "Swiss"),
    #: How a round was drawn: everyone plays everyone
    "round_robin": QT_TRANSLATE_NOOP("DrawsArea", "round robin"),
    #: How a round was drawn: knockout (elimination)
    "knockout": QT_TRANSLATE_NOOP("DrawsArea", "knockout"),
    #: How a round was drawn: rummy tables
    "elimination_tables": QT_TRANSLATE_NOOP("DrawsArea", "rummy tables"),
}


class DrawsArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.view: RoundView | None = None
        self.competition_combo = FitCombo()
        self.round_combo = FitCombo()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setMaximumWidth(120)
        self.draw_button = QPushButton(self.tr("&Draw next round"))
        self.redraw_button = QPushButton(self.tr("&Redraw this round…"))
        self.links_button = QPushButton(self.tr("Entry &links…"))
        self.links_button.setToolTip(
            self.tr("Each side's link to enter the chosen table's score sheet on a phone")
        )
        self.links_dialog: EntryLinksDialog | None = None
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Competition")))
        top.addWidget(self.competition_combo, 1)
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_combo)
        top.addWidget(QLabel(self.tr("Seed")))
        top.addWidget(self.seed_edit)
        top.addWidget(self.draw_button)
        top.addWidget(self.redraw_button)
        top.addWidget(self.links_button)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [self.tr("Table / seat"), self.tr("Player"), self.tr("Team / side"), self.tr("Sheet number")]
        )
        self.tree.setAlternatingRowColors(True)

        self.find_edit = QLineEdit()
        self.find_edit.setPlaceholderText(self.tr("Find a player or team…"))
        self.find_label = MessageLabel()
        big = QFont()
        big.setPointSize(14)
        self.find_label.setFont(big)
        self.swap_first = FitCombo()
        self.swap_second = FitCombo()
        self.swap_button = QPushButton(self.tr("S&wap"))
        side = QFormLayout()
        side.addRow(self.tr("Find"), self.find_edit)
        side.addRow(self.find_label)
        swap_row = QHBoxLayout()
        swap_row.addWidget(self.swap_first, 1)
        swap_row.addWidget(QLabel("⇄"))
        swap_row.addWidget(self.swap_second, 1)
        swap_row.addWidget(self.swap_button)
        side.addRow(self.tr("Swap"), swap_row)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status_label)
        layout.addWidget(self.tree, 1)
        layout.addLayout(side)

        self.competition_combo.currentIndexChanged.connect(lambda _: self._competition_changed())
        self.round_combo.currentIndexChanged.connect(lambda _: self._show_round())
        self.draw_button.clicked.connect(self.draw_next)
        self.redraw_button.clicked.connect(self.redraw)
        self.links_button.clicked.connect(self.show_links)
        self.swap_button.clicked.connect(self.swap)
        self.find_edit.textChanged.connect(self.find)
        Follower(self, signals, (what.COMPETITIONS, what.DRAWS, what.SCORES, what.PLAYERS), self._caught_up)
        self._fill_competitions()

    # --- data -----------------------------------------------------------------------------------
    def _caught_up(self, changed: set[str]) -> None:
        if what.COMPETITIONS in changed:
            self._fill_competitions(keep=True)
        else:
            self._fill_rounds(keep=True)

    def _fill_competitions(self, keep: bool = False) -> None:
        current = self.competition_combo.currentText()
        self.competition_combo.refill(  # not the games run at a desk of their own
            [c.name for c in events.event_info(self.desk).competitions if find_game(c.game).drawn_in_rounds]
        )
        self._competition_changed(keep=keep and self.competition_combo.currentText() == current)

    def _competition_changed(self, keep: bool = False) -> None:
        has = bool(self.competition_combo.currentText())
        self.draw_button.setEnabled(has)
        self.links_button.setVisible(has and self._table_entry_on())
        if not has:
            self.status_label.setText(
                self.tr("Add a Bhukhar, 28, rummy or Bukharo competition in the Event area.")
            )
        self._fill_rounds(keep=keep)

    def _fill_rounds(self, keep: bool = False) -> None:
        competition = self.competition_combo.currentText()
        numbers = draws.round_numbers(self.desk, competition) if competition else []
        self.round_combo.refill([(self.tr("Round %d") % n, n) for n in numbers], keep=keep, otherwise=-1)
        self._show_round(keep=keep)

    def _show_round(self, keep: bool = False) -> None:
        """Show the chosen round. When catching up (``keep``), a round that has not changed (another desk's
        sheet, a check-in) is left as it is shown, and one that has is shown where the person had it: the same
        table or seat chosen, scrolled as far, the same two entrants chosen to swap."""
        number = self.round_combo.currentData()
        competition = self.competition_combo.currentText()
        view = draws.get_round(self.desk, competition, number) if number else None
        if keep and view == self.view:
            return
        self.view = view
        chosen = self._chosen() if keep else None
        self._render()
        self.find(self.find_edit.text(), choose=not keep)  # the player looked for, looked for in this round
        if chosen is not None:
            self._choose_again(*chosen)

    def _chosen(self) -> tuple[tuple[str, int] | None, int, str, str]:
        """Where the person is in the round shown: the table (and seat row) chosen, the scroll, the two
        entrants chosen to swap."""
        item, place = self.tree.currentItem(), None
        if item is not None:
            table = item.parent() or item
            row = table.indexOfChild(item) if item.parent() is not None else -1
            place = (table.data(0, Qt.ItemDataRole.UserRole), row)
        scrolled = self.tree.verticalScrollBar().value()
        return place, scrolled, self.swap_first.currentText(), self.swap_second.currentText()

    def _choose_again(self, place: tuple[str, int] | None, scrolled: int, first: str, second: str) -> None:
        for combo, name in ((self.swap_first, first), (self.swap_second, second)):
            if combo.findText(name) >= 0:
                combo.setCurrentText(name)
        if place is not None:
            table_label, row = place
            table = self._table_item(table_label)
            if table is not None:
                self.tree.setCurrentItem(table.child(row) if row >= 0 and table.child(row) else table)
        self.tree.verticalScrollBar().setValue(scrolled)

    def _table_item(self, label: str) -> QTreeWidgetItem | None:
        """The tree's item of the table ``label`` in the round shown."""
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.data(0, Qt.ItemDataRole.UserRole) == label:
                return item
        return None

    def _render(self) -> None:
        self.tree.clear()
        view = self.view
        self.redraw_button.setEnabled(view is not None and not view.locked)
        self.links_button.setEnabled(view is not None and bool(view.tables))
        self.swap_button.setEnabled(view is not None and not view.locked)
        for combo in (self.swap_first, self.swap_second):
            combo.clear()
        if view is None:
            if self.competition_combo.currentText():
                self.status_label.setText(self.tr("No round drawn yet."))
            return
        state = (
            self.tr("locked: results are in") if view.locked else self.tr("open: can be redrawn or swapped")
        )
        byes = ", ".join(isolated(name) for name in view.byes) or self.tr("none")
        self.status_label.setText(
            self.tr("Round %1 (%2, seed %3) — %4. Byes: %5")
            .replace("%1", str(view.number))
            .replace("%2", self.tr(METHOD_WORDS.get(view.method, view.method)))
            .replace("%3", str(view.seed))
            .replace("%4", state)
            .replace("%5", byes)
        )
        entrants: dict[str, None] = {}  # in the order the draw seats them, then the byes
        items = []
        for table in view.tables:
            title = self.tr("Table %s") % table.table
            item = QTreeWidgetItem([title, "", versus(table.entrants), table.sheet_number])
            item.setData(0, Qt.ItemDataRole.UserRole, table.table)
            item.addChildren(
                [
                    QTreeWidgetItem(
                        [
                            self.tr("Seat %d") % seat.seat,
                            seat.player or "",
                            seat.team or (self.tr("Side %s") % seat.side if seat.side else ""),
                            "",
                        ]
                    )
                    for seat in table.seats
                ]
            )
            items.append(item)
            entrants.update(dict.fromkeys(table.entrants))
        self.tree.addTopLevelItems(items)
        entrants.update(dict.fromkeys(view.byes))
        for combo in (self.swap_first, self.swap_second):
            combo.addItems(list(entrants))
        if len(entrants) > 1:
            self.swap_second.setCurrentIndex(1)
        self.tree.expandAll()
        for column in range(4):
            self.tree.resizeColumnToContents(column)

    def _table_entry_on(self) -> bool:
        """Whether the competition shown has table entry on (its ``table_entry`` setting is not off)."""
        name = self.competition_combo.currentText()
        for comp in events.event_info(self.desk).competitions:
            if comp.name == name:
                return table_entry.table_entry_on(comp.settings)
        return False

    def _chosen_table(self) -> str | None:
        """The label of the table chosen in the tree (the table of a chosen seat), else the round's first."""
        item = self.tree.currentItem()
        if item is not None:
            return (item.parent() or item).data(0, Qt.ItemDataRole.UserRole)
        return self.view.tables[0].table if self.view is not None and self.view.tables else None

    # --- actions --------------------------------------------------------------------------------
    def show_links(self) -> bool:
        """Open the chosen table's entry links (made the first time they are asked for)."""
        from cardnight_desk.gui.displays.players_page import players_page_url

        label = self._chosen_table()
        if self.view is None or label is None:
            return False
        competition = self.competition_combo.currentText()
        try:
            links = table_entry.links_by_table(self.desk, competition, self.view.number)[label]
        except Refusal as err:
            self._refused(self.tr("No entry links"), err)
            return False
        page = players_page_url(self.desk)
        self.links_dialog = EntryLinksDialog(competition, self.view.number, links, page, self)
        self.links_dialog.open()
        return True

    def unsaved(self) -> list[str]:
        """A seed typed for the next draw and not used yet."""
        seed = self.seed_edit.text().strip()
        return [self.tr("the seed %s, typed for the next draw") % seed] if seed else []

    def _seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        if not text:
            return None
        if not text.isdigit():
            raise Refusal(self.tr("the seed must be a whole number (or blank for a random one)"))
        return int(text)

    def _refused(self, title: str, err: Refusal) -> None:
        QMessageBox.warning(self, title, err.message)

    def draw_next(self) -> bool:
        try:
            view = draws.draw_next_round(self.desk, self.competition_combo.currentText(), self._seed())
        except Refusal as err:
            self._refused(self.tr("Round not drawn"), err)
            return False
        self.seed_edit.clear()
        self.signals.changed.emit(what.DRAWS)
        self.round_combo.setCurrentIndex(self.round_combo.findData(view.number))
        return True

    def redraw(self) -> bool:
        if self.view is None:
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Redraw round"),
            self.tr("Draw round %d again? Its tables and seats will be replaced.") % self.view.number,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            draws.redraw_round(
                self.desk, self.competition_combo.currentText(), self.view.number, self._seed()
            )
        except Refusal as err:
            self._refused(self.tr("Round not redrawn"), err)
            return False
        self.signals.changed.emit(what.DRAWS)
        return True

    def swap(self) -> bool:
        if self.view is None:
            return False
        first, second = self.swap_first.currentText(), self.swap_second.currentText()
        competition = self.competition_combo.currentText()
        try:
            view = draws.swap_entrants(self.desk, competition, self.view.number, first, second)
            if view.warnings:
                answer = QMessageBox.question(
                    self,
                    self.tr("Swap with warnings"),
                    self.tr("This swap:\n%s\n\nSwap anyway? It will be noted in the history.")
                    % "\n".join(f"• {w}" for w in view.warnings),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return False
                draws.swap_entrants(self.desk, competition, self.view.number, first, second, confirmed=True)
        except Refusal as err:
            self._refused(self.tr("Not swapped"), err)
            return False
        self.signals.changed.emit(what.DRAWS)
        return True

    def find(self, text: str, choose: bool = True) -> None:
        """Say where the player or team ``text`` sits in the round shown, and (``choose``) choose that seat.
        Asked again whenever another round is shown, or the round shown changes; catching up with another
        desk's change only says it again, and leaves the person's own choice."""
        if self.view is None or not text.strip():
            self.find_label.clear()
            return
        found = self.view.find(text)
        if found is None:
            self.find_label.setText(self.tr("Not found in this round"))
            return
        table, seat = found
        self.find_label.setText(
            self.tr("Table %1, seat %2").replace("%1", table.table).replace("%2", str(seat.seat))
        )
        item = self._table_item(table.table) if choose else None
        if item is not None:
            self.tree.setCurrentItem(item.child(seat.seat - 1) or item)
