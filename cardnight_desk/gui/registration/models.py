"""Table models of the Registration area: players (with a sorting and filtering proxy), counts per competition
and teams. Each is a thin model over plain dataclasses from the services. A competition's roll
(:class:`~cardnight_desk.gui.registration.checkin.RollModel`) and the rows of an import preview
(:class:`~cardnight_desk.gui.registration.dialogs.PreviewModel`) are modelled beside the panel and the dialog
that show them, which are loaded when first used."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor

from cardnight_desk.domain import eligibility as el
from cardnight_desk.gui.game_words import game_title
from cardnight_desk.gui.local_time import local_time
from cardnight_desk.gui.message_colours import DONE, ERROR
from cardnight_desk.gui.names import isolated
from cardnight_desk.gui.table_model import Index, RowsModel
from cardnight_desk.services.registration_model import CompetitionCount, PlayerInfo, TeamInfo

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
RED, AMBER, GREEN = QColor(ERROR), QColor("#8a5a00"), QColor(DONE)


def sort_key(value: Any) -> tuple[int, Any]:
    """A raw value as it sorts: numbers by their value, before text; anything else as its text, after."""
    if isinstance(value, int | float):
        return (0, value)
    if isinstance(value, str):
        return (1, value)
    return (2, str(value))


class SortableModel(RowsModel):
    """Rows sorted by their raw value (numbers as numbers, dates as dates), also given as :data:`SORT_ROLE`.

    The model sorts its own rows (:meth:`sort`, which :class:`SourceSorted` hands a view's sorting to), each
    row's key worked out once: a sorting proxy asks the model for two keys at every comparison, through Python
    (half a second for 2,000 players). Rows given anew keep the order last asked for."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._order: tuple[int, Qt.SortOrder] | None = None

    def set_rows(self, rows: list[Any]) -> None:
        super().set_rows(self._sorted(list(rows)))

    def _sorted(self, rows: list[Any]) -> list[Any]:
        if self._order is None:
            return rows
        return [rows[i] for i in self._permutation(rows, *self._order)]

    def _permutation(self, rows: list[Any], column: int, order: Qt.SortOrder) -> list[int]:
        keys = [sort_key(self.sort_value(row, column)) for row in rows]
        return sorted(range(len(rows)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (a stable sort: rows level on it keep their order)."""
        if not 0 <= column < len(self.HEADERS):
            return
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        permutation = self._permutation(self._rows, column, order)
        moved_to = {old: new for new, old in enumerate(permutation)}
        self._rows = [self._rows[i] for i in permutation]
        before = self.persistentIndexList()
        after = [self.index(moved_to[i.row()], i.column()) if i.isValid() else i for i in before]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def sort_value(self, row: Any, column: int) -> Any:
        value = self.cell(row, column)
        return "" if value is None else value

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == SORT_ROLE and index.isValid() and 0 <= index.row() < len(self._rows):
            return self.sort_value(self._rows[index.row()], index.column())
        if role == Qt.ItemDataRole.ForegroundRole and index.isValid() and 0 <= index.row() < len(self._rows):
            colour = self.colour(self._rows[index.row()], index.column())
            return QBrush(colour) if colour is not None else None
        value = super().data(index, role)
        if role == Qt.ItemDataRole.DisplayRole and value is not None and not isinstance(value, str):
            return str(value)  # shown as text; sorted by the raw value (SORT_ROLE)
        return value

    def colour(self, row: Any, column: int) -> QColor | None:
        return None


class PlayersModel(SortableModel):
    (
        COL_NUMBER,
        COL_NAME,
        COL_BORN,
        COL_COMPETITIONS,
        COL_TEAMS,
        COL_ELIGIBLE,
        COL_HERE,
        COL_PHONE,
        COL_EMAIL,
    ) = range(9)
    HEADERS = (
        QT_TRANSLATE_NOOP("PlayersModel", "No."),
        QT_TRANSLATE_NOOP("PlayersModel", "Name"),
        QT_TRANSLATE_NOOP("PlayersModel", "Born"),
        QT_TRANSLATE_NOOP("PlayersModel", "Competitions"),
        QT_TRANSLATE_NOOP("PlayersModel", "Teams"),
        QT_TRANSLATE_NOOP("PlayersModel", "Confirmed"),
        QT_TRANSLATE_NOOP("PlayersModel", "Checked in"),
        QT_TRANSLATE_NOOP("PlayersModel", "Phone"),
        QT_TRANSLATE_NOOP("PlayersModel", "Email"),
    )

    def cell(self, row: PlayerInfo, column: int) -> Any:
        if column == self.COL_NUMBER:
            return row.number
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_BORN:
            return row.born.isoformat() if row.born else ""
        if column == self.COL_COMPETITIONS:
            return ", ".join(row.competitions)
        if column == self.COL_TEAMS:
            return ", ".join(f"{isolated(e.team)} ({isolated(e.competition)})" for e in row.entries if e.team)
        if column == self.COL_ELIGIBLE:
            return self.tr("yes") if row.eligible else ""
        if column == self.COL_HERE:
            return local_time(row.checked_in_at)
        if column == self.COL_PHONE:
            return row.phone
        return row.email

    def sort_value(self, row: PlayerInfo, column: int) -> Any:
        if column == self.COL_NAME:
            return el.name_key(row.name)
        if column == self.COL_HERE:
            return row.checked_in_at.isoformat() if row.checked_in_at else ""
        return super().sort_value(row, column)

    def tooltip(self, row: PlayerInfo, column: int) -> Any:
        overrides = [
            self.tr("%s: admitted by %s") % (e.competition, e.override) for e in row.entries if e.override
        ]
        lines = ([row.notes] if row.notes else []) + overrides
        return "\n".join(lines) or None

    def row_key(self, row: PlayerInfo) -> int:
        return row.number

    def row_of(self, number: int) -> int:
        return next((i for i, p in enumerate(self._rows) if p.number == number), -1)


class SourceSorted(QSortFilterProxyModel):
    """A filtering proxy whose view's sorting is done by the :class:`SortableModel` behind it (its rows then
    stay in the model's order here)."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if isinstance(source, SortableModel):
            source.sort(column, order)
        else:
            super().sort(column, order)


class PlayersFilter(SourceSorted):
    """Players matching the typed text (name, number, phone, email, team), one competition, one status."""

    ALL, HERE_ONLY, MISSING_ONLY = "all", "here", "missing"

    def __init__(self, parent=None):
        super().__init__(parent)
        self._text = ""
        self._competition = ""
        self._status = self.ALL
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def _change(self, **values: str) -> None:
        if all(getattr(self, f"_{k}") == v for k, v in values.items()):
            return  # the same filter: nothing to do again (a refresh sets the competition shown again)
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later
            self.beginFilterChange()
            self.__dict__.update({f"_{k}": v for k, v in values.items()})
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:  # pragma: no cover - older Qt
            self.__dict__.update({f"_{k}": v for k, v in values.items()})
            self.invalidateRowsFilter()

    def set_text(self, text: str) -> None:
        self._change(text=el.name_key(text))

    def set_competition(self, competition: str) -> None:
        self._change(competition=competition)

    def set_status(self, status: str) -> None:
        self._change(status=status)

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        model = self.sourceModel()
        if not isinstance(model, PlayersModel) or not (0 <= source_row < model.rowCount()):
            return False
        p: PlayerInfo = model.row_at(source_row)
        if self._competition and self._competition not in p.competitions:
            return False
        if (
            self._status == self.HERE_ONLY
            and not p.checked_in
            or self._status == self.MISSING_ONLY
            and p.checked_in
        ):
            return False
        if not self._text:
            return True
        if self._text.lstrip("#").isdigit() and str(p.number).startswith(self._text.lstrip("#")):
            return True
        hay = " ".join([p.name, p.phone, p.email, *(e.team for e in p.entries)])
        return self._text in el.name_key(hay)


class CountsModel(SortableModel):
    COL_NAME, COL_GAME, COL_PLAYERS, COL_TEAMS, COL_HERE, COL_CAPACITY, COL_DEADLINE = range(7)
    HEADERS = (
        QT_TRANSLATE_NOOP("CountsModel", "Competition"),
        QT_TRANSLATE_NOOP("CountsModel", "Game"),
        QT_TRANSLATE_NOOP("CountsModel", "Players"),
        QT_TRANSLATE_NOOP("CountsModel", "Teams"),
        QT_TRANSLATE_NOOP("CountsModel", "Here"),
        QT_TRANSLATE_NOOP("CountsModel", "Entries / capacity"),
        QT_TRANSLATE_NOOP("CountsModel", "Deadline"),
    )

    def cell(self, row: CompetitionCount, column: int) -> Any:
        if column == self.COL_NAME:
            return row.name
        if column == self.COL_GAME:
            return game_title(row.title)
        if column == self.COL_PLAYERS:
            return row.players
        if column == self.COL_TEAMS:
            return row.teams if row.takes_teams else ""
        if column == self.COL_HERE:
            return row.here
        if column == self.COL_CAPACITY:
            limit = self.tr("no limit") if row.capacity is None else str(row.capacity)
            if row.entries_are_teams:
                text = self.tr("%s / %s teams") % (row.entries, limit)
            else:
                text = self.tr("%s / %s players") % (row.entries, limit)
            return text + (self.tr(" — full (EV-2)") if row.full else "")
        return row.deadline.isoformat() if row.deadline else ""

    def colour(self, row: CompetitionCount, column: int) -> QColor | None:
        return RED if column == self.COL_CAPACITY and row.full else None


class TeamsModel(SortableModel):
    COL_COMPETITION, COL_TEAM, COL_MEMBERS = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("TeamsModel", "Competition"),
        QT_TRANSLATE_NOOP("TeamsModel", "Team"),
        QT_TRANSLATE_NOOP("TeamsModel", "Players"),
    )

    def cell(self, row: TeamInfo, column: int) -> Any:
        if column == self.COL_COMPETITION:
            return row.competition
        if column == self.COL_TEAM:
            return row.name
        return ", ".join(f"{isolated(m.name)} ({m.number})" for m in row.members)

    def row_key(self, row: TeamInfo) -> tuple[str, str]:
        return row.competition, row.name
