"""Benchmark: redrawing a Swiss round of a big Bhukhar league, as the desk does it.

    python tests/benchmarks/bench_swiss.py [--sizes 256,1024] [--rounds 8] [--repeat 3] [--repo PATH]

For each size, a league built through the desk's own path (``league.py``: registered as an import does it,
ROUNDS rounds drawn by the desk with every sheet confirmed, the next round drawn and open), then the open
round is drawn again, as a desk does when a team withdraws before play:

- *service*: ``services.draws.redraw_round`` in this process (the draws area's "Redraw" button), CPU and wall;
- *command*: ``cardnight-desk draw EVENT --competition NAME --redraw N`` as a fresh process (CPU and wall,
  start-up included), and beyond its start-up: minus the CPU of the same command's start-up, measured beside
  it run by run (``league.command_start_up``): the same program, entry point and arguments (``python -m
  cardnight_desk draw EVENT --competition NAME --redraw N --seed S``: Python started, the command line loaded
  and parsed, the event and its store opened and closed, the exit through ``program`` without the last
  garbage collection)
  with the draw command's own work (``cli.draws.cmd_draw``: loading the draw services, drawing, storing and
  printing the round) replaced by nothing. So *beyond* is exactly what a user waits for after the event
  is open: the draw services and the pairing loaded, the round withdrawn, drawn, stored and printed;
- *show*: ``cardnight-desk draw EVENT --competition NAME --show N`` (the round read back through the store and
  printed) as a fresh process, its whole CPU;
- *pairing alone*, the reference: ``swiss_round`` on the same standings and history, already in memory, with
  the same seed as the service's and the command's runs beside it (the pairing's work depends on the seed) and
  with Python's cycle collector paused, as the desk pauses it while it draws.

Each figure is the median of REPEAT runs, the four taking turns so that a busy spell hits them alike. Two
ratios to the pairing alone say what the desk adds around it: *beyond/pairing* (what a user waits for after
the event is open, loading the draw services and printing the round included) and *desk/pairing*, the desk's
own work in the service (``service - pairing``: loading the field, the standings and who met whom, withdrawing
the round and recording it, storing the new round's tables and seats, making the round's view). The rematches
column counts teams meeting again in the desk's own draw (none while a rematch-free pairing exists;
``bench_swiss_quality.py`` measures the pairing's quality). A second table gives the desk's own work and the
pairing per team: the same figure at every size is work that grows linearly with the field. Goals: under 0.5 s
beyond start-up at 1,024 teams after 8 rounds (issue 19); the desk's work at most 2x the pairing at every size
(issue 35).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

GOAL_S = 0.5
GOAL_RATIO = 2.0  # the desk's work around the pairing, at most this many times the pairing (issue 35)


def pairing_inputs(desk):
    """The standings and history the pairing of the open round works from, read once (not timed)."""
    from cardnight_desk.domain.draws import History, TeamStanding
    from cardnight_desk.services.draw_fields import draw_of, load_field, rounds_of
    from cardnight_desk.services.events import find_competition
    from cardnight_desk.services.standings import standings

    rows = {r.name: r for r in standings(desk, league.COMPETITION).rows}
    with desk.store.session() as s:
        comp = find_competition(s, league.COMPETITION)
        field = load_field(s, comp, True)
        played = rounds_of(s, comp)[:-1]
        history = History.from_draws(draw_of(r, True) for r in played)
    ranked = []
    for entrant in field.ids:
        row = rows.get(field.names[entrant])
        ranked.append(
            TeamStanding(entrant, row.value("master"), row.value("bonus"), row.value("score"))
            if row
            else TeamStanding(entrant)
        )
    return ranked, history, len(played) + 1, field.members


def rematches(desk, number: int) -> int:
    from cardnight_desk.services.draws import get_round

    met: set[frozenset[str]] = set()
    for n in range(1, number):
        met |= {frozenset(t.entrants) for t in get_round(desk, league.COMPETITION, n).tables}
    return sum(frozenset(t.entrants) in met for t in get_round(desk, league.COMPETITION, number).tables)


def nothing_done(argv: list[str], tmp: Path) -> None:
    """Check that the start-up reference stops before the draw's work: it prints no round."""
    done = subprocess.run(argv, capture_output=True, text=True, env=league.desk_env(), cwd=tmp, timeout=600)
    if done.returncode != 0 or done.stdout:
        raise SystemExit(
            f"the start-up reference did more than start up: {done.stdout[:200]}{done.stderr[-500:]}"
        )


def measure(teams: int, rounds: int, repeat: int, tmp: Path) -> dict:
    from cardnight_desk.domain.draws import swiss_round
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.draws import redraw_round

    path = league.league(teams, rounds, tmp / f"league-{teams}.cardnight", open_round=True)
    number = rounds + 1
    desk = Desk.open(str(path), who="desk 1")
    ranked, history, _, members = pairing_inputs(desk)
    desk.close()
    redraw = ("draw", str(path), "--competition", league.COMPETITION, "--redraw", str(number))
    nothing_done(league.command_start_up("draws", "cmd_draw", *redraw), tmp)
    service, service_wall, command, command_wall, start, pairing, show = [], [], [], [], [], [], []
    for k in range(repeat):
        seed = 500 + k  # the same seed for each of the four, so each pairs the same round
        desk = Desk.open(str(path), who="desk 1")
        t0, w0 = time.process_time(), time.perf_counter()
        redraw_round(desk, league.COMPETITION, number, seed=seed)
        service.append(time.process_time() - t0)
        service_wall.append(time.perf_counter() - w0)
        desk.close()
        seeded = (*redraw, "--seed", str(seed))
        cpu, wall = league.cpu_of(league.desk_command(*seeded), tmp)
        command.append(cpu)
        command_wall.append(wall)
        start.append(league.cpu_of(league.command_start_up("draws", "cmd_draw", *seeded), tmp)[0])
        shown = league.desk_command(
            "draw", str(path), "--competition", league.COMPETITION, "--show", str(number)
        )
        show.append(league.cpu_of(shown, tmp)[0])
        gc.disable()  # as the desk draws (services.draws)
        try:
            t0 = time.process_time()
            swiss_round(ranked, history, number, seed, members)
            pairing.append(time.process_time() - t0)
        finally:
            gc.enable()
    desk = Desk.open(str(path), who="desk 1")
    again = rematches(desk, number)
    desk.close()
    med = statistics.median
    beyond = [c - s for c, s in zip(command, start, strict=True)]
    # each ratio taken run by run (the pairing of the same seed beside it), then the median
    desk_ratio = [(sv - p) / p for sv, p in zip(service, pairing, strict=True)]
    beyond_ratio = [b / p for b, p in zip(beyond, pairing, strict=True)]
    return {
        "teams": teams,
        "service": med(service),
        "service_wall": med(service_wall),
        "command": med(command),
        "command_wall": med(command_wall),
        "start": med(start),
        "pairing": med(pairing),
        "beyond": med(beyond),
        "beyond_range": (min(beyond), max(beyond)),
        "show": med(show),
        "desk_ratio": med(desk_ratio),
        "beyond_ratio": med(beyond_ratio),
        "rematches": again,
    }


def main() -> None:
    argv = sys.argv[1:]
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="256,1024")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        rows = [measure(int(n), args.rounds, args.repeat, Path(tmp)) for n in args.sizes.split(",")]
    print(
        f"redrawing round {args.rounds + 1} of a Bhukhar league, seconds, median of {args.repeat} "
        f"({league.repo()}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(
        f"{'teams':>6}{'service CPU':>12}{'wall':>7}{'command CPU':>12}{'wall':>7}{'start-up':>9}"
        f"{'beyond':>8}{'(range)':>12}{'show':>7}{'pairing':>9}{'beyond/pairing':>15}{'desk/pairing':>13}"
        f"{'rematches':>10}"
    )
    for r in rows:
        low, high = r["beyond_range"]
        print(
            f"{r['teams']:>6}{r['service']:>12.2f}{r['service_wall']:>7.2f}{r['command']:>12.2f}"
            f"{r['command_wall']:>7.2f}{r['start']:>9.2f}{r['beyond']:>8.2f}{f'{low:.2f}-{high:.2f}':>12}"
            f"{r['show']:>7.2f}{r['pairing']:>9.3f}{r['beyond_ratio']:>14.1f}x{r['desk_ratio']:>12.1f}x"
            f"{r['rematches']:>10}"
        )
    print(
        "service: services.draws.redraw_round; command: cardnight-desk draw --redraw (fresh process); "
        "start-up: the same command with its work replaced by nothing (Python, the command line, the event "
        "and its store opened and closed); beyond: each run's command less the start-up measured beside it "
        "(median, range); show: cardnight-desk draw --show, the whole process; pairing: swiss_round alone "
        "(same seed, collector paused); beyond/pairing: beyond start-up over the pairing; desk/pairing: the "
        "desk's own work (service - pairing) over the pairing (each ratio the median of the runs' ratios)"
    )
    # per team: work that grows linearly with the field keeps the same figure at every size
    print(f"{'teams':>6}{'desk per team':>15}{'pairing per team':>18}   (microseconds of CPU)")
    for r in rows:
        desk_each = (r["service"] - r["pairing"]) / r["teams"] * 1e6
        print(f"{r['teams']:>6}{desk_each:>15.0f}{r['pairing'] / r['teams'] * 1e6:>18.0f}")
    big = next((r for r in rows if r["teams"] == 1024), None)
    if big:
        beyond = big["beyond"]
        print(
            f"goal: < {GOAL_S} s beyond start-up at 1,024 teams: {beyond:.2f} s -> "
            f"{'met' if beyond < GOAL_S else 'NOT met'}"
        )
    over = [r for r in rows if r["desk_ratio"] > GOAL_RATIO]
    worst = max(rows, key=lambda r: r["desk_ratio"])
    print(
        f"goal: the desk's work at most {GOAL_RATIO:g}x the pairing at every size: "
        + (
            f"met (at most {worst['desk_ratio']:.1f}x, at {worst['teams']} teams)"
            if not over
            else "NOT met (" + ", ".join(f"{r['desk_ratio']:.1f}x at {r['teams']} teams" for r in over) + ")"
        )
    )
    beyond_over = [r for r in rows if r["beyond_ratio"] > GOAL_RATIO]
    print(
        f"      beyond start-up at most {GOAL_RATIO:g}x the pairing at every size: "
        + (
            "met"
            if not beyond_over
            else "NOT met ("
            + ", ".join(f"{r['beyond_ratio']:.1f}x at {r['teams']} teams" for r in beyond_over)
            + ")"
        )
    )


if __name__ == "__main__":
    main()
