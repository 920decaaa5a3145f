"""The Scores area driven for real (offscreen): a whole Bhukhar competition typed through the form with the
keyboard, the standings table read back; invalid entries refused beside the field; conflicts; stashed typing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.domain.games import evaluate
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.scores.area import ScoresArea
from cardnight_desk.gui.scores.conflict import KEEP_EDITING, KEEP_MINE, TAKE_THEIRS, ConflictDialog
from cardnight_desk.gui.sheet_forms.base import ChoiceBox, CountBox, FlagBox
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings.area import StandingsArea
from cardnight_desk.services import history, scores
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.tables import round_tables
from tests.gui.scores.builders import bhukhar_game, event, team_round, teams

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", TEAMS)
    team_round(d, "League", 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    yield d
    d.close()


@pytest.fixture
def signals():
    return DeskSignals()


@pytest.fixture
def area(qtbot, desk, signals):
    widget = ScoresArea(desk, signals)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    with qtbot.waitActive(widget):
        widget.activateWindow()
    return widget


def scan(qtbot, area: ScoresArea, number: str) -> None:
    """What a barcode scanner does: type the number into the sheet-number field, then Enter."""
    area.sheet_number_edit.setFocus()
    qtbot.keyClicks(area.sheet_number_edit, number)
    qtbot.keyClick(area.sheet_number_edit, Qt.Key.Key_Return)


def type_sheet(qtbot, form, sheet: dict) -> None:
    """Type a Bhukhar sheet with the keyboard only, following the form's tab order (Enter moves on)."""
    widget = QApplication.focusWidget()
    assert widget is form.first_field()
    for expected in form.tab_chain:
        if not isinstance(expected, (FlagBox, CountBox, ChoiceBox)):
            break
        assert QApplication.focusWidget() is expected, f"focus is not on {expected.objectName()}"
        path = expected.objectName()
        value = sheet
        for key in path.split("."):
            value = value[key]
        if isinstance(expected, FlagBox):
            qtbot.keyClick(expected, Qt.Key.Key_Y if value else Qt.Key.Key_N)
        elif isinstance(expected, CountBox):
            qtbot.keyClicks(expected, str(value))
        else:
            qtbot.keyClicks(expected, {"closed": "c", "stock": "s", "time": "t"}[value])
        qtbot.keyClick(expected, Qt.Key.Key_Return)
        QApplication.processEvents()


def standings_rows(standings: StandingsArea) -> list[tuple]:
    model = standings.model
    return [
        tuple(model.data(model.index(r, c)) for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def test_a_whole_bhukhar_competition_typed_through_the_form(qtbot, qtmodeltester, area, desk, signals):
    standings = StandingsArea(desk, signals)
    qtbot.addWidget(standings)
    games = {
        1: [bhukhar_game("Lions", "Tigers"), bhukhar_game("Bears", "Wolves", hand_low=5)],
        2: [bhukhar_game("Bears", "Lions", natodiu=True), bhukhar_game("Tigers", "Wolves")],
    }
    for round_no in (1, 2):
        if round_no == 2:  # the next round is drawn while the desk is open
            team_round(desk, "League", 2, [("Lions", "Bears"), ("Tigers", "Wolves")])
            signals.changed.emit(what.DRAWS)
        tables = round_tables(desk, "League", round_no)
        for table, sheet in zip(tables, games[round_no], strict=True):
            # the sheet hands the teams in table order; the desk types them as the form shows them
            scan(qtbot, area, table.sheet_number)
            form = area.panel.form
            assert area.panel.table.table == table.table and form.entrants == list(table.entrants)
            type_sheet(qtbot, form, sheet)
            assert form.valid, form.errors
            assert "Score" in form.totals[table.entrants[0]].text()
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
            assert area.panel.last_message == "Saved and confirmed."
            assert QApplication.focusWidget() is area.sheet_number_edit  # ready for the next scan
        QApplication.processEvents()  # the views catch up once the burst of change signals is over
        qtmodeltester.check(area.model)
        assert [area.model.data(area.model.index(r, 3)) for r in range(2)] == ["confirmed", "confirmed"]
    stored = [scores.get_sheet(desk, "League", r, t).sheet for r in (1, 2) for t in ("1", "2")]
    assert stored == games[1] + games[2]  # exactly what was on the paper
    qtmodeltester.check(standings.model)
    expected = evaluate({"game": "bhukhar-competition", "games": stored})["standings"]
    assert standings_rows(standings) == [
        (str(e["place"]), e["team"], 2, e["master"], e["bonus"], e["score"]) for e in expected
    ]
    assert standings_rows(standings)[0] == ("1", "Bears", 2, 4, 6, 1285)


def test_invalid_entry_is_refused_with_the_message_beside_the_field(qtbot, area, desk):
    scan(qtbot, area, "1-1-1")
    form = area.panel.form
    form.load(bhukhar_game("Lions", "Tigers"))
    tigers_licence = form.fields["teams.Tigers.licence"]
    tigers_licence.setFocus()
    qtbot.keyClick(tigers_licence, Qt.Key.Key_N)  # BH-5: without a licence nothing may be on the table
    assert not form.valid
    beside = form.error_text("teams.Tigers.table_cards.low")
    assert "has not displayed a licence" in beside and "BH-5" in beside
    assert form.error_text("teams.Lions.table_cards.low") == ""
    assert not area.panel.save_button.isEnabled() and not area.panel.confirm_button.isEnabled()
    qtbot.keyClick(tigers_licence, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "not valid" in area.panel.last_message
    assert scores.get_sheet(desk, "League", 1, "1") is None
    qtbot.keyClick(tigers_licence, Qt.Key.Key_Y)
    assert form.valid and form.error_text("teams.Tigers.table_cards.low") == ""


def test_errors_without_a_field_are_listed_under_the_form(qtbot, area):
    scan(qtbot, area, "1-1-1")
    form = area.panel.form
    sheet = bhukhar_game("Lions", "Tigers")
    sheet["teams"]["Lions"]["hand_cards"]["low"] = 150  # BH-9: more cards than three packs hold
    form.load(sheet)
    assert "BH-9" in form.general_errors.text() and not form.general_errors.isHidden()


def test_ctrl_s_saves_a_draft_that_confirms_later(qtbot, area, desk):
    scan(qtbot, area, "1-1-2")
    form = area.panel.form
    form.load(bhukhar_game("Wolves", "Bears"))
    area.panel.dirty = True
    qtbot.keyClick(form.first_field(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert scores.get_sheet(desk, "League", 1, "2").status == "draft"
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert area.model.data(area.model.index(1, 3)) == "draft"
    scan(qtbot, area, "1-1-2")  # opened again: the draft is in the form
    assert area.panel.form.sheet() == bhukhar_game("Wolves", "Bears")
    assert area.panel.save_and_confirm()
    assert scores.get_sheet(desk, "League", 1, "2").status == "confirmed"
    scan(qtbot, area, "1-1-2")
    assert not area.panel.form.isEnabled() and area.panel.judge_button.isVisible()


def test_unknown_sheet_number_says_so(qtbot, area):
    scan(qtbot, area, "9-9-9")
    assert "no table has the sheet number '9-9-9'" in area.notice.text()
    assert area.panel.form is None


def test_typing_is_kept_when_the_desk_opens_another_table(qtbot, area):
    scan(qtbot, area, "1-1-1")
    count = area.panel.form.fields["teams.Lions.table_cards.high"]
    count.setFocus()
    qtbot.keyClicks(count, "7")
    scan(qtbot, area, "1-1-2")
    assert area.panel.form.fields["teams.Bears.table_cards.high"].value() == 0
    scan(qtbot, area, "1-1-1")
    assert area.panel.form.fields["teams.Lions.table_cards.high"].value() == 7
    assert "kept" in area.panel.last_message


def test_a_conflicting_save_shows_both_versions_and_keeps_the_form(qtbot, area, desk, signals, monkeypatch):
    other_desk = Desk.open(desk.store.target, who="desk 2")
    other = ScoresArea(other_desk, DeskSignals())
    qtbot.addWidget(other)
    scan(qtbot, area, "1-1-1")
    other.sheet_number_edit.setText("1-1-1")
    other.open_sheet_number()
    other.panel.form.load(bhukhar_game("Tigers", "Lions"))
    assert other.panel.save()  # the other desk got there first
    mine = bhukhar_game("Lions", "Tigers")
    area.panel.form.load(mine)
    shown = []

    def choose(parent, message, ours, theirs, answer=KEEP_EDITING):
        shown.append((message, ours, theirs))
        return answer, True

    monkeypatch.setattr(ConflictDialog, "choose", classmethod(lambda cls, *a: choose(*a)))
    assert not area.panel.save()
    message, ours, theirs = shown[-1]
    assert "another desk" in message and ours == mine and theirs == bhukhar_game("Tigers", "Lions")
    assert area.panel.form.sheet() == mine  # nothing typed is lost
    assert scores.get_sheet(desk, "League", 1, "1").sheet == bhukhar_game("Tigers", "Lions")
    monkeypatch.setattr(ConflictDialog, "choose", classmethod(lambda cls, *a: choose(*a, answer=TAKE_THEIRS)))
    area.panel.form.load(mine)
    assert not area.panel.save()
    assert area.panel.form.sheet() == bhukhar_game("Tigers", "Lions")
    area.panel.form.load(mine)
    assert area.panel.save()  # based on their version now: no conflict
    other.panel.form.load(bhukhar_game("Tigers", "Lions", hand_low=3))
    monkeypatch.setattr(ConflictDialog, "choose", classmethod(lambda cls, *a: choose(*a, answer=KEEP_MINE)))
    assert other.panel.save()  # the other desk chose to save over it, knowingly
    assert scores.get_sheet(desk, "League", 1, "1").sheet == bhukhar_game("Tigers", "Lions", hand_low=3)
    other_desk.close()


def test_the_real_conflict_dialog_shows_both_versions(qtbot):
    dialog = ConflictDialog(
        "changed at another desk", bhukhar_game("A", "B"), bhukhar_game("A", "B", hand_low=4)
    )
    qtbot.addWidget(dialog)
    assert '"low": 2' in dialog.mine_text.toPlainText() and '"low": 4' in dialog.theirs_text.toPlainText()
    assert "teams.A.hand_cards.low: yours 2, theirs 4" in dialog.diff_label.text()
    dialog.theirs_button.click()
    assert dialog.choice == TAKE_THEIRS


def test_penalty_lines_on_the_sheet_are_scored_live(qtbot, area):
    scan(qtbot, area, "1-1-1")
    form = area.panel.form
    form.load(bhukhar_game("Lions", "Tigers"))
    before = form.result["teams"]["Lions"]["score"]
    penalty_lines = form.lines["penalties"]
    penalty_lines.add_button.click()
    line = penalty_lines.rows[0]
    assert QApplication.focusWidget() is line["team"]
    line["team"].setCurrentIndex(line["team"].findData("Tigers"))
    line["rule"].setFocus()
    qtbot.keyClicks(line["rule"], "19.3")
    assert line["points"].value() == 50  # rule 19.3 fixes the amount (BH-6)
    assert form.valid and form.result["teams"]["Lions"]["score"] == before + 50
    line["points"].setValue(20)
    assert "19.3 is 50 points" in form.error_text("penalties.0.points")
    penalty_lines.remove(penalty_lines.rows[0])
    assert form.valid and form.sheet()["penalties"] == []


def test_history_records_the_entries_made_at_the_desk(qtbot, area, desk):
    scan(qtbot, area, "1-1-1")
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    area.panel.save()
    change = history.list_changes(desk, action_prefix="sheet.")[0]
    assert change.who == "desk 1" and "League round 1 table 1" in change.summary


def test_the_history_tab_is_read_when_first_opened_and_shows_the_changes_made_before(qtbot, area, desk):
    assert not area.tabs.is_built(area.HISTORY_TAB)  # nothing of the history read while the sheets show
    scan(qtbot, area, "1-1-1")
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    area.panel.save()
    area.tabs.setCurrentIndex(area.HISTORY_TAB)  # a click on "History"
    view = area.tabs.currentWidget()
    assert view is area.history and view.isVisible() and area.tabs.tabText(area.HISTORY_TAB) == "History"
    summaries = [view.model.row_at(row).summary for row in range(view.model.rowCount())]
    assert any("League round 1 table 1" in summary for summary in summaries)
    assert view.undo_button.isEnabled()


def test_rules_page_opens_at_the_ruling_a_refusal_cites(qtbot, area):
    from cardnight_desk.gui.rules_dialog import RulesDialog

    scan(qtbot, area, "1-1-1")
    form = area.panel.form
    form.load(bhukhar_game("Lions", "Tigers"))
    tigers_licence = form.fields["teams.Tigers.licence"]
    tigers_licence.setFocus()
    qtbot.keyClick(tigers_licence, Qt.Key.Key_N)  # BH-5 refuses the sheet
    assert area.panel.rules_button.isEnabled()
    area.panel.rules_button.click()
    dialogs = [w for w in area.panel.findChildren(RulesDialog) if w.isVisible()]
    assert len(dialogs) == 1 and dialogs[0].current == "BH-5"
    dialogs[0].close()
