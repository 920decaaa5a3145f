"""The poker freezeout at the desk: entries, the seat draw, busts and moves, places and prizes.

Domain words (the poker state and its transaction are :mod:`cardnight_desk.services.games.poker.state`; the
rules themselves live in :mod:`cardnight_desk.domain.games.poker`):

- an *entry* lets a player in with the stack of an entry point (ruling PK-2); after the seat draw each new
  entrant is seated at once;
- a *bust* (or a player who leaves, PK-5) is followed at once by the moves it makes due (PK-4), and those are
  kept as the *last moves* the desk shows and prints;
- a *plan* of moves (balancing, or the final-table redraw) is shown before it is made; it is refused when the
  tables changed since it was planned. Every draw records its seed (EV-5).

The GUI gets plain frozen dataclasses (:mod:`cardnight_desk.services.games.poker.views`), never ORM rows.
Refusals of the domain become :class:`~cardnight_desk.services.errors.Refusal`. The clock and blind-structure
actions are in :mod:`cardnight_desk.services.games.poker.clock`.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games.poker.freezeout import Freezeout
from cardnight_desk.domain.numbers import typed_number
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.games.poker.clock import PokerClockDesk
from cardnight_desk.services.games.poker.state import FreezeoutState, PokerState
from cardnight_desk.services.games.poker.views import MovesView, PokerView, moves_json, moves_view, seat_plan
from cardnight_desk.store.models import Competition, Player, Registration

UNDO_BUST, BACK_IN = "poker.undo_bust", "back_in"  # a bust taken back, and the players it brought back in


def poker_competitions(desk: Desk) -> list[str]:
    """The names of the event's poker competitions."""
    return FreezeoutState().competitions(desk)


def new_seed() -> int:
    return secrets.randbelow(2**31 - 1)


# --- the service -----------------------------------------------------------------------------------------------
class PokerDesk(PokerClockDesk):
    """The desk's work on one poker competition. Each action is one transaction and returns the new view."""

    # --- reading ---------------------------------------------------------------------------------------------
    def registered_players(self, checked_in_only: bool = False) -> list[str]:
        """The players registered in the competition, by name (``name #number`` when two share a name)."""
        with self.desk.store.session() as s:
            return _registered(s, self.kept.competition(s, self.competition), checked_in_only)

    def sheet(self) -> dict[str, Any]:
        """The tournament so far as a ``poker-tournament`` score sheet (resources/docs/score-sheets.md)."""
        return self.kept.read(self.desk, self.competition).state.game.tournament.to_sheet()

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

        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
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
            comp = self.kept.competition(s, self.competition)
            names = _registered(s, comp, checked_in_only)
            entered = set(self.kept.load(s, comp).state.game.tournament.players)
        todo = [n for n in names if n not in entered]
        if not todo:
            raise Refusal("every registered player has entered already" if names else "nobody is registered")
        return self.enter(todo)

    def draw_seats(self, seed: int | None = None, tables: int | None = None) -> PokerView:
        """The random seat draw of everybody entered (ruling EV-5: the seed is recorded)."""
        seed = new_seed() if seed is None else seed
        names = [str(i) for i in range(1, tables + 1)] if tables else None

        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            if not game.can_draw():
                raise Refusal("the seats are drawn already, or nobody has entered")
            seating = game.draw(seed, names)
            return f"Seats drawn for {self.competition} (seed {seed})", seating.to_json()

        return self._act("poker.draw", act, why=f"seed {seed}")

    def add_table(self, name: str) -> PokerView:
        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            if game.seating is None or not game.seating.can_add_table(name.strip()):
                raise Refusal(f"a table '{name}' cannot be opened (draw the seats first; names are unique)")
            game.seating.add_table(name.strip())
            return f"Table {name} opened in {self.competition}", {"table": name.strip()}

        return self._act("poker.table", act)

    def set_button(self, table: str, seat: int) -> PokerView:
        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
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
        why: str = "",
    ) -> PokerView:
        """Players knocked out in one hand (several need the hand number and their chips at its start, PK-5);
        the moves that makes due are made at once and kept as the last moves. ``why`` adds to the history's
        reason (where the bust was reported)."""
        chips = dict(players) if isinstance(players, Mapping) else dict.fromkeys(players)
        if not chips:
            raise Refusal("name the player who is out")
        seed = new_seed() if seed is None else seed

        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            busts = game.bust_together(chips, hand)
            state.last_moves = _balance(game, seed, "bust", tuple(chips), hand)
            places = game.tournament.places()
            out = [
                {"player": b.player, "place": places.get(b.player), "start_chips": b.start_chips}
                for b in busts
            ]
            hand_text = f" in hand {hand}" if hand is not None else ""
            return f"Out{hand_text}: {', '.join(chips)}", {
                "busts": out,
                "moves": moves_json(state.last_moves),
            }

        return self._act("poker.bust", act, why="; ".join(filter(None, (why, f"seed {seed}"))))

    def leave(self, player: str, seed: int | None = None) -> PokerView:
        """A player leaves: they forfeit and are placed as busted now (PK-5); the moves due are made."""
        seed = new_seed() if seed is None else seed

        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            game.leave(player)
            state.last_moves = _balance(game, seed, "leave", (player,), None)
            place = game.tournament.places().get(player)
            return f"{player} left and forfeits", {"place": place, "moves": moves_json(state.last_moves)}

        return self._act("poker.leave", act, why=f"seed {seed}")

    def undo_bust(self, expected_version: int | None = None, seed: int | None = None) -> PokerView:
        """Take back the last bust (all of its hand); the players go back to their seats. Give the version the
        desk showed, so another desk's newer bust is never undone by mistake."""
        seed = new_seed() if seed is None else seed

        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            busts = game.undo_bust(seed)
            names = [b.player for b in busts]
            return f"Bust taken back: {', '.join(names)}", {BACK_IN: names}

        return self._act(UNDO_BUST, act, expected_version, why=f"seed {seed}")

    def plan_moves(self, seed: int | None = None) -> MovesView:
        """The breaks and balancing moves due now (PK-4), not yet made: :meth:`apply_moves` makes them."""
        game = self.kept.read(self.desk, self.competition).state.game
        plan = game.plan_moves(new_seed() if seed is None else seed)
        if plan is None:
            raise Refusal("the seats have not been drawn yet")
        return moves_view(plan, "balance")

    def plan_final_table(self, seed: int | None = None, table: str | None = None) -> MovesView:
        """The final-table redraw (everybody left, at random, into one table), not yet made."""
        game = self.kept.read(self.desk, self.competition).state.game
        if not game.can_redraw_final():
            raise Refusal("the players left do not fit at one table yet")
        try:
            plan = game.plan_final_table(new_seed() if seed is None else seed, table)
        except ValueError as err:
            raise Refusal(str(err)) from None
        return moves_view(plan, "final_table")

    def apply_moves(self, moves: MovesView) -> PokerView:
        """Make the moves of a plan shown at the desk; refused when the tables have changed since."""

        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            plan = seat_plan(moves)
            if not game.can_apply(plan):
                raise Refusal("the tables have changed since these moves were planned: plan them again")
            game.apply(plan)
            state.last_moves = moves
            what = "Final table redrawn" if moves.cause == "final_table" else "Tables balanced"
            return f"{what} in {self.competition} ({len(moves.moves)} moves)", moves_json(moves)

        return self._act("poker.moves", act, why=f"seed {moves.seed}")

    def balance(self, seed: int | None = None) -> PokerView:
        return self.apply_moves(self.plan_moves(seed))

    def redraw_final(self, seed: int | None = None, table: str | None = None) -> PokerView:
        return self.apply_moves(self.plan_final_table(seed, table))


# --- helpers ---------------------------------------------------------------------------------------------------
def _point(point: str | int | None) -> str | int | None:
    if point is None or isinstance(point, int):
        return point
    text = point.strip()
    number = typed_number(text)
    return number if number is not None else text or None


def _registered(s: Session, comp: Competition, checked_in_only: bool) -> list[str]:
    q = (
        select(Player)
        .join(Registration, Registration.player_id == Player.id)
        .where(Registration.competition_id == comp.id)
        .order_by(Player.number)
    )
    people = list(s.scalars(q))
    # labelled among everyone registered, so a player keeps one label whoever has checked in
    labels = FreezeoutState.game.player_labels([(p.number, p.name) for p in people])
    return [labels[p.number] for p in people if p.checked_in_at is not None or not checked_in_only]


def _balance(
    game: Freezeout, seed: int, cause: str, out: tuple[str, ...], hand: int | None
) -> MovesView | None:
    """Make the moves due after a bust (PK-4) and say what they were; ``None`` before the draw."""
    plan = game.plan_moves(seed)
    if plan is None:
        return None
    game.apply(plan)
    return moves_view(plan, cause, out, hand)
