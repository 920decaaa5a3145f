"""Benchmark: the memory importing a registration workbook takes, per player, beside a floor measured in the same
run (issue 35: at most 3x the floor).

Run as ``python tests/benchmarks/bench_import_memory.py [PLAYERS ...] [--runs R] [--repo PATH ...]`` (default
2,000, 8,000 and 16,000 players, one run each). The workbook is bench_import's: every player enters rummy,
three in four also enter the Bhukhar league in teams of three, one in four plays Bukharo. Every figure is the
peak resident set of a fresh process above its resident set just before the work (the kernel's high-water
mark, reset then), divided by the players, the median of R runs:

- *import*: the desk's import as ``cardnight-desk import`` and the Registration area store a workbook
  (``import_workbook``) into a fresh event file holding the four competitions: read, checked against the
  event, stored in one transaction with the history;
- *preview*: the check that comes first at the Registration area (and ``cardnight-desk import --check``):
  every row read and checked against the event, nothing stored (``preview_import``);
- *floor*: openpyxl reading the same workbook read-only, row by row, and sqlite3 inserting the same players,
  their registrations and one history row each into a file (WAL, as an event file), in one transaction.

Each process has imported what it uses and opened its event before the baseline is taken: what is measured is
what the work holds while it runs. ``--repo PATH`` measures another checkout of the desk (its
``cardnight_desk`` package first on the path), to compare before and after a change in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE))

from tests.benchmarks.bench_import import make_workbook  # noqa: E402

GOAL = 3.0
# The high-water mark of the resident set is reset (clear_refs 5) right before the work, so whatever the process
# did before (its imports, opening the event) does not count.
MEASURE = (
    "import gc, json, time\n"
    "def _kib(key):\n"
    "    with open('/proc/self/status') as fh:\n"
    "        return next(int(line.split()[1]) for line in fh if line.startswith(key + ':'))\n"
    "def start():\n"
    "    gc.collect()\n"
    "    with open('/proc/self/clear_refs', 'w') as fh:\n"
    "        fh.write('5')\n"
    "    return _kib('VmRSS'), time.perf_counter()\n"
    "def done(base, started, **more):\n"
    "    print(json.dumps({'base': base, 'peak': _kib('VmHWM'), 'seconds': time.perf_counter() - started}"
    " | more))\n"
)
# The event: four competitions, as bench_import makes it.
SETUP = (
    "import sys, datetime as dt\n"
    "from cardnight_desk.services.desk import Desk\n"
    "from cardnight_desk.services.events import add_competition\n"
    "desk = Desk.create(sys.argv[1], 'Benchmark night', dt.date(2026, 11, 8), who='bench')\n"
    "for name, game in (('Bhukhar league', 'bhukhar'), ('Rummy', 'rummy'), ('Bukharo', 'bukharo'), "
    "('28 cup', '28')):\n"
    "    add_competition(desk, name, game)\n"
    "desk.close()\n"
)
# The desk's import (or its preview), into the event SETUP made, as the command line and the Registration area
# call it. The registration counts are read first, as the area shows them: the store is open and mapped.
DESK = MEASURE + (
    "import sys, datetime as dt\n"
    "from cardnight_desk.io.excel.registration import import_workbook, preview_import\n"
    "from cardnight_desk.services.desk import Desk\n"
    "from cardnight_desk.services.registration import competition_counts\n"
    "mode, event, book = sys.argv[1:4]\n"
    "desk = Desk.open(event)\n"
    "competition_counts(desk)\n"
    "work = import_workbook if mode == 'import' else preview_import\n"
    "base = start()\n"
    "plan = work(desk, book, today=dt.date(2026, 10, 1))\n"
    "assert plan.ok, plan.errors[:3]\n"
    "done(*base, rows=len(plan.rows), players=plan.new_players)\n"
    "desk.close()\n"
)
# The floor: openpyxl and sqlite3 doing the same work, with nothing of the desk.
FLOOR = MEASURE + (
    "import sys, sqlite3, datetime as dt\n"
    "from openpyxl import load_workbook\n"
    "book, path = sys.argv[1:3]\n"
    "con = sqlite3.connect(path, isolation_level=None)\n"
    "con.execute('PRAGMA journal_mode=WAL')\n"
    "con.execute('PRAGMA synchronous=FULL')\n"
    "con.executescript('''\n"
    "create table player (id integer primary key, number integer, name varchar(200), born date,\n"
    "  phone varchar(60), email varchar(200), notes text, eligible boolean, unique (number));\n"
    "create index ix_player_name on player (name);\n"
    "create table registration (id integer primary key, competition_id integer, player_id integer\n"
    "  references player (id), registered_at datetime, override text, unique (competition_id, player_id));\n"
    "create index ix_registration_player on registration (player_id);\n"
    "create table history (id integer primary key, seq integer unique, at datetime, who varchar(100),\n"
    "  action varchar(60), entity varchar(40), entity_id integer, summary text, before json, after json,\n"
    "  why text);\n"
    "''')\n"
    "comps = {'Bhukhar league': 1, 'Rummy': 2, 'Bukharo': 3, '28 cup': 4}\n"
    "base = start()\n"
    "wb = load_workbook(book, read_only=True, data_only=True)\n"
    "lines = wb.worksheets[0].iter_rows(values_only=True)\n"
    "col = {str(h).strip().lower(): i for i, h in enumerate(next(lines)) if h}\n"
    "now = dt.datetime.utcnow().isoformat(sep=' ')\n"
    "con.execute('begin')\n"
    "players = 0\n"
    "for number, values in enumerate(lines, start=1):\n"
    "    name = str(values[col['name']]).strip()\n"
    "    born = values[col['born']].date().isoformat()\n"
    "    phone, email = str(values[col['phone']]), str(values[col['email']])\n"
    "    entered = [c.strip() for c in str(values[col['competitions']]).split(';') if c.strip()]\n"
    "    pid = con.execute('insert into player (number, name, born, phone, email, notes, eligible) '\n"
    "                      'values (?, ?, ?, ?, ?, ?, ?)', (number, name, born, phone, email, '', 1)).lastrowid\n"
    "    con.executemany('insert into registration (competition_id, player_id, registered_at, override) '\n"
    "                    'values (?, ?, ?, ?)', [(comps[c], pid, now, '') for c in entered])\n"
    "    after = {'number': number, 'name': name, 'competitions': entered, 'born': born, 'phone': phone,\n"
    "             'email': email, 'notes': '', 'eligible': True}\n"
    "    con.execute('insert into history (seq, at, who, action, entity, entity_id, summary, before, after, why) '\n"
    "                'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', (number, now, 'bench', 'player.register', 'player',\n"
    "                pid, f'{name} (player {number}) registered in {\", \".join(entered)}', None,\n"
    "                json.dumps(after), ''))\n"
    "    players += 1\n"
    "con.execute('commit')\n"
    "wb.close()\n"
    "done(*base, rows=players, players=players)\n"
)


def run(code: str, args: list[str], repo: Path | None, work: Path) -> dict | None:
    env = dict(os.environ, PYTHONPATH=str(repo) if repo else "", PYTHONPYCACHEPREFIX=str(work / "bytecode"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run(
        [sys.executable, "-c", code, *args], env=env, cwd=work, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise SystemExit(f"{args[:1]} failed ({done.returncode}): {done.stderr[-1500:]}")
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[-1]) if lines else None


def measure(code: str, args: list[str], repo: Path | None, work: Path, runs: int, event: bool) -> dict:
    """The median of ``runs`` fresh processes; ``event``: each run into a fresh event made by SETUP."""
    results = []
    for n in range(runs):
        target = work / f"run-{len(list(work.iterdir()))}-{n}.cardnight"
        if event:
            run(SETUP, [str(target)], repo, work)
            results.append(run(code, [*args[:1], str(target), *args[1:]], repo, work))
        else:
            results.append(run(code, [*args, str(target)], repo, work))
    return {
        "kib": statistics.median(r["peak"] - r["base"] for r in results),
        "seconds": statistics.median(r["seconds"] for r in results),
        "players": results[0]["players"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", nargs="*", type=int, default=[2000, 8000, 16000])
    parser.add_argument("--runs", type=int, default=1, help="fresh processes per figure (the median)")
    parser.add_argument(
        "--repo", type=Path, action="append", help="the checkout(s) to measure (default this)"
    )
    args = parser.parse_args()
    repos = [r.resolve() for r in args.repo or [HERE]]
    work = Path(tempfile.mkdtemp(prefix="import-memory-"))
    print(
        "importing a registration workbook: peak memory above the process's baseline, KiB per player "
        f"(the median of {args.runs} run{'s' if args.runs != 1 else ''}; seconds in brackets)"
    )
    names = [r.name if len(repos) > 1 else "desk" for r in repos]
    head = f"{'players':>8} {'floor':>14}"
    for name in names:
        head += f" | {name + ' import':>22} {'ratio':>6} {name + ' preview':>22} {'ratio':>6}"
    print(head)
    worst = 0.0
    for n in args.players:
        book = make_workbook(work / f"players-{n}.xlsx", n)
        floor = measure(FLOOR, [str(book)], None, work, args.runs, event=False)
        assert floor["players"] == n, floor
        per_floor = floor["kib"] / n
        line = f"{n:>8,} {per_floor:>7.2f} ({floor['seconds']:>4.1f})"
        for repo in repos:
            for mode in ("import", "preview"):
                got = measure(DESK, [mode, str(book)], repo, work, args.runs, event=True)
                per = got["kib"] / n
                ratio = per / per_floor
                if mode == "import" and repo == repos[-1]:
                    worst = max(worst, ratio)
                line += (
                    f" {'|' if mode == 'import' else ''} {per:>14.2f} ({got['seconds']:>4.1f}) {ratio:>5.1f}x"
                )
        print(line, flush=True)
    verdict = "meets" if worst <= GOAL else "MISSES"
    print(f"import at most {worst:.1f}x the floor ({repos[-1].name}): {verdict} the goal of {GOAL:.0f}x")
    return 0 if worst <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
