"""The Standings area: a competition's standings with every tiebreak column its game ranks by (Bhukhar: Master,
Bonus, score by ruling BH-8; Bukharo: the session total, BK-6; 28 and rummy as the standings service ranks
them), recomputed from the confirmed sheets whenever scores change. Entrants level on every column share their
place, shown as "=1"; an entrant not placed yet (a knockout's team that has not lost) is shown "still in". Games whose standings live in their own view (poker) say so. Above the table: where the
competition stands — "final", or "after round 2 — provisional" until it is finished.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from cardnight_desk.domain.standings import StandingRow
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.column_fit import fit_columns
from cardnight_desk.gui.fitting import ElidedLabel, FitCombo, MessageLabel
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.game_words import game_title
from cardnight_desk.gui.progress_words import progress_words
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.table_model import Index, RowsModel
from cardnight_desk.services import events, progress, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.web.words import COLUMN_KEYS, NAME_CODES, PHRASES

# the services' column codes and entrants' names in the desk's words: the same messages (context StandingsModel)
# as the players' page shows, marked once, where the page's words are
COLUMN_WORDS = {code: PHRASES[key] for code, key in COLUMN_KEYS.items()}
NAME_WORDS = {code: PHRASES[code] for code in NAME_CODES}


def place_texts(rows: list[StandingRow]) -> list[str]:
    """Places as shown: a place shared with another row is written "=1"; an entrant not placed yet (a knockout's
    team that has not lost) is "still in", never a place."""
    counts: dict[int, int] = {}
    for row in rows:
        if not row.still_in:
            counts[row.place] = counts.get(row.place, 0) + 1
    still_in = QCoreApplication.translate("StandingsModel", "still in")
    return [
        still_in if row.still_in else f"={row.place}" if counts[row.place] > 1 else str(row.place)
        for row in rows
    ]


class StandingsModel(RowsModel):
    """Place, name, games played, then the game's own columns (``set_standings`` names them). A row is a
    pair: the place as shown and the :class:`StandingRow`."""

    COL_PLACE, COL_NAME, COL_PLAYED = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("StandingsModel", "Place"),
        QT_TRANSLATE_NOOP("StandingsModel", "Team"),
        QT_TRANSLATE_NOOP("StandingsModel", "Played"),
    )

    def __init__(self, parent=None):
        super().__init__(parent)
        self.columns: tuple[str, ...] = ()

    def set_standings(self, table: standings.Standings | None) -> None:
        self.beginResetModel()
        rows = list(table.rows) if table else []
        self.columns = table.columns if table else ()
        name = NAME_WORDS.get(table.name_key, table.name_key.title()) if table else "Team"
        self.HEADERS = ("Place", name, "Played", *(COLUMN_WORDS.get(c, c.title()) for c in self.columns))
        self._rows = list(zip(place_texts(rows), rows, strict=True))  # (place as shown, row)
        self.endResetModel()

    def cell(self, placed: tuple[str, StandingRow], column: int) -> Any:
        shown, row = placed
        if column == self.COL_PLACE:
            return shown
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_PLAYED:
            return row.played
        return row.value(self.columns[column - 3])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid() and index.column() != self.COL_NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return super().data(index, role)


class StandingsArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.competition_combo = FitCombo()
        self.summary = ElidedLabel()
        self.message = MessageLabel()
        self.model = StandingsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()  # the names get the room; the figures as wide as they need
        header.setSectionResizeMode(StandingsModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Competition")))
        top.addWidget(self.competition_combo)
        top.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        self.competition_combo.currentIndexChanged.connect(lambda _: self.refresh_table())
        self._shown: str | None = None  # the competition whose standings are shown
        kinds = (what.EVENT, what.COMPETITIONS, what.SCORES, what.STANDINGS, what.DRAWS, what.PLAYERS)
        Follower(self, signals, kinds, self._caught_up)
        self.refresh()

    def _caught_up(self, changed: set[str]) -> None:
        """Catch up with what changed (once for a burst of another desk's changes; when shown, if it was
        behind another tab)."""
        if changed & {what.EVENT, what.COMPETITIONS}:
            self.refresh()
        else:
            self.refresh_table()

    def refresh(self) -> None:
        self.competition_combo.refill(
            [
                (f"{info.name} ({game_title(info.title)})", info.name)
                for info in events.event_info(self.desk).competitions
            ]
        )
        self.refresh_table()

    def refresh_table(self) -> None:
        name = self.competition_combo.currentData()
        place = self._place() if name is not None and name == self._shown else None
        self._shown = name
        if name is None:
            self.model.set_standings(None)
            self.message.setText(self.tr("Add a competition first (Event area)."))
            self.summary.setText("")
            return
        try:
            table = standings.standings(self.desk, name)
        except Refusal as err:
            self.model.set_standings(None)
            self.message.setText(err.message)
            self.summary.setText("")
            return
        self.message.setText("")
        self.model.set_standings(table)
        where = progress_words(progress.competition_progress(self.desk, name))
        counted = table.sheets_counted
        self.summary.setText(
            f"{where} · "
            + (
                self.tr("1 confirmed sheet counted")
                if counted == 1
                else self.tr("%s confirmed sheets counted") % counted
            )
        )
        fit_columns(self.table)
        if place is not None:
            self._put_back(*place)

    def _place(self) -> tuple[str | None, int, int, int]:
        """Where the person is in the standings shown: the team chosen (and the column), and the scroll."""
        current = self.table.currentIndex()
        team = self.model.row_at(current.row())[1].name if current.isValid() else None
        bars = self.table.verticalScrollBar(), self.table.horizontalScrollBar()
        return team, current.column(), bars[0].value(), bars[1].value()

    def _put_back(self, team: str | None, column: int, down: int, across: int) -> None:
        """The standings caught up with a change are shown as the person had them: the same team chosen,
        wherever it now stands, and scrolled as far."""
        if team is not None:
            row = next((r for r, (_, standing) in enumerate(self.model.rows) if standing.name == team), None)
            if row is not None:
                self.table.setCurrentIndex(self.model.index(row, max(column, 0)))
        self.table.verticalScrollBar().setValue(down)
        self.table.horizontalScrollBar().setValue(across)
