"""The Baccarat area driven for real (offscreen): six seats taken through the dialog, bets typed in, the dealer's
cards typed and clicked, the hand settled, balances and history; refusals, undo, reopening, the tournament."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QWidget

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.event_view import EventView
from cardnight_desk.gui.games.baccarat.area import BaccaratArea
from cardnight_desk.gui.games.baccarat.seat_dialog import SeatDialog, SeatRequest
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import history
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.baccarat import desk as bd

SIX = ["Asha", "Ben", "Chandni", "Dev", "Esha", "Farid"]
FUN = "Fun table"


def _when_dialog_opens(cls, act):
    def poll():
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, cls) and widget.isVisible():
                act(widget)
                return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def _desk(tmp_path, **settings) -> Desk:
    desk = Desk.create(str(tmp_path / "diwali.cardnight"), "Diwali night", "2026-11-08", who="desk 1")
    add_competition(desk, FUN, "baccarat", settings=settings)
    return desk


def _area(qtbot, desk: Desk) -> tuple[BaccaratArea, list[str]]:
    signals = DeskSignals()
    seen: list[str] = []
    signals.changed.connect(seen.append)
    area = BaccaratArea(desk, signals)
    qtbot.addWidget(area)
    area.resize(1280, 760)
    with qtbot.waitActive(area):  # keyboard shortcuts go to the active window
        area.show()
        area.activateWindow()
    return area, seen


def _cell(model, row: int, column: int) -> str:
    return model.data(model.index(row, column))


def _seat_six_through_the_dialog(qtbot, area: BaccaratArea) -> None:
    for name in SIX:

        def fill(dialog: SeatDialog, name=name):
            qtbot.keyClicks(dialog.name_combo.lineEdit(), name)
            if name == "Farid":
                dialog.chips_edit.setText("250.50")
            qtbot.keyClick(dialog.chips_edit, Qt.Key.Key_Return)

        _when_dialog_opens(SeatDialog, fill)
        assert area.seats.add_button.isEnabled()
        area.seats.add_button.click()


def _bet(qtbot, area: BaccaratArea, seat: int, on: str, stake: str) -> None:
    panel = area.bets
    panel.seat_combo.setCurrentIndex(panel.seat_combo.findData(seat))
    panel.kind_combo.setCurrentIndex(panel.kind_combo.findData(on))
    panel.stake_edit.clear()
    qtbot.keyClicks(panel.stake_edit, stake)
    assert panel.place_button.isEnabled(), panel.hint_label.text()
    qtbot.keyClick(panel.stake_edit, Qt.Key.Key_Return)


def _type_card(qtbot, area: BaccaratArea, text: str) -> None:
    qtbot.keyClicks(area.dealing.card_edit, text)
    qtbot.keyClick(area.dealing.card_edit, Qt.Key.Key_Return)


def test_a_hand_settled_at_a_six_seat_fun_table(qtbot, qtmodeltester, tmp_path):
    desk = _desk(tmp_path)
    area, seen = _area(qtbot, desk)
    assert area.stack.currentWidget() is area.table_page
    assert not area.dealing.settle_button.isEnabled() and not area.dealing.undo_button.isEnabled()

    _seat_six_through_the_dialog(qtbot, area)
    seats = area.seats.model
    assert seats.rowCount() == 6 and not area.seats.add_button.isEnabled()  # the table is full
    assert [_cell(seats, r, seats.COL_NAME) for r in range(6)] == SIX
    assert _cell(seats, 5, seats.COL_CHIPS) == "250.50"

    _bet(qtbot, area, 1, "banker", "100")
    _bet(qtbot, area, 2, "tie", "10")
    _bet(qtbot, area, 3, "dragon_bonus_player", "10")
    _bet(qtbot, area, 4, "player_pair", "5")
    _bet(qtbot, area, 5, "player", "12.50")
    assert area.bets.model.rowCount() == 5
    assert _cell(seats, 0, seats.COL_AVAILABLE) == "900" and _cell(seats, 0, seats.COL_CHIPS) == "1,000"
    assert "dragon7" not in [area.bets.kind_combo.itemData(i) for i in range(area.bets.kind_combo.count())]

    step = area.dealing.step_label
    assert step.text() == "Player's first card"
    _type_card(qtbot, area, "4s")
    assert step.text() == "Banker's first card"
    _type_card(qtbot, area, "KD")
    _type_card(qtbot, area, "AC")
    # the fourth card clicked on the rank and suit buttons
    area.dealing.rank_buttons["6"].click()
    area.dealing.suit_buttons["H"].click()
    assert step.text() == "Player draws a third card" and "Player has 5" in area.dealing.reason_label.text()
    assert "bets are closed" in area.bets.hint_label.text().lower()
    assert not area.bets.place_button.isEnabled()
    _type_card(qtbot, area, "7C")
    assert step.text() == "Banker draws a third card"
    assert "Player's third card is a 7" in area.dealing.reason_label.text()
    _type_card(qtbot, area, "2D")
    assert step.text() == "Hand complete" and "Banker wins, 8 to 2" in area.dealing.reason_label.text()
    assert "= <b>8</b>" in area.dealing.banker_label.text()
    assert not area.dealing.deal_button.isEnabled() and not area.dealing.rank_buttons["A"].isEnabled()

    settle = area.dealing.settle_button
    assert settle.isEnabled() and area.focusWidget() is settle  # the keyboard is on Settle
    qtbot.keyClick(settle, Qt.Key.Key_Space)

    results = area.results.model
    assert results.rowCount() == 5
    assert [
        (_cell(results, r, results.COL_NAME), _cell(results, r, results.COL_RESULT), _cell(results, r, 5))
        for r in range(5)
    ] == [
        ("Asha", "Wins", "+95"),
        ("Ben", "Loses", "-10"),
        ("Chandni", "Loses", "-10"),
        ("Dev", "Loses", "-5"),
        ("Esha", "Loses", "-12.50"),
    ]
    assert "Banker wins 8–2" in area.results.summary_label.text()
    assert [_cell(seats, r, seats.COL_CHIPS) for r in range(6)] == [
        "1,095",
        "990",
        "990",
        "995",
        "987.50",
        "250.50",
    ]
    assert area.bets.model.rowCount() == 0 and step.text() == "Player's first card"
    assert "Hand 1 settled" in area.message_label.text()
    assert what.HISTORY in seen

    change = history.list_changes(desk, action_prefix="baccarat.settle")[0]
    assert (
        change.after["cards"] == ["4S", "KD", "AC", "6H", "7C", "2D"] and change.after["winner"] == "banker"
    )
    assert {c["name"]: c["chips"] for c in change.after["chips"]}["Asha"] == "1095"
    assert bd.open_table(desk, FUN).seat(1).chips == Decimal(1095)

    for model in (seats, area.bets.model, results, area.tournament.model):
        qtmodeltester.check(model)
    desk.close()


def test_refusals_are_shown_in_words_and_nothing_breaks(qtbot, tmp_path):
    desk = _desk(tmp_path, starting_chips=100)
    for number, name in enumerate(SIX[:2], start=1):
        bd.seat_player(desk, FUN, number, name)
    area, _ = _area(qtbot, desk)
    panel = area.bets
    panel.seat_combo.setCurrentIndex(panel.seat_combo.findData(1))
    qtbot.keyClicks(panel.stake_edit, "150")
    assert not panel.place_button.isEnabled()
    assert "does not have the chips" in panel.hint_label.text()
    qtbot.keyClick(panel.stake_edit, Qt.Key.Key_Return)  # Enter anyway: the service refuses, readably
    assert "does not have the chips" in area.message_label.text()
    assert area.bets.model.rowCount() == 0

    _type_card(qtbot, area, "XX")
    assert "Not a card" in area.message_label.text()
    area.dealing.card_edit.clear()
    _type_card(qtbot, area, "JK")
    assert "no jokers" in area.message_label.text()
    assert area.dealing.card_edit.text() == "JK"  # kept, to be corrected
    area.dealing.card_edit.clear()
    _type_card(qtbot, area, "8S KD AC 6H 7C")  # a natural: the fifth card is one too many (BAC-1)
    assert "card 5 (7C)" in area.message_label.text() and "BAC-1" in area.message_label.text()
    assert bd.open_table(desk, FUN).cards == ()
    desk.close()


def test_a_typed_hand_and_backspace_takes_back_the_last_card(qtbot, tmp_path):
    desk = _desk(tmp_path)
    bd.seat_player(desk, FUN, 1, "Asha")
    area, _ = _area(qtbot, desk)
    _bet(qtbot, area, 1, "player", "10")
    _type_card(qtbot, area, "4S KD AC 6H 7C 2D")
    assert area.dealing.step_label.text() == "Hand complete"
    area.dealing.card_edit.setFocus()
    qtbot.keyClick(area.dealing.card_edit, Qt.Key.Key_Backspace)
    assert area.dealing.step_label.text() == "Banker draws a third card"
    assert "2♦ taken back" in area.message_label.text()
    area.dealing.undo_button.click()
    assert area.dealing.step_label.text() == "Player draws a third card"
    _type_card(qtbot, area, "8C")  # Banker 6 stands on a Player's third card of 8
    assert area.dealing.step_label.text() == "Banker stands — hand complete"
    area.dealing.settle_button.click()
    assert "Banker wins 6–3" in area.results.summary_label.text()  # Player 4 A 8 = 3, Banker K 6 = 6
    assert _cell(area.results.model, 0, 4) == "Loses" and _cell(area.seats.model, 0, 2) == "990"
    desk.close()


def test_removing_a_seat_with_chips_asks_first(qtbot, tmp_path, monkeypatch):
    desk = _desk(tmp_path)
    bd.seat_player(desk, FUN, 1, "Asha")
    bd.seat_player(desk, FUN, 2, "Ben", "0")
    area, seen = _area(qtbot, desk)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    area.seats.table.selectRow(0)
    area.seats.remove_button.click()
    assert "Asha leaves seat 1 with 1,000 chips" in asked[0]
    assert area.seats.model.rowCount() == 2  # answered No
    area.seats.remove_button.click()
    assert area.seats.model.rowCount() == 1 and what.HISTORY in seen
    area.seats.table.selectRow(0)
    area.seats.remove_button.click()  # Ben has no chips: no question
    assert len(asked) == 2 and area.seats.model.rowCount() == 0
    assert [c.action for c in history.list_changes(desk, action_prefix="baccarat.leave")] == [
        "baccarat.leave"
    ] * 2
    desk.close()


def test_a_seat_with_bets_cannot_be_removed(qtbot, tmp_path):
    desk = _desk(tmp_path)
    bd.seat_player(desk, FUN, 1, "Asha")
    bd.place_bet(desk, FUN, 1, "banker", 10)
    area, _ = _area(qtbot, desk)
    area.seats.table.selectRow(0)
    assert not area.seats.remove_button.isEnabled()
    assert "withdraw them" in area.seats.remove_button.toolTip()
    area.bets.table.selectRow(0)
    qtbot.keyClick(area.bets.table, Qt.Key.Key_Delete)  # Delete withdraws the chosen bet
    assert area.bets.model.rowCount() == 0
    area.seats.table.selectRow(0)
    assert area.seats.remove_button.isEnabled()
    desk.close()


def test_the_hand_in_progress_is_there_when_the_event_is_opened_again(qtbot, tmp_path, monkeypatch):
    desk = _desk(tmp_path, variant="ez")
    area, _ = _area(qtbot, desk)
    monkeypatch.setattr(
        SeatDialog, "get_seat", classmethod(lambda cls, *a: (SeatRequest(3, "Chandni", ""), True))
    )
    area.seats.add_button.click()
    assert area.seats.model.rowCount() == 1 and _cell(area.seats.model, 0, 2) == "1,000"  # the starting chips
    _bet(qtbot, area, 3, "dragon7", "5")  # EZ offers Dragon 7 (ruling BAC-2)
    _type_card(qtbot, area, "6S 2H")
    target = desk.store.target
    desk.close()

    again = Desk.open(target)
    area, _ = _area(qtbot, again)
    assert area.bets.model.rowCount() == 1 and _cell(area.bets.model, 0, 1) == "Dragon 7"
    assert area.dealing.step_label.text() == "Player's second card"
    assert "6♠" in area.dealing.player_label.text() and "2♥" in area.dealing.banker_label.text()
    _type_card(qtbot, area, "KC 2D 3S")  # Banker draws to a three-card 7: Dragon 7
    area.dealing.settle_button.click()
    assert _cell(area.results.model, 0, 5) == "+200"
    again.close()


def test_tournament_shows_hands_left_and_the_ranking(qtbot, qtmodeltester, tmp_path):
    desk = _desk(tmp_path, tournament_hands=1)
    for number, name in enumerate(SIX[:3], start=1):
        bd.seat_player(desk, FUN, number, name)
    area, _ = _area(qtbot, desk)
    assert area.tournament.isVisible()
    assert area.tournament.status_label.text() == "Hand 1 of 1 — 1 left"
    _bet(qtbot, area, 2, "player", "100")
    _type_card(qtbot, area, "4S KD AC 6H 7C 2D")
    area.dealing.settle_button.click()
    assert "Tournament over" in area.tournament.status_label.text()
    ranking = area.tournament.model
    qtmodeltester.check(ranking)
    assert [(_cell(ranking, r, 0), _cell(ranking, r, 2), _cell(ranking, r, 3)) for r in range(3)] == [
        ("1", "Asha", "1,000"),
        ("1", "Chandni", "1,000"),
        ("3", "Ben", "900"),
    ]
    assert area.dealing.step_label.text() == "Tournament over"
    qtbot.keyClicks(area.bets.stake_edit, "10")
    assert not area.bets.place_button.isEnabled() and "tournament is over" in area.bets.hint_label.text()
    assert not area.dealing.rank_buttons["A"].isEnabled()
    desk.close()


def test_a_second_desk_sees_the_first_desks_bet_instead_of_overwriting_it(qtbot, tmp_path):
    desk = _desk(tmp_path)
    bd.seat_player(desk, FUN, 1, "Asha")
    bd.seat_player(desk, FUN, 2, "Ben")
    other = Desk.open(desk.store.target, who="desk 2")
    first, _ = _area(qtbot, desk)
    second, _ = _area(qtbot, other)
    _bet(qtbot, first, 1, "banker", "100")
    _bet(qtbot, second, 2, "player", "50")  # made on the table as it was before the first desk's bet
    assert "another desk" in second.message_label.text()
    assert second.bets.model.rowCount() == 1 and _cell(second.bets.model, 0, 0) == "1 · Asha"
    qtbot.keyClick(second.bets.stake_edit, Qt.Key.Key_Return)  # again, on the table as it is now
    assert second.bets.model.rowCount() == 2 and second.message_label.text() == ""
    assert [b.seat for b in bd.open_table(desk, FUN).bets] == [1, 2]
    other.close()
    desk.close()


def test_a_failure_of_the_store_is_a_message_not_a_traceback(qtbot, tmp_path, monkeypatch):
    desk = _desk(tmp_path)
    bd.seat_player(desk, FUN, 1, "Asha")
    area, _ = _area(qtbot, desk)

    def lost(*args, **kwargs):
        raise OSError("server closed the connection unexpectedly")

    monkeypatch.setattr(bd, "place_bet", lost)
    _bet(qtbot, area, 1, "player", "10")
    assert "Nothing was saved: server closed the connection" in area.message_label.text()
    assert area.bets.model.rowCount() == 0
    desk.close()


def test_every_action_has_its_own_alt_key(qtbot, tmp_path):
    desk = _desk(tmp_path)
    area, _ = _area(qtbot, desk)
    keys: dict[str, str] = {}
    for widget in area.findChildren(QWidget):
        text = widget.text() if isinstance(widget, (QPushButton, QLabel)) else ""
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        key = QKeySequence.mnemonic(text).toString()
        if key:
            assert key not in keys, f"{text!r} and {keys[key]!r} share {key}"
            keys[key] = text
    for key in (
        "Alt+A",
        "Alt+R",
        "Alt+T",
        "Alt+B",
        "Alt+K",
        "Alt+P",
        "Alt+W",
        "Alt+C",
        "Alt+D",
        "Alt+U",
        "Alt+S",
    ):
        assert key in keys
    desk.close()


@pytest.mark.parametrize("tab", [True, False])
def test_without_a_baccarat_competition_the_area_says_where_to_add_one(qtbot, tmp_path, tab):
    desk = Desk.create(str(tmp_path / "n.cardnight"), "Night", "2026-11-08")
    signals = DeskSignals()
    if tab:  # the event view finds the area by itself
        view = EventView(desk, signals)
        qtbot.addWidget(view)
        area = view.show_area("Baccarat")
        assert isinstance(area, BaccaratArea)
    else:
        area = BaccaratArea(desk, signals)
        qtbot.addWidget(area)
    assert area.stack.currentWidget() is area.empty_label and "Event tab" in area.empty_label.text()
    add_competition(desk, FUN, "baccarat")
    signals.changed.emit(what.COMPETITIONS)
    assert area.stack.currentWidget() is area.table_page and area.competition == FUN
    desk.close()


def test_the_table_starts_right_under_the_top_line(qtbot, tmp_path):
    """No empty band between the competition's line and the panels; a message takes room only while shown."""
    desk = _desk(tmp_path)
    area, _ = _area(qtbot, desk)

    def gap() -> int:
        line_bottom = area.competition_combo.geometry().bottom()
        return area.seats.mapTo(area, area.seats.rect().topLeft()).y() - line_bottom

    assert gap() <= 12
    area._say("Seat 1 is taken", error=True)
    QApplication.processEvents()
    assert area.message_label.isVisible() and gap() > area.message_label.height()
    area._say("")
    QApplication.processEvents()
    assert not area.message_label.isVisible() and gap() <= 12
    desk.close()
