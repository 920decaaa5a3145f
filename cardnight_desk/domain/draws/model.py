"""Draws: who sits where, at which table, in one round of a competition.

Words used throughout ``domain/draws``:

- *entrant*: what a competition draws — a team (Bhukhar, 28, Bukharo teams) or a player (rummy, Bukharo
  tables of individuals). The caller identifies entrants by ids of its choosing (``int`` or ``str``).
- *member*: a player of a team entrant. Seats of a team game name the members when the caller supplies them,
  and are left unnamed (``player`` is ``None``) when it does not.
- *table*: one game of the round, numbered from 1. Its *seats* are numbered from 1 round the table.
- *side*: at a table played by two sides, ``"A"`` or ``"B"``; their players sit alternately A1 B1 A2 B2 A3 B3
  (ruling EV-3 for team games, ruling BK-3 for Bukharo tables of 4 or 6).
- *bye*: an entrant not seated this round because the count is odd; what a bye scores is a competition
  setting, applied by the standings, not here.
- *seed*: the number the round's random source ``random.Random(seed)`` starts from. It is stored with the draw,
  and the same seed on the same field gives the same draw (ruling EV-5).
- *field*: the entrants of a draw. Its order does not matter: every draw sorts it first, so the same field read
  in any order gives the same draw.
- *history*: what earlier rounds did — who met whom, who played at which table number, who had byes. Swiss
  pairing avoids rematches with it, table moves avoid old tables with it (rule 11), swaps warn with it.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

EntrantId = int | str
PlayerId = int | str

SIDES = ("A", "B")
TEAM_SIZE = 3  # ruling EV-3: teams of three


class DrawError(ValueError):
    """A draw that cannot be made as asked; the message is a sentence for the desk."""


def fresh_seed() -> int:
    """A new seed for a draw the organiser has not given one for; store it with the draw (ruling EV-5)."""
    return secrets.randbelow(2**31)


def _id_key(entrant: EntrantId) -> tuple[bool, Any]:
    # ints before strs, so a field mixing both still sorts the same way every time
    return (isinstance(entrant, str), entrant)


def sort_field(entrants: Iterable[EntrantId]) -> list[EntrantId]:
    """The field in a fixed order (ruling EV-5: the order it was read in does not change the draw); an entrant
    listed twice is refused."""
    seen: set[EntrantId] = set()
    for entrant in entrants:
        if entrant in seen:
            raise DrawError(f"entrant {entrant!r} is in the field twice")
        seen.add(entrant)
    return sorted(seen, key=_id_key)


@dataclass(frozen=True)
class Seat:
    """One seat: its number round the table, who sits there, the team entrant it plays for (team games) and its
    side (``"A"``/``"B"`` at a table of two sides, ``None`` for players on their own)."""

    number: int
    player: PlayerId | None
    team: EntrantId | None = None
    side: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.number, "player": self.player, "team": self.team, "side": self.side}


@dataclass(frozen=True)
class Table:
    """One table of a round: its seats in order, the entrants drawn to it (two teams, or the players), and the
    packs it plays with where the game's ruling fixes them (RU-9, BK-3)."""

    number: int
    seats: tuple[Seat, ...]
    entrants: tuple[EntrantId, ...]
    packs: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "table": str(self.number),
            "packs": self.packs,
            "entrants": list(self.entrants),
            "seats": [s.to_json() for s in self.seats],
        }


@dataclass(frozen=True)
class Draw:
    """One round's draw. ``team_game``: the entrants are teams (their members fill the seats); otherwise the
    entrants are the seated players. ``final``: the round is a competition's final table."""

    round: int
    seed: int
    tables: tuple[Table, ...]
    byes: tuple[EntrantId, ...] = ()
    team_game: bool = True
    final: bool = False

    @property
    def entrants(self) -> tuple[EntrantId, ...]:
        """Every entrant of the round: seated ones by table, then the byes."""
        return tuple(e for t in self.tables for e in t.entrants) + self.byes

    def table_of(self, entrant: EntrantId) -> Table | None:
        """The table an entrant is drawn to; ``None`` for a bye or an entrant not in the draw."""
        for table in self.tables:
            if entrant in table.entrants:
                return table
        return None

    def opponents_of(self, entrant: EntrantId) -> tuple[EntrantId, ...]:
        table = self.table_of(entrant)
        return () if table is None else tuple(e for e in table.entrants if e != entrant)

    def find_player(self, player: PlayerId) -> tuple[Table, Seat] | None:
        """Where a player sits (the desk's "find a player")."""
        for table in self.tables:
            for seat in table.seats:
                if seat.player == player:
                    return table, seat
        return None

    @classmethod
    def from_json(cls, doc: Mapping[str, Any], team_game: bool = True) -> Draw:
        """A draw written by :meth:`to_json` (entrant and player ids as they were given)."""
        tables = tuple(
            Table(
                int(t["table"]),
                tuple(Seat(s["seat"], s.get("player"), s.get("team"), s.get("side")) for s in t["seats"]),
                tuple(t.get("entrants", ())),
                t.get("packs"),
            )
            for t in doc.get("tables", ())
        )
        return cls(
            int(doc["round"]),
            int(doc["seed"]),
            tables,
            tuple(doc.get("byes", ())),
            team_game,
            bool(doc.get("final", False)),
        )

    def to_json(self) -> dict[str, Any]:
        """The ``cardnight-desk draw`` document (``resources/docs/command-line.md``), with each table's packs
        and entrants and each seat's side added."""
        return {
            "round": self.round,
            "seed": self.seed,
            "final": self.final,
            "tables": [t.to_json() for t in self.tables],
            "byes": list(self.byes),
        }


def alternate_seats(
    side_a: Sequence[PlayerId | None],
    side_b: Sequence[PlayerId | None],
    team_a: EntrantId | None = None,
    team_b: EntrantId | None = None,
) -> tuple[Seat, ...]:
    """Two sides in alternate seats A1 B1 A2 B2 A3 B3 (rulings EV-3, BK-3); a side with more players takes the
    last seats."""
    seats: list[Seat] = []
    for k in range(max(len(side_a), len(side_b))):
        for side, players, team in (("A", side_a, team_a), ("B", side_b, team_b)):
            if k < len(players):
                seats.append(Seat(len(seats) + 1, players[k], team, side))
    return tuple(seats)


def members_of(
    team: EntrantId, members: Mapping[EntrantId, Sequence[PlayerId]] | None, team_size: int = TEAM_SIZE
) -> tuple[PlayerId | None, ...]:
    """A team's players in their listed order, or ``team_size`` unnamed seats when the caller gave none."""
    if members is not None and team in members:
        return tuple(members[team])
    return (None,) * team_size


def team_table(
    number: int,
    team_a: EntrantId,
    team_b: EntrantId,
    members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
    team_size: int = TEAM_SIZE,
) -> Table:
    """A table of two teams, team A's players in the odd seats and team B's in the even ones (ruling EV-3)."""
    seats = alternate_seats(
        members_of(team_a, members, team_size), members_of(team_b, members, team_size), team_a, team_b
    )
    return Table(number, seats, (team_a, team_b))


@dataclass(frozen=True)
class History:
    """What earlier rounds did: each entrant's opponents, the table numbers it played at, its byes."""

    opponents: Mapping[EntrantId, frozenset[EntrantId]] = field(default_factory=dict)
    tables: Mapping[EntrantId, frozenset[int]] = field(default_factory=dict)
    byes: Mapping[EntrantId, int] = field(default_factory=dict)

    @classmethod
    def from_draws(cls, draws: Iterable[Draw]) -> History:
        """The history of ``draws`` played in turn: the same as adding each with :meth:`plus`, built in one
        pass."""
        return cls.from_rounds((((t.number, t.entrants) for t in d.tables), d.byes) for d in draws)

    @classmethod
    def from_rounds(
        cls, rounds: Iterable[tuple[Iterable[tuple[int, Sequence[EntrantId]]], Iterable[EntrantId]]]
    ) -> History:
        """The history of rounds played in turn, each given as its tables ``(number, entrants)`` and its byes:
        what :meth:`from_draws` reads of each draw, without the draws' seats."""
        # each entrant's tables' entrants (itself among them) and table numbers are gathered in lists, made sets
        # once at the end: one set of each per entrant, not one per round
        met: dict[EntrantId, list[EntrantId]] = {}
        tables: dict[EntrantId, list[int]] = {}
        byes: dict[EntrantId, int] = {}
        for round_tables, round_byes in rounds:
            for number, entrants in round_tables:
                for entrant in entrants:
                    seen = met.get(entrant)
                    if seen is None:
                        met[entrant], tables[entrant] = list(entrants), [number]
                    else:
                        seen += entrants
                        tables[entrant].append(number)
            for entrant in round_byes:
                byes[entrant] = byes.get(entrant, 0) + 1
        return cls(
            {e: frozenset(s).difference((e,)) for e, s in met.items()},
            {e: frozenset(s) for e, s in tables.items()},
            byes,
        )

    def plus(self, draw: Draw) -> History:
        """This history with one more round played as drawn."""
        opponents = {e: set(s) for e, s in self.opponents.items()}
        tables = {e: set(s) for e, s in self.tables.items()}
        byes = dict(self.byes)
        for table in draw.tables:
            for entrant in table.entrants:
                opponents.setdefault(entrant, set()).update(e for e in table.entrants if e != entrant)
                tables.setdefault(entrant, set()).add(table.number)
        for entrant in draw.byes:
            byes[entrant] = byes.get(entrant, 0) + 1
        return History(
            {e: frozenset(s) for e, s in opponents.items()},
            {e: frozenset(s) for e, s in tables.items()},
            byes,
        )

    def met(self, a: EntrantId, b: EntrantId) -> bool:
        return b in self.opponents.get(a, frozenset())

    def opponents_of(self, entrant: EntrantId) -> frozenset[EntrantId]:
        return self.opponents.get(entrant, frozenset())

    def tables_of(self, entrant: EntrantId) -> frozenset[int]:
        return self.tables.get(entrant, frozenset())

    def byes_of(self, entrant: EntrantId) -> int:
        return self.byes.get(entrant, 0)
