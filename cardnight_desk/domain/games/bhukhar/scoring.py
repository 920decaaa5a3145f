"""Scoring an OAUK Bhukhar game and ranking a Bhukhar competition (rulings BH-1 to BH-8).

Domain words (``oauk-bhukhar-competition-rules.txt`` as settled by ``rulings.md``):

- *team*: three players in alternate seats; two teams play one game at a table (rule 2).
- *low card*: a 2 to 7, 5 points; *high card*: an 8 to ace, 10 points (ruling BH-1).
- *combination*: a sequence (consecutive cards of one suit) or a set (cards of one face value) of three or more
  cards on the table. At seven cards it is *closed* and scores, instead of its card points, 300 for a sequence,
  200 for a *high set* (8 to ace) and 100 for a *low set* (2 to 7) (ruling BH-2).
- *table cards*: cards a team has displayed in combinations that are not closed; they count for it. *Hand cards*,
  left in its players' hands at the end, count against it (ruling BH-3).
- *licence*: the first combinations a team displays; until it has one, a team has nothing on the table
  (ruling BH-5). Displaying the first licence of the game is the *licence first* event.
- the *Bhukhar*: the thirteen cards set aside at the deal, taken by the first player to lay down every card.
- *closing* the game: laying the last card onto the team's own combinations, leaving nothing to pass on; only
  possible once either team has taken the Bhukhar (rule 16).
- *events*: licence first, taking the Bhukhar and closing each give 50 game points and 1 Bonus point, to at
  most one team per game. Giving a *Natodiu* gives 1 Bonus point and no game points (ruling BH-4).
- *penalty*: points claimed by the opposing team (rule 19); by default they go to the claiming team, or they are
  taken from the offender under the ``deduct_offender`` setting (ruling BH-6). Void combinations are left off
  the sheet altogether.
- *game score*: all of the above; *Master points*: 2 to the higher game score, 0 to the lower, 1 each on a tie
  (ruling BH-7); *standings*: Master points, then Bonus points, then total game score; teams level on all three
  share the place (ruling BH-8).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from cardnight_desk.domain.bhukhar_family import Ranking, shared_places

LOW_CARD_POINTS = 5  # 2-7, ruling BH-1
HIGH_CARD_POINTS = 10  # 8-A, ruling BH-1
SEQUENCE_POINTS = 300  # ruling BH-2
HIGH_SET_POINTS = 200
LOW_SET_POINTS = 100
EVENT_POINTS = 50  # licence first, Bhukhar, close: ruling BH-4
COMBINATION_CARDS = 7
PACK_CARDS = 156  # three packs, no jokers: rule 3, ruling BH-9
HIGH_RANKS = 7  # 8 9 10 J Q K A: at most one closed set each across both teams (ruling BH-9)
LOW_RANKS = 6  # 2 3 4 5 6 7
MASTER_WIN, MASTER_TIE, MASTER_LOSS = 2, 1, 0  # ruling BH-7


class EndedBy(StrEnum):
    CLOSED = "closed"
    STOCK = "stock"
    TIME = "time"


class PenaltyMode(StrEnum):
    """Who a penalty's points go to (ruling BH-6, an event setting)."""

    AWARD_OPPONENT = "award_opponent"
    DEDUCT_OFFENDER = "deduct_offender"


@dataclass(frozen=True)
class CardCount:
    """Loose cards counted by their card points (ruling BH-1)."""

    low: int = 0
    high: int = 0

    @property
    def cards(self) -> int:
        return self.low + self.high

    @property
    def points(self) -> int:
        return LOW_CARD_POINTS * self.low + HIGH_CARD_POINTS * self.high


@dataclass(frozen=True)
class ClosedCombinations:
    """A team's seven-card combinations, scored instead of their cards (ruling BH-2)."""

    sequence: int = 0
    high_set: int = 0
    low_set: int = 0

    @property
    def cards(self) -> int:
        return COMBINATION_CARDS * (self.sequence + self.high_set + self.low_set)

    @property
    def points(self) -> int:
        return (
            SEQUENCE_POINTS * self.sequence + HIGH_SET_POINTS * self.high_set + LOW_SET_POINTS * self.low_set
        )


@dataclass(frozen=True)
class TeamPlay:
    """What one team did in a game, as its score sheet records it."""

    name: str
    licence: bool
    licence_first: bool = False
    bhukhar: bool = False
    closed_game: bool = False
    natodiu: bool = False
    closed: ClosedCombinations = ClosedCombinations()
    table: CardCount = CardCount()
    hand: CardCount = CardCount()

    @property
    def cards(self) -> int:
        return self.closed.cards + self.table.cards + self.hand.cards


@dataclass(frozen=True)
class Penalty:
    team: str  # the penalised team
    points: int
    rule: str
    note: str = ""


@dataclass(frozen=True)
class PlayedGame:
    """One game between two teams as its sheet tells it: how it ended, each team's play and the penalties."""

    ended_by: EndedBy
    teams: tuple[TeamPlay, TeamPlay]
    penalties: tuple[Penalty, ...] = ()
    penalty_mode: PenaltyMode = PenaltyMode.AWARD_OPPONENT

    def opponent(self, name: str) -> TeamPlay:
        first, second = self.teams
        return second if first.name == name else first


# --- what a team may do (the desk's forms and the sheet checks ask the same questions) --------------------
def can_put_down(licence: bool) -> bool:
    """Cards on the table, closed or not, need a displayed licence (ruling BH-5)."""
    return licence


def can_take_bhukhar(licence: bool) -> bool:
    """Only a team with a licence can take the Bhukhar (ruling BH-5)."""
    return licence


def can_close(licence: bool, bhukhar_taken: bool) -> bool:
    """A team closes only with a licence and once either team has taken the Bhukhar (ruling BH-5, rule 16)."""
    return licence and bhukhar_taken


# --- one game -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoreBreakdown:
    """How a team's game score was made; ``hand`` is negative, ``penalties`` signed."""

    closed: int
    table: int
    hand: int
    licence_first: int
    bhukhar: int
    closing: int
    penalties: int

    @property
    def total(self) -> int:
        return (
            self.closed
            + self.table
            + self.hand
            + self.licence_first
            + self.bhukhar
            + self.closing
            + self.penalties
        )

    def to_json(self) -> dict[str, int]:
        return asdict(self)


@dataclass(frozen=True)
class TeamResult:
    team: str
    score: int
    master: int
    bonus: int
    breakdown: ScoreBreakdown

    def to_json(self) -> dict[str, int]:
        return {"score": self.score, "master": self.master, "bonus": self.bonus}


@dataclass(frozen=True)
class GameResult:
    teams: tuple[TeamResult, TeamResult]

    @property
    def winner(self) -> str | None:
        first, second = self.teams
        if first.score == second.score:
            return None
        return first.team if first.score > second.score else second.team

    def to_json(self) -> dict[str, Any]:
        return {"teams": {t.team: t.to_json() for t in self.teams}, "winner": self.winner}


def penalty_points(game: PlayedGame, team: str) -> int:
    """The signed penalty points for ``team``: claimed penalties against the other team, or its own
    penalties taken off, depending on the ``penalty_mode`` (ruling BH-6)."""
    if game.penalty_mode is PenaltyMode.AWARD_OPPONENT:
        return sum(p.points for p in game.penalties if p.team != team)
    return -sum(p.points for p in game.penalties if p.team == team)


def breakdown(game: PlayedGame, team: TeamPlay) -> ScoreBreakdown:
    on_table = can_put_down(team.licence)  # ruling BH-5: without a licence nothing on the table counts
    return ScoreBreakdown(
        closed=team.closed.points if on_table else 0,
        table=team.table.points if on_table else 0,
        hand=-team.hand.points,  # ruling BH-3
        licence_first=EVENT_POINTS if team.licence_first else 0,  # ruling BH-4
        bhukhar=EVENT_POINTS if team.bhukhar else 0,
        closing=EVENT_POINTS if team.closed_game else 0,
        penalties=penalty_points(game, team.name),
    )


def bonus_points(team: TeamPlay) -> int:
    """One each for licence first, the Bhukhar, closing and a Natodiu (ruling BH-4)."""
    return sum((team.licence_first, team.bhukhar, team.closed_game, team.natodiu))


def master_points(score: int, other: int) -> int:
    """Ruling BH-7: 2 to the higher game score, 0 to the lower, 1 each on a tie."""
    if score == other:
        return MASTER_TIE
    return MASTER_WIN if score > other else MASTER_LOSS


def score_game(game: PlayedGame) -> GameResult:
    parts = [breakdown(game, team) for team in game.teams]
    first, second = (
        TeamResult(team.name, part.total, master_points(part.total, other.total), bonus_points(team), part)
        for team, part, other in zip(game.teams, parts, reversed(parts), strict=True)
    )
    return GameResult((first, second))


# --- a competition --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    place: int
    team: str
    master: int
    bonus: int
    score: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def competition_standings(results: Iterable[GameResult]) -> Ranking[Standing]:
    """Totals per team over its games, ranked by ruling BH-8 (rule 21): Master points, then Bonus points, then
    total game score; teams level on all three share the place."""
    totals: dict[str, tuple[int, int, int]] = {}
    for result in results:
        for t in result.teams:
            master, bonus, score = totals.get(t.team, (0, 0, 0))
            totals[t.team] = (master + t.master, bonus + t.bonus, score + t.score)
    names = sorted(totals)
    placed = shared_places(names, key=lambda name: totals[name])  # ruling BH-8
    return Ranking(tuple(Standing(place, name, *totals[name]) for place, name in placed))
