"""The players' page as the desk serves it: ``cardnight-desk serve`` in a process of its own, its address read
back, its refusals in the command's one sentence, a PostgreSQL event followed without its password ever on a
command line, and nothing left running once it is stopped."""

from __future__ import annotations

import time
import urllib.request
from pathlib import Path

import pytest

from cardnight_desk.services.announcements import set_announcements
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.web.process import PlayersPageProcess


def page_text(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.read().decode()


def test_the_page_process_serves_the_event_and_stops_leaving_nothing(night):
    page = PlayersPageProcess(str(night), host="127.0.0.1", port=0)
    page.start()
    proc = page.process
    assert proc is not None and page.running
    assert page.url == f"http://127.0.0.1:{page.port}/" and page.port > 0
    assert "Lions" in page_text(page.url + "standings")
    page.stop()
    assert proc.poll() == 0 and not page.running  # stopped as asked, not killed
    with pytest.raises(OSError):
        urllib.request.urlopen(page.url, timeout=5)
    page.stop()  # twice is harmless


def test_a_page_that_cannot_start_says_why_in_the_commands_sentence(night, tmp_path):
    with pytest.raises(Refusal, match=r"^there is no event file '.*none\.cardnight'$"):
        PlayersPageProcess(str(tmp_path / "none.cardnight"), host="127.0.0.1", port=0).start()
    first = PlayersPageProcess(str(night), host="127.0.0.1", port=0)
    first.start()
    try:
        with pytest.raises(Refusal, match=rf"^port {first.port} is already in use on this machine"):
            PlayersPageProcess(str(night), host="127.0.0.1", port=first.port).start()
    finally:
        first.stop()


@pytest.mark.postgres
def test_a_postgresql_event_is_followed_with_its_password_kept_off_the_command_line(pg_url):
    from sqlalchemy.engine import make_url

    password = make_url(pg_url).password
    assert password, "the test database's address carries a password"
    desk = Desk.create(pg_url, "Hall night", "2026-11-23", who="Organiser")
    try:
        add_competition(desk, "Rummy", "rummy")
        page = PlayersPageProcess(pg_url, host="127.0.0.1", port=0)
        page.start()
        try:
            assert page.process is not None
            command = Path(f"/proc/{page.process.pid}/cmdline")
            if command.is_file():  # what every user of the machine may read
                shown = command.read_bytes().decode(errors="replace")
                assert f":{password}@" not in shown and "PGPASSWORD" not in shown
            assert "Hall night" in page_text(page.url)
            set_announcements(desk, ["Tea is ready"])
            changed = time.monotonic()
            while "Tea is ready" not in page_text(page.url):
                assert time.monotonic() - changed < 5.0, "the announcement did not show"
                time.sleep(0.1)
        finally:
            page.stop()
    finally:
        desk.close()


@pytest.mark.postgres
def test_a_password_given_at_the_desk_reaches_the_page(pg_url, monkeypatch):
    """The desk keeps the address without its password and the password (typed once) in memory: the page's
    process is given it, and follows the event."""
    from sqlalchemy.engine import make_url

    from cardnight_desk.store import passwords

    url = make_url(pg_url)
    bare = url.set(password="").render_as_string(hide_password=False).replace(":@", "@")
    assert url.password and f":{url.password}@" not in bare
    desk = Desk.create(pg_url, "Hall night", "2026-11-23", who="Organiser")
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", "/nonexistent")  # no password file to find it in either
    passwords.keep(bare, str(url.password))
    try:
        page = PlayersPageProcess(bare, host="127.0.0.1", port=0)
        page.start()
        try:
            assert "Hall night" in page_text(page.url)
        finally:
            page.stop()
    finally:
        passwords.forget(bare)
        desk.close()
