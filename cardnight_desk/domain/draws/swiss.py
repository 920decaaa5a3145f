"""Swiss rounds for team games (the Bhukhar league): each round pairs teams of equal or nearest standings.

*Standings* order teams by Master points, then Bonus points, then total game score (ruling BH-8); teams level
on all three are put in an order drawn from the round's seed, so who meets whom among equals is a fair draw
that the seed reproduces (ruling EV-5). The *rank* is a team's place in that order, 0 the leader.

The pairing (``matching.py``) never repeats a pairing when a rematch-free one exists, gives the bye to the
lowest-ranked team that has not had one (a bye scores the ``bye_master`` setting, default 2 Master points, in
the standings: :meth:`TeamStanding.with_bye`), and otherwise keeps the standing gaps small: a pairing across a
gap of Master points costs far more than any gap of rank among teams level on Master points. The pairs then
move to tables none of their teams has played at where possible (rule 11, ``table_moves.py``). The two teams
at a table sit in alternate seats, the better-ranked team as side A (ruling EV-3).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from cardnight_desk.domain.draws.matching import pair_ranked
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

BYE_MASTER = 2  # setting ``bye_master``: Master points a Swiss bye scores


class StandingLike(Protocol):
    """Anything with a team's competition totals (``bhukhar_scoring.Standing`` is one)."""

    @property
    def team(self) -> EntrantId: ...
    @property
    def master(self) -> int: ...
    @property
    def bonus(self) -> int: ...
    @property
    def score(self) -> int: ...


@dataclass(frozen=True)
class TeamStanding:
    """A team's competition totals so far (ruling BH-8)."""

    team: EntrantId
    master: int = 0
    bonus: int = 0
    score: int = 0

    def plus(self, master: int, bonus: int, score: int) -> TeamStanding:
        return TeamStanding(self.team, self.master + master, self.bonus + bonus, self.score + score)

    def with_bye(self, bye_master: int = BYE_MASTER) -> TeamStanding:
        """These totals after a bye: ``bye_master`` Master points, no Bonus points, no game score."""
        return self.plus(bye_master, 0, 0)


def standing_key(s: StandingLike) -> tuple[int, int, int]:
    """Sort key, best first: Master, then Bonus, then game score (ruling BH-8)."""
    return (-s.master, -s.bonus, -s.score)


def rank_teams(standings: Sequence[StandingLike], seed: int) -> list[StandingLike]:
    """Standings in rank order (ruling BH-8); teams level on all three in an order drawn from ``seed``."""
    by_team = {s.team: s for s in standings}
    if len(by_team) != len(standings):
        sort_field(s.team for s in standings)  # raises, naming the team listed twice
    order = [by_team[t] for t in sort_field(by_team)]
    random.Random(seed).shuffle(order)
    order.sort(key=standing_key)  # stable: ties keep the drawn order
    return order


def gap_cost(a: StandingLike, b: StandingLike, rank_a: int, rank_b: int, field_size: int) -> int:
    """The cost of pairing two teams: the squared rank gap, plus (field size x Master gap) squared, so a gap of
    Master points outweighs any gap of rank among teams level on Master points."""
    return (rank_a - rank_b) ** 2 + (field_size * (a.master - b.master)) ** 2


def swiss_round(
    standings: Sequence[StandingLike],
    history: History,
    round_number: int,
    seed: int,
    members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
    team_size: int = TEAM_SIZE,
    *,
    block: int = 64,
    window: int = 8,
) -> Draw:
    """The next Swiss round for the teams in ``standings`` given the earlier rounds' ``history``.

    No rematch when a rematch-free pairing exists; the bye to the lowest-ranked team with the fewest byes;
    the rest paired with the smallest standing gaps; tables not played at before where possible (rule 11).
    ``members`` names each team's players for the seats (ruling EV-3). ``block``/``window`` tune speed only.
    """
    if round_number < 1:
        raise DrawError("rounds are numbered from 1")
    ranked = rank_teams(standings, seed)
    rank = {s.team: k for k, s in enumerate(ranked)}
    n = len(ranked)
    met = [frozenset(rank[o] for o in history.opponents_of(s.team) if o in rank) for s in ranked]
    byes = [history.byes_of(s.team) for s in ranked]
    pairing = pair_ranked(
        met,
        byes,
        lambda i, j: gap_cost(ranked[i], ranked[j], i, j, n),
        [s.master for s in ranked],
        block=block,
        window=window,
        chain=True,  # gap_cost: the squared distance of (rank, field size x Master points) along the ranking
    )
    groups = [(ranked[i].team, ranked[j].team) for i, j in pairing.pairs]
    bye = () if pairing.bye is None else (ranked[pairing.bye].team,)
    return team_round(round_number, seed, groups, bye, history, members, team_size)


@dataclass(frozen=True)
class PairingGap:
    """The widest pairing of a round: the two teams, their Master gap and their rank gap."""

    teams: tuple[EntrantId, EntrantId]
    master: int
    bonus: int
    score: int
    ranks: int


def largest_gap(draw: Draw, standings: Sequence[StandingLike]) -> PairingGap | None:
    """The pairing with the largest standing gap (Master, then Bonus, then score) in a drawn round; ranks are
    counted as the standings order them, level teams in the order given."""
    ordered = sorted(standings, key=standing_key)
    by_team = {s.team: s for s in ordered}
    rank = {s.team: k for k, s in enumerate(ordered)}
    widest: PairingGap | None = None
    for table in draw.tables:
        a, b = (by_team[e] for e in table.entrants[:2])
        gap = PairingGap(
            (a.team, b.team),
            abs(a.master - b.master),
            abs(a.bonus - b.bonus),
            abs(a.score - b.score),
            abs(rank[a.team] - rank[b.team]),
        )
        if widest is None or (gap.master, gap.bonus, gap.score) > (widest.master, widest.bonus, widest.score):
            widest = gap
    return widest


def rematches(draw: Draw, history: History) -> list[tuple[EntrantId, EntrantId]]:
    """The drawn pairs that have met before."""
    return [
        (t.entrants[0], t.entrants[1])
        for t in draw.tables
        if len(t.entrants) == 2 and history.met(t.entrants[0], t.entrants[1])
    ]
