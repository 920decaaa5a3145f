"""Where a drawn round is read from: :func:`get_round` reads a round for a desk whose store is not open yet (a
``print`` or ``draw --show`` command opens its event *later*, :meth:`~cardnight_desk.services.desk.Desk.open`)
straight from the event file without the ORM (:mod:`cardnight_desk.store.round_reader`), so printing a round's
score sheets never loads SQLAlchemy. Any other round, or one the file reader leaves to the store (a round stored
without its draw document, a name not found: the store says so in its own words), is read by
:func:`cardnight_desk.services.draws.get_round`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardnight_desk.domain.draws import Draw
from cardnight_desk.services.field_rows import field_of
from cardnight_desk.services.round_view import RoundView, round_view

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.store.round_reader import RoundRows


def get_round(desk: Desk, competition: str, number: int | None = None) -> RoundView:
    """A round as drawn (the latest when ``number`` is None): from the event file when the desk's store is not
    open (see the module's text), else, or when the file leaves it to the store, through the store."""
    if not desk.is_open and desk.path is not None:
        from cardnight_desk.store.round_reader import NotReadable, read_round

        try:
            return file_round(read_round(desk.path, competition, number))
        except NotReadable:
            pass  # the store reads it, or says why it cannot
    from cardnight_desk.services import draws

    return draws.get_round(desk, competition, number)


def file_round(rows: RoundRows) -> RoundView:
    """The view of a round read from the event file, made as the store's reading makes it: the game says
    whether its entrants are teams, the stored draw document is the draw."""
    from cardnight_desk.domain.games import find_game

    team_game = find_game(rows.game).team_game(rows.has_teams)
    field = field_of(team_game, rows.registered, rows.teams, rows.memberships)
    draw = Draw.from_json(rows.draw["draw"], team_game)
    return round_view(
        rows.competition, rows.number, rows.seed, rows.draw, rows.locked, draw, field, rows.labels
    )
