"""Judges at the desk (EV-4): penalties need the PIN, confirmed sheets change only through a judge, the PIN is
set and changed through its dialog; and double entry, where the desk shows the differences until two blind
entries agree."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui import i18n
from cardnight_desk.gui.judge_dialogs import (
    JudgeAuthority,
    JudgeAuthorityDialog,
    PenaltyDialog,
    PenaltyRequest,
    PinChange,
    PinDialog,
)
from cardnight_desk.gui.scores.area import ScoresArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings.area import StandingsArea
from cardnight_desk.services import history, judges, scores
from tests.gui.scores.builders import bhukhar_game, event, team_round, teams

PIN = "2468"


def _area(qtbot, desk) -> ScoresArea:
    area = ScoresArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    return area


def _open(area: ScoresArea, number: str) -> None:
    area.sheet_number_edit.setText(number)
    assert area.open_sheet_number()


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(d, "League", 1, [("Lions", "Tigers")])
    yield d
    d.close()


@pytest.fixture
def double_desk(tmp_path):
    d = event(str(tmp_path / "double.cardnight"), who="Asha")
    teams(d, "League", "bhukhar", ["Lions", "Tigers"], settings={"double_entry": True})
    team_round(d, "League", 1, [("Lions", "Tigers")])
    yield d
    d.close()


def _penalty(monkeypatch, pin: str, points: int = 50, rule: str = "19.3") -> None:
    request = PenaltyRequest("Tigers", points, rule, "asked card count out of turn", "Mr Shah", pin)
    monkeypatch.setattr(PenaltyDialog, "get_penalty", classmethod(lambda cls, *a: (request, True)))


def test_ev4_penalty_without_the_pin_is_refused(qtbot, desk, monkeypatch):
    area = _area(qtbot, desk)
    _open(area, "1-1-1")
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert area.panel.save_and_confirm()
    judges.set_pin(desk, PIN)
    _penalty(monkeypatch, pin="")
    assert not area.panel.penalty()
    assert "Penalty not given" in area.panel.last_message and "judge PIN" in area.panel.last_message
    _penalty(monkeypatch, pin="1111")
    assert not area.panel.penalty()
    assert "wrong judge PIN" in area.panel.last_message
    assert history.list_changes(desk, action_prefix="penalty") == []
    standings = StandingsArea(desk, area.signals)
    qtbot.addWidget(standings)
    assert standings.model.data(standings.model.index(0, 5)) == 650
    _penalty(monkeypatch, pin=PIN)
    assert area.panel.penalty()
    assert area.panel.last_message == (
        "Penalty recorded: 50 points to Lions, the opponents of Tigers — rule 19.3, BH-6."
    )
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert standings.model.data(standings.model.index(0, 5)) == 700  # BH-6: awarded to Lions, refreshed
    change = history.list_changes(desk, action_prefix="penalty")[0]
    assert change.who == "Mr Shah" and "rule 19.3" in change.summary


@pytest.mark.parametrize("code", ["pa", "gu", "ml", "hi"])
def test_the_penalty_message_is_in_the_desks_language(qtbot, qapp, desk, monkeypatch, code):
    judges.set_pin(desk, PIN)
    try:
        i18n.install_language(qapp, code)
        area = _area(qtbot, desk)
        _open(area, "1-1-1")
        _penalty(monkeypatch, pin=PIN)
        assert area.panel.penalty()
        said = area.panel.last_message
        for name in ("Lions", "Tigers", "19.3", "BH-6"):
            assert name in said
        english = re.findall(r"[A-Za-z]+", said)
        assert set(english) <= {"Lions", "Tigers", "BH"}, said  # no English words left
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
    change = history.list_changes(desk, action_prefix="penalty")[0]  # the history keeps the English sentence
    assert "50 points to Lions, the opponents of Tigers — rule 19.3, BH-6" in change.summary


def test_the_real_penalty_dialog_fills_the_points_of_a_fixed_rule(qtbot):
    from cardnight_desk.domain.games.bhukhar.sheets import PENALTY_RULES

    dialog = PenaltyDialog(["Lions", "Tigers"], PENALTY_RULES)
    qtbot.addWidget(dialog)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert "rule number" in dialog.error_label.text() and dialog.result() != dialog.DialogCode.Accepted
    dialog.entrant_combo.setCurrentText("Tigers")
    dialog.rule_combo.setCurrentText("19.1")
    assert dialog.points_spin.value() == 100  # an incorrect licence (rule 19.1)
    qtbot.keyClicks(dialog.judge_edit, "Mr Shah")
    qtbot.keyClicks(dialog.pin_edit, PIN)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.request() == PenaltyRequest("Tigers", 100, "19.1", "", "Mr Shah", PIN)


def test_ev4_confirmed_sheet_changes_only_through_a_judge(qtbot, desk, monkeypatch):
    judges.set_pin(desk, PIN)
    scores.enter_sheet(desk, "League", 1, "1", bhukhar_game("Lions", "Tigers"), confirm=True)
    area = _area(qtbot, desk)
    _open(area, "1-1-1")
    panel = area.panel
    assert not panel.form.isEnabled() and not panel.save_button.isEnabled()
    assert "Only a judge" in panel.status.text()
    panel.judge_button.click()
    assert panel.form.isEnabled() and panel.save_button.isEnabled()
    panel.form.fields["teams.Tigers.hand_cards.low"].setValue(9)
    asked = []

    def authority(cls, parent, what, pin=PIN):
        asked.append(what)
        return JudgeAuthority("Mrs Rao", pin, "miscounted hand"), True

    monkeypatch.setattr(
        JudgeAuthorityDialog, "get_authority", classmethod(lambda c, *a: authority(c, *a, pin="0"))
    )
    assert not panel.save()
    assert (
        "wrong judge PIN" in panel.last_message
        and panel.form.fields["teams.Tigers.hand_cards.low"].value() == 9
    )
    monkeypatch.setattr(JudgeAuthorityDialog, "get_authority", classmethod(authority))
    assert panel.save()
    assert "EV-4" in asked[0]
    info = scores.get_sheet(desk, "League", 1, "1")
    assert info.status == "confirmed" and info.sheet["teams"]["Tigers"]["hand_cards"]["low"] == 9
    change = history.list_changes(desk, action_prefix="sheet.judge_edit")[0]
    assert (change.who, change.why) == ("Mrs Rao", "miscounted hand")
    assert not panel.form.isEnabled()


def test_judge_pin_is_set_and_changed_through_its_dialog(qtbot, desk, monkeypatch):
    area = _area(qtbot, desk)
    monkeypatch.setattr(
        PinDialog, "get_pin_change", classmethod(lambda c, p, had: (PinChange(None, PIN), True))
    )
    assert area.change_pin() and judges.has_pin(desk)
    monkeypatch.setattr(
        PinDialog, "get_pin_change", classmethod(lambda c, p, had: (PinChange("0000", "9999"), had))
    )
    assert not area.change_pin()
    assert "wrong judge PIN" in area.notice.text()
    monkeypatch.setattr(
        PinDialog, "get_pin_change", classmethod(lambda c, p, had: (PinChange(PIN, "9999"), had))
    )
    assert area.change_pin()
    judges.check_pin(desk, "9999")


def test_the_real_pin_dialog_wants_the_new_pin_twice(qtbot):
    dialog = PinDialog(has_pin=True)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.old_edit, "2468")
    qtbot.keyClicks(dialog.new_edit, "1357")
    qtbot.keyClicks(dialog.again_edit, "1358")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert "not the same" in dialog.error_label.text()
    dialog.again_edit.setText("1357")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.change() == PinChange("2468", "1357")


def test_double_entry_shows_the_differences_until_the_two_entries_agree(qtbot, double_desk):
    first = _area(qtbot, double_desk)
    _open(first, "1-1-1")
    assert not first.panel.confirm_button.isVisible()
    first.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert first.panel.save()
    assert "needs a second, blind entry" in first.panel.last_message
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert first.model.data(first.model.index(0, 3)) == "first entry in"
    assert scores.get_sheet(double_desk, "League", 1, "1").status == "draft"

    double_desk.who = "Ben"
    second = _area(qtbot, double_desk)
    _open(second, "1-1-1")
    form = second.panel.form
    assert form.sheet() != bhukhar_game("Lions", "Tigers")  # blind: the first entry is not shown
    assert "without looking at the first" in second.panel.status.text()
    form.load(bhukhar_game("Lions", "Tigers", hand_low=3))
    assert not second.panel.save()
    assert form.marked == {"teams.Lions.hand_cards.low"}
    assert "first entry 2, this entry 3" in second.panel.differences.text()
    assert "differ at 1 field" in second.panel.last_message
    assert second.panel.replace_button.isVisible()
    assert scores.get_sheet(double_desk, "League", 1, "1").status == "draft"
    field = form.fields["teams.Lions.hand_cards.low"]
    field.setValue(2)  # checked against the paper: the first entry was right
    assert form.marked == set()
    assert second.panel.save()
    assert second.panel.last_message == "Both entries agree: the sheet is confirmed."
    assert scores.get_sheet(double_desk, "League", 1, "1").status == "confirmed"
    assert not form.isEnabled()


def test_double_entry_the_paper_can_prove_the_first_entry_wrong(qtbot, double_desk):
    first = _area(qtbot, double_desk)
    _open(first, "1-1-1")
    first.panel.form.load(bhukhar_game("Lions", "Tigers"))
    first.panel.save()
    second = _area(qtbot, double_desk)
    _open(second, "1-1-1")
    second.panel.form.load(bhukhar_game("Lions", "Tigers", hand_low=3))
    second.panel.save()
    assert second.panel.replace_first()
    assert "needs another blind entry" in second.panel.last_message
    stored = scores.get_sheet(double_desk, "League", 1, "1")
    assert stored.status == "draft" and stored.sheet["teams"]["Lions"]["hand_cards"]["low"] == 3
    third = _area(qtbot, double_desk)
    _open(third, "1-1-1")
    third.panel.form.load(bhukhar_game("Lions", "Tigers", hand_low=3))
    assert third.panel.save() and scores.get_sheet(double_desk, "League", 1, "1").status == "confirmed"


def test_the_first_entry_saved_again_from_its_own_form_is_corrected_not_confirmed(qtbot, double_desk):
    area = _area(qtbot, double_desk)
    _open(area, "1-1-1")
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    area.panel.save()
    assert area.panel.save()  # the same form again: no self-agreement
    assert "corrected" in area.panel.last_message
    assert scores.get_sheet(double_desk, "League", 1, "1").status == "draft"


def test_the_real_judge_dialog_needs_a_reason(qtbot):
    def fill(dialog: JudgeAuthorityDialog):
        dialog.judge_edit.setText("Mrs Rao")
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert "why" in dialog.error_label.text().lower()
        dialog.why_edit.setText("sheet misread")
        dialog.pin_edit.setText(PIN)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    def poll():
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, JudgeAuthorityDialog) and widget.isVisible():
                fill(widget)
                return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    authority, ok = JudgeAuthorityDialog.get_authority(None, "Changing a confirmed sheet")
    assert ok and authority == JudgeAuthority("Mrs Rao", PIN, "sheet misread")


@pytest.mark.parametrize("code", ["en", "ml"])
def test_before_a_table_is_chosen_the_sheet_box_says_what_to_do_first(qtbot, qapp, desk, code):
    """Not an empty box: the steps to a sheet (competition and round, a table or its sheet number, then save),
    in the desk's language; the table's form takes their place when a table is opened."""
    from PySide6.QtWidgets import QLabel

    from cardnight_desk.gui.sheet_forms.base import SheetForm

    try:
        i18n.install_language(qapp, code)
        area = _area(qtbot, desk)
        steps = area.panel.scroll.widget()
        assert isinstance(steps, QLabel) and steps.isVisible() and steps.wordWrap()
        text = steps.text()
        english = "Choose the competition and the round" in text
        assert english == (code == "en")
        assert text.count("<li>") == 3 and len(text) > 200
        area.choose("League", 1)
        area.open_table(area.model.row_at(0))
        assert isinstance(area.panel.scroll.widget(), SheetForm)
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
