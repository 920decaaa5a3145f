"""The pairing engine's solver: a maximum-weight matching of a graph with whole-number weights.

A *matching* pairs vertices along the graph's edges, each vertex at most once; its *weight* is the sum of its
edges' weights. The solver returns, among the matchings with the most pairs, one of the greatest weight
(Edmonds' blossom algorithm, primal-dual, after Zvi Galil, "Efficient Algorithms for Finding Maximum Matching
in Graphs", ACM Computing Surveys, 1986). A *blossom* is an odd cycle of vertices and smaller blossoms that the
algorithm contracts to one while it looks for a path that adds a pair; each vertex and blossom carries a *dual*
value, and an edge's *slack* is how far its ends' duals are above its weight (twice that, so that it stays a
whole number).

When several matchings are as good, which one comes out depends only on the order in which the algorithm meets
vertices and edges. This is networkx's ``max_weight_matching`` (networkx 3, BSD licence, Copyright the NetworkX
Developers; itself from Joris van Rantwijk's ``mwmatching.py``) step for step, with ``maxcardinality=True``,
meeting vertices and neighbours in the order a networkx graph built the same way holds them, so it returns the
very matching networkx returns, and a draw stays what it was (ruling EV-5; ``test_blossom.py`` compares the two
on thousands of graphs full of ties). It lives here because loading networkx costs a redraw a fifth of a second
and its graph views cost the solver half its time; the checks networkx asserts along the way, which never
change the result, are left out.
"""

# networkx's licence, which its copied code keeps:
#
# Copyright (c) 2004-2025, NetworkX Developers
# Aric Hagberg <hagberg@lanl.gov>
# Dan Schult <dschult@colgate.edu>
# Pieter Swart <swart@lanl.gov>
# All rights reserved.
#
# Redistribution and use in source and binary forms, with or without
# modification, are permitted provided that the following conditions are
# met:
#
#   * Redistributions of source code must retain the above copyright
#     notice, this list of conditions and the following disclaimer.
#
#   * Redistributions in binary form must reproduce the above
#     copyright notice, this list of conditions and the following
#     disclaimer in the documentation and/or other materials provided
#     with the distribution.
#
#   * Neither the name of the NetworkX Developers nor the names of its
#     contributors may be used to endorse or promote products derived
#     from this software without specific prior written permission.
#
# THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
# "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
# LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
# A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
# OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
# SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
# LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
# DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
# THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
# (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
# OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any


class _NoNode:
    """A value that is no vertex."""


class _Blossom:
    """A non-trivial blossom: ``childs`` its sub-blossoms in order round it from its base; ``edges[i]`` the edge
    (v, w) joining ``childs[i]`` (holding v) to the next; ``mybestedges`` the least-slack edges to neighbouring
    S-blossoms (None until worked out)."""

    __slots__ = ("childs", "edges", "mybestedges")

    def __init__(self) -> None:
        self.childs: list[Any] = []
        self.edges: list[tuple[Any, Any]] = []
        self.mybestedges: list[tuple[Any, Any]] | None = None

    def leaves(self) -> Iterable[Any]:
        stack = [*self.childs]
        while stack:
            t = stack.pop()
            if isinstance(t, _Blossom):
                stack.extend(t.childs)
            else:
                yield t


def graph(
    nodes: Iterable[Hashable], edges: Iterable[tuple[Hashable, Hashable, int]]
) -> dict[Any, dict[Any, int]]:
    """The graph as networkx's ``Graph`` holds it after ``add_nodes_from(nodes)`` and then
    ``add_weighted_edges_from(edges)``: each vertex's neighbours and weights, in the order they were added."""
    adj: dict[Any, dict[Any, int]] = {}
    for v in nodes:
        adj.setdefault(v, {})
    for u, v, weight in edges:
        if u == v:
            raise ValueError(f"an edge from {u!r} to itself")
        adj.setdefault(u, {})[v] = weight
        adj.setdefault(v, {})[u] = weight
    return adj


def max_weight_matching(adj: dict[Any, dict[Any, int]]) -> list[tuple[Any, Any]]:
    """The matching networkx's ``max_weight_matching(G, maxcardinality=True)`` returns for the graph ``G`` that
    :func:`graph` describes, as pairs (each once, its vertex met first in ``adj`` first)."""
    gnodes = list(adj)
    if not gnodes:
        return []
    maxweight = 0
    for nbrs in adj.values():
        for wt in nbrs.values():
            if wt > maxweight:
                maxweight = wt

    mate: dict[Any, Any] = {}  # a matched vertex's partner
    label: dict[Any, int | None] = {}  # top-level blossom (or vertex): 1 S, 2 T, None free; 4 and 5 crumbs
    labeledge: dict[Any, tuple[Any, Any] | None] = {}  # the edge through which it got its label
    inblossom = {v: v for v in gnodes}  # a vertex's top-level blossom
    blossomparent: dict[Any, Any] = dict.fromkeys(gnodes)
    blossombase = {v: v for v in gnodes}
    bestedge: dict[Any, tuple[Any, Any] | None] = {}  # least-slack edge from an S-vertex (or S-blossom)
    dualvar = dict.fromkeys(gnodes, maxweight)  # twice a vertex's dual
    blossomdual: dict[_Blossom, int] = {}
    allowedge: dict[tuple[Any, Any], bool] = {}  # edges known to have no slack
    queue: list[Any] = []  # S-vertices still to scan

    def slack(v: Any, w: Any) -> int:
        return dualvar[v] + dualvar[w] - 2 * adj[v][w]

    def assign_label(w: Any, t: int, v: Any) -> None:
        b = inblossom[w]
        label[w] = label[b] = t
        if v is not None:
            labeledge[w] = labeledge[b] = (v, w)
        else:
            labeledge[w] = labeledge[b] = None
        bestedge[w] = bestedge[b] = None
        if t == 1:
            if isinstance(b, _Blossom):
                queue.extend(b.leaves())
            else:
                queue.append(b)
        elif t == 2:
            base = blossombase[b]
            assign_label(mate[base], 1, base)

    def scan_blossom(v: Any, w: Any) -> Any:
        """The base of the blossom that the edge (v, w) closes, or ``_NoNode`` for a path that adds a pair."""
        path = []
        base: Any = _NoNode
        while v is not _NoNode:
            b = inblossom[v]
            if label[b] & 4:  # type: ignore[operator]
                base = blossombase[b]
                break
            path.append(b)
            label[b] = 5
            edge = labeledge[b]
            if edge is None:
                v = _NoNode
            else:
                v = edge[0]
                b = inblossom[v]
                v = labeledge[b][0]  # type: ignore[index]
            if w is not _NoNode:
                v, w = w, v
        for b in path:
            label[b] = 1
        return base

    def add_blossom(base: Any, v: Any, w: Any) -> None:
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = _Blossom()
        blossombase[b] = base
        blossomparent[b] = None
        blossomparent[bb] = b
        b.childs = path = []
        b.edges = edgs = [(v, w)]
        while bv != bb:
            blossomparent[bv] = b
            path.append(bv)
            edgs.append(labeledge[bv])  # type: ignore[arg-type]
            v = labeledge[bv][0]  # type: ignore[index]
            bv = inblossom[v]
        path.append(bb)
        path.reverse()
        edgs.reverse()
        while bw != bb:
            blossomparent[bw] = b
            path.append(bw)
            edge = labeledge[bw]
            edgs.append((edge[1], edge[0]))  # type: ignore[index]
            w = edge[0]  # type: ignore[index]
            bw = inblossom[w]
        label[b] = 1
        labeledge[b] = labeledge[bb]
        blossomdual[b] = 0
        for v in b.leaves():
            if label[inblossom[v]] == 2:
                queue.append(v)
            inblossom[v] = b
        bestedgeto: dict[Any, tuple[Any, Any]] = {}
        for bv in path:
            if isinstance(bv, _Blossom):
                if bv.mybestedges is not None:
                    nblist = bv.mybestedges
                    bv.mybestedges = None
                else:
                    nblist = [(v, w) for v in bv.leaves() for w in adj[v] if v != w]
            else:
                nblist = [(bv, w) for w in adj[bv] if bv != w]
            for k in nblist:
                (i, j) = k
                if inblossom[j] == b:
                    i, j = j, i
                bj = inblossom[j]
                if (
                    bj != b
                    and label.get(bj) == 1
                    and ((bj not in bestedgeto) or slack(i, j) < slack(*bestedgeto[bj]))
                ):
                    bestedgeto[bj] = k
            bestedge[bv] = None
        b.mybestedges = list(bestedgeto.values())
        mybestedge = None
        mybestslack = 0
        bestedge[b] = None
        for k in b.mybestedges:
            kslack = slack(*k)
            if mybestedge is None or kslack < mybestslack:
                mybestedge = k
                mybestslack = kslack
        bestedge[b] = mybestedge

    def expand_blossom(b: _Blossom, endstage: bool) -> None:
        def expand(b: _Blossom, endstage: bool) -> Iterable[_Blossom]:
            for s in b.childs:
                blossomparent[s] = None
                if isinstance(s, _Blossom):
                    if endstage and blossomdual[s] == 0:
                        yield s
                    else:
                        for v in s.leaves():
                            inblossom[v] = s
                else:
                    inblossom[s] = s
            if (not endstage) and label.get(b) == 2:
                entrychild = inblossom[labeledge[b][1]]  # type: ignore[index]
                j = b.childs.index(entrychild)
                if j & 1:
                    j -= len(b.childs)
                    jstep = 1
                else:
                    jstep = -1
                v, w = labeledge[b]  # type: ignore[misc]
                while j != 0:
                    if jstep == 1:
                        p, q = b.edges[j]
                    else:
                        q, p = b.edges[j - 1]
                    label[w] = None
                    label[q] = None
                    assign_label(w, 2, v)
                    allowedge[(p, q)] = allowedge[(q, p)] = True
                    j += jstep
                    if jstep == 1:
                        v, w = b.edges[j]
                    else:
                        w, v = b.edges[j - 1]
                    allowedge[(v, w)] = allowedge[(w, v)] = True
                    j += jstep
                bw = b.childs[j]
                label[w] = label[bw] = 2
                labeledge[w] = labeledge[bw] = (v, w)
                bestedge[bw] = None
                j += jstep
                while b.childs[j] != entrychild:
                    bv = b.childs[j]
                    if label.get(bv) == 1:
                        j += jstep
                        continue
                    if isinstance(bv, _Blossom):
                        for v in bv.leaves():
                            if label.get(v):
                                break
                    else:
                        v = bv
                    if label.get(v):
                        label[v] = None
                        label[mate[blossombase[bv]]] = None
                        assign_label(v, 2, labeledge[v][0])  # type: ignore[index]
                    j += jstep
            label.pop(b, None)
            labeledge.pop(b, None)
            bestedge.pop(b, None)
            del blossomparent[b]
            del blossombase[b]
            del blossomdual[b]

        stack = [expand(b, endstage)]  # the recursion kept flat: each generator yields the blossoms to expand
        while stack:
            for s in stack[-1]:
                stack.append(expand(s, endstage))
                break
            else:
                stack.pop()

    def augment_blossom(b: _Blossom, v: Any) -> None:
        def augment(b: _Blossom, v: Any) -> Iterable[tuple[_Blossom, Any]]:
            t = v
            while blossomparent[t] != b:
                t = blossomparent[t]
            if isinstance(t, _Blossom):
                yield (t, v)
            i = j = b.childs.index(t)
            if i & 1:
                j -= len(b.childs)
                jstep = 1
            else:
                jstep = -1
            while j != 0:
                j += jstep
                t = b.childs[j]
                if jstep == 1:
                    w, x = b.edges[j]
                else:
                    x, w = b.edges[j - 1]
                if isinstance(t, _Blossom):
                    yield (t, w)
                j += jstep
                t = b.childs[j]
                if isinstance(t, _Blossom):
                    yield (t, x)
                mate[w] = x
                mate[x] = w
            b.childs = b.childs[i:] + b.childs[:i]
            b.edges = b.edges[i:] + b.edges[:i]
            blossombase[b] = blossombase[b.childs[0]]

        stack = [augment(b, v)]
        while stack:
            for args in stack[-1]:
                stack.append(augment(*args))
                break
            else:
                stack.pop()

    def augment_matching(v: Any, w: Any) -> None:
        for s, j in ((v, w), (w, v)):
            while True:
                bs = inblossom[s]
                if isinstance(bs, _Blossom):
                    augment_blossom(bs, s)
                mate[s] = j
                if labeledge[bs] is None:
                    break
                t = labeledge[bs][0]  # type: ignore[index]
                bt = inblossom[t]
                s, j = labeledge[bt]  # type: ignore[misc]
                if isinstance(bt, _Blossom):
                    augment_blossom(bt, j)
                mate[j] = s

    while True:  # a stage: find a path that adds a pair, and take it
        label.clear()
        labeledge.clear()
        bestedge.clear()
        for b in blossomdual:
            b.mybestedges = None
        allowedge.clear()
        queue[:] = []
        for v in gnodes:
            if (v not in mate) and label.get(inblossom[v]) is None:
                assign_label(v, 1, None)
        augmented = False
        while True:  # a substage: label what can be reached, else move the duals
            while queue and not augmented:
                v = queue.pop()
                for w in adj[v]:
                    bv = inblossom[v]
                    bw = inblossom[w]
                    if bv == bw:
                        continue
                    if (v, w) not in allowedge:
                        kslack = slack(v, w)
                        if kslack <= 0:
                            allowedge[(v, w)] = allowedge[(w, v)] = True
                    if (v, w) in allowedge:
                        if label.get(bw) is None:
                            assign_label(w, 2, v)
                        elif label.get(bw) == 1:
                            base = scan_blossom(v, w)
                            if base is not _NoNode:
                                add_blossom(base, v, w)
                            else:
                                augment_matching(v, w)
                                augmented = True
                                break
                        elif label.get(w) is None:
                            label[w] = 2
                            labeledge[w] = (v, w)
                    elif label.get(bw) == 1:
                        if bestedge.get(bv) is None or kslack < slack(*bestedge[bv]):  # type: ignore[misc]
                            bestedge[bv] = (v, w)
                    elif label.get(w) is None:
                        if bestedge.get(w) is None or kslack < slack(*bestedge[w]):  # type: ignore[misc]
                            bestedge[w] = (v, w)
            if augmented:
                break
            deltatype = -1
            delta: int = 0
            deltaedge: tuple[Any, Any] | None = None
            deltablossom: _Blossom | None = None
            for v in gnodes:
                edge = bestedge.get(v)
                if label.get(inblossom[v]) is None and edge is not None:
                    d = slack(*edge)
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 2
                        deltaedge = edge
            for b in blossomparent:
                edge = bestedge.get(b)
                if blossomparent[b] is None and label.get(b) == 1 and edge is not None:
                    d = slack(*edge) // 2
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 3
                        deltaedge = edge
            for b in blossomdual:
                if (
                    blossomparent[b] is None
                    and label.get(b) == 2
                    and (deltatype == -1 or blossomdual[b] < delta)
                ):
                    delta = blossomdual[b]
                    deltatype = 4
                    deltablossom = b
            if deltatype == -1:
                deltatype = 1
                delta = max(0, min(dualvar.values()))
            for v in gnodes:
                if label.get(inblossom[v]) == 1:
                    dualvar[v] -= delta
                elif label.get(inblossom[v]) == 2:
                    dualvar[v] += delta
            for b in blossomdual:
                if blossomparent[b] is None:
                    if label.get(b) == 1:
                        blossomdual[b] += delta
                    elif label.get(b) == 2:
                        blossomdual[b] -= delta
            if deltatype == 1:
                break
            elif deltatype in (2, 3):
                (v, w) = deltaedge  # type: ignore[misc]
                allowedge[(v, w)] = allowedge[(w, v)] = True
                queue.append(v)
            elif deltatype == 4:
                expand_blossom(deltablossom, False)  # type: ignore[arg-type]
        if not augmented:
            break
        for b in list(blossomdual.keys()):
            if b not in blossomdual:
                continue  # already expanded
            if blossomparent[b] is None and label.get(b) == 1 and blossomdual[b] == 0:
                expand_blossom(b, True)
    pairs = []
    seen = set()
    for v, w in mate.items():
        if w not in seen:
            pairs.append((v, w))
        seen.add(v)
    return pairs
