"""The event store on real engines: round trip of every table, migrations, refusals."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from sqlalchemy.orm.exc import StaleDataError

from cardnight_desk.store import migrate
from cardnight_desk.store.engine import StoreError, create_store, display_name, make_engine, open_store
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Event,
    History,
    Membership,
    Penalty,
    Player,
    Registration,
    Round,
    ScoreSheet,
    Seat,
    Team,
)


def _fill(store) -> None:
    with store.session() as s:
        ev = Event(name="Navratri Cards Night ગુજરાતી", date=dt.date(2026, 10, 3), settings={"judge": "x"})
        s.add(ev)
        s.flush()
        comp = Competition(
            event_id=ev.id, name="Bhukhar", game="bhukhar", settings={"penalty_mode": "deduct_offender"}
        )
        s.add(comp)
        s.flush()
        players = [
            Player(event_id=ev.id, number=i + 1, name=n, born=dt.date(1980, 1, i + 1))
            for i, n in enumerate(["ജോസഫ്", "Ramesh", "ਗੁਰਪ੍ਰੀਤ", "Asha", "Bina", "Chetan"])
        ]
        s.add_all(players)
        s.flush()
        s.add_all(Registration(competition_id=comp.id, player_id=p.id) for p in players)
        teams = [Team(competition_id=comp.id, name="Lions"), Team(competition_id=comp.id, name="Tigers")]
        s.add_all(teams)
        s.flush()
        for i, p in enumerate(players):
            s.add(Membership(team_id=teams[i // 3].id, player_id=p.id, position=i % 3 + 1))
        rnd = Round(competition_id=comp.id, number=1, seed=42, draw={"method": "swiss"})
        table = DeskTable(label="1", position=1, sheet_number="B1-1")
        rnd.tables.append(table)
        s.add(rnd)
        s.flush()
        for i, p in enumerate(players):
            s.add(Seat(table_id=table.id, seat=i + 1, player_id=p.id, team_id=teams[i % 2].id))
        s.add(ScoreSheet(table_id=table.id, sheet={"game": "bhukhar"}, result={"winner": "Lions"}))
        s.add(
            Penalty(
                competition_id=comp.id,
                table_id=table.id,
                team_id=teams[1].id,
                points=50,
                rule="19.3",
                judge="Judge Patel",
            )
        )
        s.add(
            History(
                event_id=ev.id,
                who="desk 1",
                action="test",
                entity="event",
                entity_id=ev.id,
                before=None,
                after={"a": 1},
                why="because",
            )
        )


def test_round_trip_of_every_table(event_target):
    store = create_store(event_target)
    _fill(store)
    store.close()
    again = open_store(event_target)
    with again.session() as s:
        ev = s.scalars(sa.select(Event)).one()
        assert ev.name == "Navratri Cards Night ગુજરાતી" and ev.date == dt.date(2026, 10, 3)
        comp = ev.competitions[0]
        assert comp.settings == {"penalty_mode": "deduct_offender"}
        names = s.scalars(sa.select(Player.name).order_by(Player.number)).all()
        assert names[0] == "ജോസഫ്" and names[2] == "ਗੁਰਪ੍ਰੀਤ"
        team = s.scalars(sa.select(Team).where(Team.name == "Lions")).one()
        assert [m.player.name for m in team.members] == ["ജോസഫ്", "Ramesh", "ਗੁਰਪ੍ਰੀਤ"]
        rnd = s.scalars(sa.select(Round)).one()
        assert rnd.seed == 42 and [t.label for t in rnd.tables] == ["1"]
        assert len(rnd.tables[0].seats) == 6
        sheet = s.scalars(sa.select(ScoreSheet)).one()
        assert sheet.version == 1 and sheet.status == "draft" and sheet.result == {"winner": "Lions"}
        assert s.scalars(sa.select(Penalty.points)).one() == 50
        assert s.scalar(sa.select(sa.func.count(Registration.id))) == 6
    again.close()


def test_sheet_version_detects_concurrent_edit(event_target):
    store = create_store(event_target)
    _fill(store)
    with store.factory() as a, store.factory() as b:
        first = a.scalars(sa.select(ScoreSheet)).one()
        second = b.scalars(sa.select(ScoreSheet)).one()
        first.status = "confirmed"
        a.commit()
        second.entered_by = "desk 2"
        with pytest.raises(StaleDataError):
            b.commit()
    store.close()


def test_history_rows_cannot_be_changed_or_deleted(event_target):
    store = create_store(event_target)
    _fill(store)
    for statement in ("UPDATE history SET why = 'rewritten'", "DELETE FROM history"):
        with pytest.raises(sa.exc.DBAPIError) as err:
            with store.engine.begin() as conn:
                conn.execute(sa.text(statement))
        assert "append-only" in str(err.value)
    with store.session() as s:
        assert s.scalars(sa.select(History.why)).one() == "because"
    store.close()


def test_fresh_store_is_at_the_newest_schema(event_target):
    store = create_store(event_target)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
    store.close()


def test_sqlite_event_file_uses_wal_and_foreign_keys(tmp_path):
    store = create_store(str(tmp_path / "e.cardnight"))
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    store.close()


def _store_at_first_revision(target: str):
    engine = make_engine(target)
    with engine.begin() as conn:
        command.upgrade(migrate._config(conn), "0001")
        conn.execute(
            sa.text(
                "INSERT INTO event (name, date, settings, created_at) "
                "VALUES ('Old night', '2025-10-01', '{}', '2025-09-01 10:00:00')"
            )
        )
    engine.dispose()


def test_older_event_is_migrated_after_a_backup(tmp_path):
    target = str(tmp_path / "old.cardnight")
    _store_at_first_revision(target)
    store = open_store(target)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
    store.close()
    backups = list(tmp_path.glob("old.cardnight.before-upgrade-*.cardnight"))
    assert len(backups) == 1
    with sqlite3.connect(backups[0]) as old:
        assert old.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
        assert old.execute("SELECT name FROM event").fetchone() == ("Old night",)


def test_older_postgres_event_is_migrated(pg_url):
    _store_at_first_revision(pg_url)
    store = open_store(pg_url)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        assert conn.execute(sa.text("SELECT name FROM event")).scalar() == "Old night"
    store.close()


def test_newer_event_is_refused_and_left_untouched(event_target):
    create_store(event_target).close()
    engine = make_engine(event_target)
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    with pytest.raises(StoreError, match="newer version of Card Night Desk"):
        open_store(event_target)
    engine = make_engine(event_target)
    with engine.connect() as conn:
        assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == "9999"
    engine.dispose()


def test_refusals_say_what_is_wrong(tmp_path):
    with pytest.raises(StoreError, match="no event file"):
        open_store(str(tmp_path / "missing.cardnight"))
    junk = tmp_path / "notes.txt"
    junk.write_text("shopping list")
    with pytest.raises(StoreError, match="not a Card Night Desk event file"):
        open_store(str(junk))
    with pytest.raises(StoreError, match="already exists"):
        create_store(str(junk))
    assert junk.read_text() == "shopping list"
    empty = tmp_path / "empty.db"
    sqlite3.connect(empty).execute("CREATE TABLE t (x)").connection.close()
    with pytest.raises(StoreError, match="not a Card Night Desk event"):
        open_store(str(empty))


def test_passwords_are_hidden_from_messages():
    shown = display_name("postgresql+psycopg://desk:s3cret-pw@db.local/night")
    assert "s3cret-pw" not in shown and "desk" in shown and "night" in shown
    with pytest.raises(StoreError) as err:
        open_store("postgresql+psycopg://desk:s3cret-pw@127.0.0.1:1/night")
    assert "s3cret-pw" not in str(err.value)


def test_created_file_is_a_real_sqlite_file(tmp_path):
    path = tmp_path / "n.cardnight"
    create_store(str(path)).close()
    assert Path(path).read_bytes()[:15] == b"SQLite format 3"
