"""Nothing typed is lost without being asked: closing the event, opening another and quitting the desk ask
first when a score sheet, a player or a team is typed and not saved, No (keep the event open) being the default
answer; with nothing typed, nothing is asked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardnight_desk.gui import modal
from cardnight_desk.gui.main_window import MainWindow
from tests.gui.scores.builders import bhukhar_game, event, team_round, teams
from tests.gui.scores.test_area import scan


@pytest.fixture
def night(tmp_path):
    target = tmp_path / "night.cardnight"
    desk = event(str(target))
    teams(desk, "League", "bhukhar", ["Lions", "Tigers", "Bears", "Wolves"])
    team_round(desk, "League", 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    desk.close()
    return target


@pytest.fixture
def window(qtbot, night, monkeypatch):
    window = MainWindow()  # closed here, not by qtbot: what a test left typed would be asked about
    window.resize(1366, 768)
    window.show()
    assert window.open_event(str(night))
    yield window
    monkeypatch.setattr(modal, "confirm", lambda *a: True)  # what a test left typed goes with it
    window.close()
    window.deleteLater()


def answer_when_asked(button: str, asked: list[str]) -> None:
    """Press ``button`` ("Cancel", or the destructive answer's words) on the next question shown, noting its
    text in ``asked``."""

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                asked.append(widget.text())
                chosen = next(b for b in widget.buttons() if b.text().replace("&", "") == button)
                chosen.click()
                return
        QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def type_in_sheet(qtbot, window: MainWindow, number: str, box: str, value: str) -> None:
    area = window.event_view.show_area("Scores")
    scan(qtbot, area, number)
    count = area.panel.form.fields[box]
    count.setFocus()
    qtbot.keyClicks(count, value)


def test_a_sheet_typed_and_not_saved_is_asked_about_before_the_event_closes_or_the_desk_quits(
    qtbot, window, night
):
    type_in_sheet(qtbot, window, "1-1-1", "teams.Lions.table_cards.high", "7")
    type_in_sheet(qtbot, window, "1-1-2", "teams.Bears.table_cards.high", "3")  # table 1 is kept aside
    asked: list[str] = []
    answer_when_asked("Cancel", asked)
    assert not window.close_event()
    assert "League, round 1, table 1" in asked[0] and "League, round 1, table 2" in asked[0]
    assert asked[0].startswith("These are typed and not saved") and "Scores: the sheet of" in asked[0]
    panel = window.event_view.areas["Scores"].panel
    assert window.desk is not None and panel.form.fields["teams.Bears.table_cards.high"].value() == 3

    answer_when_asked("Cancel", asked)
    window.close()  # quitting: the desk stays open, with what was typed
    assert len(asked) == 2 and window.isVisible() and window.desk is not None

    answer_when_asked("Close without saving", asked)
    assert window.close_event()
    assert len(asked) == 3 and window.desk is None


def test_a_player_or_team_typed_and_not_registered_is_asked_about_before_another_event_opens(
    qtbot, window, night, tmp_path
):
    other = tmp_path / "other.cardnight"
    event(str(other)).close()
    registration = window.event_view.show_area("Registration")
    qtbot.keyClicks(registration.player_form.name_edit, "Asha Patel")
    team_form = registration.tabs.page(1)
    qtbot.keyClicks(team_form.name_edit, "Diamonds")
    asked: list[str] = []
    answer_when_asked("Cancel", asked)
    assert not window.open_event(str(other))
    assert "Registration: the new player Asha Patel" in asked[0]
    assert "Registration: the new team Diamonds" in asked[0]
    assert window.desk.store.target == str(night)
    assert registration.player_form.name_edit.text() == "Asha Patel"


def test_a_player_loaded_for_correction_is_asked_about_only_once_changed(qtbot, window, monkeypatch):
    from cardnight_desk.services.registration import list_players

    registration = window.event_view.show_area("Registration")
    form = registration.player_form
    form.edit_player(list_players(window.desk)[0])
    assert registration.unsaved() == []
    qtbot.keyClicks(form.phone_edit, "07700 900123")
    assert registration.unsaved() == [f"the corrections to player 1, {form.editing.name}"]


def test_with_nothing_typed_or_all_saved_nothing_is_asked(qtbot, window, monkeypatch):
    def not_asked(*args):
        raise AssertionError(f"asked: {args[2]}")

    monkeypatch.setattr(modal, "confirm", not_asked)
    for title in list(window.event_view.areas):
        window.event_view.show_area(title)
    assert window.event_view.unsaved() == []
    type_in_sheet(qtbot, window, "1-1-1", "teams.Lions.table_cards.high", "7")
    area = window.event_view.areas["Scores"]
    assert area.unsaved() == ["the sheet of League, round 1, table 1"]
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert area.panel.save()  # saved as a draft: nothing is left unsaved
    assert area.unsaved() == []
    assert window.close_event()
    assert window.desk is None
