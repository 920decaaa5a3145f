"""Round robin for team games: every team meets every other team once, by the circle method.

The *circle method*: the teams are placed round a circle (the order drawn from the seed, ruling EV-5), one
team fixed and the others turning one place each round; in each round the teams opposite each other play. An
odd count adds an empty place, and the team opposite it has the *bye*. ``n`` teams play ``n - 1`` rounds
(``n`` rounds when ``n`` is odd), each team's bye in a different round.

The whole schedule follows from the field and the seed, so any round can be drawn on demand and is the same
every time. Each round's games move to tables none of their teams has played at in the schedule's earlier
rounds where possible (rule 11), and the two teams at a table sit in alternate seats (ruling EV-3); the fixed
team changes side every round so it is not always side A.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cardnight_desk.domain.draws.model import (
    TEAM_SIZE,
    Draw,
    DrawError,
    EntrantId,
    History,
    PlayerId,
    sort_field,
)
from cardnight_desk.domain.draws.table_moves import team_round

Pair = tuple[EntrantId, EntrantId | None]


def round_count(teams: int) -> int:
    """Rounds of a round robin of ``teams`` teams: ``n - 1``, or ``n`` when ``n`` is odd."""
    return teams if teams % 2 else max(teams - 1, 0)


def circle_pairings(teams: Sequence[EntrantId], seed: int) -> list[list[Pair]]:
    """Every round's pairs (side A first); a pair ``(team, None)`` is that team's bye."""
    field = sort_field(teams)
    if len(field) < 2:
        raise DrawError("a round robin needs at least two teams")
    random.Random(seed).shuffle(field)
    circle: list[EntrantId | None] = list(field)
    if len(circle) % 2:
        circle.append(None)
    n = len(circle)
    rounds: list[list[Pair]] = []
    for r in range(n - 1):
        pairs: list[Pair] = []
        for i in range(n // 2):
            a, b = circle[i], circle[n - 1 - i]
            if i == 0 and r % 2:
                a, b = b, a
            if a is None:
                a, b = b, None
            assert a is not None
            pairs.append((a, b))
        rounds.append(pairs)
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def round_robin_schedule(
    teams: Sequence[EntrantId],
    seed: int,
    members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
    team_size: int = TEAM_SIZE,
) -> tuple[Draw, ...]:
    """Every round of the round robin, tables and seats drawn, all from ``seed``."""
    history = History()
    draws: list[Draw] = []
    for number, pairs in enumerate(circle_pairings(teams, seed), start=1):
        games = [(a, b) for a, b in pairs if b is not None]
        byes = tuple(a for a, b in pairs if b is None)
        draw = team_round(number, seed, games, byes, history, members, team_size)
        history = history.plus(draw)
        draws.append(draw)
    return tuple(draws)


def round_robin_round(
    teams: Sequence[EntrantId],
    round_number: int,
    seed: int,
    members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
    team_size: int = TEAM_SIZE,
) -> Draw:
    """Round ``round_number`` (from 1) of the round robin drawn from ``seed``."""
    total = round_count(len(sort_field(teams)))
    if not 1 <= round_number <= total:
        raise DrawError(f"a round robin of {len(teams)} teams has rounds 1 to {total}, not {round_number}")
    return round_robin_schedule(teams, seed, members, team_size)[round_number - 1]
