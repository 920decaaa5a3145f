"""Runs in one suit of a rummy hand: every worthwhile way to form them, as a small table.

Domain words as in :mod:`cardnight_desk.domain.games.rummy.hand` (rulings RU-2, RU-3). Here a *place* is where a
card stands in a run: 1 for the ace low, 2..13 for two to king, 14 for the ace above the king (Q-K-A); a run
never holds both 1 and 14 (no K-A-2), so it is at most 13 places long. A run is found as a *group*: the naturals
it holds; wild cards fill its gaps and, when it is shorter than three places, lengthen it.

A suit's *table* lists, for each number of wild cards used and each *lives state* reached, the lowest value of
the suit's naturals left out of every run, keeping only entries no other entry beats. The lives state counts
runs (0, 1, 2 or more) and whether one is straight: ``2 * min(runs, 2) + straight``, so 5 means both lives.

Tables are cached by the suit's pattern, and so are the tables of the pattern's *rests* (the naturals above a
place, once those below are settled): suits of different hands share most of their rests, so a suit never
seen before is mostly solved from rests solved before. An entry's groups are a *chain*, one number
(:mod:`cardnight_desk.domain.games.rummy.chains`).

A wild-rank card stands for itself in a group only beside a natural of its suit (RU-2). Where no natural is
beside its place, it can only hold a run of wild cards together, wherever its place is: such a suit, or rest,
is solved and kept whatever the wild rank, and that run's place is left to the reader of the chain (place 0,
:func:`~cardnight_desk.domain.games.rummy.chains.groups_of`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import mul

from cardnight_desk.domain.games.rummy.chains import (
    GROUP_BITS,
    HIGH_ACE,
    MEMBER,
    SELF_MEMBER,
    TANALA,
    TANALA_OF_WILDS,
    Chain,
)

BOTH_LIVES = 5
VALUE = (0, 10, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10)  # unmatched value by place (ruling RU-1)


def add_run(state: int, straight: bool) -> int:
    """The lives state after one more run (RU-3)."""
    return 2 * min(2, state // 2 + 1) + (1 if straight or state & 1 else 0)


MERGE = tuple(tuple(2 * min(2, a // 2 + b // 2) + ((a | b) & 1) for b in range(6)) for a in range(6))
_ADD = tuple((add_run(s, False), add_run(s, True)) for s in range(6))
_ADD_RUN = tuple(after for after, _ in _ADD)  # the lives state after one more run that is not straight
_ADD_STRAIGHT = tuple(after for _, after in _ADD)  # ... after one more straight run
_COVERS = tuple(tuple(a // 2 >= b // 2 and (a & 1) >= (b & 1) for b in range(6)) for a in range(6))
_COVERED = tuple(tuple(b for b in range(6) if _COVERS[a][b]) for a in range(6))  # the states each one covers
_NO_VALUE = 1 << 30  # more than any suit's naturals are worth


Entry = tuple[int, int, int, Chain]  # (wild cards used, lives state, value left out, groups)

# The tables of rests, per (most wild cards, tanala allowed, places a wild-rank card may stand for itself):
# (lowest place still holding naturals, wild-rank cards left, naturals from that place up) -> entries.
_RESTS: dict[tuple, dict[int, dict[int, tuple[Entry, ...]]]] = {}
# The tables of suits solved so far: (naturals, wild rank, wild-rank cards, tanala) -> wild cards -> table.
_TABLES: dict[tuple, dict[int, tuple[Entry, ...]]] = {}
_TABLES_KEPT = 200_000
_NOTHING_LEFT: list[tuple[Entry, ...]] = [((0, 0, 0, 0),)]  # a rest with nothing in it, no wild-rank card
_RESTS_KEPT = 300_000  # rests kept before the cache starts again (a few tens of megabytes)
_rests_count = 0


def clear_caches() -> None:
    """Forget every solved suit and rest (a cold start, for measuring)."""
    global _rests_count
    _TABLES.clear()
    _ASKED.clear()
    _RESTS.clear()
    _rests_count = 0


def useful_wilds(counts: tuple[int, ...], n_self: int) -> int:
    """The most wild cards one suit's runs can use to any advantage: two per natural (a run of one natural and
    two wild cards), and three for each of two runs held by wild-rank cards alone (or a tanala of them)."""
    return 2 * sum(counts) + 3 * min(n_self, 2)


_BIT_OF_COUNT = bytes([ord("0")] + [ord("1")] * 255)  # a count of naturals as a binary digit: held or not


def rank_mask(counts: Sequence[int]) -> int:
    """The places a suit's naturals hold, as bits: bit ``r`` for rank ``r``, and bit ``HIGH_ACE`` too for an
    ace (``counts[0]`` is 0)."""
    m = int(bytes(counts).translate(_BIT_OF_COUNT)[::-1], 2)  # one binary digit per place, read as a number
    return m | 1 << HIGH_ACE if counts[1] else m


def self_places(wpos: int) -> tuple[int, ...]:
    """Where a wild-rank card of rank ``wpos`` may stand for itself: an ace low or above the king."""
    return (1, HIGH_ACE) if wpos == 1 else (wpos,)


def beside_self(mask: int, wpos: int) -> bool:
    """Whether a natural (``mask``: their places as :func:`rank_mask` gives them) is beside a place where a
    wild-rank card may stand for itself: only there can it join a group."""
    return any(mask >> w - 1 & 0b101 for w in self_places(wpos))


def _pareto(best: dict[int, Entry]) -> tuple[Entry, ...]:
    """The entries (by ``wild cards used << 3 | lives state``) no other entry beats: none using as few wild
    cards or fewer reaches as much and leaves as little or less out."""
    kept: list[Entry] = []
    # per lives state, the lowest value left out by an entry kept so far reaching at least as much (in the
    # order of the keys, every one kept earlier uses as few wild cards or fewer)
    low = [_NO_VALUE] * 6
    for key in sorted(best):
        e = best[key]
        c = e[2]
        if low[key & 7] > c:
            kept.append(e)
            for t in _COVERED[key & 7]:
                if c < low[t]:
                    low[t] = c
    return tuple(kept)


# A way to settle copies at one place, as the search lists them before reading them: (wild cards its group
# needs, the group, the lives state after it by the state before, the most wild cards the rest may use, the
# rest's entries).
Option = tuple[int, int, tuple[int, ...], int, Sequence[Entry]]


def _entries(options: list[Option]) -> list[Entry]:
    """Every option's entries, in order: each entry of its rest that leaves it enough wild cards, with the group
    in front."""
    return [
        (u + need, ahead[s], c, gs << GROUP_BITS | g)
        for need, g, ahead, room, rest in options
        for u, s, c, gs in rest
        if u <= room
    ]


def _merge(best: dict[int, Entry], options: list[Option], extra: int) -> None:
    """Add the options' entries (see :func:`_entries`), each leaving ``extra`` more out, to ``best`` (by
    ``wild cards used << 3 | lives state``): per key the lowest value left out, the first found of equal ones.
    An entry is built only when it is kept."""
    known = best.get
    for need, g, ahead, room, rest in options:
        for u, s, c, gs in rest:
            if u <= room:
                u += need
                s = ahead[s]
                c += extra
                k = u << 3 | s
                old = known(k)
                if old is None or c < old[2]:
                    best[k] = (u, s, c, gs << GROUP_BITS | g)


def suit_table(
    counts: tuple[int, ...], wpos: int, n_self: int, tanala: bool, wmax: int, mask: int = -1
) -> tuple[Entry, ...]:
    """The table of one suit (see the module docstring).

    ``counts[r]`` naturals of rank ``r`` (1 = ace .. 13 = king; index 0 unused); ``n_self`` wild-rank cards of this
    suit, which may stand for themselves at rank ``wpos``; at most ``wmax`` wild cards used. ``tanala`` allows
    three identical cards as a straight run (three packs, RU-2). ``mask``: the places the naturals hold, as
    :func:`rank_mask` gives them, when the caller knows them. The entries come by wild cards used, fewest
    first, then by lives state.

    With at most one wild card a run needs two naturals at most two places apart (or three in a row without
    one, or a tanala); a suit with none forms no run, and its table is its naturals' value (most suits of a
    hand are such)."""
    if mask < 0:
        mask = rank_mask(counts)
    if n_self and wpos and not beside_self(mask, wpos):
        wpos = 0  # its wild-rank cards hold runs of wild cards only, whatever their rank
    if wmax <= 1 and not (tanala and max(counts) >= 3):
        m = mask
        if not (m & (m >> 1) & (m >> 2) if wmax == 0 else m & ((m >> 1) | (m >> 2))):
            return ((0, 0, sum(map(mul, counts, VALUE)), 0),)
    wmax = min(wmax, useful_wilds(counts, n_self))
    key = (counts, wpos, n_self, tanala)
    known = _TABLES.get(key)
    if known is not None:
        found = known.get(wmax)
        if found is not None:
            return found
        for w, table in known.items():  # a suit's table with fewer wild cards is the start of one with more
            if w > wmax:
                found = known[wmax] = tuple([e for e in table if e[0] <= wmax])
                return found
    else:
        if len(_TABLES) >= _TABLES_KEPT:
            _TABLES.clear()
        known = _TABLES[key] = {}
    found = known[wmax] = _without_lone(counts, wpos, n_self, tanala, wmax, mask) or _solved(
        counts, wpos, n_self, tanala, wmax
    )
    return found


# Every table asked for, by the suit's naturals as one number and the other arguments of :func:`suit_table`:
# a suit seen before with as many wild cards is one look-up.
_ASKED: dict[tuple[object, int, int, bool, int], tuple[Entry, ...]] = {}


def table_of(
    pattern: object, counts: tuple[int, ...], wpos: int, n_self: int, tanala: bool, wmax: int, mask: int = -1
) -> tuple[Entry, ...]:
    """:func:`suit_table` of ``counts``, kept by ``pattern``: any value naming the counts (as ``counts``
    itself does, or a number holding each count in its own bits)."""
    key = (pattern, wpos, n_self, tanala, wmax)
    found = _ASKED.get(key)
    if found is None:
        if len(_ASKED) >= _TABLES_KEPT:
            _ASKED.clear()
        found = _ASKED[key] = suit_table(counts, wpos, n_self, tanala, wmax, mask)
    return found


def _without_lone(
    counts: tuple[int, ...], wpos: int, n_self: int, tanala: bool, wmax: int, mask: int = -1
) -> tuple[Entry, ...] | None:
    """With at most one wild card, a natural no other natural comes within two places of joins no run (two
    naturals and a wild card at most): the suit's table is that of the suit without it, each entry leaving its
    value out too. ``None`` when there is no such natural (or a tanala may be formed)."""
    if wmax > 1 or (tanala and max(counts) >= 3):
        return None
    m = (rank_mask(counts) if mask < 0 else mask) << 2  # place q's neighbours q-2..q+2 (but q): 0b11011 << q
    kept = list(counts)
    lone = 0
    for r in range(1, 14):
        if counts[r] and not (m >> r) & 0b11011 and (r != 1 or not (m >> HIGH_ACE) & 0b11011):
            kept[r] = 0
            lone += counts[r] * VALUE[r]
    if not lone:
        return None
    return tuple([(u, s, c + lone, g) for u, s, c, g in suit_table(tuple(kept), wpos, n_self, tanala, wmax)])


def _solved(counts: tuple[int, ...], wpos: int, n_self: int, tanala: bool, wmax: int) -> tuple[Entry, ...]:
    """The table of one suit, searched for (:func:`suit_table`).

    The search settles the lowest place that still holds naturals: each copy there is left out or opens a group
    reaching upwards. What the places above can still contribute depends only on the naturals left there and
    the wild-rank cards left, so it is computed once per such remainder (and kept for other suits). ``wmax``
    is no more than :func:`useful_wilds`, as :func:`suit_table` gives it."""
    global _rests_count
    self_at: tuple[int, ...] = self_places(wpos) if n_self and wpos else ()
    self_bits = sum(1 << q for q in self_at)  # the same places as bits
    # the naturals beside those places, as in ``code`` below: a rest holding none of them is kept with the
    # rests that have no place for a wild-rank card
    beside = sum(3 << 2 * q for w in self_at for q in (w - 1, w + 1) if 0 < q <= HIGH_ACE)
    p = [0] * (HIGH_ACE + 1)
    # The naturals not yet settled, as one number (two bits per place): with the wild-rank cards left, it
    # names a rest (every place below the one being settled is empty then).
    code = 0
    if _rests_count > _RESTS_KEPT:
        _RESTS.clear()
        _rests_count = 0
    memo = _RESTS.setdefault((tanala, self_at), {})
    # once no wild-rank card is left to stand for itself, where one could have stood no longer matters: such
    # rests are shared with the suits that never had one
    plain = _RESTS.setdefault((tanala, ()), {})
    member, self_member = MEMBER, SELF_MEMBER

    def finish(self_left: int) -> tuple[Entry, ...]:
        """Only wild-rank cards are left: runs held together by one standing for itself (RU-2)."""
        out: list[Entry] = [(0, 0, 0, 0)]
        if self_left:
            g = SELF_MEMBER[0]  # at place 0: wherever the wild rank's place is (:func:`groups_of`)
            for extra in (1, 2):
                if extra <= self_left and 3 * extra <= wmax:
                    out.append((3 * extra, 2 * extra, 0, g if extra == 1 else g << GROUP_BITS | g))
            if tanala and self_left >= 3 and wmax >= 3:
                out.append((3, 3, 0, TANALA | TANALA_OF_WILDS))
        return tuple(out)

    finished = [finish(left) for left in range(n_self + 1)] if n_self else _NOTHING_LEFT

    def search(i: int, self_left: int) -> tuple[Entry, ...]:
        global _rests_count
        nonlocal code
        if not code:
            return finished[self_left]
        i = (code & -code).bit_length() - 1 >> 1  # the lowest place still holding naturals
        key = code << 2 | self_left
        rests = memo if self_left and code & beside else plain
        known = rests.get(key)
        if known is not None:
            found = known.get(wmax)
            if found is not None:
                return found
            for w, entries in known.items():
                if w > wmax:
                    found = known[wmax] = tuple([e for e in entries if e[0] <= wmax])
                    return found
        else:
            known = rests[key] = {}
        n = p[i]
        unit = 1 << 2 * i
        # ``left`` copies at i stay unmatched, the others each open a group: first all of them (the rest's
        # entries, each key once), then one less, ... down to none
        p[i] = 0
        code -= n * unit
        extra = n * VALUE[i]
        # (wild cards used << 3 | lives state) -> entry
        best: dict[int, Entry] = {u << 3 | s: (u, s, c + extra, g) for u, s, c, g in search(i + 1, self_left)}
        code += n * unit
        for left in range(n - 1, -1, -1):
            p[i] = n - left
            code -= left * unit
            _merge(best, place(i, n - left, self_left), left * VALUE[i])
            code += left * unit
        p[i] = n
        found = known[wmax] = tuple(best.values())
        _rests_count += 1
        return found

    def rest(i: int, k: int, self_left: int) -> Sequence[Entry]:
        """Entries for the rest when ``k`` copies at ``i`` (all that are left there) each open a group."""
        return _entries(place(i, k, self_left)) if k else search(i + 1, self_left)

    def place(i: int, k: int, self_left: int) -> list[Option]:
        """The options when ``k`` copies at ``i`` (all that are left there, one or more) each open a group."""
        nonlocal code
        out: list[Option] = []
        unit = 1 << 2 * i
        if tanala and k >= 3:
            p[i] -= 3
            code -= 3 * unit
            out.append((0, TANALA | i << 2, _ADD_STRAIGHT, wmax, rest(i, k - 3, self_left)))
            p[i] += 3
            code += 3 * unit
        p[i] -= 1
        code -= unit
        top = min(HIGH_ACE, i + 12)
        above = [q for q in range(i + 1, top + 1) if p[q] or self_bits >> q & 1]
        reach = len(above)
        others = k - 1  # the copies at i still to open their own groups

        def grow(
            again: Callable[..., None],
            start: int,
            last: int,
            held: int,
            size: int,
            gaps: int,
            selfs: int,
            nxt: int,
        ) -> None:
            """The groups opened at ``i`` reaching ``last`` and beyond (``held``: the group as a number so far,
            its ``size`` members). ``again`` is grow itself: passed, not held by its closure, so no reference
            cycle is left behind."""
            nonlocal code
            span = last - start + 1
            need = gaps + selfs + (3 - span if span < 3 else 0)
            # more than two wild cards per natural: runs of one natural and two wild cards each do better
            if need <= wmax and need <= 2 * size:
                straight = not gaps and span >= 3
                ahead = _ADD_STRAIGHT if straight else _ADD_RUN
                out.append((need, held | straight, ahead, wmax - need, rest(i, others, self_left - selfs)))
            for j in range(nxt, reach):
                q = above[j]
                if q > start + 12:
                    break
                gap = q - last - 1
                if gaps + gap + selfs > wmax:
                    break
                if p[q]:
                    p[q] -= 1
                    code -= 1 << 2 * q
                    again(again, start, q, held | member[q], size + 1, gaps + gap, selfs, j + 1)
                    p[q] += 1
                    code += 1 << 2 * q
                if self_bits >> q & 1 and selfs < self_left and not gaps and not gap:
                    again(again, start, q, held | self_member[q], size + 1, gaps, selfs + 1, j + 1)

        grow(grow, i, i, i << 2 | member[i], 1, 0, 0, 0)
        if self_bits >> i - 1 & 1 and self_left:  # a wild-rank card standing for itself just below i
            grow(grow, i - 1, i, i - 1 << 2 | self_member[i - 1] | member[i], 2, 0, 1, 0)
        p[i] += 1
        code += unit
        return out

    best: dict[int, Entry] = {}  # by wild cards used << 3 | lives state
    aces = counts[1]
    for high in range(aces + 1):  # how many aces stand above the king
        p[2:HIGH_ACE] = counts[2:HIGH_ACE]
        p[1], p[HIGH_ACE] = aces - high, high
        code = 0
        for q in range(1, HIGH_ACE + 1):
            if p[q]:
                code |= p[q] << 2 * q
        for e in search(1, n_self):
            k = e[0] << 3 | e[1]
            old = best.get(k)
            if old is None or e[2] < old[2]:
                best[k] = e
    # search and place call each other (and themselves) through this call's cells: a reference cycle, which
    # only the cycle collector would free, over and over across the growing caches. Emptying the cells frees
    # both now.
    search = rest = place = None  # type: ignore[assignment]  # noqa: F811 - the cells, not new names
    return _pareto(best)
