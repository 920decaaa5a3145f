"""How long a desk waits to store a confirmed sheet while eight desks write at once.

    python tests/benchmarks/bench_multi_desk.py [POSTGRES_URL] [--entries N]

Eight processes each confirm N sheets (default 60) on their own tables of one round; each save is timed from
the call to the acknowledgement; each desk's first save (imports, first connection) is left out. Twice: back to back (every desk saving as fast as it can, all at once), and at
desk pace (each desk pausing a random 0-0.4 s between saves, all eight still writing at the same time). Prints p50/p95/max per engine (the SQLite event file, and PostgreSQL when a URL
is given or CARDNIGHT_TEST_PG_URL is set; the URL must name a server where new databases may be created).
Target: p95 under 50 ms on PostgreSQL.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.services.builders import add_round, bhukhar_event  # noqa: E402

WORKER = """
import sys, time
from cardnight_desk.services import scores
from cardnight_desk.services.tables import round_tables
from cardnight_desk.services.desk import Desk
from tests.services.builders import bhukhar_sheet
import random
target, desk_no, count, pause = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
rng = random.Random(desk_no)
desk = Desk.open(target, who=f"desk {desk_no}")
tables = round_tables(desk, "Bhukhar", 1)[desk_no * count:(desk_no + 1) * count]
for t in tables:
    a, b = t.entrants
    started = time.perf_counter()
    scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(a, b), confirm=True)
    print(f"{time.perf_counter() - started:.6f}", flush=True)
    if pause:
        time.sleep(rng.uniform(0, 2 * pause))
desk.close()
"""


def run(target: str, desks: int, entries: int, pause: float = 0.0) -> list[float]:
    tables = desks * entries + 1  # one table left open, so no round completes and no backup is timed
    teams = [f"T{k:04d}" for k in range(2 * tables)]
    desk = bhukhar_event(target, teams)
    add_round(desk, 1, [(teams[2 * k], teams[2 * k + 1]) for k in range(tables)])
    desk.close()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, target, str(d), str(entries), str(pause)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for d in range(desks)
    ]
    times: list[float] = []
    for proc in procs:
        out, err = proc.communicate()
        if proc.returncode != 0:
            raise SystemExit(f"a desk failed:\n{err[-2000:]}")
        times += [float(x) for x in out.split()][1:]  # the first save warms the desk up (imports, connection)
    return times


def pg_database(url: str) -> tuple[str, callable]:
    import sqlalchemy as sa

    name = f"cnd_bench_{uuid.uuid4().hex[:8]}"
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    return sa.engine.make_url(url).set(database=name).render_as_string(hide_password=False), drop


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("pg_url", nargs="?", default=os.environ.get("CARDNIGHT_TEST_PG_URL"))
    parser.add_argument("--entries", type=int, default=60)
    parser.add_argument("--desks", type=int, default=8)
    parser.add_argument(
        "--pause", type=float, default=0.2, help="mean seconds a desk waits between saves at desk pace"
    )
    args = parser.parse_args()
    rows = []
    for label, pause in (("back to back", 0.0), ("desk pace", args.pause)):
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            times = run(str(Path(tmp) / "bench.cardnight"), args.desks, args.entries, pause)
            rows.append((f"SQLite, {label}", times, time.perf_counter() - started))
        if args.pg_url:
            url, drop = pg_database(args.pg_url)
            try:
                started = time.perf_counter()
                times = run(url, args.desks, args.entries, pause)
                rows.append((f"PostgreSQL, {label}", times, time.perf_counter() - started))
            finally:
                drop()
    print(
        f"{args.desks} desks x {args.entries} confirmed sheets each, time to store one sheet (ms); "
        f"'desk pace' waits 0-{2 * args.pause:.1f} s between a desk's saves"
    )
    print(f"{'engine':<28}{'saves':>7}{'p50':>9}{'p95':>9}{'max':>9}{'target':>10}")
    for name, times, _ in rows:
        q = statistics.quantiles(times, n=100)
        target = "< 50" if name == "PostgreSQL" else ""
        print(
            f"{name:<28}{len(times):>7}{q[49] * 1000:>9.1f}{q[94] * 1000:>9.1f}{max(times) * 1000:>9.1f}{target:>10}"
        )


if __name__ == "__main__":
    main()
