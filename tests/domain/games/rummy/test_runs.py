"""A suit's table of runs (rulings RU-2, RU-3): what it keeps, in what order, and how its entries are held."""

from __future__ import annotations

import gc
import random

from cardnight_desk.domain.cards import JOKER, RANKS, pack
from cardnight_desk.domain.games.rummy import chains, runs
from cardnight_desk.domain.games.rummy.hand import score_hand


def beats(a: runs.Entry, b: runs.Entry) -> bool:
    """``a`` uses no more wild cards, reaches at least ``b``'s lives and leaves no more out."""
    return a[0] <= b[0] and a[2] <= b[2] and a[1] // 2 >= b[1] // 2 and a[1] & 1 >= b[1] & 1


def random_suits(seed: int, count: int):
    rnd = random.Random(seed)
    for _ in range(count):
        counts = [0] * 14
        for _ in range(rnd.randint(1, 9)):
            counts[rnd.randint(1, 13)] += 1
        counts = [min(c, 3) for c in counts]
        n_self = rnd.choice((0, 0, 1, 2, 3))
        yield (
            tuple(counts),
            rnd.randint(1, 13) if n_self else 0,
            n_self,
            rnd.random() < 0.3,
            rnd.randint(0, 6),
        )


def test_ru3_a_suits_table_comes_fewest_wild_cards_first_and_keeps_no_entry_an_earlier_one_beats():
    """The hand's search reads a suit's entries in this order and stops at the first that uses too many wild
    cards."""
    for counts, wpos, n_self, tanala, wmax in random_suits(3, 400):
        table = runs.suit_table(counts, wpos, n_self, tanala, wmax)
        assert table, counts
        assert list(table) == sorted(table, key=lambda e: (e[0], e[1]))
        for i, e in enumerate(table):
            assert e[0] <= wmax
            assert not any(beats(other, e) for other in table[:i])


def test_a_tables_entries_are_picked_as_comparing_each_with_every_earlier_one_would():
    rnd = random.Random(5)
    for _ in range(500):
        best = {}
        for _ in range(rnd.randint(1, 25)):
            u, s = rnd.randint(0, 6), rnd.randint(0, 5)
            best[u << 3 | s] = (u, s, rnd.randint(0, 60), 0)
        expected = []
        for key in sorted(best):
            e = best[key]
            if not any(beats(k, e) for k in expected):
                expected.append(e)
        assert runs._pareto(best) == tuple(expected)


def test_the_solved_suits_kept_between_hands_are_plain_numbers_the_cycle_collector_lets_go():
    """Hundreds of thousands of entries are kept between hands: each is four numbers (its groups one of
    them), so that once collected they are no longer tracked, and collections do not walk them again."""
    runs.clear_caches()
    rnd = random.Random(11)
    for _ in range(300):
        packs = rnd.choice((2, 3))
        score_hand(rnd.sample(pack() * packs + [JOKER] * (2 * packs), 13), rnd.choice([*RANKS, None]), packs)
    gc.collect()
    gc.collect()
    entries = [
        e
        for memo in runs._RESTS.values()
        for known in memo.values()
        for table in known.values()
        for e in table
    ]
    assert len(entries) > 1000
    assert all(type(x) is int for e in entries for x in e)
    assert not any(gc.is_tracked(e) for e in entries)
    with_groups = [e for e in entries if e[3]]
    assert with_groups and all(chains.groups_of(e[3]) for e in with_groups)


def test_ru2_a_wild_rank_card_joins_a_group_only_beside_a_natural_of_its_suit():
    assert runs.beside_self(runs.rank_mask(counts_of(4)), 5)
    assert runs.beside_self(runs.rank_mask(counts_of(6)), 5)
    assert not runs.beside_self(runs.rank_mask(counts_of(3, 7, 9)), 5)
    assert runs.beside_self(runs.rank_mask(counts_of(2)), 1)  # an ace stands low ...
    assert runs.beside_self(runs.rank_mask(counts_of(13)), 1)  # ... or above the king
    assert not runs.beside_self(runs.rank_mask(counts_of(3, 12)), 1)


def counts_of(*ranks: int) -> tuple[int, ...]:
    counts = [0] * 14
    for r in ranks:
        counts[r] += 1
    return tuple(counts)


def test_ru2_a_suit_whose_wild_rank_cards_stand_beside_no_natural_has_one_table_whatever_the_wild_rank():
    """Its wild-rank cards can only hold runs of wild cards together: the table does not depend on where
    they would stand, and such a run is read at the wild rank's place."""
    compared = 0
    for counts, wpos, n_self, tanala, wmax in random_suits(7, 400):
        if not n_self:
            continue
        mask = runs.rank_mask(counts)
        others = [w for w in range(1, 14) if not counts[w] and not runs.beside_self(mask, w)]
        if runs.beside_self(mask, wpos) or counts[wpos] or not others:
            continue
        runs.clear_caches()
        table = runs.suit_table(counts, wpos, n_self, tanala, wmax)
        runs.clear_caches()
        assert runs.suit_table(counts, others[-1], n_self, tanala, wmax) == table
        compared += 1
    assert compared > 50
    wild_run = chains.SELF_MEMBER[0]
    assert chains.groups_of(wild_run, 13) == [(13, ((13, True),), False)]
    assert chains.groups_of(wild_run << chains.GROUP_BITS | wild_run, 5) == [(5, ((5, True),), False)] * 2
