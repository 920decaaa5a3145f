"""Players report busts from their phones (table entry, issue #36), the Poker area's side: the box "From the
tables" shows where each table's reports stand from real phone submissions, "Record this bust" records the
agreed one as the desk's own bust would, the links of every seated player, and the table cards with one code
per seated player."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardnight_desk.gui.games.poker.area import RELOAD_TICKS, PokerArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import phone_entry
from cardnight_desk.services.games.poker.desk import PokerDesk
from tests.domain.games.poker.test_clock import FakeTime
from tests.services.games.poker.test_desk import COMP, poker_event


def make_area(qtbot, desk):
    widget = PokerArea(desk, DeskSignals(), now=FakeTime())
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    widget.enter_registered_button.click()
    widget.tables_spin.setValue(2)
    widget.draw_button.click()
    return widget


@pytest.fixture
def desk(tmp_path, request):
    d = poker_event(str(tmp_path / "poker.cardnight"), 14, table_entry=getattr(request, "param", "on"))
    yield d
    d.close()


def looked_again(area):
    """What the area's timer does every few seconds: look for other desks' and the phones' changes."""
    for _ in range(RELOAD_TICKS):
        area.tick()


def phones(desk):
    return {t.table: t.sides for t in phone_entry.links(desk, COMP).tables}


def report(player, hand):
    return {"game": "poker-tournament", "busts": [{"player": player, "hand": hand}]}


def places(area):
    model = area.places_model
    return [model.data(model.index(r, model.COL_PLAYER)) for r in range(model.rowCount())]


def test_the_box_shows_waiting_differs_and_agreed_and_record_records_the_bust(qtbot, desk, monkeypatch):
    area = make_area(qtbot, desk)
    assert area.phones.box.isHidden()  # nothing reported yet
    first, second = list(phones(desk).items())
    (t1, s1), (t2, s2) = first, second
    out1, out2 = s1[3].side, s2[2].side

    phone_entry.submit_entry(desk, s1[0].token, report(out1, 5), "10.0.0.1")
    phone_entry.submit_entry(desk, s2[0].token, report(out2, 7), "10.0.0.7")
    phone_entry.submit_entry(desk, s2[1].token, report(out2, 8), "10.0.0.8")
    looked_again(area)
    box = area.phones.box
    assert box.isVisible()
    text = box.table_labels[t1].text()
    assert f"Table {t1}: waiting for a second player" in text
    assert f"{s1[0].side}: {out1} out in hand 5 — from 10.0.0.1 at " in text
    assert f"Table {t2}: the reports differ" in box.table_labels[t2].text()
    assert "in hand 7 — from 10.0.0.7" in box.table_labels[t2].text()
    assert "in hand 8 — from 10.0.0.8" in box.table_labels[t2].text()
    assert box.record_buttons == {}

    phone_entry.submit_entry(desk, s1[1].token, report(out1, 5), "10.0.0.2")
    looked_again(area)
    assert f"Table {t1}: agreed by {s1[0].side}, {s1[1].side}" in box.table_labels[t1].text()
    button = box.record_buttons[t1]
    qtbot.waitUntil(button.isVisible)
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert button.accessibleName() == f"Record the bust agreed at table {t1}"
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    button.click()
    assert warned == []
    assert places(area) == [out1]  # placed as the desk's own bust places a player
    assert out1 not in PokerDesk(desk, COMP).view().remaining
    assert t1 not in box.table_labels and t2 in box.table_labels  # the recorded table leaves the box


def test_a_report_changed_after_it_was_shown_is_not_recorded_unseen(qtbot, desk, monkeypatch):
    area = make_area(qtbot, desk)
    table, sides = next(iter(phones(desk).items()))
    out = sides[3].side
    phone_entry.submit_entry(desk, sides[0].token, report(out, 5), "10.0.0.1")
    phone_entry.submit_entry(desk, sides[1].token, report(out, 5), "10.0.0.2")
    looked_again(area)
    button = area.phones.box.record_buttons[table]
    phone_entry.submit_entry(desk, sides[0].token, report(out, 6), "10.0.0.1")  # first phone changes its mind
    phone_entry.submit_entry(desk, sides[1].token, report(out, 6), "10.0.0.2")
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    button.click()
    assert len(warned) == 1 and "changed since they were shown" in warned[0]
    assert out in PokerDesk(desk, COMP).view().remaining
    assert "in hand 6" in area.phones.box.table_labels[table].text()  # shown again as it is now


@pytest.mark.parametrize("desk", ["confirm_when_agreed"], indirect=True)
def test_confirm_when_agreed_records_the_bust_at_once(qtbot, desk):
    area = make_area(qtbot, desk)
    table, sides = next(iter(phones(desk).items()))
    out = sides[2].side
    phone_entry.submit_entry(desk, sides[0].token, report(out, 3), "10.0.0.1")
    phone_entry.submit_entry(desk, sides[1].token, report(out, 3), "10.0.0.2")
    looked_again(area)
    assert places(area) == [out]
    assert area.phones.box.isHidden()


@pytest.mark.parametrize("desk", ["off"], indirect=True)
def test_table_entry_off_shows_neither_box_nor_buttons(qtbot, desk):
    area = make_area(qtbot, desk)
    assert area.phones.box.isHidden()
    assert area.phones.links_button.isHidden() and area.phones.cards_button.isHidden()


def test_entry_links_lists_each_seated_players_link(qtbot, desk):
    area = make_area(qtbot, desk)
    assert area.phones.links_button.isVisible()
    area.phones.links_button.click()
    dialog = area.phones.links_dialog
    assert dialog is not None and dialog.isVisible()
    seated = [link for sides in phones(desk).values() for link in sides]
    assert len(seated) == 14
    assert [e.text() for e in dialog.link_edits] == [link.path for link in seated]  # the page is off
    names = [b.accessibleName() for b in dialog.copy_buttons]
    assert names == [f"Copy the link of {link.side}" for link in seated]
    assert dialog.windowTitle() == f"Entry links: {COMP}"
    dialog.close()


def test_table_cards_print_one_code_per_seated_player(qtbot, desk, monkeypatch, tmp_path):
    from cardnight_desk.gui.displays import players_page

    area = make_area(qtbot, desk)
    monkeypatch.setattr(players_page, "players_page_url", lambda d: "http://192.168.1.20:8080/")
    pdf = tmp_path / "cards.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    drawn = []
    from cardnight_desk.io.pdf import entry_links

    real = entry_links.draw_qr
    monkeypatch.setattr(entry_links, "draw_qr", lambda c, text, *a: (drawn.append(text), real(c, text, *a)))
    assert area.phones.cards_button.isVisible()
    area.phones.cards_button.click()
    reader = PdfReader(str(pdf))
    seats = PokerDesk(desk, COMP).view().tables
    assert len(reader.pages) == len(seats)  # one folding card per table
    links = phones(desk)
    for page, table in zip(reader.pages, seats, strict=True):
        text = page.extract_text()
        assert "Report your table's busts on a phone: each side scans its own code" in text
        for _, player in table.seats:
            if player:
                assert player in text
    expected = ["http://192.168.1.20:8080" + link.path for sides in links.values() for link in sides]
    # each half of a card carries every code of its table
    assert sorted(drawn) == sorted(expected * 2)
    assert re.search(r"Poker", reader.pages[0].extract_text())
