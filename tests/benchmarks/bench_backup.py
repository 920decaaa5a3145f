"""Benchmark: an automatic backup of a PostgreSQL event, as the desk makes one every few minutes and when a
round's last sheet is confirmed: how long it takes, and how much memory the desk's process keeps afterwards.

Run as ``python tests/benchmarks/bench_backup.py [RUNS] [--teams N] [--rounds N] [--repo PATH]`` with
``CARDNIGHT_TEST_PG_URL`` naming a PostgreSQL server (a database is made for the run and dropped after). The
event is the benchmark league (``league.py``: N teams of three, N Swiss rounds, every sheet confirmed through the
desk), restored into PostgreSQL. Each run is a fresh process that opens the event as a desk does, reads the
standings once (what a desk has done before its first timed backup), then makes six automatic backups one
after the other. Printed, the median of RUNS runs (default 3): the resident set after opening, after the first
and the third backup, and the peak; the seconds each backup took. The reference is the same process's figure
before the first backup: what the backup adds is the difference, and a backup that leaks grows from the first
to the sixth.

``--repo PATH`` measures another checkout (the landed code, say) in the same way, for a before/after table.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

ONE_RUN = """
import json, os, resource, sys, time
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1]) / 1024
from cardnight_desk.services.desk import Desk
from cardnight_desk.services import backups, standings
desk = Desk.open(sys.argv[1])
standings.standings(desk, "Bhukhar")
out = {"open": rss(), "seconds": []}
for k in range(6):
    started = time.perf_counter()
    made = backups.automatic(desk, f"bench {k}")
    out["seconds"].append(time.perf_counter() - started)
    assert made is not None, "the backup was not made"
    out[f"after {k + 1}"] = rss()
out["peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
desk.close()
print(json.dumps(out))
"""


def _database(base_url: str) -> tuple[str, str]:
    import sqlalchemy as sa

    name = f"cnd_bench_{uuid.uuid4().hex[:10]}"
    admin = sa.create_engine(base_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return name, sa.engine.make_url(base_url).set(database=name).render_as_string(hide_password=False)


def _drop(base_url: str, name: str) -> None:
    import sqlalchemy as sa

    admin = sa.create_engine(base_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def main(argv: list[str]) -> None:
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    teams = int(argv[argv.index("--teams") + 1]) if "--teams" in argv else 256
    rounds = int(argv[argv.index("--rounds") + 1]) if "--rounds" in argv else 5
    runs = int(argv[0]) if argv and argv[0].isdigit() else 3
    base = os.environ.get("CARDNIGHT_TEST_PG_URL")
    if not base:
        raise SystemExit("CARDNIGHT_TEST_PG_URL must name a PostgreSQL server")
    from cardnight_desk.services.backups import restore

    with tempfile.TemporaryDirectory() as tmp:
        event = league.league(teams, rounds, Path(tmp) / "league.cardnight")
        name, url = _database(base)
        try:
            restore(event, url)
            results = []
            env = dict(league.desk_env(), CARDNIGHT_BACKUP_DIR=str(Path(tmp) / "backups"))
            for _ in range(runs):
                done = subprocess.run(
                    [sys.executable, "-c", ONE_RUN, url], capture_output=True, text=True, env=env, check=True
                )
                results.append(json.loads(done.stdout))
        finally:
            _drop(base, name)
    print(f"\nautomatic backup of a PostgreSQL event, {teams} teams x {rounds} rounds, {league.repo()}")
    print(f"median of {runs} fresh processes (MiB resident; seconds)\n")
    print(
        "| after opening | after backup 1 | after backup 3 | after backup 6 | peak | backup 1 s | backup 6 s |"
    )
    print("|---|---|---|---|---|---|---|")
    keys = ("open", "after 1", "after 3", "after 6", "peak")
    med = {key: statistics.median(r[key] for r in results) for key in keys}
    first = statistics.median(r["seconds"][0] for r in results)
    last = statistics.median(r["seconds"][-1] for r in results)
    grown = " | ".join(f"{med[k]:.1f} (+{med[k] - med['open']:.1f})" for k in keys[1:4])
    print(f"| {med['open']:.1f} | {grown} | {med['peak']:.1f} | {first:.2f} | {last:.2f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
