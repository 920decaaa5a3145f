"""What the Event area's table and its row of buttons are made of draws without Qt's namespace of enumerations:
PySide6 builds all ninety-odd of them (30-45 ms, a tenth of a bare window's start) the first time one is handed
to Python, and an event's first tab is drawn before anything else of the desk (gui.flow_layout,
gui.table_model's ItemRowsModel, gui.event.wrapped_cells)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from cardnight_desk.gui.flow_layout import FlowLayout, FlowRow

# a table of wrapped settings under a row of buttons, as the Event area has them, shown and drawn with its first
# row chosen (the selection's colours); prints whether Qt's namespace was built, and the rows' heights
FIRST_PAINT = """
import json
from PySide6 import QtCore
from PySide6.QtWidgets import QApplication, QHeaderView, QPushButton, QTableView, QVBoxLayout, QWidget
from cardnight_desk.gui.event.wrapped_cells import WrappedCells
from cardnight_desk.gui.flow_layout import FlowRow
from cardnight_desk.gui.table_model import ItemRowsModel

class Settings(ItemRowsModel):
    HEADERS = ("Competition", "Settings")
    def cell(self, row, column):
        return row if column == 0 else "; ".join([f"{row}: a setting in words (EV-{n})" for n in range(12)])
    def tooltip(self, row, column):
        return row if column == 1 else None

app = QApplication([])
page = QWidget()
page.resize(900, 500)
buttons = FlowRow()
for text in ("Add competition", "Rules", "Rename competition", "Close competition", "Rename the event"):
    buttons.addWidget(QPushButton(text))
model = Settings()
table = QTableView()
table.setModel(model)
table.horizontalHeader().setStretchLastSection(True)
table.setWordWrap(True)
table.setItemDelegateForColumn(1, WrappedCells(table))
table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
model.set_rows(["Bhukhar league", "Rummy cup"])
column = QVBoxLayout(page)
column.addLayout(buttons)
column.addWidget(table, 1)
page.show()
app.processEvents()
table.selectRow(0)
page.grab()
print(json.dumps(["Qt" in vars(QtCore), [table.rowHeight(r) for r in range(2)]]))
"""


def test_the_event_areas_table_and_buttons_draw_without_qts_namespace():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT], env=env, capture_output=True, text=True, timeout=120, check=True
    )
    built, heights = json.loads(done.stdout.splitlines()[-1])
    assert not built
    assert min(heights) > 3 * 14  # the settings wrapped over several lines


def test_a_flow_row_lays_out_as_a_flow_layout_and_only_the_layout_refuses_room(qtbot):
    """Side by side until the row is full, then on a new line, alike; FlowLayout never grows past its lines
    (Qt's flow layout example), FlowRow grows as any layout (beside a table that takes the room left)."""
    rows = []
    for kind in (FlowRow, FlowLayout):
        page = QWidget()
        qtbot.addWidget(page)
        layout = kind()
        buttons = [QPushButton(f"Button number {n}") for n in range(6)]
        for button in buttons:
            layout.addWidget(button)
        column = QVBoxLayout(page)
        column.addLayout(layout)
        column.addStretch(1)
        page.resize(400, 300)
        page.show()
        qtbot.waitExposed(page)
        rows.append([(b.x(), b.y(), b.width()) for b in buttons])
        assert len({b.y() for b in buttons}) > 1  # a second line rather than a wider window
        assert layout.heightForWidth(2000) < layout.heightForWidth(300)
    assert rows[0] == rows[1]
    assert int(FlowLayout().expandingDirections().value) == 0
    assert int(FlowRow().expandingDirections().value) == 3  # Qt's own: across and down


def test_a_settings_cell_is_painted_from_the_layout_it_was_measured_with(qtbot, laid_out_widths):
    """The text is laid out at the width it is painted in (the cell's, less the grid line and the margins) when
    its row is sized, and painted from that same layout: a repaint lays nothing out again."""
    from PySide6.QtWidgets import QHeaderView, QTableView

    from cardnight_desk.gui.event import wrapped_cells
    from cardnight_desk.gui.table_model import ItemRowsModel

    class Settings(ItemRowsModel):
        HEADERS = ("Competition", "Settings")

        def cell(self, row: str, column: int) -> str:
            return row if column == 0 else "; ".join(f"{row}: a setting in words (EV-{n})" for n in range(9))

    model = Settings()
    model.set_rows(["Bhukhar league", "Rummy cup"])
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    table.horizontalHeader().setStretchLastSection(True)
    table.setItemDelegateForColumn(1, wrapped_cells.WrappedCells(table))
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resize(700, 400)
    table.show()
    qtbot.waitExposed(table)
    table.viewport().grab()
    widths = laid_out_widths
    widths.clear()  # what the first paint laid out
    table.viewport().grab()  # painted again: from the layouts already made
    assert widths == []
    table.selectRow(0)
    table.viewport().grab()  # the chosen row's text in the selection's colour, at the same width
    cell = table.visualRect(model.index(0, 1)).width()
    assert widths == [cell - 2 * wrapped_cells.MARGIN_X]
