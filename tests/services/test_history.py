"""The history on real engines: every change is chained as it is written, and tampering with the stored
history is found (EV-4); on PostgreSQL the history cannot be emptied."""

from __future__ import annotations

import shutil
import sqlite3
import threading
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command

from cardnight_desk.domain.history_chain import first_format_hash
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import list_changes, verify_history
from cardnight_desk.store import migrate
from cardnight_desk.store.engine import make_engine


def _night(target: str) -> Desk:
    desk = Desk.create(target, "Chain night", "2026-11-23", who="desk 1")
    add_competition(desk, "League", "bhukhar")
    add_competition(desk, "Rummy", "rummy")
    return desk


def test_changes_are_numbered_and_the_chain_verifies(event_target):
    desk = _night(event_target)
    try:
        verdict = verify_history(desk)
        assert verdict.intact and verdict.changes == len(list_changes(desk)) == 3
    finally:
        desk.close()


def test_an_edit_behind_the_triggers_is_named(tmp_path):
    target = str(tmp_path / "night.cardnight")
    _night(target).close()
    con = sqlite3.connect(target)
    con.execute("DROP TRIGGER history_no_update")
    con.execute("UPDATE history SET summary = 'nothing happened' WHERE seq = 2")
    con.commit()
    con.close()
    desk = Desk.open(target)
    try:
        verdict = verify_history(desk)
        assert not verdict.intact and verdict.first_bad == 2
        assert "change 2 has been altered" in verdict.sentence()
    finally:
        desk.close()


def test_a_deleted_change_is_named(tmp_path):
    target = str(tmp_path / "night.cardnight")
    _night(target).close()
    con = sqlite3.connect(target)
    con.execute("DROP TRIGGER history_no_delete")
    con.execute("DELETE FROM history WHERE seq = 3")
    con.commit()
    con.close()
    desk = Desk.open(target)
    try:
        assert verify_history(desk).reason == "change 3 is missing (the event records 3)"
    finally:
        desk.close()


@pytest.mark.postgres
def test_postgres_refuses_to_empty_or_edit_the_history(pg_url):
    desk = _night(pg_url)
    desk.close()
    engine = sa.create_engine(pg_url)
    try:
        for statement in ("TRUNCATE history", "TRUNCATE history CASCADE", "UPDATE history SET who = 'x'"):
            with pytest.raises(sa.exc.DBAPIError), engine.begin() as conn:
                conn.execute(sa.text(statement))
        with engine.connect() as conn:
            assert conn.execute(sa.text("SELECT count(*) FROM history")).scalar() == 3
    finally:
        engine.dispose()
    desk = Desk.open(pg_url)
    try:
        assert verify_history(desk).intact
    finally:
        desk.close()


def test_a_night_built_through_the_workbook_import_keeps_an_intact_chain(tmp_path):
    """The import writes its thousands of history rows at once; they are chained like every other change."""
    from cardnight_desk.services.demo import make_demo

    target = str(tmp_path / "demo.cardnight")
    make_demo(target)
    desk = Desk.open(target)
    try:
        verdict = verify_history(desk)
        assert verdict.intact, verdict.reason
        assert verdict.changes == len(list_changes(desk)) > 50
    finally:
        desk.close()


def test_changes_written_at_once_by_many_desks_chain_without_a_fork(event_target):
    """Desks writing changes at the same moment queue for the head: every change gets its own number, each
    follows the one before it, and the whole chain verifies."""
    desk = _night(event_target)
    desk.close()

    def writer(k: int) -> None:
        other = Desk.open(event_target, who=f"desk {k}")
        try:
            for n in range(15):
                add_competition(other, f"League {k}-{n}", "bhukhar")
        finally:
            other.close()

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    desk = Desk.open(event_target)
    try:
        verdict = verify_history(desk)
        assert verdict.intact, verdict.reason
        assert verdict.changes == 3 + 4 * 15
    finally:
        desk.close()


def _long_history(desk: Desk, changes: int) -> None:
    from cardnight_desk.services.desk import event_row
    from cardnight_desk.services.history import record_many

    sheet = {
        "teams": ["Leicester Lions", "Preston Kings"],
        "points": list(range(40)),
        "note": "checked " * 40,
    }
    with desk.store.session() as s:
        record_many(
            s,
            event_row(s).id,
            [
                {
                    "who": "desk 1",
                    "action": "sheet.save",
                    "entity": "sheet",
                    "entity_id": n,
                    "summary": f"Sheet {n} saved",
                    "before": None,
                    "after": sheet,
                }
                for n in range(changes)
            ],
        )


def test_a_long_history_is_checked_a_few_changes_at_a_time_and_an_edit_past_the_first_ones_is_named(
    tmp_path, monkeypatch
):
    """The history check reads the changes in turn, never the whole history at once (a long night's history
    would be held whole in memory while it is checked), and finds an edit wherever it is."""
    import tracemalloc

    from cardnight_desk.services import history

    target = str(tmp_path / "night.cardnight")
    desk = _night(target)
    _long_history(desk, 3000)
    try:
        verify_history(desk)  # the statement and the result's machinery made once, outside the figures
        tracemalloc.start()
        try:
            assert verify_history(desk).changes == 3003
            checking = tracemalloc.get_traced_memory()[1]
            tracemalloc.reset_peak()
            with desk.store.session() as s:  # the same changes read whole, as the check must not
                held = s.execute(sa.select(history.History)).all()
                assert len(held) == 3003
            del held
            reading = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert checking * 5 < reading, (checking, reading)
    finally:
        desk.close()
    con = sqlite3.connect(target)
    con.execute("DROP TRIGGER history_no_update")
    con.execute("UPDATE history SET summary = 'nothing happened' WHERE seq = 2900")
    con.commit()
    con.close()
    desk = Desk.open(target)
    try:
        monkeypatch.setattr(history, "READ_AT_ONCE", 7)
        verdict = verify_history(desk)
        assert not verdict.intact and verdict.first_bad == 2900
    finally:
        desk.close()


def test_the_list_of_changes_holds_each_row_once_while_it_is_read(tmp_path, monkeypatch):
    """Listing a long history (the History tab's newest 5,000 changes) keeps the plain changes it hands back,
    not every row's ORM object beside them, and lists them newest first whatever the rows read at a time."""
    import tracemalloc

    from cardnight_desk.services import history

    desk = _night(str(tmp_path / "night.cardnight"))
    _long_history(desk, 3000)
    try:
        list_changes(desk, limit=1)  # the statement and the result's machinery made once, outside the figures
        tracemalloc.start()
        try:
            changes = list_changes(desk)
            kept, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert len(changes) == 3003
        assert peak < kept * 1.25, (kept, peak)
        monkeypatch.setattr(history, "READ_AT_ONCE", 7)
        newest = list_changes(desk, limit=20)
        assert [c.id for c in newest] == [c.id for c in changes[:20]]
        assert [c.summary for c in newest[:2]] == ["Sheet 2999 saved", "Sheet 2998 saved"]
    finally:
        desk.close()


def _chained_before_ids_were_hashed(target: Path) -> None:
    """An event file as the desk wrote it at revision 0009: its changes chained in the first format (the
    upgrade to 0005 chained the changes written before it, and every desk after it until 0010 wrote that
    format)."""
    engine = make_engine(str(target))
    try:
        with engine.begin() as conn:
            command.upgrade(migrate._config(conn), "0004")
            conn.execute(
                sa.text(
                    "INSERT INTO event (id, name, date, settings, created_at) "
                    "VALUES (1, 'Old night', '2025-10-01', '{}', '2025-09-01 10:00:00.000000')"
                )
            )
            for n, (action, entity, summary) in enumerate(
                [
                    ("event.create", "event", "Event 'Old night' created for 2025-10-01"),
                    ("judge.pin", "event", "Judge PIN set"),
                    ("event.rename", "event", "Event renamed"),
                ]
            ):
                conn.execute(
                    sa.text(
                        "INSERT INTO history (event_id, at, who, action, entity, entity_id, summary, why) "
                        "VALUES (1, :at, 'desk 1', :action, :entity, 1, :summary, '')"
                    ),
                    {
                        "at": f"2025-09-01 10:0{n}:00.000000",
                        "action": action,
                        "entity": entity,
                        "summary": summary,
                    },
                )
            command.upgrade(migrate._config(conn), "0009")
    finally:
        engine.dispose()


def test_an_event_chained_before_the_hashes_covered_ids_still_verifies_and_is_still_witnessed(tmp_path):
    """Changes written before revision 0010 keep their first-format hashes (nothing is rewritten), so the event
    verifies after the upgrade, a backup made before it still witnesses the history, an edit of an old change
    is still found, and a change of the first format added after the newer ones is refused."""
    target = tmp_path / "old.cardnight"
    _chained_before_ids_were_hashed(target)
    before = tmp_path / "kept.cardnight"
    shutil.copyfile(target, before)  # a backup made before the upgrade
    desk = Desk.open(str(target))  # upgraded
    try:
        add_competition(desk, "Rummy", "rummy")  # a change of the second format
        verdict = verify_history(desk, (before,))
        assert verdict.intact and verdict.changes == 4 and verdict.witnesses == 1, verdict.reason
        seq, digest = verdict.head
    finally:
        desk.close()
    con = sqlite3.connect(target)
    try:
        row = {"seq": seq + 1, "at": "2025-10-01 23:00:00.000000", "who": "desk 1", "action": "event.rename"}
        row |= {"entity": "event", "entity_id": 1, "summary": "Event renamed", "why": ""}
        con.execute(
            "INSERT INTO history (event_id, at, who, action, entity, entity_id, summary, why, seq, prev_hash, hash) "
            "VALUES (1, :at, :who, :action, :entity, :entity_id, :summary, :why, :seq, :prev, :hash)",
            row | {"prev": digest, "hash": first_format_hash(digest, row)},
        )
        con.execute(
            "UPDATE event SET history_seq = ?, history_head = ?", (seq + 1, first_format_hash(digest, row))
        )
        con.commit()
    finally:
        con.close()
    desk = Desk.open(str(target))
    try:
        assert verify_history(desk).reason == f"change {seq + 1} has been altered"
    finally:
        desk.close()
    con = sqlite3.connect(target)
    con.execute("DROP TRIGGER history_no_update")
    con.execute("UPDATE history SET summary = 'nothing happened' WHERE seq = 2")
    con.commit()
    con.close()
    desk = Desk.open(str(target))
    try:
        assert verify_history(desk).reason == "change 2 has been altered"
    finally:
        desk.close()
