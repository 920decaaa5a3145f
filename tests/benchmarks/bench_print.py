"""How long printing takes: the score sheets of a 100-table round (target: under 2 s), and the other documents.

Run: ``python tests/benchmarks/bench_print.py``. "first" includes loading the fonts and shaping the names
(the first print after the desk starts); "again" is the best of three later runs. Prints a table of figures.
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cardnight_desk.io.pdf.bracket import build_bracket  # noqa: E402
from cardnight_desk.io.pdf.certificates import build_certificates  # noqa: E402
from cardnight_desk.io.pdf.results import build_standings  # noqa: E402
from cardnight_desk.io.pdf.score_sheets import build_score_sheets  # noqa: E402
from cardnight_desk.io.pdf.seating import build_seating, build_table_cards  # noqa: E402
from tests.io.pdf.night import bhukhar_standings, certificates, knockout, night_round  # noqa: E402

TARGET = 2.0


def timed(fn, data) -> tuple[float, float, int, int]:
    """Wall-clock and CPU seconds (the CPU time is what the work costs when other programs share the machine)."""
    out = io.BytesIO()
    start, cpu = time.perf_counter(), time.process_time()
    pages = fn(data, out)
    return time.perf_counter() - start, time.process_time() - cpu, pages, len(out.getvalue())


def main() -> int:
    cases = [
        (f"score sheets, {game}, 100 tables", build_score_sheets, night_round(game, tables=100, per_table=6))
        for game in ("rummy", "bhukhar", "bukharo", "28", "poker", "baccarat")
    ]
    cases += [
        (
            "score sheets, rummy, 100 tables of 9",
            build_score_sheets,
            night_round("rummy", tables=100, per_table=9),
        ),
        ("table cards, 100 tables", build_table_cards, night_round("rummy", tables=100)),
        ("seating lists, 600 players", build_seating, night_round("rummy", tables=100)),
        ("bracket, 64 entries", build_bracket, knockout(64)),
        ("standings, 300 rows", build_standings, bhukhar_standings(extra=294)),
        ("certificates, 5", build_certificates, certificates()),
    ]
    print(f"{'document':<40} {'pages':>5} {'first s':>8} {'cpu s':>7} {'again s':>8} {'KiB':>6}")
    worst_sheets = 0.0
    for label, fn, data in cases:
        first, cpu, pages, size = timed(fn, data)
        again = min(timed(fn, data)[0] for _ in range(3))
        if fn is build_score_sheets:
            worst_sheets = max(worst_sheets, first)
        print(f"{label:<40} {pages:>5} {first:>8.3f} {cpu:>7.3f} {again:>8.3f} {size // 1024:>6}")
    verdict = "ok" if worst_sheets < TARGET else "TOO SLOW"
    print(
        f"\nslowest 100-table round of score sheets: {worst_sheets:.3f} s (target < {TARGET:.1f} s): {verdict}"
    )
    return 0 if worst_sheets < TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
