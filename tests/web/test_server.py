"""Starting and stopping the players' page: the address it gives, the refusals, a clean stop, and following
a PostgreSQL event that another desk writes."""

from __future__ import annotations

import gzip
import json
import re
import socket
import threading
import time
import urllib.request
from dataclasses import replace

import pytest

from cardnight_desk.services.announcements import set_announcements
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.web.app import PageCache
from cardnight_desk.web.server import PlayersPageServer, lan_address
from tests.cli.conftest import damage_table
from tests.web.conftest import fetch, snapshot_of


def test_the_address_is_the_machines_lan_address_and_the_port(server, night):
    assert server.running
    assert server.url == f"http://127.0.0.1:{server.port}/"
    everywhere = PlayersPageServer(str(night), port=0)
    everywhere.start()
    try:
        assert re.fullmatch(r"http://\d+\.\d+\.\d+\.\d+:\d+/", everywhere.url)
        assert everywhere.url == f"http://{lan_address()}:{everywhere.port}/"
        with urllib.request.urlopen(f"http://127.0.0.1:{everywhere.port}/", timeout=10) as r:
            assert r.status == 200
    finally:
        everywhere.stop()


def test_a_port_in_use_is_refused_in_one_sentence(server, night):
    other = PlayersPageServer(str(night), host="127.0.0.1", port=server.port)
    with pytest.raises(
        Refusal, match=rf"^port {server.port} is already in use on this machine: choose another port$"
    ):
        other.start()
    assert not other.running
    assert fetch(server, "/")[0] == 200  # the first one serves on


def test_an_event_that_cannot_be_opened_is_refused(tmp_path):
    with pytest.raises(Refusal, match="there is no event file"):
        PlayersPageServer(str(tmp_path / "none.cardnight"), port=0).start()
    not_an_event = tmp_path / "notes.cardnight"
    not_an_event.write_text("hello")
    with pytest.raises(Refusal, match="is not a Card Night Desk event file"):
        PlayersPageServer(str(not_an_event), port=0).start()


def test_a_damaged_event_is_refused_in_one_sentence_and_left_as_it_is(night):
    damage_table(night, "competition")
    before = night.read_bytes()
    with pytest.raises(Refusal) as refused:
        PlayersPageServer(str(night), host="127.0.0.1", port=0).start()
    assert "\n" not in str(refused.value) and "malformed" in str(refused.value)
    assert night.read_bytes() == before
    assert not [t for t in threading.enumerate() if t.name.startswith("players-page")]


def test_it_stops_cleanly_its_threads_joined_and_the_port_freed(night):
    before = set(threading.enumerate())
    page = PlayersPageServer(str(night), host="127.0.0.1", port=0)
    page.start()
    port = page.port
    assert {t.name for t in set(threading.enumerate()) - before} >= {"players-page", "players-page-follower"}
    waiting: list[int] = []
    current = json.loads(fetch(page, "/live")[2])["v"]
    phone = threading.Thread(target=lambda: waiting.append(fetch(page, f"/live?v={current}")[0]))
    phone.start()  # an open page waiting for the next change
    time.sleep(0.3)
    began = time.monotonic()
    page.stop()
    phone.join(timeout=5)
    assert waiting == [200] and time.monotonic() - began < 2.0  # answered, not cut off nor waited for
    assert not page.running
    assert not [t for t in threading.enumerate() if t.name.startswith("players-page")]
    with socket.socket() as probe:  # the port is free again
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", port))
    page.stop()  # twice is harmless
    again = PlayersPageServer(str(night), host="127.0.0.1", port=port)
    again.start()  # and it starts again on the same port
    try:
        assert fetch(again, "/live")[0] == 200
    finally:
        again.stop()


def test_it_keeps_serving_while_the_desk_is_busy_printing(server, night, tmp_path):
    """The desk printing (score sheets and standings of the demo night, through its own printing, in this
    process, over and over) does not stop the page: it answers from its own threads."""
    from cardnight_desk.io import printing

    stop = threading.Event()
    printed: list[str] = []

    def print_all_night() -> None:
        desk = Desk.open(str(night), who="Printing desk")
        try:
            while not stop.is_set():
                for what, competition, round_no in (
                    ("score-sheets", "Bhukhar league", 3),
                    ("standings", "Rummy", None),
                ):
                    data = printing.document_data(desk, what, competition, round_no)
                    out = tmp_path / f"{what}-{len(printed)}.pdf"
                    printing.print_document(data, what, out)
                    printed.append(str(out))
        finally:
            desk.close()

    printer = threading.Thread(target=print_all_night)
    printer.start()
    try:
        took = []
        deadline = time.monotonic() + 6
        while time.monotonic() < deadline or not printed:
            began = time.perf_counter()
            assert fetch(server, "/standings")[0] == 200
            took.append(time.perf_counter() - began)
            time.sleep(0.05)
    finally:
        stop.set()
        printer.join()
    assert printed, "the desk printed while the page served"
    assert len(took) > 20 and max(took) < 1.0, max(took)


@pytest.mark.postgres
def test_it_follows_a_postgresql_event_another_desk_writes(pg_url):
    desk = Desk.create(pg_url, "Hall night", "2026-11-23", who="Organiser")
    try:
        add_competition(desk, "Rummy", "rummy")
        page = PlayersPageServer(pg_url, host="127.0.0.1", port=0)
        page.start()
        try:
            status, _, body = fetch(page, "/")
            assert status == 200 and "Hall night" in body and "Rummy" in body
            set_announcements(desk, ["ਚਾਹ ਤਿਆਰ ਹੈ"])
            changed = time.monotonic()
            while "ਚਾਹ ਤਿਆਰ ਹੈ" not in fetch(page, "/")[2]:
                assert time.monotonic() - changed < 2.0, "the announcement did not show within two seconds"
                time.sleep(0.05)
            assert (
                pg_url.split("@")[0] not in fetch(page, "/")[2]
            )  # the address (its password) is never shown
        finally:
            page.stop()
    finally:
        desk.close()


def test_the_pages_connection_to_the_event_cannot_write(server):
    import sqlalchemy as sa

    follower = server._follower
    with pytest.raises(sa.exc.OperationalError, match="readonly|read-only|attempt to write"):
        with follower._desk.store.engine.begin() as conn:
            conn.execute(sa.text("UPDATE event SET name = 'changed'"))


@pytest.mark.postgres
def test_the_pages_connection_to_a_postgresql_event_cannot_write(pg_url):
    import sqlalchemy as sa

    desk = Desk.create(pg_url, "Hall night", "2026-11-23", who="Organiser")
    desk.close()
    page = PlayersPageServer(pg_url, host="127.0.0.1", port=0)
    page.start()
    try:
        with pytest.raises(sa.exc.DBAPIError, match="read-only transaction"):
            with page._follower._desk.store.engine.begin() as conn:
                conn.execute(sa.text("UPDATE event SET name = 'changed'"))
        assert fetch(page, "/")[0] == 200
    finally:
        page.stop()


def test_the_pages_phones_keep_open_are_written_before_a_new_snapshot_is_served(night):
    first = snapshot_of(night)
    second = replace(first, built=first.built + 1, announcements=("Round 4 at nine",))
    written: list[tuple[str, float]] = []

    def recipe(address: str):
        def write(snap):
            written.append((address, snap.built))
            return 200, f"{address} {' '.join(snap.announcements)}"

        return write

    cache = PageCache()
    cache.get(first, ("/", "en"), recipe("/"))
    cache.get(first, ("/standings", "hi"), recipe("/standings"))
    cache.get(first, ("/table?name=vik", "en"), recipe("/table"), prepared=False)  # a search
    assert cache.prepare(second) == 2  # in the follower's thread, before the snapshot is served
    assert written[-2:] == [("/", second.built), ("/standings", second.built)]
    written.clear()
    status, body, zipped = cache.get(second, ("/", "en"), recipe("/"))
    assert written == [] and body == b"/ Round 4 at nine" and gzip.decompress(zipped) == body
    cache.get(second, ("/table?name=vik", "en"), recipe("/table"), prepared=False)
    assert written == [("/table", second.built)]  # written when it is asked for
