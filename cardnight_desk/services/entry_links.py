"""Table entry's links: each side's private address to enter its table's score sheet on a phone.

A *side* is one of the names a table's sheet scores, as drawn, in seating order: a team, or a player at a rummy
table or a Bukharo table of individuals (the table's entrants, :mod:`~cardnight_desk.services.seats`). Its
*link* is ``/entry/TOKEN``, valid for that table in that round; the token is 192 random bits from
:mod:`secrets`. A round's links are made the first time they are asked for, whatever the competition's
``table_entry`` setting (printing may show them before it is on); a redraw deletes the round's tables, and the
database their links. :mod:`~cardnight_desk.services.table_entry` takes the sheets entered through them.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from cardnight_desk.domain.games import find_game
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.seats import seated_at
from cardnight_desk.services.tables import UNDRAWN, find_round
from cardnight_desk.store.models import Competition, EntryLink, Round

SETTING = "table_entry"
OFF, ON, CONFIRM_WHEN_AGREED = "off", "on", "confirm_when_agreed"

TOKEN_BYTES = 24  # 192 bits


@dataclass(frozen=True)
class SideLink:
    side: str
    token: str

    @property
    def path(self) -> str:
        return f"/entry/{self.token}"


@dataclass(frozen=True)
class TableLinks:
    table: str
    sides: tuple[SideLink, ...]


@dataclass(frozen=True)
class RoundLinks:
    competition: str
    round: int
    tables: tuple[TableLinks, ...]

    def to_json(self) -> dict[str, Any]:
        """The ``cardnight-desk links --json`` document of ``resources/docs/command-line.md``."""
        return {
            "round": self.round,
            "tables": [
                {"table": t.table, "sides": [{"side": s.side, "path": s.path} for s in t.sides]}
                for t in self.tables
            ],
        }


def table_entry_on(settings: Mapping[str, Any]) -> bool:
    """Whether a competition with these settings has its sides enter their tables' sheets on phones: its
    ``table_entry`` setting is not off (a game played at a desk of its own has no such setting)."""
    return settings.get(SETTING, OFF) != OFF


def offers_table_entry(comp: Competition) -> bool:
    """Whether the competition's game has sheets its tables' sides could enter: a ``table_entry`` setting
    (baccarat, played at a desk of its own, has none; poker's tables report their busts,
    :mod:`~cardnight_desk.services.games.poker.table_entry`)."""
    return SETTING in find_game(comp.game).settings


def _table_game(s: Session, competition: str) -> Competition:
    comp = find_competition(s, competition)
    if not offers_table_entry(comp):
        game = find_game(comp.game)
        raise Refusal(f"'{comp.name}' plays {game.title} at its own desk: its tables hand in no score sheets")
    return comp


def _round(s: Session, comp: Competition, round_no: int | None) -> Round:
    if round_no is not None:
        return find_round(s, comp, round_no, drawn=False)
    latest = s.scalars(
        select(Round)
        .where(Round.competition_id == comp.id)
        .order_by(Round.number.desc())
        .limit(1)
        .options(*UNDRAWN)
    ).first()
    if latest is None:
        raise NotFound(f"'{comp.name}' has no round drawn yet")
    return latest


def _links(s: Session, rnd: Round) -> tuple[TableLinks, ...]:
    """The round's links, made for every side that has none yet; tables in draw order, sides in seating order."""
    tables = list(rnd.tables)
    ids = [t.id for t in tables]
    made = {
        (link.table_id, link.side): link.token
        for link in s.scalars(select(EntryLink).where(EntryLink.table_id.in_(ids)))
    }
    at = seated_at(s, ids)
    out = []
    for table in tables:
        sides = []
        for side in at[table.id][0]:
            token = made.get((table.id, side))
            if token is None:
                token = secrets.token_urlsafe(TOKEN_BYTES)
                s.add(EntryLink(table_id=table.id, side=side, token=token))
            sides.append(SideLink(side, token))
        out.append(TableLinks(table.label, tuple(sides)))
    return tuple(out)


def round_links(desk: Desk, competition: str, round_no: int | None = None) -> RoundLinks:
    """Each side's link at each table of round ``round_no`` (the latest when None), made in one transaction for
    the sides that have none yet. Whatever the competition's setting: the links may be printed before it is on."""
    try:
        return _round_links(desk, competition, round_no)
    except IntegrityError:  # another desk made some of the same links a moment ago: read them
        return _round_links(desk, competition, round_no)


def _round_links(desk: Desk, competition: str, round_no: int | None) -> RoundLinks:
    with desk.store.session() as s:
        comp = _table_game(s, competition)
        rnd = _round(s, comp, round_no)
        return RoundLinks(comp.name, rnd.number, _links(s, rnd))


def links_by_table(desk: Desk, competition: str, round_no: int) -> dict[str, TableLinks]:
    """:func:`round_links` keyed by table label."""
    return {t.table: t for t in round_links(desk, competition, round_no).tables}
