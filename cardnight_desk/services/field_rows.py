"""A competition's field (who is drawn: teams or players, with their names) made from plain rows, the same
whichever way they were read: through the store (:func:`cardnight_desk.services.draw_fields.load_field`) or
from the event file without the ORM (:mod:`cardnight_desk.store.round_reader`, printing a round).

Nothing here reads the database: the callers run the three queries and hand over their rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.draws import EntrantId, PlayerId
from cardnight_desk.services.errors import Refusal


@dataclass(frozen=True)
class Field:
    """The entrants of a competition: ids (team ids for team draws, else player ids), their names, and each
    team's players in order."""

    team_game: bool
    ids: tuple[EntrantId, ...]
    names: dict[EntrantId, str]
    members: dict[EntrantId, Sequence[PlayerId]]
    player_names: dict[PlayerId, str]

    def id_of(self, name: str) -> EntrantId:
        for entrant, entrant_name in self.names.items():
            if entrant_name == name:
                return entrant
        raise Refusal(f"'{name}' is not in this competition's draw")


def field_of(
    team_game: bool,
    registered: Sequence[tuple[PlayerId, str, Any]],
    teams: Sequence[tuple[EntrantId, str]] = (),
    memberships: Iterable[tuple[EntrantId, PlayerId, str, Any]] = (),
    checked_in_only: bool = False,
) -> Field:
    """The field from its rows: ``registered`` (player id, name, checked in at) by player id; for a team game
    ``teams`` (team id, name) by team id and ``memberships`` (team id, player id, player's name, checked in at)
    by team and seat order. ``checked_in_only``: only teams (or players) whose every player has checked in."""
    player_names: dict[PlayerId, str] = {pid: name for pid, name, _ in registered}
    if team_game:
        members: dict[EntrantId, list[PlayerId]] = {team_id: [] for team_id, _ in teams}
        absent: set[EntrantId] = set()  # teams with a member not checked in
        for team_id, player_id, name, checked_in_at in memberships:
            members[team_id].append(player_id)
            player_names.setdefault(player_id, name)
            if checked_in_at is None:
                absent.add(team_id)
        chosen = [(team_id, name) for team_id, name in teams if not checked_in_only or team_id not in absent]
        return Field(
            True,
            tuple(team_id for team_id, _ in chosen),
            dict(chosen),
            dict(members.items()),
            player_names,
        )
    players = [(pid, name) for pid, name, at in registered if not checked_in_only or at is not None]
    return Field(False, tuple(pid for pid, _ in players), dict(players), {}, player_names)
