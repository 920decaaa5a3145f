"""A small night for the command-line tests, made once: a Bhukhar competition of two teams, round 1 drawn with
its sheet confirmed at table 1, and the judge PIN 1234. Each test gets its own copy of the event file."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest

from cardnight_desk.services import draws, judges, scores
from tests.services.builders import bhukhar_event, bhukhar_sheet

PIN = "1234"


@pytest.fixture(scope="session")
def night_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("night") / "night.cardnight"
    desk = bhukhar_event(str(path), ["Lions", "Tigers"])
    try:
        judges.set_pin(desk, PIN)
        draws.draw_next_round(desk, "Bhukhar", seed=1)
        scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    finally:
        desk.close()
    return path


@pytest.fixture
def night(night_file, tmp_path) -> Path:
    """A copy of the night for one test."""
    copy = tmp_path / "night.cardnight"
    shutil.copyfile(night_file, copy)
    return copy


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def damage_table(path: Path, table: str) -> None:
    """Overwrite the first page of one table of an event file with noise (the file keeps its length)."""
    con = sqlite3.connect(path)
    try:
        page_size = con.execute("PRAGMA page_size").fetchone()[0]
        (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    finally:
        con.close()
    data = bytearray(path.read_bytes())
    start = (root - 1) * page_size
    data[start : start + page_size] = bytes((i * 37 + 11) % 256 for i in range(page_size))
    path.write_bytes(bytes(data))


def content(path: Path) -> str:
    """A digest of every row of the event but its list of desks holding it open (opening it changes that,
    and with it the file's bytes): equal before and after when a command changed nothing."""
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        digest = hashlib.sha256()
        tables = con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchall()
        for (name,) in tables:
            if name != "holder":
                for row in con.execute(f'SELECT * FROM "{name}" ORDER BY rowid'):
                    digest.update(repr(row).encode())
        return digest.hexdigest()
    finally:
        con.close()
