"""The Bukharo form, typed into for real: a table of three individuals (ruling BK-3), errors beside the box,
the score per side and the standings it makes."""

from __future__ import annotations

from cardnight_desk.gui.standings.area import StandingsArea
from tests.gui.games.sheet_boxes import desk_form, form_fields, layout_fields
from tests.gui.scores.builders import open_sheet, player_round, players


def test_bk_bukharo_table_of_three_individuals(qtbot, qtmodeltester, desk):
    players(desk, "Bukharo", "bukharo", ["Asha", "Ben", "Chandra"])
    player_round(desk, "Bukharo", 1, [["Asha", "Ben", "Chandra"]])
    area = open_sheet(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert form.entrants == ["Asha", "Ben", "Chandra"]
    for name in ("Asha", "Ben"):
        form.fields[f"sides.{name}.passport"].setChecked(True)
    form.fields["sides.Asha.sequences7.pure"].setValue(1)
    form.fields["sides.Asha.group_cards.high"].setValue(5)
    form.fields["sides.Asha.first_bukharo"].setChecked(True)
    form.fields["sides.Asha.second_bukharo"].setChecked(True)
    form.fields["sides.Ben.hand_cards.aces"].setValue(1)
    form.fields["sides.Chandra.hand_cards.high"].setValue(4)
    form.fields["sides.Chandra.group_cards.low"].setValue(2)  # BK-4: no passport, no groups
    assert "no passport" in form.error_text("sides.Chandra.group_cards.low")
    form.fields["sides.Chandra.group_cards.low"].setValue(0)
    assert form.valid, form.errors
    assert form.totals["Asha"].text() == "<b>Score 400</b>"  # 150 + 5 x 10 + 100 + 100 (BK-1, BK-2, BK-5)
    assert area.panel.save_and_confirm()
    standings = StandingsArea(desk, area.signals)
    qtbot.addWidget(standings)
    qtmodeltester.check(standings.model)
    rows = [[standings.model.data(standings.model.index(r, c)) for c in range(4)] for r in range(3)]
    assert rows == [["1", "Asha", 1, 400], ["2", "Ben", 1, -20], ["3", "Chandra", 1, -40]]


def test_the_form_asks_for_the_printed_sheets_boxes(qtbot):
    assert form_fields(desk_form(qtbot, "bukharo")) == layout_fields("bukharo")
