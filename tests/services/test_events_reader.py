"""The event's first look without the ORM (store/reader.py): the same EventInfo as the store gives, on the demo
night, an empty event, every game with settings chosen and left at their defaults, closed competitions and a
renamed event; only an SQLite event file at the newest schema is read so, anything else is left to the store."""

from __future__ import annotations

import sqlite3

import pytest

from cardnight_desk.domain.games import GAMES
from cardnight_desk.services import progress, rename
from cardnight_desk.services.demo import make_demo
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition, event_info, read_event_info
from cardnight_desk.store import migrate, reader
from tests.store.test_engine_refusals import make_event
from tests.store.test_store import _store_at_first_revision


def both_reads(target: str):
    """The event read by the store (ORM) and by the reader, from a desk opened later."""
    desk = Desk.open(target)
    try:
        by_store = event_info(desk)
    finally:
        desk.close()
    later = Desk.open(target, later=True)
    assert not later.is_open
    by_reader = event_info(later)
    assert not later.is_open  # read without opening the store
    assert read_event_info(later) == by_reader
    later.close()
    return by_store, by_reader


def test_the_schema_the_reader_reads_is_the_newest():
    assert reader.SCHEMA == migrate.HEAD


def test_the_demo_night_reads_the_same(tmp_path):
    target = str(tmp_path / "demo.cardnight")
    make_demo(target, seed=5)
    by_store, by_reader = both_reads(target)
    assert by_reader == by_store
    assert {c.game for c in by_reader.competitions} == set(GAMES)  # every game is in the demo night


def test_an_empty_event_reads_the_same(tmp_path):
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "ગુજરાત Samaj night", "2026-12-05").close()
    by_store, by_reader = both_reads(target)
    assert by_reader == by_store and by_reader.competitions == ()
    assert by_reader.name == "ગુજરાત Samaj night" and by_reader.where == target


SETTINGS = {  # a setting of each game away from its default, of each kind (int, choice, optional, text)
    "bhukhar": {"format": "round_robin", "rounds": None},
    "bukharo": {},
    "rummy": {"target": 201, "runners_up": 2},
    "28": {"third_place": True},
    "poker": {"structure": "gama-2025"},
    "baccarat": {},
}


def test_every_game_with_its_settings_and_closed_competitions_reads_the_same(tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Diwali Cards Night", "2026-11-08")
    for game in GAMES:
        add_competition(desk, f"{game} chosen", game, settings=SETTINGS[game])
        add_competition(desk, f"{game} as it comes", game)
    progress.close_competition(desk, "bhukhar chosen")
    progress.close_competition(desk, "rummy as it comes")
    rename.rename_event(desk, "Diwali Cards Night 2026")
    desk.close()
    by_store, by_reader = both_reads(target)
    assert by_reader == by_store
    assert [c.name for c in by_reader.competitions][:2] == ["bhukhar chosen", "bhukhar as it comes"]
    assert by_reader.name == "Diwali Cards Night 2026"
    chosen = {c.name: c.settings for c in by_reader.competitions}
    assert chosen["rummy chosen"]["target"] == 201 and chosen["bhukhar chosen"]["format"] == "round_robin"


def test_only_a_current_event_file_is_read_so(tmp_path):
    target = make_event(tmp_path / "night.cardnight")
    assert reader.ready_to_read(str(target))
    assert not reader.ready_to_read(str(tmp_path / "none.cardnight"))
    assert not reader.ready_to_read("postgresql://desk@localhost/night")
    other = tmp_path / "other.db"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE event (id INTEGER)")
    con.commit()
    con.close()
    assert not reader.ready_to_read(str(other))
    text = tmp_path / "notes.cardnight"
    text.write_text("not an event")
    assert not reader.ready_to_read(str(text))
    con = sqlite3.connect(target)
    con.execute("UPDATE alembic_version SET version_num = '0006'")  # an older file: the store upgrades it
    con.commit()
    con.close()
    assert not reader.ready_to_read(str(target))


def test_a_newer_event_file_is_refused_at_once(tmp_path):
    target = make_event(tmp_path / "night.cardnight")
    con = sqlite3.connect(target)
    con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.commit()
    con.close()
    with pytest.raises(Refusal, match="newer version"):
        Desk.open(str(target), later=True)


def test_an_older_event_file_is_upgraded_with_its_backup_at_once(tmp_path):
    target = str(tmp_path / "old.cardnight")
    _store_at_first_revision(target)
    assert not reader.ready_to_read(target)
    desk = Desk.open(target, hold=True, later=True)
    assert desk.is_open  # opened now: upgraded (after its backup) before anything is written
    assert len(list(tmp_path.glob("old.cardnight.before-upgrade-*.cardnight"))) == 1
    assert reader.ready_to_read(target) and event_info(desk).name == "Old night"
    desk.close()


def test_a_desk_opened_later_opens_its_store_on_first_use(tmp_path):
    target = str(make_event(tmp_path / "night.cardnight"))
    desk = Desk.open(target, hold=True, later=True)
    assert not desk.is_open and desk.display_name == target and desk.path is not None
    add_competition(desk, "Rummy", "rummy")  # an action opens it
    assert desk.is_open
    assert [c.name for c in event_info(desk).competitions][-1] == "Rummy"
    assert reader.latest_change(desk.path) > 0
    desk.close()


def test_a_desk_closed_before_its_store_opened_does_not_open_it(tmp_path):
    target = str(make_event(tmp_path / "night.cardnight"))
    desk = Desk.open(target, hold=True, later=True)
    desk.close()
    with pytest.raises(Refusal, match="closed"):
        desk.store  # noqa: B018 - the property is what is tested
    assert not desk.is_open
