"""Opening a file looks before it writes: a file that is not an event, or a damaged one, is refused and left
exactly as it was; an event on a medium the desk cannot write to opens read-only and refuses changes with a
sentence."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition, event_info
from cardnight_desk.store.engine import StoreError, open_store
from cardnight_desk.store.event_store import READ_ONLY


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_event(path: Path) -> Path:
    desk = Desk.create(str(path), "Read-only night", "2026-11-23")
    add_competition(desk, "League", "bhukhar")
    desk.close()
    return path


def test_another_sqlite_file_is_refused_untouched(tmp_path):
    other = tmp_path / "accounts.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE ledger (amount INTEGER)")
    con.execute("INSERT INTO ledger VALUES (5)")
    con.commit()
    con.close()
    before = digest(other)
    with pytest.raises(StoreError, match="not a Card Night Desk event file"):
        open_store(str(other))
    assert digest(other) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["accounts.sqlite"]  # no -wal, no -shm
    con = sqlite3.connect(other)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # not switched to WAL
    con.close()


@pytest.mark.parametrize("keep", [100, 4096, 0.5])
def test_a_truncated_event_is_refused_as_damaged(tmp_path, keep):
    whole = make_event(tmp_path / "whole.cardnight").read_bytes()
    cut = tmp_path / "cut.cardnight"
    cut.write_bytes(whole[: int(len(whole) * keep) if isinstance(keep, float) else keep])
    with pytest.raises(StoreError, match="damaged"):
        open_store(str(cut))


@contextlib.contextmanager
def read_only_copy(tmp_path: Path, event: Path):
    """The event in a folder the desk cannot write to: a read-only bind mount where the desk runs as root
    (root writes through file permissions), else a folder without write permission."""
    stick = tmp_path / "stick"
    stick.mkdir()
    shutil.copy(event, stick / event.name)
    if os.geteuid() != 0:
        os.chmod(stick / event.name, 0o444)
        os.chmod(stick, 0o555)
        try:
            yield stick / event.name
        finally:
            os.chmod(stick, 0o755)
        return
    mount = tmp_path / "mounted"
    mount.mkdir()
    done = subprocess.run(["mount", "--bind", "-o", "ro", str(stick), str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot make a read-only mount here: {done.stderr.decode().strip()}")
    try:
        yield mount / event.name
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def test_an_event_on_a_read_only_medium_is_viewed_and_refuses_changes(tmp_path):
    event = make_event(tmp_path / "night.cardnight")
    with read_only_copy(tmp_path, event) as on_stick:
        before = digest(on_stick)
        desk = Desk.open(str(on_stick))
        try:
            assert desk.store.read_only
            assert [c.name for c in event_info(desk).competitions] == ["League"]
            with pytest.raises(StoreError) as refused:
                add_competition(desk, "Rummy", "rummy")
            assert str(refused.value) == READ_ONLY
        finally:
            desk.close()
        assert digest(on_stick) == before
