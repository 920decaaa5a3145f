"""The Draws area driven for real: draw a round, find a player, swap two teams with a warning, redraw."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from cardnight_desk.gui import i18n
from cardnight_desk.gui.draws.area import METHOD_WORDS, DrawsArea
from cardnight_desk.gui.fitting import MessageLabel
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import draws, scores
from tests.services.builders import bhukhar_event, bhukhar_sheet


def test_draw_find_and_swap(qtbot, tmp_path, monkeypatch):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    signals = DeskSignals()
    area = DrawsArea(desk, signals)
    qtbot.addWidget(area)
    assert area.competition_combo.currentText() == "Bhukhar"
    assert area.tree.topLevelItemCount() == 0
    qtbot.keyClicks(area.seed_edit, "21")
    area.draw_button.click()
    assert area.round_combo.currentData() == 1 and area.tree.topLevelItemCount() == 2
    assert area.tree.topLevelItem(0).childCount() == 6
    assert "seed 21" in area.status_label.text()

    qtbot.keyClicks(area.find_edit, "wolves 2")
    view = draws.get_round(desk, "Bhukhar", 1)
    table, seat = view.find("Wolves 2")
    assert area.find_label.text() == f"Table {table.table}, seat {seat.seat}"

    for t in view.tables:  # play round 1, then draw round 2 and swap back into a rematch
        scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
    signals.changed.emit("scores")
    area.draw_button.click()
    round2 = draws.get_round(desk, "Bhukhar", 2)
    r1 = {frozenset(t.entrants) for t in view.tables}
    a = round2.tables[0].entrants[0]
    partner = next(b for b in round2.tables[1].entrants if frozenset((b, round2.tables[0].entrants[1])) in r1)
    area.swap_first.setCurrentText(a)
    area.swap_second.setCurrentText(partner)
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.No
    )
    assert not area.swap()
    assert asked and "have met before" in asked[0]
    assert draws.get_round(desk, "Bhukhar", 2) == round2
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert area.swap()
    assert draws.get_round(desk, "Bhukhar", 2).to_json() != round2.to_json()
    assert area.redraw_button.isEnabled()
    assert area.redraw()
    assert not area.tree.topLevelItem(0).isHidden()
    desk.close()


def test_a_draw_past_the_competition_end_is_refused_in_a_message(qtbot, tmp_path, monkeypatch):
    from cardnight_desk.services import progress

    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"], {"rounds": 1})
    area = DrawsArea(desk, DeskSignals())
    qtbot.addWidget(area)
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warned.append(args[1:3]))
    area.draw_button.click()
    assert not warned and area.round_combo.currentData() == 1
    for t in draws.get_round(desk, "Bhukhar", 1).tables:
        scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
    assert not area.draw_next()
    assert warned == [
        (
            "Round not drawn",
            "Bhukhar has its 1 planned round; raise its rounds to draw another (Settings… in the Event area, or competition set … rounds=N)",
        )
    ]
    progress.close_competition(desk, "Bhukhar")
    assert not area.draw_next()
    assert warned[-1] == ("Round not drawn", "Bhukhar is closed; reopen it to draw")
    assert draws.round_numbers(desk, "Bhukhar") == [1]
    desk.close()


@pytest.mark.parametrize(("code", "between", "method"), [("en", " v ", "Swiss"), ("pa", " ਬਨਾਮ ", "ਸਵਿੱਸ")])
def test_a_tables_sides_and_the_draw_read_in_the_desks_language(qtbot, qapp, tmp_path, code, between, method):
    """A table's line names its sides with the desk's word between them ("Lions ਬਨਾਮ Tigers"), and the round
    says how it was drawn in words ("Swiss"), never the draw's code ("swiss", "round_robin")."""
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    try:
        i18n.install_language(qapp, code)
        area = DrawsArea(desk, DeskSignals())
        qtbot.addWidget(area)
        area.seed_edit.setText("21")
        area.draw_button.click()
        view = draws.get_round(desk, "Bhukhar", 1)
        shown = [area.tree.topLevelItem(i).text(2) for i in range(area.tree.topLevelItemCount())]
        status = area.status_label.text()
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
        desk.close()
    assert shown == [between.join(t.entrants) for t in view.tables]
    assert f"({method}," in status and "swiss" not in status
    assert all(word in METHOD_WORDS.values() for word in ("Swiss", "round robin", "knockout", "rummy tables"))


def test_catching_up_leaves_the_round_where_the_person_had_it(qtbot, tmp_path):
    """Another desk's changes never move the person at the draw desk: a round that did not change is left as
    it is (not drawn again), and one that did is shown again with the same seat chosen, scrolled as far, and the
    same two entrants chosen to swap."""
    from cardnight_desk.gui import signals as what

    teams = ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks", "Kings", "Queens", "Rooks", "Knights"]
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), teams)
    signals = DeskSignals()
    area = DrawsArea(desk, signals)
    qtbot.addWidget(area)
    area.resize(700, 260)
    area.show()
    area.draw_button.click()
    view = draws.get_round(desk, "Bhukhar", 1)
    area.swap_first.setCurrentText(view.tables[3].entrants[1])
    area.swap_second.setCurrentText(view.tables[4].entrants[0])
    area.tree.setCurrentItem(area.tree.topLevelItem(3).child(2))
    bar = area.tree.verticalScrollBar()
    assert bar.maximum() > 10
    bar.setValue(bar.maximum() - 5)
    first_item = area.tree.topLevelItem(0)

    def another_desk_changed_something() -> None:
        with signals.burst():
            for kind in what.EVERYTHING:
                signals.changed.emit(kind)

    another_desk_changed_something()  # nothing of the round changed
    assert area.tree.topLevelItem(0) is first_item
    scores.enter_sheet(desk, "Bhukhar", 1, view.tables[0].table, bhukhar_sheet(*view.tables[0].entrants))
    scores.enter_sheet(
        desk, "Bhukhar", 1, view.tables[0].table, bhukhar_sheet(*view.tables[0].entrants), confirm=True
    )
    another_desk_changed_something()  # results are in: the round is locked, and shown so
    assert "locked" in area.status_label.text() and area.tree.topLevelItem(0) is not first_item
    current = area.tree.currentItem()
    assert current.parent() is area.tree.topLevelItem(3) and current.parent().indexOfChild(current) == 2
    assert bar.value() == bar.maximum() - 5
    assert area.swap_first.currentText() == view.tables[3].entrants[1]
    assert area.swap_second.currentText() == view.tables[4].entrants[0]
    area.round_combo.setCurrentIndex(0)  # chosen by the person: shown afresh
    desk.close()


def test_the_player_looked_for_is_looked_for_again_when_the_round_changes(qtbot, tmp_path):
    """The Find line always speaks of the round shown: after another desk swaps the player to another seat, and
    when the person picks another round (where the seat found is chosen too)."""
    from cardnight_desk.gui import signals as what

    teams = ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks"]
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), teams)
    signals = DeskSignals()
    area = DrawsArea(desk, signals)
    qtbot.addWidget(area)
    area.draw_button.click()
    round1 = draws.get_round(desk, "Bhukhar", 1)
    qtbot.keyClicks(area.find_edit, "lions 1")
    table, seat = round1.find("Lions 1")
    assert area.find_label.text() == f"Table {table.table}, seat {seat.seat}"
    other = next(t for t in round1.tables if "Lions" not in t.entrants)
    area.tree.setCurrentItem(area.tree.topLevelItem(round1.tables.index(other)))
    chosen = area.tree.currentItem().data(0, Qt.ItemDataRole.UserRole)

    draws.swap_entrants(desk, "Bhukhar", 1, "Lions", other.entrants[0], confirmed=True)  # at another desk
    signals.changed.emit(what.DRAWS)
    moved, moved_seat = draws.get_round(desk, "Bhukhar", 1).find("Lions 1")
    assert moved.table != table.table
    assert area.find_label.text() == f"Table {moved.table}, seat {moved_seat.seat}"
    # the person's own choice is left alone
    assert area.tree.currentItem().data(0, Qt.ItemDataRole.UserRole) == chosen

    for t in draws.get_round(desk, "Bhukhar", 1).tables:
        scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
    signals.changed.emit(what.SCORES)
    area.draw_button.click()
    round2_table, round2_seat = draws.get_round(desk, "Bhukhar", 2).find("Lions 1")
    assert area.find_label.text() == f"Table {round2_table.table}, seat {round2_seat.seat}"
    current = area.tree.currentItem()
    assert current.parent().data(0, Qt.ItemDataRole.UserRole) == round2_table.table
    assert current.text(1) == "Lions 1"
    area.round_combo.setCurrentIndex(0)  # back to round 1, chosen by the person
    assert area.find_label.text() == f"Table {moved.table}, seat {moved_seat.seat}"
    area.find_edit.setText("nobody at all")
    assert area.find_label.text() == "Not found in this round"
    desk.close()


def test_with_table_entry_on_the_chosen_tables_links_are_shown_to_copy(qtbot, tmp_path):
    from PySide6.QtGui import QGuiApplication

    from cardnight_desk.gui.displays.players_page import ON, players_page
    from cardnight_desk.services import table_entry
    from tests.gui.displays.test_players_page import WAIT_MS, free_port

    desk = bhukhar_event(
        str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"], {"table_entry": "on"}
    )
    area = DrawsArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    assert area.links_button.isVisible() and not area.links_button.isEnabled()  # no round yet
    area.draw_button.click()
    second = area.tree.topLevelItem(1)
    area.tree.setCurrentItem(second.child(2))  # a seat at table 2: its table's links
    qtbot.mouseClick(area.links_button, Qt.MouseButton.LeftButton)
    dialog = area.links_dialog
    assert dialog is not None and dialog.isVisible()
    links = table_entry.links_by_table(desk, "Bhukhar", 1)[second.data(0, Qt.ItemDataRole.UserRole)]
    sides = [s.side for s in links.sides]
    assert sides == list(draws.get_round(desk, "Bhukhar", 1).tables[1].entrants)
    # the players' page is off: the paths, and what to do for the whole links
    assert [e.text() for e in dialog.link_edits] == [s.path for s in links.sides]
    assert "The players' page is off" in dialog.findChild(MessageLabel).text()
    qtbot.waitUntil(lambda: dialog.copy_buttons[0].hasFocus())  # the keyboard starts at the first Copy
    qtbot.keyClick(dialog.copy_buttons[0], Qt.Key.Key_Tab)  # by keyboard to the second side's Copy
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert QGuiApplication.clipboard().text() == links.sides[1].path
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()

    page = players_page(desk)
    page.start(free_port())
    qtbot.waitUntil(lambda: page.state == ON, timeout=WAIT_MS)
    try:
        assert area.show_links()
        whole = [e.text() for e in area.links_dialog.link_edits]
        assert whole == [page.url.rstrip("/") + s.path for s in links.sides]  # the same links, made once
        area.links_dialog.copy_buttons[0].click()
        assert QGuiApplication.clipboard().text() == whole[0]
    finally:
        page.stop_now()
    desk.close()


def test_with_table_entry_off_no_links_are_shown_or_made(qtbot, tmp_path):
    from cardnight_desk.store.models import EntryLink

    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    area = DrawsArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    area.draw_button.click()
    assert area.tree.topLevelItemCount() == 2 and not area.links_button.isVisible()
    with desk.store.session() as s:
        assert s.query(EntryLink).count() == 0
    desk.close()
