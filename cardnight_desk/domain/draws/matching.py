"""The pairing engine of the Swiss draw: a minimum-cost perfect matching of a ranked field.

The field is numbered by *rank*, 0 the leader. Each entrant has *met* some others (a *rematch* is pairing them
again) and has had some byes. The *cost* of pairing two entrants grows with the gap between their standings.
With an odd count one entrant gets the bye. A pairing is judged, in this order:

1. the fewest rematches — none whenever a rematch-free pairing exists (the issue's hard rule);
2. the bye to an entrant with the fewest byes so far — never a second bye while someone has had none;
3. the bye to the lowest-ranked such entrant;
4. the smallest total cost.

The *exact* solver weighs these as one integer cost (each level outweighing everything below it) on the
complete graph and solves a maximum-weight matching (networkx's ``max_weight_matching``, Edmonds' blossom
algorithm; which of several equally good matchings it returns depends on the order the graph is built in, so
the graph is always built the same way and a draw stays what it was). It is exact but slow for large fields,
so a *fast path* comes first: the bye goes to the lowest-ranked entrant with the fewest byes, the rest of the
ranking is cut into *blocks* of consecutive ranks (cut where the Master points change), and each block is
matched on *window* edges only (entrants at most ``window`` ranks apart, rematches left out).
A block with no perfect matching is merged with its neighbour and its window doubled, up to the whole field on
the complete rematch-free graph. The fast path therefore only ever returns a rematch-free pairing with the bye
where rules 1-3 put it; when it finds none, the exact solver decides. Speed never costs a rematch.

A *chain cost* (``chain=True``) is the squared distance between points that each entrant's rank places along a
chain: every coordinate of the points moves the same way as the rank, the rank itself being one of them (the
Swiss cost: rank and Master points). For such a cost, pairing neighbours in rank order ((1st, 2nd), (3rd, 4th)
...) is the one cheapest pairing of any block: two pairs that cross or nest ((a, c) with (b, d), or (a, d) with
(b, c), for ranks a < b < c < d) always cost strictly more than (a, b) with (c, d), because a squared gap grows
faster than its parts and the rank gaps are never 0, so every other pairing can be made strictly cheaper. When
no neighbours in a block have met, that pairing is therefore the only cheapest one the solver could return, and
the block is paired so without asking it. When some
neighbours have met, ``chain_repair.py`` pairs the block without the solver if it can prove that one
pairing is cheaper than every other and mends those neighbours by re-pairing two pairs of neighbours at a
time; two repairs as cheap as each other are left to the solver, whose choice between them is the draw's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cardnight_desk.domain.draws.chain_repair import repaired

Cost = Callable[[int, int], int]


@dataclass(frozen=True)
class Pairing:
    """Pairs of ranks (the better rank first, pairs in order of it) and the rank given the bye, if any."""

    pairs: tuple[tuple[int, int], ...]
    bye: int | None


def pair_ranked(
    met: Sequence[frozenset[int]],
    byes: Sequence[int],
    cost: Cost,
    groups: Sequence[object] | None = None,
    *,
    block: int = 64,
    window: int = 8,
    chain: bool = False,
) -> Pairing:
    """Pair ranks ``0..len(met)-1``. ``met[i]``: the ranks ``i`` has met; ``byes[i]``: its byes so far;
    ``cost(i, j)`` for ``i < j``: the standing gap's cost (0 for equal standings); ``groups[i]``: its score
    group, where blocks are best cut. ``block`` and ``window`` tune the fast path only, never the rules.
    ``chain``: ``cost`` is a chain cost (module docstring), so a block whose neighbours in rank have not met is
    paired neighbour with neighbour, as the solver would pair it."""
    n = len(met)
    if n == 0:
        return Pairing((), None)
    block = max(2, block + block % 2)  # blocks of even size, so each can be paired on its own
    bye: int | None = None
    rest = list(range(n))
    if n % 2:
        fewest = min(byes)
        bye = max(i for i in range(n) if byes[i] == fewest)
        rest.remove(bye)
    pairs = _fast(rest, met, cost, groups, block, window, chain)
    if pairs is None:
        return exact_pairing(met, byes, cost)
    return Pairing(tuple(sorted(pairs)), bye)


def _cuts(rest: list[int], groups: Sequence[object] | None, block: int) -> list[int]:
    """Positions in ``rest`` where blocks start: near every multiple of ``block``, at an even position, where
    the score group changes if one does within a quarter block."""
    size = len(rest)
    if size <= block + block // 2:
        return [0]
    cuts = [0]
    reach = max(1, block // 4)
    for target in range(block, size - block // 2, block):
        best = target
        if groups is not None:
            changes = [
                p
                for p in range(target - reach, target + reach + 1, 2)
                if 0 < p < size and groups[rest[p - 1]] != groups[rest[p]]
            ]
            if changes:
                best = min(changes, key=lambda p: (abs(p - target), p))
        if best > cuts[-1]:
            cuts.append(best)
    return cuts


def _fast(
    rest: list[int],
    met: Sequence[frozenset[int]],
    cost: Cost,
    groups: Sequence[object] | None,
    block: int,
    window: int,
    chain: bool = False,
) -> list[tuple[int, int]] | None:
    starts = _cuts(rest, groups, block)
    segments = [[s, e, window] for s, e in zip(starts, starts[1:] + [len(rest)], strict=True)]
    solved: dict[int, list[tuple[int, int]]] = {}
    k = 0
    while k < len(segments):
        start, end, w = segments[k]
        pairs = _match_window(rest[start:end], met, cost, w, chain)
        if pairs is not None:
            solved[k] = pairs
            k += 1
            continue
        whole = len(segments) == 1
        if whole and w >= end - start - 1:
            return None  # not even the complete rematch-free graph has a perfect matching
        if not whole:
            other = k + 1 if k + 1 < len(segments) else k - 1
            lo, hi = min(k, other), max(k, other)
            segments[lo : hi + 1] = [
                [segments[lo][0], segments[hi][1], max(segments[lo][2], segments[hi][2])]
            ]
            solved = {i: p for i, p in solved.items() if i < lo}
            k = lo
        segments[k][2] = min(2 * segments[k][2], segments[k][1] - segments[k][0] - 1)
    return [pair for k in sorted(solved) for pair in solved[k]]


def _match_window(
    nodes: list[int], met: Sequence[frozenset[int]], cost: Cost, w: int, chain: bool = False
) -> list[tuple[int, int]] | None:
    """A minimum-cost perfect matching of ``nodes`` (ascending ranks) on edges at most ``w`` positions apart,
    no rematch among them; ``None`` when there is none. With a ``chain`` cost, neighbours in rank are paired
    when none of them have met (the only cheapest pairing: module docstring), and met neighbours are mended
    by re-pairing quartets when that is provably the only cheapest pairing (``chain_repair.py``)."""
    if not nodes:
        return []
    if len(nodes) % 2:
        return None
    neighbours = list(zip(nodes[::2], nodes[1::2], strict=True))
    if chain:
        if all(j not in met[i] for i, j in neighbours):
            return neighbours
        mended = repaired(nodes, met, cost, w)
        if mended is not None:
            return mended
    edges = []
    for a, i in enumerate(nodes):
        for j in nodes[a + 1 : a + 1 + w]:
            if j not in met[i]:
                edges.append((i, j, cost(i, j)))
    if {v for i, j, _ in edges for v in (i, j)} != set(nodes):
        return None  # someone can meet nobody here
    top = max(c for _, _, c in edges) + 1
    # all perfect matchings have the same number of edges, so the heaviest of (top - cost) is the cheapest
    matching = max_weight_matching(nodes, [(i, j, top - c) for i, j, c in edges])
    if 2 * len(matching) != len(nodes):
        return None
    return [(min(i, j), max(i, j)) for i, j in matching]


def exact_pairing(met: Sequence[frozenset[int]], byes: Sequence[int], cost: Cost) -> Pairing:
    """The lexicographic optimum of rules 1-4 (module docstring) on the complete graph."""
    n = len(met)
    if n == 0:
        return Pairing((), None)
    if n == 1:
        return Pairing((), 0)
    costs = {(i, j): cost(i, j) for i in range(n) for j in range(i + 1, n)}
    level = (n // 2 + 1) * max(costs.values()) + 1  # more than the cost of any whole pairing
    bye_level = (n + 1) * level  # more than the bye's rank term plus any pairing's cost
    rematch_level = (max(byes) + 2) * bye_level  # more than everything below it together
    weights: dict[tuple[int, int], int] = {
        (i, j): c + (rematch_level if j in met[i] else 0) for (i, j), c in costs.items()
    }
    bye_node = n
    if n % 2:
        for i in range(n):
            weights[(i, bye_node)] = byes[i] * bye_level + (n - 1 - i) * level
    top = max(weights.values()) + 1
    matching = max_weight_matching((), [(i, j, top - c) for (i, j), c in weights.items()])
    pairs = []
    bye = None
    for i, j in matching:
        i, j = min(i, j), max(i, j)
        if j == bye_node:
            bye = i
        else:
            pairs.append((i, j))
    return Pairing(tuple(sorted(pairs)), bye)


def max_weight_matching(nodes: Iterable[int], edges: Iterable[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """Among the matchings with the most pairs, one of the greatest weight, of the graph of ``nodes`` and then
    the weighted ``edges`` (``(i, j, weight)``), added in that order: the order decides between equally good
    matchings, so each caller builds its graph the same way every time."""
    import networkx as nx  # a fifth of a second to load: only when a draw asks the solver, not at start-up

    g = nx.Graph()
    g.add_nodes_from(nodes)
    g.add_weighted_edges_from(edges)
    return list(nx.max_weight_matching(g, maxcardinality=True))
