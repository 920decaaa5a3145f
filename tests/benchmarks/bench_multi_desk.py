"""How long a desk waits to store a confirmed sheet while eight desks write at once.

    python tests/benchmarks/bench_multi_desk.py [POSTGRES_URL] [--entries N] [--desks 8] [--postgres-only]
                                                [--repo PATH]

A Bhukhar event with one round drawn by the desk (``league.py``: teams registered as an import does it, the
round drawn by ``draw_next_round``). Eight processes each confirm N sheets (default 60) through
``enter_sheet`` on their own tables of the round; each save is timed from the call to the acknowledgement,
with the CPU time the desk's process spent on it; each desk's first save (imports, first connection) is left
out. Three runs per engine: one desk alone (the reference: the same saves with nobody else writing), eight
desks back to back (every desk saving as fast as it can, all at once), and eight at desk pace (each desk
pausing a random 0-0.4 s between saves). Prints p50/p95/max and the median CPU per save, for the SQLite event
file and for PostgreSQL when a URL is given or CARDNIGHT_TEST_PG_URL is set (the URL must name a server
where new databases may be created). Goal (issue 19): p95 under 50 ms on PostgreSQL, 8 desks back to back,
2 cores. ``--postgres-only`` leaves the SQLite runs out; ``--repo PATH`` measures another checkout.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

WORKER = """
import os, sys, time, random
from cardnight_desk.services import scores
from cardnight_desk.services.tables import round_tables
from cardnight_desk.services.desk import Desk
from league import COMPETITION, sheet
target, desk_no, count, pause = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
rng = random.Random(desk_no)
desk = Desk.open(target, who=f"desk {desk_no}")
tables = round_tables(desk, COMPETITION, 1)[desk_no * count:(desk_no + 1) * count]
server = None  # the /proc file of the server process serving this desk (a local PostgreSQL), when readable
if not desk.store.is_sqlite:
    from sqlalchemy import text
    with desk.store.session() as s:
        server = f"/proc/{s.execute(text('SELECT pg_backend_pid()')).scalar()}/stat"
def server_cpu():
    try:
        with open(server) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (TypeError, OSError):
        return float("nan")
for t in tables:
    a, b = t.entrants
    served = server_cpu()
    started, cpu = time.perf_counter(), time.process_time()
    scores.enter_sheet(desk, COMPETITION, 1, t.table, sheet(a, b), confirm=True)
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    print(f"{wall:.6f} {cpu:.6f} {server_cpu() - served:.6f}", flush=True)
    if pause:
        time.sleep(rng.uniform(0, 2 * pause))
desk.close()
"""


def prepare(target: str, tables: int) -> None:
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.draws import draw_next_round
    from cardnight_desk.services.events import add_competition

    desk = Desk.create(target, "League night", "2026-10-03", who="desk 1")
    add_competition(desk, league.COMPETITION, "bhukhar")
    league._register(desk, 2 * tables)
    draw_next_round(desk, league.COMPETITION, seed=1)
    desk.close()


def run(target: str, desks: int, entries: int, pause: float, active: int) -> tuple[list[float], ...]:
    """Saves' wall and CPU seconds, and the CPU seconds of the server process serving the desk, of the first
    ``active`` desks (all ``desks`` have their tables)."""
    prepare(target, desks * entries + 1)  # one table left open: no round completes, no backup is timed
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(league.repo()), str(Path(__file__).parent)]))
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, target, str(d), str(entries), str(pause)],
            cwd=league.repo(),
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for d in range(active)
    ]
    walls: list[float] = []
    cpus: list[float] = []
    served: list[float] = []
    for proc in procs:
        out, err = proc.communicate()
        if proc.returncode != 0:
            raise SystemExit(f"a desk failed:\n{err[-2000:]}")
        saves = [line.split() for line in out.splitlines()][1:]  # the first save warms the desk up
        walls += [float(w) for w, _, _ in saves]
        cpus += [float(c) for _, c, _ in saves]
        served += [float(c) for _, _, c in saves]
    return walls, cpus, served


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
    argv = sys.argv[1:]
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    parser = argparse.ArgumentParser()
    parser.add_argument("pg_url", nargs="?", default=os.environ.get("CARDNIGHT_TEST_PG_URL"))
    parser.add_argument("--entries", type=int, default=60)
    parser.add_argument("--desks", type=int, default=8)
    parser.add_argument(
        "--pause", type=float, default=0.2, help="mean seconds a desk waits between saves at desk pace"
    )
    parser.add_argument("--postgres-only", action="store_true", help="leave the SQLite runs out")
    args = parser.parse_args(argv)
    if args.postgres_only and not args.pg_url:
        parser.error("--postgres-only needs a PostgreSQL URL (or CARDNIGHT_TEST_PG_URL)")
    runs = (
        ("1 desk alone", 0.0, 1),
        (f"{args.desks} back to back", 0.0, args.desks),
        (f"{args.desks} at desk pace", args.pause, args.desks),
    )
    rows = []
    for label, pause, active in runs:
        if not args.postgres_only:
            with tempfile.TemporaryDirectory() as tmp:
                found = run(str(Path(tmp) / "bench.cardnight"), args.desks, args.entries, pause, active)
                rows.append((f"SQLite, {label}", *found))
        if args.pg_url:
            url, drop = pg_database(args.pg_url)
            try:
                found = run(url, args.desks, args.entries, pause, active)
                rows.append((f"PostgreSQL, {label}", *found))
            finally:
                drop()
    print(
        f"time to store one confirmed sheet (ms), {args.entries} saves per desk; 'desk pace' waits "
        f"0-{2 * args.pause:.1f} s between a desk's saves ({league.repo()}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(
        f"{'engine, desks':<32}{'saves':>7}{'p50':>8}{'p95':>8}{'max':>8}{'CPU/save':>10}{'server':>8}"
        f"{'p95/alone':>11}"
    )
    alone: dict[str, float] = {}
    for name, walls, cpus, served in rows:
        q = statistics.quantiles(walls, n=100)
        engine = name.split(",")[0]
        alone.setdefault(engine, q[94])
        server = statistics.fmean(served) * 1000  # a mean: the server's clock ticks are 10 ms
        print(
            f"{name:<32}{len(walls):>7}{q[49] * 1000:>8.1f}{q[94] * 1000:>8.1f}{max(walls) * 1000:>8.1f}"
            f"{statistics.median(cpus) * 1000:>10.1f}{'' if math.isnan(server) else f'{server:.1f}':>8}"
            f"{q[94] / alone[engine]:>10.1f}x"
        )
    print(
        "CPU/save: the desk's process (median); server: the PostgreSQL process serving it (mean), when local"
    )
    print("goal: PostgreSQL, 8 back to back: p95 < 50 ms (2 cores)")


if __name__ == "__main__":
    main()
