"""Benchmark: scoring 13-card rummy hands as the desk does, through the sheet (rulings RU-1..RU-3).

Run as ``python tests/benchmarks/bench_rummy_hand.py [HANDS] [SEED] [--repo PATH]``. What a user waits for is
the sheet path: a ``rummy-hand`` sheet (card names, as typed or sent to ``cardnight-desk score``) read,
checked and scored by :func:`~cardnight_desk.domain.games.evaluate`, the result document built. Beside it, in
the same run and on the same hands, the reference: the scorer alone (:func:`score_hand` on parsed cards).
Rates are hands per second of this process's CPU time (one core): a busy machine slows both alike, so their
ratio is the steadier figure. Each figure is the best of ``--repeat`` passes (default 3), the two paths taking
turns.

The scorer keeps a cache of suit patterns it has solved: the first row starts every pass from an empty cache
("cold", as in a fresh ``cardnight-desk score`` process), the second scores fresh hands after it ("warm");
further rows show harder mixes. Goal (issue 19): at least 10,000 hands/s through the sheet, cold cache.
``--repo PATH`` measures another checkout of the desk (its package first on the path), to compare before and
after a change.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
GOAL = 10_000


def _args() -> tuple[list[str], Path | None, int]:
    args = sys.argv[1:]
    repo, repeat = None, 3
    if "--repo" in args:
        at = args.index("--repo")
        repo = Path(args[at + 1]).resolve()
        del args[at : at + 2]
    if "--repeat" in args:
        at = args.index("--repeat")
        repeat = int(args[at + 1])
        del args[at : at + 2]
    return args, repo, repeat


def deals(rnd: random.Random, count: int, packs: int, style: str = "random") -> list:
    from cardnight_desk.domain.cards import JOKER, RANKS, SUITS, pack

    deck = pack() * packs + [JOKER] * (2 * packs)
    out = []
    for _ in range(count):
        if style == "jokers":
            jokers = rnd.randint(2, 2 * packs)
            hand = [JOKER] * jokers + rnd.sample([c for c in deck if c.rank is not None], 13 - jokers)
        elif style == "two_suits":
            suits = rnd.sample(SUITS, 2)
            hand = rnd.sample([c for c in deck if c.suit in suits or c.rank is None], 13)
        else:
            hand = rnd.sample(deck, 13)
        out.append((hand, rnd.choice(RANKS), packs))
    return out


def measure(hands: list, cold: bool, repeat: int) -> tuple[float, float, float, float]:
    """(sheet path CPU s, scorer alone CPU s, share scoring 100, slowest sheet in ms), best of ``repeat``."""
    from cardnight_desk.domain.games import evaluate
    from cardnight_desk.domain.games.rummy import runs
    from cardnight_desk.domain.games.rummy.hand import score_hand

    clear = getattr(runs, "clear_caches", None) or runs.suit_table.cache_clear  # every cache the scorer keeps

    sheets = [
        {"game": "rummy-hand", "cards": [c.name for c in hand], "wild": wild.symbol, "packs": packs}
        for hand, wild, packs in hands
    ]
    sheet_best = scorer_best = float("inf")
    hundreds, slowest = 0, 0.0
    for _ in range(repeat):
        if cold:
            clear()
        cpu0 = time.process_time()
        for hand, wild, packs in hands:
            score_hand(hand, wild, packs)
        scorer_best = min(scorer_best, time.process_time() - cpu0)
        if cold:
            clear()
        hundreds, slowest = 0, 0.0
        cpu0 = time.process_time()
        for sheet in sheets:
            t = time.perf_counter()
            result = evaluate(sheet)
            slowest = max(slowest, time.perf_counter() - t)
            hundreds += result["points"] == 100
        sheet_best = min(sheet_best, time.process_time() - cpu0)
    return sheet_best, scorer_best, hundreds / len(hands), slowest * 1000


def main() -> None:
    args, repo, repeat = _args()
    if repo is not None:  # the same benchmark, run on another checkout's package
        env = dict(os.environ, PYTHONPATH=str(repo))
        argv = [sys.executable, str(Path(__file__).resolve()), *args, "--repeat", str(repeat)]
        raise SystemExit(subprocess.run(argv, env=env, cwd=repo).returncode)
    import cardnight_desk

    count = int(args[0]) if args else 20_000
    rnd = random.Random(int(args[1]) if len(args) > 1 else 2025)
    rows = [
        ("2 packs, random wild, cold cache", deals(rnd, count, 2), True),
        ("2 packs, random wild, warm cache", deals(rnd, count, 2), False),
        ("3 packs, random wild", deals(rnd, count // 4, 3), False),
        ("2 packs, 2-4 printed jokers", deals(rnd, count // 4, 2, "jokers"), False),
        ("2 packs, two suits only", deals(rnd, count // 20, 2, "two_suits"), False),
    ]
    print(
        f"rummy hands, CPU time, best of {repeat} ({Path(cardnight_desk.__file__).parents[1]}) — "
        f"{time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(
        f"{'hands':<34} {'count':>7} {'sheet/s':>9} {'scorer/s':>9} {'ratio':>6} {'100s':>6} {'slowest ms':>11}"
    )
    first = 0.0
    for label, hands, cold in rows:
        sheet_cpu, scorer_cpu, share, slowest = measure(hands, cold, repeat)
        rate, ref = len(hands) / sheet_cpu, len(hands) / scorer_cpu
        first = first or rate
        print(
            f"{label:<34} {len(hands):>7} {rate:>9,.0f} {ref:>9,.0f} {rate / ref:>5.2f}x "
            f"{share:>6.1%} {slowest:>11.1f}"
        )
    print(
        f"\ngoal {GOAL:,} hands/s through the sheet (2 packs, random wild, cold cache): {first:,.0f} -> "
        f"{'met' if first >= GOAL else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
