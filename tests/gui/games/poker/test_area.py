"""The Poker area driven for real (offscreen): entering players, drawing seats, running the clock, entering a
bust and seeing (and printing) the moves it makes due (PK-4, PK-5), undoing it, and editing the structure."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.games.poker.area import PokerArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.poker.desk import PokerDesk
from tests.domain.games.poker.test_clock import FakeTime
from tests.services.games.poker.test_desk import COMP, poker_event


@pytest.fixture
def time():
    return FakeTime()


@pytest.fixture
def desk(tmp_path):
    d = poker_event(str(tmp_path / "poker.cardnight"), 20, prize_pool=1000)
    yield d
    d.close()


@pytest.fixture
def area(qtbot, desk, time):
    widget = PokerArea(desk, DeskSignals(), now=time)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    return widget


def cells(model, column) -> list[str]:
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def seated_area(area):
    area.enter_registered_button.click()
    area.tables_spin.setValue(3)
    area.draw_button.click()
    area.start_button.click()
    return area


def test_no_poker_competition_means_nothing_to_press(qtbot, tmp_path):
    desk = Desk.create(str(tmp_path / "e.cardnight"), "Rummy night", "2026-05-16")
    widget = PokerArea(desk, DeskSignals())
    qtbot.addWidget(widget)
    assert widget.competition_combo.count() == 0 and not widget.tabs.isEnabled()
    assert not widget.start_button.isEnabled() and not widget.display_button.isEnabled()
    assert "Add a poker competition" in widget.status_label.text()
    add_competition(desk, "Friday freezeout", "poker")
    widget.signals.changed.emit(what.COMPETITIONS)  # as the Event area says after adding one
    assert widget.competition_combo.currentText() == "Friday freezeout" and widget.tabs.isEnabled()
    assert (
        widget.start_button.isEnabled()
        and widget.clock_label.text() == "Level 1 · 15:00 · 5 / 10 — not started"
    )
    desk.close()


def test_enter_players_draw_seats_and_start_the_clock(area, qtmodeltester, time):
    assert area.competition_combo.currentText() == COMP
    seated_area(area)
    qtmodeltester.check(area.entries_model)
    qtmodeltester.check(area.seats_model)
    assert area.entries_model.rowCount() == 20 and area.seats_model.rowCount() == 27
    # the blind structure by its name, not its file name
    assert area.status_label.text().endswith("Structure: GAMA Cards Night 2025 freezeout")
    assert set(cells(area.entries_model, area.entries_model.COL_STACK)) == {"3,000"}  # PK-1
    assert area.seed_label.text().startswith("seat draw seed ") and not area.draw_button.isEnabled()
    assert area.clock_label.text() == "Level 1 · 15:00 · 5 / 10"
    assert area.pause_button.isEnabled() and not area.start_button.isEnabled()
    time.advance(minutes=16)
    area.tick()
    assert area.clock_label.text() == "Level 2 · 14:00 · 10 / 20"
    area.pause_button.click()
    assert area.clock_label.text().endswith("paused") and area.resume_button.isEnabled()


def test_a_bust_shows_its_moves_in_large_type_prints_them_and_undo_takes_it_back(
    area, qtmodeltester, monkeypatch, tmp_path
):
    seated_area(area)
    view = area.view
    small = next(t for t in view.tables if t.players == 6)  # 7, 7, 6: a bust here leaves 7, 7, 5
    out = next(p for _, p in small.seats if p)
    form = area.bust_form
    form.rows[0][0].setCurrentText(out)
    form.hand_spin.setValue(12)
    form.out_button.click()

    panel = area.moves_panel
    assert area.tabs.currentIndex() == 1
    assert panel.headline_label.text() == f"Out: {out} (hand 12) — 1 move"
    qtmodeltester.check(panel.model)
    assert panel.model.rowCount() == 1 and panel.table.font().pointSize() >= 20  # large type
    move = area.view.last_moves.moves[0]
    assert move.to_table == small.name and move.reason == "balance"
    shown = [panel.model.data(panel.model.index(0, c)) for c in range(4)]
    assert shown == [
        move.player,
        f"table {move.from_table} seat {move.from_seat}",
        f"table {small.name} seat {move.to_seat}",
        "balancing",
    ]
    assert cells(area.places_model, area.places_model.COL_PLAYER) == [out]
    assert cells(area.places_model, area.places_model.COL_PLACE) == ["20th"]
    assert form.hand_spin.value() == 13 and form.rows[0][0].currentText() == ""

    pdf = tmp_path / "moves.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    panel.pdf_button.click()
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert move.player in text and f"table {small.name} seat {move.to_seat}" in text

    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.Yes
    )
    area.undo_button.click()
    assert asked == [f"Put {out} back in the tournament?"]
    assert area.places_model.rowCount() == 0 and not area.undo_button.isEnabled()
    row = cells(area.entries_model, 0).index(out)
    assert area.entries_model.data(area.entries_model.index(row, area.entries_model.COL_STATUS)) == "in"


def test_pk5_same_hand_busts_are_placed_by_start_chips_and_a_player_may_leave(
    area, qtmodeltester, monkeypatch
):
    seated_area(area)
    form = area.bust_form
    form.more_button.click()
    form.rows[0][0].setCurrentText("Player 03")
    form.rows[0][1].setValue(800)
    form.rows[1][0].setCurrentText("Player 04")
    form.rows[1][1].setValue(2500)
    form.hand_spin.setValue(30)
    form.out_button.click()
    assert cells(area.places_model, 1) == ["Player 04", "Player 03"]  # PK-5: more chips, better place
    assert cells(area.places_model, 0) == ["19th", "20th"]
    assert len(form.rows) == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    form.rows[0][0].setCurrentText("Player 05")
    form.leave_button.click()
    qtmodeltester.check(area.places_model)
    assert cells(area.places_model, 1)[0] == "Player 05"
    assert area.places_model.data(area.places_model.index(0, area.places_model.COL_NOTE)).startswith("left")


def test_late_entry_refused_after_level_4_says_why(area, time, monkeypatch):
    seated_area(area)
    time.advance(minutes=20)
    area.late_name_edit.setText("Late Lata")
    area.late_button.click()
    stacks = dict(zip(cells(area.entries_model, 0), cells(area.entries_model, 2), strict=True))
    assert stacks["Late Lata"] == "2,900"  # PK-2: level 2
    time.advance(minutes=30)
    area.tick()
    assert not area.late_button.isEnabled()
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    area.late_name_edit.setText("Too Late")
    area.late_entry()
    assert warned and "PK-2" in warned[0] and area.entries_model.rowCount() == 21
    area.open_table_button.click()  # tables 1-3 are there: the new one is 4, empty
    assert [r.seat for r in area.seats_model.rows if r.table == "4"] == list(range(1, 10))


def test_clock_display_opens_from_the_area_and_follows_it(area, time):
    seated_area(area)
    display = area.open_display()
    assert display is not None and display.isVisible() and area.displays == [display]
    assert display.level_label.text() == "LEVEL 1" and display.players_label.text() == "Players 20 / 20"
    area.pause_button.click()  # the desk's change signal reaches the screen at once
    assert display.state_label.text() == "PAUSED"
    display.close()


def test_structure_editor_saves_an_edit_and_shows_problems_by_row(area, desk, time, qtmodeltester):
    editor = area.structure_editor
    model = editor.model
    qtmodeltester.check(model)
    assert model.rowCount() == 10 and model.data(model.index(4, 0)) == "Break"
    model.setData(model.index(0, model.COL_MINUTES), "20")
    editor.name_edit.setText("gama-slow")
    editor.save_button.click()
    assert editor.error_label.text() == ""
    assert PokerDesk(desk, COMP, time).structure().document["periods"][0]["minutes"] == 20
    assert area.clock_label.text().startswith("Level 1 · 20:00")
    model.setData(model.index(1, model.COL_SMALL), "500")  # more than the big blind
    editor.save_button.click()
    assert "row 2 small_blind" in editor.error_label.text() and "PK-3" in editor.error_label.text()
    editor.add_break_button.click()
    assert model.data(model.index(model.rowCount() - 1, 0)) == "Break"


def test_another_desks_bust_shows_without_touching_what_is_being_typed(area, desk, time):
    seated_area(area)
    editor = area.structure_editor
    editor.model.setData(editor.model.index(2, editor.model.COL_MINUTES), "25")  # an edit not saved yet
    area.bust_form.rows[0][0].setEditText("Player 1")  # half typed
    other = PokerDesk(Desk.open(desk.store.target, who="desk 2"), COMP, time)
    other.bust(["Player 07"], hand=4)
    area.signals.changed.emit(what.EVENT)  # what the main window says when another desk changed the event
    assert cells(area.places_model, 1) == ["Player 07"]
    assert editor.model.data(editor.model.index(2, editor.model.COL_MINUTES)) == "25"
    assert area.bust_form.rows[0][0].currentText() == "Player 1"
    other.desk.close()


def test_the_later_tabs_are_built_when_first_shown_with_what_happened_before(area, desk, time):
    from cardnight_desk.gui.games.poker import area as poker_area

    tabs = area.tabs
    assert [tabs.is_built(i) for i in range(tabs.count())] == [True, False, False, False]
    seated_area(area)
    out = next(p for _, p in area.view.tables[0].seats if p)
    PokerDesk(desk, COMP, time).bust({out: None}, 3)  # entered at another desk
    area.follow()
    assert [tabs.is_built(i) for i in range(tabs.count())] == [True, False, False, False]
    tabs.setCurrentIndex(poker_area.PLACES_TAB)  # a click on "Places and prizes"
    assert tabs.currentWidget().isVisible()
    assert cells(area.places_model, area.places_model.COL_PLAYER) == [out]
    assert area.payouts_label.text().startswith("Prizes (PK-6): 1st ")
    tabs.setCurrentIndex(poker_area.BUSTS_TAB)
    names = area.bust_form.rows[0][0]
    assert out not in [names.itemText(i) for i in range(names.count())] and names.count() == 19
    assert area.undo_button.isEnabled() and area.moves_panel.moves is not None
    tabs.setCurrentIndex(poker_area.STRUCTURE_TAB)
    assert area.structure_editor.model.rowCount() > 0 and tabs.currentWidget() is area.structure_editor
