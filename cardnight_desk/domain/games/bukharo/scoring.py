"""Scoring a game of Bukharo (V. Patel's rules) and a session of games (rulings BK-1 to BK-6).

Domain words (``bukharo-rules-patel.txt`` as settled by ``rulings.md``):

- *side*: who scores together. Four or six players play as two teams of alternate players; an odd number of
  players play as individuals, one side each (ruling BK-3). So a game has two sides, or an odd number of them.
- *packs*: three for up to seven players, four for eight or more (ruling BK-3).
- *trump*: every 2 is a trump (a joker) unless it is used as a two in a sequence (rule 7).
- *card points* (ruling BK-1): ace 20; 8 to K 10; 2 to 7 used as themselves 5 (*low*); a 2 used as a trump 20.
  A 2 left in hand is a trump and counts 20 against.
- *group*: three or more cards of one value, or a sequence of three or more of one suit. A *seven-card sequence*
  scores 150 *pure* (without a trump) or 100 *with a trump*, a *seven-card set* 300, instead of its card points
  (ruling BK-2). Other group cards count their card points, including cards a player added to another side's
  groups, which count for the player's side (rule 15).
- *passport*: the side's first opening (a sequence of four or more without a trump, worth 50 with its groups).
  Without one a side has no groups, only its hand, which counts against it (ruling BK-4).
- *Bukharo*: laying down the last of one's cards and taking the Bukharo pile. The first Bukharo of a game earns
  its side 100, the second another 100 (possibly to the same side), and the second ends the game (ruling BK-5).
- *session*: the games played in a sitting; a side's session score is the sum of its game scores and the higher
  total wins (ruling BK-6).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from cardnight_desk.domain.bhukhar_family import Ranking, shared_places

ACE_POINTS = 20  # ruling BK-1
HIGH_CARD_POINTS = 10  # 8 to K
LOW_CARD_POINTS = 5  # 2 to 7 as themselves
TRUMP_POINTS = 20  # a 2 used as a joker, or left in hand
PURE_SEQUENCE_POINTS = 150  # ruling BK-2
TRUMP_SEQUENCE_POINTS = 100
SET_POINTS = 300
BUKHARO_POINTS = 100  # ruling BK-5
GROUP_CARDS = 7
PACK_CARDS = 52
TWOS_A_PACK = ACES_A_PACK = 4
MOST_PACKS = 4  # two sides may be two teams of any size (ruling BK-3)


class EndedBy(StrEnum):
    SECOND_BUKHARO = "second_bukharo"
    STOCK = "stock"
    TIME = "time"


def packs_for(players: int) -> int:
    """Ruling BK-3: three packs for up to seven players, four for eight or more."""
    return 3 if players <= 7 else 4


def can_play_as_sides(count: int) -> bool:
    """Ruling BK-3: two sides (two teams, or two players), or an odd number of individual players."""
    return count == 2 or (count >= 3 and count % 2 == 1)


def packs_in_play(sides: int) -> int:
    """The most packs a game of ``sides`` sides can use: individuals bring their own count, two sides may be
    teams of any size (ruling BK-3)."""
    return MOST_PACKS if sides == 2 else packs_for(sides)


def can_open_groups(passport: bool) -> bool:
    """A side opens groups only after its passport (ruling BK-4, rule 12)."""
    return passport


def can_declare_bukharo(passport: bool) -> bool:
    """A Bukharo lays every card on the table, so it needs the side's passport (ruling BK-4)."""
    return passport


def can_declare_second_bukharo(first_declared: bool) -> bool:
    """The second Bukharo follows the first (ruling BK-5)."""
    return first_declared


@dataclass(frozen=True)
class BukharoCards:
    """Loose cards counted by their card points (ruling BK-1)."""

    low: int = 0
    high: int = 0
    aces: int = 0
    trumps: int = 0

    @property
    def cards(self) -> int:
        return self.low + self.high + self.aces + self.trumps

    @property
    def points(self) -> int:
        return (
            LOW_CARD_POINTS * self.low
            + HIGH_CARD_POINTS * self.high
            + ACE_POINTS * self.aces
            + TRUMP_POINTS * self.trumps
        )


@dataclass(frozen=True)
class SevenCardGroups:
    """A side's seven-card groups, scored instead of their cards (ruling BK-2)."""

    pure: int = 0
    with_trump: int = 0
    sets: int = 0

    @property
    def cards(self) -> int:
        return GROUP_CARDS * (self.pure + self.with_trump + self.sets)

    @property
    def points(self) -> int:
        return (
            PURE_SEQUENCE_POINTS * self.pure
            + TRUMP_SEQUENCE_POINTS * self.with_trump
            + SET_POINTS * self.sets
        )


@dataclass(frozen=True)
class SidePlay:
    """What one side did in a game, as its score sheet records it."""

    name: str
    passport: bool
    sevens: SevenCardGroups = SevenCardGroups()
    groups: BukharoCards = BukharoCards()
    hand: BukharoCards = BukharoCards()
    first_bukharo: bool = False
    second_bukharo: bool = False

    @property
    def cards(self) -> int:
        return self.sevens.cards + self.groups.cards + self.hand.cards


@dataclass(frozen=True)
class PlayedGame:
    """One game as its sheet tells it: how it ended and each side's play."""

    ended_by: EndedBy
    sides: tuple[SidePlay, ...]


@dataclass(frozen=True)
class SideBreakdown:
    """How a side's score was made; ``hand`` is negative."""

    sevens: int
    groups: int
    hand: int
    first_bukharo: int
    second_bukharo: int

    @property
    def total(self) -> int:
        return self.sevens + self.groups + self.hand + self.first_bukharo + self.second_bukharo


@dataclass(frozen=True)
class SideResult:
    side: str
    score: int
    breakdown: SideBreakdown

    def to_json(self) -> dict[str, int]:
        return {"score": self.score}


@dataclass(frozen=True)
class GameResult:
    sides: tuple[SideResult, ...]

    @property
    def winner(self) -> str | None:
        """The side with the highest score; ``None`` when that score is shared."""
        best = max(s.score for s in self.sides)
        leaders = [s.side for s in self.sides if s.score == best]
        return leaders[0] if len(leaders) == 1 else None

    def to_json(self) -> dict[str, Any]:
        return {"sides": {s.side: s.to_json() for s in self.sides}, "winner": self.winner}


def breakdown(side: SidePlay) -> SideBreakdown:
    opened = can_open_groups(side.passport)  # ruling BK-4: without a passport there are no groups
    return SideBreakdown(
        sevens=side.sevens.points if opened else 0,  # ruling BK-2
        groups=side.groups.points if opened else 0,  # ruling BK-1, rule 15
        hand=-side.hand.points,  # ruling BK-4: the hand always counts against
        first_bukharo=BUKHARO_POINTS if side.first_bukharo else 0,  # ruling BK-5
        second_bukharo=BUKHARO_POINTS if side.second_bukharo else 0,
    )


def score_game(game: PlayedGame) -> GameResult:
    results = []
    for side in game.sides:
        part = breakdown(side)
        results.append(SideResult(side.name, part.total, part))
    return GameResult(tuple(results))


@dataclass(frozen=True)
class Standing:
    place: int
    side: str
    score: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def session_standings(results: Iterable[GameResult]) -> Ranking[Standing]:
    """Ruling BK-6: each side's game scores added up, the higher total first; equal totals share the place."""
    totals: dict[str, int] = {}
    for result in results:
        for side in result.sides:
            totals[side.side] = totals.get(side.side, 0) + side.score
    placed = shared_places(sorted(totals), key=lambda name: (totals[name],))
    return Ranking(tuple(Standing(place, name, totals[name]) for place, name in placed))
