"""Several desks at once, for real: 8 processes x 200 sheet entries on one event (SQLite file and PostgreSQL),
and a desk killed in the middle of a burst. Every acknowledged entry must be in the store; conflicts must be
detected, never resolved by the last writer."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from unittest import mock

import pytest

from cardnight_desk.services import history, judges, scores
from cardnight_desk.services.desk import Desk
from tests.services.builders import add_round, bhukhar_event
from tests.store.stress_worker import PIN

ROOT = Path(__file__).resolve().parents[2]
DESKS, ENTRIES, TABLES = 8, 200, 12


def _event(target: str, tables: int) -> None:
    teams = [f"T{k:03d}" for k in range(2 * tables)]
    desk = bhukhar_event(target, teams)
    add_round(desk, 1, [(teams[2 * k], teams[2 * k + 1]) for k in range(tables)])
    # each entry carries a judge's penalty, so each asks for the PIN: a quick hash keeps the test about the saves
    with mock.patch.object(judges, "ITERATIONS", 1000):
        judges.set_pin(desk, PIN)
    desk.close()


def _worker(target: str, desk_no: int, count: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.stress_worker", target, str(desk_no), str(count)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _acks(lines: list[str]) -> list[tuple[str, int, str]]:
    return [(p[1], int(p[2]), p[3]) for p in (line.split() for line in lines) if p and p[0] == "ack"]


def _stored_notes(desk: Desk) -> list[str]:
    notes = []
    for change in history.list_changes(desk, action_prefix="sheet.enter"):
        notes += [p["note"] for p in change.after["sheet"]["penalties"]]
    return notes


def test_eight_desks_two_hundred_entries_each_nothing_lost(event_target):
    _event(event_target, TABLES)
    procs = [_worker(event_target, d, ENTRIES) for d in range(DESKS)]
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-2000:]
        outputs += out.splitlines()
    acks = _acks(outputs)
    conflicts = [line for line in outputs if line.startswith("conflict")]
    assert len(acks) + len(conflicts) == DESKS * ENTRIES
    assert conflicts, "eight desks on twelve tables must have run into each other"
    desk = Desk.open(event_target)
    stored = _stored_notes(desk)
    assert sorted(stored) == sorted(note for _, _, note in acks)  # every acknowledged entry, and nothing else
    last = defaultdict(lambda: (0, ""))
    for table, version, note in acks:
        last[table] = max(last[table], (version, note))
    for table, (version, note) in last.items():
        info = scores.get_sheet(desk, "Bhukhar", 1, table)
        assert info.version == version and info.sheet["penalties"][0]["note"] == note
    versions = defaultdict(list)
    for table, version, _ in acks:
        versions[table].append(version)
    for table, seen in versions.items():
        assert sorted(seen) == list(range(1, len(seen) + 1)), (
            f"table {table}: a version was acknowledged twice"
        )
    verdict = history.verify_history(desk)  # the desks queued for the history's head: one unbroken chain
    assert verdict.intact, verdict.reason
    desk.close()


def test_a_desk_killed_mid_burst_loses_nothing_it_acknowledged(tmp_path):
    target = str(tmp_path / "night.cardnight")
    _event(target, 4)
    proc = _worker(target, 1, 1000)
    acked = []
    for line in proc.stdout:
        if line.startswith("ack"):
            acked.append(line)
        if len(acked) >= 250:
            proc.send_signal(signal.SIGKILL)
            break
    proc.wait(timeout=60)
    acked += [line for line in proc.stdout.read().splitlines() if line.startswith("ack")]
    assert proc.returncode == -signal.SIGKILL
    with sqlite3.connect(target) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    desk = Desk.open(target)
    stored = set(_stored_notes(desk))
    assert {note for _, _, note in _acks(acked)} <= stored
    assert len(stored) < 1000
    desk.close()


@pytest.mark.parametrize("statement", ["UPDATE history SET who = 'x'", "DELETE FROM history WHERE id = 1"])
def test_history_trigger_refuses_outside_changes(tmp_path, statement):
    target = str(tmp_path / "night.cardnight")
    _event(target, 1)
    with sqlite3.connect(target) as conn, pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute(statement)
