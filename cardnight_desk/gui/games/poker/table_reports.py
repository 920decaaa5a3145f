"""The poker area's box "From the tables": the busts the players at each table reported on their phones
(table entry, :mod:`~cardnight_desk.services.games.poker.table_entry`), for the desk to record.

A table is listed while one of its players' reports still counts: where the table stands (*waiting* for a
second player, the reports *differ*, or two players *agree*), each player's report in words ("Player 11 out in
hand 5") with the address and time it came from, and for an agreed table a button to record that bust. The
button asks for the bust by the digest of the report shown, so a report changed since is not recorded unseen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.games.poker.text import chips, translate
from cardnight_desk.gui.local_time import local_time
from cardnight_desk.gui.names import isolated
from cardnight_desk.services.games.poker.table_entry import TableReports
from cardnight_desk.services.table_entry import AGREED, DIFFERS, digest_of

MOST_HEIGHT = 170  # about three tables' reports at once (more scroll): the tabs keep their room at 1366x768


def bust_words(report: dict[str, Any]) -> str:
    """A report in words: "Player 11 out in hand 5 (12,000 chips at its start)", one line a player."""
    lines = []
    for bust in report.get("busts", []):
        player, hand, start = bust.get("player", ""), bust.get("hand"), bust.get("start_chips")
        line = (
            translate("poker", "%s out in hand %d") % (isolated(player), hand)
            if hand is not None
            else translate("poker", "%s out") % isolated(player)
        )
        if start is not None:
            line += translate("poker", " (%s chips at its start)") % chips(start)
        lines.append(line)
    return "; ".join(lines)


def status_words(reports: TableReports) -> str:
    if reports.status == AGREED:
        return translate("poker", "agreed by %s") % ", ".join(isolated(s) for s in reports.agreed_by)
    if reports.status == DIFFERS:
        return translate("poker", "the reports differ")
    return translate("poker", "waiting for a second player")


class TableReportsBox(QGroupBox):
    """Each table with reports, its players' reports and, when two agree, "Record this bust"."""

    record_requested = Signal(str, str)  # the table, the digest of the agreed report shown

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("poker", "From the tables"), parent)
        self.reports: dict[str, TableReports] = {}
        self.record_buttons: dict[str, QPushButton] = {}
        self.table_labels: dict[str, QLabel] = {}
        self._inner = rows = QWidget()
        self._rows = QVBoxLayout(rows)
        self._rows.setContentsMargins(0, 0, 0, 0)
        self._scroll = scroll = (
            QScrollArea()
        )  # many tables reporting at once scroll, leaving the tabs their room
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(rows)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self.setVisible(False)

    def set_reports(self, reports: dict[str, TableReports]) -> None:
        """Show these tables' reports (rebuilt only when they changed, so a button keeps its focus)."""
        if reports == self.reports:
            return
        self.reports = reports
        while self._rows.count():
            item = self._rows.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.record_buttons, self.table_labels = {}, {}
        for table, tr in reports.items():
            self._rows.addWidget(self._row(table, tr))
        self._rows.addStretch(1)
        self._scroll.setFixedHeight(min(MOST_HEIGHT, self._inner.sizeHint().height()))
        self.setVisible(bool(reports))

    def _row(self, table: str, reports: TableReports) -> QWidget:
        lines = [translate("poker", "Table %s: %s") % (table, status_words(reports))]
        for entry in reports.entries:
            lines.append(
                translate("poker", "    %s: %s — from %s at %s")
                % (
                    isolated(entry.side),
                    bust_words(entry.sheet),
                    entry.address or "?",
                    local_time(entry.at),
                )
            )
        label = QLabel("\n".join(lines))
        self.table_labels[table] = label
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label, 1)
        if reports.status == AGREED and reports.agreed is not None:
            button = QPushButton(translate("poker", "Record this bust"))
            button.setAccessibleName(translate("poker", "Record the bust agreed at table %s") % table)
            digest = digest_of(reports.agreed)
            button.clicked.connect(lambda _=False, t=table, d=digest: self.record_requested.emit(t, d))
            layout.addWidget(button)
            self.record_buttons[table] = button
        return row
