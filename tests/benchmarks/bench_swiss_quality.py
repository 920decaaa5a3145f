"""The Swiss pairing's quality in a simulated Bhukhar league: rematches, gaps and table repeats.

Run as ``python tests/benchmarks/bench_swiss_quality.py [TEAMS[:ROUNDS_BEFORE] ...]``. This measures what the
pairing engine draws, not how long a desk waits for it (``bench_swiss.py`` times the desk's draw). Each row:
the rematches of the timed round and (small fields) the fewest possible by the exact solver, the widest pair
(its Master, Bonus and rank gaps), the teams seated at a table they played at before (rule 11), the pairing's
total gap cost against the exact optimum's (small fields), the pairing alone's time (the slowest of three)
and the time of the whole simulation. Later rows stress long competitions (many rounds, rematches hard to
avoid). A rematch-free pairing is drawn whenever one exists.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cardnight_desk.domain.draws.matching import exact_pairing  # noqa: E402
from cardnight_desk.domain.draws.model import Draw, History  # noqa: E402
from cardnight_desk.domain.draws.swiss import (  # noqa: E402
    TeamStanding,
    gap_cost,
    largest_gap,
    rank_teams,
    rematches,
    swiss_round,
)

EXACT_UP_TO = 128  # fields also drawn by the exact solver, for comparison (it is slow beyond)

REPEATS = 3  # the timed round is drawn this many times; the slowest time is reported


def against_exact(draw: Draw, standings: list, history: History) -> tuple[int, str]:
    """The exact solver's rematches (the fewest possible) and how far the drawn pairing's total gap cost is
    above the exact optimum's; only for fields small enough for the exact solver."""
    ranked = rank_teams(standings, draw.seed)
    rank = {s.team: k for k, s in enumerate(ranked)}
    n = len(ranked)
    met = [frozenset(rank[o] for o in history.opponents_of(s.team)) for s in ranked]
    byes = [history.byes_of(s.team) for s in ranked]

    def cost(i: int, j: int) -> int:
        return gap_cost(ranked[i], ranked[j], i, j, n)

    exact = exact_pairing(met, byes, cost)
    fewest = sum(j in met[i] for i, j in exact.pairs)
    drawn = sum(cost(*sorted((rank[a], rank[b]))) for a, b in (t.entrants for t in draw.tables))
    best = sum(cost(i, j) for i, j in exact.pairs)
    return fewest, (f"{100 * (drawn - best) / best:+.1f}%" if best else "+0.0%")


def play(draw: Draw, standings: dict, skill: dict, rnd: random.Random, bye_master: int = 2) -> None:
    """Simulated results: the stronger team wins more often; a tie now and then (ruling BH-7)."""
    for table in draw.tables:
        a, b = table.entrants
        strength = 0.5 + 0.4 * (skill[a] - skill[b])
        roll = rnd.random()
        if roll < 0.05:
            ma, mb = 1, 1
        elif roll < 0.05 + 0.95 * strength:
            ma, mb = 2, 0
        else:
            ma, mb = 0, 2
        standings[a] = standings[a].plus(ma, rnd.randint(0, 3), rnd.randint(-200, 900))
        standings[b] = standings[b].plus(mb, rnd.randint(0, 3), rnd.randint(-200, 900))
    for team in draw.byes:
        standings[team] = standings[team].with_bye(bye_master)


def run(teams: int, rounds_before: int, seed: int) -> dict:
    rnd = random.Random(seed)
    standings = {t: TeamStanding(t) for t in range(1, teams + 1)}
    skill = {t: rnd.random() for t in standings}
    history = History()
    started = time.perf_counter()
    for r in range(1, rounds_before + 1):
        draw = swiss_round(list(standings.values()), history, r, seed + r)
        play(draw, standings, skill, rnd)
        history = history.plus(draw)
    before = list(standings.values())
    times = []
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        draw = swiss_round(before, history, rounds_before + 1, seed + 99)
        times.append(time.perf_counter() - t0)
    elapsed = max(times)
    gap = largest_gap(draw, before)
    return {
        "teams": teams,
        "seconds": elapsed,
        "rematches": len(rematches(draw, history)),
        "gap": gap,
        "returning": sum(t.number in history.tables_of(e) for t in draw.tables for e in t.entrants),
        "total": time.perf_counter() - started,
        "exact": against_exact(draw, before, history) if teams <= EXACT_UP_TO else None,
    }


def main() -> None:
    # arguments: TEAMS or TEAMS:ROUNDS_BEFORE (default 8 rounds before the timed one)
    runs = [tuple(int(x) for x in (a.split(":") + ["8"])[:2]) for a in sys.argv[1:]]
    runs = runs or [
        (16, 8),
        (64, 8),
        (128, 8),
        (255, 8),
        (256, 8),
        (1024, 8),
        (64, 40),
        (256, 30),
        (1024, 20),
    ]
    print(
        f"{'teams':>5} {'after':>5} {'pairing s':>9} {'rematches':>9} {'fewest':>6} "
        f"{'widest pair M/B/rank':>20} {'table repeats':>13} {'cost vs exact':>13} {'simulation s':>12}"
    )
    for teams, before in runs:
        row = run(teams, before, seed=2025)
        gap = row["gap"]
        fewest, extra = row["exact"] if row["exact"] else ("-" if row["rematches"] else 0, "-")
        gap_text = f"{gap.master}/{gap.bonus}/{gap.ranks}" if gap else "-"
        print(
            f"{teams:>5} {before:>5} {row['seconds']:>9.3f} {row['rematches']:>9} {fewest:>6} "
            f"{gap_text:>20} {row['returning']:>13} {extra:>13} {row['total']:>12.2f}"
        )


if __name__ == "__main__":
    main()
