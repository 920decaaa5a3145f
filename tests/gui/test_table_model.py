"""The shared read-only table model: what it answers for each role of a cell and of a header (the other roles,
asked for by every view, are turned away), and that it is a well-behaved Qt model."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QTableView

from cardnight_desk.gui.table_model import ItemRowsModel, RowsModel


@dataclass(frozen=True)
class Team:
    name: str
    points: int


class TeamColumns:
    """A team's columns, as either model shows them."""

    COL_NAME, COL_POINTS = range(2)
    HEADERS = ("Team", "")

    def cell(self, row: Team, column: int) -> object:
        return row.name if column == self.COL_NAME else row.points

    def tooltip(self, row: Team, column: int) -> str | None:
        return f"{row.name}: {row.points} points" if column == self.COL_POINTS else None


class TeamsModel(TeamColumns, RowsModel):
    pass


ROWS = [Team("Leicester Lions", 12), Team("Preston Kings", 9)]
Role = Qt.ItemDataRole


def test_a_cell_shows_its_value_tooltip_and_row_and_nothing_else(qtmodeltester):
    model = TeamsModel()
    model.set_rows(ROWS)
    qtmodeltester.check(model)
    index = model.index(1, TeamsModel.COL_POINTS)
    assert model.data(index) == 9 and model.data(index, Role.DisplayRole) == 9
    assert model.data(index, int(Role.DisplayRole)) == 9  # as a view asks: the role as a number
    assert model.data(QPersistentModelIndex(index), Role.DisplayRole) == 9
    assert model.data(index, Role.ToolTipRole) == "Preston Kings: 9 points"
    assert model.data(model.index(0, TeamsModel.COL_NAME), Role.ToolTipRole) is None
    assert model.data(index, Role.UserRole) is ROWS[1]
    for role in (
        Role.EditRole,
        Role.DecorationRole,
        Role.FontRole,
        Role.TextAlignmentRole,
        Role.UserRole + 1,
    ):
        assert model.data(index, role) is None, role
    assert model.data(QModelIndex(), Role.DisplayRole) is None  # no cell
    assert model.data(TeamsModel().index(0, 0), Role.DisplayRole) is None  # an empty model has none


def test_the_headers_are_the_columns_names_across_only(qtmodeltester):
    model = TeamsModel()
    model.set_rows(ROWS)
    across, down = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    assert model.headerData(0, across) == "Team" and model.headerData(0, across, Role.DisplayRole) == "Team"
    assert model.headerData(1, across) == ""  # a column without a name
    assert model.headerData(2, across) is None and model.headerData(-1, across) is None
    assert model.headerData(0, down) is None  # the rows are numbered by the view
    assert model.headerData(0, across, Role.ToolTipRole) is None
    assert model.headerData(0, across, int(Role.FontRole)) is None


def test_a_view_shows_the_cells(qtbot):
    model = TeamsModel()
    model.set_rows(ROWS)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    qtbot.waitExposed(view)
    assert view.model().index(0, 0).data() == "Leicester Lions"
    assert view.horizontalHeader().model().headerData(0, Qt.Orientation.Horizontal) == "Team"
    assert view.isVisible() and view.horizontalHeader().count() == 2


class KeptTeamsModel(TeamColumns, ItemRowsModel):
    pass


def test_a_model_kept_by_qt_shows_the_same_cells_and_headers(qtmodeltester):
    """ItemRowsModel answers as RowsModel does (cells, tooltips, the row, the headers across only), read-only."""
    kept, asked = KeptTeamsModel(), TeamsModel()
    kept.set_rows(ROWS)
    asked.set_rows(ROWS)
    qtmodeltester.check(kept)
    assert kept.rowCount() == 2 and kept.columnCount() == 2
    for row in range(2):
        for column in range(2):
            for role in (Role.DisplayRole, Role.ToolTipRole, Role.UserRole, Role.EditRole):
                expected = asked.data(asked.index(row, column), role)
                if role == Role.EditRole:  # a QStandardItem's text is its edit role too; nothing edits it
                    expected = asked.data(asked.index(row, column), Role.DisplayRole)
                assert kept.data(kept.index(row, column), role) == expected, (row, column, role)
            assert not kept.flags(kept.index(row, column)) & Qt.ItemFlag.ItemIsEditable
    across, down = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    assert [kept.headerData(c, across) for c in range(2)] == ["Team", ""]
    assert kept.headerData(0, down) is None  # the rows are not numbered, as a RowsModel's
    assert kept.row_at(1) is ROWS[1] and kept.rows == ROWS


def test_a_model_kept_by_qt_tells_its_views_of_one_reset(qtbot):
    model = KeptTeamsModel()
    heard: list[str] = []
    model.modelReset.connect(lambda: heard.append("reset"))
    model.rowsInserted.connect(lambda *_: heard.append("inserted"))
    model.dataChanged.connect(lambda *_: heard.append("changed"))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    model.set_rows(ROWS)
    model.set_rows(ROWS[:1])
    assert heard == ["reset", "reset"]
    assert view.model().rowCount() == 1 and view.model().index(0, 0).data() == "Leicester Lions"


class KeyedTeamsModel(TeamsModel):
    def row_key(self, row: Team) -> str:
        return row.name


def told(model: RowsModel) -> list[object]:
    """What ``model`` tells its views from now on: "reset", ("inserted" | "removed", first, last) and
    ("changed", first row, last row, last column)."""
    heard: list[object] = []
    model.modelReset.connect(lambda: heard.append("reset"))
    model.rowsInserted.connect(lambda _parent, first, last: heard.append(("inserted", first, last)))
    model.rowsRemoved.connect(lambda _parent, first, last: heard.append(("removed", first, last)))
    model.dataChanged.connect(lambda a, b, *_: heard.append(("changed", a.row(), b.row(), b.column())))
    return heard


def keyed_view(qtbot, qtmodeltester, teams: list[Team], selected: int) -> tuple[KeyedTeamsModel, QTableView]:
    """A view of ``teams`` in a model that knows them by name, the row ``selected`` chosen."""
    model = KeyedTeamsModel()
    model.set_rows(teams)
    qtmodeltester.check(model)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.selectRow(selected)
    return model, view


def test_rows_standing_for_the_same_teams_are_replaced_in_place_and_the_view_keeps_its_selection(
    qtbot, qtmodeltester
):
    teams = [Team(f"Team {n:02d}", n) for n in range(10)]
    model, view = keyed_view(qtbot, qtmodeltester, teams, 4)
    heard = told(model)
    changed = list(teams)
    for n in (2, 3, 7):
        changed[n] = Team(teams[n].name, 100 + n)
    model.set_rows(changed)
    assert heard == [("changed", 2, 3, 1), ("changed", 7, 7, 1)]  # the runs of rows that differ, every column
    assert model.rows == changed and view.model().index(7, 1).data() == 107
    assert [i.row() for i in view.selectionModel().selectedRows()] == [4]  # kept
    model.set_rows(changed)
    assert len(heard) == 2  # the same rows again: nothing to tell
    model.set_rows(list(reversed(changed)))  # the same teams in another order: the model is reset
    assert heard[-1] == "reset" and view.selectionModel().selectedRows() == []
    model.set_rows(changed[:5])
    assert heard[-1] == "reset" and model.rowCount() == 5
    qtmodeltester.check(model)


def test_rows_without_a_lasting_identity_are_always_reset(qtbot):
    model = TeamsModel()
    heard = told(model)
    model.set_rows(ROWS)
    model.set_rows([Team(ROWS[0].name, 99), ROWS[1]])
    assert heard == ["reset", "reset"]


def test_runs_of_consecutive_numbers():
    from cardnight_desk.gui.table_model import _runs

    assert list(_runs([1, 2, 3, 7, 9, 10])) == [(1, 3), (7, 7), (9, 10)]
    assert list(_runs([])) == [] and list(_runs([0])) == [(0, 0)]


def test_teams_added_or_taken_away_are_told_as_rows_inserted_or_removed(qtbot, qtmodeltester):
    teams = [Team(f"Team {n:02d}", n) for n in range(0, 20, 2)]  # 00, 02, ... 18
    model, view = keyed_view(qtbot, qtmodeltester, teams, 3)  # Team 06
    heard = told(model)
    more = sorted([*teams, Team("Team 01", 1), Team("Team 03", 3), Team("Team 19", 19)], key=lambda t: t.name)
    more[0] = Team("Team 00", 50)
    model.set_rows(more)
    assert heard == [("inserted", 1, 1), ("inserted", 3, 3), ("inserted", 12, 12), ("changed", 0, 0, 1)]
    assert model.rows == more
    assert [model.row_at(i.row()).name for i in view.selectionModel().selectedRows()] == ["Team 06"]
    heard.clear()
    fewer = [t for t in more if t.name not in ("Team 00", "Team 08", "Team 10", "Team 19")]
    model.set_rows(fewer)
    assert heard == [("removed", 12, 12), ("removed", 6, 7), ("removed", 0, 0)]  # from the end
    assert model.rows == fewer
    assert [model.row_at(i.row()).name for i in view.selectionModel().selectedRows()] == ["Team 06"]
    heard.clear()
    model.set_rows([Team("Team 99", 1), *fewer])  # one added, none taken away: an insertion
    assert heard == [("inserted", 0, 0)]
    heard.clear()
    newest = [Team("Team 98", 2), Team("Team 99", 1), *fewer[:-1]]  # one more at the top, the oldest gone
    model.set_rows(newest)
    assert heard == [("removed", 9, 9), ("inserted", 0, 0)] and model.rows == newest
    assert [model.row_at(i.row()).name for i in view.selectionModel().selectedRows()] == ["Team 06"]
    fewer = newest
    heard.clear()
    model.set_rows(list(reversed(fewer)))  # the same teams in another order: the model is reset
    assert heard == ["reset"]
    qtmodeltester.check(model)


def test_rows_inserted_and_removed_in_many_places_are_shown_by_one_reset(qtbot):
    from cardnight_desk.gui.table_model import MOST_RUNS

    model = KeyedTeamsModel()
    heard = told(model)
    model.set_rows([Team(f"Team {n:04d}", n) for n in range(0, 4 * MOST_RUNS, 2)])
    model.set_rows([Team(f"Team {n:04d}", n) for n in range(0, 4 * MOST_RUNS)])  # one between each two
    assert heard == ["reset", "reset"] and model.rowCount() == 4 * MOST_RUNS
