"""The column forms (Bhukhar, Bukharo) do not move under the pen either: a field clicked where it was seen before
typing began is the one typed into, while the rules' notes come and go (they are listed at the foot of the form,
naming team and row, the field framed in red)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.scores.builders import bhukhar_game, event, open_sheet, team_round, teams

# typed in the order a volunteer reads the paper: the counts first (which the rules question until the licence
# is ticked), then the ticks
COUNTS = ("closed.sequence", "closed.high_set", "closed.low_set", "table_cards.low", "table_cards.high",
          "hand_cards.low", "hand_cards.high")  # fmt: skip
TICKS = ("licence", "licence_first", "bhukhar", "closed_game")


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    yield d
    d.close()


def test_bhukhar_fields_stay_where_they_were_while_the_sheet_is_typed(qtbot, desk):
    teams(desk, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(desk, "League", 1, [("Lions", "Tigers")])
    area = open_sheet(qtbot, desk, "1-1-1")
    area.resize(1366, 768)
    qtbot.wait(50)
    form = area.panel.form
    where = {path: w.mapTo(area, w.rect().center()) for path, w in form.fields.items()}
    wanted = bhukhar_game("Lions", "Tigers")["teams"]

    def click(spot: QPoint) -> None:
        widget = area.childAt(spot)
        assert widget is not None
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.mapFrom(area, spot))
        qtbot.wait(20)  # a person's pace: the form has caught up (its select-all, its layout) before the keys

    noted = False
    for team in ("Lions", "Tigers"):
        for key in COUNTS:
            group, name = key.split(".")
            click(where[f"teams.{team}.{key}"])
            qtbot.keyClicks(QApplication.focusWidget(), str(wanted[team][group][name]))
            qtbot.wait(20)
            noted = noted or bool(form.errors)
        for key in TICKS:
            if wanted[team][key]:
                click(where[f"teams.{team}.{key}"])
    assert noted  # notes came and went meanwhile
    for team in ("Lions", "Tigers"):
        assert form.entrant(team) | {"natodiu": False} == {**wanted[team], "natodiu": False}, team
    assert form.valid, form.errors
    moved = [path for path, w in form.fields.items() if w.mapTo(area, w.rect().center()) != where[path]]
    assert moved == []
