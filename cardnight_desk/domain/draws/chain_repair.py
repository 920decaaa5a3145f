"""A block of the Swiss pairing whose neighbours in rank have met, paired without the solver when it provably
has one cheapest pairing and that pairing only mends the met neighbours locally.

Words (``matching.py`` defines *chain cost*, *block* and *window*): the block's entrants stand at *positions*
0..m-1 in rank order; the *neighbour pairing* N pairs positions (0, 1), (2, 3) ...; a *gap* t lies between
positions t and t+1; with a chain cost the entrants are points X_0..X_m-1 along a chain, ``cost`` is the
squared distance, and every step g_t = X_t+1 - X_t has a rank part of at least 1 and other parts of one sign
per coordinate, so g_t . g_s >= 1 for every two steps. A *quartet* is two neighbouring pairs of N, positions
a..a+3 (a even), paired *crossing* ((a, a+2), (a+1, a+3)) or *nested* ((a, a+3), (a+1, a+2)).

Why the answer is the solver's (the proof the code follows). Take any perfect matching M of the block on the
window's edges with no rematch. A pair spans the gaps between its two positions; an even gap is spanned an odd
number of times, an odd gap an even number. Cut the block at every odd gap M does not span: each *piece* is a
run of pairs of N that M pairs among themselves, and inside a piece of two pairs or more every odd gap is
spanned at least twice. Writing the cost of a pair as the square of the sum of the steps it spans,

    cost(M) - cost(N) = sum over pieces of (cost of M on the piece - cost of N on the piece)

and for one piece:
- one pair of N: 0 (M pairs it as N does, so that pair must not have met);
- two pairs (a quartet): M pairs it crossing or nested; the exact cost of each is known;
- r >= 3 pairs: at least the sum, over its r-1 inner odd gaps t, of 2|g_t|^2 + 2 min(g_t . g_t-1, g_t . g_t+1):
  each inner odd gap is spanned twice or more (2|g_t|^2), every even gap at least once (N's own cost), and of
  the pairs spanning t at most one is (t, t+1), so another spans t with a gap beside it and its square holds
  2 g_t . g_t' for that neighbour t' (a different term for every odd gap; all other terms are >= 0).

So every such M costs at least cost(N) + the sum of these bounds over its pieces. The least such sum over all
ways of cutting the block into pieces (pairs of N that have not met, quartets with a pairing allowed, longer
pieces) is found by going along the block once. When exactly one way of cutting reaches it, that way has only
single pairs and quartets, and each of its quartets has one strictly cheapest allowed pairing, then N with
those quartets so paired costs exactly that least sum and every other matching costs strictly more: it is
the one cheapest pairing of the block, the one the solver returns. Otherwise (two repairs as cheap as each
other, or a longer piece that might be cheaper) the solver decides, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Cost = Callable[[int, int], int]


def repaired(
    nodes: Sequence[int], met: Sequence[frozenset[int]], cost: Cost, w: int
) -> list[tuple[int, int]] | None:
    """The one cheapest pairing of ``nodes`` (ascending ranks, an even count, a chain ``cost``) on edges at
    most ``w`` positions apart with no rematch, when it is N with some quartets re-paired (module docstring);
    None when that cannot be proven."""
    m = len(nodes)
    if m == 0 or m % 2:
        return None
    pairs = m // 2

    def c(p: int, q: int) -> int:
        return cost(nodes[p], nodes[q])

    def allowed(p: int, q: int) -> bool:
        return q - p <= w and nodes[q] not in met[nodes[p]]

    single = [allowed(2 * k, 2 * k + 1) for k in range(pairs)]
    # quartet k (pairs k and k+1): its least extra cost over N and the pairing giving it (None: two as cheap)
    quartet: list[tuple[int, tuple[tuple[int, int], ...] | None] | None] = []
    inner: list[int] = []  # bound on the extra cost of a longer piece, per inner odd gap 2k+1
    for k in range(pairs - 1):
        a = 2 * k
        base = c(a, a + 1) + c(a + 2, a + 3)
        options = []
        if allowed(a, a + 2) and allowed(a + 1, a + 3):
            options.append((c(a, a + 2) + c(a + 1, a + 3) - base, ((a, a + 2), (a + 1, a + 3))))
        if allowed(a, a + 3) and allowed(a + 1, a + 2):
            options.append((c(a, a + 3) + c(a + 1, a + 2) - base, ((a, a + 3), (a + 1, a + 2))))
        options.sort(key=lambda option: option[0])
        if not options:
            quartet.append(None)
        elif len(options) == 2 and options[0][0] == options[1][0]:
            quartet.append((options[0][0], None))
        else:
            quartet.append(options[0])
        t = a + 1
        left = c(t - 1, t + 1) - c(t - 1, t) - c(t, t + 1)  # 2 g_t-1 . g_t
        right = c(t, t + 2) - c(t, t + 1) - c(t + 1, t + 2)  # 2 g_t . g_t+1
        inner.append(2 * c(t, t + 1) + min(left, right))
    prefix = [0]
    for bound in inner:
        prefix.append(prefix[-1] + bound)
    # least[j]: the least bound over the ways of cutting pairs 0..j-1; ways[j]: how many ways reach it;
    # last[j]: the last piece of the way reaching it ("single", "quartet" or "longer")
    least: list[int | None] = [0] + [None] * pairs
    ways = [1] + [0] * pairs
    last: list[str] = [""] * (pairs + 1)
    longer: int | None = None  # least of least[i] - prefix[i] over the starts i of a longer piece
    longer_ways = 0
    for j in range(1, pairs + 1):
        candidates: list[tuple[int, int, str]] = []
        before = least[j - 1]
        if single[j - 1] and before is not None:
            candidates.append((before, ways[j - 1], "single"))
        if j >= 2:
            q = quartet[j - 2]
            before = least[j - 2]
            if q is not None and before is not None:
                candidates.append((before + q[0], ways[j - 2], "quartet"))
        if j >= 3:
            start = least[j - 3]
            if start is not None:
                value = start - prefix[j - 3]
                if longer is None or value < longer:
                    longer, longer_ways = value, ways[j - 3]
                elif value == longer:
                    longer_ways += ways[j - 3]
            if longer is not None:
                candidates.append((longer + prefix[j - 1], longer_ways, "longer"))
        if candidates:
            lowest = min(value for value, _, _ in candidates)
            reaching = [(n, kind) for value, n, kind in candidates if value == lowest]
            least[j] = lowest
            ways[j] = sum(n for n, _ in reaching)
            last[j] = reaching[0][1]
    if least[pairs] is None or ways[pairs] != 1:
        return None
    found: list[tuple[int, int]] = []
    j = pairs
    while j > 0:  # one way reaches the least: at each step one piece does
        if last[j] == "single":
            found.append((nodes[2 * j - 2], nodes[2 * j - 1]))
            j -= 1
            continue
        q = quartet[j - 2] if last[j] == "quartet" else None
        if q is None or q[1] is None:
            return None  # a longer piece, or two quartet pairings as cheap: the solver decides
        found.extend((nodes[p], nodes[r]) for p, r in q[1])
        j -= 2
    found.sort()
    return found
