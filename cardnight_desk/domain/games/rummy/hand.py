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

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from cardnight_desk.domain.cards import SUITS, Card, Rank
from cardnight_desk.domain.games.rummy.melds import (
    Meld,
    MeldKind,
    SetChoice,
    arrange,
    is_wild,
    longest_straight,
)
from cardnight_desk.domain.games.rummy.runs import (
    BOTH_LIVES,
    HIGH_ACE,
    MERGE,
    VALUE,
    Entry,
    suit_table,
    useful_wilds,
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
        code = _code(c)
        seen[code] = seen.get(code, 0) + 1
    if max(seen.values(), default=0) <= packs:
        return problems
    for c in dict.fromkeys(hand):
        n, limit = seen[_code(c)], packs * JOKERS_PER_PACK if c.rank is None else packs
        if n > limit:
            what = "printed jokers" if c.rank is None else f"copies of {c.name}"
            problems.append(f"{n} {what} in one hand, but {packs} packs hold only {limit} (ruling RU-9)")
    return problems


_SUIT_INDEX = {s.value: k for k, s in enumerate(SUITS)}


def _code(c: Card) -> int:
    """A small number per card (0 for a printed joker), cheaper to count than the card itself."""
    return 0 if c.rank is None or c.suit is None else 4 * int(c.rank) + _SUIT_INDEX[c.suit._value_]


def can_score_hand(hand: Sequence[Card], packs: int) -> bool:
    return not hand_errors(hand, packs)


# --- sets across suits -------------------------------------------------------------------------------------


def _rank_set_options(
    suit_counts: list[int], wild_budget: int, order: list[int]
) -> list[tuple[tuple[tuple[int, ...], ...], int]]:
    """Every collection of disjoint sets from one rank's naturals (``suit_counts`` per suit), with the wild
    cards it needs: a set of three suits needs none, a set of two suits one. Suits are tried in ``order``."""
    out: list[tuple[tuple[tuple[int, ...], ...], int]] = []
    candidates = [c for size in (3, 2) for c in combinations(order, size) if all(suit_counts[s] for s in c)]

    def walk(start: int, chosen: tuple[tuple[int, ...], ...], wilds: int) -> None:
        out.append((chosen, wilds))
        for j in range(start, len(candidates)):
            c = candidates[j]
            need = 3 - len(c)
            if wilds + need > wild_budget or not all(suit_counts[s] for s in c):
                continue
            for s in c:
                suit_counts[s] -= 1
            walk(j, chosen + (c,), wilds + need)
            for s in c:
                suit_counts[s] += 1

    walk(0, (), 0)
    return out


@dataclass
class _Hand:
    naturals: list[tuple[int, ...]]  # per suit, the counts of naturals by rank (index 1..13)
    self_counts: list[int]  # per suit, wild-rank cards
    wpos: int
    wilds: int
    tanala: bool
    seen: dict[tuple[int, int], int]  # (suit, rank) -> index of its first natural in the hand


def _table(h: _Hand, s: int, counts: tuple[int, ...]) -> tuple[Entry, ...]:
    n_self = h.self_counts[s]
    cap = min(h.wilds, useful_wilds(counts, n_self))
    return suit_table(counts, h.wpos if n_self else 0, n_self, h.tanala, cap)


def _combine(tables: list[tuple[Entry, ...]], used: int, wilds: int) -> tuple[int, tuple[Entry, ...]] | None:
    """The lowest uncovered value with both lives from one entry per suit, within the wild cards."""
    states: dict[tuple[int, int], tuple[int, tuple[Entry, ...]]] = {(used, 0): (0, ())}
    for table in tables:
        if len(table) == 1 and not table[0][0] and not table[0][1]:  # no run possible in this suit
            e = table[0]
            states = {k: (c + e[2], picks + (e,)) for k, (c, picks) in states.items()}
            continue
        nxt: dict[tuple[int, int], tuple[int, tuple[Entry, ...]]] = {}
        for (u, st), (cost, picks) in states.items():
            merge = MERGE[st]
            for e in table:
                uu = u + e[0]
                if uu > wilds:
                    continue
                key = (uu, merge[e[1]])
                c = cost + e[2]
                old = nxt.get(key)
                if old is None or c < old[0]:
                    nxt[key] = (c, picks + (e,))
        states = nxt
    best = None
    for (_u, st), found in states.items():
        if st == BOTH_LIVES and (best is None or found[0] < best[0]):
            best = found
    return best


def _solve(h: _Hand) -> tuple[int, SetChoice, tuple[Entry, ...]] | None:
    """The lowest uncovered value with both lives, the sets and per-suit run entries giving it."""
    base = [_table(h, s, h.naturals[s]) for s in range(4)]
    first = _combine(base, 0, h.wilds)
    if first is None:
        return None  # sets only take cards and wild cards away from runs: no lives with them either
    best: tuple[int, SetChoice, tuple[Entry, ...]] = (first[0], (), first[1])
    by_rank: list[tuple[int, list[tuple[tuple[tuple[int, ...], ...], int]]]] = []
    for r in range(1, 14):
        present = [h.naturals[s][r] for s in range(4)]
        if sum(1 for x in present if x) >= 2:
            order = sorted((s for s in range(4) if present[s]), key=lambda s: h.seen[(s, r)])
            by_rank.append((r, _rank_set_options(present, h.wilds, order)))
    if not by_rank:
        return best
    # Taking a set's cards out of a suit lowers what that suit leaves unmatched by at most their value, so
    # (best without sets, with the wild cards the sets leave) - (value of the sets) bounds a choice from below.
    without_sets: dict[int, int | None] = {0: first[0]}
    choices: list[tuple[int, int, SetChoice]] = []

    def walk(j: int, choice: SetChoice, used: int, value: int) -> None:
        if j == len(by_rank):
            if choice:
                if used not in without_sets:
                    found = _combine(base, used, h.wilds)
                    without_sets[used] = None if found is None else found[0]
                bound = without_sets[used]
                if bound is not None:  # else the wild cards the sets take leave no lives
                    choices.append((bound - value, used, choice))
            return
        r, options = by_rank[j]
        for sets, need in options:
            if used + need <= h.wilds:
                taken = sum(len(x) for x in sets) * VALUE[r]
                walk(j + 1, choice + tuple((r, x) for x in sets), used + need, value + taken)

    walk(0, (), 0, 0)
    choices.sort(key=lambda c: c[0])  # stable: equal bounds keep the order of the hand
    for bound, used, choice in choices:
        if bound >= best[0]:
            break
        changed: dict[int, list[int]] = {}
        for r, sets in choice:
            for x in sets:
                changed.setdefault(x, list(h.naturals[x]))[r] -= 1
        tables = [_table(h, x, tuple(changed[x])) if x in changed else base[x] for x in range(4)]
        found = _combine(tables, used, h.wilds)
        if found is not None and found[0] < best[0]:
            best = (found[0], choice, found[1])
    return best


# --- the hand -----------------------------------------------------------------------------------------------
def score_hand(hand: Sequence[Card], wild: Rank | None, packs: int = 2) -> HandScore:
    """The lowest score ``hand`` can be given (rulings RU-1..RU-3): the value of its unmatched cards when it
    holds both lives, else 100. Raises :class:`HandError` for a hand the packs cannot deal (RU-9)."""
    wpos = int(wild) if wild is not None else 0
    naturals = [[0] * 14 for _ in range(4)]
    self_counts = [0] * 4
    n_wild = jokers = 0
    masks = [0] * 4
    seen: dict[tuple[int, int], int] = {}
    for i, c in enumerate(hand):
        if c.rank is None or c.suit is None:
            n_wild += 1
            jokers += 1
            continue
        r, s = int(c.rank), _SUIT_INDEX[c.suit._value_]
        masks[s] |= (1 << r) | (1 << HIGH_ACE if r == 1 else 0)
        if r == wpos:
            n_wild += 1
            self_counts[s] += 1
        else:
            naturals[s][r] += 1
            if (s, r) not in seen:
                seen[(s, r)] = i
    most = max(max(max(n) for n in naturals), max(self_counts))
    if most > packs or jokers > JOKERS_PER_PACK * packs or len(hand) != HAND_SIZE:
        raise HandError("; ".join(hand_errors(hand, packs)))  # RU-9
    tanala = packs >= 3
    has_straight = any(m & (m >> 1) & (m >> 2) for m in masks) or (tanala and most >= 3)
    if not has_straight:
        return HandScore(NO_LIVES_POINTS, False, False, (), tuple(hand))
    solved = _solve(_Hand([tuple(n) for n in naturals], self_counts, wpos, n_wild, tanala, seen))
    if solved is None:
        straight = longest_straight(hand, packs)
        melds: tuple[Meld, ...] = (straight,) if straight else ()
        rest = list(hand)
        for c in straight.cards if straight else ():
            rest.remove(c)
        return HandScore(NO_LIVES_POINTS, True, False, melds, tuple(rest))
    cost, choice, picks = solved
    melds, unmatched = arrange(hand, wild, choice, picks)
    assert sum(card_value(c, wild) for c in unmatched) == cost
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
