"""Benchmark: the standings of a big Bhukhar league, as the desk works them out after each confirmed sheet.

    python tests/benchmarks/bench_standings.py [--sizes 250,500,1024] [--rounds 15] [--repeat 20] [--repo PATH]

For each size, a league built through the desk's own path (``league.py``: registered as an import does it,
every round drawn by the desk and every sheet confirmed through ``enter_sheet``, the next round drawn and
open), then, in this process:

- *standings*: ``services.standings.standings`` (what the standings view and ``cardnight-desk standings`` ask
  for), CPU time, median of REPEAT; beside it the *reference*, the least any desk could do: one SQL
  ``GROUP BY`` over the stored per-team figures and a sort, on the same connection, in the same run;
- *sheet to standings*: confirming one sheet of the open round and then recomputing the standings;
- the ``cardnight-desk standings --json`` command as a fresh process (start-up included, CPU), beside
  the start-up alone (the command line and the services imported, the event opened and closed).

Figures are CPU milliseconds of this process (one core), so a busy machine moves them less than wall time;
the ratio to the reference in the same run is the steadier figure. Goal (issue 19): standings under 20 ms at
500 teams x 15 rounds, growing linearly with the league (the "per 100 teams" column stays level).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

GOAL_MS = 20.0


def cpu_ms(action, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.process_time()
        action()
        out.append((time.process_time() - t0) * 1000)
    return out


def reference(desk) -> list:
    """One GROUP BY over the stored figures, ranked by Master, Bonus and score (no names, no byes)."""
    from sqlalchemy import text

    with desk.store.session() as s:
        rows = s.execute(
            text(
                "SELECT entrant, SUM(master), SUM(bonus), SUM(score), COUNT(*) FROM entrant_score "
                "WHERE competition_id = (SELECT id FROM competition WHERE name = :c) GROUP BY entrant"
            ),
            {"c": league.COMPETITION},
        ).all()
    return sorted(rows, key=lambda r: (-r[1], -r[2], -r[3], r[0]))


def measure(teams: int, rounds: int, repeat: int, tmp: Path) -> dict:
    from cardnight_desk.services import scores, standings
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.tables import round_tables

    path = league.league(teams, rounds, tmp / f"league-{teams}.cardnight", open_round=True)
    desk = Desk.open(str(path), who="desk 1")
    try:
        table = standings.standings(desk, league.COMPETITION)  # warm: first connection, imports
        assert len(table.rows) == teams, (len(table.rows), teams)
        reference(desk)
        desk_ms, ref_ms = [], []
        for _ in range(repeat):  # taking turns, so that a busy spell hits both
            desk_ms += cpu_ms(lambda: standings.standings(desk, league.COMPETITION), 1)
            ref_ms += cpu_ms(lambda: reference(desk), 1)
        after_sheet = []
        open_tables = round_tables(desk, league.COMPETITION, rounds + 1)
        for t in open_tables[:repeat]:
            a, b = t.entrants
            t0 = time.process_time()
            scores.enter_sheet(
                desk, league.COMPETITION, rounds + 1, t.table, league.sheet(a, b), confirm=True
            )
            standings.standings(desk, league.COMPETITION)
            after_sheet.append((time.process_time() - t0) * 1000)
    finally:
        desk.close()
    cli = [
        league.cpu_of(
            league.desk_command("standings", str(path), "--competition", league.COMPETITION, "--json"), tmp
        )[0]
        for _ in range(3)
    ]
    start = [league.cpu_of(league.start_up(path), tmp)[0] for _ in range(3)]
    return {
        "teams": teams,
        "desk": statistics.median(desk_ms),
        "ref": statistics.median(ref_ms),
        "sheet": statistics.median(after_sheet),
        "cli": statistics.median(cli) * 1000,
        "start": statistics.median(start) * 1000,
    }


def main() -> None:
    argv = sys.argv[1:]
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="250,500,1024")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        rows = [measure(n, args.rounds, args.repeat, Path(tmp)) for n in sizes]
    print(
        f"standings of a Bhukhar league, {args.rounds} rounds confirmed and one open, CPU ms, median of "
        f"{args.repeat} ({league.repo()}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(
        f"{'teams':>6}{'standings':>11}{'reference':>11}{'ratio':>7}{'per 100 teams':>15}"
        f"{'sheet+standings':>17}{'command':>9}{'start-up':>10}"
    )
    for r in rows:
        print(
            f"{r['teams']:>6}{r['desk']:>11.1f}{r['ref']:>11.1f}{r['desk'] / r['ref']:>6.1f}x"
            f"{100 * r['desk'] / r['teams']:>15.2f}{r['sheet']:>17.1f}{r['cli']:>9.0f}{r['start']:>10.0f}"
        )
    print(
        "standings: services.standings.standings; reference: SQL GROUP BY over the stored figures + sort; "
        "sheet+standings: enter_sheet(confirm) then standings; command: cardnight-desk standings --json "
        "(fresh process); start-up: the command line and services imported, the event opened and closed"
    )
    at500 = next((r for r in rows if r["teams"] == 500), None)
    if at500:
        print(
            f"goal: < {GOAL_MS:.0f} ms at 500 teams: {at500['desk']:.1f} ms -> "
            f"{'met' if at500['desk'] < GOAL_MS else 'NOT met'}"
        )


if __name__ == "__main__":
    main()
