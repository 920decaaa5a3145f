"""The Registration area: counts per competition against capacity, the players table (sortable, filterable),
and beside it the player form, the team form, check-in and each competition's roll. Workbooks are imported
with a preview before anything is stored (off the GUI thread, with progress), exported, and a blank template
can be saved. *Rename…* renames the chosen player, or one of their teams, everywhere (score sheets included).

What only an action needs (the import preview and its dialogs, withdrawing, renaming, a judge's PIN) is imported
by the action the first time it runs, so that showing the area loads only what it shows."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.background import Background
from cardnight_desk.gui.column_fit import fit_columns
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.lazy_tabs import LazyTabs, tab_page
from cardnight_desk.gui.message_colours import DONE_STYLE, ERROR_STYLE
from cardnight_desk.gui.registration import reads
from cardnight_desk.gui.registration.models import CountsModel, PlayersFilter, PlayersModel
from cardnight_desk.gui.registration.player_form import PlayerForm
from cardnight_desk.gui.row_lists import row_list
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.gui.registration.checkin import CheckInPanel, RollPanel
    from cardnight_desk.gui.registration.team_form import TeamForm
    from cardnight_desk.services.registration_batch import BatchPlan

WORKBOOKS = QT_TRANSLATE_NOOP("RegistrationArea", "Excel workbooks (*.xlsx)")
COUNTS_ROWS = 6  # the competitions shown whole above the players before the overview scrolls
PLAYER_TAB, TEAM_TAB, CHECK_IN_TAB, ROLL_TAB = range(4)  # the side tabs, in order


class RegistrationArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.task: Background | None = None
        self.counts = CountsModel(self)
        self.counts_view = QTableView()
        self.counts_view.setModel(self.counts)
        self.counts_view.verticalHeader().hide()
        rows = self.counts_view.verticalHeader()  # compact lines, each competition whole
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        rows.setSectionResizeMode(rows.ResizeMode.Fixed)
        self.counts_view.horizontalHeader().setStretchLastSection(True)

        self.players = PlayersModel(self)
        self.proxy = PlayersFilter(self)
        self.proxy.setSourceModel(self.players)
        self.table = row_list(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayersModel.COL_NUMBER, Qt.SortOrder.AscendingOrder)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _: self.edit_selected())

        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter: name, number, phone, email or team"))
        self.filter_edit.setClearButtonEnabled(True)
        self.competition_filter = FitCombo()
        self.status_filter = FitCombo()
        for label, status in (
            (self.tr("Everyone"), PlayersFilter.ALL),
            (self.tr("Checked in"), PlayersFilter.HERE_ONLY),
            (self.tr("Not checked in"), PlayersFilter.MISSING_ONLY),
        ):
            self.status_filter.addItem(label, status)
        self.filter_edit.textChanged.connect(self.proxy.set_text)
        self.competition_filter.currentIndexChanged.connect(
            lambda _: self.proxy.set_competition(self.competition_filter.currentData() or "")
        )
        self.status_filter.currentIndexChanged.connect(
            lambda _: self.proxy.set_status(self.status_filter.currentData())
        )

        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("E&xport…"))
        self.template_button = QPushButton(self.tr("Save &template…"))
        self.edit_button = QPushButton(self.tr("Ed&it player"))
        self.withdraw_button = QPushButton(self.tr("&Withdraw…"))
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.rename_button.setToolTip(self.tr("Rename the chosen player, or their team, everywhere"))
        self.rename_button.clicked.connect(self.rename_selected)
        self.import_button.clicked.connect(self.choose_import)
        self.export_button.clicked.connect(self.choose_export)
        self.template_button.clicked.connect(self.choose_template)
        self.edit_button.clicked.connect(self.edit_selected)
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.player_form = PlayerForm(desk, signals)
        self.player_form.show_player.connect(self.select_number)
        self.tabs = LazyTabs()  # the team form, check-in and the roll are built (and read) when first shown
        self.tabs.addTab(self.player_form, self.tr("Player"))
        self.tabs.add_later(self._team_form, self.tr("Team"))
        self.tabs.add_later(self._check_in, self.tr("Check-in"))
        self.tabs.add_later(self._roll, self.tr("Who's here"))

        tools = QHBoxLayout()
        for button in (self.import_button, self.export_button, self.template_button):
            tools.addWidget(button)
        tools.addStretch(1)
        tools.addWidget(self.edit_button)
        tools.addWidget(self.rename_button)
        tools.addWidget(self.withdraw_button)
        filters = QHBoxLayout()
        filters.addWidget(self.filter_edit, 1)
        filters.addWidget(self.competition_filter)
        filters.addWidget(self.status_filter)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.table, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.counts_view)
        layout.addLayout(tools)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)
        Follower(self, signals, (what.EVENT, what.COMPETITIONS, what.PLAYERS, what.DRAWS), self._caught_up)
        self.refresh()

    def unsaved(self) -> list[str]:
        """What is typed in the player's and the team's forms and not registered or saved."""
        forms = [self.tabs.widget(i) for i in range(self.tabs.count()) if self.tabs.is_built(i)]
        return [item for form in forms for item in getattr(form, "unsaved", list)()]

    # --- the side tabs (built the first time they are shown or asked for) ----------------------------
    def _team_form(self) -> TeamForm:
        from cardnight_desk.gui.registration.team_form import TeamForm

        return TeamForm(self.desk, self.signals)

    def _check_in(self) -> CheckInPanel:
        from cardnight_desk.gui.registration.checkin import CheckInPanel

        return CheckInPanel(self.desk, self.signals)

    def _roll(self) -> RollPanel:
        from cardnight_desk.gui.registration.checkin import RollPanel

        return RollPanel(self.desk, self.signals)

    team_form: TeamForm = tab_page(TEAM_TAB)
    check_in: CheckInPanel = tab_page(CHECK_IN_TAB)
    roll: RollPanel = tab_page(ROLL_TAB)

    # --- the tables --------------------------------------------------------------------------------
    def _caught_up(self, _changed: set[str]) -> None:
        self.refresh()

    def refresh(self) -> None:
        counts = reads.competition_counts(self.desk, self.signals)
        self.counts.set_rows(counts)
        self.counts_view.resizeColumnsToContents()
        self._fit_counts()
        self.players.set_rows(reads.players(self.desk, self.signals))
        fit_columns(self.table)  # the No. column as narrow as its numbers, a name in any script whole
        self.competition_filter.refill(
            [(self.tr("All competitions"), ""), *((c.name, c.name) for c in counts)]
        )
        self.proxy.set_competition(self.competition_filter.currentData() or "")

    def _fit_counts(self) -> None:
        """The overview as tall as its competitions (up to :data:`COUNTS_ROWS`, then it scrolls)."""
        view = self.counts_view
        shown = max(1, min(self.counts.rowCount(), COUNTS_ROWS))
        too_wide = view.horizontalHeader().length() > view.viewport().width() > 0
        scroll = view.horizontalScrollBar().sizeHint().height() if too_wide else 0  # room for the bar then
        height = (
            view.horizontalHeader().sizeHint().height() + shown * view.verticalHeader().defaultSectionSize()
        )
        view.setFixedHeight(height + 2 * view.frameWidth() + scroll)

    def selected_player(self) -> reg.PlayerInfo | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.players.row_at(self.proxy.mapToSource(rows[0]).row())

    def select_number(self, number: int) -> None:
        row = self.players.row_of(number)
        if row >= 0:
            self.table.selectRow(self.proxy.mapFromSource(self.players.index(row, 0)).row())

    def _say(self, text: str, ok: bool = True) -> None:
        self.status.setStyleSheet(DONE_STYLE if ok else ERROR_STYLE)
        self.status.setText(text)

    # --- players ----------------------------------------------------------------------------------
    def edit_selected(self) -> None:
        player = self.selected_player()
        if player is None:
            self._say(self.tr("Choose a player in the table first."), ok=False)
            return
        self.player_form.edit_player(player)
        self.tabs.setCurrentWidget(self.player_form)

    def withdraw_selected(self) -> None:
        player = self.selected_player()
        if player is None or not player.competitions:
            self._say(self.tr("Choose a player who is registered in a competition."), ok=False)
            return
        from cardnight_desk.gui.registration.dialogs import WithdrawDialog

        request, ok = WithdrawDialog.get_withdrawal(self, player)
        if not ok:
            return
        try:
            reg.withdraw_player(self.desk, request.competition, player.number, request.reason)
        except Refusal as err:
            self._say(err.message, ok=False)
            return
        self._say(self.tr("%s withdrawn from %s.") % (player.name, request.competition))
        self.signals.changed.emit(what.PLAYERS)

    def rename_selected(self) -> bool:
        """Rename the chosen player, or (asked which) one of their teams."""
        from cardnight_desk.services import rename

        player = self.selected_player()
        if player is None:
            self._say(self.tr("Choose a player in the table first."), ok=False)
            return False
        choices = [self.tr("Player %d: %s") % (player.number, player.name)]
        teams = [e for e in player.entries if e.team]
        choices += [self.tr("Team %s (%s)") % (e.team, e.competition) for e in teams]
        index = 0
        if teams:
            chosen, ok = QInputDialog.getItem(
                self, self.tr("Rename"), self.tr("Rename whom?"), choices, 0, False
            )
            if not ok:
                return False
            index = choices.index(chosen)
        now = player.name if index == 0 else teams[index - 1].team
        new, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New name for %s:") % now, text=now)
        new = new.strip()
        if not ok or not new or new == now:
            return False
        try:
            if index == 0:
                rename.rename_player(self.desk, f"#{player.number}", new)
            else:
                rename.rename_team(self.desk, now, new, teams[index - 1].competition)
        except Refusal as err:
            self._say(err.message, ok=False)
            return False
        self._say(self.tr("%s is now %s.") % (now, new))
        for changed in what.EVERYTHING:  # a name shows in every area
            self.signals.changed.emit(changed)
        return True

    # --- workbooks ----------------------------------------------------------------------------------
    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"), "", self.tr(WORKBOOKS))
        if path:
            self.start_import(path)

    def start_import(self, path: str, new_players: frozenset[int] = frozenset()) -> None:
        """Read and check the workbook in the background, show the preview, then store it if confirmed. Rows
        that may be players already registered (same name, another date of birth) are asked about once first;
        ``new_players``: the rows confirmed as other people."""
        from cardnight_desk.io.excel.registration import preview_import

        if self.task is not None and self.task.running:
            return
        self._say(self.tr("Reading %s…") % Path(path).name)
        self.task = Background(
            self,
            self.tr("Reading the workbook…"),
            lambda progress: preview_import(self.desk, path, progress=progress, confirm_new=new_players),
            lambda plan: self._previewed(path, plan, new_players),
            self._failed,
        )

    def _previewed(self, path: str, plan: BatchPlan, new_players: frozenset[int] = frozenset()) -> None:
        from cardnight_desk.gui.registration.dialogs import ImportPreviewDialog, SameNamesQuestion

        if plan.only_same_names:  # the one thing to settle: are they other people?
            rows, yes = SameNamesQuestion.get_new_players(self, plan.same_names)
            if yes:
                self.start_import(path, new_players | rows)
            else:
                self._say(
                    self.tr(
                        "Nothing was imported: %d rows have the name of a player already registered, with "
                        "another date of birth. Correct the date that is wrong and import again."
                    )
                    % len(plan.same_names),
                    ok=False,
                )
            return
        plan, ok = ImportPreviewDialog.get_confirmation(self, plan, Path(path).name)
        if not ok:
            bad = len({e["path"] for e in plan.errors})
            self._say(
                self.tr("Nothing was imported: %d rows are refused.") % bad
                if bad
                else self.tr("Import cancelled."),
                ok=not bad,
            )
            return
        self._store_import(path, None, new_players)

    def _store_import(self, path: str, pin: str | None, new_players: frozenset[int] = frozenset()) -> None:
        from cardnight_desk.io.excel.registration import import_workbook
        from cardnight_desk.services.judges import PinRefused

        def failed(err: Refusal) -> None:
            if isinstance(err, PinRefused) and pin is None:  # the workbook carries judges' overrides (EV-4)
                given, ok = QInputDialog.getText(
                    self,
                    self.tr("Judge PIN"),
                    self.tr("This workbook carries judges' overrides. A judge's PIN is needed to import it:"),
                    QLineEdit.EchoMode.Password,
                )
                if ok and given:
                    self._store_import(path, given, new_players)
                    return
            self._failed(err)

        self.task = Background(
            self,
            self.tr("Importing…"),
            lambda progress: import_workbook(
                self.desk, path, progress=progress, pin=pin, confirm_new=new_players
            ),
            self._imported,
            failed,
        )

    def _imported(self, plan: BatchPlan) -> None:
        self._say(
            self.tr("Imported %d new players, %d registrations and %d teams.")
            % (plan.new_players, plan.new_registrations, plan.new_teams)
        )
        self.signals.changed.emit(what.PLAYERS)

    def _failed(self, err: Refusal) -> None:
        lines = [err.message] + [f"{e.get('path', '')}: {e.get('message', '')}" for e in err.errors[:20]]
        if len(err.errors) > 20:
            lines.append(self.tr("… and %d more") % (len(err.errors) - 20))
        self._say("\n".join(lines), ok=False)

    def _workbook_to_save(self, title: str, name: str) -> str | None:
        """The workbook the person chooses to write (``.xlsx`` added when not typed); None when cancelled."""
        path, _ = QFileDialog.getSaveFileName(self, title, name, self.tr(WORKBOOKS))
        if not path:
            return None
        return path if path.lower().endswith(".xlsx") else path + ".xlsx"

    def choose_export(self) -> None:
        path = self._workbook_to_save(self.tr("Export the event"), "event.xlsx")
        if path:
            self.start_export(path)

    def start_export(self, path: str) -> None:
        from cardnight_desk.io.excel.export import export_workbook

        if self.task is not None and self.task.running:
            return
        self.task = Background(
            self,
            self.tr("Exporting…"),
            lambda progress: export_workbook(self.desk, path),
            lambda done: self._say(
                self.tr("Wrote %s: %s.") % (done.path.name, ", ".join(f"{t} ({n})" for t, n in done.sheets))
            ),
            self._failed,
        )

    def choose_template(self) -> None:
        path = self._workbook_to_save(self.tr("Save a registration template"), "registration.xlsx")
        if path:
            self.save_template(path)

    def save_template(self, path: str) -> None:
        from cardnight_desk.io.excel.registration import save_template

        try:
            saved = save_template(self.desk, path)
        except Refusal as err:
            self._failed(err)
            return
        self._say(self.tr("Saved a blank registration workbook to %s.") % saved)
