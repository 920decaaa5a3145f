"""Knockout brackets (the 28 competition): seeded, with byes for the top seeds, winners advancing.

*Seeds*: the entrants in seeding order, seed 1 the strongest. A *seed list* from the organiser places those
entrants first, in its order; the others are drawn below them from the bracket's seed (ruling EV-5), so a
bracket with no seed list is seeded wholly at random.

The bracket's *size* is the next power of two. Its first round is in the *standard order*: 1 v 16, 8 v 9,
5 v 12, 4 v 13, 3 v 14, 6 v 11, 7 v 10, 2 v 15 for 16 (seeds 1 and 2 can meet only in the final). A seed
number above the field's count is an empty place, so the *byes* fall to the top seeds, who go through to the
second round without playing. Rounds are numbered from 1; the last round's match 1 is the final and, when the
``third_place`` setting is on, its match 2 is the third-place match between the semi-final losers.

Results arrive one match at a time: :meth:`Bracket.record` puts the winner through to the next match and
returns the new bracket. A result may be corrected until the match it fed has a result of its own
(:meth:`Bracket.can_record` says whether it may be entered).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cardnight_desk.domain.draws.model import (
    TEAM_SIZE,
    Draw,
    DrawError,
    EntrantId,
    PlayerId,
    Table,
    sort_field,
    team_table,
)


def bracket_order(size: int) -> list[int]:
    """Seed numbers in first-round order for a bracket of ``size`` (a power of two): [1, 16, 8, 9, ...]."""
    if size < 1 or size & (size - 1):
        raise DrawError(f"a bracket's size must be a power of two, not {size}")
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def seeding(
    entrants: Sequence[EntrantId], seed: int, seed_list: Sequence[EntrantId] = ()
) -> tuple[EntrantId, ...]:
    """Seeding order: the seed list's entrants first in its order, then the others drawn from ``seed``."""
    field = sort_field(entrants)
    listed = list(seed_list)
    sort_field(listed)  # an entrant seeded twice is refused
    unknown = [e for e in listed if e not in set(field)]
    if unknown:
        raise DrawError(f"seed list names {unknown[0]!r}, who is not in the field")
    rest = [e for e in field if e not in set(listed)]
    random.Random(seed).shuffle(rest)
    return tuple(listed + rest)


@dataclass(frozen=True)
class Match:
    """One match: ``top`` and ``bottom`` are ``None`` while not yet known (or, in the first round, an empty
    place: then the match is a ``bye`` and ``top`` goes through)."""

    round: int
    number: int
    top: EntrantId | None
    bottom: EntrantId | None
    winner: EntrantId | None = None
    bye: bool = False

    @property
    def ready(self) -> bool:
        """Both entrants known, not a bye, no result yet: the match can be played."""
        return not self.bye and self.top is not None and self.bottom is not None and self.winner is None

    @property
    def loser(self) -> EntrantId | None:
        if self.winner is None or self.bye:
            return None
        return self.bottom if self.winner == self.top else self.top

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "match": self.number,
            "top": self.top,
            "bottom": self.bottom,
            "winner": self.winner,
            "bye": self.bye,
        }


def _fill(match: Match, feeder: int, entrant: EntrantId | None) -> Match:
    """``match`` with the entrant coming from the earlier round's match ``feeder``: odd matches feed the top."""
    return replace(match, top=entrant) if feeder % 2 else replace(match, bottom=entrant)


@dataclass(frozen=True)
class Bracket:
    seed: int
    seeds: tuple[EntrantId, ...]
    size: int
    third_place: bool
    matches: tuple[Match, ...]

    @property
    def rounds(self) -> int:
        return self.size.bit_length() - 1

    def match(self, round_number: int, number: int) -> Match:
        for m in self.matches:
            if (m.round, m.number) == (round_number, number):
                return m
        raise DrawError(f"the bracket has no match {number} in round {round_number}")

    def round_matches(self, round_number: int) -> tuple[Match, ...]:
        return tuple(m for m in self.matches if m.round == round_number)

    def seed_of(self, entrant: EntrantId) -> int:
        return self.seeds.index(entrant) + 1

    def _fed(self, m: Match) -> list[Match]:
        """The matches a result of ``m`` feeds: the next round's match, and the third-place match."""
        if m.round >= self.rounds:
            return []
        fed = [self.match(m.round + 1, (m.number + 1) // 2)]
        if self.third_place and m.round == self.rounds - 1:
            fed.append(self.match(self.rounds, 2))
        return fed

    def why_not_record(self, round_number: int, number: int, winner: EntrantId) -> str | None:
        """Why this result cannot be entered, or ``None`` when it can."""
        try:
            m = self.match(round_number, number)
        except DrawError as err:
            return str(err)
        if m.bye:
            return f"round {round_number} match {number} is a bye: {m.top!r} goes through without playing"
        if m.top is None or m.bottom is None:
            return f"round {round_number} match {number} is waiting for an earlier result"
        if winner not in (m.top, m.bottom):
            return f"{winner!r} is not playing in round {round_number} match {number}"
        if m.winner is not None and m.winner != winner and any(f.winner is not None for f in self._fed(m)):
            return f"round {round_number} match {number} cannot change: the match it fed has a result"
        return None

    def can_record(self, round_number: int, number: int, winner: EntrantId) -> bool:
        return self.why_not_record(round_number, number, winner) is None

    def record(self, round_number: int, number: int, winner: EntrantId) -> Bracket:
        """The bracket with this match won by ``winner``, who goes through (and the loser of a semi-final to
        the third-place match)."""
        reason = self.why_not_record(round_number, number, winner)
        if reason is not None:
            raise DrawError(reason)
        m = self.match(round_number, number)
        changed = {(m.round, m.number): replace(m, winner=winner)}
        loser = m.bottom if winner == m.top else m.top
        for target in self._fed(m):
            third = self.third_place and target.round == self.rounds and target.number == 2
            changed[(target.round, target.number)] = _fill(target, m.number, loser if third else winner)
        return replace(self, matches=tuple(changed.get((x.round, x.number), x) for x in self.matches))

    @property
    def final(self) -> Match:
        return self.match(self.rounds, 1)

    @property
    def champion(self) -> EntrantId | None:
        return self.final.winner

    @property
    def complete(self) -> bool:
        return all(m.winner is not None for m in self.matches)

    def current_round(self) -> int | None:
        """The first round with a match still to play; ``None`` when every match has a result."""
        pending = [m.round for m in self.matches if m.winner is None]
        return min(pending) if pending else None

    def round_draw(
        self,
        round_number: int,
        members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
        team_size: int = TEAM_SIZE,
    ) -> Draw:
        """The tables of a round's matches whose two entrants are known, in match order (in the last round the
        final on table 1, the third-place match on table 2), the top entrant as side A (ruling EV-3); the first
        round's byes are the draw's byes. The last round's draw is marked ``final``."""
        if not 1 <= round_number <= self.rounds:
            raise DrawError(f"the bracket has rounds 1 to {self.rounds}, not {round_number}")
        tables: list[Table] = []
        byes = []
        for m in self.round_matches(round_number):
            if m.bye:
                assert m.top is not None
                byes.append(m.top)
            elif m.top is not None and m.bottom is not None:
                tables.append(team_table(len(tables) + 1, m.top, m.bottom, members, team_size))
        return Draw(round_number, self.seed, tuple(tables), tuple(byes), True, round_number == self.rounds)

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "size": self.size,
            "third_place": self.third_place,
            "seeds": [{"seed": k, "entrant": e} for k, e in enumerate(self.seeds, start=1)],
            "rounds": [[m.to_json() for m in self.round_matches(r)] for r in range(1, self.rounds + 1)],
            "champion": self.champion,
        }


def new_bracket(
    entrants: Sequence[EntrantId], seed: int, seed_list: Sequence[EntrantId] = (), third_place: bool = False
) -> Bracket:
    """A knockout bracket of ``entrants``: seeded (seed list, then drawn from ``seed``), byes to the top seeds,
    first round in standard order, byes already through to round 2."""
    seeds = seeding(entrants, seed, seed_list)
    if len(seeds) < 2:
        raise DrawError("a knockout needs at least two entrants")
    size = 1 << (len(seeds) - 1).bit_length()
    rounds = size.bit_length() - 1
    order = bracket_order(size)
    entrant_at = [seeds[s - 1] if s <= len(seeds) else None for s in order]
    matches = []
    for k in range(size // 2):
        top, bottom = entrant_at[2 * k], entrant_at[2 * k + 1]
        bye = bottom is None
        matches.append(Match(1, k + 1, top, bottom, top if bye else None, bye))
    for r in range(2, rounds + 1):
        matches.extend(Match(r, k + 1, None, None) for k in range(size >> r))
    if third_place and rounds >= 2:
        matches.append(Match(rounds, 2, None, None))
    bracket = Bracket(seed, seeds, size, third_place and rounds >= 2, tuple(matches))
    for m in bracket.round_matches(1):
        if m.bye and rounds > 1:  # the top seed goes through without playing
            nxt = bracket.match(2, (m.number + 1) // 2)
            bracket = replace(
                bracket, matches=tuple(_fill(x, m.number, m.top) if x is nxt else x for x in bracket.matches)
            )
    return bracket
