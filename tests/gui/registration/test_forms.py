"""The player form asks when a new player has the name of one already in the event, born another day: someone
else is registered as a new player; the same person is shown and nothing is registered; cancelling keeps what
was typed."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtWidgets import QMessageBox

from cardnight_desk.gui.registration.area import RegistrationArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.registration import PlayerDetails


@pytest.fixture
def desk(tmp_path):
    d = Desk.create(
        str(tmp_path / "night.cardnight"), "Diwali Cards Night", dt.date.today() + dt.timedelta(days=30)
    )
    add_competition(d, "Rummy", "rummy", {"capacity": 40})
    reg.register_player(d, "Rummy", PlayerDetails("Asha Patel", dt.date(1980, 5, 2), eligible=True))
    yield d
    d.close()


@pytest.fixture
def area(qtbot, desk):
    signals = DeskSignals()
    widget = RegistrationArea(desk, signals)
    widget.signals_ref = signals  # keep the signals alive with the widget
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    return widget


def _answer(monkeypatch, button) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def _type(form) -> None:
    form.name_edit.setText("asha patel")
    form.born_edit.setText("1990-07-09")
    form.eligible_box.setChecked(True)
    form.competitions.set_checked("Rummy")


def test_someone_else_of_the_same_name_is_registered_as_a_new_player(qtbot, area, desk, monkeypatch):
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    form = area.player_form
    _type(form)
    assert form.submit()
    assert len(asked) == 1 and "Is this player 1?" in asked[0]
    numbers = sorted(p.number for p in reg.list_players(desk))
    assert numbers == [1, 2]
    assert "is player 2" in form.message.text


def test_the_same_person_is_shown_and_not_registered_again(qtbot, area, desk, monkeypatch):
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    form = area.player_form
    _type(form)
    assert not form.submit()
    assert len(reg.list_players(desk)) == 1
    assert "player 1" in form.message.text and "date of birth" in form.message.text
    assert form.name_edit.text() == "asha patel" and form.born_edit.text() == "1990-07-09"
    assert area.selected_player().number == 1


def test_cancelling_registers_nothing_and_keeps_what_was_typed(qtbot, area, desk, monkeypatch):
    _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    form = area.player_form
    _type(form)
    assert not form.submit()
    assert len(reg.list_players(desk)) == 1
    assert form.name_edit.text() == "asha patel" and form.born_edit.text() == "1990-07-09"
    assert form.competitions.checked() == ["Rummy"]
