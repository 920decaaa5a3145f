"""What a player sees on a phone: the pages opened in Qt WebEngine, offscreen, and read as shown (the text the
page lays out, after its script ran), while the event changes at a desk."""

from __future__ import annotations

import json
import re
import time

from cardnight_desk.services import demo_people, scores
from cardnight_desk.services.announcements import set_announcements
from cardnight_desk.services.bracket_view import knockout_rounds
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.progress import close_competition
from cardnight_desk.services.rename import rename_player
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
    desk = Desk.open(str(night), who="Poker desk")
    try:
        shown = PokerDesk(desk, "Poker freezeout").view().display
    finally:
        desk.close()
    phone.open(f"http://127.0.0.1:{server.port}/clock")
    assert phone.text(".level") == "Level 2"
    blinds = shown.clock.blinds
    assert phone.text(".blinds").startswith(f"{blinds.small:,} / {blinds.big:,}")
    assert phone.text(".players-left") == str(shown.players_left)
    first = _seconds(phone.text(".time-left"))
    first_break = _seconds(phone.text(".break-in"))
    assert first_break >= first  # the next break comes at the end of this level or later
    phone.wait(2.2)
    second = _seconds(phone.text(".time-left"))
    assert 1 <= first - second <= 3, (first, second)  # ticking in the page, between changes
    assert 1 <= first_break - _seconds(phone.text(".break-in")) <= 3
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


def test_an_urdu_name_is_found_and_shown_right_to_left_joined_as_it_is_written(server, night, qtbot):
    desk = Desk.open(str(night), who="Registration desk")
    try:
        rename_player(desk, "Vikram Shah", "وکرم شاہ")
        renamed = time.monotonic()
    finally:
        desk.close()
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/table")
    phone.wait(max(0.0, 2.0 - (time.monotonic() - renamed)))  # the time a change has to reach the page
    phone.js("document.getElementById('q').value='شاہ'; document.getElementById('find').submit(); true")
    phone.wait_for("document.querySelectorAll('.player').length > 0", timeout=10)
    cards = phone.texts(".player")
    assert len(cards) == 1 and cards[0].startswith("وکرم شاہ"), cards
    assert "Bhukhar league" in cards[0] and re.search(r"Table \d+ · Seat \d+", cards[0]), cards[0]
    name = "document.querySelector('.player h3 bdi')"
    assert phone.js(f"getComputedStyle({name}).direction") == "rtl"  # right to left in a left-to-right page
    assert phone.js("getComputedStyle(document.body).direction") == "ltr"
    phone.wait_for("document.fonts.status === 'loaded'", timeout=10)
    # drawn from a font that has its letters, joined: the name is narrower than its letters set apart (a
    # missing font's boxes, or letters not shaped, are as wide one way as the other)
    widths = phone.js(
        f"(function(){{var e={name},s=document.createElement('span');s.style.font=getComputedStyle(e).font;"
        "s.textContent=e.textContent.split('').join('\\u200c');e.parentNode.appendChild(s);"
        "var r=[e.getBoundingClientRect().width,s.getBoundingClientRect().width];s.remove();"
        "return JSON.stringify(r)})()"
    )
    joined, apart = json.loads(widths)
    assert 0 < joined < 0.9 * apart, (joined, apart)


def test_standings_show_the_28_bracket_and_are_provisional_until_a_competition_is_finished(
    server, night, qtbot
):
    desk = Desk.open(str(night), who="Organiser")
    try:
        bracket = knockout_rounds(desk, demo_people.TWENTY_EIGHT)
    finally:
        desk.close()
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/standings")
    sections = phone.texts(".standing")
    notes = phone.texts(".standing > p.note:first-of-type")
    assert len(notes) == 6 and all(n.endswith("provisional") for n in notes), notes  # nothing finished yet
    knockout = next(s for s in sections if s.startswith(demo_people.TWENTY_EIGHT))
    assert "Bracket" in knockout and "Round 1" in knockout
    matches = phone.texts(".standing:nth-of-type(2) .card")
    played = [m for m in bracket[0] if not m.bye]
    assert len(matches) >= len(bracket[0])
    for match in played:  # each match of the first round with both teams, its winner in bold
        assert any(match.top in card and match.bottom in card for card in matches), match
        assert match.winner is not None
    winners = phone.js(
        "JSON.stringify(Array.from(document.querySelectorAll('.standing:nth-of-type(2) .card b')).map(function(b){return b.innerText}))"
    )
    assert {m.winner for m in played} <= set(json.loads(winners))

    desk = Desk.open(str(night), who="Organiser")
    try:
        close_competition(desk, demo_people.BHUKHAR, "the hall closes at eleven")
        closed = time.monotonic()
    finally:
        desk.close()
    league = "document.querySelector('.standing > p.note:first-of-type').innerText"
    phone.wait_for(f"{league}.indexOf('final') >= 0", timeout=5)
    assert time.monotonic() - closed < 2.0
    notes = phone.texts(".standing > p.note:first-of-type")
    assert notes[0].endswith("final") and "provisional" not in notes[0]
    assert all(n.endswith("provisional") for n in notes[1:])


def test_an_announcement_made_at_the_desk_shows_on_the_open_event_page(server, night, qtbot):
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/")
    desk = Desk.open(str(night), who="Organiser")
    try:
        set_announcements(desk, ["Round 4 starts at nine", "چائے تیار ہے"])
        made = time.monotonic()
    finally:
        desk.close()
    phone.wait_for("document.querySelectorAll('#main li').length == 2", timeout=5)
    assert time.monotonic() - made < 2.0
    assert phone.texts("#main li") == ["Round 4 starts at nine", "چائے تیار ہے"]


def _luminance(css: str) -> float:
    channels = [int(c) / 255 for c in re.findall(r"\d+", css)[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_the_pages_are_light_on_dark_and_easy_to_read_in_a_dark_hall(server, qtbot):
    phone = Phone(qtbot)
    phone.open(f"http://127.0.0.1:{server.port}/standings")
    colours = json.loads(
        phone.js(
            "JSON.stringify(['body','header','nav a','h2','.note','th','td','footer'].map(function(q){"
            "var e=document.querySelector(q),b=e;while(b&&getComputedStyle(b).backgroundColor=='rgba(0, 0, 0, 0)')"
            "b=b.parentElement;return [q,getComputedStyle(e).color,getComputedStyle(b||document.body).backgroundColor]}))"
        )
    )
    assert _luminance(colours[0][2]) < 0.02  # a dark page: it does not light up the hall
    for what, text, background in colours:
        light, dark = _luminance(text) + 0.05, _luminance(background) + 0.05
        assert light > dark and light / dark >= 4.5, f"{what}: {text} on {background}"
