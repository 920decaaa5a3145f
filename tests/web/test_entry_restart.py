"""Nothing a phone is told is stored is lost when the players' page stops: one side's entry is acknowledged,
the server (``serve``) is stopped and a new one started on the same event, the side's link shows its entry,
and the other side's post agrees with it into the table's draft. On a real SQLite file and on a real
PostgreSQL database (``CARDNIGHT_TEST_PG_URL``)."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

from cardnight_desk.services import draws, scores, table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.web.server import PlayersPageServer
from tests.services.builders import bhukhar_event, bhukhar_sheet
from tests.web.conftest import fetch

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]


def page_data(server: PlayersPageServer, path: str) -> dict:
    """What a side's form page carries (its form key, where its sheet stands, the entry stored)."""
    status, _, text = fetch(server, path)
    assert status == 200, text
    found = re.search(r'<script id="entry-data" type="application/json">(.*?)</script>', text)
    assert found is not None
    return json.loads(found.group(1))


def post(server: PlayersPageServer, path: str, sheet: dict, key: str) -> tuple[int, dict]:
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.port}{path}",
        data=json.dumps(sheet).encode(),
        method="POST",
        headers={"Content-Type": "application/json", "X-Entry-Key": key},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"{}")


def started(target: str) -> PlayersPageServer:
    page = PlayersPageServer(target, host="127.0.0.1", port=0)
    page.start()
    return page


def test_an_acknowledged_entry_outlives_a_restart_of_the_page(event_target):
    desk = bhukhar_event(event_target, TEAMS, {"table_entry": "on"})
    try:
        draws.draw_next_round(desk, "Bhukhar", seed=1)
        table = table_entry.round_links(desk, "Bhukhar").tables[0]
    finally:
        desk.close()
    first, second = table.sides
    sheet = bhukhar_sheet(first.side, second.side)

    page = started(event_target)
    try:
        said = post(page, first.path, sheet, page_data(page, first.path)["key"])
    finally:
        page.stop()
    assert said == (200, {"status": "waiting"})

    page = started(event_target)  # a new server on the same event: new form keys, the same entries
    try:
        shown = page_data(page, first.path)
        assert shown["status"] == "waiting" and shown["entered"] == sheet
        other = post(page, second.path, sheet, page_data(page, second.path)["key"])
        assert other == (200, {"status": "agreed"})
        assert page_data(page, first.path)["status"] == "agreed"
    finally:
        page.stop()

    desk = Desk.open(event_target)
    try:
        stored = scores.get_sheet(desk, "Bhukhar", 1, table.table)
    finally:
        desk.close()
    assert stored is not None and stored.status == SheetStatus.DRAFT
    assert stored.sheet == sheet
