"""The Poker area: the desk side of a poker freezeout.

Pick the poker competition, run the clock (start, pause, resume, skip a level forward or back), enter players
(the registered ones, or late entries with the PK-2 stack), draw the seats, enter busts (hand number and, for
players out in the same hand, their chips at its start: PK-5), see the tables and the moves each bust makes due
in large type (PK-4) with Print, undo the last bust, redraw the final table, see places and prizes (PK-6), and
edit the blind structure (PK-3). "Open clock display" puts the clock screen on a second screen.

Everything goes through :class:`~cardnight_desk.services.games.poker.desk.PokerDesk`; after each change the area says
so on the app's change signal (``CLOCK``), which the clock screens follow.

The first tab (players and tables) is built with the area; the others (busts and moves, places, the blind
structure) the first time they are shown or asked for (``area.bust_form``...), and filled from the view then.
The clock screen's module loads when a clock screen is first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.games.poker.clock import TimeSource, utc_now
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import ElidedLabel, FitCombo, FlowLayout
from cardnight_desk.gui.games.poker.models import EntriesModel, PlacesModel, SeatsModel, seat_rows
from cardnight_desk.gui.games.poker.table_entry import PokerTableEntry
from cardnight_desk.gui.games.poker.text import (
    blinds_text,
    chips,
    clock_text,
    entry_point_text,
    ordinal,
    translate,
)
from cardnight_desk.gui.lazy_tabs import LazyTabs, tab_part
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.games.poker.desk import PokerDesk, poker_competitions
from cardnight_desk.services.games.poker.views import PokerView

if TYPE_CHECKING:
    from cardnight_desk.gui.games.poker.bust_form import BustForm
    from cardnight_desk.gui.games.poker.clock_display import ClockDisplay
    from cardnight_desk.gui.games.poker.moves import MovesPanel
    from cardnight_desk.gui.games.poker.structure_editor import StructureEditor
    from cardnight_desk.services.games.poker.views import StructureView

TICK_MS = 1000
RELOAD_TICKS = 5  # look for another desk's changes every 5 s
PLAYERS_TAB, BUSTS_TAB, PLACES_TAB, STRUCTURE_TAB = range(4)


def _table(model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.horizontalHeader().setStretchLastSection(True)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    return view


class PokerArea(QWidget):
    def __init__(
        self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None, now: TimeSource = utc_now
    ):
        super().__init__(parent)
        self.desk, self.signals, self.now = desk, signals, now
        self.poker: PokerDesk | None = None
        self.view: PokerView | None = None
        self.displays: list[ClockDisplay] = []
        self._structure_doc: dict | None = None
        self._structure: StructureView | None = None  # the stored structure, for the editor when it is built
        self._ticks = 0

        self.competition_combo = FitCombo()
        self.competition_combo.currentTextChanged.connect(self._choose)
        self.display_button = QPushButton(translate("poker", "Open clock &display"))
        self.display_button.clicked.connect(self.open_display)
        self.status_label = ElidedLabel()
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("poker", "Competition")))
        top.addWidget(self.competition_combo)
        top.addWidget(self.status_label, 1)
        top.addWidget(self.display_button)

        self.clock_label = QLabel()
        self.clock_label.setStyleSheet("font-size: 18pt; font-weight: 600")
        self.start_button = QPushButton(translate("poker", "&Start clock"))
        self.pause_button = QPushButton(translate("poker", "&Pause"))
        self.resume_button = QPushButton(translate("poker", "&Resume"))
        self.back_button = QPushButton(translate("poker", "◀ Level back"))
        self.forward_button = QPushButton(translate("poker", "Level forward ▶"))
        clock_buttons = FlowLayout()  # on two lines rather than wider than the screen
        clock_row = QHBoxLayout()
        clock_row.addWidget(self.clock_label, 1)
        clock_row.addLayout(clock_buttons)
        for button, step in (
            (self.start_button, PokerDesk.start_clock),
            (self.pause_button, PokerDesk.pause_clock),
            (self.resume_button, PokerDesk.resume_clock),
            (self.back_button, PokerDesk.skip_back),
            (self.forward_button, PokerDesk.skip_forward),
        ):
            button.clicked.connect(
                lambda _=False, step=step: self._do(translate("poker", "Clock"), lambda p: step(p))
            )
            clock_buttons.addWidget(button)

        self.phones = PokerTableEntry(desk, self)  # players reporting busts from their phones
        self.phones.box.record_requested.connect(self.record_agreed)
        self.tabs = LazyTabs()
        self.tabs.addTab(self._players_tab(), translate("poker", "Players and tables"))
        self.tabs.add_later(self._busts_tab, translate("poker", "Busts and moves"))
        self.tabs.add_later(self._places_tab, translate("poker", "Places and prizes"))
        self.tabs.add_later(self._structure_tab, translate("poker", "Blind structure"))

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(clock_row)
        layout.addWidget(self.phones.box)
        layout.addWidget(self.tabs, 1)

        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        signals.changed.connect(self._on_changed)
        self.load_competitions()
        if self.poker is None:
            self.refresh()  # says there is no poker competition yet

    # --- building the tabs ---------------------------------------------------------------------------------
    def _players_tab(self) -> QWidget:
        self.enter_registered_button = QPushButton(translate("poker", "Enter the &registered players"))
        self.enter_registered_button.clicked.connect(self.enter_registered)
        self.checked_in_box = QCheckBox(translate("poker", "checked in only"))
        self.late_name_edit = QLineEdit()
        self.late_name_edit.setPlaceholderText(translate("poker", "Name of a late player"))
        self.late_name_edit.returnPressed.connect(self.late_entry)
        self.entry_point_combo = FitCombo()
        self.entry_point_combo.setToolTip(translate("poker", "When the player is seated (ruling PK-2)"))
        self.late_button = QPushButton(translate("poker", "&Late entry"))
        self.late_button.clicked.connect(self.late_entry)
        self.tables_spin = QSpinBox()
        self.tables_spin.setRange(0, 200)
        self.tables_spin.setSpecialValueText(translate("poker", "as few as fit"))
        self.tables_spin.setPrefix(translate("poker", "tables: "))
        self.draw_button = QPushButton(translate("poker", "&Draw the seats"))
        self.draw_button.clicked.connect(self.draw_seats)
        self.open_table_button = QPushButton(translate("poker", "Open a &table"))
        self.open_table_button.setToolTip(
            translate("poker", "Another empty table, when late entries fill every seat")
        )
        self.open_table_button.clicked.connect(self.open_table)
        self.seed_label = QLabel()
        self.late_name_edit.setMinimumWidth(200)
        row = FlowLayout()  # goes on to a second line rather than widening the window
        for widget in (
            self.enter_registered_button,
            self.checked_in_box,
            self.late_name_edit,
            self.entry_point_combo,
            self.late_button,
            self.tables_spin,
            self.draw_button,
            self.open_table_button,
            self.phones.links_button,
            self.phones.cards_button,
            self.seed_label,
        ):
            row.addWidget(widget)
        self.entries_model = EntriesModel(self)
        self.seats_model = SeatsModel(self)
        split = QSplitter()
        split.addWidget(_table(self.entries_model))
        split.addWidget(_table(self.seats_model))
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addLayout(row)
        layout.addWidget(split, 1)
        return tab

    def _busts_tab(self) -> QWidget:
        from cardnight_desk.gui.games.poker.bust_form import BustForm
        from cardnight_desk.gui.games.poker.moves import MovesPanel

        self._bust_form = BustForm()
        self._bust_form.bust_requested.connect(self.bust)
        self._bust_form.leave_requested.connect(self.leave)
        self._undo_button = QPushButton(translate("poker", "&Undo the last bust…"))
        self._undo_button.clicked.connect(self.undo_bust)
        self._balance_button = QPushButton(translate("poker", "&Balance the tables"))
        self._balance_button.clicked.connect(
            lambda: self._do(translate("poker", "Tables not balanced"), lambda p: p.balance())
        )
        self._final_button = QPushButton(translate("poker", "Redraw the &final table…"))
        self._final_button.clicked.connect(self.redraw_final)
        left = QVBoxLayout()
        left.addWidget(self._bust_form)
        left.addWidget(self._undo_button)
        left.addWidget(self._balance_button)
        left.addWidget(self._final_button)
        left.addStretch(1)
        self._moves_panel = MovesPanel()
        tab = QWidget()
        layout = QHBoxLayout(tab)
        layout.addLayout(left)
        layout.addWidget(self._moves_panel, 1)
        if self.view is not None:
            self._show_busts(self.view)
        return tab

    def _places_tab(self) -> QWidget:
        self._payouts_label = QLabel()
        self._payouts_label.setWordWrap(True)
        self._places_model = PlacesModel(self)
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addWidget(self._payouts_label)
        layout.addWidget(_table(self._places_model), 1)
        if self.view is not None:
            self._show_places(self.view)
        return tab

    def _structure_tab(self) -> QWidget:
        from cardnight_desk.gui.games.poker.structure_editor import StructureEditor

        self._structure_editor = StructureEditor()
        self._structure_editor.save_requested.connect(self._save_structure)
        self._structure_editor.reset_requested.connect(self._reset_structure)
        if self._structure is not None:
            self._structure_editor.set_structure(self._structure)
        return self._structure_editor

    def unsaved(self) -> list[str]:
        """A bust typed and not entered (the busts tab, once it has been built)."""
        return self._bust_form.unsaved() if self.tabs.is_built(BUSTS_TAB) else []

    # the later tabs' parts, each building its tab when asked for before the tab is first shown
    bust_form: BustForm = tab_part(BUSTS_TAB)
    undo_button: QPushButton = tab_part(BUSTS_TAB)
    balance_button: QPushButton = tab_part(BUSTS_TAB)
    final_button: QPushButton = tab_part(BUSTS_TAB)
    moves_panel: MovesPanel = tab_part(BUSTS_TAB)
    payouts_label: QLabel = tab_part(PLACES_TAB)
    places_model: PlacesModel = tab_part(PLACES_TAB)
    structure_editor: StructureEditor = tab_part(STRUCTURE_TAB)

    # --- the competition -------------------------------------------------------------------------------------
    def load_competitions(self) -> None:
        """The poker competitions of the event; the one shown stays chosen (and is only followed, so nothing
        typed at the desk is touched when another desk changes something)."""
        names = poker_competitions(self.desk)
        if names == [self.competition_combo.itemText(i) for i in range(self.competition_combo.count())]:
            self.follow()
            return
        self.competition_combo.refill(names)
        if self.competition_combo.currentText() != (self.poker.competition if self.poker else ""):
            self._choose(self.competition_combo.currentText())

    def _choose(self, name: str) -> None:
        self.poker = PokerDesk(self.desk, name, self.now) if name else None
        self._structure_doc, self._structure = None, None
        self.phones.read_setting(name)
        self.refresh()

    def follow(self) -> None:
        """Show the stored state again if it changed (another desk, or the clock screen's desk)."""
        if self.poker is None or self.view is None:
            return
        try:
            changed = self.poker.reload() != self.view.version
        except Refusal as err:
            self.status_label.setText(err.message)
            return
        if changed:
            self.refresh()

    def refresh(self) -> None:
        if self.poker is None:
            self.view = None
            self.status_label.setText(
                translate("poker", "Add a poker competition in the Event area to run a freezeout here.")
            )
            self._enable(False)
            return
        try:
            self.show_view(self.poker.view())
            self._load_structure()
        except Refusal as err:
            self.view = None
            self.status_label.setText(err.message)
            self._enable(False)

    def _enable(self, on: bool) -> None:
        """Everything on (the clock buttons then follow the clock, see :meth:`tick`) or everything off."""
        self.tabs.setEnabled(on)
        self.display_button.setEnabled(on)
        if not on:
            self.clock_label.setText("")
            for button in self._clock_buttons():
                button.setEnabled(False)

    def _clock_buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.start_button,
            self.pause_button,
            self.resume_button,
            self.back_button,
            self.forward_button,
        )

    def show_view(self, view: PokerView) -> None:
        from cardnight_desk.domain.games.poker.settings import SETTINGS  # the structure's name in words
        from cardnight_desk.gui.game_words import setting_value

        self.view = view
        self._enable(True)
        self.status_label.setText(
            translate("poker", "%d entered, %d still in. Structure: %s")
            % (len(view.entries), len(view.remaining), setting_value(SETTINGS["structure"], view.structure))
        )
        self.entries_model.set_rows(list(view.entries))
        self.seats_model.set_rows(seat_rows(view.tables))
        self.seed_label.setText(
            translate("poker", "seat draw seed %d") % view.draw_seed if view.draw_seed is not None else ""
        )
        self.draw_button.setEnabled(view.can_draw)
        self.tables_spin.setEnabled(view.can_draw)
        self.open_table_button.setEnabled(bool(view.tables))
        if self.tabs.is_built(BUSTS_TAB):
            self._show_busts(view)
        if self.tabs.is_built(PLACES_TAB):
            self._show_places(view)
        self.phones.show_view(view)
        self.tick(reload=False)

    def _show_busts(self, view: PokerView) -> None:
        self._bust_form.set_players(list(view.remaining))
        self._undo_button.setEnabled(view.can_undo_bust)
        self._balance_button.setEnabled(view.moves_due)
        self._final_button.setEnabled(view.can_redraw_final and len(view.remaining) > 1)
        self._moves_panel.set_moves(view.competition, view.last_moves)

    def _show_places(self, view: PokerView) -> None:
        self._places_model.set_rows(list(view.places))
        paid = ", ".join(f"{ordinal(i + 1)} {chips(a)}" for i, a in enumerate(view.payouts))
        self._payouts_label.setText(
            translate("poker", "Prizes (PK-6): %s. Pool %s.") % (paid, chips(view.settings.prize_pool))
        )

    def _load_structure(self) -> None:
        """Fill the structure editor, but only when the stored structure is not the one it was filled with
        (an edit in progress survives other changes)."""
        assert self.poker is not None
        try:
            structure = self.poker.structure()
        except Refusal as err:
            self.structure_editor.show_errors(err.message, err.errors)
            return
        if structure.document == self._structure_doc:
            return
        self._structure_doc, self._structure = structure.document, structure
        if self.tabs.is_built(STRUCTURE_TAB):
            self._structure_editor.set_structure(structure)
        self.entry_point_combo.clear()
        self.entry_point_combo.addItem(translate("poker", "by the clock"), None)
        for point in structure.document.get("late_entry", {}):
            self.entry_point_combo.addItem(entry_point_text(point), point)

    # --- following the clock and other desks ---------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.timer.start()
        self.tick()

    def hideEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()  # nothing to show: no clock line, no look for other desks' changes
        super().hideEvent(event)

    def _on_changed(self, changed: str) -> None:
        if changed in (what.COMPETITIONS, what.EVENT):
            self.phones.read_setting(self.poker.competition if self.poker else "")  # table entry on or off
            self.load_competitions()
            self.phones.show_view(self.view)
        elif changed == what.CLOCK:
            self.follow()

    def tick(self, reload: bool = True) -> None:
        """The desk's clock line, once a second; now and then a look for another desk's changes."""
        if self.poker is None or self.view is None:
            return
        self._ticks += 1
        try:
            if reload and self._ticks % RELOAD_TICKS == 0:
                if self.poker.reload() != self.view.version:
                    self.refresh()  # calls tick again
                    return
                self.phones.follow()  # the phones' reports change no version
            clock = self.poker.display().clock
            controls = self.poker.clock_controls()
        except Refusal as err:
            self.status_label.setText(err.message)
            return
        where = (
            translate("poker", "Break")
            if clock.on_break
            else translate("poker", "Level %d") % (clock.level or 0)
        )
        left = (
            clock_text(clock.time_left) if clock.time_left is not None else "+" + clock_text(clock.overtime)
        )
        state = (
            ""
            if clock.running
            else (translate("poker", " — paused") if clock.started else translate("poker", " — not started"))
        )
        parts = [where, left, blinds_text(clock.blinds)]
        self.clock_label.setText(" · ".join(p for p in parts if p) + state)
        self.start_button.setEnabled(controls.can_start)
        self.pause_button.setEnabled(controls.can_pause)
        self.resume_button.setEnabled(controls.can_resume)
        self.back_button.setEnabled(controls.can_skip_back)
        self.forward_button.setEnabled(controls.can_skip_forward)
        self.late_button.setEnabled(clock.late_entry_open)

    # --- actions -------------------------------------------------------------------------------------------
    def _do(self, title: str, action: Callable[[PokerDesk], PokerView]) -> PokerView | None:
        if self.poker is None:
            return None
        try:
            view = action(self.poker)
        except Refusal as err:
            details = "\n".join(e.get("message", "") for e in err.errors)
            QMessageBox.warning(self, title, err.message + (f"\n\n{details}" if details else ""))
            return None
        self.show_view(view)
        self.signals.changed.emit(what.CLOCK)
        return view

    def enter_registered(self) -> None:
        only = self.checked_in_box.isChecked()
        self._do(
            translate("poker", "Players not entered"), lambda p: p.enter_registered(checked_in_only=only)
        )

    def late_entry(self) -> None:
        name = self.late_name_edit.text().strip()
        if not name:
            return
        point = self.entry_point_combo.currentData()
        if self._do(translate("poker", "Late entry refused"), lambda p: p.enter([name], point)):
            self.late_name_edit.clear()

    def draw_seats(self) -> None:
        tables = self.tables_spin.value() or None
        self._do(translate("poker", "Seats not drawn"), lambda p: p.draw_seats(tables=tables))

    def open_table(self) -> None:
        if self.view is None:
            return
        numbers = [int(t.name) for t in self.view.tables if t.name.isdigit()]
        name = str(max(numbers, default=0) + 1)
        self._do(translate("poker", "Table not opened"), lambda p: p.add_table(name))

    def bust(self, players: dict, hand: int | None) -> None:
        if self._do(translate("poker", "Bust not entered"), lambda p: p.bust(players, hand)):
            self.bust_form.clear()
            self.tabs.setCurrentIndex(BUSTS_TAB)

    def record_agreed(self, table: str, digest: str) -> None:
        """Record the bust two players at ``table`` agree on (the report shown, by its digest), as a bust."""
        from cardnight_desk.services.games.poker.table_entry import record_agreed

        def record(p: PokerDesk) -> PokerView:
            return record_agreed(self.desk, p.competition, table, digest)

        if self._do(translate("poker", "Bust not recorded"), record):
            self.tabs.setCurrentIndex(BUSTS_TAB)
        else:
            self.phones.follow()

    def leave(self, player: str) -> None:
        question = translate("poker", "%s leaves and forfeits: placed as out now (PK-5)?") % player
        if self._confirm(translate("poker", "Player leaves"), question):
            if self._do(translate("poker", "Not entered"), lambda p: p.leave(player)):
                self.bust_form.clear()

    def undo_bust(self) -> None:
        if self.view is None or not self.view.last_bust:
            return
        version = self.view.version
        names = ", ".join(self.view.last_bust)
        if self._confirm(
            translate("poker", "Undo the last bust"),
            translate("poker", "Put %s back in the tournament?") % names,
        ):
            self._do(translate("poker", "Bust not undone"), lambda p: p.undo_bust(expected_version=version))

    def redraw_final(self) -> None:
        question = translate("poker", "Redraw every player left into one table, with a new button?")
        if self._confirm(translate("poker", "Final table"), question):
            self._do(translate("poker", "Final table not drawn"), lambda p: p.redraw_final())

    def _confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    def _save_structure(self, document: dict) -> None:
        if self.poker is None:
            return
        try:
            view = self.poker.save_structure(document)
        except Refusal as err:
            self.structure_editor.show_errors(err.message, err.errors)
            return
        self.show_view(view)
        self._load_structure()
        self.signals.changed.emit(what.CLOCK)

    def _reset_structure(self) -> None:
        self._do(translate("poker", "Structure not changed"), lambda p: p.use_shipped_structure())
        if self.poker is not None:
            self._load_structure()

    def open_display(self) -> ClockDisplay | None:
        """The clock screen for the players (this area's button and the Displays area's)."""
        from cardnight_desk.gui.games.poker.clock_display import ClockDisplay, show_clock_display

        if self.poker is None:
            return None
        display = ClockDisplay(self.desk, self.signals, self.poker.competition, self.now, parent=self)
        display.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        display.destroyed.connect(lambda _=None, d=display: self._forget(d))
        self.displays.append(display)
        show_clock_display(display, self.window())
        return display

    def _forget(self, display: ClockDisplay) -> None:
        if display in self.displays:
            self.displays.remove(display)
