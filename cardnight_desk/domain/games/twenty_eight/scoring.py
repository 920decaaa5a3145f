"""GAMA 28 (Irupathiyettu): scoring deals and matches (rulings TE-2..TE-7).

Pure arithmetic on deals that were already read; the ``28-match`` score sheet is read and checked in
:mod:`cardnight_desk.domain.games.twenty_eight.sheets`.

Domain words (the GAMA 28 rules, settled by rulings TE-1..TE-7):

- *team*: three players in fixed partnership; a match is between two teams.
- *bid*: the number 16-28 of trick points the *bidder*'s team undertakes to win, or *thani*: the bidder alone
  undertakes to win all six tricks. The final (highest) bid fixes the deal's *band* (TE-2): 19 or less wins 1 /
  loses 2 game points, 20-24 wins 2 / loses 3, 25 or more wins 3 / loses 4, thani wins 4 / loses 5. The win
  value is *W*, the lose value *L*.
- *trick points*: the card points in the tricks a team won (TE-1, see ``domain.twenty_eight_tricks``). The bid
  succeeds when the bidder's team has at least the bid.
- *game points*: what a deal adds to or takes from a team's running score. A deal moves at most one team's score.
- *cot* / *counter cot* (TE-3, only on a bid of 19 or less): a claim of every remaining trick, by the bidding
  team (cot) or by the other team (counter cot); on the sheet ``cot.declared_by`` names the team that declared,
  so a counter cot names the team that is not the bidder. Outcomes: ``won_all`` (the declaring side took every
  trick), ``lost_trick`` (it lost one), ``surrendered`` (the other side gave up and the claim was accepted, TE-4).
- *foul*: foul or fraud proved against a team; the opposing team is granted twice the bid's lose value (TE-5)
  and nothing else of the deal counts.
- *redeal*: a void deal (the opponents held no trump, TE-6): no points, but the deal passes on, so it counts.
- *round*: six deals, each player dealing once. A match is two rounds (12 deals); if the teams are level one
  *extra round* (6 more) is played; if still level a *coin toss* recorded by the desk decides (TE-7). Deals after
  that point, or a coin toss when none is due, are errors on the sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Literal

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.sheet_checks import join

MIN_BID, MAX_BID, COT_MAX_BID = 16, 28, 19
THANI: Literal["thani"] = "thani"
TRICK_POINTS_IN_PACK = 28
DEALS_PER_ROUND = 6
MATCH_DEALS = 2 * DEALS_PER_ROUND  # TE-7
LAST_DEAL = MATCH_DEALS + DEALS_PER_ROUND  # after the extra round only a coin toss is left

Bid = int | Literal["thani"]


@dataclass(frozen=True)
class Band:
    """A bid band (ruling TE-2): the game points a successful bid wins and a failed one loses."""

    name: str
    win: int
    lose: int


def band(bid: Bid) -> Band:
    """The band of a final bid (ruling TE-2); raises ValueError outside 16-28 / thani."""
    if bid == THANI:
        return Band("thani", 4, 5)
    if isinstance(bid, bool) or not isinstance(bid, int) or not MIN_BID <= bid <= MAX_BID:
        raise ValueError(f"{bid!r} is not a bid: bids are {MIN_BID} to {MAX_BID} or thani (ruling TE-2)")
    if bid <= COT_MAX_BID:
        return Band("19 or less", 1, 2)
    return Band("20 to 24", 2, 3) if bid <= 24 else Band("25 or more", 3, 4)


def can_cot(bid: Bid) -> bool:
    """Cot and counter cot are open only when the final bid is 19 or less (ruling TE-3)."""
    return bid != THANI and isinstance(bid, int) and MIN_BID <= bid <= COT_MAX_BID


class CotOutcome(Enum):
    WON_ALL = "won_all"
    LOST_TRICK = "lost_trick"
    SURRENDERED = "surrendered"


@dataclass(frozen=True)
class BidDeal:
    bidder: str
    bid: int
    bidder_points: int


@dataclass(frozen=True)
class ThaniDeal:
    bidder: str
    won_all: bool


@dataclass(frozen=True)
class CotDeal:
    bidder: str
    bid: int
    declared_by: str  # the bidder's team for a cot, the other team for a counter cot
    outcome: CotOutcome

    @property
    def counter(self) -> bool:
        return self.declared_by != self.bidder


@dataclass(frozen=True)
class FoulDeal:
    bidder: str
    bid: Bid
    at_fault: str


@dataclass(frozen=True)
class Redeal:
    pass


Deal = BidDeal | ThaniDeal | CotDeal | FoulDeal | Redeal


@dataclass(frozen=True)
class DealScore:
    """The game points of one deal: ``points`` to ``team`` (``None`` when nobody scores), by ``ruling``."""

    team: str | None
    points: int
    ruling: str

    def for_team(self, team: str) -> int:
        return self.points if team == self.team else 0


def other_team(teams: Sequence[str], team: str) -> str:
    first, second = teams
    return second if team == first else first


def score_deal(deal: Deal, teams: Sequence[str]) -> DealScore:
    """Game points of one valid deal between ``teams`` (rulings TE-2..TE-6)."""
    if isinstance(deal, Redeal):
        return DealScore(None, 0, "TE-6")
    if isinstance(deal, FoulDeal):
        return DealScore(other_team(teams, deal.at_fault), 2 * band(deal.bid).lose, "TE-5")
    if isinstance(deal, ThaniDeal):
        b = band(THANI)
        return DealScore(deal.bidder, b.win if deal.won_all else -b.lose, "TE-2")
    if isinstance(deal, BidDeal):
        b = band(deal.bid)
        won = deal.bidder_points >= deal.bid
        return DealScore(deal.bidder, b.win if won else -b.lose, "TE-2")
    if not can_cot(deal.bid):
        raise ValueError(f"no cot on a bid of {deal.bid}: only on 19 or less (ruling TE-3)")
    b = band(deal.bid)
    if deal.outcome is CotOutcome.SURRENDERED:  # the single amounts (TE-4)
        return DealScore(deal.bidder, -b.lose if deal.counter else b.win, "TE-4")
    if deal.outcome is CotOutcome.WON_ALL:
        return DealScore(deal.bidder, -2 * b.lose if deal.counter else 2 * b.win, "TE-3")
    return DealScore(deal.declared_by, -2 * b.lose, "TE-3")  # the declaring side lost a trick


class MatchStatus(Enum):
    IN_PROGRESS = "in_progress"
    EXTRA_ROUND = "extra_round"
    COIN_TOSS = "coin_toss"
    FINISHED = "finished"


def _totals(teams: Sequence[str], scores: Sequence[DealScore]) -> tuple[int, int]:
    return sum(s.for_team(teams[0]) for s in scores), sum(s.for_team(teams[1]) for s in scores)


def _leader(teams: Sequence[str], totals: tuple[int, int]) -> str | None:
    if totals[0] == totals[1]:
        return None
    return teams[0] if totals[0] > totals[1] else teams[1]


def _standing(teams: Sequence[str], totals: tuple[int, int]) -> str:
    return f"{teams[0]} {totals[0]}, {teams[1]} {totals[1]}"


def match_errors(teams: Sequence[str], deals: Sequence[Deal | None], coin_toss: object) -> list[SheetError]:
    """Deals after the match was decided, and a coin toss that is not due (ruling TE-7). ``None`` stands for a
    deal with an error of its own: the totals from there on are unknown, so only what is wrong whatever the
    totals (a 19th deal, a coin toss before 12 deals) is reported."""
    known: list[DealScore] = []
    for d in deals:
        if d is None:
            break
        known.append(score_deal(d, teams))
    t12 = _totals(teams, known[:MATCH_DEALS]) if len(known) >= MATCH_DEALS else None
    t18 = _totals(teams, known[:LAST_DEAL]) if len(known) >= LAST_DEAL else None
    limit, why = LAST_DEAL, "a match is at most 18 deals (2 rounds and one extra round), then a coin toss"
    if t12 is not None and t12[0] != t12[1]:
        limit, why = MATCH_DEALS, f"after 12 deals (2 rounds) the score was {_standing(teams, t12)}"
    elif t18 is not None and t18[0] != t18[1]:
        why = f"after the extra round the score was {_standing(teams, t18)}"
    errors = [
        SheetError(join("deals", i), f"deal {i + 1} comes after the match was decided: {why} (ruling TE-7)")
        for i in range(limit, len(deals))
    ]
    if coin_toss is None:
        return errors
    if len(deals) < MATCH_DEALS:
        reason = f"only {len(deals)} of the 12 deals are recorded"
    elif limit == MATCH_DEALS:
        reason = why
    elif len(deals) < LAST_DEAL:
        done = (
            f"the extra round has {len(deals) - MATCH_DEALS} of its 6 deals" if t12 else f"{len(deals)} deals"
        )
        reason = f"{done} are recorded, and a coin toss comes only after 18"
    elif t18 is None or t18[0] == t18[1]:
        return errors  # due, or an earlier deal has an error
    else:
        reason = why
    message = f"no coin toss is due: {reason}; a coin toss decides only when the teams are still level after "
    errors.append(SheetError("coin_toss", message + "the extra round (ruling TE-7)"))
    return errors


@dataclass(frozen=True)
class MatchResult:
    """A match so far: per-deal game points, totals, status and winner (rulings TE-2..TE-7)."""

    teams: tuple[str, str]
    deals: tuple[DealScore, ...]
    status: MatchStatus
    winner: str | None

    @property
    def totals(self) -> tuple[int, int]:
        return _totals(self.teams, self.deals)

    @property
    def running(self) -> tuple[tuple[int, int], ...]:
        """The totals after each deal."""
        return tuple(_totals(self.teams, self.deals[: i + 1]) for i in range(len(self.deals)))

    @property
    def deals_due(self) -> int:
        """Deals still to play before the match is decided or a coin toss is due."""
        if self.status is MatchStatus.IN_PROGRESS:
            return MATCH_DEALS - len(self.deals)
        return LAST_DEAL - len(self.deals) if self.status is MatchStatus.EXTRA_ROUND else 0

    def can_add_deal(self) -> bool:
        return self.deals_due > 0

    def can_record_coin_toss(self) -> bool:
        return self.status is MatchStatus.COIN_TOSS

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": [{t: s.for_team(t) for t in self.teams} for s in self.deals],
            "totals": dict(zip(self.teams, self.totals, strict=True)),
            "status": self.status.value,
            "winner": self.winner,
        }


def score_match(teams: Sequence[str], deals: Sequence[Deal], coin_toss: str | None = None) -> MatchResult:
    """Score a match of valid deals (ruling TE-7); raises :class:`SheetInvalid` for deals after the match was
    decided or a coin toss that is not due."""
    pair = (teams[0], teams[1])
    errors = match_errors(pair, deals, coin_toss)
    if coin_toss is not None and coin_toss not in pair:
        errors.append(SheetError("coin_toss", f"'{coin_toss}' is not a team in this match (ruling TE-7)"))
    if errors:
        raise SheetInvalid(errors)
    scores = tuple(score_deal(d, pair) for d in deals)
    if len(scores) < MATCH_DEALS:
        return MatchResult(pair, scores, MatchStatus.IN_PROGRESS, None)
    leader = _leader(pair, _totals(pair, scores[:MATCH_DEALS]))
    if leader is None and len(scores) < LAST_DEAL:
        return MatchResult(pair, scores, MatchStatus.EXTRA_ROUND, None)
    leader = leader or _leader(pair, _totals(pair, scores))
    if leader is not None:
        return MatchResult(pair, scores, MatchStatus.FINISHED, leader)
    return MatchResult(pair, scores, MatchStatus.FINISHED if coin_toss else MatchStatus.COIN_TOSS, coin_toss)
