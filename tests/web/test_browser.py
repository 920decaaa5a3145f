"""What a player sees on a phone: the pages opened in Qt WebEngine, offscreen, and read as shown (the text the
page lays out, after its script ran), while the event changes at a desk."""

from __future__ import annotations

import re
import time

from cardnight_desk.services import scores
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.tables import round_tables
from tests.web.browser import Phone


def _seconds(text: str) -> int:
    parts = [int(p) for p in text.strip().split(":")]
    seconds = 0
    for p in parts:
        seconds = seconds * 60 + p
    return seconds


def test_a_player_types_part_of_a_name_and_sees_table_seat_and_opponents(server, qtbot):
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/table")
    phone.js("document.getElementById('q').value='ਹਰਪ੍ਰੀ'; document.getElementById('find').submit(); true")
    phone.wait_for("document.querySelectorAll('.player').length > 0", timeout=10)
    cards = phone.texts(".player")
    assert any(c.startswith("ਹਰਪ੍ਰੀਤ ਸਿੰਘ") for c in cards), cards
    harpreet = next(c for c in cards if c.startswith("ਹਰਪ੍ਰੀਤ ਸਿੰਘ"))
    # the demo seats her at the poker freezeout: her table, her seat and who else sits there
    assert "Poker freezeout" in harpreet
    assert re.search(r"Table 3 · Seat \d+", harpreet), harpreet
    assert "Against:" in harpreet and "Ben Carter" in harpreet
    assert phone.js("location.search") == "?name=%E0%A8%B9%E0%A8%B0%E0%A8%AA%E0%A9%8D%E0%A8%B0%E0%A9%80"


def test_standings_change_on_an_open_page_when_a_sheet_is_confirmed(server, night, qtbot):
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/standings/Bhukhar%20league")
    rows = phone.texts("table tr")
    assert len(rows) == 9  # the heading and eight teams
    desk = Desk.open(str(night), who="Score desk")
    try:
        first, second = round_tables(desk, "Bhukhar league", 3)[0].entrants
        played = "Array.from(document.querySelectorAll('table tr')).filter(function(r){return r.innerText.indexOf(%r)>=0})[0].cells[2].innerText"
        assert phone.js(played % first) == "2"
        scores.confirm_sheet(desk, "Bhukhar league", 3, "1")
        confirmed = time.monotonic()
    finally:
        desk.close()
    phone.wait_for(f"({played % first}) === '3'", timeout=5)
    took = time.monotonic() - confirmed
    assert phone.js(played % second) == "3"
    assert took < 2.0, f"the open page showed the confirmed sheet after {took:.2f} s"
    assert phone.js("location.pathname") == "/standings/Bhukhar%20league"  # not reloaded: the same page


def test_the_poker_clock_ticks_on_the_phone_and_follows_the_desk(server, night, qtbot):
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/clock")
    assert phone.text(".level") == "Level 2"
    first = _seconds(phone.text(".time-left"))
    phone.wait(2.2)
    second = _seconds(phone.text(".time-left"))
    assert 1 <= first - second <= 3, (first, second)  # ticking in the page, between changes
    desk = Desk.open(str(night), who="Poker desk")
    try:
        PokerDesk(desk, "Poker freezeout").pause_clock()
        paused = time.monotonic()
    finally:
        desk.close()
    phone.wait_for("document.body.innerText.indexOf('Paused') >= 0", timeout=5)
    assert time.monotonic() - paused < 2.0
    stopped = phone.text(".time-left")
    phone.wait(1.5)
    assert phone.text(".time-left") == stopped  # a paused clock stands still


def test_the_page_is_in_the_phones_language(server, qtbot):
    phone = Phone(qtbot)
    phone.view.page().profile().setHttpAcceptLanguage("pa-IN,pa;q=0.9,en;q=0.5")
    phone.open(f"http://127.0.0.1:{server.port}/clock")
    assert phone.js("document.documentElement.lang") == "pa"
    assert "ਪੱਧਰ 2" == phone.text(".level")
    phone.js(
        "Array.from(document.querySelectorAll('footer a')).filter(function(a){return a.lang=='gu'})[0].click(); true"
    )
    phone.wait_for("document.documentElement.lang == 'gu'", timeout=10)
    assert phone.text(".level") == "સ્તર 2"
