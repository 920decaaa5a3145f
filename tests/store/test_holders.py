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
