"""Benchmark: ``cardnight-desk score`` on a long ``bhukhar-competition`` sheet, as a person runs it.

Run as ``python tests/benchmarks/bench_score.py [GAMES ...] [--runs 3] [--repo PATH]`` (default 5,000, 10,000
and 20,000 games). Each figure is the CPU time (user + system) of a fresh ``cardnight-desk score FILE``
process, start-up included, the median of RUNS; beside it, in the same run, the reference: a bare Python
process reading the same file with ``json.load``. The time must grow linearly with the games (the "per 1,000
games" column stays level) and stay under 5 s at 20,000 games (issue 19).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

GOAL_S = 5.0


def competition(games: int, rnd: random.Random) -> dict:
    played = []
    for _ in range(games):
        a, b = rnd.sample(range(60), 2)
        played.append(league.sheet(league.team_name(a), league.team_name(b), rnd.randint(0, 6)))
    return {"game": "bhukhar-competition", "games": played}


def main() -> None:
    argv = sys.argv[1:]
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    parser = argparse.ArgumentParser()
    parser.add_argument("games", type=int, nargs="*", default=[5_000, 10_000, 20_000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for games in args.games:
            sheet = work / f"competition-{games}.json"
            sheet.write_text(json.dumps(competition(games, random.Random(games))))
            score, reading = [], []
            league.cpu_of(league.desk_command("score", str(sheet)), work)  # warm the file cache
            for _ in range(args.runs):
                score.append(league.cpu_of(league.desk_command("score", str(sheet)), work)[0])
                reading.append(
                    league.cpu_of(
                        [sys.executable, "-c", "import json, sys; json.load(open(sys.argv[1]))", str(sheet)],
                        work,
                    )[0]
                )
            rows.append((games, statistics.median(score), statistics.median(reading)))
    print(
        f"cardnight-desk score on a bhukhar-competition sheet, CPU seconds of a fresh process, median of "
        f"{args.runs} ({league.repo()}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(f"{'games':>7}{'score s':>9}{'per 1,000':>11}{'json.load s':>13}{'ratio':>8}")
    for games, score, reading in rows:
        print(
            f"{games:>7,}{score:>9.2f}{1000 * score / games:>11.3f}{reading:>13.2f}{score / reading:>7.1f}x"
        )
    longest = max(rows)
    print(
        f"goal: under {GOAL_S:.0f} s at {longest[0]:,} games, linear: {longest[1]:.2f} s -> "
        f"{'met' if longest[1] < GOAL_S else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
