"""Benchmark: importing a registration workbook of 2,000 players (the issue's target: under 2 s).

Run as ``python tests/benchmarks/bench_import.py [PLAYERS] [REPEATS] [--pg URL]``. Each repeat creates a fresh
SQLite event file (or a fresh PostgreSQL schema with ``--pg``) with four competitions and imports a workbook in
which every player enters rummy, three in four also enter the Bhukhar league in teams of three, and one in
four plays Bukharo; names mix Latin, Malayalam and Gujarati. Prints, per step, the best and the median time:
reading the workbook, the preview (every row checked against the event), the whole import (read, check, store
in one transaction, with the history), and exporting the event back to a workbook.
"""

from __future__ import annotations

import datetime as dt
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from openpyxl import Workbook  # noqa: E402

from cardnight_desk.io.excel.export import export_workbook  # noqa: E402
from cardnight_desk.io.excel.registration import (  # noqa: E402
    import_workbook,
    preview_import,
    read_registrations,
)
from cardnight_desk.services.desk import Desk  # noqa: E402
from cardnight_desk.services.events import add_competition  # noqa: E402
from cardnight_desk.services.registration import competition_counts  # noqa: E402

TARGET_SECONDS = 2.0
EVENT_DATE = dt.date(2026, 11, 8)
SCRIPTS = ["Asha Patel", "ജോസഫ് മാത്യു", "ગીતા શાહ", "Ramesh Nair"]


def make_workbook(path: Path, players: int) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.append(["name", "born", "competitions", "team", "eligible", "phone", "email"])
    bhukhar = (players * 3 // 4) // 3 * 3
    for i in range(players):
        comps = ["Rummy"]
        team = None
        if i < bhukhar:
            comps.append("Bhukhar league")
            team = f"Bhukhar league=Team {i // 3 + 1}"
        if i % 4 == 3:
            comps.append("Bukharo")
        ws.append(
            [
                f"{SCRIPTS[i % 4]} {i}",
                dt.date(1950 + i % 50, 1 + i % 12, 1 + i % 28),
                "; ".join(comps),
                team,
                "yes",
                f"07700 9{i:05d}",
                f"player{i}@example.org",
            ]
        )
    wb.save(path)
    return path


def fresh_event(where: Path, n: int, pg: str | None) -> Desk:
    target = pg_schema(pg, n) if pg else str(where / f"bench-{n}.cardnight")
    desk = Desk.create(target, "Benchmark night", EVENT_DATE, who="bench")
    add_competition(desk, "Bhukhar league", "bhukhar")
    add_competition(desk, "Rummy", "rummy")
    add_competition(desk, "Bukharo", "bukharo")
    add_competition(desk, "28 cup", "28")
    return desk


def pg_schema(url: str, n: int) -> str:
    import sqlalchemy as sa

    name = f"cnd_bench_{n}_{int(time.time())}"
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return sa.engine.make_url(url).set(database=name).render_as_string(hide_password=False)


def drop_database(url: str, target: str) -> None:
    import sqlalchemy as sa

    name = sa.engine.make_url(target).database
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def main(players: int = 2000, repeats: int = 5, pg: str | None = None) -> int:
    where = Path(tempfile.mkdtemp(prefix="cardnight-bench-"))
    book = make_workbook(where / "players.xlsx", players)
    steps: dict[str, list[float]] = {"read workbook": [], "preview": [], "import": [], "export": []}
    for n in range(repeats):
        desk = fresh_event(where, n, pg)
        t, found = timed(lambda: read_registrations(book))
        steps["read workbook"].append(t)
        t, plan = timed(lambda d=desk: preview_import(d, book, today=dt.date(2026, 10, 1)))
        assert plan.ok, plan.errors[:3]
        steps["preview"].append(t)
        t, plan = timed(lambda d=desk: import_workbook(d, book, today=dt.date(2026, 10, 1)))
        steps["import"].append(t)
        t, _ = timed(lambda d=desk, n=n: export_workbook(d, where / f"export-{n}.xlsx"))
        steps["export"].append(t)
        counts = {c.name: (c.players, c.teams) for c in competition_counts(desk)}
        desk.close()
        if pg:
            drop_database(pg, desk.store.target)
    store = "PostgreSQL" if pg else "SQLite"
    print(f"importing {players} players ({len(found.rows)} rows; {store}), {repeats} runs, seconds")
    print(f"registrations and teams stored: {counts}")
    print(f"{'step':<16} {'best':>8} {'median':>8} {'worst':>8}")
    for step, times in steps.items():
        print(f"{step:<16} {min(times):>8.3f} {statistics.median(times):>8.3f} {max(times):>8.3f}")
    median = statistics.median(steps["import"])
    verdict = "meets" if median < TARGET_SECONDS else "MISSES"
    print(f"import median {median:.3f} s {verdict} the target of {TARGET_SECONDS:.1f} s")
    return 0 if median < TARGET_SECONDS else 1


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--pg")]
    pg_url = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--pg=")), None)
    raise SystemExit(main(*(int(a) for a in args), pg=pg_url))
