"""Whatever the desk typed is shown as text on the players' page, never read as HTML: a player, a team, a
competition or an announcement called ``<script>…`` or holding ``&`` appears as written, escaped."""

from __future__ import annotations

import html
import re
import time
from dataclasses import replace
from urllib.parse import quote

from cardnight_desk.services import announcements
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.rename import rename_player, rename_team
from cardnight_desk.services.tables import round_tables
from cardnight_desk.web import layout, pages
from cardnight_desk.web.snapshot import BaccaratTable, Clock, Seating, Standing
from cardnight_desk.web.words import LANGUAGES, words
from tests.web.conftest import fetch, snapshot_of

SCRIPT = '<script>alert("gone")</script>'
AMPERSAND = "Fish & Chips <b>"


def _waiting_for(server, path: str, text: str) -> str:
    deadline = time.monotonic() + 5
    while True:
        _, _, body = fetch(server, path)
        if text in html.unescape(body) or time.monotonic() > deadline:
            return body
        time.sleep(0.1)


def shown_as_text(body: str, element: str, closing: str, text: str) -> bool:
    """Whether ``body`` shows ``text`` escaped (with no tag of its own) as the content of ``element``."""
    found = re.findall(re.escape(element) + "(.*?)" + re.escape(closing), body)
    return any("<" not in raw and ">" not in raw and html.unescape(raw) == text for raw in found)


def test_a_name_with_markup_is_shown_as_written(server, night):
    desk = Desk.open(str(night))
    try:
        team = round_tables(desk, "Bhukhar league", 3)[0].entrants[0]
        rename_team(desk, team, AMPERSAND, "Bhukhar league")
        announcements.set_announcements(desk, [SCRIPT + " & tea"])
    finally:
        desk.close()
    body = _waiting_for(server, "/", SCRIPT)
    assert SCRIPT not in body and "<script>alert" not in body
    assert shown_as_text(body, '<li dir="auto">', "</li>", SCRIPT + " & tea")
    standings = _waiting_for(server, "/standings/" + quote("Bhukhar league"), AMPERSAND)
    assert AMPERSAND not in standings
    assert shown_as_text(standings, '<td><bdi dir="auto">', "</bdi></td>", AMPERSAND)


def test_a_player_called_script_is_found_and_shown_escaped(server, night):
    desk = Desk.open(str(night))
    try:
        rename_player(desk, "Zoë Clarke", SCRIPT + " & Co")
    finally:
        desk.close()
    body = _waiting_for(server, "/table?name=" + quote("alert"), SCRIPT)
    assert "<script>alert" not in body
    assert shown_as_text(body, '<h3><bdi dir="auto">', "</bdi></h3>", SCRIPT + " & Co")
    # what is typed in the search box is written back into it as text too
    _, _, typed = fetch(server, "/table?name=" + quote('"><script>x</script>'))
    assert shown_as_text(typed, '<input id="q" name="name" value="', '" dir="auto"', '"><script>x</script>')
    assert "<script>x" not in typed


def test_every_page_escapes_every_name(night):
    """Every text of the event on every page in every language, set to markup: none of it reaches the page
    as a tag, each shows escaped (the pages a running desk may not have: a clock, a bracket, baccarat)."""
    snap = snapshot_of(night)
    bad = "<i>x</i>&"
    seat = Seating(bad, bad, 2, bad, 3, bad, (bad,), (bad,))
    snap = replace(
        snap,
        event=bad,
        date=bad,
        announcements=(bad,),
        seatings=(seat, replace(seat, table=None)),
        standings=(
            Standing(bad, "x", bad, False, 1, 2, bad, (bad,), ((1, bad, 1, (2,)), (None, bad, 1, (0,)))),
            Standing(bad, "x", bad, True, 1, 1, bracket=(((bad, bad, False, bad), (bad, None, True, None)),)),
        ),
        clocks=(Clock(bad, True, True, False, 1, (1, 2, 0), 2, (2, 4, 1), 1000, 5000, 0, False, 2, 3, 9),),
        baccarat=(BaccaratTable(bad, 1, 2, True, ((1, 1, bad, bad),)),),
    )
    for language in LANGUAGES:
        w = words(language)
        content = [
            pages.event_page(snap, w),
            pages.table_page(snap, w, "<i>"),
            pages.search_box(w, bad),
            pages.standings_page(snap, w, None),
            pages.clock_page(snap, w),
            pages.baccarat_page(snap, w),
        ]
        for main in content:
            assert "<i>" not in main and "&lt;i&gt;x&lt;/i&gt;&amp;" in main, main
        page = layout.page(w, language, 1, bad, "/<i>", {"name": bad}, content[0], content[2])
        assert "<i>" not in page.replace(content[0], "").replace(content[2], "")
        assert "<title>&lt;i&gt;x&lt;/i&gt;&amp; · " in page
        assert len(re.findall("&lt;i&gt;", page)) > 3
