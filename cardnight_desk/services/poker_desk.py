"""The poker freezeout at the desk: entries, the seat draw, busts and moves, the clock, places and prizes.

Domain words (the rules themselves live in ``domain/poker_*.py``):

- the *poker state* of a competition is its :class:`~cardnight_desk.domain.poker_freezeout.Freezeout`, stored as
  JSON in ``Competition.state["poker"]``: ``{"version": n, "game": {...}, "structure": {...} or null,
  "moves": {...} or null}``. ``version`` goes up by one with every change; ``structure`` is the competition's
  *edited structure* (a blind structure document checked by ``parse_structure``), kept with the event so every
  desk on a shared database sees it; without one the competition's ``structure`` setting names a shipped file;
- every action (enter, draw, bust, clock ...) is one transaction: the competition row is read (locked on
  PostgreSQL), the freezeout rebuilt, changed by the domain, stored, and one history row written;
- *moves* are the seat moves of one plan (ruling PK-4: breaks and balancing; or the final-table redraw), with
  the seed they were drawn with (EV-5). A bust or a player who leaves (PK-5) is followed at once by the moves it
  makes due, and those are kept as the *last moves* the desk shows and prints;
- the *time source* (an aware ``datetime``) is injected, so tests and the clock screen can drive the clock.

The GUI gets plain frozen dataclasses (:class:`PokerView`, :class:`MovesView`, the domain's ``DisplayState``),
never ORM rows. Refusals of the domain become :class:`~cardnight_desk.services.errors.Refusal`. The views are
made in :mod:`~cardnight_desk.services.poker_views` (and named here too); the clock and blind-structure actions
are in :mod:`~cardnight_desk.services.poker_clock_desk`.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from cardnight_desk.domain.games.poker.clock import TimeSource, utc_now
from cardnight_desk.domain.games.poker.freezeout import Freezeout, PokerSettings
from cardnight_desk.domain.games.poker.structure import parse_structure
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.poker_clock_desk import PokerClockDesk, shipped_structure
from cardnight_desk.services.poker_views import (
    ClockControls,
    EntryRow,
    MoveRow,
    MovesView,
    PlaceRow,
    PokerView,
    StructureView,
    TableRow,
    moves_from_json,
    moves_json,
    moves_view,
    poker_view,
    seat_plan,
)
from cardnight_desk.store.models import Competition, Event, Player, Registration

__all__ = [  # the views live in poker_views; they are named here too, where the GUI has always found them
    "KEY",
    "ClockControls",
    "EntryRow",
    "MoveRow",
    "MovesView",
    "PlaceRow",
    "PokerDesk",
    "PokerView",
    "StructureView",
    "TableRow",
    "TimeSource",
    "new_seed",
    "poker_competitions",
    "utc_now",
]

KEY = "poker"


def poker_competitions(desk: Desk) -> list[str]:
    """The names of the event's poker competitions."""
    with desk.store.session() as s:
        return [c.name for c in event_row(s).competitions if c.game == "poker"]


def new_seed() -> int:
    return secrets.randbelow(2**31 - 1)


# --- the service -----------------------------------------------------------------------------------------------
class PokerDesk(PokerClockDesk):
    """The desk's work on one poker competition. Each action is one transaction and returns the new view."""

    def __init__(self, desk: Desk, competition: str, now: TimeSource = utc_now):
        self.desk, self.competition, self.now = desk, competition, now
        self._cached: _Loaded | None = None

    # --- reading ---------------------------------------------------------------------------------------------
    def view(self) -> PokerView:
        with self.desk.store.session() as s:
            loaded = self._load(s, lock=False)
        self._cached = loaded
        return loaded.view(self.competition)

    def reload(self) -> int:
        """Read the stored state again (the clock screen does so now and then); returns its version."""
        with self.desk.store.session() as s:
            self._cached = self._load(s, lock=False)
        return self._cached.version

    def registered_players(self, checked_in_only: bool = False) -> list[str]:
        """The players registered in the competition, by name (``name #number`` when two share a name)."""
        with self.desk.store.session() as s:
            comp = self._competition(s, lock=False)
            return _registered(s, comp, checked_in_only)

    def sheet(self) -> dict[str, Any]:
        """The tournament so far as a ``poker-tournament`` score sheet (score-sheets.md)."""
        with self.desk.store.session() as s:
            return self._load(s, lock=False).game.tournament.to_sheet()

    # --- entries and seats -----------------------------------------------------------------------------------
    def enter(
        self, players: Sequence[str], point: str | int | None = None, seed: int | None = None
    ) -> PokerView:
        """Let players in with the PK-2 stack of the entry point (the clock's, or a later one the desk names);
        after the draw each is seated at once. All or nothing: one refusal refuses the lot."""
        names = [p.strip() for p in players if p.strip()]
        if not names:
            raise Refusal("name at least one player to enter")
        if len(set(names)) != len(names):
            raise Refusal("a player is named twice")
        seed = new_seed() if seed is None else seed

        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            seats = {}
            for i, name in enumerate(names):
                try:
                    entry, seat = game.enter(name, _point(point), seed + i)
                except ValueError as err:
                    raise Refusal(f"{name}: {err}") from None
                seats[name] = {
                    "point": entry.point,
                    "stack": entry.stack,
                    "seat": list(seat) if seat else None,
                }
            return f"{len(names)} entered in {self.competition}: {', '.join(names)}", seats

        return self._act("poker.enter", act, why=f"seed {seed}")

    def enter_registered(self, checked_in_only: bool = False) -> PokerView:
        """Enter every registered player who has not entered yet (at the clock's entry point, PK-2)."""
        with self.desk.store.session() as s:
            comp = self._competition(s, lock=False)
            names = _registered(s, comp, checked_in_only)
            entered = set(self._load(s, lock=False).game.tournament.players)
        todo = [n for n in names if n not in entered]
        if not todo:
            raise Refusal("every registered player has entered already" if names else "nobody is registered")
        return self.enter(todo)

    def draw_seats(self, seed: int | None = None, tables: int | None = None) -> PokerView:
        """The random seat draw of everybody entered (ruling EV-5: the seed is recorded)."""
        seed = new_seed() if seed is None else seed
        names = [str(i) for i in range(1, tables + 1)] if tables else None

        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            if not game.can_draw():
                raise Refusal("the seats are drawn already, or nobody has entered")
            seating = game.draw(seed, names)
            return f"Seats drawn for {self.competition} (seed {seed})", seating.to_json()

        return self._act("poker.draw", act, why=f"seed {seed}")

    def add_table(self, name: str) -> PokerView:
        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            if game.seating is None or not game.seating.can_add_table(name.strip()):
                raise Refusal(f"a table '{name}' cannot be opened (draw the seats first; names are unique)")
            game.seating.add_table(name.strip())
            return f"Table {name} opened in {self.competition}", {"table": name.strip()}

        return self._act("poker.table", act)

    def set_button(self, table: str, seat: int) -> PokerView:
        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            if game.seating is None or not game.seating.can_set_button(table, seat):
                raise Refusal(f"there is no seat {seat} at table {table}")
            game.seating.set_button(table, seat)
            return f"Button of table {table} at seat {seat}", {"table": table, "button": seat}

        return self._act("poker.button", act)

    # --- busts (PK-5) and moves (PK-4) ---------------------------------------------------------------------
    def bust(
        self,
        players: Mapping[str, int | None] | Sequence[str],
        hand: int | None = None,
        seed: int | None = None,
    ) -> PokerView:
        """Players knocked out in one hand (several need the hand number and their chips at its start, PK-5);
        the moves that makes due are made at once and kept as the last moves."""
        chips = dict(players) if isinstance(players, Mapping) else dict.fromkeys(players)
        if not chips:
            raise Refusal("name the player who is out")
        seed = new_seed() if seed is None else seed

        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            busts = game.bust_together(chips, hand)
            loaded.last_moves = _balance(game, seed, "bust", tuple(chips), hand)
            places = game.tournament.places()
            out = [
                {"player": b.player, "place": places.get(b.player), "start_chips": b.start_chips}
                for b in busts
            ]
            hand_text = f" in hand {hand}" if hand is not None else ""
            return f"Out{hand_text}: {', '.join(chips)}", {
                "busts": out,
                "moves": moves_json(loaded.last_moves),
            }

        return self._act("poker.bust", act, why=f"seed {seed}")

    def leave(self, player: str, seed: int | None = None) -> PokerView:
        """A player leaves: they forfeit and are placed as busted now (PK-5); the moves due are made."""
        seed = new_seed() if seed is None else seed

        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            game.leave(player)
            loaded.last_moves = _balance(game, seed, "leave", (player,), None)
            place = game.tournament.places().get(player)
            return f"{player} left and forfeits", {"place": place, "moves": moves_json(loaded.last_moves)}

        return self._act("poker.leave", act, why=f"seed {seed}")

    def undo_bust(self, expected_version: int | None = None, seed: int | None = None) -> PokerView:
        """Take back the last bust (all of its hand); the players go back to their seats. Give the version the
        desk showed, so another desk's newer bust is never undone by mistake."""
        seed = new_seed() if seed is None else seed

        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            busts = game.undo_bust(seed)
            names = [b.player for b in busts]
            return f"Bust taken back: {', '.join(names)}", {"back_in": names}

        return self._act("poker.undo_bust", act, expected_version, why=f"seed {seed}")

    def plan_moves(self, seed: int | None = None) -> MovesView:
        """The breaks and balancing moves due now (PK-4), not yet made: :meth:`apply_moves` makes them."""
        with self.desk.store.session() as s:
            game = self._load(s, lock=False).game
        plan = game.plan_moves(new_seed() if seed is None else seed)
        if plan is None:
            raise Refusal("the seats have not been drawn yet")
        return moves_view(plan, "balance")

    def plan_final_table(self, seed: int | None = None, table: str | None = None) -> MovesView:
        """The final-table redraw (everybody left, at random, into one table), not yet made."""
        with self.desk.store.session() as s:
            game = self._load(s, lock=False).game
        if not game.can_redraw_final():
            raise Refusal("the players left do not fit at one table yet")
        try:
            plan = game.plan_final_table(new_seed() if seed is None else seed, table)
        except ValueError as err:
            raise Refusal(str(err)) from None
        return moves_view(plan, "final_table")

    def apply_moves(self, moves: MovesView) -> PokerView:
        """Make the moves of a plan shown at the desk; refused when the tables have changed since."""

        def act(loaded: _Loaded) -> tuple[str, Any]:
            game = loaded.game
            plan = seat_plan(moves)
            if not game.can_apply(plan):
                raise Refusal("the tables have changed since these moves were planned: plan them again")
            game.apply(plan)
            loaded.last_moves = moves
            what = "Final table redrawn" if moves.cause == "final_table" else "Tables balanced"
            return f"{what} in {self.competition} ({len(moves.moves)} moves)", moves_json(moves)

        return self._act("poker.moves", act, why=f"seed {moves.seed}")

    def balance(self, seed: int | None = None) -> PokerView:
        return self.apply_moves(self.plan_moves(seed))

    def redraw_final(self, seed: int | None = None, table: str | None = None) -> PokerView:
        return self.apply_moves(self.plan_final_table(seed, table))

    # --- the one transaction of every action ---------------------------------------------------------------
    def _act(
        self,
        action: str,
        change: Callable[[_Loaded], tuple[str, Any]],
        expected_version: int | None = None,
        why: str = "",
    ) -> PokerView:
        try:
            with self.desk.store.session() as s:
                comp = self._competition(s, lock=True)
                loaded = self._load(s, lock=True, comp=comp)
                if expected_version is not None and expected_version != loaded.version:
                    raise Conflict(
                        "another desk changed this tournament since it was shown: look again before undoing",
                        mine=expected_version,
                        theirs=loaded.version,
                    )
                try:
                    summary, after = change(loaded)
                except ValueError as err:  # the domain's refusals (tournament, seating, clock)
                    raise Refusal(str(err)) from None
                loaded.version += 1
                comp.state = {**(comp.state or {}), KEY: loaded.to_json()}
                record(
                    s, comp.event_id, self.desk.who, action, "competition", comp.id, summary, None, after, why
                )
                view = loaded.view(comp.name)
        except OperationalError as err:
            raise Conflict(
                f"the change was not saved (another desk may have been saving at the same moment): try again "
                f"({err.orig})"
            ) from None
        self._cached = loaded
        return view

    def _competition(self, s: Session, lock: bool) -> Competition:
        if lock:
            # The first statement writes (a no-op), so the competition is locked before it is read: on
            # PostgreSQL its row, on SQLite the file. Two desks' actions then follow one another; neither is lost.
            first_event = select(func.min(Event.id)).scalar_subquery()
            s.execute(
                update(Competition)
                .where(Competition.event_id == first_event, Competition.name == self.competition)
                .values(name=Competition.name)
                .execution_options(synchronize_session=False)
            )
        comp = find_competition(s, self.competition)
        if comp.game != "poker":
            raise Refusal(f"{comp.name} is not a poker competition")
        return comp

    def _load(self, s: Session, lock: bool, comp: Competition | None = None) -> _Loaded:
        comp = comp or self._competition(s, lock)
        settings = PokerSettings.from_values(competition_info(comp).settings)
        doc = (comp.state or {}).get(KEY) or {}
        edited = doc.get("structure")
        if edited is not None:
            structure, errors = parse_structure(edited)
            if structure is None:
                raise Refusal(f"the stored blind structure of {comp.name} cannot be read: {errors[0]}")
        else:
            structure = shipped_structure(settings.structure)
        try:
            if doc.get("game"):
                game = Freezeout.from_json(structure, settings, doc["game"], self.now)
            else:
                game = Freezeout(structure, settings, self.now)
        except ValueError as err:
            raise Refusal(f"the stored tournament of {comp.name} cannot be read: {err}") from None
        last = doc.get("moves")
        return _Loaded(game, int(doc.get("version", 0)), edited, moves_from_json(last) if last else None)


@dataclass
class _Loaded:
    game: Freezeout
    version: int
    edited_structure: dict[str, Any] | None
    last_moves: MovesView | None

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "game": self.game.to_json(),
            "structure": self.edited_structure,
            "moves": moves_json(self.last_moves),
        }

    def view(self, competition: str) -> PokerView:
        return poker_view(competition, self.version, self.game, self.last_moves)


# --- helpers ---------------------------------------------------------------------------------------------------
def _point(point: str | int | None) -> str | int | None:
    if point is None or isinstance(point, int):
        return point
    text = point.strip()
    return int(text) if text.isdigit() else text or None


def _registered(s: Session, comp: Competition, checked_in_only: bool) -> list[str]:
    q = (
        select(Player)
        .join(Registration, Registration.player_id == Player.id)
        .where(Registration.competition_id == comp.id)
        .order_by(Player.number)
    )
    people = [p for p in s.scalars(q) if p.checked_in_at is not None or not checked_in_only]
    counts: dict[str, int] = {}
    for p in people:
        counts[p.name] = counts.get(p.name, 0) + 1
    return [p.name if counts[p.name] == 1 else f"{p.name} #{p.number}" for p in people]


def _balance(
    game: Freezeout, seed: int, cause: str, out: tuple[str, ...], hand: int | None
) -> MovesView | None:
    """Make the moves due after a bust (PK-4) and say what they were; ``None`` before the draw."""
    plan = game.plan_moves(seed)
    if plan is None:
        return None
    game.apply(plan)
    return moves_view(plan, cause, out, hand)
