"""A judge's penalty given at this desk shows on the open sheet at once: the penalty in words and the total with
it, with no word of another desk (there is none), and the sheet can still be saved."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui.judge_dialogs import PenaltyDialog, PenaltyRequest
from cardnight_desk.gui.scores.area import ScoresArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import judges
from tests.gui.scores.builders import bhukhar_game, event, team_round, teams

PIN = "2468"


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(d, "League", 1, [("Lions", "Tigers")])
    judges.set_pin(d, PIN)
    yield d
    d.close()


def _give_penalty(area: ScoresArea, monkeypatch) -> None:
    request = PenaltyRequest("Tigers", 50, "19.3", "asked card count out of turn", "Mr Shah", PIN)
    monkeypatch.setattr(PenaltyDialog, "get_penalty", classmethod(lambda cls, *a: (request, True)))
    area.panel.penalty_button.click()
    QApplication.processEvents()  # the areas catch up with the change, as after any save


@pytest.mark.parametrize("confirm", [False, True])
def test_the_sheet_shows_the_judges_penalty_and_the_new_total(qtbot, desk, monkeypatch, confirm):
    area = ScoresArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    area.sheet_number_edit.setText("1-1-1")
    assert area.open_sheet_number()
    panel = area.panel
    panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert panel.save_and_confirm() if confirm else panel.save()
    assert panel.form.totals["Lions"].text().startswith("<b>Score 650")
    _give_penalty(area, monkeypatch)
    assert panel.form.totals["Lions"].text().startswith("<b>Score 700")  # BH-6: the opponents get the 50
    shown = panel.penalties_line.text()
    assert (
        "50 points to Lions, the opponents of Tigers — rule 19.3, BH-6" in shown
        and panel.penalties_line.isVisible()
    )
    assert "another desk" not in panel.status.text()
    area.refresh()  # any later catching up says nothing of another desk either
    panel.refresh_status()
    assert "another desk" not in panel.status.text()
    if not confirm:  # the draft saves again, without a quarrel with itself
        panel.form.fields["teams.Lions.hand_cards.low"].setValue(3)
        assert panel.save() and "another desk" not in panel.last_message
        assert panel.form.totals["Lions"].text().startswith("<b>Score 695")


def test_a_sheet_opened_after_a_penalty_shows_it(qtbot, desk, monkeypatch):
    area = ScoresArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    area.sheet_number_edit.setText("1-1-1")
    assert area.open_sheet_number()
    _give_penalty(area, monkeypatch)  # before any sheet is stored
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert area.panel.form.totals["Lions"].text().startswith("<b>Score 700")
    area.sheet_number_edit.setText("1-1-1")
    assert area.open_sheet_number()  # opened again: still there
    assert "rule 19.3" in area.panel.penalties_line.text()
