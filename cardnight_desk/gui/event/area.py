"""The Event area: the competitions of the event with their settings, and adding one."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.event.competition_dialog import CompetitionDialog
from cardnight_desk.gui.rules_dialog import RulesDialog
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.table_model import RowsModel
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal


class CompetitionsModel(RowsModel):
    COL_NAME, COL_GAME, COL_SETTINGS = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("CompetitionsModel", "Competition"),
        QT_TRANSLATE_NOOP("CompetitionsModel", "Game"),
        QT_TRANSLATE_NOOP("CompetitionsModel", "Settings"),
    )

    def cell(self, row: events.CompetitionInfo, column: int) -> str:
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_GAME:
            return row.title
        return ", ".join(f"{k}={v}" for k, v in row.settings.items() if v is not None)


class OverviewArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 16pt; font-weight: 600")
        self.heading.setWordWrap(True)
        self.model = CompetitionsModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.add_button = QPushButton(self.tr("&Add competition…"))
        self.add_button.clicked.connect(self.add_competition)
        self.rules_button = QPushButton(self.tr("&Rules…"))
        self.rules_button.setToolTip(
            self.tr("The rulings in force for the chosen competition, with its settings")
        )
        self.rules_button.clicked.connect(self.show_rules)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.selectionModel().selectionChanged.connect(self._update_rules_button)
        self.table.doubleClicked.connect(lambda _index: self.show_rules())
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.rules_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        signals.changed.connect(self._on_changed)
        self.refresh()

    def _on_changed(self, changed: str) -> None:
        if changed in (what.EVENT, what.COMPETITIONS):
            self.refresh()

    def refresh(self) -> None:
        info = events.event_info(self.desk)
        self.heading.setText(f"{info.name} — {info.date.isoformat()}")
        self.model.set_rows(list(info.competitions))
        self.table.resizeColumnsToContents()
        self._update_rules_button()

    def add_competition(self) -> None:
        request, ok = CompetitionDialog.get_competition(self)
        if not ok:
            return
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
        self.rules_button.setEnabled(self.selected_competition() is not None)

    def show_rules(self) -> RulesDialog | None:
        chosen = self.selected_competition()
        return RulesDialog.show_for(self, self.desk, chosen.name) if chosen else None
