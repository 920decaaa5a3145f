"""Following a renamed team or player into the documents the event keeps, in the rename's own transaction.

A name is stored once, in its row, and every list, standings table, export and printout reads it from there.
Some documents name teams and players too, and a rename changes them with it:

- the *score sheets* of the tables where the team or player sits (where a sheet holds names, its sheet kind
  says: :attr:`~cardnight_desk.domain.games.base.SheetKind.names`). A renamed sheet is read again by its
  game's rules for its table, so its stored *result* names the new name with the same points, and the
  standings' running totals kept from it (:mod:`~cardnight_desk.services.figures`) follow: the standings never
  split one entrant into two;
- a rummy round's draw keeps the names of the players who went through (:data:`DRAW_NAMES`);
- a game run from its own desk keeps its players by their *labels* in the competition's kept state (poker's
  entries, seats and moves, the fun table's seats: :attr:`~cardnight_desk.domain.games.base.Game.state_names`,
  labelled by :meth:`~cardnight_desk.domain.games.base.Game.player_labels`). Its version goes up, so a desk
  showing the state as it was reads it again (:mod:`~cardnight_desk.services.competition_state`).

Players are named in sheets only where a competition's entrants are players; teams, wherever they sit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.renaming import rename_in
from cardnight_desk.services.desk import lock_competition
from cardnight_desk.services.draw_fields import rounds_of, team_game
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.figures import store_figures
from cardnight_desk.services.sheet_check import check_sheet
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Player,
    Registration,
    Round,
    ScoreSheet,
    Seat,
    Team,
)

# where a round's draw document names players: the players a rummy round sent through to the next
DRAW_NAMES = ("advance.winners.*", "advance.runners_up.*", "advance.tied_at_cut.*")


def follow_team_rename(s: Session, team: Team, old: str) -> list[str]:
    """After ``team`` was renamed from ``old``: rename it in the sheets of its tables. Returns the sheet
    numbers of the sheets changed."""
    comp = s.get(Competition, team.competition_id)
    assert comp is not None
    tables = select(Seat.table_id).where(Seat.team_id == team.id)
    return _rename_sheets(s, comp, tables, {old: team.name})


def follow_player_rename(s: Session, person: Player, old: str) -> list[str]:
    """After ``person`` was renamed from ``old``: rename them in the sheets and draws of every competition
    whose entrants are players, and in the state kept by every competition they are in. Returns the sheet
    numbers of the sheets changed."""
    renaming = {old: person.name}
    changed: list[str] = []
    comps = s.scalars(
        select(Competition)
        .join(Registration, Registration.competition_id == Competition.id)
        .where(Registration.player_id == person.id)
        .order_by(Competition.id)
    ).all()
    for comp in comps:
        if not team_game(s, comp):
            tables = select(Seat.table_id).where(Seat.player_id == person.id)
            changed += _rename_sheets(s, comp, tables, renaming)
            for rnd in rounds_of(s, comp):
                draw, count = rename_in(rnd.draw or {}, DRAW_NAMES, renaming)
                if count:
                    rnd.draw = draw
        _rename_in_state(s, comp, person, old)
    return changed


def _rename_sheets(
    s: Session, comp: Competition, tables: Select[Any], renaming: Mapping[str, str]
) -> list[str]:
    """Rename in the sheets of ``tables`` of the competition, read each changed sheet again for its table, and
    bring the standings' figures of every confirmed sheet there in step."""
    game = find_game(comp.game)
    rows = s.execute(
        select(ScoreSheet, DeskTable, Round.number)
        .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
        .join(Round, Round.id == DeskTable.round_id)
        .where(Round.competition_id == comp.id, DeskTable.id.in_(tables))
        .order_by(Round.number, DeskTable.position)
    ).all()
    s.flush()  # the new name in its row: the tables' seats name it from now on
    changed: list[str] = []
    for row, table, number in rows:
        kind = game.sheet_kind(str((row.sheet or {}).get("game")))
        sheet, count = rename_in(row.sheet, kind.names if kind else (), renaming)
        if not count:
            continue
        try:
            result = check_sheet(s, comp, table, sheet)
        except Refusal as err:
            raise Refusal(
                f"the sheet of {comp.name} round {number} table {table.label} cannot be read with the new name "
                f"({err.message}); nothing was renamed",
                err.errors,
            ) from None
        row.sheet, row.result = sheet, result
        changed.append(table.sheet_number)
    s.flush()
    for row, table, _ in rows:  # a side of players keeps its name but credits its players by theirs
        if row.status == SheetStatus.CONFIRMED:
            store_figures(s, comp, table, row)
    return changed


def _rename_in_state(s: Session, comp: Competition, person: Player, old: str) -> None:
    """Rename the player's label in the competition's kept state, and any other label the rename changes (two
    players who shared a name, told apart by number, may no longer share it)."""
    game = find_game(comp.game)
    if not game.state_names or not comp.state:
        return
    lock_competition(s, comp)
    roster = s.execute(
        select(Player.number, Player.name)
        .join(Registration, Registration.player_id == Player.id)
        .where(Registration.competition_id == comp.id)
        .order_by(Player.number)
    ).all()
    after = game.player_labels([(number, name) for number, name in roster])
    before = game.player_labels([(n, old if n == person.number else name) for n, name in roster])
    renaming = {before[n]: after[n] for n in after if before[n] != after[n]}
    state, count = rename_in(comp.state, game.state_names, renaming)
    if not count:
        return
    kept = state.get(game.id)
    if isinstance(kept, dict) and "version" in kept:
        kept["version"] = int(kept["version"]) + 1
    comp.state = state
