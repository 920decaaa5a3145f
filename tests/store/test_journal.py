"""An open event file and its journal stay one unit, whatever else the desk's process does with the files
(``store/journal.py``): a save is visible to every other program at once, nothing is acknowledged into a
deleted journal, and a file moved away under a desk keeps its last save."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition, event_info
from cardnight_desk.store.engine import StoreError

SEEN_ELSEWHERE = textwrap.dedent(
    """
    import sys
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.events import event_info
    desk = Desk.open(sys.argv[1])
    print(",".join(c.name for c in event_info(desk).competitions))
    desk.close()
    """
)


def seen_elsewhere(target: str | Path) -> list[str]:
    """The competitions another program (a command) reads in the event; it opens and closes the event as the
    command line does."""
    done = subprocess.run(
        [sys.executable, "-c", SEEN_ELSEWHERE, str(target)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return [name for name in done.stdout.strip().split(",") if name]


def touch_like_a_file_dialog(target: str | Path) -> None:
    """What a file dialog showing the event's folder does in the desk's process: it opens each file there to
    tell its type, and closes it."""
    for name in (str(target), f"{target}-wal", f"{target}-shm"):
        if os.path.exists(name):
            with open(name, "rb") as fh:
                fh.read(64)


def integrity(target: str | Path) -> str:
    con = sqlite3.connect(target)
    try:
        return con.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        con.close()


def deleted_journals() -> list[str]:
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            link = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if link.endswith(("-wal (deleted)", "-shm (deleted)")):
            found.append(link)
    return found


@pytest.fixture
def night(tmp_path) -> str:
    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Journal night", "2026-11-28")
    add_competition(desk, "League", "bhukhar")
    desk.close()
    return target


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the descriptors are read from /proc")
def test_a_save_after_the_files_were_read_outside_sqlite_and_a_command_ran_reaches_every_program(night):
    desk = Desk.open(night, who="Score desk", hold=True)
    try:
        add_competition(desk, "Rummy", "rummy")  # a save still in the journal, not yet in the file
        touch_like_a_file_dialog(night)  # the desk's process drops its POSIX locks on the event
        assert seen_elsewhere(night) == ["League", "Rummy"]  # a command opens and closes the event
        add_competition(desk, "Twenty-eight", "28")
        assert deleted_journals() == []  # the desk writes the event's own journal
        assert seen_elsewhere(night) == ["League", "Rummy", "Twenty-eight"]
        other = Desk.open(night)  # and a command's write reaches the desk
        add_competition(other, "Poker", "poker")
        other.close()
        assert [c.name for c in event_info(desk).competitions][-1] == "Poker"
    finally:
        desk.close()
    assert integrity(night) == "ok"
    assert seen_elsewhere(night) == ["League", "Rummy", "Twenty-eight", "Poker"]
    assert not os.path.exists(f"{night}-wal")  # closed last, the desk leaves the event one whole file


def test_a_journal_deleted_under_the_desk_is_noticed_and_its_lost_save_said_loudly(night):
    desk = Desk.open(night, who="Score desk", hold=True)
    try:
        add_competition(desk, "Rummy", "rummy")  # acknowledged, in the journal only
        os.unlink(f"{night}-wal")  # a program that does not know the rules deletes the journal
        os.unlink(f"{night}-shm")
        with pytest.raises(StoreError, match=r"is NOT in the event file"):
            add_competition(desk, "Poker", "poker")
        assert deleted_journals() == []  # the deleted journal was let go, not written into
        add_competition(desk, "Poker", "poker")  # the desk carries on with the file as it is
        assert seen_elsewhere(night) == ["League", "Poker"]
    finally:
        desk.close()
    assert integrity(night) == "ok"


def test_a_journal_replaced_as_a_save_commits_is_never_acknowledged(night, monkeypatch):
    from sqlalchemy.orm import Session

    desk = Desk.open(night, who="Score desk", hold=True)
    real_commit = Session.commit

    def commit_then_lose_journal(s):
        real_commit(s)
        monkeypatch.setattr(Session, "commit", real_commit)
        os.unlink(f"{night}-wal")  # deleted between the commit and the acknowledgement
        os.unlink(f"{night}-shm")

    try:
        monkeypatch.setattr(Session, "commit", commit_then_lose_journal)
        with pytest.raises(StoreError, match=r"is NOT in the event file"):
            add_competition(desk, "Rummy", "rummy")
        assert seen_elsewhere(night) == ["League"]
    finally:
        desk.close()
    assert integrity(night) == "ok"


def test_the_event_file_moved_away_keeps_the_save_made_before_and_leaves_no_journal_to_replay(
    night, tmp_path
):
    moved = tmp_path / "moved.cardnight"
    desk = Desk.open(night, who="Score desk", hold=True)
    try:
        add_competition(desk, "Rummy", "rummy")  # acknowledged, still in the journal
        os.rename(night, moved)  # a file manager moves the event, and only the event
        with pytest.raises(StoreError, match="was replaced while this desk had it open"):
            add_competition(desk, "Poker", "poker")
        # another event now takes the name; the journal left beside it must not be replayed into it
        other = Desk.create(str(tmp_path / "other.cardnight"), "Another night", "2026-11-29")
        add_competition(other, "Baccarat", "baccarat")
        other.close()
        shutil.copy(tmp_path / "other.cardnight", night)
        assert seen_elsewhere(night) == ["Baccarat"]
        assert integrity(night) == "ok"
    finally:
        desk.close()
    assert seen_elsewhere(moved) == ["League", "Rummy"]
    assert integrity(moved) == "ok"
