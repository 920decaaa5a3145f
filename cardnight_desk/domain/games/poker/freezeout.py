"""A whole poker freezeout as the desk runs it: clock, entries and busts, and seats, kept in step.

Domain words: the *freezeout* joins the :class:`~poker_clock.PokerClock`, the
:class:`~poker_tournament.Tournament` (entries, busts, places, prizes) and, once the seats are drawn, the
:class:`~poker_seating.Seating`. Its *settings* are the competition's poker settings (``catalog.py``: structure,
starting stack, payouts, prize pool, seats per table, break below; plus the TDA ``break_when_fits`` rule).

It is where the rules that span those parts live:

- late entry (ruling PK-2) is judged against the clock, however the player is seated: the clock's entry point,
  or a later one the desk names (say ``before_4`` near the end of level 3), never an earlier one, and never
  once late entry has closed; a late player is seated at once when the seats have been drawn;
- a bust or a player who leaves (PK-5) also frees their seat; undoing the last bust puts them back in it when it
  is still free;
- the *display state* is what the clock screen shows: the clock snapshot plus players left, entries, total chips
  and the average stack.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from cardnight_desk.domain.games.poker.clock import ClockSnapshot, PokerClock, TimeSource, utc_now
from cardnight_desk.domain.games.poker.seating import Seating, SeatPlan
from cardnight_desk.domain.games.poker.structure import (
    EntryPoint,
    Structure,
    entry_point_order,
    parse_entry_point,
)
from cardnight_desk.domain.games.poker.tournament import (
    PAYOUT_PERCENT,
    STARTING_STACK,
    Bust,
    Entry,
    Refusal,
    Tournament,
    TournamentRefused,
)


@dataclass(frozen=True)
class PokerSettings:
    structure: str = "gama-2025"  # PK-3
    starting_stack: int = STARTING_STACK  # PK-1
    payout_percent: tuple[int, ...] = PAYOUT_PERCENT  # PK-6
    prize_pool: int = 0  # PK-6
    seats_per_table: int = 9  # PK-4
    break_below: int = 5  # PK-4
    break_when_fits: bool = False  # PK-4, the TDA capacity rule

    @classmethod
    def from_values(cls, values: Mapping[str, Any]) -> PokerSettings:
        """From a competition's setting values (keys that are not poker settings, such as ``min_age``, are
        ignored)."""
        known = {f.name for f in fields(cls)}
        given: dict[str, Any] = {
            k: (tuple(v) if k == "payout_percent" else v) for k, v in values.items() if k in known
        }
        return cls(**given)


@dataclass(frozen=True)
class DisplayState:
    clock: ClockSnapshot
    players_left: int
    entries: int
    total_chips: int
    average_stack: int


class Freezeout:
    def __init__(
        self,
        structure: Structure,
        settings: PokerSettings | None = None,
        now: TimeSource = utc_now,
        *,
        clock: PokerClock | None = None,
        tournament: Tournament | None = None,
        seating: Seating | None = None,
    ):
        self.structure = structure
        self.settings = settings or PokerSettings(structure=structure.name)
        s = self.settings
        self.clock = clock or PokerClock(structure, now=now)
        self.tournament = tournament or Tournament(
            structure, s.starting_stack, s.payout_percent, s.prize_pool
        )
        self.seating = seating
        self.bust_seats: dict[str, tuple[str, int]] = {}  # where each busted player sat, for undo

    # --- entering (PK-2) -----------------------------------------------------------------------------------
    def entry_point(self, point: EntryPoint | None = None) -> EntryPoint:
        return self.clock.snapshot().entry_point if point is None else point

    def entry_refusal(self, player: str, point: EntryPoint | None = None) -> Refusal | None:
        now = self.clock.snapshot().entry_point
        if self.structure.late_entry_penalty(now) is None:
            return Refusal.LATE_ENTRY_CLOSED
        if point is not None and entry_point_order(point) < entry_point_order(now):
            return Refusal.ENTRY_POINT_PASSED
        refusal = self.tournament.entry_refusal(player, self.entry_point(point))
        if refusal is None and self.seating is not None and not self.seating.can_seat(player):
            return Refusal.NO_FREE_SEAT
        return refusal

    def can_enter(self, player: str, point: EntryPoint | None = None) -> bool:
        return self.entry_refusal(player, point) is None

    def enter(
        self, player: str, point: EntryPoint | None = None, seed: int = 0
    ) -> tuple[Entry, tuple[str, int] | None]:
        """Let ``player`` in with the PK-2 stack of the entry point; seat them (seeded) if seats are drawn."""
        refusal = self.entry_refusal(player, point)
        if refusal is not None:
            raise TournamentRefused(refusal, _ENTRY_MESSAGES.get(refusal, refusal.value))
        entry = self.tournament.enter(player, self.entry_point(point))
        seat = self.seating.seat(player, seed) if self.seating is not None else None
        return entry, seat

    # --- seats ---------------------------------------------------------------------------------------------
    def can_draw(self) -> bool:
        return self.seating is None and len(self.tournament.remaining()) > 0

    def draw(self, seed: int, table_names: Sequence[str] | None = None) -> Seating:
        """Draw the seats of everybody still in (ruling EV-5: the seed is kept with the seating)."""
        if not self.can_draw():
            raise TournamentRefused(Refusal.NOT_ENTERED, "the seats are drawn already, or nobody has entered")
        self.seating = Seating.draw(
            self.tournament.remaining(), self.settings.seats_per_table, seed, table_names
        )
        return self.seating

    def plan_moves(self, seed: int) -> SeatPlan | None:
        """The breaks and balancing moves due now (ruling PK-4), or ``None`` before the draw."""
        if self.seating is None:
            return None
        return self.seating.plan(self.settings.break_below, seed, self.settings.break_when_fits)

    def can_apply(self, plan: SeatPlan) -> bool:
        return self.seating is not None and self.seating.can_apply(plan)

    def apply(self, plan: SeatPlan) -> None:
        assert self.seating is not None
        self.seating.apply(plan)

    def can_redraw_final(self) -> bool:
        return self.seating is not None and self.seating.can_redraw_final()

    def plan_final_table(self, seed: int, table: str | None = None) -> SeatPlan:
        assert self.seating is not None
        return self.seating.plan_final_table(seed, table)

    # --- busts (PK-5) ----------------------------------------------------------------------------------------
    def can_bust(self, player: str, hand: int | None = None) -> bool:
        return self.tournament.can_bust(player, hand)

    def bust(self, player: str, hand: int | None = None) -> Bust:
        return self.bust_together({player: None}, hand)[0]

    def can_bust_together(self, chips: Mapping[str, int | None], hand: int | None = None) -> bool:
        return self.tournament.can_bust_together(chips, hand)

    def bust_together(self, chips: Mapping[str, int | None], hand: int | None = None) -> list[Bust]:
        busts = self.tournament.bust_together(chips, hand)
        for bust in busts:
            self._unseat(bust.player)
        return busts

    def can_leave(self, player: str) -> bool:
        return self.tournament.can_leave(player)

    def leave(self, player: str) -> Bust:
        bust = self.tournament.leave(player)
        self._unseat(player)
        return bust

    def _unseat(self, player: str) -> None:
        if self.seating is not None and self.seating.can_remove(player):
            where = self.seating.where(player)
            assert where is not None
            self.bust_seats[player] = where
            self.seating.remove(player)

    def can_undo_bust(self) -> bool:
        return self.tournament.can_undo_bust()

    def undo_bust(self, seed: int = 0) -> list[Bust]:
        """Take back the last bust; the players go back to their seats (or, if taken, to a drawn one)."""
        busts = self.tournament.undo_bust()
        for bust in busts:
            where = self.bust_seats.pop(bust.player, None)
            if self.seating is None or where is None:
                continue
            table = self.seating.tables.get(where[0])
            if table is not None and table.seats.get(where[1], "") is None:
                table.seats[where[1]] = bust.player
            elif self.seating.can_seat(bust.player):
                self.seating.seat(bust.player, seed)
        return busts

    # --- the clock screen ----------------------------------------------------------------------------------
    def display(self) -> DisplayState:
        t = self.tournament
        return DisplayState(
            self.clock.snapshot(), len(t.remaining()), len(t.entries), t.total_chips, t.average_stack()
        )

    # --- storing ---------------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "clock": self.clock.to_json(),
            "entries": [
                {"player": e.player, "level": e.point, "stack": e.stack} for e in self.tournament.entries
            ],
            "busts": [
                {"player": b.player, "hand": b.hand, "start_chips": b.start_chips, "left": b.left}
                for b in self.tournament.busts
            ],
            "seating": self.seating.to_json() if self.seating is not None else None,
            "bust_seats": {p: list(w) for p, w in self.bust_seats.items()},
        }

    @classmethod
    def from_json(
        cls, structure: Structure, settings: PokerSettings, doc: Mapping[str, Any], now: TimeSource = utc_now
    ) -> Freezeout:
        """Rebuild a freezeout stored with :meth:`to_json` (raises ``ValueError`` for a bad document)."""
        try:
            entries = []
            for e in doc["entries"]:
                point = parse_entry_point(e["level"])
                if point is None:
                    raise ValueError(f"bad entry level {e['level']!r}")
                entries.append(Entry(str(e["player"]), point, int(e["stack"])))
            busts = [
                Bust(str(b["player"]), b.get("hand"), b.get("start_chips"), bool(b.get("left")))
                for b in doc["busts"]
            ]
            tournament = Tournament.restore(
                structure,
                entries,
                busts,
                settings.starting_stack,
                settings.payout_percent,
                settings.prize_pool,
            )
            seating = Seating.from_json(doc["seating"]) if doc.get("seating") is not None else None
            game = cls(
                structure,
                settings,
                now,
                clock=PokerClock.from_json(structure, doc["clock"], now),
                tournament=tournament,
                seating=seating,
            )
            game.bust_seats = {p: (str(w[0]), int(w[1])) for p, w in doc.get("bust_seats", {}).items()}
        except (KeyError, TypeError, AttributeError) as err:
            raise ValueError(f"the stored freezeout cannot be read: {err}") from None
        return game


_ENTRY_MESSAGES = {
    Refusal.LATE_ENTRY_CLOSED: (
        "late entry is closed: nobody enters after the level that closes it starts (ruling PK-2)"
    ),
    Refusal.ENTRY_POINT_PASSED: "the clock is already past that entry point (ruling PK-2)",
    Refusal.ALREADY_ENTERED: "that player has already entered",
    Refusal.NO_FREE_SEAT: "every seat is taken: open a table first",
}
