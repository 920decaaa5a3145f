"""What the poker desk shows: the plain frozen dataclasses handed to the GUI, and how they are made.

Domain words (see :mod:`cardnight_desk.services.games.poker.state` for the poker state itself):

- a *view* (:class:`PokerView` and its rows) is a snapshot of one poker competition for the desk screens,
  never an ORM row and never the live domain objects;
- a *moves view* (:class:`MovesView`) is one plan of seat moves (ruling PK-4: breaks and balancing; or the
  final-table redraw) with its seed (EV-5) and the *cause* that made it; it is also kept, as JSON, as the *last
  moves* of the stored poker state (:func:`moves_json` / :func:`moves_from_json`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.games.poker.clock import PokerClock
from cardnight_desk.domain.games.poker.freezeout import DisplayState, Freezeout, PokerSettings
from cardnight_desk.domain.games.poker.seating import MoveReason, SeatMove, SeatPlan
from cardnight_desk.domain.games.poker.tournament import bust_groups, place_amounts


# --- what the desk sees ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MoveRow:
    player: str
    from_table: str
    from_seat: int
    to_table: str
    to_seat: int
    reason: str  # "break", "balance" or "final_table" (a code; the GUI words it)


@dataclass(frozen=True)
class MovesView:
    """One plan of seat moves and why it was made: ``cause`` is "bust", "leave", "balance" or "final_table"."""

    cause: str
    seed: int
    broken: tuple[str, ...]
    moves: tuple[MoveRow, ...]
    button: tuple[str, int] | None = None  # the final table's new button
    players_out: tuple[str, ...] = ()  # the busts that made the moves due
    hand: int | None = None


@dataclass(frozen=True)
class TableRow:
    name: str
    players: int
    button: int | None
    big_blind: int | None  # the seat of the next hand's big blind
    seats: tuple[tuple[int, str | None], ...]


@dataclass(frozen=True)
class EntryRow:
    player: str
    point: str  # PK-2 entry point: "1", "2", "before_4" ...
    stack: int
    table: str | None
    seat: int | None
    out: bool


@dataclass(frozen=True)
class PlaceRow:
    place: int
    player: str
    prize: int | None
    hand: int | None = None
    start_chips: int | None = None
    left: bool = False  # the player left and forfeited (PK-5)


@dataclass(frozen=True)
class ClockControls:
    can_start: bool
    can_pause: bool
    can_resume: bool
    can_skip_forward: bool
    can_skip_back: bool


@dataclass(frozen=True)
class StructureView:
    """The competition's blind structure as a ``parse_structure`` document (the editor's rows are its
    ``periods``), whether it was edited at the desk, and the structures shipped with the desk."""

    document: dict[str, Any]
    edited: bool
    shipped: tuple[str, ...]


@dataclass(frozen=True)
class PokerView:
    competition: str
    version: int
    settings: PokerSettings
    structure: str
    display: DisplayState
    clock: ClockControls
    entries: tuple[EntryRow, ...]
    remaining: tuple[str, ...]
    tables: tuple[TableRow, ...]
    draw_seed: int | None
    last_moves: MovesView | None
    last_bust: tuple[str, ...]  # who "undo last bust" puts back
    places: tuple[PlaceRow, ...]
    payouts: tuple[int, ...]  # what each paid place is worth (PK-6)
    can_draw: bool
    can_undo_bust: bool
    can_redraw_final: bool
    moves_due: bool  # the tables are not broken and balanced as PK-4 asks


# --- making the views ------------------------------------------------------------------------------------------
def poker_view(competition: str, version: int, game: Freezeout, last_moves: MovesView | None) -> PokerView:
    """The desk's view of a poker competition's freezeout (at ``version`` of its stored state)."""
    t = game.tournament
    seating = game.seating
    places = t.places()
    prizes = t.prizes()
    where = {p: seating.where(p) for p in t.players} if seating else {}
    entries = []
    for e in t.entries:
        table, seat = where.get(e.player) or (None, None)
        entries.append(EntryRow(e.player, str(e.point), e.stack, table, seat, e.player in places))
    busts = {b.player: b for b in t.busts}
    place_rows = sorted(
        (
            PlaceRow(
                place,
                player,
                prizes.get(player),
                busts[player].hand if player in busts else None,
                busts[player].start_chips if player in busts else None,
                busts[player].left if player in busts else False,
            )
            for player, place in places.items()
        ),
        key=lambda r: (r.place, r.player),
    )
    plan = game.plan_moves(0)
    return PokerView(
        competition=competition,
        version=version,
        settings=game.settings,
        structure=game.structure.name,
        display=game.display(),
        clock=controls_of(game.clock),
        entries=tuple(entries),
        remaining=tuple(t.remaining()),
        tables=tuple(table_row(seating.tables[n]) for n in seating.counts()) if seating else (),
        draw_seed=seating.seed if seating else None,
        last_moves=last_moves,
        last_bust=tuple(b.player for b in bust_groups(t.busts)[-1]) if t.busts else (),
        places=tuple(place_rows),
        payouts=tuple(place_amounts(t.prize_pool, t.payout_percent)),
        can_draw=game.can_draw(),
        can_undo_bust=game.can_undo_bust(),
        can_redraw_final=game.can_redraw_final(),
        moves_due=plan is not None and not plan.empty,
    )


def controls_of(clock: PokerClock) -> ClockControls:
    return ClockControls(
        clock.can_start(),
        clock.can_pause(),
        clock.can_resume(),
        clock.can_skip_forward(),
        clock.can_skip_back(),
    )


def table_row(table: Any) -> TableRow:
    return TableRow(
        table.name,
        table.count,
        table.button,
        table.big_blind_seat(),
        tuple(sorted(table.seats.items())),
    )


def moves_view(plan: SeatPlan, cause: str, out: tuple[str, ...] = (), hand: int | None = None) -> MovesView:
    rows = tuple(
        MoveRow(m.player, m.source, m.source_seat, m.target, m.target_seat, m.reason.value)
        for m in plan.moves
    )
    return MovesView(cause, plan.seed, plan.broken, rows, plan.button, out, hand)


def seat_plan(moves: MovesView) -> SeatPlan:
    return SeatPlan(
        moves.seed,
        moves.broken,
        tuple(
            SeatMove(m.player, m.from_table, m.from_seat, m.to_table, m.to_seat, MoveReason(m.reason))
            for m in moves.moves
        ),
        moves.button,
    )


def moves_json(moves: MovesView | None) -> dict[str, Any] | None:
    if moves is None:
        return None
    return {
        "cause": moves.cause,
        "players_out": list(moves.players_out),
        "hand": moves.hand,
        **seat_plan(moves).to_json(),
    }


def moves_from_json(doc: dict[str, Any]) -> MovesView:
    rows = tuple(
        MoveRow(m["player"], m["from"], int(m["from_seat"]), m["to"], int(m["to_seat"]), m["reason"])
        for m in doc.get("moves", [])
    )
    button = doc.get("button")
    return MovesView(
        doc.get("cause", "balance"),
        int(doc.get("seed", 0)),
        tuple(doc.get("break", [])),
        rows,
        (str(button[0]), int(button[1])) if button else None,
        tuple(doc.get("players_out", [])),
        doc.get("hand"),
    )
