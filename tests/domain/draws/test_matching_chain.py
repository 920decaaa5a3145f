"""The chain-cost shortcut of the Swiss pairing (``matching.py``): a block whose neighbours in rank have not
met is paired neighbour with neighbour without asking the solver, and that is exactly what the solver gives.
Checked on seeded leagues of many sizes, round after round, against the solver on every block."""

from __future__ import annotations

import random

import pytest

from cardnight_desk.domain.draws import History, TeamStanding, matching, swiss_round
from cardnight_desk.domain.draws.matching import pair_ranked
from cardnight_desk.domain.draws.swiss import gap_cost, rank_teams

from .seeded_league import play, play_league


def pairing_inputs(standings, history, seed):
    ranked = rank_teams(list(standings.values()), seed)
    rank = {s.team: k for k, s in enumerate(ranked)}
    met = [frozenset(rank[o] for o in history.opponents_of(s.team) if o in rank) for s in ranked]
    byes = [history.byes_of(s.team) for s in ranked]
    n = len(ranked)
    return met, byes, (lambda i, j: gap_cost(ranked[i], ranked[j], i, j, n)), [s.master for s in ranked]


@pytest.mark.parametrize(
    ("teams", "rounds", "seed"),
    [(5, 4, 1), (16, 6, 2), (33, 7, 3), (64, 8, 4), (130, 8, 5), (257, 9, 6), (300, 6, 7), (515, 5, 8)],
)
def test_the_shortcut_pairs_every_round_as_the_solver_does(teams, rounds, seed, monkeypatch):
    rnd = random.Random(seed)
    standings = {t: TeamStanding(t) for t in range(1, teams + 1)}
    draws: list = []
    shortcuts = 0
    real = matching._match_window

    def counting(nodes, met, cost, w, chain=False):
        nonlocal shortcuts
        found = real(nodes, met, cost, w, chain)
        if chain and found is not None and found == list(zip(nodes[::2], nodes[1::2], strict=True)):
            shortcuts += 1
        return found

    monkeypatch.setattr(matching, "_match_window", counting)
    for number in range(1, rounds + 1):
        history = History.from_draws(draws)
        met, byes, cost, groups = pairing_inputs(standings, history, seed + number)
        for block, window in ((64, 8), (8, 2), (4, 1)):
            fast = pair_ranked(met, byes, cost, groups, block=block, window=window, chain=True)
            solved = pair_ranked(met, byes, cost, groups, block=block, window=window, chain=False)
            assert fast == solved, (teams, number, block, window)
        draw = swiss_round(list(standings.values()), history, number, seed + number)
        draws.append(draw)
        play(draw, standings, rnd)
    assert shortcuts > 0  # the shortcut was taken (and agreed with the solver each time)


def test_neighbours_who_have_met_are_left_to_the_solver():
    # 0-1 have met: the block cannot be paired neighbour with neighbour, the solver finds 0-2, 1-3
    met = [frozenset({1}), frozenset({0}), frozenset(), frozenset()]
    cost = lambda i, j: (i - j) ** 2  # noqa: E731
    assert pair_ranked(met, [0] * 4, cost, chain=True).pairs == ((0, 2), (1, 3))
    assert pair_ranked([frozenset()] * 4, [0] * 4, cost, chain=True).pairs == ((0, 1), (2, 3))


@pytest.mark.parametrize("seed", range(40))
def test_the_shortcut_agrees_with_the_solver_on_random_fields(seed):
    # standings and histories drawn at random (not a Swiss league): many neighbours have met, Master points
    # jump anywhere, and small blocks and windows make the fast path merge blocks
    rnd = random.Random(seed)
    teams = rnd.randint(2, 120)
    standings = {
        t: TeamStanding(t, rnd.randint(0, 8), rnd.randint(0, 4), rnd.randint(-50, 300)) for t in range(teams)
    }
    met_pairs = {frozenset(rnd.sample(range(teams), 2)) for _ in range(rnd.randint(0, 3 * teams))}
    history = History()
    for pair in met_pairs:
        history = history.plus(
            swiss_round([TeamStanding(t) for t in pair], History(), 1, seed)  # one table: the pair met
        )
    met, byes, cost, groups = pairing_inputs(standings, history, seed)
    for block, window in ((64, 8), (8, 2), (4, 1), (2, 1)):
        assert pair_ranked(met, byes, cost, groups, block=block, window=window, chain=True) == pair_ranked(
            met, byes, cost, groups, block=block, window=window, chain=False
        ), (seed, block, window)


def test_met_neighbours_mended_by_one_cheapest_quartet_are_paired_without_the_solver(monkeypatch):
    # 0-1 have met: of the quartet 0..3, crossing (0-2, 1-3: 4 + 4) is cheaper than nested (0-3, 1-2: 9 + 1),
    # and no other way of pairing the block is as cheap; the solver is not asked
    from cardnight_desk.domain.draws.chain_repair import repaired

    cost = lambda i, j: (i - j) ** 2  # noqa: E731
    met = [frozenset({1}), frozenset({0})] + [frozenset()] * 4
    assert repaired(list(range(6)), met, cost, 8) == [(0, 2), (1, 3), (4, 5)]
    asked = []
    monkeypatch.setattr(matching, "max_weight_matching", asked.append)
    assert pair_ranked(met, [0] * 6, cost, chain=True).pairs == ((0, 2), (1, 3), (4, 5))
    assert asked == []


def test_two_repairs_as_cheap_as_each_other_are_left_to_the_solver():
    # 2-3 have met in the middle of six: 0-2, 1-3 and 2-4, 3-5 cost the same; which one the draw takes is the
    # solver's answer, so the repair refuses to choose
    from cardnight_desk.domain.draws.chain_repair import repaired

    cost = lambda i, j: (i - j) ** 2  # noqa: E731
    met = [frozenset(), frozenset(), frozenset({3}), frozenset({2}), frozenset(), frozenset()]
    assert repaired(list(range(6)), met, cost, 8) is None
    # with the window too narrow for any quartet pairing there is nothing to prove either
    assert repaired(list(range(6)), met, cost, 1) is None


@pytest.mark.parametrize(("teams", "rounds", "seed"), [(12, 8, 11), (24, 8, 12), (32, 8, 13), (64, 8, 14)])
def test_every_mended_block_is_what_the_solver_gives(teams, rounds, seed, monkeypatch):
    """Seeded leagues played round after round: each block the repair pairs is checked against the solver on
    the same block."""
    from cardnight_desk.domain.draws import chain_repair

    mended = 0
    real = chain_repair.repaired

    def checked(nodes, met, cost, w):
        nonlocal mended
        found = real(nodes, met, cost, w)
        if found is not None:
            mended += 1
            assert found == sorted(matching._match_window(list(nodes), met, cost, w, chain=False))
        return found

    monkeypatch.setattr(matching, "repaired", checked)
    play_league(teams, rounds, seed, other_seeds=5)
    assert mended > 0


@pytest.mark.parametrize("seed", range(30))
def test_the_repair_agrees_with_the_solver_on_random_blocks(seed):
    # Master points falling in steps, neighbours and near neighbours met at random, a bye's gap, every window
    from cardnight_desk.domain.draws.chain_repair import repaired

    rnd = random.Random(seed)
    n = rnd.randint(4, 40)
    masters = sorted((rnd.randint(0, 6) for _ in range(n)), reverse=True)
    density = rnd.random() * 0.5
    pairs = {(i, j) for i in range(n) for j in range(i + 1, min(n, i + 6)) if rnd.random() < density}
    met = [frozenset({j for a, j in pairs if a == i} | {a for a, j in pairs if j == i}) for i in range(n)]
    cost = lambda i, j: (i - j) ** 2 + (n * (masters[i] - masters[j])) ** 2  # noqa: E731
    nodes = list(range(n))
    del nodes[rnd.randrange(n)]  # the bye's place
    nodes = nodes[: len(nodes) - len(nodes) % 2]
    for w in (1, 2, 3, 8, len(nodes)):
        found = repaired(nodes, met, cost, w)
        if found is not None:
            assert found == sorted(matching._match_window(nodes, met, cost, w, chain=False)), (seed, w)
