"""Benchmark: scoring 13-card rummy hands as the desk does, through the sheet (rulings RU-1..RU-3).

Run as ``python tests/benchmarks/bench_rummy_hand.py [HANDS] [SEED] [--repeat N] [--repo PATH]``. What a user
waits for is the sheet path: a ``rummy-hand`` sheet (card names, as typed or sent to ``cardnight-desk score``)
read, checked and scored by :func:`~cardnight_desk.domain.games.evaluate`, the result document built. Beside
it, in the same run, the reference: the scorer alone (:func:`score_hand` on parsed cards). Rates are hands per
second of this process's CPU time (one core): a busy machine slows both alike, so their ratio is the steadier
figure. Each row is measured ``--repeat`` times (default 5), the two paths taking turns; the table shows the
median and the range (lowest-highest) of the passes.

The scorer keeps a cache of suit patterns it has solved, so no pass ever scores a hand the cache has seen:

- *cold*: every pass starts from an empty cache (a fresh ``cardnight-desk score`` process) and scores its own
  batch of hands; the cache fills as the batch goes, as it would over a night at one desk.
- *cold every 60*: the cache is emptied every 60 hands, as when each table sheet (six players, ten deals) is
  scored by a fresh ``cardnight-desk score`` process: the hardest honest case.
- *warm*: the cache holds what every earlier row and pass solved, and each pass (and each path in it) scores
  fresh hands (a desk late in a busy night). Scoring the same hands again would only measure look-ups.

Goal (issue 19): at least 10,000 hands/s through the sheet, cold cache (the first row). ``--repo PATH``
measures another checkout of the desk (its package first on the path), to compare before and after a change.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
GOAL = 10_000


def _args() -> tuple[list[str], Path | None, int]:
    args = sys.argv[1:]
    repo, repeat = None, 5
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
    no_jokers = [c for c in deck if c.rank is not None]
    out = []
    for _ in range(count):
        if style == "jokers":
            jokers = rnd.randint(2, 2 * packs)
            hand = [JOKER] * jokers + rnd.sample(no_jokers, 13 - jokers)
        elif style == "two_suits":
            suits = rnd.sample(SUITS, 2)
            hand = rnd.sample([c for c in deck if c.suit in suits or c.rank is None], 13)
        else:
            hand = rnd.sample(deck, 13)
        out.append((hand, rnd.choice(RANKS), packs))
    return out


def _sheets(hands: list) -> list[dict]:
    return [
        {"game": "rummy-hand", "cards": [c.name for c in hand], "wild": wild.symbol, "packs": packs}
        for hand, wild, packs in hands
    ]


def measure(
    batches: list[tuple[list, list]], cold: int, clear
) -> tuple[list[float], list[float], float, float]:
    """Per pass: (sheet path hands/s, scorer alone hands/s); then the share scoring 100 and the slowest sheet in
    ms. Pass ``k`` scores ``batches[k]`` (hands for the scorer, hands for the sheet); ``cold`` empties the
    cache before each pass and then every ``cold`` hands (0: never)."""
    from cardnight_desk.domain.games import evaluate
    from cardnight_desk.domain.games.rummy.hand import score_hand

    sheet_rates, scorer_rates = [], []
    hundreds = total = 0
    slowest = 0.0
    for scorer_hands, sheet_hands in batches:
        sheets = _sheets(sheet_hands)
        if cold:
            clear()
        cpu = 0.0
        cpu0 = time.process_time()
        for i, (hand, wild, packs) in enumerate(scorer_hands):
            if cold and i and not i % cold:
                cpu += time.process_time() - cpu0  # emptying the cache is not scoring
                clear()
                cpu0 = time.process_time()
            score_hand(hand, wild, packs)
        scorer_rates.append(len(scorer_hands) / (cpu + time.process_time() - cpu0))
        if cold:
            clear()
        cpu = 0.0
        cpu0 = time.process_time()
        for i, sheet in enumerate(sheets):
            if cold and i and not i % cold:
                cpu += time.process_time() - cpu0
                clear()
                cpu0 = time.process_time()
            t = time.perf_counter()
            result = evaluate(sheet)
            slowest = max(slowest, time.perf_counter() - t)
            hundreds += result["points"] == 100
            total += 1
        sheet_rates.append(len(sheets) / (cpu + time.process_time() - cpu0))
    return sheet_rates, scorer_rates, hundreds / total, slowest * 1000


def _spread(rates: list[float]) -> str:
    return f"{statistics.median(rates):>7,.0f} ({min(rates):,.0f}-{max(rates):,.0f})"


def main() -> None:
    args, repo, repeat = _args()
    if repo is not None:  # the same benchmark, run on another checkout's package
        env = dict(os.environ, PYTHONPATH=str(repo))
        argv = [sys.executable, str(Path(__file__).resolve()), *args, "--repeat", str(repeat)]
        raise SystemExit(subprocess.run(argv, env=env, cwd=repo).returncode)
    import cardnight_desk
    from cardnight_desk.domain.games.rummy import runs

    clear = getattr(runs, "clear_caches", None) or runs.suit_table.cache_clear  # every cache the scorer keeps
    count = int(args[0]) if args else 20_000
    rnd = random.Random(int(args[1]) if len(args) > 1 else 2025)

    def batches(n: int, packs: int, style: str = "random", own: bool = True) -> list[tuple[list, list]]:
        """``repeat`` batches of fresh hands; ``own``: the sheet path gets other hands than the scorer."""
        out = []
        for _ in range(repeat):
            first = deals(rnd, n, packs, style)
            out.append((first, deals(rnd, n, packs, style) if own else first))
        return out

    rows = [  # (label, batches, cold)
        ("2 packs, random wild, cold cache", batches(count, 2, own=False), count),
        ("2 packs, cold every 60 hands", batches(count // 4, 2, own=False), 60),
        ("2 packs, random wild, warm cache", batches(count, 2), 0),
        ("3 packs, random wild, warm", batches(count // 4, 3), 0),
        ("2 packs, 2-4 printed jokers, warm", batches(count // 4, 2, "jokers"), 0),
        ("2 packs, two suits only, warm", batches(count // 20, 2, "two_suits"), 0),
    ]
    print(
        f"rummy hands, CPU time, median (range) of {repeat} passes "
        f"({Path(cardnight_desk.__file__).parents[1]}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(
        f"{'hands':<34} {'count':>6} {'sheet/s':>23} {'scorer/s':>23} {'ratio':>6} {'100s':>6} {'slowest ms':>10}"
    )
    first = 0.0
    for label, rows_batches, cold in rows:
        sheet, scorer, share, slowest = measure(rows_batches, cold, clear)
        rate = statistics.median(sheet)
        first = first or rate
        ratio = statistics.median(a / b for a, b in zip(sheet, scorer, strict=True))
        print(
            f"{label:<34} {len(rows_batches[0][1]):>6} {_spread(sheet):>23} {_spread(scorer):>23} "
            f"{ratio:>5.2f}x {share:>6.1%} {slowest:>10.1f}"
        )
    print(
        f"\ngoal {GOAL:,} hands/s through the sheet (2 packs, random wild, cold cache, median): {first:,.0f} -> "
        f"{'met' if first >= GOAL else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
