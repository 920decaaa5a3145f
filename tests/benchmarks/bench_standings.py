"""From a confirmed sheet to refreshed standings, in a big league.

    python tests/benchmarks/bench_standings.py [--teams 500] [--rounds 15] [--repeat 20]

Builds a Bhukhar event with TEAMS teams and ROUNDS rounds of confirmed sheets (their results scored by the
engine once and stored as the desk stores them), then times, REPEAT times: confirming one more sheet, and
recomputing the standings. Target: confirm + standings under 50 ms with 500 teams and 15 rounds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from cardnight_desk.domain.games import evaluate  # noqa: E402
from cardnight_desk.services import scores, standings  # noqa: E402
from cardnight_desk.services.tables import round_tables  # noqa: E402
from cardnight_desk.store.models import Competition, DeskTable, Round, ScoreSheet, Seat, Team  # noqa: E402
from tests.services.builders import bhukhar_event, bhukhar_sheet  # noqa: E402


def build(target: str, teams: int, rounds: int):
    names = [f"Team {k:04d}" for k in range(teams)]
    desk = bhukhar_event(target, names)
    with desk.store.session() as s:
        comp = s.query(Competition).one()
        ids = {t.name: t for t in s.query(Team)}
        for number in range(1, rounds + 2):
            rnd = Round(competition_id=comp.id, number=number, seed=number, draw={"byes": []}, locked=True)
            s.add(rnd)
            s.flush()
            shift = number % (teams - 1) + 1
            for k in range(teams // 2):
                a, b = names[k], names[(k + shift) % teams] if (k + shift) % teams != k else names[-1 - k]
                table = DeskTable(
                    round_id=rnd.id,
                    label=str(k + 1),
                    position=k + 1,
                    sheet_number=f"C{comp.id}R{number}T{k + 1}",
                )
                for i in range(3):
                    table.seats.append(
                        Seat(seat=2 * i + 1, team_id=ids[a].id, player_id=ids[a].members[i].player_id)
                    )
                    table.seats.append(
                        Seat(seat=2 * i + 2, team_id=ids[b].id, player_id=ids[b].members[i].player_id)
                    )
                rnd.tables.append(table)
                if number <= rounds:
                    sheet = bhukhar_sheet(a, b, winner_low_in_hand=k % 7)
                    result = evaluate(sheet | {"settings": {"penalty_mode": "award_opponent"}})
                    s.flush()
                    s.add(ScoreSheet(table_id=table.id, sheet=sheet, result=result, status="confirmed"))
    return desk


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--teams", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        desk = build(str(Path(tmp) / "league.cardnight"), args.teams, args.rounds)
        built = time.perf_counter() - started
        tables = round_tables(desk, "Bhukhar", args.rounds + 1)
        confirm, refresh, total = [], [], []
        for t in tables[: args.repeat]:
            t0 = time.perf_counter()
            scores.enter_sheet(
                desk, "Bhukhar", args.rounds + 1, t.table, bhukhar_sheet(*t.entrants), confirm=True
            )
            t1 = time.perf_counter()
            table = standings.standings(desk, "Bhukhar")
            t2 = time.perf_counter()
            confirm.append(t1 - t0)
            refresh.append(t2 - t1)
            total.append(t2 - t0)
        assert len(table.rows) == args.teams
        desk.close()
    print(
        f"{args.teams} teams, {args.rounds} rounds entered ({args.rounds * (args.teams // 2)} sheets), "
        f"built in {built:.1f} s; {args.repeat} more sheets confirmed"
    )
    print(f"{'step':<34}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    for name, times in (
        ("store a confirmed sheet", confirm),
        ("recompute the standings", refresh),
        ("sheet to refreshed standings", total),
    ):
        q = statistics.quantiles(times, n=20)
        print(
            f"{name:<34}{statistics.median(times) * 1000:>11.1f}{q[18] * 1000:>9.1f}{max(times) * 1000:>9.1f}"
        )
    print("target: sheet to refreshed standings < 50 ms")


if __name__ == "__main__":
    main()
