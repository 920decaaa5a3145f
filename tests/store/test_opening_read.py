"""A unit of work's first read (prepared at its first run on PostgreSQL): the statement's rows, in the same
transaction as what the unit of work writes after it, seen by the engine's statement events, its errors the
engine's."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from cardnight_desk.store.engine import create_store
from cardnight_desk.store.models import Event
from cardnight_desk.store.pipeline import opening_read

_EVENTS = (
    sa.select(Event.id, Event.name, Event.settings)
    .where(Event.name != sa.bindparam("not_named"))
    .order_by(Event.id)
)


def _names(store) -> list[str]:
    with store.engine.connect() as conn:
        return list(conn.execute(sa.select(Event.name).order_by(Event.id)).scalars())


def test_the_first_read_gives_the_statements_rows_and_is_seen_by_the_engine(event_target):
    store = create_store(event_target)
    seen: list[str] = []

    def note(_conn, _cursor, statement, *_args) -> None:
        seen.append(statement)

    try:
        with store.session() as s:
            s.add_all(
                [
                    Event(name="Night", date=sa.func.current_date(), settings={"seats": 4}),
                    Event(name="Day", date=sa.func.current_date(), settings={}),
                ]
            )
        sa.event.listen(store.engine, "before_cursor_execute", note)
        with store.session() as s:
            rows = opening_read(s, _EVENTS, {"not_named": "Day"})
        sa.event.remove(store.engine, "before_cursor_execute", note)
        assert [tuple(row)[1:] for row in rows] == [("Night", {"seats": 4})]
        assert len(seen) == 1 and seen[0].startswith("SELECT event.id")
    finally:
        store.close()


def test_the_first_read_and_what_follows_it_are_one_unit_of_work(event_target):
    store = create_store(event_target)
    try:
        with store.session() as s:
            s.add(Event(name="Night", date=sa.func.current_date(), settings={}))
        with pytest.raises(RuntimeError), store.session() as s:
            ((event_id, _, _),) = opening_read(s, _EVENTS, {"not_named": ""})
            s.execute(sa.update(Event).where(Event.id == event_id).values(name="changed"))
            raise RuntimeError("the desk gives up")
        assert _names(store) == ["Night"]  # the change after the read went back with it
        with store.session() as s:
            ((event_id, _, _),) = opening_read(s, _EVENTS, {"not_named": ""})
            s.execute(sa.update(Event).where(Event.id == event_id).values(name="kept"))
        assert _names(store) == ["kept"]
    finally:
        store.close()


def test_a_first_read_that_fails_is_the_engines_error_and_the_desk_goes_on(event_target):
    store = create_store(event_target)
    try:
        with pytest.raises(sa.exc.DBAPIError), store.session() as s:
            opening_read(s, sa.select(sa.column("x")).select_from(sa.table("no_such_table")), {})
        with store.session() as s:
            s.add(Event(name="After", date=sa.func.current_date(), settings={}))
        assert _names(store) == ["After"]
    finally:
        store.close()


def test_on_postgresql_a_first_read_is_prepared_at_once_and_planned_for_any_values(pg_url):
    """Every save's first read is parsed and planned once per connection, from its first run on: the server's
    plan is made for any values rather than again for each of the first runs' (a desk's first saves would cost
    the server twice what the later ones do)."""
    store = create_store(pg_url)
    try:
        with store.session() as s:
            s.add(Event(name="Night", date=sa.func.current_date(), settings={}))
        for name in ("a", "b", "c"):
            with store.session() as s:
                assert [row[1] for row in opening_read(s, _EVENTS, {"not_named": name})] == ["Night"]
        with store.session() as s:
            assert s.scalar(sa.text("SHOW plan_cache_mode")) == "force_generic_plan"
            plans = s.execute(
                sa.text(
                    "SELECT generic_plans, custom_plans FROM pg_prepared_statements "
                    "WHERE statement LIKE '%event.name != %'"
                )
            ).all()
        assert [tuple(p) for p in plans] == [(3, 0)]
    finally:
        store.close()
