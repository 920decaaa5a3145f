"""The players' table sorts its own rows, each row's key worked out once: numbers as numbers, names as the desk
compares them, a stable sort, the chosen row kept chosen, the order kept when the rows are read again."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from cardnight_desk.gui.registration.models import PlayersFilter, PlayersModel, sort_key
from cardnight_desk.services.registration_model import Entry, PlayerInfo

ASC, DESC = Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder


def player(number: int, name: str, born: dt.date | None = None, team: str = "") -> PlayerInfo:
    entries = (Entry("League", team, ""),) if team else ()
    return PlayerInfo(number, name, born, "", "", "", True, None, entries)


PLAYERS = [
    player(10, "Ėva Patel", dt.date(1990, 1, 1), "Lions"),
    player(9, "asha Shah", None, "Lions"),
    player(11, "Bina Rao", dt.date(1985, 5, 5), "Tigers"),
    player(2, "Chetan", dt.date(1990, 1, 1)),
]


def table(qtbot) -> tuple[QTableView, PlayersModel, PlayersFilter]:
    model, proxy, view = PlayersModel(), PlayersFilter(), QTableView()
    proxy.setSourceModel(model)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    qtbot.addWidget(view)
    model.set_rows(PLAYERS)
    return view, model, proxy


def shown(proxy: PlayersFilter, column: int = PlayersModel.COL_NUMBER) -> list[str]:
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def test_numbers_sort_as_numbers_and_names_as_the_desk_compares_them(qtbot):
    view, _, proxy = table(qtbot)
    view.sortByColumn(PlayersModel.COL_NUMBER, ASC)
    assert shown(proxy) == ["2", "9", "10", "11"]  # not "10" before "2"
    view.sortByColumn(PlayersModel.COL_NAME, ASC)
    assert shown(proxy, PlayersModel.COL_NAME) == ["asha Shah", "Bina Rao", "Chetan", "Ėva Patel"]
    view.sortByColumn(PlayersModel.COL_NUMBER, DESC)
    assert shown(proxy) == ["11", "10", "9", "2"]
    assert proxy.sortColumn() == -1  # the proxy keeps the model's order: it only filters


def test_rows_level_on_the_column_keep_their_order_either_way(qtbot):
    view, _, proxy = table(qtbot)
    view.sortByColumn(PlayersModel.COL_NUMBER, ASC)
    view.sortByColumn(PlayersModel.COL_BORN, ASC)
    assert shown(proxy) == ["9", "11", "2", "10"]  # no date first; 2 and 10 share a birthday
    view.sortByColumn(PlayersModel.COL_NUMBER, ASC)
    view.sortByColumn(PlayersModel.COL_BORN, DESC)
    assert shown(proxy) == ["2", "10", "11", "9"]


def test_the_chosen_player_stays_chosen_and_rows_read_again_keep_the_order(qtbot):
    view, model, proxy = table(qtbot)
    view.sortByColumn(PlayersModel.COL_NUMBER, ASC)
    view.selectRow(1)  # player 9
    view.sortByColumn(PlayersModel.COL_NUMBER, DESC)
    (chosen,) = view.selectionModel().selectedRows()
    assert model.row_at(proxy.mapToSource(chosen).row()).number == 9 and chosen.row() == 2
    model.set_rows([*PLAYERS, player(5, "Dev")])
    assert shown(proxy) == ["11", "10", "9", "5", "2"]
    proxy.set_text("lions")
    assert shown(proxy) == ["10", "9"]


def test_a_sort_key_orders_numbers_before_text_and_never_compares_across_kinds():
    values = ["b", 3, None, "", 1.5, dt.date(2026, 1, 1), True]
    assert sorted(values, key=sort_key) == [True, 1.5, 3, "", "b", dt.date(2026, 1, 1), None]
