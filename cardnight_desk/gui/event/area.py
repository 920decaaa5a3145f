"""The Event area: the competitions of the event with their settings, adding one, correcting a competition's
settings (Settings…: what play has fixed is greyed out, and what the correction moved in the standings is shown
after it), renaming the event or a competition, and closing a competition early (its standings become its final
results) or reopening it.

A competition's settings are shown in words, one "label: value (ruling)" after another (see
:mod:`cardnight_desk.gui.game_words`), never as the codes the rules store."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.games import find_game
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.event.wrapped_cells import WrappedCells
from cardnight_desk.gui.flow_layout import FlowRow
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.game_words import game_title, setting_line
from cardnight_desk.gui.row_lists import row_list
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.table_model import ItemRowsModel
from cardnight_desk.services import events
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:  # the dialogs, renaming and the competitions' progress load when first needed
    from cardnight_desk.gui.rules_dialog import RulesDialog
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.progress import CompetitionProgress


class CompetitionsModel(ItemRowsModel):
    COL_NAME, COL_GAME, COL_SETTINGS = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("CompetitionsModel", "Competition"),
        QT_TRANSLATE_NOOP("CompetitionsModel", "Game"),
        QT_TRANSLATE_NOOP("CompetitionsModel", "Settings"),
    )

    def __init__(self, parent=None):
        super().__init__(parent)
        self._lines: dict[int, list[str]] = {}  # each row's settings in words, by the row's id

    def set_rows(self, rows: list[events.CompetitionInfo]) -> None:
        self._lines = {}
        super().set_rows(rows)

    @staticmethod
    def setting_lines(row: events.CompetitionInfo) -> list[str]:
        """The competition's settings in words, in the game's order."""
        specs = find_game(row.game).settings
        return [setting_line(specs[key], value) for key, value in row.settings.items() if key in specs]

    def lines_of(self, row: events.CompetitionInfo) -> list[str]:
        """:meth:`setting_lines`, worked out once per row (its cell and its tooltip show them)."""
        lines = self._lines.get(id(row))
        if lines is None:
            lines = self._lines[id(row)] = self.setting_lines(row)
        return lines

    def cell(self, row: events.CompetitionInfo, column: int) -> str:
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_GAME:
            return game_title(row.title)
        return "; ".join(self.lines_of(row))

    def tooltip(self, row: events.CompetitionInfo, column: int) -> str | None:
        return "\n".join(self.lines_of(row)) if column == self.COL_SETTINGS else None


class OverviewArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 16pt; font-weight: 600")
        self.heading.setWordWrap(True)
        self.model = CompetitionsModel()
        self.table = row_list(self.model)
        self.table.horizontalHeader().setStretchLastSection(True)
        # the settings wrap within the window's width, each row as tall as its lines in any script
        self.table.setWordWrap(True)
        self.table.setItemDelegateForColumn(CompetitionsModel.COL_SETTINGS, WrappedCells(self.table))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.add_button = QPushButton(self.tr("&Add competition…"))
        self.add_button.clicked.connect(self.add_competition)
        self.rules_button = QPushButton(self.tr("&Rules…"))
        self.rules_button.setToolTip(
            self.tr("The rulings in force for the chosen competition, with its settings")
        )
        self.rules_button.clicked.connect(self.show_rules)
        self.settings_button = QPushButton(self.tr("&Settings…"))
        self.settings_button.setToolTip(
            self.tr("Correct the chosen competition's settings (what play has already fixed is greyed out)")
        )
        self.settings_button.clicked.connect(self.change_settings)
        self.rename_event_button = QPushButton(self.tr("Rename the &event…"))
        self.rename_event_button.clicked.connect(self.rename_event)
        self.rename_button = QPushButton(self.tr("Re&name competition…"))
        self.rename_button.clicked.connect(self.rename_competition)
        self.close_button = QPushButton(self.tr("&Close competition"))
        self.close_button.setToolTip(
            self.tr("End the competition now: its standings become its final results (kept in the history)")
        )
        self.close_button.clicked.connect(self.close_or_reopen)
        self._progress: dict[str, CompetitionProgress] | None = None
        self.table.selectionModel().selectionChanged.connect(self._update_rules_button)
        self.table.doubleClicked.connect(lambda _index: self.show_rules())
        row = FlowRow()  # on to a second line rather than past the screen (the table below takes the room)
        for button in (
            self.add_button,
            self.rules_button,
            self.settings_button,
            self.rename_button,
            self.close_button,
            self.rename_event_button,
        ):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        Follower(self, signals, (what.EVENT, what.COMPETITIONS), lambda _: self.refresh())
        self.refresh()

    @property
    def progress(self) -> dict[str, CompetitionProgress]:
        """Where each competition stands (whether it is closed), read when first needed after a refresh: the
        event's first look needs none of it (nothing is chosen yet)."""
        if self._progress is None:
            from cardnight_desk.services import progress

            self._progress = progress.all_progress(self.desk)
        return self._progress

    def refresh(self) -> None:
        info = events.event_info(self.desk)
        self.heading.setText(f"{info.name} — {info.date.isoformat()}")
        self._progress = None
        competitions = list(info.competitions)
        # another desk's sheet or check-in leaves the competitions as they are, and the one chosen still chosen
        if competitions != self.model.rows:
            self._show(competitions)
        self._update_rules_button()

    def _show(self, competitions: list[events.CompetitionInfo]) -> None:
        """Show ``competitions``, the one chosen still chosen."""
        chosen = self.selected_competition()
        # a table not shown yet sizes its rows to their settings when it is shown, at the width it is shown at
        # (not once for each of its columns sized now); one on the screen, at once, as Qt does
        rows, hidden = self.table.verticalHeader(), not self.table.isVisible()
        if hidden:
            rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.model.set_rows(competitions)
        for column in (CompetitionsModel.COL_NAME, CompetitionsModel.COL_GAME):
            self.table.resizeColumnToContents(column)
        if hidden:
            rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        names = [c.name for c in competitions]
        if chosen is not None and chosen.name in names:
            self.table.selectRow(names.index(chosen.name))

    def add_competition(self) -> None:
        from cardnight_desk.gui.event.competition_dialog import CompetitionDialog

        request, ok = CompetitionDialog.get_competition(self)
        if not ok:
            return
        from PySide6.QtWidgets import QMessageBox  # the dialogs load when first needed

        try:
            events.add_competition(self.desk, request.name, request.game, settings=request.settings)
        except Refusal as err:
            QMessageBox.warning(self, self.tr("Competition not added"), err.message)
            return
        self.signals.changed.emit(what.COMPETITIONS)

    # --- the rules in force (rulings with the competition's settings) ---------------------------------------
    def selected_competition(self) -> events.CompetitionInfo | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()) if rows else None

    def _update_rules_button(self) -> None:
        chosen = self.selected_competition()
        for button in (self.rules_button, self.settings_button, self.rename_button, self.close_button):
            button.setEnabled(chosen is not None)
        closed = chosen is not None and chosen.name in self.progress and self.progress[chosen.name].closed
        self.close_button.setText(self.tr("Re&open competition") if closed else self.tr("&Close competition"))

    def show_rules(self) -> RulesDialog | None:
        from cardnight_desk.gui.rules_dialog import RulesDialog

        chosen = self.selected_competition()
        return RulesDialog.show_for(self, self.desk, chosen.name) if chosen else None

    # --- correcting the settings -------------------------------------------------------------------------------
    def change_settings(self) -> bool:
        """Correct the chosen competition's settings; then show what that moved in its standings."""
        chosen = self.selected_competition()
        if chosen is None:
            return False
        from PySide6.QtWidgets import QMessageBox

        from cardnight_desk.gui.event.settings_dialog import MovedDialog, SettingsDialog

        try:
            changed, ok = SettingsDialog.get_changes(self, self.desk, chosen.name)
        except Refusal as err:  # the competition is gone (another desk renamed it)
            QMessageBox.warning(self, self.tr("Not changed"), err.message)
            return False
        if not ok or changed is None:
            return False
        for kind in what.EVERYTHING:  # a setting shows in the areas that read it (capacity, prize pool ...)
            self.signals.changed.emit(kind)
        MovedDialog.show_moves(self, changed)
        return True

    # --- renaming, closing ---------------------------------------------------------------------------------
    def _ask_name(self, title: str, label: str, now: str) -> str | None:
        from PySide6.QtWidgets import QInputDialog

        new, ok = QInputDialog.getText(self, title, label, text=now)
        new = new.strip() if ok else ""
        return new if new and new != now else None

    def _renamed(self, call: Callable[..., object], *args: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        try:
            call(self.desk, *args)
        except Refusal as err:
            QMessageBox.warning(self, self.tr("Not renamed"), err.message)
            return False
        for changed in what.EVERYTHING:  # a name shows in every area
            self.signals.changed.emit(changed)
        return True

    def rename_event(self) -> bool:
        from cardnight_desk.services import rename

        now = events.event_info(self.desk).name
        new = self._ask_name(self.tr("Rename the event"), self.tr("The event's new name:"), now)
        return new is not None and self._renamed(rename.rename_event, new)

    def rename_competition(self) -> bool:
        from cardnight_desk.services import rename

        chosen = self.selected_competition()
        if chosen is None:
            return False
        new = self._ask_name(
            self.tr("Rename the competition"), self.tr("New name for %s:") % chosen.name, chosen.name
        )
        return new is not None and self._renamed(rename.rename_competition, chosen.name, new)

    def close_or_reopen(self) -> bool:
        """Close the chosen competition (asked first), or reopen it when it is closed."""
        chosen = self.selected_competition()
        if chosen is None:
            return False
        from PySide6.QtWidgets import QMessageBox

        from cardnight_desk.services import progress

        where = self.progress.get(chosen.name)
        try:
            if where is not None and where.closed:
                progress.reopen_competition(self.desk, chosen.name)
            else:
                answer = QMessageBox.question(
                    self,
                    self.tr("Close the competition"),
                    self.tr(
                        "Close %s now? Its standings become its final results: the results name its "
                        "winners and its certificates print. It can be reopened."
                    )
                    % chosen.name,
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return False
                progress.close_competition(self.desk, chosen.name)
        except Refusal as err:
            QMessageBox.warning(self, self.tr("Not changed"), err.message)
            return False
        self.signals.changed.emit(what.COMPETITIONS)
        self.signals.changed.emit(what.STANDINGS)
        return True
