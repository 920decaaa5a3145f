"""Entries, bust-outs, places and prizes of a poker freezeout.

Domain words:

- an *entry* is a player let into the tournament, with the *entry point* at which they were seated and the
  stack they got: the starting stack (ruling PK-1) less the late-entry deduction of that entry point (PK-2);
  after late entry closes nobody enters;
- a *bust* is a player knocked out, with the number of the *hand* they went out in; players who bust in the
  same hand are entered together, each with their *start chips* (chips at the start of that hand). A player who
  *leaves* forfeits and is placed as if busted then (PK-5);
- *places* are the reverse of the bust order: the first out is last. Busts of one hand are placed by start
  chips, more chips the better place; equal chips *share* the best place of their block (PK-5). When one player
  is left they are placed first;
- the *paid places* are the first ``len(payout_percent)`` places (the final three at GAMA, PK-6). Each paid
  place is worth its percentage of the *prize pool*, in whole units, rounded by largest remainder so the places
  add up to the pool exactly. Players sharing places split those places' money; units that do not divide go one
  each to the sharers in bust order. A *prize* is known once that player's place is decided.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.games.poker.structure import EntryPoint, Structure

STARTING_STACK = 3000  # ruling PK-1
PAYOUT_PERCENT = (50, 30, 20)  # ruling PK-6


class Refusal(enum.Enum):
    """Why the tournament refuses an action (a code; the desk words it)."""

    LATE_ENTRY_CLOSED = "late_entry_closed"  # PK-2
    ENTRY_POINT_PASSED = "entry_point_passed"  # PK-2: the clock is past the entry point asked for
    NO_FREE_SEAT = "no_free_seat"
    ALREADY_ENTERED = "already_entered"
    NOT_ENTERED = "not_entered"
    ALREADY_OUT = "already_out"
    LAST_PLAYER = "last_player"  # somebody has to win the last hand
    SAME_HAND_NEEDS_CHIPS = "same_hand_needs_chips"  # PK-5
    SAME_HAND_AS_LAST = "same_hand_as_last"  # busts of one hand are entered together (PK-5)
    NOTHING_TO_UNDO = "nothing_to_undo"


class TournamentRefused(ValueError):
    def __init__(self, code: Refusal, message: str):
        self.code = code
        super().__init__(message)


@dataclass(frozen=True)
class Entry:
    player: str
    point: EntryPoint
    stack: int


@dataclass(frozen=True)
class Bust:
    player: str
    hand: int | None = None
    start_chips: int | None = None
    left: bool = False  # the player left and forfeited (PK-5)


# --- places and prizes (pure functions, also used by the score sheet) ------------------------------------------
def bust_groups(busts: Sequence[Bust]) -> list[list[Bust]]:
    """Busts split into the hands they happened in: consecutive busts with the same hand number."""
    groups: list[list[Bust]] = []
    for bust in busts:
        if groups and bust.hand is not None and groups[-1][-1].hand == bust.hand:
            groups[-1].append(bust)
        else:
            groups.append([bust])
    return groups


def places(players: Sequence[str], busts: Sequence[Bust]) -> dict[str, int]:
    """The place of every busted player, and of the winner once one is left (ruling PK-5)."""
    result: dict[str, int] = {}
    worst = len(players)
    for group in bust_groups(busts):
        block = worst - len(group) + 1
        ranked = sorted(group, key=lambda b: -(b.start_chips or 0))  # stable: equal chips keep their order
        for i, bust in enumerate(ranked):
            shares = i and (bust.start_chips or 0) == (ranked[i - 1].start_chips or 0)
            result[bust.player] = result[ranked[i - 1].player] if shares else block + i
        worst -= len(group)
    out = {b.player for b in busts}
    left = [p for p in players if p not in out]
    if len(left) == 1:
        result[left[0]] = 1
    return result


def place_amounts(pool: int, percents: Sequence[int]) -> list[int]:
    """What each paid place is worth: ``pool * percent / 100`` rounded so the amounts add up to ``pool``.

    Largest remainder: every place gets the whole part, the units left over go to the largest fractions
    (ties: the better place)."""
    exact = [pool * p for p in percents]  # in hundredths
    amounts = [e // 100 for e in exact]
    spare = pool - sum(amounts) if sum(percents) == 100 else 0
    order = sorted(range(len(percents)), key=lambda i: (-(exact[i] % 100), i))
    for i in order[:spare]:
        amounts[i] += 1
    return amounts


def prizes(
    placed: Mapping[str, int], busts: Sequence[Bust], pool: int, percents: Sequence[int]
) -> dict[str, int]:
    """The prize of every player whose paid place is decided (see the module docstring)."""
    amounts = place_amounts(pool, percents)
    bust_order = {b.player: i for i, b in enumerate(busts)}
    by_place: dict[int, list[str]] = {}
    for player, place in placed.items():
        by_place.setdefault(place, []).append(player)
    result: dict[str, int] = {}
    for place, sharers in sorted(by_place.items()):
        if place > len(amounts):
            continue
        sharers.sort(key=lambda p: bust_order.get(p, -1))
        money = sum(amounts[place - 1 : place - 1 + len(sharers)])
        share, odd = divmod(money, len(sharers))
        for i, player in enumerate(sharers):
            result[player] = share + (i < odd)
    return result


# --- the tournament --------------------------------------------------------------------------------------------
class Tournament:
    """Entries and busts as they happen at the desk, with places and prizes worked out from them."""

    def __init__(
        self,
        structure: Structure,
        starting_stack: int = STARTING_STACK,
        payout_percent: Sequence[int] = PAYOUT_PERCENT,
        prize_pool: int = 0,
    ):
        self.structure = structure
        self.starting_stack = starting_stack
        self.payout_percent = tuple(payout_percent)
        self.prize_pool = prize_pool
        self.entries: list[Entry] = []
        self.busts: list[Bust] = []

    # --- looking up ------------------------------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return [e.player for e in self.entries]

    def entry(self, player: str) -> Entry | None:
        return next((e for e in self.entries if e.player == player), None)

    def remaining(self) -> list[str]:
        out = {b.player for b in self.busts}
        return [p for p in self.players if p not in out]

    def places(self) -> dict[str, int]:
        return places(self.players, self.busts)

    def prizes(self) -> dict[str, int]:
        return prizes(self.places(), self.busts, self.prize_pool, self.payout_percent)

    @property
    def total_chips(self) -> int:
        """Chips in play: every stack handed out (a freezeout: chips only change hands; PK-1)."""
        return sum(e.stack for e in self.entries)

    def average_stack(self) -> int:
        left = len(self.remaining())
        return self.total_chips // left if left else 0

    # --- entering ------------------------------------------------------------------------------------------
    def entry_refusal(self, player: str, point: EntryPoint) -> Refusal | None:
        if self.entry(player) is not None:
            return Refusal.ALREADY_ENTERED
        if self.structure.late_entry_penalty(point) is None:
            return Refusal.LATE_ENTRY_CLOSED
        return None

    def can_enter(self, player: str, point: EntryPoint) -> bool:
        return self.entry_refusal(player, point) is None

    def enter(self, player: str, point: EntryPoint) -> Entry:
        """Let ``player`` in at entry point ``point`` with the PK-2 stack."""
        refusal = self.entry_refusal(player, point)
        if refusal is Refusal.ALREADY_ENTERED:
            raise TournamentRefused(refusal, f"{player} has already entered")
        if refusal is Refusal.LATE_ENTRY_CLOSED:
            raise TournamentRefused(refusal, f"late entry is closed at {point} (ruling PK-2)")
        stack = self.structure.entry_stack(self.starting_stack, point)
        assert stack is not None
        entry = Entry(player, point, stack)
        self.entries.append(entry)
        return entry

    # --- busting -------------------------------------------------------------------------------------------
    def bust_refusal(self, chips: Mapping[str, int | None], hand: int | None = None) -> Refusal | None:
        """Why the players in ``chips`` (player -> start chips, or ``None``) cannot bust in ``hand`` now."""
        remaining = self.remaining()
        for player in chips:
            if self.entry(player) is None:
                return Refusal.NOT_ENTERED
            if player not in remaining:
                return Refusal.ALREADY_OUT
        if len(set(chips)) >= len(remaining):
            return Refusal.LAST_PLAYER
        if len(chips) > 1 and (hand is None or any(c is None for c in chips.values())):
            return Refusal.SAME_HAND_NEEDS_CHIPS
        if hand is not None and self.busts and self.busts[-1].hand == hand:
            return Refusal.SAME_HAND_AS_LAST
        return None

    def can_bust(self, player: str, hand: int | None = None) -> bool:
        return self.bust_refusal({player: None}, hand) is None

    def bust(self, player: str, hand: int | None = None) -> Bust:
        """One player is knocked out (alone in that hand)."""
        return self.bust_together({player: None}, hand)[0]

    def can_bust_together(self, chips: Mapping[str, int | None], hand: int | None = None) -> bool:
        return self.bust_refusal(chips, hand) is None

    def bust_together(self, chips: Mapping[str, int | None], hand: int | None = None) -> list[Bust]:
        """Players knocked out in the same hand, each with their chips at the start of it (ruling PK-5)."""
        refusal = self.bust_refusal(chips, hand)
        if refusal is not None:
            raise TournamentRefused(refusal, BUST_MESSAGES[refusal])
        new = [Bust(player, hand, start) for player, start in chips.items()]
        self.busts.extend(new)
        return new

    def can_leave(self, player: str) -> bool:
        return self.bust_refusal({player: None}) is None

    def leave(self, player: str) -> Bust:
        """A player leaves: their chips are forfeit and they are placed as busted now (ruling PK-5)."""
        refusal = self.bust_refusal({player: None})
        if refusal is not None:
            raise TournamentRefused(refusal, BUST_MESSAGES[refusal])
        bust = Bust(player, left=True)
        self.busts.append(bust)
        return bust

    def can_undo_bust(self) -> bool:
        return bool(self.busts)

    def undo_bust(self) -> list[Bust]:
        """Take back the last bust (all the busts of its hand, as they were entered together)."""
        if not self.busts:
            raise TournamentRefused(Refusal.NOTHING_TO_UNDO, "there is no bust to undo")
        last = bust_groups(self.busts)[-1]
        del self.busts[-len(last) :]
        return last

    # --- as a score sheet ----------------------------------------------------------------------------------
    def to_sheet(self) -> dict[str, Any]:
        """The ``poker-tournament`` sheet of the tournament so far (resources/docs/score-sheets.md). A player
        who left, or a bust entered without its hand number, is written without ``hand``."""
        busts: list[dict[str, Any]] = []
        for group in bust_groups(self.busts):
            for b in group:
                doc: dict[str, Any] = {"player": b.player}
                if b.hand is not None:
                    doc["hand"] = b.hand
                if len(group) > 1:
                    doc["start_chips"] = b.start_chips
                busts.append(doc)
        return {
            "game": "poker-tournament",
            "structure": self.structure.name,
            "paid_places": len(self.payout_percent),
            "payout_percent": list(self.payout_percent),
            "prize_pool": self.prize_pool,
            "entries": [{"player": e.player, "level": e.point} for e in self.entries],
            "busts": busts,
            "settings": {"starting_stack": self.starting_stack},
        }

    @classmethod
    def restore(
        cls,
        structure: Structure,
        entries: Iterable[Entry],
        busts: Iterable[Bust],
        starting_stack: int = STARTING_STACK,
        payout_percent: Sequence[int] = PAYOUT_PERCENT,
        prize_pool: int = 0,
    ) -> Tournament:
        tournament = cls(structure, starting_stack, payout_percent, prize_pool)
        tournament.entries = list(entries)
        tournament.busts = list(busts)
        return tournament


#: what the desk says of each refusal of a bust
BUST_MESSAGES = {
    Refusal.NOT_ENTERED: "that player has not entered the tournament",
    Refusal.ALREADY_OUT: "that player is already out",
    Refusal.LAST_PLAYER: "the last player left cannot bust: somebody wins the hand",
    Refusal.SAME_HAND_NEEDS_CHIPS: (
        "players out in the same hand need a hand number and their chips at the start of the hand (ruling PK-5)"
    ),
    Refusal.SAME_HAND_AS_LAST: (
        "this hand already has its busts: undo them and enter all of that hand's busts together (ruling PK-5)"
    ),
}
