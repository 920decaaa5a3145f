"""One desk in a stress test, run as its own process: ``python -m tests.store.stress_worker EVENT DESK COUNT``.

It enters ``COUNT`` draft Bhukhar sheets at random tables of round 1, each based on the version it last read,
and prints ``ack TABLE VERSION NOTE`` after each save the store acknowledged (``conflict TABLE`` when another
desk saved first). Each sheet carries a judge's penalty with a unique note so the test can find it again (the
judge's name and PIN go with it, EV-4).
"""

from __future__ import annotations

import random
import sys
import time

from cardnight_desk.services import scores
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict
from cardnight_desk.services.tables import round_tables
from tests.services.builders import bhukhar_sheet

PIN = "2468"  # the event's judge PIN, set by the test


def main(target: str, desk_no: int, count: int, timing: bool = False) -> None:
    desk = Desk.open(target, who=f"desk {desk_no}")
    tables = round_tables(desk, "Bhukhar", 1)
    rng = random.Random(desk_no)
    for k in range(count):
        table = rng.choice(tables)
        current = scores.get_sheet(desk, "Bhukhar", 1, table.table)
        a, b = table.entrants
        note = f"d{desk_no}-{k}"
        sheet = bhukhar_sheet(a, b, penalties=[{"team": b, "points": 50, "rule": "19.3", "note": note}])
        started = time.perf_counter()
        try:
            info = scores.enter_sheet(
                desk,
                "Bhukhar",
                1,
                table.table,
                sheet,
                expected_version=current.version if current else 0,
                judge=f"judge at desk {desk_no}",
                pin=PIN,
            )
        except Conflict:
            print(f"conflict {table.table}", flush=True)
            continue
        took = time.perf_counter() - started
        print(f"ack {table.table} {info.version} {note}" + (f" {took:.6f}" if timing else ""), flush=True)
    desk.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), len(sys.argv) > 4)
