"""Table moves: which numbered table each game of a round is played at (Bhukhar rule 11).

Rule 11: "at the end of each game, teams will move to alternative tables". A *group* is the entrants drawn to
play each other (two teams). A group *returns* to a table when one of its entrants has played at that table
number before; each returning entrant is one *repeat*. Groups come in ranking order and the k-th group's
*natural table* is table k, so the leading games sit at the top tables when nothing else matters.

The desk wants no repeat at all wherever that is possible, then each game as near its natural table as can be.
A search for a repeat-free assignment (augmenting paths, nearest tables first) settles nearly every round at
once; when no repeat-free assignment exists, an exact minimum-cost assignment (the Hungarian method) makes the
fewest repeats. A *team round* is a round of two-team games drawn this way, its teams seated by
:func:`~cardnight_desk.domain.draws.model.team_table`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from cardnight_desk.domain.draws.model import TEAM_SIZE, Draw, EntrantId, History, PlayerId, team_table


def repeats(group: Sequence[EntrantId], table: int, history: History) -> int:
    """How many of the group's entrants have played at this table number before (rule 11)."""
    return sum(table in history.tables_of(e) for e in group)


def assign_tables(groups: Sequence[Sequence[EntrantId]], history: History) -> list[int]:
    """Table numbers 1..len(groups), one per group in the order given: no group returns to a table one of its
    entrants played at when that can be avoided (rule 11), the fewest repeats otherwise."""
    count = len(groups)
    bad = [{t for e in g for t in history.tables_of(e) if 1 <= t <= count} for g in groups]
    found = _repeat_free(count, bad)
    if found is not None:
        return found
    big = count * count + 1
    costs = [
        [repeats(g, t, history) * big + abs(t - (k + 1)) for t in range(1, count + 1)]
        for k, g in enumerate(groups)
    ]
    return [t + 1 for t in hungarian(costs)]


def _nearest(natural: int, count: int) -> Iterator[int]:
    """Tables 1..count by their distance from the natural table, the lower number first on a tie."""
    yield natural
    for d in range(1, count):
        if natural - d >= 1:
            yield natural - d
        if natural + d <= count:
            yield natural + d


def team_round(
    number: int,
    seed: int,
    games: Sequence[tuple[EntrantId, EntrantId]],
    byes: Sequence[EntrantId],
    history: History,
    members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
    team_size: int = TEAM_SIZE,
) -> Draw:
    """Round ``number`` of two-team ``games`` (side A first, in ranking order) and ``byes``: the games moved to
    tables by :func:`assign_tables`, each table's teams in alternate seats (ruling EV-3), tables in number
    order."""
    numbers = assign_tables(games, history)
    tables = sorted(
        (team_table(t, a, b, members, team_size) for t, (a, b) in zip(numbers, games, strict=True)),
        key=lambda table: table.number,
    )
    return Draw(number, seed, tuple(tables), tuple(byes), team_game=True)


def _repeat_free(count: int, bad: list[set[int]]) -> list[int] | None:
    """A perfect matching of groups to tables avoiding each group's ``bad`` tables (Kuhn's augmenting paths,
    without recursion), or ``None`` when there is none."""
    owner: list[int | None] = [None] * (count + 1)
    table_of: list[int] = [0] * count
    for group in range(count):
        free = next((t for t in _nearest(group + 1, count) if owner[t] is None and t not in bad[group]), None)
        if free is not None:
            owner[free], table_of[group] = group, free
            continue
        visited: set[int] = set()
        stack: list[tuple[int, Iterator[int]]] = [(group, _nearest(group + 1, count))]
        path: list[int] = []  # path[i]: the table stack level i takes over
        done = False
        while stack and not done:
            node, tables = stack[-1]
            for t in tables:
                if t in bad[node] or t in visited:
                    continue
                visited.add(t)
                path.append(t)
                holder = owner[t]
                if holder is None:
                    for (g, _), tt in zip(stack, path, strict=True):
                        owner[tt], table_of[g] = g, tt
                    done = True
                else:
                    stack.append((holder, _nearest(holder + 1, count)))
                break
            else:
                stack.pop()
                if path:
                    path.pop()
        if not done:
            return None
    return table_of


def hungarian(costs: Sequence[Sequence[int]]) -> list[int]:
    """Minimum-cost assignment of rows to columns of a square integer cost matrix: ``result[row] = column``
    (the Hungarian method with potentials, O(n^3))."""
    n = len(costs)
    inf = float("inf")
    u: list[float] = [0] * (n + 1)  # integers in practice: every cost is an int
    v: list[float] = [0] * (n + 1)
    match_col = [0] * (n + 1)  # match_col[column] = row, 1-based; 0 = free
    way = [0] * (n + 1)
    for row in range(1, n + 1):
        match_col[0] = row
        col0 = 0
        minv: list[float] = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[col0] = True
            r0 = match_col[col0]
            delta: float = inf
            col1 = 0
            for col in range(1, n + 1):
                if not used[col]:
                    cur = costs[r0 - 1][col - 1] - u[r0] - v[col]
                    if cur < minv[col]:
                        minv[col], way[col] = cur, col0
                    if minv[col] < delta:
                        delta, col1 = minv[col], col
            for col in range(n + 1):
                if used[col]:
                    u[match_col[col]] += delta
                    v[col] -= delta
                else:
                    minv[col] -= delta
            col0 = col1
            if match_col[col0] == 0:
                break
        while col0:
            col1 = way[col0]
            match_col[col0] = match_col[col1]
            col0 = col1
    result = [0] * n
    for col in range(1, n + 1):
        result[match_col[col] - 1] = col - 1
    return result
