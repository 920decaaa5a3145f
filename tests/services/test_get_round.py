"""A drawn round as the desk shows and prints it (services.draws.get_round): the latest and a numbered one, with
names as they are now; a round stored without its draw document is read from its tables and seats; what is not
there is refused saying what is missing."""

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


def get_round(target: str, competition: str, number: int | None):
    desk = Desk.open(target)
    try:
        return draws.get_round(desk, competition, number)
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


def test_the_latest_round_is_the_last_drawn(demo):
    rounds = drawn_rounds(demo)
    assert len({name for name, _ in rounds}) >= 4  # teams, two sides, a knockout, rummy tables
    for name in {name for name, _ in rounds}:
        last = max(n for c, n in rounds if c == name)
        assert get_round(demo, name, None) == get_round(demo, name, last)
        assert get_round(demo, name, None).number == last


def test_a_round_shows_names_as_they_are_now(night):
    target = str(night)
    name, number = drawn_rounds(target)[0]
    before = get_round(target, name, number)
    player = next(s.player for t in before.tables for s in t.seats if s.player)
    desk = Desk.open(target)
    rename.rename_player(desk, player, f"{player} ജൂനിയർ")
    desk.close()
    after = get_round(target, name, number)
    assert any(s.player == f"{player} ജൂനിയർ" for t in after.tables for s in t.seats)
    assert not any(s.player == player for t in after.tables for s in t.seats)


def test_what_is_not_there_is_refused_saying_what_is_missing(demo):
    name, _ = drawn_rounds(demo)[0]
    with pytest.raises(NotFound, match="there is no competition 'No such cup'"):
        get_round(demo, "No such cup", None)
    with pytest.raises(NotFound, match=f"'{name}' has no round 99"):
        get_round(demo, name, 99)


def test_a_round_stored_without_its_draw_document_is_read_from_its_tables_and_seats(night):
    target = str(night)
    name, number = drawn_rounds(target)[0]
    expected = get_round(target, name, number)
    with sqlite3.connect(target) as con:
        con.execute("UPDATE round SET draw = json_remove(draw, '$.draw')")
    view = get_round(target, name, number)
    assert [[s.player for s in t.seats] for t in view.tables] == [
        [s.player for s in t.seats] for t in expected.tables
    ]
