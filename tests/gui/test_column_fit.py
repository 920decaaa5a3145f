"""Columns fitted to their text from the model, every row of it (Qt's own fitting looks at a thousand rows)."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtWidgets import QHeaderView, QTableView

from cardnight_desk.gui.column_fit import fit_columns, text_width
from cardnight_desk.gui.table_model import RowsModel

LONGEST = "Sree Narayana Cultural Association of Leicester, Team 1500"


class Entrants(RowsModel):
    COL_NUMBER, COL_NAME, COL_NOTE = range(3)
    HEADERS = ("A rather long heading", "Name", "Note")

    def cell(self, row: tuple[int, str], column: int) -> object:
        number, name = row
        return number if column == self.COL_NUMBER else name if column == self.COL_NAME else None


def view_of(qtbot, model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.resize(900, 400)
    qtbot.addWidget(view)
    view.show()
    return view


def entrants(count: int) -> Entrants:
    model = Entrants()
    model.set_rows([(n, LONGEST if n == count else f"Team {n}") for n in range(1, count + 1)])
    return model


def test_every_row_is_measured_even_the_last_of_fifteen_hundred(qtbot):
    view = view_of(qtbot, entrants(1500))
    view.horizontalHeader().setSectionResizeMode(Entrants.COL_NOTE, QHeaderView.ResizeMode.Stretch)
    fit_columns(view)
    width = view.fontMetrics().horizontalAdvance(LONGEST)
    assert view.columnWidth(Entrants.COL_NAME) >= width  # the longest name is the last row
    assert view.columnWidth(Entrants.COL_NAME) < width + 40
    header = view.horizontalHeader()
    assert view.columnWidth(Entrants.COL_NUMBER) == header.sectionSizeHint(Entrants.COL_NUMBER)  # its heading
    view.resizeColumnsToContents()  # Qt's own fitting looks at the first thousand rows only
    assert view.columnWidth(Entrants.COL_NAME) < width


def test_the_widths_are_never_narrower_than_qts_own_fitting(qtbot):
    view = view_of(qtbot, entrants(40))
    fit_columns(view)
    ours = [view.columnWidth(c) for c in range(3)]
    view.resizeColumnsToContents()
    assert all(mine >= view.columnWidth(c) for c, mine in enumerate(ours))


def test_a_sorting_proxy_is_seen_through_and_skipped_columns_are_left(qtbot):
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(entrants(10))
    view = view_of(qtbot, proxy)
    view.setColumnWidth(Entrants.COL_NOTE, 77)
    fit_columns(view, skip={Entrants.COL_NOTE})
    assert view.columnWidth(Entrants.COL_NAME) >= text_width(view, [LONGEST])
    assert view.columnWidth(Entrants.COL_NOTE) == 77
