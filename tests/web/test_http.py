"""The players' page over plain HTTP: what a phone is answered, and what it is never answered (another method
than GET, a path outside the site, a player's private details)."""

from __future__ import annotations

import html
import json
import re
import sqlite3
import threading
import time
import unicodedata
from urllib.parse import quote

import pytest

from cardnight_desk.services import announcements, demo_people, scores, table_entry
from cardnight_desk.services.competition_settings import change_settings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.tables import round_tables
from cardnight_desk.web.layout import FONTS
from cardnight_desk.web.pages import name as name_html
from tests.web.conftest import fetch, private_details

PAGES = ["/", "/table", "/standings", "/clock", "/baccarat", "/live"]


def every_address(night) -> list[str]:
    """Every page of the demo night: each competition's standings, a search for each player (by the first
    letters of the name), in each language."""
    con = sqlite3.connect(night)
    names = [n for (n,) in con.execute("SELECT name FROM player")]
    competitions = [n for (n,) in con.execute("SELECT name FROM competition")]
    con.close()
    addresses = list(PAGES)
    addresses += [f"/standings/{quote(c, safe='')}" for c in competitions]
    addresses += [f"/table?name={quote(n[:3])}" for n in names]
    addresses += [f"{p}?lang={lang}" for p in PAGES[:5] for lang in ("pa", "gu", "ml", "hi")]
    addresses += [f"/fonts/{name}" for name in FONTS if not name.startswith("NotoSans-")]
    return addresses


class Private:
    """What the event at ``night`` holds that no page may show (read before the page is asked anything), and
    the check of a page's body against it."""

    def __init__(self, night):
        self.details = private_details(night)
        con = sqlite3.connect(night)
        self.pin = json.loads(con.execute("SELECT settings FROM event").fetchone()[0])["judge_pin"]
        self.summaries = [s for (s,) in con.execute("SELECT summary FROM history")]
        self.operators = [w for (w,) in con.execute("SELECT DISTINCT who FROM history")]
        con.close()
        assert self.details["born"] and self.details["phone"] and self.details["notes"], (
            "the demo night holds private details"
        )

    def check(self, address: str, body: str) -> None:
        assert "%d" not in body and "%s" not in body, f"{address} shows a word with its blank unfilled"
        for kind, values in self.details.items():
            for value in values:
                assert value not in body, f"{address} shows a player's {kind}: {value!r}"
        assert not re.search(r"(?<![\d,.:])1234(?![\d,.:])", body), f"{address} shows the judge PIN"
        assert self.pin["hash"] not in body and self.pin["salt"] not in body
        for summary in self.summaries:
            assert summary not in body, f"{address} shows the history: {summary!r}"
        for who in self.operators:
            if who not in demo_people.everyone():
                assert who not in body, f"{address} names a desk's operator from the history: {who!r}"


def test_every_page_answers_and_none_shows_private_details(server, night):
    private = Private(night)
    seen = 0
    for address in every_address(night):
        status, headers, body = fetch(server, address)
        assert status == 200, address
        if address.startswith("/fonts/"):
            continue
        seen += 1
        private.check(address, body)
    assert seen > 100


@pytest.fixture
def entry_links(night) -> list[table_entry.SideLink]:
    """Every side's entry link of the latest round of each competition of the demo night whose tables hand in
    a score sheet, with table entry switched on for them (before the page starts)."""
    desk = Desk.open(str(night), who="Organiser")
    try:
        links = []
        for competition in ("Bhukhar league", "28 knockout", "Rummy", "Bukharo"):
            change_settings(desk, competition, {table_entry.SETTING: table_entry.ON})
            links += [s for t in table_entry.round_links(desk, competition).tables for s in t.sides]
        return links
    finally:
        desk.close()


def test_no_entry_page_shows_private_details(entry_links, server, night):
    """A side's form, in each language, and what its checks and posts are answered (the rules' messages, a
    sheet refused, a sheet confirmed already)."""
    private = Private(night)
    answers = set()
    for link in entry_links:
        for lang in ("", "?lang=pa", "?lang=gu", "?lang=ml", "?lang=hi", "?lang=en"):
            status, _, page = fetch(server, link.path + lang)
            assert status == 200, link.path + lang
            private.check(link.path + lang, page)
        data = json.loads(re.search(r'type="application/json">(.*?)</script>', page).group(1))
        sent = json.dumps(data["template"]).encode()
        headers = {"Content-Type": "application/json", "X-Entry-Key": data["key"]}
        for path in (link.path + "/check", link.path):
            status, _, body = fetch(server, path, "POST", headers, sent)
            answers.add(status)
            private.check(f"POST {path}", body)
    assert answers == {200, 409, 422}, answers


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])
@pytest.mark.parametrize("path", ["/", "/table?name=ar", "/standings", "/live", "/nowhere"])
def test_only_get_and_head_are_answered(server, night, method, path):
    before = night.read_bytes()
    status, headers, _ = fetch(server, path, method=method)
    assert status == 405
    assert headers["Allow"] == "GET, HEAD"
    assert night.read_bytes() == before


def test_head_answers_without_a_body(server):
    status, headers, body = fetch(server, "/standings", method="HEAD")
    assert status == 200 and body == ""
    assert headers["Content-Type"].startswith("text/html")


@pytest.mark.parametrize(
    "path",
    [
        "/../pyproject.toml",
        "/..%2fpyproject.toml",
        "/%2e%2e/pyproject.toml",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/fonts/../../pyproject.toml",
        "/fonts/%2e%2e%2f%2e%2e%2fpyproject.toml",
        "/fonts/..%2F..%2Fcardnight_desk%2F__init__.py",
        "/fonts/OFL.txt",
        "//etc/passwd",
        "/etc/passwd",
        "/standings/..%2f..%2fetc%2fpasswd",
        "/standings/%2e%2e",
        "/resources/fonts/NotoSans-Regular.ttf",
        "/cardnight_desk/web/app.py",
        "/C:/Windows/win.ini",
    ],
)
def test_only_the_sites_own_paths_are_served(server, path):
    status, _, body = fetch(server, path)
    assert status in (404, 400) or (status == 200 and "<main" in body), path
    for leaked in ("[project]", "root:x:", "SIL OPEN FONT LICENSE", "import ", "[fonts]"):
        assert leaked not in body, path


def test_a_font_is_served_by_its_name_only(server):
    status, headers, body = fetch(server, "/fonts/NotoSansGurmukhi-Regular.ttf")
    assert status == 200 and headers["Content-Type"] == "font/ttf"


def test_find_your_table_by_any_part_of_a_name_in_any_script(server):
    # a Gujarati name typed in part, and a Latin one in another case with its accent decomposed (NFD)
    status, _, body = fetch(server, "/table?name=" + quote("સુરેશ"))
    assert status == 200 and "સુરેશ મહેતા" in body and "Bhukhar league" in body
    assert 'class="table-no"' in body and 'class="seat-no"' in body
    zoe = unicodedata.normalize("NFD", "ZOË CLARKE")
    status, _, body = fetch(server, "/table?name=" + quote(zoe))
    assert "Zoë Clarke" in body and "Poker freezeout" in body
    status, _, body = fetch(server, "/table?name=zoe+cla")  # typed without the accent
    assert "Zoë Clarke" in body
    status, _, body = fetch(server, "/table?name=" + quote("no such person"))
    assert "Nobody" in body and 'class="seating"' not in body


def test_the_page_speaks_the_phones_language_first(server):
    _, _, body = fetch(server, "/clock", headers={"Accept-Language": "fr-FR, hi;q=0.8, en;q=0.5"})
    assert '<html lang="hi">' in body and "पोकर घड़ी" in body
    _, _, body = fetch(server, "/clock", headers={"Accept-Language": "de, fr"})
    assert '<html lang="en">' in body
    status, headers, body = fetch(server, "/standings?lang=ml", headers={"Accept-Language": "hi"})
    assert '<html lang="ml">' in body and "lang=ml" in headers["Set-Cookie"]
    _, _, body = fetch(server, "/standings", headers={"Cookie": "lang=gu", "Accept-Language": "hi"})
    assert '<html lang="gu">' in body


def test_names_are_marked_for_their_own_direction(server, night):
    with _open(night) as desk:
        announcements.set_announcements(desk, ["چائے تیار ہے — tea is ready"])
    deadline = time.monotonic() + 3
    body = ""
    while time.monotonic() < deadline:
        _, _, body = fetch(server, "/")
        if "چائے" in body:
            break
        time.sleep(0.1)
    assert '<li dir="auto">چائے تیار ہے — tea is ready</li>' in body
    _, _, body = fetch(server, "/table?name=" + quote("ਹਰਪ੍ਰੀਤ"))
    assert '<bdi dir="auto">ਹਰਪ੍ਰੀਤ ਸਿੰਘ</bdi>' in body


class _open:
    """The event opened at a desk of its own for one change (as another desk would)."""

    def __init__(self, path):
        self.path = path

    def __enter__(self) -> Desk:
        self.desk = Desk.open(str(self.path), who="Score desk")
        return self.desk

    def __exit__(self, *exc) -> None:
        self.desk.close()


def played(page: str, team: str) -> int:
    """The games a team has played, as its standings row shows."""
    row = re.search(rf'<td>{re.escape(name_html(team))}</td><td class="n">(\d+)</td>', page)
    assert row, f"{team} has no row"
    return int(row.group(1))


def test_a_confirmed_sheet_shows_within_two_seconds(server, night):
    _, _, before = fetch(server, "/standings/" + quote("Bhukhar league"))
    with _open(night) as desk:
        first, second = round_tables(desk, "Bhukhar league", 3)[0].entrants
    assert played(before, first) == 2 and played(before, second) == 2
    version = json.loads(fetch(server, "/live")[2])["v"]
    with _open(night) as desk:
        scores.confirm_sheet(desk, "Bhukhar league", 3, "1")
        confirmed = time.monotonic()
    while time.monotonic() - confirmed < 2:
        if json.loads(fetch(server, "/live")[2])["v"] != version:
            break
        time.sleep(0.05)
    assert json.loads(fetch(server, "/live")[2])["v"] != version
    _, _, after = fetch(server, "/standings/" + quote("Bhukhar league"))
    assert played(after, first) == 3 and played(after, second) == 3


def test_an_unknown_competition_is_a_page_not_found(server):
    status, _, body = fetch(server, "/standings/" + quote("Chess"))
    assert status == 404 and "no such page" in body


def test_live_answers_an_open_page_as_soon_as_the_event_changes(server, night):
    shown = json.loads(fetch(server, "/live")[2])["v"]
    began = time.monotonic()
    assert json.loads(fetch(server, "/live?v=12345")[2])["v"] == shown  # a page behind is answered at once
    assert time.monotonic() - began < 1.0

    def change() -> None:
        time.sleep(0.6)
        with _open(night) as desk:
            announcements.set_announcements(desk, ["Round 4 at nine"])

    changer = threading.Thread(target=change)
    changer.start()
    began = time.monotonic()
    answer = json.loads(fetch(server, f"/live?v={shown}")[2])  # waits for the change
    waited = time.monotonic() - began
    changer.join()
    assert answer["v"] != shown
    assert 0.5 < waited < 2.0, waited
    assert "Round 4 at nine" in fetch(server, "/")[2]


def _places_shown(page: str) -> list[tuple[int, str, int | None]]:
    """The clock page's table of places: (place, name, prize) per row."""
    table = re.search(r'<table class="places">(.*?)</table>', page)
    if table is None:
        return []
    rows = re.findall(
        r'<tr><td class="n">(\d+)</td><td><bdi dir="auto">(.*?)</bdi></td><td class="n">([\d,]*)</td></tr>',
        table.group(1),
    )
    return [(int(p), html.unescape(n), int(m.replace(",", "")) if m else None) for p, n, m in rows]


def _clock_when(server, shows, path: str = "/clock") -> str:
    """The clock page once ``shows(page)`` is true, read for two seconds at most (the time a change has to
    reach the page)."""
    deadline = time.monotonic() + 2
    page = fetch(server, path)[2]
    while not shows(page) and time.monotonic() < deadline:
        time.sleep(0.05)
        page = fetch(server, path)[2]
    return page


def test_the_clock_page_shows_the_places_decided_and_the_prizes(server, night):
    with _open(night) as desk:
        view = PokerDesk(desk, demo_people.POKER).view()
    assert sum(view.payouts) == 600 and len(view.places) == 2  # the demo's pool, two players out
    _, _, page = fetch(server, "/clock")
    paid = " · ".join(f"{place}. {amount:,}" for place, amount in enumerate(view.payouts, 1))
    assert f'<p class="prizes">Prizes: {paid}</p>' in page
    assert _places_shown(page) == [(r.place, r.player, r.prize) for r in view.places]
    assert all(prize is None for _, _, prize in _places_shown(page))  # out early: no prize

    with _open(night) as desk:  # the freezeout is played to its end at the poker desk
        poker = PokerDesk(desk, demo_people.POKER)
        for hand, player in enumerate(poker.view().remaining[1:], start=30):
            poker.bust([player], hand=hand)
        final = poker.view()
    expected = [(r.place, r.player, r.prize) for r in final.places]
    page = _clock_when(server, lambda page: _places_shown(page) == expected, "/clock?lang=hi")
    shown = _places_shown(page)
    assert shown == [(r.place, r.player, r.prize) for r in final.places]
    assert [p for p, _, _ in shown[:3]] == [1, 2, 3]
    assert [m for _, _, m in shown[:3]] == list(final.payouts[:3]) and shown[3][2] is None
    assert "तय हुए स्थान" in page and "इनाम" in page
    # place, name and prize only: the hand a player went out in and their chips then stay at the desk
    table = re.search(r'<table class="places">(.*?)</table>', page).group(1)
    assert table.count("<tr>") == len(final.places) + 1 and table.count("<td") == 3 * len(final.places)
