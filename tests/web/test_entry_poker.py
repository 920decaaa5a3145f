"""The players at a poker table report its busts on their phones (``/entry/<token>``): the page of a poker
player's link, what each post is answered, and the same guards as the rounds' links (the form's key, the
``Origin``), against the players' page served for real on a freezeout's event file."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from cardnight_desk.services.games.poker import table_entry as poker_entry
from cardnight_desk.services.games.poker.desk import PokerDesk
from tests.services.games.poker.test_desk import COMP, poker_event
from tests.web.test_entry import form_key, post, serve

GAME = "poker-tournament"


class Freezeout:
    """14 players at two tables of seven (seed 7), their links; table 1's first players and its victim."""

    def __init__(self, folder: Path, setting: str = "on"):
        self.path = folder / "night.cardnight"
        self.desk = poker_event(str(self.path), 14, table_entry=setting)
        poker = PokerDesk(self.desk, COMP)
        poker.enter_registered()
        poker.draw_seats(seed=7)
        self.links = poker_entry.poker_links(self.desk, COMP)
        self.table = self.links.tables[0]
        self.first, self.second, self.third = self.table.sides[:3]
        self.victim = self.table.sides[3].side

    def report(self, hand: int = 5, player: str | None = None) -> dict:
        return {"game": GAME, "busts": [{"player": player or self.victim, "hand": hand}]}

    def entries(self) -> int:
        con = sqlite3.connect(self.path)
        try:
            return con.execute("SELECT count(*) FROM table_entry").fetchone()[0]
        finally:
            con.close()

    def places(self) -> dict[str, int]:
        return {row.player: row.place for row in PokerDesk(self.desk, COMP).view().places}


@pytest.fixture
def night(tmp_path):
    made = Freezeout(tmp_path)
    yield made
    made.desk.close()


def page_data(text: str) -> dict:
    return json.loads(re.search(r'type="application/json">(.*?)</script>', text).group(1))


def test_a_poker_players_link_shows_the_bust_report_with_the_tables_players(night):
    async def test(client):
        response = await client.get(night.first.path)
        return response.status, await response.text()

    status, text = serve(night, test)
    assert status == 200
    data = page_data(text)
    assert data["side"] == night.first.side and data["kind"] == GAME
    assert data["sides"] == [link.side for link in night.table.sides]
    assert data["status"] == "open" and data["template"] == {"game": GAME, "busts": [{"player": None}]}
    busts = data["description"]["lines"][0]
    assert busts["path"] == "busts"
    assert (busts["number"], busts["add"]) == ("Player out", "Another player out in this hand")
    assert [(f["path"], f["kind"]) for f in busts["fields"]][0] == ("busts.{n}.player", "side")
    assert f"table&#39;s busts as {night.first.side}." in text and "Send the report" in text
    header = re.search(r"<header>(.*?)</header>", text, re.S).group(1)
    assert "Table 1" in header
    assert "Round" not in header  # a freezeout is not played in rounds


def test_a_report_the_rules_refuse_is_answered_422_with_its_paths_and_nothing_stored(night):
    two = {
        "game": GAME,
        "busts": [{"player": night.victim, "hand": 4}, {"player": night.third.side, "hand": 4}],
    }
    elsewhere = night.links.tables[1].sides[0].side

    async def test(client):
        key = await form_key(client, night.first.path)
        return [
            await post(client, night.first.path + "/check", two, key),
            await post(client, night.first.path, two, key),
            await post(client, night.first.path, night.report(player=elsewhere), key),
            await post(client, night.first.path + "/check", night.report(), key),
        ]

    (checked, said), (status, body), (other_status, other), (fine, clean) = serve(night, test)
    wanted = {
        "path": "busts",
        "message": "players out in the same hand need a hand number and their chips at the start of the hand "
        "(ruling PK-5)",
    }
    assert checked == 200 and said["errors"] == [wanted]
    assert status == 422 and body["errors"] == [wanted]
    assert other_status == 422 and [e["path"] for e in other["errors"]] == ["busts.0.player"]
    assert "is not playing at table 1" in other["errors"][0]["message"]
    assert (fine, clean) == (200, {"errors": []})
    assert night.entries() == 0


def test_waiting_then_differs_then_agreed_then_409_once_the_bust_is_recorded(night):
    async def test(client):
        first_key = await form_key(client, night.first.path)
        said = [await post(client, night.first.path, night.report(5), first_key)]
        said.append(await post(client, night.first.path, night.report(5), first_key))  # a double tap
        said.append(
            await post(client, night.second.path, night.report(6), await form_key(client, night.second.path))
        )
        said.append(
            await post(client, night.third.path, night.report(5), await form_key(client, night.third.path))
        )
        poker_entry.record_agreed(night.desk, COMP, night.table.table)  # the desk's one click
        said.append(
            await post(client, night.second.path, night.report(5), await form_key(client, night.second.path))
        )
        victim = next(link for link in night.table.sides if link.side == night.victim)
        page = await (await client.get(victim.path)).text()
        said.append(await post(client, victim.path, night.report(7, night.first.side), None))
        return said, page

    said, page = serve(night, test)
    assert said[:4] == [
        (200, {"status": "waiting"}),
        (200, {"status": "waiting"}),
        (200, {"status": "differs", "fields": ["busts.0.hand"]}),
        (200, {"status": "agreed"}),
    ]
    assert said[4][0] == 409 and said[4][1]["status"] == "confirmed"
    assert said[5][0] == 403  # no key: refused before the desk is asked
    assert night.entries() == 3 and night.places() == {night.victim: 14}
    data = page_data(page)
    assert data["status"] == "confirmed" and data["confirmed"] == night.report(5)


def test_a_busted_players_link_refuses_posts_with_409(night):
    victim = next(link for link in night.table.sides if link.side == night.victim)
    PokerDesk(night.desk, COMP).bust([night.victim], hand=2, seed=1)

    async def test(client):
        key = await form_key(client, victim.path)
        return await post(client, victim.path, night.report(3, night.first.side), key)

    status, body = serve(night, test)
    assert status == 409 and body["status"] == "confirmed"
    assert night.entries() == 0


def test_a_moved_players_old_link_is_404(night):
    poker = PokerDesk(night.desk, COMP)
    poker.bust([night.first.side], hand=1, seed=1)
    moved = poker.bust([night.second.side], hand=2, seed=1).last_moves.moves[0]
    old = next(link for link in night.links.tables[1].sides if link.side == moved.player)
    new = next(
        s for t in poker_entry.poker_links(night.desk, COMP).tables for s in t.sides if s.side == moved.player
    )

    async def test(client):
        return (await client.get(old.path)).status, (await client.get(new.path)).status

    assert serve(night, test) == (404, 200)


def test_a_post_without_the_form_key_or_from_another_site_is_403(night):
    async def test(client):
        key = await form_key(client, night.first.path)
        port = client.server.port
        return [
            (await post(client, night.first.path, night.report(), None))[0],
            (await post(client, night.first.path, night.report(), "0" * 64))[0],
            (await post(client, night.second.path, night.report(), key))[0],  # another player's link
            (await post(client, night.first.path, night.report(), key, Origin="http://evil.example"))[0],
            (
                await post(
                    client, night.first.path + "/check", night.report(), key, Origin="http://evil.example"
                )
            )[0],
            (await post(client, night.first.path, night.report(), key, Origin=f"http://127.0.0.1:{port}"))[0],
        ]

    assert serve(night, test) == [403, 403, 403, 403, 403, 200]
    assert night.entries() == 1


def test_with_table_entry_off_a_poker_link_opens_nothing(tmp_path):
    night = Freezeout(tmp_path, setting="off")
    try:

        async def test(client):
            return (await client.get(night.first.path)).status, (
                await post(client, night.first.path, night.report(), "0" * 64)
            )[0]

        assert serve(night, test) == (404, 403)
        assert night.entries() == 0
    finally:
        night.desk.close()
