"""The rummy sheet does not move under the pen: the cells are where they were before typing began, while the
running totals, the notes and the summary come and go (issue: a value clicked into one player's cell landed in
another player's column)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.scores.builders import open_sheet, player_round, players

NAMES = ["Anu", "Balakrishnan", "Chris", "Devi"]
# a whole sheet as the volunteer types it, deal by deal: a note comes and goes (Chris's "5x" is a typing slip
# fixed at once), totals appear, Balakrishnan goes out after deal 3 (RU-7), the summary grows
DEALS = [
    {"Anu": "w", "Balakrishnan": "70", "Chris": "5x", "Devi": "f"},
    {"Anu": "35", "Balakrishnan": "m", "Chris": "w", "Devi": "m"},
    {"Anu": "m", "Balakrishnan": "40", "Chris": "20", "Devi": "w"},
    {"Anu": "w", "Chris": "f", "Devi": "60"},
    {"Anu": "25", "Chris": "w", "Devi": "m"},
]
FIXED = {(0, "Chris"): "5"}


@pytest.mark.parametrize(
    ("settings", "height"),
    [
        ({"max_deals": 6, "target": 150}, 768),
        ({"target": 150}, 560),  # twelve deals in the room the main window leaves: the sheet scrolls
    ],
)
def test_rummy_cells_stay_where_they_were_while_a_whole_sheet_is_typed(qtbot, desk, settings, height):
    players(desk, "Rummy", "rummy", NAMES, settings=settings)
    player_round(desk, "Rummy", 1, [NAMES])
    area = open_sheet(qtbot, desk, "1-1-1")
    area.resize(1366, height)
    qtbot.wait(50)
    form = area.panel.form
    # where each cell is on the screen before anything is typed, in the area's coordinates
    where = {
        (index, name): row["cells"][name].mapTo(area, row["cells"][name].rect().center())
        for index, row in enumerate(form.rows[: len(DEALS)])
        for name in NAMES
    }

    def type_at(spot: QPoint, text: str) -> None:
        widget = area.childAt(spot)  # whatever is under the pen now
        assert widget is not None
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.mapFrom(area, spot))
        focus = QApplication.focusWidget()
        qtbot.keyClicks(focus, text)

    for index, deal in enumerate(DEALS):
        for name, text in deal.items():
            type_at(where[(index, name)], text)
            if (index, name) in FIXED:
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)

    typed = {
        (index, name): form.rows[index]["cells"][name].text() for index in range(len(DEALS)) for name in NAMES
    }
    wanted = {
        (index, name): FIXED.get((index, name), DEALS[index].get(name, ""))
        for index in range(len(DEALS))
        for name in NAMES
    }
    assert typed == wanted
    assert form.valid, form.errors
    # and the sheet shows what the desk worked out meanwhile
    assert form.rows[2]["totals"]["Balakrishnan"].text() == "160"
    assert form.rows[3]["totals"]["Balakrishnan"].text() == "out"
    for spot_key, spot in where.items():  # nothing moved at all
        index, name = spot_key
        cell = form.rows[index]["cells"][name]
        assert cell.mapTo(area, cell.rect().center()) == spot, spot_key
