"""A round read from the event file without the ORM (store/round_reader.py, services/round_source.py) is the same
round the store reads: every round of every competition of the demo night (teams, two sides, a knockout,
rummy tables, players renamed after the draw), the latest and a numbered one; anything the file reader leaves
to the store (a competition or round that is not there, a round stored without its draw document) is read, or refused in the store's words, by the store."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from cardnight_desk.services import draws, rename
from cardnight_desk.services.demo import make_demo
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound
from cardnight_desk.services.events import event_info
from cardnight_desk.services.round_source import get_round
from cardnight_desk.store import round_reader


def by_store(target: str, competition: str, number: int | None):
    desk = Desk.open(target)
    try:
        return draws.get_round(desk, competition, number)
    finally:
        desk.close()


def by_file(target: str, competition: str, number: int | None, *, opens: bool = False):
    """The round through a desk opened later; ``opens``: the file leaves it to the store."""
    desk = Desk.open(target, later=True)
    try:
        assert not desk.is_open
        view = get_round(desk, competition, number)
        assert desk.is_open == opens
        return view
    finally:
        desk.close()


@pytest.fixture(scope="module")
def demo(tmp_path_factory) -> str:
    target = str(tmp_path_factory.mktemp("demo") / "demo.cardnight")
    make_demo(target, seed=5)
    return target


@pytest.fixture
def night(demo, tmp_path) -> Path:
    """A copy of the demo night of its own, for a test that changes it."""
    return Path(shutil.copy(demo, tmp_path / "demo.cardnight"))


def drawn_rounds(target: str) -> list[tuple[str, int]]:
    desk = Desk.open(target)
    try:
        return [(c.name, n) for c in event_info(desk).competitions for n in draws.round_numbers(desk, c.name)]
    finally:
        desk.close()


def test_every_round_of_the_demo_night_reads_the_same_from_the_file(demo):
    rounds = drawn_rounds(demo)
    assert len({name for name, _ in rounds}) >= 4  # teams, two sides, a knockout, rummy tables
    for name, number in rounds:
        assert by_file(demo, name, number) == by_store(demo, name, number), (name, number)
    for name in {name for name, _ in rounds}:
        latest = by_file(demo, name, None)
        assert latest == by_store(demo, name, None)
        assert latest.number == max(n for c, n in rounds if c == name)


def test_a_round_shows_names_as_they_are_now(night):
    target = str(night)
    name, number = drawn_rounds(target)[0]
    before = by_file(target, name, number)
    player = next(s.player for t in before.tables for s in t.seats if s.player)
    desk = Desk.open(target)
    rename.rename_player(desk, player, f"{player} ജൂനിയർ")
    desk.close()
    after = by_file(target, name, number)
    assert after == by_store(target, name, number) and after != before
    assert any(s.player == f"{player} ജൂനിയർ" for t in after.tables for s in t.seats)


def test_what_is_not_there_is_refused_in_the_stores_words(demo):
    name, _ = drawn_rounds(demo)[0]
    for competition, number in (("No such cup", None), (name, 99)):
        with pytest.raises(NotFound) as from_store:
            by_store(demo, competition, number)
        desk = Desk.open(demo, later=True)
        with pytest.raises(NotFound) as from_file:
            get_round(desk, competition, number)
        desk.close()
        assert str(from_file.value) == str(from_store.value)
    with pytest.raises(round_reader.NotReadable):
        round_reader.read_round(Path(demo), name, 99)


def test_a_round_stored_without_its_draw_document_is_read_by_the_store(night):
    target = str(night)
    name, number = drawn_rounds(target)[0]
    expected = by_store(target, name, number)
    with sqlite3.connect(target) as con:
        con.execute("UPDATE round SET draw = json_remove(draw, '$.draw')")
    with pytest.raises(round_reader.NotReadable):
        round_reader.read_round(Path(target), name, number)
    view = by_file(target, name, number, opens=True)  # read from its tables and seats, by the store
    assert [[s.player for s in t.seats] for t in view.tables] == [
        [s.player for s in t.seats] for t in expected.tables
    ]


def test_reading_a_round_from_the_file_leaves_nothing_beside_it(demo, tmp_path):
    target = Path(shutil.copy(demo, tmp_path / "demo.cardnight"))
    name, number = drawn_rounds(str(target))[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo.cardnight"]
    before = target.read_bytes()
    by_file(str(target), name, number)
    # no journal files (-wal, -shm) left by the reading, and not a byte of the event changed
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo.cardnight"]
    assert target.read_bytes() == before


def test_an_event_in_a_database_server_is_read_by_its_store(event_target):
    make_demo(event_target, seed=5)
    name, number = drawn_rounds(event_target)[0]
    desk = Desk.open(event_target, later=True)
    try:
        view = get_round(desk, name, number)
        assert desk.is_open == event_target.startswith("postgresql")  # a server's event opens at once
    finally:
        desk.close()
    assert view == by_store(event_target, name, number)
