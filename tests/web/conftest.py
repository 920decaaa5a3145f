"""The players' page's tests: the demo night (made once, copied for each test), a server on a free port of
the loopback address, and Qt WebEngine (the browser engine) running offscreen.

WebEngine runs as root only without its sandbox (``QTWEBENGINE_DISABLE_SANDBOX``), and needs its module
imported before the test run's QApplication is made: both happen here, when the tests are collected.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import urllib.error
import urllib.request
from pathlib import Path

os.environ["QTWEBENGINE_DISABLE_SANDBOX"] = "1"
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--disable-gpu --no-sandbox")

import PySide6.QtWebEngineWidgets  # noqa: E402,F401 - before any QApplication is made
import pytest  # noqa: E402

from cardnight_desk.services import demo  # noqa: E402
from cardnight_desk.services.changes import latest_change  # noqa: E402
from cardnight_desk.services.desk import Desk  # noqa: E402
from cardnight_desk.web.server import PlayersPageServer  # noqa: E402
from cardnight_desk.web.snapshot import Snapshot, read_snapshot  # noqa: E402


@pytest.fixture(scope="session")
def demo_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.cardnight"
    demo.make_demo(str(path))
    return path


@pytest.fixture
def night(demo_file, tmp_path) -> Path:
    """A copy of the demo night for one test."""
    copy = tmp_path / "demo.cardnight"
    shutil.copyfile(demo_file, copy)
    return copy


def snapshot_of(event: Path) -> Snapshot:
    """The players' page's snapshot of ``event`` as it is now, read through a desk opened for it."""
    desk = Desk.open(str(event))
    try:
        return read_snapshot(desk, latest_change(desk))
    finally:
        desk.close()


@pytest.fixture
def server(night):
    page = PlayersPageServer(str(night), host="127.0.0.1", port=0)
    page.start()
    yield page
    page.stop()


def fetch(
    server: PlayersPageServer,
    path: str,
    method: str = "GET",
    headers: dict | None = None,
    data: bytes | None = None,
):
    """(status, headers, body text) of one request to the server (``data``: its body)."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.port}{path}", data=data, method=method, headers=headers or {}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read().decode("utf-8", "replace")


def private_details(path: Path) -> dict[str, list[str]]:
    """What the event holds that no page may show: every player's birth date (as the desk and the printouts
    write it), phone, e-mail and notes, the notes of the judges' penalties."""
    con = sqlite3.connect(path)
    try:
        found: dict[str, list[str]] = {"born": [], "phone": [], "email": [], "notes": []}
        for born, phone, email, notes in con.execute("SELECT born, phone, email, notes FROM player"):
            if born:
                y, m, d = born[:10].split("-")
                found["born"] += [born[:10], f"{d}/{m}/{y}", f"{d}.{m}.{y}", f"{int(d)}/{int(m)}/{y}"]
            found["phone"] += [phone] if phone and phone.strip() else []
            found["email"] += [email] if email and email.strip() else []
            found["notes"] += [notes] if notes and notes.strip() else []
        found["notes"] += [n for (n,) in con.execute("SELECT note FROM penalty") if n and n.strip()]
        return found
    finally:
        con.close()
