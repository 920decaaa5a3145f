"""The Registration area driven for real (offscreen): registering players and a team with the keyboard,
refusals beside the form with a judge's override, checking players in by scanned number and by name, the
roll, importing with a preview, exporting, withdrawing; every model passes the model tester."""

from __future__ import annotations

import datetime as dt

import pytest
from openpyxl import Workbook, load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.modeltest import ModelTester

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.registration import area as registration_area
from cardnight_desk.gui.registration import checkin as registration_checkin
from cardnight_desk.gui.registration import team_form
from cardnight_desk.gui.registration.area import RegistrationArea
from cardnight_desk.gui.registration.dialogs import (
    ImportPreviewDialog,
    OverrideDialog,
    Withdrawal,
    WithdrawDialog,
)
from cardnight_desk.gui.registration.models import SORT_ROLE, PlayersModel
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.judges import set_pin
from cardnight_desk.services.registration import Override, PlayerDetails
from tests.services.builders import bhukhar_event


@pytest.fixture
def desk(tmp_path):
    d = Desk.create(
        str(tmp_path / "night.cardnight"), "Diwali Cards Night", dt.date.today() + dt.timedelta(days=30)
    )
    set_pin(d, "2468")
    add_competition(d, "Bhukhar league", "bhukhar")
    add_competition(d, "Rummy", "rummy", {"capacity": 40})
    add_competition(d, "Bukharo", "bukharo")
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


def type_text(qtbot, edit, text):
    """Type as the desk does; text in other scripts arrives through the input method, not as key presses."""
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:
        edit.insert(text)


def type_player(qtbot, form, name, born, competitions, eligible=False):
    form.name_edit.setFocus()
    type_text(qtbot, form.name_edit, name)
    qtbot.keyClick(form.name_edit, Qt.Key.Key_Return)
    assert form.born_edit.hasFocus()  # Enter moves on
    qtbot.keyClicks(form.born_edit, born)
    for field in (form.born_edit, form.phone_edit, form.email_edit, form.notes_edit):
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert form.eligible_box.hasFocus()
    if eligible:
        qtbot.keyClick(form.eligible_box, Qt.Key.Key_Space)
    qtbot.keyClick(form.eligible_box, Qt.Key.Key_Return)
    assert form.competitions.hasFocus()
    for item in form.competitions.items():  # the last player's ticks stay: untick what this one skips
        name_ = item.data(Qt.ItemDataRole.UserRole)
        form.competitions.set_checked(name_, name_ in competitions)
    qtbot.keyClick(form.competitions, Qt.Key.Key_Return)  # Enter on the last field registers


def cell(model, row, column):
    return model.data(model.index(row, column))


def test_register_a_team_through_the_forms(qtbot, qtmodeltester, area):
    form = area.player_form
    for name in ("Asha Patel", "ബിന്ദു", "Chetan"):
        type_player(qtbot, form, name, "1985-04-02", ["Bhukhar league"])
        assert "registered in Bhukhar league" in form.message.text
    type_player(qtbot, form, "Asha Patel", "1985-04-02", ["Rummy"], eligible=True)
    assert "Asha Patel is player 1" in form.message.text
    assert area.players.rowCount() == 3
    assert cell(area.players, 0, PlayersModel.COL_COMPETITIONS) == "Bhukhar league, Rummy"
    assert cell(area.counts, 0, 2) == "3" and cell(area.counts, 1, 2) == "1"
    assert cell(area.counts, 1, 5) == "1 / 40 players"

    team = area.team_form
    area.tabs.setCurrentWidget(team)
    team.competition_combo.setCurrentText("Bhukhar league")
    assert "#2 ബിന്ദു" in team.names.stringList()
    team.name_edit.setFocus()
    qtbot.keyClicks(team.name_edit, "Lions")
    qtbot.keyClick(team.name_edit, Qt.Key.Key_Return)
    for edit, text in zip(team.member_edits, ["3", "#1 Asha Patel", "ബിന്ദു"], strict=True):
        assert edit.hasFocus()
        type_text(qtbot, edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert (
        "Team 'Lions' registered in Bhukhar league: Chetan (3), Asha Patel (1), ബിന്ദു (2)" in team.message.text
    )
    assert team.teams.rowCount() == 1
    assert cell(area.players, 1, PlayersModel.COL_TEAMS) == "Lions (Bhukhar league)"
    assert cell(area.counts, 0, 3) == "1"
    for model in (area.players, area.proxy, area.counts, team.teams):
        qtmodeltester.check(model, force_py=True)


def test_ev3_team_of_the_wrong_size_is_shown_beside_the_form(qtbot, area, desk):
    reg.register_player(desk, "Bhukhar league", PlayerDetails("Asha", dt.date(1980, 1, 1)))
    area.signals_ref.changed.emit("players")
    team = area.team_form
    team.competition_combo.setCurrentText("Bhukhar league")
    team.name_edit.setText("Lions")
    team.member_edits[0].setText("Asha")
    team.register_button.click()
    assert "three players (ruling EV-3)" in team.message.text
    assert not team.message.override_button.isVisible()
    assert reg.list_teams(desk) == []


def test_ev1_refusal_and_a_judges_override(qtbot, area, desk, monkeypatch):
    form = area.player_form
    type_player(qtbot, form, "Meera", "2020-01-01", ["Bhukhar league", "Bukharo"])
    assert (
        "Meera is 6 on the event date" in form.message.text
        or "Meera is 7 on the event date" in form.message.text
    )
    assert "EV-1" in form.message.text and "Traceback" not in form.message.text
    assert form.message.override_button.isVisible()
    assert reg.list_players(desk) == []  # nothing stored, not even for Bukharo
    seen = []

    def judge(parent, problems):
        seen.extend(problems)
        return Override("Judge Desai", "plays with her grandparents", "2468"), True

    monkeypatch.setattr(
        OverrideDialog, "get_override", classmethod(lambda cls, parent, problems: judge(parent, problems))
    )
    form.name_edit.setText("Meera")
    form.born_edit.setText("2020-01-01")
    form.competitions.set_checked("Bhukhar league")
    form.competitions.set_checked("Bukharo")
    form.message.override_button.click()
    assert [p.rule for p in seen] == ["EV-1"]
    (meera,) = reg.list_players(desk)
    assert meera.entry("Bhukhar league").override == "Judge Desai: plays with her grandparents"
    assert meera.entry("Bukharo").override == ""
    assert list_changes(desk, action_prefix="registration.override")[0].why == "plays with her grandparents"


def test_bad_input_is_a_message_not_a_traceback(qtbot, area):
    form = area.player_form
    type_player(qtbot, form, "Asha", "2nd May", ["Bukharo"])
    assert "YYYY-MM-DD" in form.message.text
    form.new_player()
    form.competitions.set_checked("Bukharo", False)
    assert not form.register_button.isEnabled()  # no competition ticked
    form.competitions.set_checked("Bukharo")
    assert form.register_button.isEnabled()
    form.register_button.click()
    assert "needs a name" in form.message.text


def test_the_team_check_in_and_roll_tabs_are_built_when_first_opened_with_what_is_stored(qtbot, area, desk):
    tabs = area.tabs
    assert [tabs.is_built(i) for i in range(tabs.count())] == [True, False, False, False]
    reg.register_player(desk, "Bhukhar league", PlayerDetails("Asha Patel", dt.date(1980, 1, 1)))
    area.signals_ref.changed.emit("players")
    tabs.setCurrentIndex(registration_area.ROLL_TAB)  # a click on "Who's here"
    roll = tabs.currentWidget()
    assert roll is area.roll and roll.isVisible() and tabs.tabText(registration_area.ROLL_TAB) == "Who's here"
    roll.competition_combo.setCurrentText("Bhukhar league")
    assert roll.summary.text() == "Here 0 · Missing 1 · Late 0 · Not admitted 0"
    assert [tabs.is_built(i) for i in range(tabs.count())] == [True, False, False, True]
    team = area.team_form  # asked for, not shown: built, and the roll stays in front
    assert tabs.currentWidget() is roll and tabs.widget(registration_area.TEAM_TAB) is team
    team.competition_combo.setCurrentText("Bhukhar league")
    assert "#1 Asha Patel" in team.names.stringList()


def test_check_in_by_scanned_number_and_by_name(qtbot, qtmodeltester, area, desk):
    for name in ("Asha Patel", "Bina Shah", "Chetan"):
        reg.register_player(desk, "Rummy", PlayerDetails(name, dt.date(1980, 1, 1), eligible=True))
    area.signals_ref.changed.emit("players")
    panel = area.check_in
    area.tabs.setCurrentWidget(panel)
    panel.field.setFocus()
    qtbot.keyClicks(panel.field, "0002")  # what a barcode scanner types
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    assert "✓ Bina Shah (player 2) checked in — Rummy." in panel.message.text
    assert panel.field.text() == "" and panel.field.hasFocus()
    qtbot.keyClicks(panel.field, "che")  # search as you type
    assert [p.name for p in panel.matches.rows] == ["Chetan"]
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    assert "Chetan (player 3) checked in" in panel.message.text
    qtbot.keyClicks(panel.field, "2")
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    assert "already checked in" in panel.message.text
    qtbot.keyClicks(panel.field, "a")
    assert [p.number for p in panel.matches.rows] == [1, 2, 3]  # names starting with it first
    qtbot.keyClick(panel.field, Qt.Key.Key_Down)
    assert panel.results.hasFocus()
    qtbot.keyClick(panel.results, Qt.Key.Key_Return)
    assert "Asha Patel (player 1) checked in" in panel.message.text
    qtbot.keyClicks(panel.field, "99")
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    assert "no player number 99" in panel.message.text
    assert "3 of 3" in panel.tally.text()

    roll = area.roll
    roll.competition_combo.setCurrentText("Rummy")
    assert roll.summary.text() == "Here 3 · Missing 0 · Late 0 · Not admitted 0"
    qtmodeltester.check(roll.model, force_py=True)
    matches_tester = ModelTester(
        None
    )  # a tester of its own: one tester goes on hearing the first model it checked
    matches_tester.check(panel.matches, force_py=True)

    panel.field.setText("Chetan")
    monkeypatch_confirm = registration_checkin.confirm
    try:
        registration_checkin.confirm = lambda *a: True
        panel.undo_button.click()
    finally:
        registration_checkin.confirm = monkeypatch_confirm
    assert "taken back" in panel.message.text
    # the roll, behind the check-in tab, reads the event again when it is brought in front, not before
    assert roll.summary.text() == "Here 3 · Missing 0 · Late 0 · Not admitted 0"
    area.tabs.setCurrentWidget(roll)
    assert roll.summary.text() == "Here 2 · Missing 1 · Late 0 · Not admitted 0"
    roll.status_combo.setCurrentIndex(roll.status_combo.findData("missing"))
    assert roll.proxy.rowCount() == 1 and roll.proxy.index(0, 1).data() == "Chetan"
    area.status_filter.setCurrentIndex(area.status_filter.findData("missing"))
    assert area.proxy.rowCount() == 1
    matches_tester._cleanup()


def test_a_check_in_reads_the_players_once_and_the_list_beside_keeps_its_place(
    qtbot, area, desk, monkeypatch
):
    """The players' list and the check-in tab both show every player: after a check-in they share one read, and
    the list changes the checked-in player's row in place (the player selected there stays selected)."""
    for name in ("Asha Patel", "Bina Shah", "Chetan"):
        reg.register_player(desk, "Rummy", PlayerDetails(name, dt.date(1980, 1, 1), eligible=True))
    area.signals_ref.changed.emit("players")
    panel = area.check_in
    area.tabs.setCurrentWidget(panel)
    area.select_number(3)
    reads = []
    list_players = reg.list_players
    monkeypatch.setattr(reg, "list_players", lambda d: reads.append(1) or list_players(d))
    reset = []
    area.players.modelReset.connect(lambda: reset.append(1))
    qtbot.keyClicks(panel.field, "2")
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    assert "Bina Shah (player 2) checked in" in panel.message.text
    assert len(reads) == 1 and "1 of 3" in panel.tally.text()
    assert area.selected_player().number == 3 and reset == []
    row = area.proxy.mapFromSource(area.players.index(area.players.row_of(2), PlayersModel.COL_HERE))
    assert row.data() != ""  # the time shows in the list
    area.status_filter.setCurrentIndex(area.status_filter.findData("missing"))
    assert sorted(area.proxy.index(r, 0).data() for r in range(area.proxy.rowCount())) == ["1", "3"]
    qtbot.keyClicks(panel.field, "3")
    qtbot.keyClick(panel.field, Qt.Key.Key_Return)
    assert [area.proxy.index(r, 0).data() for r in range(area.proxy.rowCount())] == ["1"]  # left the list


def test_players_table_sorts_numbers_as_numbers_and_filters(qtbot, area, desk):
    for i in range(12):
        reg.register_player(desk, "Bukharo", PlayerDetails(f"Player {chr(65 + i)}", dt.date(1990, 1, 1)))
    reg.register_player(desk, "Rummy", PlayerDetails("Player K", dt.date(1990, 1, 1), eligible=True))
    area.signals_ref.changed.emit("players")
    area.table.sortByColumn(PlayersModel.COL_NUMBER, Qt.SortOrder.DescendingOrder)
    assert [area.proxy.index(r, 0).data() for r in range(3)] == ["12", "11", "10"]
    assert area.proxy.index(0, 0).data(SORT_ROLE) == 12
    qtbot.keyClicks(area.filter_edit, "player k")
    assert area.proxy.rowCount() == 1 and area.proxy.index(0, 1).data() == "Player K"
    area.filter_edit.clear()
    area.competition_filter.setCurrentIndex(area.competition_filter.findData("Rummy"))
    assert area.proxy.rowCount() == 1


def _workbook(path, rows):
    wb = Workbook()
    ws = wb.active
    ws.append(["name", "born", "competitions", "team", "eligible"])
    for row in rows:
        ws.append(row)
    wb.save(path)
    return str(path)


def test_import_shows_a_preview_before_storing(qtbot, qtmodeltester, area, desk, tmp_path, monkeypatch):
    shown = []

    def preview(cls, parent, plan, source):
        dialog = ImportPreviewDialog(plan, source, parent)
        qtmodeltester.check(dialog.model, force_py=True)
        shown.append((plan, dialog.import_button.isEnabled(), dialog.summary.text()))
        assert reg.list_players(desk) == []  # nothing stored while the preview is shown
        return plan, plan.ok

    monkeypatch.setattr(ImportPreviewDialog, "get_confirmation", classmethod(preview))
    bad = _workbook(
        tmp_path / "bad.xlsx",
        [
            ["Asha", "1980-01-01", "Bhukhar league", "Lions", "no"],
            ["Kid", "2022-01-01", "Bhukhar league", None, "no"],
        ],
    )
    area.start_import(bad)
    qtbot.waitUntil(lambda: not area.task.running, timeout=20000)
    plan, enabled, summary = shown[-1]
    assert not enabled and "Nothing can be imported: 2 rows are refused" in summary
    assert "Nothing was imported" in area.status.text() and reg.list_players(desk) == []

    good = _workbook(
        tmp_path / "good.xlsx",
        [[n, "1980-01-01", "Bhukhar league", "Lions", "no"] for n in ("Asha", "Bina", "Chetan")]
        + [["Dev", dt.date(1979, 5, 5), "Rummy; Bukharo", None, "yes"]],
    )
    area.start_import(good)
    qtbot.waitUntil(lambda: area.status.text().startswith("Imported"), timeout=20000)
    assert shown[-1][1] and "4 new players" in shown[-1][2]
    assert area.status.text() == "Imported 4 new players, 5 registrations and 1 teams."
    assert area.players.rowCount() == 4 and area.team_form.teams.rowCount() == 1


def test_export_template_and_withdraw(qtbot, area, desk, tmp_path, monkeypatch):
    for name in ("Asha", "Bina", "Chetan"):
        reg.register_player(desk, "Bhukhar league", PlayerDetails(name, dt.date(1980, 1, 1)))
    reg.register_team(desk, "Bhukhar league", "Lions", ["Asha", "Bina", "Chetan"])
    area.signals_ref.changed.emit("players")
    target = tmp_path / "night.xlsx"
    area.start_export(str(target))
    qtbot.waitUntil(lambda: not area.task.running, timeout=20000)
    assert "Wrote night.xlsx: Players (3), Teams (1)" in area.status.text()
    assert load_workbook(target).sheetnames[:2] == ["Players", "Teams"]
    monkeypatch.setattr(
        registration_area.QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "blank"), "")
    )
    area.template_button.click()
    assert (tmp_path / "blank.xlsx").exists() and "blank registration workbook" in area.status.text()

    area.select_number(2)
    asked = []

    def withdraw(cls, parent, player):
        dialog = WithdrawDialog(player, parent)
        asked.append(dialog.warning.text())
        return Withdrawal("Bhukhar league", "unwell"), True

    monkeypatch.setattr(WithdrawDialog, "get_withdrawal", classmethod(withdraw))
    area.withdraw_button.click()
    assert "Their team 'Lions' will be dissolved" in asked[0]
    assert "Bina withdrawn from Bhukhar league." in area.status.text()
    assert area.team_form.teams.rowCount() == 0 and cell(area.counts, 0, 2) == "2"

    area.select_number(1)
    area.edit_button.click()
    assert area.player_form.name_edit.text() == "Asha" and area.tabs.currentWidget() is area.player_form
    area.player_form.name_edit.setText("Asha Patel")
    qtbot.keyClick(area.player_form.competitions, Qt.Key.Key_Return)
    assert "Player 1 corrected." in area.player_form.message.text
    assert reg.list_players(desk)[0].name == "Asha Patel"


def test_dissolving_a_team_asks_first(qtbot, area, desk, monkeypatch):
    for name in ("Asha", "Bina"):
        reg.register_player(desk, "Bukharo", PlayerDetails(name, dt.date(1980, 1, 1)))
    reg.register_team(desk, "Bukharo", "Pair", ["Asha", "Bina"])
    area.signals_ref.changed.emit("players")
    team = area.team_form
    team.teams_view.selectRow(0)
    monkeypatch.setattr(team_form, "confirm", lambda *a: False)
    team.dissolve_button.click()
    assert reg.list_teams(desk) != []
    monkeypatch.setattr(team_form, "confirm", lambda *a: True)
    team.dissolve_button.click()
    assert reg.list_teams(desk) == [] and "dissolved" in team.message.text


def test_rename_a_player_or_their_team_from_the_players_table(qtbot, tmp_path, monkeypatch):
    desk = bhukhar_event(str(tmp_path / "league.cardnight"), ["Lions", "Tigers"])
    signals = DeskSignals()
    heard: list[str] = []
    signals.changed.connect(heard.append)
    area = RegistrationArea(desk, signals)
    qtbot.addWidget(area)
    assert not area.rename_selected()  # nobody chosen
    area.select_number(1)
    offered: list[list[str]] = []

    def pick(choice: int):
        def get_item(parent, title, label, items, *args, **kwargs):
            offered.append(list(items))
            return items[choice], True

        monkeypatch.setattr(QInputDialog, "getItem", get_item)

    pick(1)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Leicester Lions", True))
    assert area.rename_selected()
    assert offered[-1] == ["Player 1: Lions 1", "Team Lions (Bhukhar)"]
    assert [t.name for t in reg.list_teams(desk, "Bhukhar")] == ["Leicester Lions", "Tigers"]
    assert "Lions is now Leicester Lions." in area.status.text() and what.DRAWS in heard
    area.select_number(1)
    pick(0)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Tigers 1", True))  # taken in the league
    assert not area.rename_selected()
    assert "is already player 4" in area.status.text()  # same name, same day of birth
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Asha Patel", True))
    assert area.rename_selected()
    assert reg.list_players(desk)[0].name == "Asha Patel"
    desk.close()


def test_the_counts_name_each_game_in_the_desks_language(qtbot, qapp, desk):
    from cardnight_desk.gui import i18n

    try:
        i18n.install_language(qapp, "ml")
        widget = RegistrationArea(desk, DeskSignals())
        qtbot.addWidget(widget)
        games = [widget.counts.data(widget.counts.index(row, 1)) for row in range(widget.counts.rowCount())]
        assert games and all(g for g in games)
        assert "Bhukhar (OAUK)" not in games and "ഭുഖർ (OAUK)" in games
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
