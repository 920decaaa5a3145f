"""The fast hand scorer against an exhaustive search written straight from rulings RU-1..RU-3.

The reference shares no code with ``domain.rummy_hand``: it lists every subset of the hand that could be a
combination, checks each one literally (every way of letting cards stand for themselves or be substitutes),
then tries every packing of disjoint combinations with a memo over the cards left. It is slow but simple.
Thousands of random hands (two and three packs, with and without a wild rank, hands heavy in jokers or in wild
cards, hands in few suits, around the ace, holding every card as often as the packs allow, and with one wild
card or none) must get the same points, and the fast scorer's own arrangement must be legal and add up.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations, product

import pytest

from cardnight_desk.domain.cards import JOKER, RANKS, SUITS, Card, Rank, card, pack
from cardnight_desk.domain.games.rummy.hand import MeldKind, score_hand

INF = 10**9
ACE_RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.JACK, Rank.QUEEN, Rank.KING)


def ref_value(c: Card, wild: Rank | None) -> int:
    if c.rank is None or c.rank == wild:
        return 0
    return 10 if c.rank == Rank.ACE or c.rank >= Rank.TEN else int(c.rank)


def ref_wild(c: Card, wild: Rank | None) -> bool:
    return c.rank is None or c.rank == wild


def places_of(c: Card) -> tuple[int, ...]:
    """Where a card can stand for itself in a run: the ace at 1 or above the king at 14."""
    assert c.rank is not None
    return (1, 14) if c.rank == Rank.ACE else (int(c.rank),)


_card = cache(card)


def ref_kind(group: tuple[Card, ...], wild: Rank | None, packs: int) -> tuple[bool, bool, bool]:
    return ref_kind_of_names(tuple(sorted(c.name for c in group)), wild, packs)


@cache
def ref_kind_of_names(names: tuple[str, ...], wild: Rank | None, packs: int) -> tuple[bool, bool, bool]:
    """(can be a set, can be a run, can be a straight run) for these cards, by trying every reading: which
    cards stand for themselves (every card that is not wild must; a wild-rank card may) and, for a run, where
    each ace stands (low or high)."""
    group = [_card(x) for x in names]
    n = len(group)
    is_set = is_run = is_straight = False
    if packs >= 3 and n == 3 and group[0].rank is not None and group[0] == group[1] == group[2]:
        is_run = is_straight = True  # a tanala counts as a straight run (RU-2)
    if n < 3 or n > 13:
        return is_set, is_run, is_straight
    must = [c for c in group if not ref_wild(c, wild)]
    may = [c for c in group if c.rank is not None and c.rank == wild]
    for k in range(len(may) + 1):
        for chosen in combinations(may, k):
            own = must + list(chosen)
            if not own:
                continue  # every combination holds a natural card (RU-2)
            if n == 3 and len({c.rank for c in own}) == 1 and len({c.suit for c in own}) == len(own):
                is_set = True
            if len({c.suit for c in own}) != 1:
                continue
            for places in product(*(places_of(c) for c in own)):
                if len(set(places)) != len(places) or (1 in places and 14 in places):
                    continue
                lo, hi = min(places), max(places)
                # a window of n places from 1 to 14 holding them all, not holding both 1 and 14 (no K-A-2)
                for start in range(max(1, hi - n + 1), min(lo, 15 - n) + 1):
                    if not (start == 1 and start + n - 1 == 14):
                        is_run = True
                        is_straight = is_straight or len(own) == n
    return is_set, is_run, is_straight


def reference_points(hand: list[Card], wild: Rank | None, packs: int) -> int:
    """RU-3 by exhaustive search: the least value left unmatched by disjoint combinations holding a straight
    run and a second run, else 100. Identical cards are interchangeable, so a combination is kept by its
    content and always takes the lowest-numbered copies left."""
    hand = sorted(hand, key=lambda c: ref_wild(c, wild))  # naturals first: the search settles them first
    n = len(hand)
    names = [c.name for c in hand]
    copies: dict[str, int] = {}  # name -> mask of the cards with that name
    for i, x in enumerate(names):
        copies[x] = copies.get(x, 0) | 1 << i
    wilds = [i for i, c in enumerate(hand) if ref_wild(c, wild)]
    pools = [[i for i, c in enumerate(hand) if not ref_wild(c, wild) and c.suit is s] + wilds for s in SUITS]
    pools += [[i for i, c in enumerate(hand) if not ref_wild(c, wild) and c.rank == r] + wilds for r in RANKS]
    contents: set[tuple[str, ...]] = set()
    for j, pool in enumerate(pools):
        sizes = range(3, len(pool) + 1) if j < len(SUITS) else (3,)  # a set is exactly three cards
        for k in sizes:
            contents.update(tuple(sorted(names[i] for i in idx)) for idx in combinations(pool, k))
    melds_with: dict[str, list[tuple[tuple[tuple[str, int], ...], bool, bool]]] = {x: [] for x in copies}
    for content in contents:
        is_set, is_run, is_straight = ref_kind_of_names(content, wild, packs)
        if is_set or is_run:
            need = tuple(Counter(content).items())
            for x, _ in need:
                melds_with[x].append((need, is_run, is_straight))
    memo: dict[tuple[int, int, bool], int] = {}

    def take(mask: int, need: tuple[tuple[str, int], ...]) -> int:
        """``mask`` without the lowest copies of each card ``need`` asks for, or -1 if some are missing."""
        for x, k in need:
            have = mask & copies[x]
            for _ in range(k):
                if not have:
                    return -1
                low = have & -have
                have ^= low
                mask ^= low
        return mask

    def best(mask: int, runs: int, straight: bool) -> int:
        if not mask:
            return 0 if runs >= 2 and straight else INF
        key = (mask, runs, straight)
        if key in memo:
            return memo[key]
        low = (mask & -mask).bit_length() - 1
        result = ref_value(hand[low], wild) + best(mask & ~(1 << low), runs, straight)
        for need, is_run, is_straight in melds_with[names[low]]:
            rest = take(mask, need)
            if rest >= 0:
                sub = best(rest, min(2, runs + is_run), straight or is_straight)
                result = min(result, sub)
        memo[key] = result
        return result

    found = best((1 << n) - 1, 0, False)
    return 100 if found >= INF else found


def check_arrangement(hand: list[Card], wild: Rank | None, packs: int) -> int:
    """Score with the fast scorer and check its arrangement is legal and adds up; returns the points."""
    result = score_hand(hand, wild, packs)
    placed = [c for m in result.melds for c in m.cards] + list(result.unmatched)
    assert Counter(placed) == Counter(hand)
    for m in result.melds:
        is_set, is_run, is_straight = ref_kind(tuple(sorted(m.cards)), wild, packs)
        expected = {
            MeldKind.SET: is_set,
            MeldKind.RUN: is_run,
            MeldKind.STRAIGHT_RUN: is_straight,
            MeldKind.TANALA: is_straight and len(set(m.cards)) == 1,
        }[m.kind]
        assert expected, f"{m.kind} {[c.name for c in m.cards]} is not legal with {wild} wild"
    runs = sum(1 for m in result.melds if m.kind.is_run)
    straight = any(m.kind.is_straight for m in result.melds)
    if result.points < 100:
        assert runs >= 2 and straight and result.straight_life and result.second_life
        assert result.points == sum(ref_value(c, wild) for c in result.unmatched)
    else:
        assert not result.second_life and len(result.melds) <= 1
        assert result.straight_life == bool(result.melds)
    return result.points


def random_hands(seed: int, count: int, packs: int, style: str):
    rnd = random.Random(seed)
    for _ in range(count):
        deck = pack() * packs + [JOKER] * (2 * packs)
        if style == "jokers":  # several printed jokers and wild-rank cards
            jokers = rnd.randint(2, 2 * packs)
            rest = [c for c in deck if c.rank is not None]
            hand = [JOKER] * jokers + rnd.sample(rest, 13 - jokers)
            rnd.shuffle(hand)
        elif style == "few_suits":  # many runs and many ways to break them up
            suits = rnd.sample(SUITS, 2)
            hand = rnd.sample([c for c in deck if c.suit in suits or c.rank is None], 13)
        elif style == "aces":  # runs around the ace, low (A-2-3) and high (Q-K-A), never both
            hand = rnd.sample([c for c in deck if c.rank is None or c.rank in ACE_RANKS], 13)
        elif style == "copies":  # every card as often as the packs hold it: tanalas, sets, twin runs
            base = rnd.sample(pack(), 13 // packs + 1)
            hand = [c for c in base for _ in range(packs)][:13]
            rnd.shuffle(hand)
        elif style == "lone":  # one or no wild card: cards far from the rest of their suit count out
            hand = rnd.sample([c for c in deck if c.rank is not None], 13)
        else:
            hand = rnd.sample(deck, 13)
        wild = rnd.choice((*RANKS, None)) if style != "plain" else rnd.choice(RANKS)
        if style == "wild_heavy":  # three to eight wild cards: printed jokers and cards of the wild rank
            wild = rnd.choice(RANKS)
            wilds = [c for c in deck if c.rank is None or c.rank == wild]
            hand = rnd.sample(wilds, rnd.randint(3, 8))
            hand += rnd.sample([c for c in deck if c not in wilds], 13 - len(hand))
        elif style == "lone":
            held = [c for c in hand if c.rank is not None]
            wild = rnd.choice([None, *[c.rank for c in held if sum(x.rank == c.rank for x in held) == 1]])
        yield hand, wild


@pytest.mark.parametrize(
    "seed, count, packs, style",
    [
        (1, 1200, 2, "plain"),
        (2, 400, 2, "jokers"),
        (3, 300, 2, "few_suits"),
        (4, 400, 3, "plain"),
        (5, 300, 3, "jokers"),
        (6, 200, 3, "few_suits"),
        (7, 200, 2, "aces"),
        (8, 150, 3, "aces"),
        (9, 300, 2, "copies"),
        (10, 200, 3, "copies"),
        (11, 50, 2, "wild_heavy"),
        (12, 400, 2, "lone"),
    ],
)
def test_ru3_fast_scorer_agrees_with_exhaustive_search(seed, count, packs, style):
    seen_scores = set()
    for hand, wild in random_hands(seed, count, packs, style):
        fast = check_arrangement(hand, wild, packs)
        slow = reference_points(hand, wild, packs)
        assert fast == slow, f"{[c.name for c in hand]} wild {wild}: fast {fast}, exhaustive {slow}"
        seen_scores.add(fast)
    assert len(seen_scores) > 5  # the sample reaches many outcomes
    if (style, packs) != ("copies", 3) and style != "wild_heavy":  # those nearly always hold both lives
        assert 100 in seen_scores
