"""Benchmark: exact baccarat odds by counting every hand a shoe of 1 to 8 packs can deal.

Run as ``python tests/benchmarks/bench_baccarat_odds.py [REPEATS]``. The issue's target: under 0.1 s of
computation for 8 decks (public exact calculators take 3-6 s). Each count counts the shoe from scratch (nothing
is cached between calls). Prints one row per shoe: the best and the median time over the repeats of the count
itself (``shoe_odds``), of the house edges of every bet of every variant from that count, of every figure the
sheet prints counted from scratch (``counted_figures``: count, edges, floats), and of the whole
``baccarat-odds`` sheet as the desk scores it (validation and the figures read from ``odds_table``, counted
once beforehand) — plus the Banker/Player/Tie figures, to compare with the published 8-deck ones
(0.458597 / 0.446247 / 0.095156).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cardnight_desk.domain.games import evaluate  # noqa: E402
from cardnight_desk.domain.games.baccarat.hand import Winner  # noqa: E402
from cardnight_desk.domain.games.baccarat.odds import shoe_odds  # noqa: E402
from cardnight_desk.domain.games.baccarat.odds_table import counted_figures  # noqa: E402
from cardnight_desk.domain.games.baccarat.pays import VARIANTS  # noqa: E402

TARGET_SECONDS = 0.1


def timed(fn, repeats: int) -> tuple[float, float, object]:
    times, result = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times), result


def main(repeats: int = 7) -> int:
    print(
        f"exact baccarat odds, best/median of {repeats} runs, seconds (target for 8 decks: < {TARGET_SECONDS})"
    )
    print(
        f"{'decks':>5} {'count best':>11} {'count med':>10} {'edges med':>10} {'counted med':>12} {'sheet best':>11}"
        f" {'sheet med':>10}"
        f"  {'banker':>8} {'player':>8} {'tie':>8}"
    )
    worst_8 = 0.0
    for decks in range(1, 9):
        count_best, count_median, odds = timed(lambda d=decks: shoe_odds(d), repeats)
        _, edges_median, _ = timed(lambda o=odds: [o.house_edges(t) for t in VARIANTS.values()], repeats)  # type: ignore[attr-defined]
        _, counted_median, _ = timed(lambda d=decks: counted_figures(d), repeats)
        sheet_best, sheet_median, doc = timed(
            lambda d=decks: evaluate({"game": "baccarat-odds", "decks": d}), repeats
        )
        assert isinstance(doc, dict) and doc["valid"]
        p = odds.probabilities()  # type: ignore[attr-defined]
        print(
            f"{decks:>5} {count_best:>11.4f} {count_median:>10.4f} {edges_median:>10.4f} {counted_median:>12.4f} "
            f"{sheet_best:>11.4f} "
            f"{sheet_median:>10.4f}  {float(p[Winner.BANKER]):>8.6f} {float(p[Winner.PLAYER]):>8.6f} "
            f"{float(p[Winner.TIE]):>8.6f}"
        )
        if decks == 8:
            worst_8 = sheet_median
    verdict = "met" if worst_8 < TARGET_SECONDS else "NOT met"
    print(f"8 decks, whole sheet (median): {worst_8:.4f} s -> target {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 7))
