"""The pairing's solver (``blossom.py``) returns the very matching networkx's ``max_weight_matching`` returns
(``maxcardinality=True``), ties included: draws made before it stay the same (ruling EV-5). Checked on
thousands of random graphs full of equal weights, on the exact solver's complete graphs, and on every block
the Swiss pairing hands the solver in seeded leagues."""

from __future__ import annotations

import random

import networkx as nx
import pytest

from cardnight_desk.domain.draws import matching
from cardnight_desk.domain.draws.blossom import graph, max_weight_matching

from .seeded_league import play_league


def by_networkx(nodes, edges) -> list[tuple]:
    g = nx.Graph()
    g.add_nodes_from(nodes)
    g.add_weighted_edges_from(edges)
    return sorted(tuple(sorted(p)) for p in nx.max_weight_matching(g, maxcardinality=True))


def by_blossom(nodes, edges) -> list[tuple]:
    return sorted(tuple(sorted(p)) for p in max_weight_matching(graph(nodes, edges)))


def random_graph(seed: int) -> tuple[list[int], list[tuple[int, int, int]]]:
    """Up to 40 vertices in a shuffled order, sparse to complete, weights from 1 (all tied) to 1,000, edges
    added in a shuffled order and either way round; sometimes the vertices come only with their edges."""
    rnd = random.Random(seed)
    n = rnd.randint(1, 40)
    nodes = list(range(n))
    rnd.shuffle(nodes)
    density = rnd.choice((0.1, 0.2, 0.4, 0.8, 1.0))
    top = rnd.choice((1, 2, 3, 10, 1000))
    edges = [
        (i, j, rnd.randint(1, top)) if rnd.random() < 0.5 else (j, i, rnd.randint(1, top))
        for i in range(n)
        for j in range(i + 1, n)
        if rnd.random() < density
    ]
    rnd.shuffle(edges)
    return (nodes if rnd.random() < 0.7 else []), edges


@pytest.mark.parametrize("part", range(10))
def test_the_solver_matches_as_networkx_does_on_random_graphs(part):
    for seed in range(300 * part, 300 * (part + 1)):
        nodes, edges = random_graph(seed)
        assert by_blossom(nodes, edges) == by_networkx(nodes, edges), seed


def test_where_ties_fall_follows_the_order_vertices_and_edges_come_in():
    # a square of equal weights has two best matchings; which one comes out depends on the order alone, and the
    # solver takes the one networkx takes for each order (so the check above can tell orders apart)
    square = [(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 0, 1)]
    found = set()
    for nodes in ([0, 1, 2, 3], [1, 2, 3, 0], [3, 2, 1, 0]):
        for edges in (square, square[::-1]):
            assert by_blossom(nodes, edges) == by_networkx(nodes, edges)
            found.add(tuple(by_blossom(nodes, edges)))
    assert found == {((0, 1), (2, 3)), ((0, 3), (1, 2))}


@pytest.mark.parametrize("seed", range(20))
def test_the_exact_pairing_is_networkx_s(seed, monkeypatch):
    # the exact solver's complete graph, with a bye vertex for an odd field, solved both ways
    rnd = random.Random(seed)
    n = rnd.randint(2, 30)
    met = [set() for _ in range(n)]
    for _ in range(rnd.randint(0, 2 * n)):
        i, j = rnd.sample(range(n), 2)
        met[i].add(j)
        met[j].add(i)
    byes = [rnd.randint(0, 2) for _ in range(n)]
    masters = sorted((rnd.randint(0, 5) for _ in range(n)), reverse=True)
    cost = lambda i, j: (i - j) ** 2 + (n * (masters[i] - masters[j])) ** 2  # noqa: E731
    ours = matching.exact_pairing([frozenset(m) for m in met], byes, cost)

    def networkx_solved(adj):
        g = nx.Graph()
        g.add_weighted_edges_from((u, v, w) for u, nbrs in adj.items() for v, w in nbrs.items() if u < v)
        return list(nx.max_weight_matching(g, maxcardinality=True))

    monkeypatch.setattr(matching, "max_weight_matching", networkx_solved)
    assert ours == matching.exact_pairing([frozenset(m) for m in met], byes, cost)


@pytest.mark.parametrize(("teams", "rounds", "seed"), [(48, 9, 21), (128, 8, 22), (256, 8, 23), (515, 6, 24)])
def test_every_block_a_league_hands_the_solver_is_solved_as_networkx_solves_it(
    teams, rounds, seed, monkeypatch
):
    asked = 0
    real = matching.max_weight_matching

    def compared(adj):
        nonlocal asked
        asked += 1
        nodes = list(adj)
        edges = [(u, v, w) for u, nbrs in adj.items() for v, w in nbrs.items() if u < v]
        found = real(adj)
        assert sorted(tuple(sorted(p)) for p in found) == by_networkx(nodes, edges)
        return found

    monkeypatch.setattr(matching, "max_weight_matching", compared)
    play_league(teams, rounds, seed, other_seeds=3)
    assert asked > 0
