"""Benchmark: scoring random 13-card rummy hands exactly (rulings RU-1..RU-3).

Run as ``python tests/benchmarks/bench_rummy_hand.py [HANDS] [SEED]``. The issue's target: at least 5,000 random
hands per second on one core, dealt from two packs with a random wild rank. The scorer keeps a cache of suit
patterns it has solved, so the first row starts from an empty cache ("cold") and the second scores the same
number of fresh hands after it ("warm"); further rows show harder mixes. Rates are hands per second of this
process's CPU time (one core); the wall-clock rate is shown beside it, as a busy machine lowers only that one.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cardnight_desk.domain.cards import JOKER, RANKS, SUITS, pack  # noqa: E402
from cardnight_desk.domain.games.rummy.hand import score_hand  # noqa: E402
from cardnight_desk.domain.games.rummy.runs import suit_table  # noqa: E402

TARGET = 5_000


def deals(rnd: random.Random, count: int, packs: int, style: str = "random") -> list:
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


def measure(hands: list) -> tuple[float, float, float, float]:
    """(CPU seconds, wall seconds, share scoring 100, slowest hand in ms)."""
    hundreds, slowest = 0, 0.0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for hand, wild, packs in hands:
        t = time.perf_counter()
        hundreds += score_hand(hand, wild, packs).points == 100
        slowest = max(slowest, time.perf_counter() - t)
    return time.process_time() - cpu0, time.perf_counter() - wall0, hundreds / len(hands), slowest * 1000


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    rnd = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 2025)
    rows = [
        ("2 packs, random wild, cold cache", deals(rnd, count, 2), True),
        ("2 packs, random wild, warm cache", deals(rnd, count, 2), False),
        ("3 packs, random wild", deals(rnd, count // 4, 3), False),
        ("2 packs, 2-4 printed jokers", deals(rnd, count // 4, 2, "jokers"), False),
        ("2 packs, two suits only", deals(rnd, count // 20, 2, "two_suits"), False),
    ]
    print(
        f"{'hands':<34} {'count':>7} {'CPU s':>7} {'hands/s CPU':>12} {'hands/s wall':>13} "
        f"{'100s':>6} {'slowest ms':>11}"
    )
    first = 0.0
    for label, hands, cold in rows:
        if cold:
            suit_table.cache_clear()
        cpu, wall, share, slowest = measure(hands)
        rate = len(hands) / cpu
        first = first or rate
        print(
            f"{label:<34} {len(hands):>7} {cpu:>7.2f} {rate:>12,.0f} {len(hands) / wall:>13,.0f} "
            f"{share:>6.1%} {slowest:>11.1f}"
        )
    print(
        f"\ntarget {TARGET:,} hands/s (2 packs, random wild): cold-cache rate {first:,.0f} -> "
        f"{'met' if first >= TARGET else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
