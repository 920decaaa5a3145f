"""A PostgreSQL desk's connections: one that rested and was lost meanwhile (the server restarted, a firewall
dropped it) is replaced before it is used, and one used a moment ago goes straight to work (no round trip spent
checking it at each save)."""

from __future__ import annotations

import sqlalchemy as sa

from cardnight_desk.store import engine as store_engine
from cardnight_desk.store.engine import create_store


def _backend_pids(url: str) -> set[int]:
    admin = sa.create_engine(url, poolclass=sa.pool.NullPool)
    with admin.connect() as conn:
        name = sa.engine.make_url(url).database
        pids = set(
            conn.scalars(
                sa.text("SELECT pid FROM pg_stat_activity WHERE datname = :db AND pid <> pg_backend_pid()"),
                {"db": name},
            )
        )
    admin.dispose()
    return pids


def _count_statements(store) -> list[str]:
    seen: list[str] = []
    sa.event.listen(store.engine, "before_cursor_execute", lambda *a: seen.append(a[2]))
    return seen


def test_a_lost_connection_that_rested_is_replaced_before_the_desk_uses_it(pg_url, monkeypatch):
    store = create_store(pg_url)
    try:
        with store.engine.connect() as conn:
            assert conn.scalar(sa.text("SELECT 1")) == 1
        lost = _backend_pids(pg_url)
        assert lost
        admin = sa.create_engine(pg_url, poolclass=sa.pool.NullPool)
        with admin.connect() as conn:
            for pid in lost:
                conn.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
            conn.commit()
        admin.dispose()
        monkeypatch.setattr(store_engine, "PING_AFTER", 0.0)  # it has rested long enough to be checked
        with store.session() as s:
            assert s.scalar(sa.text("SELECT 2")) == 2  # a new connection, not an error
    finally:
        store.close()


def test_a_connection_used_a_moment_ago_is_not_checked_again(pg_url, monkeypatch):
    store = create_store(pg_url)
    try:
        monkeypatch.setattr(store_engine, "PING_AFTER", 3600.0)
        with store.session() as s:
            s.execute(sa.text("SELECT 1"))
        seen = _count_statements(store)
        with store.session() as s:
            s.execute(sa.text("SELECT 3"))
        assert seen == ["SELECT 3"]
    finally:
        store.close()
