"""Penalty lines on a sheet need a judge (EV-4): saving such a sheet asks for the judge's name and PIN and
enters it under the judge, each penalty kept in the history; cancelling saves nothing and keeps the form."""

from __future__ import annotations

import pytest

from cardnight_desk.gui.judge_dialogs import JudgeAuthority, SheetJudgeDialog
from cardnight_desk.services import history, judges, scores
from tests.gui.scores.builders import bhukhar_game, event, open_sheet, team_round, teams

PIN = "2468"
FOUL = {"team": "Tigers", "points": 50, "rule": "19.3", "note": "asked the card count out of turn"}


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(d, "League", 1, [("Lions", "Tigers")])
    judges.set_pin(d, PIN)
    yield d
    d.close()


def _judge(monkeypatch, answer: tuple[JudgeAuthority, bool]) -> list[str]:
    asked: list[str] = []

    def get_judge(cls, parent, what):
        asked.append(what)
        return answer

    monkeypatch.setattr(SheetJudgeDialog, "get_judge", classmethod(get_judge))
    return asked


def _with_penalty():
    return bhukhar_game("Lions", "Tigers") | {"penalties": [FOUL]}


def test_a_sheet_with_a_penalty_line_asks_for_the_judge_and_keeps_the_penalty(qtbot, desk, monkeypatch):
    area = open_sheet(qtbot, desk, "1-1-1")
    panel = area.panel
    panel.form.load(_with_penalty())
    asked = _judge(monkeypatch, (JudgeAuthority("Mr Shah", PIN, ""), True))
    assert panel.save()
    assert len(asked) == 1 and "EV-4" in asked[0]
    info = scores.get_sheet(desk, "League", 1, "1")
    assert info.sheet["penalties"] == [FOUL]
    given = history.list_changes(desk, action_prefix="penalty")
    assert len(given) == 1 and given[0].who == "Mr Shah" and "rule 19.3" in given[0].summary
    assert "Saved as a draft" in panel.last_message


def test_a_wrong_pin_saves_nothing(qtbot, desk, monkeypatch):
    area = open_sheet(qtbot, desk, "1-1-1")
    panel = area.panel
    panel.form.load(_with_penalty())
    _judge(monkeypatch, (JudgeAuthority("Mr Shah", "1111", ""), True))
    assert not panel.save()
    assert "wrong judge PIN" in panel.last_message
    assert scores.get_sheet(desk, "League", 1, "1") is None


def test_cancelling_the_judge_stores_nothing_and_keeps_the_form(qtbot, desk, monkeypatch):
    area = open_sheet(qtbot, desk, "1-1-1")
    panel = area.panel
    panel.form.load(_with_penalty())
    asked = _judge(monkeypatch, (JudgeAuthority("", "", ""), False))
    assert not panel.save(confirm=True)
    assert len(asked) == 1
    assert scores.get_sheet(desk, "League", 1, "1") is None
    assert history.list_changes(desk, action_prefix="penalty") == []
    assert "Not saved" in panel.last_message
    assert panel.form.sheet()["penalties"] == [FOUL]


def test_a_sheet_without_penalties_asks_no_judge(qtbot, desk, monkeypatch):
    area = open_sheet(qtbot, desk, "1-1-1")
    asked = _judge(monkeypatch, (JudgeAuthority("Mr Shah", PIN, ""), True))
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert area.panel.save()
    assert asked == []


def test_the_real_dialog_asks_the_judge_and_pin_but_no_reason(qtbot):
    dialog = SheetJudgeDialog("penalties")
    qtbot.addWidget(dialog)
    assert dialog.missing()
    dialog.judge_edit.setText("Mr Shah")
    dialog.pin_edit.setText(PIN)
    assert dialog.missing() == ""
    assert dialog.authority() == JudgeAuthority("Mr Shah", PIN, "")
