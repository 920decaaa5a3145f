"""The Registration area as a volunteer uses it at 1366×768: Enter through the player form registers on the last
field; Register team takes one click while the names' list is open; a team is renamed from the Team tab; every
competition of the overview and every name show whole; the check-in table lists the latest check-ins."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui.registration.area import RegistrationArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition


@pytest.fixture
def desk(tmp_path):
    d = Desk.create(
        str(tmp_path / "night.cardnight"), "Diwali Cards Night", dt.date.today() + dt.timedelta(days=30)
    )
    add_competition(d, "Rummy", "rummy", {"capacity": 40})
    yield d
    d.close()


@pytest.fixture
def area(qtbot, desk):
    signals = DeskSignals()
    widget = RegistrationArea(desk, signals)
    widget.signals_ref = signals  # keep the signals alive with the widget
    qtbot.addWidget(widget)
    widget.resize(1366, 700)
    widget.show()
    qtbot.waitExposed(widget)
    with qtbot.waitActive(widget):
        widget.activateWindow()
    return widget


def _enter(qtbot) -> None:
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


def test_enter_through_the_player_form_registers_on_the_last_field(qtbot, area, desk):
    form = area.player_form
    form.name_edit.setFocus()
    qtbot.keyClicks(form.name_edit, "Asha Patel")
    _enter(qtbot)
    qtbot.keyClicks(QApplication.focusWidget(), "1980-05-02")
    for _ in range(3):  # phone, email, notes left empty
        _enter(qtbot)
    assert QApplication.focusWidget() is form.notes_edit
    _enter(qtbot)
    assert QApplication.focusWidget() is form.eligible_box
    qtbot.keyClick(form.eligible_box, Qt.Key.Key_Space)
    _enter(qtbot)
    assert QApplication.focusWidget() is form.competitions
    qtbot.keyClick(form.competitions, Qt.Key.Key_Space)  # tick Rummy
    _enter(qtbot)  # the last field: registers
    assert [p.name for p in reg.list_players(desk)] == ["Asha Patel"], form.message.text
    assert "registered in Rummy" in form.message.text


def test_enter_on_a_highlighted_competition_enters_the_player_in_it(qtbot, area, desk):
    add_competition(desk, "Bridge", "rummy", {})
    form = area.player_form
    form.refresh()
    assert [form.competitions.item(i).text() for i in range(form.competitions.count())] == ["Rummy", "Bridge"]
    form.name_edit.setFocus()
    qtbot.keyClicks(form.name_edit, "Ravi Menon")
    _enter(qtbot)
    qtbot.keyClicks(QApplication.focusWidget(), "1975-01-30")
    for _ in range(4):  # phone, email, notes: Enter all the way
        _enter(qtbot)
    qtbot.keyClick(form.eligible_box, Qt.Key.Key_Space)
    _enter(qtbot)
    assert QApplication.focusWidget() is form.competitions
    qtbot.keyClick(form.competitions, Qt.Key.Key_Down)  # on Bridge, the second
    _enter(qtbot)  # nothing ticked: Enter takes the competition it is on, and registers
    [player] = reg.list_players(desk)
    assert (player.name, player.competitions) == ("Ravi Menon", ("Bridge",)), form.message.text


def _team_players(desk) -> None:
    add_competition(desk, "Bhukhar", "bhukhar", {})
    for name, born in (("Asha Patel", "1980-05-02"), ("Asif Khan", "1979-03-01"), ("Asma Rao", "1985-08-12")):
        details = reg.PlayerDetails(name, dt.date.fromisoformat(born), eligible=True)
        reg.register_player(desk, "Bhukhar", details)


def test_one_click_on_register_team_registers_while_the_completer_is_open(qtbot, area, desk):
    _team_players(desk)
    area.tabs.setCurrentIndex(1)
    form = area.team_form
    form.refresh()
    form.name_edit.setText("Lions")
    form.member_edits[0].setText("#1")
    form.member_edits[1].setText("#2")
    last = form.member_edits[2]
    last.setFocus()
    qtbot.keyClicks(last, "#3")
    popup = last.completer().popup()
    qtbot.waitUntil(popup.isVisible)  # the names that fit, under the field
    button = form.register_button
    # Qt opens the names' list right under the field, as wide as it: Register team must not be there (the
    # offscreen screen is too small to read the list's own place from it)
    field = last.mapToGlobal(last.rect().topLeft()), last.mapToGlobal(last.rect().bottomRight())
    spot = button.mapToGlobal(button.rect().topLeft()), button.mapToGlobal(button.rect().bottomRight())
    below = spot[1].y() > field[1].y()
    side_by_side = spot[0].x() > field[1].x() or spot[1].x() < field[0].x()
    assert not below or side_by_side, "the names' list opens over Register team"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # once
    assert [t.name for t in reg.list_teams(desk)] == ["Lions"], form.message.text


def test_a_team_is_renamed_from_the_team_tab(qtbot, area, desk, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    _team_players(desk)
    reg.register_team(desk, "Bhukhar", "Lions", ["1", "2", "3"])
    area.tabs.setCurrentIndex(1)
    form = area.team_form
    form.refresh()
    form.teams_view.selectRow(0)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Leicester Lions", True)))
    form.rename_button.click()
    assert [t.name for t in reg.list_teams(desk)] == ["Leicester Lions"], form.message.text
    assert "Lions is now Leicester Lions" in form.message.text
    QApplication.processEvents()
    assert form.teams.row_at(0).name == "Leicester Lions"  # the list caught up


def test_at_1366_by_768_every_competition_shows_whole_and_names_are_not_cut(qtbot, area, desk):
    from cardnight_desk.gui.column_fit import text_width
    from cardnight_desk.gui.registration.models import PlayersModel

    for name, game in (("Bhukhar", "bhukhar"), ("28", "28"), ("Poker", "poker"), ("Baccarat", "baccarat")):
        add_competition(desk, name, game, {})
    long_name = "ശ്രീലക്ഷ്മി രാധാകൃഷ്ണൻ നായർ"
    reg.register_player(desk, "Rummy", reg.PlayerDetails(long_name, dt.date(1990, 1, 1), eligible=True))
    area.refresh()
    qtbot.wait(20)
    view = area.counts_view
    last = area.counts.rowCount() - 1
    assert last == 4
    assert view.rowViewportPosition(last) + view.rowHeight(last) <= view.viewport().height()  # 5 rows, whole
    table = area.table
    name_width = table.columnWidth(PlayersModel.COL_NAME)
    assert name_width >= text_width(table, [long_name])
    assert table.columnWidth(PlayersModel.COL_NUMBER) < name_width / 2


def test_the_check_in_table_lists_the_latest_check_ins_and_says_so(qtbot, area, desk):
    for name in ("Asha Patel", "Ravi Menon"):
        reg.register_player(desk, "Rummy", reg.PlayerDetails(name, dt.date(1980, 1, 1), eligible=True))
    area.tabs.setCurrentIndex(2)
    panel = area.check_in
    panel.refresh()
    assert panel.matches.rowCount() == 0 and "Nobody is checked in" in panel.caption.text()
    for number in ("1", "2"):
        panel.field.setFocus()
        qtbot.keyClicks(panel.field, number)
        assert "matching" in panel.caption.text()
        qtbot.keyClick(panel.field, Qt.Key.Key_Return)
        QApplication.processEvents()
    assert panel.field.text() == ""
    shown = [panel.matches.row_at(i).name for i in range(panel.matches.rowCount())]
    assert shown == ["Ravi Menon", "Asha Patel"]  # the newest first, not an empty table
    assert "latest check-ins" in panel.caption.text()


def test_the_check_in_table_shows_a_malayalam_name_whole(qtbot, area, desk):
    from cardnight_desk.gui.column_fit import text_width
    from cardnight_desk.gui.registration.models import PlayersModel

    long_name = "ശ്രീലക്ഷ്മി രാധാകൃഷ്ണൻ നായർ"
    reg.register_player(desk, "Rummy", reg.PlayerDetails(long_name, dt.date(1990, 1, 1), eligible=True))
    area.tabs.setCurrentIndex(2)
    panel = area.check_in
    panel.refresh()
    panel.field.setFocus()
    qtbot.keyClicks(panel.field, "1")
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert panel.matches.row_at(0).name == long_name
    assert panel.results.columnWidth(PlayersModel.COL_NAME) >= text_width(panel.results, [long_name])
