"""Runs in one suit of a rummy hand: every worthwhile way to form them, as a small table.

Domain words as in :mod:`cardnight_desk.domain.games.rummy.hand` (rulings RU-2, RU-3). Here a *place* is where a
card stands in a run: 1 for the ace low, 2..13 for two to king, 14 for the ace above the king (Q-K-A); a run
never holds both 1 and 14 (no K-A-2), so it is at most 13 places long. A run is found as a *group*: the naturals
it holds; wild cards fill its gaps and, when it is shorter than three places, lengthen it.

A suit's *table* lists, for each number of wild cards used and each *lives state* reached, the lowest value of
the suit's naturals left out of every run, keeping only entries no other entry beats. The lives state counts
runs (0, 1, 2 or more) and whether one is straight: ``2 * min(runs, 2) + straight``, so 5 means both lives.
"""

from __future__ import annotations

from functools import lru_cache

HIGH_ACE = 14
BOTH_LIVES = 5
VALUE = (0, 10, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10)  # unmatched value by place (ruling RU-1)


def add_run(state: int, straight: bool) -> int:
    """The lives state after one more run (RU-3)."""
    return 2 * min(2, state // 2 + 1) + (1 if straight or state & 1 else 0)


MERGE = tuple(tuple(2 * min(2, a // 2 + b // 2) + ((a | b) & 1) for b in range(6)) for a in range(6))
_ADD = tuple((add_run(s, False), add_run(s, True)) for s in range(6))
_COVERS = tuple(tuple(a // 2 >= b // 2 and (a & 1) >= (b & 1) for b in range(6)) for a in range(6))

# A group: (first place, members, straight), members ((place, is_self), ...) in order, is_self marking a
# wild-rank card standing for itself. A tanala: (place, None, number of wild-rank cards in it).
Group = tuple
Entry = tuple[int, int, int, tuple[Group, ...]]  # (wild cards used, lives state, value left out, groups)


def useful_wilds(counts: tuple[int, ...], n_self: int) -> int:
    """The most wild cards one suit's runs can use to any advantage: two per natural (a run of one natural and
    two wild cards), and three for each of two runs held by wild-rank cards alone (or a tanala of them)."""
    return 2 * sum(counts) + 3 * min(n_self, 2)


def _pareto(best: dict[tuple[int, int], tuple[int, tuple[Group, ...]]]) -> tuple[Entry, ...]:
    kept: list[Entry] = []
    for (u, s), (c, g) in sorted(best.items()):
        if not any(k[0] <= u and _COVERS[k[1]][s] and k[2] <= c for k in kept):
            kept.append((u, s, c, g))
    return tuple(kept)


@lru_cache(maxsize=200_000)
def suit_table(counts: tuple[int, ...], wpos: int, n_self: int, tanala: bool, wmax: int) -> tuple[Entry, ...]:
    """The table of one suit (see the module docstring).

    ``counts[r]`` naturals of rank ``r`` (1 = ace .. 13 = king; index 0 unused); ``n_self`` wild-rank cards of this
    suit, which may stand for themselves at rank ``wpos``; at most ``wmax`` wild cards used. ``tanala`` allows
    three identical cards as a straight run (three packs, RU-2).

    The search settles the lowest place that still holds naturals: each copy there is left out or opens a group
    reaching upwards. What the places above can still contribute depends only on the naturals left there and
    the wild-rank cards left, so it is computed once per such remainder."""
    wmax = min(wmax, useful_wilds(counts, n_self))
    self_at: tuple[int, ...] = () if not n_self else ((1, HIGH_ACE) if wpos == 1 else (wpos,))
    p = [0] * (HIGH_ACE + 1)
    memo: dict[tuple, tuple[Entry, ...]] = {}

    def finish(self_left: int) -> tuple[Entry, ...]:
        """Only wild-rank cards are left: runs held together by one standing for itself (RU-2)."""
        out: list[Entry] = [(0, 0, 0, ())]
        if self_left:
            g = (self_at[0], ((self_at[0], True),), False)
            for extra in (1, 2):
                if extra <= self_left and 3 * extra <= wmax:
                    out.append((3 * extra, 2 * extra, 0, (g,) * extra))
            if tanala and self_left >= 3 and wmax >= 3:
                out.append((3, 3, 0, ((self_at[0], None, 3),)))
        return tuple(out)

    finished = [finish(left) for left in range(n_self + 1)]

    def search(i: int, self_left: int) -> tuple[Entry, ...]:
        while i <= HIGH_ACE and not p[i]:
            i += 1
        if i > HIGH_ACE:
            return finished[self_left]
        key = (i, self_left, *p[i:])
        found = memo.get(key)
        if found is not None:
            return found
        best: dict[tuple[int, int], tuple[int, tuple[Group, ...]]] = {}
        n = p[i]
        for left in range(n, -1, -1):  # ``left`` copies at i stay unmatched, the others each open a group
            p[i] = n - left
            extra = left * VALUE[i]
            for u, s, c, g in place(i, n - left, self_left):
                c += extra
                old = best.get((u, s))
                if old is None or c < old[0]:
                    best[(u, s)] = (c, g)
        p[i] = n
        found = memo[key] = tuple((u, s, c, g) for (u, s), (c, g) in best.items())
        return found

    def place(i: int, k: int, self_left: int) -> list[Entry] | tuple[Entry, ...]:
        """Entries for the rest when ``k`` copies at ``i`` (all that are left there) each open a group."""
        if not k:
            return search(i + 1, self_left)
        out: list[Entry] = []
        if tanala and k >= 3:
            p[i] -= 3
            g = (i, None, 0)
            out += [(u, _ADD[s][1], c, (g, *gs)) for u, s, c, gs in place(i, k - 3, self_left)]
            p[i] += 3
        p[i] -= 1
        top = min(HIGH_ACE, i + 12)
        above = [q for q in range(i + 1, top + 1) if p[q] or q in self_at]

        def grow(start: int, last: int, members: tuple, gaps: int, selfs: int, nxt: int) -> None:
            span = last - start + 1
            need = gaps + selfs + (3 - span if span < 3 else 0)
            # more than two wild cards per natural: runs of one natural and two wild cards each do better
            if need <= wmax and need <= 2 * len(members):
                straight = not gaps and span >= 3
                g = (start, members, straight)
                room = wmax - need
                out.extend(
                    (u + need, _ADD[s][straight], c, (g, *gs))
                    for u, s, c, gs in place(i, k - 1, self_left - selfs)
                    if u <= room
                )
            for j in range(nxt, len(above)):
                q = above[j]
                if q > start + 12:
                    break
                gap = q - last - 1
                if gaps + gap + selfs > wmax:
                    break
                if p[q]:
                    p[q] -= 1
                    grow(start, q, (*members, (q, False)), gaps + gap, selfs, j + 1)
                    p[q] += 1
                if q in self_at and selfs < self_left and not gaps and not gap:
                    grow(start, q, (*members, (q, True)), gaps, selfs + 1, j + 1)

        grow(i, i, ((i, False),), 0, 0, 0)
        if i - 1 in self_at and self_left:  # a wild-rank card standing for itself just below i
            grow(i - 1, i, ((i - 1, True), (i, False)), 0, 1, 0)
        p[i] += 1
        return out

    best: dict[tuple[int, int], tuple[int, tuple[Group, ...]]] = {}
    aces = counts[1]
    for high in range(aces + 1):  # how many aces stand above the king
        p[2:HIGH_ACE] = counts[2:HIGH_ACE]
        p[1], p[HIGH_ACE] = aces - high, high
        for u, s, c, g in search(1, n_self):
            old = best.get((u, s))
            if old is None or c < old[0]:
                best[(u, s)] = (c, g)
    return _pareto(best)
