"""A table's sides enter their score sheet on their phones (``/entry/<token>``): what a phone is answered, what is
stored (once, and only through the side's own link), and what is refused before the desk sees it.

Each test runs the players' page (aiohttp, on a free port of the loopback address) on a real event file: a
Bhukhar league whose tables enter their sheets (``table_entry`` on) with its first round drawn, and a cup
whose setting is off."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import time
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from cardnight_desk import score_sheet
from cardnight_desk.services import draws, scores, table_entry
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.web.app import PlayersPage
from cardnight_desk.web.entry import EntryDesk
from cardnight_desk.web.entry_guard import MOST_BYTES
from tests.services.builders import bhukhar_event, bhukhar_sheet, competition_with_teams
from tests.web.conftest import snapshot_of

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]


class Night:
    """The event file, its first round's links (the league's and the cup's), and the desk that made them."""

    def __init__(self, folder: Path, setting: str = "on"):
        self.path = folder / "night.cardnight"
        self.desk = bhukhar_event(str(self.path), TEAMS, {"table_entry": setting})
        competition_with_teams(self.desk, "Cup", "bhukhar", ["Kings", "Queens"], {"table_entry": "off"})
        draws.draw_next_round(self.desk, "Bhukhar", seed=1)
        draws.draw_next_round(self.desk, "Cup", seed=1)
        self.links = table_entry.round_links(self.desk, "Bhukhar")
        self.cup = table_entry.round_links(self.desk, "Cup")
        self.table = self.links.tables[0]
        self.first, self.second = self.table.sides

    def sheet(self, **changes) -> dict:
        winner, loser = (link.side for link in self.table.sides)
        sheet = bhukhar_sheet(winner, loser)
        for path, value in changes.items():
            *outer, last = path.split("/")
            group = sheet
            for name in outer:
                group = group[name]
            group[last] = value
        return sheet

    def entries(self) -> int:
        con = sqlite3.connect(self.path)
        try:
            return con.execute("SELECT count(*) FROM table_entry").fetchone()[0]
        finally:
            con.close()


@pytest.fixture
def night(tmp_path):
    made = Night(tmp_path)
    yield made
    made.desk.close()


def serve(night: Night, test):
    """Run ``test(client)`` against the page for ``night`` (its snapshot read as the server would)."""

    async def run():
        snap = snapshot_of(night.path)
        entries = EntryDesk(str(night.path))
        page = PlayersPage(lambda: snap, listening_on="127.0.0.1", entries=entries)
        client = TestClient(TestServer(page.app(), host="127.0.0.1"))
        await client.start_server()
        try:
            return await test(client)
        finally:
            await client.close()
            entries.close()

    return asyncio.run(run())


async def form_key(client, path: str) -> str:
    """The form key the side's page carries (what the page's script sends back)."""
    response = await client.get(path)
    assert response.status == 200
    text = await response.text()
    data = re.search(r'<script id="entry-data" type="application/json">(.*?)</script>', text)
    assert data is not None
    return json.loads(data.group(1))["key"]


async def post(client, path: str, sheet, key: str | None, **headers):
    if key is not None:
        headers["X-Entry-Key"] = key
    response = await client.post(
        path, data=json.dumps(sheet), headers={"Content-Type": "application/json", **headers}
    )
    return response.status, await response.json(content_type=None)


def test_the_form_shows_the_table_its_sides_and_the_games_sheet(night):
    async def test(client):
        response = await client.get(night.first.path)
        text = await response.text()
        return response.status, response.headers, text

    status, headers, text = serve(night, test)
    assert status == 200
    assert (
        headers["Cache-Control"] == "no-store"
        and "frame-ancestors 'none'" in headers["Content-Security-Policy"]
    )
    data = json.loads(re.search(r'type="application/json">(.*?)</script>', text).group(1))
    assert data["side"] == night.first.side
    assert data["sides"] == [link.side for link in night.table.sides]
    assert data["status"] == "open"
    assert set(data["template"]["teams"]) == set(data["sides"])
    labels = [f["label"] for f in data["description"]["sides"]["fields"]]
    assert "Took the Bhukhar" in labels
    assert f"You enter the sheet for {night.first.side}." in text
    assert "Table" in text and night.table.table in text


def test_the_form_is_in_the_phones_language(night):
    async def test(client):
        response = await client.get(night.first.path, headers={"Accept-Language": "ml"})
        return await response.text()

    text = serve(night, test)
    data = json.loads(re.search(r'type="application/json">(.*?)</script>', text).group(1))
    labels = {f["path"]: f["label"] for f in data["description"]["sides"]["fields"]}
    assert re.search("[\u0d00-\u0d7f]", labels["teams.{side}.bhukhar"]), labels
    assert "NotoSansMalayalam-Regular.ttf" in text  # its font comes with it


def test_a_sheet_the_rules_refuse_is_answered_422_with_the_desks_messages_and_nothing_stored(night):
    bad = night.sheet(**{f"teams/{night.first.side}/closed/sequence": -1})
    desk_says = score_sheet(bad)["errors"]

    async def test(client):
        key = await form_key(client, night.first.path)
        checked = await post(client, night.first.path + "/check", bad, key)
        posted = await post(client, night.first.path, bad, key)
        return checked, posted

    (check_status, checked), (status, body) = serve(night, test)
    assert check_status == 200 and status == 422
    wanted = {
        "path": f"teams.{night.first.side}.closed.sequence",
        "message": "-1 is below the lowest allowed, 0",
    }
    assert wanted in desk_says
    assert wanted in body["errors"] and wanted in checked["errors"]
    assert night.entries() == 0


def test_both_sides_post_the_same_sheet_then_it_is_a_draft_at_the_desk(night):
    sheet = night.sheet()

    async def test(client):
        first = await post(client, night.first.path, sheet, await form_key(client, night.first.path))
        second = await post(client, night.second.path, sheet, await form_key(client, night.second.path))
        return first, second

    first, second = serve(night, test)
    assert first == (200, {"status": "waiting"})
    assert second == (200, {"status": "agreed"})
    stored = scores.get_sheet(night.desk, "Bhukhar", 1, night.table.table)
    assert stored is not None and stored.status == SheetStatus.DRAFT
    assert stored.sheet["teams"] == sheet["teams"]


def test_sides_that_differ_are_told_where(night):
    theirs = night.sheet(**{f"teams/{night.second.side}/hand_cards/low": 21})

    async def test(client):
        await post(client, night.first.path, night.sheet(), await form_key(client, night.first.path))
        return await post(client, night.second.path, theirs, await form_key(client, night.second.path))

    status, body = serve(night, test)
    assert status == 200 and body["status"] == "differs"
    assert body["fields"] == [f"teams.{night.second.side}.hand_cards.low"]
    assert scores.get_sheet(night.desk, "Bhukhar", 1, night.table.table) is None


def test_a_double_tap_is_stored_once(night):
    async def test(client):
        key = await form_key(client, night.first.path)
        return [await post(client, night.first.path, night.sheet(), key) for _ in range(2)]

    assert serve(night, test) == [(200, {"status": "waiting"})] * 2
    assert night.entries() == 1


def test_a_wrong_token_is_404_and_the_21st_bad_token_in_a_minute_is_429(night):
    async def test(client):
        seen = [(await client.get(f"/entry/nothing{k}")).status for k in range(20)]
        seen.append((await client.get(f"/entry/nothing{20}")).status)
        seen.append((await client.get(night.first.path)).status)  # even a good link, for the minute
        return seen

    seen = serve(night, test)
    assert seen == [404] * 20 + [429, 429]


def test_an_off_competitions_link_opens_nothing(night):
    async def test(client):
        return (await client.get(night.cup.tables[0].sides[0].path)).status

    assert serve(night, test) == 404


def test_a_post_without_the_form_key_or_from_another_site_is_403(night):
    async def test(client):
        key = await form_key(client, night.first.path)
        no_key = await post(client, night.first.path, night.sheet(), None)
        wrong = await post(client, night.first.path, night.sheet(), "0" * 64)
        # one side's key is not another's
        other_link = await post(client, night.second.path, night.sheet(), key)
        port = client.server.port
        foreign = await post(client, night.first.path, night.sheet(), key, Origin="http://evil.example")
        own = await post(client, night.first.path, night.sheet(), key, Origin=f"http://127.0.0.1:{port}")
        return [no_key[0], wrong[0], other_link[0], foreign[0], own[0]]

    assert serve(night, test) == [403, 403, 403, 403, 200]
    assert night.entries() == 1


def test_a_post_that_is_not_json_is_415_and_one_longer_than_a_sheet_413(night):
    async def test(client):
        key = await form_key(client, night.first.path)
        form = await client.post(night.first.path, data={"sheet": "x"}, headers={"X-Entry-Key": key})
        huge = json.dumps({"game": "bhukhar", "x": "a" * MOST_BYTES})
        said = await client.post(
            night.first.path, data=huge, headers={"Content-Type": "application/json", "X-Entry-Key": key}
        )

        async def chunks():
            for _ in range(MOST_BYTES // 4096 + 2):
                yield b" " * 4096

        unsaid = await client.post(
            night.first.path, data=chunks(), headers={"Content-Type": "application/json", "X-Entry-Key": key}
        )
        return form.status, said.status, unsaid.status

    assert serve(night, test) == (415, 413, 413)
    assert night.entries() == 0


def test_after_the_desk_confirms_the_link_shows_the_sheet_and_refuses_posts(night):
    sheet = night.sheet()

    async def test(client):
        key = await form_key(client, night.first.path)
        await post(client, night.first.path, sheet, key)
        await post(client, night.second.path, sheet, await form_key(client, night.second.path))
        scores.confirm_sheet(night.desk, "Bhukhar", 1, night.table.table)
        late = await post(client, night.first.path, night.sheet(**{"ended_by": "stock"}), key)
        page = await (await client.get(night.first.path)).text()
        return late, page

    (status, _), page = serve(night, test)
    assert status == 409
    data = json.loads(re.search(r'type="application/json">(.*?)</script>', page).group(1))
    assert data["status"] == "confirmed" and data["confirmed"]["teams"] == sheet["teams"]


def test_the_other_pages_still_only_read(night):
    async def test(client):
        return [
            (await client.get("/")).status,
            (await client.get("/standings")).status,
            (await client.post("/", data="{}")).status,
            (await client.post("/standings", data="{}", headers={"Content-Type": "application/json"})).status,
            (await client.put(night.first.path, data="{}")).status,
            (await client.get(night.first.path + "/check")).status,
        ]

    assert serve(night, test) == [200, 200, 405, 405, 405, 405]


def test_a_post_that_trickles_in_is_dropped(night):
    async def test(client):
        key = await form_key(client, night.first.path)
        reader, writer = await asyncio.open_connection("127.0.0.1", client.server.port)
        head = (
            f"POST {night.first.path} HTTP/1.1\r\nHost: 127.0.0.1:{client.server.port}\r\n"
            f"Content-Type: application/json\r\nX-Entry-Key: {key}\r\nContent-Length: 500\r\n\r\n{{"
        )
        writer.write(head.encode())
        await writer.drain()
        began = time.monotonic()
        answer = await asyncio.wait_for(reader.read(200), 30)
        writer.close()
        return answer, time.monotonic() - began

    answer, waited = serve(night, test)
    assert answer.startswith(b"HTTP/1.1 408") and waited < 10


def test_the_page_keeps_answering_while_the_event_is_busy(night):
    """A post waits for the event on the entry pages' own threads, never on the server's loop."""

    async def test(client):
        key = await form_key(client, night.first.path)
        holder = sqlite3.connect(night.path, timeout=30)
        holder.execute("BEGIN IMMEDIATE")  # another desk writing: the post must wait
        posting = asyncio.ensure_future(post(client, night.first.path, night.sheet(), key))
        await asyncio.sleep(0.5)
        began = time.monotonic()
        meanwhile = (await client.get("/standings")).status
        answered_in = time.monotonic() - began
        still_waiting = not posting.done()
        holder.rollback()
        holder.close()
        return meanwhile, answered_in, still_waiting, await posting

    meanwhile, answered_in, still_waiting, (status, body) = serve(night, test)
    assert meanwhile == 200 and answered_in < 0.5 and still_waiting
    assert status == 200 and body == {"status": "waiting"}


def test_the_form_keeps_the_language_the_phone_chose_on_the_other_pages(night):
    """A phone that chose Malayalam on the event page gets its form in Malayalam; one that chooses Hindi on
    the form's language switch gets the other pages in Hindi (the choice kept as on every page)."""

    async def test(client):
        english = {"Accept-Language": "en-GB,en;q=0.9"}
        await client.get("/?lang=ml", headers=english)
        form = await (await client.get(night.first.path, headers=english)).text()
        chosen = await client.get(night.first.path + "?lang=hi", headers=english)
        event = await (await client.get("/", headers=english)).text()
        return form, chosen.cookies.get("lang"), event

    form, cookie, event = serve(night, test)
    assert '<html lang="ml">' in form
    data = json.loads(re.search(r'type="application/json">(.*?)</script>', form).group(1))
    labels = {f["path"]: f["label"] for f in data["description"]["sides"]["fields"]}
    assert re.search("[\u0d00-\u0d7f]", labels["teams.{side}.bhukhar"]), labels
    assert cookie is not None and cookie.value == "hi"
    assert '<html lang="hi">' in event
