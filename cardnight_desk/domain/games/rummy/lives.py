"""Suit tables merged into a hand's lives: one entry per suit, within the hand's wild cards (RU-3).

Domain words as in :mod:`cardnight_desk.domain.games.rummy.hand` and :mod:`cardnight_desk.domain.games.rummy.runs`
(tables, entries, lives states). The suits are taken in order; a *state* is the wild cards used so far and the
lives state reached (``used << 3 | lives state``), holding the lowest value left out and the entries giving it,
the first found of equal ones.
"""

from __future__ import annotations

from cardnight_desk.domain.games.rummy.runs import BOTH_LIVES, MERGE, Entry


def lives_within(tables: list[tuple[Entry, ...]], wilds: int) -> dict[int, tuple[int, tuple]]:
    """One entry per suit, within the wild cards, reaching both lives: for each number of wild cards used
    (``key >> 3``), the lowest value left out and the entries giving it (a chain), in the order found."""
    # a state is (wild cards used << 3 | lives state) -> (value left out, entries picked as a chain)
    states: dict[int, tuple[int, tuple]] = {0: (0, ())}
    last = len(tables) - 1
    for n, table in enumerate(tables):
        if len(table) == 1 and not table[0][0] and not table[0][1]:  # no run possible in this suit
            e = table[0]
            v = e[2]
            states = {k: (c + v, (picks, e)) for k, (c, picks) in states.items()}
            if n == last:
                states = {k: found for k, found in states.items() if k & 7 == BOTH_LIVES}
            continue
        nxt: dict[int, tuple[int, tuple]] = {}
        final = n == last
        for k, (cost, picks) in states.items():
            u = k >> 3
            merge = MERGE[k & 7]
            for e in table:  # by wild cards used, fewest first
                uu = u + e[0]
                if uu > wilds:
                    break
                st = merge[e[1]]
                if final and st != BOTH_LIVES:
                    continue
                key = uu << 3 | st
                c = cost + e[2]
                old = nxt.get(key)
                if old is None or c < old[0]:
                    nxt[key] = (c, (picks, e))
        states = nxt
    return states


def lowest(states: dict[int, tuple[int, tuple]], most: int) -> tuple[int, tuple[Entry, ...]] | None:
    """The first of the lowest values left out using at most ``most`` wild cards, with its entries."""
    best = None
    for k, found in states.items():
        if k >> 3 <= most and (best is None or found[0] < best[0]):
            best = found
    if best is None:
        return None
    picks: list[Entry] = []
    chain = best[1]
    while chain:
        chain, e = chain
        picks.append(e)
    return best[0], tuple(reversed(picks))


def combine(tables: list[tuple[Entry, ...]], used: int, wilds: int) -> tuple[int, tuple[Entry, ...]] | None:
    """The lowest uncovered value with both lives from one entry per suit, within the wild cards left."""
    return lowest(lives_within(tables, wilds - used), wilds - used)
