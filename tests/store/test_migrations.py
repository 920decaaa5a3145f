"""Old event stores brought up to the newest schema keep what they held: the sheets confirmed before a store had
its entrant scores (revision 0004) get them, read from their stored results as the desk read them then, and the
rounds drawn before their byes were kept beside the draw (revision 0007) get them from their draw, and whether
their draw marks its table as the final one (revision 0008), and who met whom at which table (revision 0009)."""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa
from alembic import command

from cardnight_desk.store import migrate
from cardnight_desk.store.engine import make_engine, open_store

# Results as the desk stored them before revision 0004: (competition, game, table, status, result)
SHEETS = [
    (
        "Bhukhar",
        "bhukhar",
        "1",
        "confirmed",
        {
            "teams": {
                "Lions": {"master": 3, "bonus": 120, "score": 560},
                "Tigers": {"master": 1, "bonus": 0, "score": 210},
            },
            "winner": "Lions",
        },
    ),
    ("Bhukhar", "bhukhar", "2", "draft", {"teams": {"Owls": {"master": 9, "bonus": 9, "score": 9}}}),
    (
        "Bukharo",
        "bukharo",
        "1",
        "confirmed",
        {
            "sides": {"Asha": {"score": 75}, "Ben": {"score": 40}, "Chandni": {"score": 90}},
            "winner": "Chandni",
        },
    ),
    ("28", "28", "1", "confirmed", {"totals": {"Red": 6, "Blue": 2}, "status": "finished", "winner": "Red"}),
    ("28", "28", "2", "confirmed", {"totals": {"Gold": 3, "Green": 4}, "status": "playing", "winner": None}),
    ("Rummy", "rummy", "1", "confirmed", {"players": {"Dev": {"points": 12}}, "winner": "Dev"}),
]

EXPECTED = {
    ("Bhukhar", "Lions", 3, 120, 560, 1),
    ("Bhukhar", "Tigers", 1, 0, 210, 0),
    ("Bukharo", "Asha", 0, 0, 75, 0),
    ("Bukharo", "Ben", 0, 0, 40, 0),
    ("Bukharo", "Chandni", 0, 0, 90, 1),
    ("28", "Red", 0, 0, 6, 1),
    ("28", "Blue", 0, 0, 2, 0),
    ("28", "Gold", 0, 0, 3, 0),  # a match not finished has no winner yet
    ("28", "Green", 0, 0, 4, 0),
}


def _store_at_0003_with_sheets(target: str) -> None:
    engine = make_engine(target)
    json_params = (sa.bindparam("sheet", type_=sa.JSON), sa.bindparam("result", type_=sa.JSON))
    with engine.begin() as conn:
        command.upgrade(migrate._config(conn), "0003")
        conn.execute(
            sa.text(
                "INSERT INTO event (id, name, date, settings, created_at) "
                "VALUES (1, 'Old night', '2025-10-01', '{}', '2025-09-01 10:00:00')"
            )
        )
        competitions: dict[str, int] = {}
        for number, (name, game, table, status, result) in enumerate(SHEETS, start=1):
            if name not in competitions:
                competitions[name] = len(competitions) + 1
                conn.execute(
                    sa.text(
                        "INSERT INTO competition (id, event_id, name, game, settings, state) "
                        "VALUES (:id, 1, :name, :game, '{}', '{}')"
                    ),
                    {"id": competitions[name], "name": name, "game": game},
                )
                conn.execute(
                    sa.text(
                        "INSERT INTO round (id, competition_id, number, seed, draw, locked, created_at) "
                        "VALUES (:id, :id, 1, 7, '{}', false, '2025-10-01 19:00:00')"
                    ),
                    {"id": competitions[name]},
                )
            conn.execute(
                sa.text(
                    "INSERT INTO desk_table (id, round_id, label, position, sheet_number) "
                    "VALUES (:id, :round, :label, :id, :sheet_number)"
                ),
                {"id": number, "round": competitions[name], "label": table, "sheet_number": f"S{number}"},
            )
            conn.execute(
                sa.text(
                    "INSERT INTO score_sheet (id, table_id, sheet, result, status, version, entered_by, updated_at) "
                    "VALUES (:id, :id, :sheet, :result, :status, 1, 'desk 1', '2025-10-01 21:00:00')"
                ).bindparams(*json_params),
                {"id": number, "sheet": {"game": game}, "result": result, "status": status},
            )
    engine.dispose()


@pytest.mark.parametrize("engine_name", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_sheets_confirmed_before_0004_get_their_entrant_scores(engine_name, tmp_path, request):
    target = str(tmp_path / "old.cardnight") if engine_name == "sqlite" else request.getfixturevalue("pg_url")
    _store_at_0003_with_sheets(target)
    store = open_store(target)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        rows = conn.execute(
            sa.text(
                "SELECT c.name, e.entrant, e.master, e.bonus, e.score, e.won FROM entrant_score e "
                "JOIN competition c ON c.id = e.competition_id"
            )
        ).all()
        draft = conn.execute(sa.text("SELECT count(*) FROM entrant_score WHERE sheet_id = 2")).scalar()
    store.close()
    assert {tuple(row) for row in rows} == EXPECTED and len(rows) == len(EXPECTED)
    assert draft == 0  # a draft sheet was not confirmed: it adds nothing to the standings


def test_head_names_the_newest_migration_script():
    """An event at HEAD opens without importing Alembic; HEAD must follow every new script."""
    assert migrate.HEAD == migrate.head_revision()


@pytest.mark.parametrize("engine_name", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_rounds_drawn_before_0007_keep_their_byes_beside_their_draw(engine_name, tmp_path, request):
    """Revision 0007 gives each round its byes, read from the draw document it stored; the tables and seats
    of every round are kept, going up and coming back down."""
    target = str(tmp_path / "old.cardnight") if engine_name == "sqlite" else request.getfixturevalue("pg_url")
    draws = {1: {"method": "swiss", "byes": [3], "draw": {"byes": [3], "tables": []}}, 2: {}, 3: {"byes": []}}
    _rounds_at(target, "0006", draws, ("Bhukhar", "bhukhar"))
    store = open_store(target)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        byes = conn.execute(sa.text("SELECT id, byes FROM round ORDER BY id")).all()
        tables = conn.execute(sa.text("SELECT count(*) FROM desk_table")).scalar()
    store.close()
    assert [(i, b if isinstance(b, list) else json.loads(b)) for i, b in byes] == [(1, [3]), (2, []), (3, [])]
    assert tables == 3
    tables, columns, _ = _down_to(target, "0006")
    assert tables == 3
    assert "byes" not in columns


@pytest.mark.parametrize("engine_name", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_rounds_drawn_before_0008_say_whether_their_table_is_the_final_one(engine_name, tmp_path, request):
    """Revision 0008 keeps beside each round whether its draw marks the table as the final table, read from the
    draw document it stored (a ``true`` elsewhere in a draw marks nothing); the tables of every round are kept,
    going up and coming back down, and a judge's penalties are indexed by table."""
    target = str(tmp_path / "old.cardnight") if engine_name == "sqlite" else request.getfixturevalue("pg_url")
    draws = {
        1: {"method": "tables", "draw": {"final": True, "tables": [[1, 2]]}},
        2: {"method": "swiss", "draw": {"final": False, "tables": []}, "settled": True},
        3: {},
    }
    _rounds_at(target, "0007", draws)
    store = open_store(target)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        finals = conn.execute(sa.text("SELECT id, final FROM round ORDER BY id")).all()
        indexes = {i["name"] for i in sa.inspect(conn).get_indexes("penalty")}
    store.close()
    assert [(i, bool(f)) for i, f in finals] == [(1, True), (2, False), (3, False)]
    assert "ix_penalty_table_id" in indexes
    tables, columns, indexes = _down_to(target, "0007")
    assert tables == 3
    assert "final" not in columns
    assert "ix_penalty_table_id" not in indexes


@pytest.mark.parametrize("engine_name", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_rounds_drawn_before_0009_keep_who_met_whom_beside_their_draw(engine_name, tmp_path, request):
    """Revision 0009 keeps beside each round the numbers and entrants of its tables and its byes, read from the
    draw document it stored, in the draw's order; a round without a draw document (or with tables that are not
    numbered) keeps nothing and is read from its draw as before; the tables of every round are kept, going up
    and coming back down."""
    target = str(tmp_path / "old.cardnight") if engine_name == "sqlite" else request.getfixturevalue("pg_url")
    swiss = {
        "round": 1,
        "seed": 7,
        "tables": [
            {"table": "2", "entrants": [14, 9], "seats": [{"seat": 1, "player": 40, "team": 14}]},
            {"table": "1", "entrants": [3, 5], "seats": []},
        ],
        "byes": [8],
    }
    draws = {
        1: {"method": "swiss", "byes": [8], "draw": swiss},
        2: {"method": "swiss", "byes": []},
        3: {"method": "tables", "draw": {"tables": [{"table": "final", "entrants": [1, 2]}]}},
    }
    _rounds_at(target, "0008", draws, ("Bhukhar", "bhukhar"))
    store = open_store(target)
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        kept = conn.execute(sa.text("SELECT id, meetings FROM round ORDER BY id")).all()
    store.close()
    assert [(i, json.loads(m) if isinstance(m, str) else m) for i, m in kept] == [
        (1, {"tables": [[2, [14, 9]], [1, [3, 5]]], "byes": [8]}),
        (2, None),
        (3, None),
    ]
    tables, columns, _ = _down_to(target, "0008")
    assert tables == 3
    assert "meetings" not in columns


@pytest.mark.parametrize("engine_name", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_an_event_from_0010_gets_its_tables_entry_links(engine_name, tmp_path, request):
    """Revision 0011 adds each side's entry link and the sheets entered through them: an event drawn before
    it keeps its rounds and tables, its tables take links (one per side), a table's links and their entries
    go with the table, and going back down leaves the tables as they were."""
    target = str(tmp_path / "old.cardnight") if engine_name == "sqlite" else request.getfixturevalue("pg_url")
    _rounds_at(target, "0010", {1: {}, 2: {}}, ("Bhukhar", "bhukhar"))
    store = open_store(target)
    with store.engine.begin() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        conn.execute(
            sa.text(
                "INSERT INTO entry_link (id, table_id, side, token, made_at) VALUES "
                "(1, 1, 'Lions', 'tok-1', '2025-10-01 19:00:00'), (2, 2, 'Lions', 'tok-2', '2025-10-01 19:00:00')"
            )
        )
        conn.execute(
            sa.text(
                "INSERT INTO table_entry (link_id, sheet, digest, address, at) "
                "VALUES (1, '{}', 'd', '10.0.0.7', '2025-10-01 21:00:00')"
            )
        )
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as conn:  # one link per side of a table
        conn.execute(
            sa.text(
                "INSERT INTO entry_link (table_id, side, token, made_at) "
                "VALUES (1, 'Lions', 'tok-3', '2025-10-01 19:00:00')"
            )
        )
    with store.engine.begin() as conn:
        conn.execute(sa.text("DELETE FROM round WHERE id = 1"))  # a redraw deletes the round's tables
        left = conn.execute(sa.text("SELECT id FROM entry_link")).scalars().all()
        entries = conn.execute(sa.text("SELECT count(*) FROM table_entry")).scalar()
    store.close()
    assert left == [2] and entries == 0
    engine = make_engine(target)
    with engine.begin() as conn:
        command.downgrade(migrate._config(conn), "0010")
    with engine.connect() as conn:
        names = set(sa.inspect(conn).get_table_names())
        tables = conn.execute(sa.text("SELECT count(*) FROM desk_table")).scalar()
    engine.dispose()
    assert "entry_link" not in names and "table_entry" not in names
    assert tables == 1


@pytest.mark.parametrize("engine_name", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_an_event_from_0011_keeps_its_round_links_and_takes_poker_links(engine_name, tmp_path, request):
    """Revision 0012 lets a link name a poker table (the competition and the table's name, no desk table): an
    event from 0011 keeps its rounds' links and their entries, takes a poker player's link, one per player at a
    table, whose links go with their competition; going back down drops the poker links only."""
    target = str(tmp_path / "old.cardnight") if engine_name == "sqlite" else request.getfixturevalue("pg_url")
    engine = make_engine(target)
    with engine.begin() as conn:
        command.upgrade(migrate._config(conn), "0011")
        _insert_rounds(conn, {1: {}}, ("Bhukhar", "bhukhar"))
        conn.execute(
            sa.text(
                "INSERT INTO competition (id, event_id, name, game, settings, state) "
                "VALUES (2, 1, 'Freezeout', 'poker', '{}', '{}')"
            )
        )
        conn.execute(
            sa.text(
                "INSERT INTO entry_link (id, table_id, side, token, made_at) "
                "VALUES (1, 1, 'Lions', 'tok-1', '2025-10-01 19:00:00')"
            )
        )
        conn.execute(
            sa.text(
                "INSERT INTO table_entry (link_id, sheet, digest, address, at) "
                "VALUES (1, '{}', 'd', '10.0.0.7', '2025-10-01 21:00:00')"
            )
        )
    engine.dispose()
    poker_link = (
        "INSERT INTO entry_link (id, table_id, competition_id, poker_table, side, token, made_at) "
        "VALUES (:id, NULL, 2, :table, :side, :token, '2025-10-01 19:30:00')"
    )
    store = open_store(target)
    with store.engine.begin() as conn:
        assert migrate.current_revision(conn) == migrate.head_revision()
        kept = conn.execute(sa.text("SELECT table_id, side, token FROM entry_link")).all()
        assert [tuple(row) for row in kept] == [(1, "Lions", "tok-1")]
        assert conn.execute(sa.text("SELECT count(*) FROM table_entry")).scalar() == 1
        conn.execute(sa.text(poker_link), {"id": 2, "table": "1", "side": "Asha", "token": "tok-p1"})
        conn.execute(sa.text(poker_link), {"id": 3, "table": "2", "side": "Asha", "token": "tok-p2"})  # moved
        conn.execute(
            sa.text(
                "INSERT INTO table_entry (link_id, sheet, digest, address, at) "
                "VALUES (2, '{}', 'p', '10.0.0.8', '2025-10-01 21:30:00')"
            )
        )
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as conn:  # one link per player at a table
        conn.execute(sa.text(poker_link), {"id": 4, "table": "1", "side": "Asha", "token": "tok-p3"})
    with store.engine.begin() as conn:
        conn.execute(sa.text("DELETE FROM competition WHERE id = 2"))
        left = conn.execute(sa.text("SELECT id FROM entry_link ORDER BY id")).scalars().all()
        entries = conn.execute(sa.text("SELECT link_id FROM table_entry")).scalars().all()
    store.close()
    assert left == [1] and entries == [1]
    store = open_store(target)
    with store.engine.begin() as conn:  # a poker link left at the downgrade
        conn.execute(
            sa.text(
                "INSERT INTO competition (id, event_id, name, game, settings, state) "
                "VALUES (3, 1, 'Late freezeout', 'poker', '{}', '{}')"
            )
        )
        conn.execute(
            sa.text(poker_link.replace(", 2, :table", ", 3, :table")),
            {"id": 6, "table": "1", "side": "Ben", "token": "tok-p5"},
        )
        conn.execute(
            sa.text(
                "INSERT INTO table_entry (link_id, sheet, digest, address, at) "
                "VALUES (6, '{}', 'q', '10.0.0.9', '2025-10-01 22:00:00')"
            )
        )
    store.close()
    engine = make_engine(target)
    with engine.begin() as conn:
        command.downgrade(migrate._config(conn), "0011")
    with engine.connect() as conn:
        columns = {c["name"]: c for c in sa.inspect(conn).get_columns("entry_link")}
        links = conn.execute(sa.text("SELECT id, table_id, side FROM entry_link")).all()
        entries = conn.execute(sa.text("SELECT link_id FROM table_entry")).scalars().all()
    engine.dispose()
    assert "competition_id" not in columns and "poker_table" not in columns
    assert columns["table_id"]["nullable"] is False
    assert [tuple(row) for row in links] == [(1, 1, "Lions")]
    assert entries == [1]  # the round's entry kept, the poker player's gone with its link


def _rounds_at(
    target: str, revision: str, draws: dict[int, dict], competition: tuple[str, str] = ("Rummy", "rummy")
) -> None:
    """A store at ``revision`` with a round of one table for each of ``draws``, stored as the desk did."""
    engine = make_engine(target)
    with engine.begin() as conn:
        command.upgrade(migrate._config(conn), revision)
        _insert_rounds(conn, draws, competition)
    engine.dispose()


def _down_to(target: str, revision: str) -> tuple[int, set[str], set[str]]:
    """Take the store down to ``revision``; then the number of tables left, the round's columns and the judges'
    penalties' indexes."""
    engine = make_engine(target)
    with engine.begin() as conn:
        command.downgrade(migrate._config(conn), revision)
    with engine.connect() as conn:
        tables = conn.execute(sa.text("SELECT count(*) FROM desk_table")).scalar()
        columns = {c["name"] for c in sa.inspect(conn).get_columns("round")}
        indexes = {str(i["name"]) for i in sa.inspect(conn).get_indexes("penalty")}
    engine.dispose()
    return int(tables or 0), columns, indexes


def _insert_rounds(
    conn: sa.Connection, draws: dict[int, dict], competition: tuple[str, str] = ("Rummy", "rummy")
) -> None:
    """One event, one competition (its name and game), and a round of one table for each of ``draws`` (number:
    draw document)."""
    conn.execute(
        sa.text(
            "INSERT INTO event (id, name, date, settings, created_at) "
            "VALUES (1, 'Old night', '2025-10-01', '{}', '2025-09-01 10:00:00')"
        )
    )
    conn.execute(
        sa.text(
            "INSERT INTO competition (id, event_id, name, game, settings, state) "
            "VALUES (1, 1, :name, :game, '{}', '{}')"
        ),
        {"name": competition[0], "game": competition[1]},
    )
    for number, draw in draws.items():
        conn.execute(
            sa.text(
                "INSERT INTO round (id, competition_id, number, seed, draw, locked, created_at) "
                "VALUES (:id, 1, :id, 7, :draw, false, '2025-10-01 19:00:00')"
            ).bindparams(sa.bindparam("draw", type_=sa.JSON)),
            {"id": number, "draw": draw},
        )
        conn.execute(
            sa.text(
                "INSERT INTO desk_table (id, round_id, label, position, sheet_number) "
                "VALUES (:id, :id, '1', 1, :sheet_number)"
            ),
            {"id": number, "sheet_number": f"S{number}"},
        )


UPGRADING_DESK = """
import sys
import alembic.command, alembic.script, alembic.autogenerate  # loaded before the clock starts
from cardnight_desk.store import engine, models
print("ready", flush=True)
sys.stdin.readline()
engine.open_store(sys.argv[1]).close()
print("upgraded", flush=True)
"""


def test_an_upgrade_killed_at_any_moment_leaves_an_event_that_opens_and_one_copy(tmp_path):
    """``kill -9`` while an old event file is upgraded, at moments spread over the whole upgrade: the file
    still opens (it is either as it was or upgraded whole, never half), and the copy made before the upgrade
    is made once, however many times the upgrade is tried."""
    import os
    import shutil
    import signal
    import subprocess
    import sys
    import time

    pristine = tmp_path / "pristine.cardnight"
    _store_at_0003_with_sheets(str(pristine))
    target = tmp_path / "old.cardnight"

    def ready() -> subprocess.Popen:
        """A desk started and waiting, its libraries loaded, to upgrade ``target`` when told to."""
        return subprocess.Popen(
            [sys.executable, "-c", UPGRADING_DESK, str(target)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def upgrading(proc: subprocess.Popen) -> subprocess.Popen:
        assert proc.stdout.readline().strip() == "ready"
        proc.stdin.write("go\n")
        proc.stdin.flush()
        return proc

    # how long a whole upgrade takes on this machine now, so that the kills are spread over all of it
    shutil.copyfile(pristine, target)
    whole = upgrading(ready())
    started = time.monotonic()
    assert whole.stdout.readline().strip() == "upgraded"
    took = time.monotonic() - started
    whole.wait()
    for name in ("old.cardnight", "old.cardnight-wal", "old.cardnight-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    for copy in tmp_path.glob("old.cardnight.before-upgrade-*"):
        copy.unlink()
    shutil.copyfile(pristine, target)
    outcomes = set()
    waiting = ready()
    for step in range(18):  # from before the copy is made to after the upgrade is done
        proc = upgrading(waiting)
        waiting = ready()  # the next desk starts while this one upgrades (it only loads its libraries)
        time.sleep(took * (step + 1) / 16)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        engine = make_engine(str(target))
        with engine.connect() as conn:
            revision = migrate.current_revision(conn)
        engine.dispose()
        outcomes.add(revision)
        if revision == migrate.HEAD:
            shutil.copyfile(pristine, target)  # upgraded whole: start again from the old file
            for extra in ("-wal", "-shm"):
                (tmp_path / f"old.cardnight{extra}").unlink(missing_ok=True)
            continue
        assert revision == "0003", f"killed after {took * (step + 1) / 16 * 1000:.0f} ms: left at {revision}"
    waiting.kill()
    waiting.wait()
    store = open_store(str(target))  # whatever the kills left, the event opens, upgraded now
    with store.engine.connect() as conn:
        assert migrate.current_revision(conn) == migrate.HEAD
        assert conn.exec_driver_sql("SELECT count(*) FROM score_sheet").scalar() == len(SHEETS)
    store.close()
    assert [p.name for p in tmp_path.glob("old.cardnight.before-upgrade-*")] == [
        "old.cardnight.before-upgrade-from-0003.cardnight"
    ]
    assert "0003" in outcomes  # some kills did land inside the upgrade
