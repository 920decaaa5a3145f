"""The closing question covers what is typed in the other areas too: a baccarat card and stake, a poker bust, the
Draws seed and an announcement line; once used (or emptied) they are not asked about."""

from __future__ import annotations

import pytest

from cardnight_desk.gui import modal
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services.events import add_competition
from tests.gui.scores.builders import event, teams
from tests.gui.test_unsaved import answer_when_asked


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    target = tmp_path / "night.cardnight"
    desk = event(str(target))
    teams(desk, "League", "bhukhar", ["Lions", "Tigers"])
    add_competition(desk, "Fun table", "baccarat", {})
    add_competition(desk, "Freezeout", "poker", {})
    desk.close()
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    assert window.open_event(str(target))
    yield window
    monkeypatch.setattr(modal, "confirm", lambda *a: True)
    window.close()
    window.deleteLater()


def _type(qtbot, widget, text: str) -> None:
    if widget.isEnabled():
        widget.setFocus()
        qtbot.keyClicks(widget, text)
    else:  # a field waiting for a seat: what a desk had typed before it was greyed out
        widget.setText(text)


def test_cards_stakes_busts_seeds_and_announcements_are_asked_about(qtbot, window):
    view = window.event_view
    baccarat = view.show_area("Baccarat")
    _type(qtbot, baccarat.dealing.card_edit, "10H")
    _type(qtbot, baccarat.bets.stake_edit, "25")
    poker = view.show_area("Poker")
    combo = poker.bust_form.rows[0][0]
    combo.setFocus()
    qtbot.keyClicks(combo.lineEdit(), "Asha Patel")
    draws = view.show_area("Draws")
    _type(qtbot, draws.seed_edit, "4711")
    displays = view.show_area("Displays")
    _type(qtbot, displays.announcement_edit, "Dinner at 8")
    asked: list[str] = []
    answer_when_asked("Cancel", asked)
    assert not window.close_event()
    for said in (
        "Baccarat: the card 10H, typed and not dealt",
        "Baccarat: a stake of 25, typed and not placed",
        "Poker: the bust of Asha Patel, not entered",
        "Draws: the seed 4711, typed for the next draw",
        "Displays: the announcement \u201cDinner at 8\u201d, typed and not put up",
    ):
        assert said in asked[0], asked[0]
    displays.add_announcement()  # put up: no longer asked about
    assert displays.unsaved() == []
    for edit in (baccarat.dealing.card_edit, baccarat.bets.stake_edit, draws.seed_edit):
        edit.clear()
    poker.bust_form.clear()
    assert view.unsaved() == []
