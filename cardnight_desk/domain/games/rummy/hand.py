"""What a 13-card GAMA rummy hand scores: the exact lowest score and the melds that give it.

Domain words (GAMA Cards Night 2025 rules, settled by rulings RU-1..RU-3 and RU-9):

- *wild rank*: the rank of the card turned up at the deal (``None`` when only printed jokers are wild).
- *wild card* (the rules also say "joker"): a printed joker or any card of the wild rank. Worth 0 (RU-1).
- *natural*: a card standing for itself in a combination. A wild-rank card may stand for itself (8H as the
  eight of hearts in 7H-8H-9H when 8s are wild) and is then a natural; otherwise it is a *substitute*.
- *run*: three or more consecutive cards of one suit, ace low (A-2-3) or high (Q-K-A), never both (no K-A-2).
  A *straight run* has no substitute. A *tanala* (three identical cards, three packs only) counts as a
  straight run. A *set* (trail) is exactly three cards of one rank in three different suits (RU-2).
  Every combination (*meld*) holds at least one natural.
- *lives*: the *original life* is a straight run; the *second life* another run, disjoint from it. A hand
  with both lives scores the value of its *unmatched* cards (those in no meld); otherwise 100 (RU-3).

:func:`score_hand` finds the lowest score over every arrangement. Sets are enumerated across suits; runs are
solved suit by suit into small tables of (wild cards used, lives gained) -> lowest uncovered value, which are
cached by the suit's pattern and merged under the hand's wild-card budget. A set of one natural and two wild
cards is never needed: the same three cards always form a run, which also counts as a life.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from cardnight_desk.domain.cards import Card, Rank
from cardnight_desk.domain.games.rummy.lives import combine, lives_within, lowest
from cardnight_desk.domain.games.rummy.melds import (
    Meld,
    MeldKind,
    SetChoice,
    arrange,
    is_wild,
    longest_straight,
)
from cardnight_desk.domain.games.rummy.runs import (
    HIGH_ACE,
    VALUE,
    Entry,
    table_of,
)

HAND_SIZE = 13
NO_LIVES_POINTS = 100  # RU-3
JOKERS_PER_PACK = 2  # RU-9


def card_value(c: Card, wild: Rank | None) -> int:
    """A card's points when unmatched (ruling RU-1): wild cards 0, A K Q J 10 count 10, 2-9 face value."""
    if c.rank is None or c.rank == wild:
        return 0
    return VALUE[int(c.rank)]


@dataclass(frozen=True)
class HandScore:
    """The lowest score of a hand (RU-3), with the melds and unmatched cards of an arrangement giving it.

    When the hand lacks a life it scores 100 and ``melds`` shows at most one straight run it holds."""

    points: int
    straight_life: bool
    second_life: bool
    melds: tuple[Meld, ...]
    unmatched: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "points": self.points,
            "lives": {"straight": self.straight_life, "second": self.second_life},
            "melds": [[c.name for c in m.cards] for m in self.melds],
            "unmatched": [c.name for c in self.unmatched],
        }


class HandError(ValueError):
    """A hand that cannot be scored; ``str(err)`` is a sentence for the desk."""


def hand_errors(hand: Sequence[Card], packs: int) -> list[str]:
    """Why ``hand`` is not a hand dealt from ``packs`` packs: its size, and each card (or printed joker) it holds
    more often than the packs contain (RU-9). Empty when it can be scored."""
    problems = []
    if len(hand) != HAND_SIZE:
        problems.append(f"a rummy hand has {HAND_SIZE} cards, this one has {len(hand)}")
    seen: dict[int, int] = {}
    for c in hand:
        seen[c.code] = seen.get(c.code, 0) + 1
    if max(seen.values(), default=0) <= packs:
        return problems
    for c in dict.fromkeys(hand):
        n, limit = seen[c.code], packs * JOKERS_PER_PACK if c.rank is None else packs
        if n > limit:
            what = "printed jokers" if c.rank is None else f"copies of {c.name}"
            problems.append(f"{n} {what} in one hand, but {packs} packs hold only {limit} (ruling RU-9)")
    return problems


def can_score_hand(hand: Sequence[Card], packs: int) -> bool:
    return not hand_errors(hand, packs)


# --- sets across suits -------------------------------------------------------------------------------------


def _rank_set_options(
    suit_counts: list[int], wild_budget: int, order: list[int]
) -> list[tuple[tuple[tuple[int, ...], ...], int]]:
    """Every collection of disjoint sets from one rank's naturals (``suit_counts`` per suit), with the wild
    cards it needs: a set of three suits needs none, a set of two suits one. Suits are tried in ``order``."""
    if len(order) == 2:  # the common case: the same set of two suits, as often as both have a card left
        pair = (order[0], order[1])
        most = min(suit_counts[order[0]], suit_counts[order[1]], wild_budget)
        return [((pair,) * n, n) for n in range(most + 1)]
    out: list[tuple[tuple[tuple[int, ...], ...], int]] = []
    candidates = [c for size in (3, 2) for c in combinations(order, size) if all(suit_counts[s] for s in c)]

    def walk(again: Callable[..., None], start: int, chosen: tuple[tuple[int, ...], ...], wilds: int) -> None:
        out.append((chosen, wilds))
        for j in range(start, len(candidates)):
            c = candidates[j]
            need = 3 - len(c)
            if wilds + need > wild_budget or not all(suit_counts[s] for s in c):
                continue
            for s in c:
                suit_counts[s] -= 1
            again(again, j, chosen + (c,), wilds + need)
            for s in c:
                suit_counts[s] += 1

    walk(walk, 0, (), 0)  # walk is passed to itself, not held by its closure: no reference cycle
    return out


@dataclass(slots=True)
class _Hand:
    naturals: list[tuple[int, ...]]  # per suit, the counts of naturals by rank (index 1..13)
    patterns: list[object]  # per suit, the same counts as one number (see _PATTERN_BITS)
    self_counts: list[int]  # per suit, wild-rank cards
    wpos: int
    wilds: int
    tanala: bool
    seen: dict[int, int]  # a natural's code (4 * rank + suit) -> index of its first copy in the hand
    masks: list[int]  # per suit, the ranks its naturals hold as bits (bit r for rank r)


def _table(h: _Hand, s: int, counts: tuple[int, ...], pattern: object, mask: int) -> tuple[Entry, ...]:
    n_self = h.self_counts[s]
    return table_of(pattern, counts, h.wpos if n_self else 0, n_self, h.tanala, h.wilds, _places(mask))


# A suit's pattern: its counts as one number, ``count << _PATTERN_BITS * rank`` summed, so that a suit's table
# is looked up by a number rather than by its counts (up to 15 packs; with more, the counts name the suit).
_PATTERN_BITS = 4


def _less(pattern: object, r: int) -> object:
    """The pattern of a suit with one natural of rank ``r`` less."""
    if isinstance(pattern, int):
        return pattern - (1 << _PATTERN_BITS * r)
    counts = list(pattern)  # type: ignore[call-overload]
    counts[r] -= 1
    return tuple(counts)


def _places(mask: int) -> int:
    """The places of a suit's naturals from their ranks (as bits): an ace also stands above the king."""
    return mask | (mask & 2) << (HIGH_ACE - 1)


def _straight_places(mask: int, selfs: int) -> bool:
    """Whether some three places in a row of one suit are held by its naturals (``mask``: their ranks as bits)
    or by wild-rank cards standing for themselves (``selfs``: their places as bits): a straight run may be
    possible."""
    m = _places(mask) | selfs
    return bool(m & (m >> 1) & (m >> 2))


def _out_of_reach(naturals: list[tuple[int, ...]], masks: list[int], wilds: int) -> bool:
    """Whether a hand with at most one wild card surely holds no two lives (RU-3), told from its naturals
    alone; False when it cannot tell (the search decides). Two runs hold six cards. Without a wild card every
    card of a run stands in three places or more in a row held by naturals; with one, at most one of the six
    is the wild card, and each natural of a run has another natural of its suit within two places. So when
    fewer naturals than that stand where a run could hold them, the search finds no lives either. Not for a
    hand that may hold a tanala (three packs): three identical cards are a run in one place."""
    if wilds > 1:
        return False
    usable = 0
    for counts, mask in zip(naturals, masks, strict=True):
        m = _places(mask)
        if wilds:
            near = m & (m >> 1 | m >> 2 | m << 1 | m << 2)
        else:
            starts = m & m >> 1 & m >> 2
            near = starts | starts << 1 | starts << 2
        near = (near | near >> (HIGH_ACE - 1)) & mask  # place 14 is the ace's
        while near:
            bit = near & -near
            near ^= bit
            usable += counts[bit.bit_length() - 1]
    return usable < (5 if wilds else 6)


def _solve(h: _Hand) -> tuple[int, SetChoice, tuple[Entry, ...]] | None:
    """The lowest uncovered value with both lives, the sets and per-suit run entries giving it."""
    base = [_table(h, s, h.naturals[s], h.patterns[s], h.masks[s]) for s in range(4)]
    lives = lives_within(base, h.wilds)
    first = lowest(lives, h.wilds)
    if first is None:
        return None  # sets only take cards and wild cards away from runs: no lives with them either
    best: tuple[int, SetChoice, tuple[Entry, ...]] = (first[0], (), first[1])
    if not best[0]:
        return best  # nothing left out: no sets can do better
    by_rank: list[tuple[int, list[tuple[tuple[tuple[int, ...], ...], int]]]] = []
    n0, n1, n2, n3 = h.naturals
    seen = h.seen
    m0, m1, m2, m3 = h.masks
    shared = m0 & (m1 | m2 | m3) | m1 & (m2 | m3) | m2 & m3  # ranks with naturals in two suits or more
    while shared:
        bit = shared & -shared
        shared ^= bit
        r = bit.bit_length() - 1
        present = [n0[r], n1[r], n2[r], n3[r]]
        order = sorted((s for s in range(4) if present[s]), key=lambda s: seen[4 * r + s])
        by_rank.append((r, _rank_set_options(present, h.wilds, order)))
    if not by_rank:
        return best
    # Taking a set's cards out of a suit lowers what that suit leaves unmatched by at most their value, so
    # (best without sets, with the wild cards the sets leave) - (value of the sets) bounds a choice from below.
    wilds = h.wilds
    by_used: list[int | None] = [None] * (wilds + 1)  # the lowest value with exactly so many wild cards
    for k, (value, _) in lives.items():
        known = by_used[k >> 3]
        if known is None or value < known:
            by_used[k >> 3] = value
    without_sets: list[int | None] = []  # with at most ``wilds - used`` wild cards: indexed by ``used``
    low: int | None = None
    for at_most in by_used:
        if at_most is not None and (low is None or at_most < low):
            low = at_most
        without_sets.append(low)
    without_sets.reverse()
    # each rank's options: (its sets as (rank, suits) pairs, wild cards they take, value they take)
    ranked = [
        [(tuple((r, x) for x in sets), need, sum(len(x) for x in sets) * VALUE[r]) for sets, need in options]
        for r, options in by_rank
    ]
    choices: list[tuple[int, int, SetChoice]] = []
    depth = len(ranked)
    aim = first[0]

    def walk(again: Callable[..., None], j: int, choice: SetChoice, used: int, value: int) -> None:
        if j == depth:
            if choice:
                bound = without_sets[used]
                # else the wild cards the sets take leave no lives, or the choice cannot beat the first
                if bound is not None and bound - value < aim:
                    choices.append((bound - value, used, choice))
            return
        for pairs, need, taken in ranked[j]:
            if used + need <= wilds:
                again(again, j + 1, choice + pairs if pairs else choice, used + need, value + taken)

    walk(walk, 0, (), 0, 0)  # as in _rank_set_options
    choices.sort(key=lambda c: c[0])  # stable: equal bounds keep the order of the hand
    # A straight run is held by naturals (and wild-rank cards standing for themselves) alone: when the sets
    # take a card from each suit that held one, no suit is left with a straight run and the choice gives no
    # lives, whatever the wild cards (a tanala aside, which three packs allow).
    selfs = [((1 << h.wpos) | (1 << HIGH_ACE if h.wpos == 1 else 0)) if n else 0 for n in h.self_counts]
    straight_in = [_straight_places(h.masks[x], selfs[x]) for x in range(4)]
    for bound, used, choice in choices:
        if bound >= best[0]:
            break
        changed: dict[int, list[int]] = {}
        patterns = list(h.patterns)
        masks = list(h.masks)
        for r, sets in choice:
            for x in sets:
                left = changed.setdefault(x, list(h.naturals[x]))
                left[r] -= 1
                if not left[r]:
                    masks[x] &= ~(1 << r)
                patterns[x] = _less(patterns[x], r)
        if not h.tanala and not any(
            _straight_places(masks[x], selfs[x]) if x in changed else straight_in[x] for x in range(4)
        ):
            continue
        tables = [
            _table(h, x, tuple(changed[x]), patterns[x], masks[x]) if x in changed else base[x]
            for x in range(4)
        ]
        found = combine(tables, used, h.wilds)
        if found is not None and found[0] < best[0]:
            best = (found[0], choice, found[1])
    return best


# --- the hand -----------------------------------------------------------------------------------------------
# The ranks a hand holds, every suit in one number: suit s's ranks at bits _LANE * s + rank (a printed joker
# has none). Places 1..14 of one suit never reach the next suit's, and place 15 is always empty, so three
# places in a row are found in all four suits at once.
_LANE = 16
_LANE_MASK = (1 << _LANE) - 1
_LANE_BIT = tuple(1 << (_LANE * (code & 3) + (code >> 2)) if code >= 4 else 0 for code in range(4 * 14))
_ACES = sum(1 << (_LANE * s + 1) for s in range(4))


def _one_life(hand: Sequence[Card], codes: list[int], packs: int) -> HandScore:
    """The score of a hand holding a straight run but no second life: 100, showing one longest straight run."""
    straight = longest_straight(hand, packs)
    melds: tuple[Meld, ...] = (straight,) if straight else ()
    rest = list(hand)
    for c in straight.cards if straight else ():  # the first copy of each (cards of one code are equal)
        at = codes.index(c.code)
        del codes[at], rest[at]
    return HandScore(NO_LIVES_POINTS, True, False, melds, tuple(rest))


def score_hand(hand: Sequence[Card], wild: Rank | None, packs: int = 2) -> HandScore:
    """The lowest score ``hand`` can be given (rulings RU-1..RU-3): the value of its unmatched cards when it
    holds both lives, else 100. Raises :class:`HandError` for a hand the packs cannot deal (RU-9)."""
    wpos = int(wild) if wild is not None else 0
    codes = [c.code for c in hand]  # 4 * rank + suit, 0 for a printed joker
    jokers = codes.count(0)
    distinct = set(codes)
    distinct.discard(0)
    extra = len(codes) - jokers - len(distinct)  # copies of a card beyond its first
    # the most copies of one card: counted only when two cards (or one, thrice) are repeated
    most = max(map(codes.count, distinct)) if extra > 1 else extra + 1 if distinct else 0
    if most > packs or jokers > JOKERS_PER_PACK * packs or len(codes) != HAND_SIZE:
        raise HandError("; ".join(hand_errors(hand, packs)))  # RU-9
    tanala = packs >= 3
    held = sum(map(_LANE_BIT.__getitem__, distinct))  # each card its own bit
    places = held | (held & _ACES) << (HIGH_ACE - 1)  # an ace also stands above the king
    has_straight = (tanala and most >= 3) or places & (places >> 1) & (places >> 2)
    if not has_straight:
        return HandScore(NO_LIVES_POINTS, False, False, (), tuple(hand))
    naturals = [[0] * 14 for _ in range(4)]
    patterns = [0, 0, 0, 0]
    self_counts = [0] * 4
    n_wild = jokers
    seen: dict[int, int] = {}
    for i, code in enumerate(codes):
        if not code:
            continue
        r, s = code >> 2, code & 3
        if r == wpos:
            n_wild += 1
            self_counts[s] += 1
        else:
            naturals[s][r] += 1
            patterns[s] += 1 << _PATTERN_BITS * r
            if code not in seen:
                seen[code] = i
    suits = [tuple(n) for n in naturals]
    keys: list[object] = list(patterns) if packs < 1 << _PATTERN_BITS else list(suits)
    # the ranks each suit's naturals hold (a wild-rank card is no natural)
    natural = [held >> _LANE * s & ~(1 << wpos) & _LANE_MASK for s in range(4)]
    out_of_reach = not (tanala and most >= 3) and _out_of_reach(suits, natural, n_wild)
    solved = (
        None if out_of_reach else _solve(_Hand(suits, keys, self_counts, wpos, n_wild, tanala, seen, natural))
    )
    if solved is None:
        return _one_life(hand, codes, packs)
    cost, choice, picks = solved
    melds, unmatched = arrange(hand, wild, choice, picks)
    assert sum(VALUE[c.code >> 2] for c in unmatched if c.code >> 2 != wpos) == cost  # a joker's VALUE is 0
    return HandScore(cost, True, True, melds, unmatched)


__all__ = [
    "HAND_SIZE",
    "NO_LIVES_POINTS",
    "HandError",
    "HandScore",
    "Meld",
    "MeldKind",
    "can_score_hand",
    "card_value",
    "hand_errors",
    "is_wild",
    "score_hand",
]
