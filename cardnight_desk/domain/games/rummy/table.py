"""GAMA rummy deals and table games: who scores what in a deal, and who goes out, wins or must play on.

Domain words (GAMA Cards Night 2025 rules, settled by rulings RU-3..RU-9):

- *deal*: one hand of rummy at a table. Its *type* is ``normal``; ``first_turn_rummy`` (the winner declared
  Rummy on their first turn); ``hand_rummy`` (the winner was dealt 13 connected cards and declared instead of
  drawing); or ``void`` (the stock ran out before anyone declared).
- a player's *result* in a deal: ``won``; ``dropped`` (packed) at the ``first_turn`` before drawing, or
  ``later``; ``lost`` with the points of the hand at the normal rate (0-70, or 100 without both lives, RU-3);
  ``void`` in a void deal. *Had a turn*: whether a loser had played a turn before a first-turn Rummy or a
  Hand-Rummy was declared; it sets the *rate*, half (rounded half up) or double (RU-5).
- *table game*: deals at one table until one player is left or the deal limit is reached. A player whose total
  passes the *target* (or reaches it, setting ``eliminate_at``) is *eliminated* (out) after that deal (RU-7).
  At the deal limit the lowest total among those still in wins; players level on it play a *deciding deal*
  between them (RU-8), as many as it takes. Deciding deals add to the totals but put nobody out.
- *packs*: two for up to six players in a deal, three for more (RU-9).

The winner of a deal scores 0, so a deal never puts out every player still in: someone is always left.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum

FIRST_TURN_DROP, LATER_DROP = 25, 50  # RU-4
MAX_UNMATCHED_POINTS, NO_LIVES_POINTS = 70, 100  # RU-3
MAX_TWO_PACK_PLAYERS = 6  # RU-9


class DealType(Enum):
    NORMAL = "normal"
    FIRST_TURN_RUMMY = "first_turn_rummy"
    HAND_RUMMY = "hand_rummy"
    VOID = "void"

    @property
    def words(self) -> str:
        """The deal's type as the desk says it: "a first-turn Rummy deal"."""
        return {
            "normal": "a normal deal",
            "first_turn_rummy": "a first-turn Rummy deal",
            "hand_rummy": "a Hand-Rummy deal",
            "void": "a void deal",
        }[self.value]

    @property
    def asks_had_turn(self) -> bool:
        """Losers say whether they had a turn: it sets their rate (RU-5)."""
        return self in (DealType.FIRST_TURN_RUMMY, DealType.HAND_RUMMY)


class Outcome(Enum):
    WON = "won"
    DROPPED = "dropped"
    LOST = "lost"
    VOID = "void"


class DropTime(Enum):
    FIRST_TURN = "first_turn"
    LATER = "later"


class EliminateAt(Enum):
    ABOVE_TARGET = "above_target"
    AT_TARGET = "at_target"


def packs_for(players: int) -> int:
    """Packs in play for a deal among ``players`` (ruling RU-9)."""
    return 2 if players <= MAX_TWO_PACK_PLAYERS else 3


def is_loser_points(points: int) -> bool:
    """A losing hand scores 0-70, or exactly 100 without both lives (ruling RU-3)."""
    return 0 <= points <= MAX_UNMATCHED_POINTS or points == NO_LIVES_POINTS


def can_have(deal_type: DealType, outcome: Outcome) -> bool:
    """A void deal has only void and dropped players (RU-6); any other deal has no void player."""
    if deal_type is DealType.VOID:
        return outcome in (Outcome.VOID, Outcome.DROPPED)
    return outcome is not Outcome.VOID


def can_drop(deal_type: DealType, when: DropTime) -> bool:
    """Before a first-turn Rummy or a Hand-Rummy nobody had a second turn, so only first-turn drops (RU-4)."""
    return when is DropTime.FIRST_TURN or not deal_type.asks_had_turn


def half_up(points: int) -> int:
    return (points + 1) // 2


@dataclass(frozen=True)
class PlayerResult:
    """One player's line of a deal. ``points`` is a loser's hand at the normal rate."""

    outcome: Outcome
    when: DropTime | None = None
    points: int | None = None
    had_turn: bool | None = None


def player_points(deal_type: DealType, r: PlayerResult) -> int:
    """What a player scores for a deal (rulings RU-4..RU-6)."""
    if deal_type is DealType.VOID or r.outcome in (Outcome.WON, Outcome.VOID):
        return 0
    if r.outcome is Outcome.DROPPED:
        return FIRST_TURN_DROP if r.when is DropTime.FIRST_TURN else LATER_DROP
    base = r.points or 0
    if deal_type is DealType.FIRST_TURN_RUMMY and r.had_turn is False:
        return half_up(base)
    if deal_type is DealType.HAND_RUMMY and r.had_turn:
        return 2 * base
    return base


@dataclass(frozen=True)
class Deal:
    deal_type: DealType
    players: tuple[tuple[str, PlayerResult], ...]

    @classmethod
    def of(cls, deal_type: DealType, players: Mapping[str, PlayerResult]) -> Deal:
        return cls(deal_type, tuple(players.items()))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.players)


def line_problems(deal_type: DealType, r: PlayerResult) -> list[tuple[str | None, str]]:
    """What makes one player's line impossible in a deal of this type, as (field or ``None``, sentence)."""
    problems: list[tuple[str | None, str]] = []
    if not can_have(deal_type, r.outcome):
        if deal_type is DealType.VOID:
            why = "a void deal has no winner and no losers: give 'void' or 'dropped' (ruling RU-6)"
        else:
            why = f"'void' is only for a void deal; this deal is {deal_type.words} (ruling RU-6)"
        problems.append(("result", why))
    elif r.when is not None and not can_drop(deal_type, r.when):
        problems.append(
            (
                "when",
                "before a first-turn Rummy or a Hand-Rummy nobody had a second turn: a drop "
                "can only be at the first turn, for 25 points (rulings RU-4, RU-5)",
            )
        )
    if r.points is not None and not is_loser_points(r.points):
        problems.append(
            (
                "points",
                f"a losing hand scores 0 to {MAX_UNMATCHED_POINTS}, or {NO_LIVES_POINTS} "
                f"without both lives, not {r.points} (ruling RU-3)",
            )
        )
    return problems


def winner_problem(deal_type: DealType, outcomes: Iterable[tuple[str, Outcome]]) -> str | None:
    """A deal that is not void has exactly one winner (RU-4, RU-6)."""
    winners = [name for name, o in outcomes if o is Outcome.WON]
    if deal_type is DealType.VOID or len(winners) == 1:
        return None
    said = "no player has" if not winners else f"{len(winners)} players have ({', '.join(winners)})"
    return (
        f"{deal_type.words} has exactly one winner; {said} 'won' (a deal where the stock ran out "
        "is void, ruling RU-6)"
    )


def deal_problems(deal: Deal) -> list[tuple[str | None, str | None, str]]:
    """What makes a deal impossible, as (player or ``None``, field or ``None``, sentence) (RU-3..RU-6)."""
    problems: list[tuple[str | None, str | None, str]] = []
    if len(deal.players) < 2:
        problems.append((None, None, "a deal needs at least two players"))
    for name, r in deal.players:
        problems += [(name, key, why) for key, why in line_problems(deal.deal_type, r)]
    why = winner_problem(deal.deal_type, ((n, r.outcome) for n, r in deal.players))
    if why:
        problems.append((None, None, why))
    return problems


def score_deal(deal: Deal) -> dict[str, int]:
    """Each player's points for a deal; raises ValueError for an impossible deal."""
    problems = deal_problems(deal)
    if problems:
        raise ValueError("; ".join(m for _, _, m in problems))
    return {name: player_points(deal.deal_type, r) for name, r in deal.players}


# --- a table game ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TableRules:
    target: int = 150
    max_deals: int | None = 12
    eliminate_at: EliminateAt = EliminateAt.ABOVE_TARGET

    def is_out(self, total: int) -> bool:
        """RU-7: out when the total passes the target (151 at 150), or reaches it with ``at_target``."""
        if self.eliminate_at is EliminateAt.AT_TARGET:
            return total >= self.target
        return total > self.target


@dataclass(frozen=True)
class TableGame:
    """A table game after some deals; :meth:`play` gives the next state. Fields run in ``players`` order."""

    players: tuple[str, ...]
    rules: TableRules = TableRules()
    totals: tuple[int, ...] = ()
    out_after: tuple[int | None, ...] = ()  # the deal after which each player went out
    deals: int = 0  # deals played before the limit or the last player left (deciding deals not counted)
    deciding: tuple[int, ...] = ()  # points from deciding deals
    tie: tuple[str, ...] = ()  # players level on the lowest total, still to be split by deciding deals
    survived: tuple[int, ...] = field(default=(), compare=False)  # deciding deals each stayed level through

    @classmethod
    def start(cls, players: Iterable[str], rules: TableRules = TableRules()) -> TableGame:
        names = tuple(players)
        zeros = (0,) * len(names)
        return cls(names, rules, zeros, (None,) * len(names), 0, zeros, (), zeros)

    def total(self, name: str) -> int:
        return self.totals[self.players.index(name)]

    @property
    def still_in(self) -> tuple[str, ...]:
        return tuple(p for p, out in zip(self.players, self.out_after, strict=True) if out is None)

    @property
    def finished(self) -> bool:
        """One player left, or the deal limit played (RU-7, RU-8)."""
        limit = self.rules.max_deals
        return len(self.still_in) <= 1 or (limit is not None and self.deals >= limit)

    @property
    def winner(self) -> str | None:
        if not self.finished:
            return None
        if len(self.still_in) == 1:
            return self.still_in[0]
        return self.tie[0] if len(self.tie) == 1 else None

    @property
    def tied(self) -> tuple[str, ...]:
        """Players who must play a deciding deal between them (RU-8)."""
        return self.tie if self.finished and len(self.tie) > 1 else ()

    def players_due(self) -> tuple[str, ...]:
        """Who plays the next deal: everyone still in, the tied players, or nobody once there is a winner."""
        if not self.finished:
            return self.still_in
        return self.tied

    def can_play(self, names: Iterable[str]) -> bool:
        due = self.players_due()
        return bool(due) and sorted(names) == sorted(due)

    def play(self, points: Mapping[str, int]) -> TableGame:
        """The state after a deal scoring ``points`` among exactly :meth:`players_due`."""
        if not self.can_play(points):
            due = ", ".join(self.players_due()) or "nobody: the table has a winner"
            raise ValueError(f"the next deal is for {due}")
        totals = tuple(t + points.get(p, 0) for p, t in zip(self.players, self.totals, strict=True))
        if self.finished:  # a deciding deal (RU-8)
            low = min(points.values())
            tie = tuple(p for p in self.tie if points[p] == low)
            deciding = tuple(d + points.get(p, 0) for p, d in zip(self.players, self.deciding, strict=True))
            survived = tuple(s + (p in tie) for p, s in zip(self.players, self.survived, strict=True))
            return replace(self, totals=totals, deciding=deciding, tie=tie, survived=survived)
        n = self.deals + 1
        out = tuple(
            n if o is None and self.rules.is_out(t) else o
            for o, t in zip(self.out_after, totals, strict=True)
        )
        state = replace(self, totals=totals, out_after=out, deals=n)
        if state.finished and len(state.still_in) > 1:
            low = min(state.total(p) for p in state.still_in)
            state = replace(state, tie=tuple(p for p in state.still_in if state.total(p) == low))
        return state

    @property
    def eliminated(self) -> dict[str, int]:
        return {p: o for p, o in zip(self.players, self.out_after, strict=True) if o is not None}

    @property
    def order(self) -> tuple[str, ...]:
        """Every player ranked: those still in by total (deciding deals only split a tie), then those out,
        the later out first, the lower total first among those out after the same deal."""
        idx = {p: k for k, p in enumerate(self.players)}

        def in_key(p: str) -> tuple[int, int, int, int]:
            k = idx[p]
            return (self.totals[k] - self.deciding[k], -self.survived[k], self.deciding[k], k)

        def out_key(p: str) -> tuple[int, int, int]:
            k = idx[p]
            return (-(self.out_after[k] or 0), self.totals[k], k)

        out = [p for p in self.players if p not in self.still_in]
        return tuple(sorted(self.still_in, key=in_key)) + tuple(sorted(out, key=out_key))
