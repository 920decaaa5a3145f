"""A restore never replaces an event under an open desk: it is refused naming who holds the event, a crashed
desk holds nothing, and a desk whose file was swapped anyway refuses its next save instead of losing it."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from cardnight_desk.services.backups import back_up, restore
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition, event_info
from cardnight_desk.store.engine import StoreError

HOLDER = textwrap.dedent(
    """
    import sys, time
    from cardnight_desk.services.desk import Desk
    desk = Desk.open(sys.argv[1], who="Registration desk", hold=True)
    print("open", flush=True)
    time.sleep(600)
    """
)


def hold_open(target: str) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, target], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "open", proc.stderr.read()
    return proc


def night(target: str) -> str:
    desk = Desk.create(target, "Restore night", "2026-11-23")
    add_competition(desk, "League", "bhukhar")
    desk.close()
    return target


def competitions(target: str) -> list[str]:
    desk = Desk.open(target)
    try:
        return [c.name for c in event_info(desk).competitions]
    finally:
        desk.close()


def test_restore_over_an_event_an_open_desk_holds_is_refused(event_target, tmp_path):
    night(event_target)
    saved = str(tmp_path / "saved.cardnight")
    desk = Desk.open(event_target)
    back_up(desk, saved)
    add_competition(desk, "Rummy", "rummy")  # after the backup: a restore would lose it
    desk.close()
    proc = hold_open(event_target)
    try:
        with pytest.raises(Refusal) as refused:
            restore(saved, event_target, replace=True)
        assert "'Registration desk'" in str(refused.value) and "nothing was replaced" in str(refused.value)
        assert competitions(event_target) == ["League", "Rummy"]
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    restore(saved, event_target, replace=True)  # the killed desk holds nothing any more
    assert competitions(event_target) == ["League"]


def test_a_desk_whose_file_was_swapped_refuses_its_next_save(tmp_path):
    target = str(tmp_path / "night.cardnight")
    night(target)
    other = str(tmp_path / "other.cardnight")
    shutil.copy(target, other)
    desk = Desk.open(target)
    try:
        os.replace(other, target)  # swapped behind the desk's back, as a careless copy would
        time.sleep(0.05)
        with pytest.raises(StoreError, match="was replaced while this desk had it open"):
            add_competition(desk, "Rummy", "rummy")
    finally:
        desk.close()
    assert competitions(target) == ["League"]


def test_a_command_that_only_reads_leaves_the_event_file_as_it_was(tmp_path):
    import hashlib

    target = str(tmp_path / "night.cardnight")
    night(target)
    before = hashlib.sha256(open(target, "rb").read()).hexdigest()
    assert competitions(target) == ["League"]  # Desk.open without holding, as a command does
    assert hashlib.sha256(open(target, "rb").read()).hexdigest() == before


SAVING_DESK = textwrap.dedent(
    """
    import sys
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.events import add_competition
    desk = Desk.open(sys.argv[1], who="Score desk", hold=True)
    for n in range(1, 15):
        add_competition(desk, f"Table game {n}", "rummy")
    print("saved", flush=True)
    sys.stdin.read()
    """
)


def test_a_crashed_desks_last_saves_are_in_the_copy_a_restore_keeps(tmp_path):
    target = night(str(tmp_path / "night.cardnight"))
    saved = str(tmp_path / "saved.cardnight")
    desk = Desk.open(target)
    back_up(desk, saved)
    desk.close()
    proc = subprocess.Popen(
        [sys.executable, "-c", SAVING_DESK, target], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "saved"
    proc.kill()  # the desk dies with its last saves in the journal
    proc.wait()
    assert os.path.getsize(f"{target}-wal") > 0
    restore(saved, target, replace=True)
    (kept,) = tmp_path.glob("night.cardnight.replaced-*")
    assert competitions(str(kept)) == ["League"] + [f"Table game {n}" for n in range(1, 15)]
    assert competitions(target) == ["League"]


def forge_holder(target: str, **row) -> None:
    """A holder row written straight into the event file, as a crash, a restart or a hand edit leaves it."""
    import datetime as dt
    import sqlite3

    now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    values = {"who": "Forged desk", "host": "elsewhere", "pid": 4242, "opened_at": now, "seen_at": now} | row
    con = sqlite3.connect(target)
    try:
        with con:
            con.execute(
                "INSERT INTO holder (who, host, pid, opened_at, seen_at) VALUES (?, ?, ?, ?, ?)",
                [str(v) if isinstance(v, dt.datetime) else v for v in values.values()],
            )
    finally:
        con.close()


@pytest.mark.parametrize(
    "row",
    [
        {"seen_at": "in the future"},  # a heartbeat no clock has reached
        {"host": "this", "pid": 1, "seen_at": "long ago"},  # a process number now another program's
        {"seen_at": "long ago"},  # a desk on another computer that stopped marking
    ],
    ids=["future heartbeat", "pid reused", "silent remote desk"],
)
def test_a_holder_that_is_not_there_does_not_block_a_restore(tmp_path, row):
    import datetime as dt

    from cardnight_desk.store.holders import this_host

    target = night(str(tmp_path / "night.cardnight"))
    saved = str(tmp_path / "saved.cardnight")
    desk = Desk.open(target)
    back_up(desk, saved)
    add_competition(desk, "Rummy", "rummy")
    desk.close()
    now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    when = {"in the future": now + dt.timedelta(days=3), "long ago": now - dt.timedelta(hours=2)}
    forged = {k: when.get(v, v) for k, v in row.items()}
    if forged.get("host") == "this":
        forged["host"] = this_host()
    forge_holder(target, **forged)
    restore(saved, target, replace=True)
    assert competitions(target) == ["League"]


def test_a_live_desk_named_closed_by_the_organiser_lets_the_restore_go_ahead(tmp_path, capsys):
    from cardnight_desk.__main__ import main

    target = night(str(tmp_path / "night.cardnight"))
    saved = str(tmp_path / "saved.cardnight")
    desk = Desk.open(target)
    back_up(desk, saved)
    add_competition(desk, "Rummy", "rummy")
    desk.close()
    forge_holder(target, who="Bar desk")  # seen a moment ago on another computer, which was then switched off
    assert main(["restore", saved, target, "--replace"]) == 2
    err = capsys.readouterr().err
    assert "'Bar desk'" in err and "--closed-desk 1" in err and len(err.strip().splitlines()) == 1
    assert competitions(target) == ["League", "Rummy"]
    assert main(["restore", saved, target, "--replace", "--closed-desk", "1"]) == 0
    assert competitions(target) == ["League"]
