"""Statements sent with the commit (in one round trip on PostgreSQL): run last, in order, in the same unit of
work; one that fails takes the whole unit of work back with it."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from cardnight_desk.store.engine import create_store
from cardnight_desk.store.models import Event
from cardnight_desk.store.pipeline import read_with_commit, with_commit

_SET_NAME = sa.update(Event).values(name=sa.bindparam("new_name"))


def _names(store) -> list[str]:
    with store.engine.connect() as conn:
        return list(conn.execute(sa.select(Event.name)).scalars())


def test_statements_sent_with_the_commit_run_last_in_order_and_are_committed(event_target):
    store = create_store(event_target)
    try:
        with store.session() as s:
            s.add(Event(name="Night", date=sa.func.current_date(), settings={}))
            s.flush()
            with_commit(s, _SET_NAME, {"new_name": "first"})
            with_commit(s, _SET_NAME, {"new_name": "second"})
            assert s.scalar(sa.select(Event.name)) == "Night"  # not run yet
        assert _names(store) == ["second"]
        with store.session() as s:  # the connection goes on working normally afterwards
            s.execute(_SET_NAME, {"new_name": "third"})
        assert _names(store) == ["third"]
    finally:
        store.close()


def test_a_statement_failing_with_the_commit_takes_the_unit_of_work_back(event_target):
    store = create_store(event_target)
    try:
        with store.session() as s:
            s.add(Event(name="Night", date=sa.func.current_date(), settings={}))
        with pytest.raises(sa.exc.DBAPIError), store.session() as s:
            s.execute(_SET_NAME, {"new_name": "changed"})
            with_commit(s, sa.text("INSERT INTO event (id) VALUES (NULL)"), {})  # refused: no name, no date
        assert _names(store) == ["Night"]
        with store.session() as s:
            s.execute(_SET_NAME, {"new_name": "after"})
        assert _names(store) == ["after"]
    finally:
        store.close()


def test_a_read_sent_with_the_commit_gives_its_rows_once_committed(event_target):
    """A statement whose rows are wanted, sent with the commit: its rows are there once the unit of work has
    committed, after the statements noted before it, and not before the commit."""
    store = create_store(event_target)
    try:
        with store.session() as s:
            s.add(Event(name="Night", date=sa.func.current_date(), settings={}))
            s.flush()
            with_commit(s, _SET_NAME, {"new_name": "renamed"})
            rows = read_with_commit(s, sa.select(Event.name, sa.literal(7)), {})
            assert rows == []
        assert [tuple(row) for row in rows] == [("renamed", 7)]
        assert _names(store) == ["renamed"]
    finally:
        store.close()


def test_a_read_failing_with_the_commit_takes_the_unit_of_work_back_and_gives_no_rows(event_target):
    store = create_store(event_target)
    try:
        with store.session() as s:
            s.add(Event(name="Night", date=sa.func.current_date(), settings={}))
        refused = sa.insert(Event).values(id=None).returning(Event.id)  # refused: no name, no date
        with pytest.raises(sa.exc.DBAPIError), store.session() as s:
            s.execute(_SET_NAME, {"new_name": "changed"})
            rows = read_with_commit(s, refused, {})
        assert rows == [] and _names(store) == ["Night"]
        with store.session() as s:
            s.execute(_SET_NAME, {"new_name": "after"})
        assert _names(store) == ["after"]
    finally:
        store.close()
