"""What the players' page shows of the event, read once per change into plain data.

A *snapshot* is everything a phone may see, read through the desk's services in one go whenever the event
changes (:mod:`cardnight_desk.web.follow`): the event and its competitions with the board's announcements,
where everybody sits in the current round of every competition (the *seatings* the name search looks in),
the standings as printed (provisional until a competition is finished) and the 28 bracket, the poker clock
with the freezeout's places decided so far and its prizes, and the baccarat table's ranking. Only names,
tables, seats and scores are read: never a player's details (birth date, phone, e-mail, notes), the judges' PIN
or the history.
"""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from cardnight_desk.services import draws, progress, table_entry
from cardnight_desk.services.announcements import announcements
from cardnight_desk.services.bracket_view import knockout_rounds
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import event_info
from cardnight_desk.services.games.baccarat import desk as baccarat_desk
from cardnight_desk.services.games.baccarat.views import money_text
from cardnight_desk.services.games.poker.desk import PokerDesk, poker_competitions
from cardnight_desk.services.registration import list_teams
from cardnight_desk.services.standings import standings
from cardnight_desk.web.changed import Touched

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))


def fold(text: str) -> str:
    """A name as the search compares it: Unicode-normalised (compatibility forms, decomposed), case-folded, the
    accents of Latin letters dropped ("zoe" finds "Zoë"; the vowel signs of Indic scripts are kept, they are
    letters there), zero-width joiners and soft hyphens dropped (Indic names are typed with and without them),
    spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", text.casefold()).translate(_INVISIBLE)
    return " ".join("".join(ch for ch in decomposed if not "\u0300" <= ch <= "\u036f").split())


@dataclass(frozen=True)
class Seating:
    """Where one player sits in the current round of one competition."""

    name: str
    competition: str
    round: int | None  # None for a game run at a desk of its own (poker, baccarat)
    table: str | None  # None: a bye this round; "" at a game of one table (baccarat): the seat alone
    seat: int | None
    team: str | None
    partners: tuple[str, ...] = ()  # team-mates (or side-mates) at the table
    opponents: tuple[str, ...] = ()

    @cached_property
    def key(self) -> str:
        """The name as the search compares it (:func:`fold`), folded once: a seating is searched by every
        phone's query, in every language, and kept from one snapshot to the next while its competition is
        unchanged."""
        return fold(self.name)


@dataclass(frozen=True)
class Standing:
    competition: str
    game: str
    title: str
    finished: bool
    rounds_complete: int
    rounds_drawn: int
    name_key: str = "player"
    columns: tuple[str, ...] = ()
    # (place, name, played, column values); the place is None for an entrant still in (not placed yet)
    rows: tuple[tuple[int | None, str, int, tuple[int, ...]], ...] = ()
    bracket: tuple[
        tuple[tuple[str | None, str | None, bool, str | None], ...], ...
    ] = ()  # (top, bottom, bye,
    # winner) per match, per round
    own_view: str = ""  # "clock" or "baccarat": the game's standings are on its own page


@dataclass(frozen=True)
class Clock:
    competition: str
    started: bool
    running: bool
    on_break: bool
    level: int | None
    blinds: tuple[int, int, int] | None  # small, big, ante
    next_level: int | None
    next_blinds: tuple[int, int, int] | None
    left_ms: int | None  # None once the last level runs past its time
    break_in_ms: int | None
    overtime_ms: int
    last_level: bool
    players_left: int
    entries: int
    average: int
    places: tuple[tuple[int, str, int | None], ...] = ()  # (place, name, prize) of the places decided so far
    payouts: tuple[int, ...] = ()  # what each paid place is worth (PK-6); none when there is no prize pool


@dataclass(frozen=True)
class BaccaratTable:
    competition: str
    hands_played: int
    hands_left: int | None
    over: bool
    rows: tuple[tuple[int, int, str, str], ...]  # (place, seat, name, chips)


@dataclass(frozen=True)
class Snapshot:
    version: int  # the event's change marker it was read at
    built: float  # time.time() when it was read
    event: str
    date: str
    announcements: tuple[str, ...]
    competitions: tuple[tuple[str, str, str], ...]  # (name, game, title)
    seatings: tuple[Seating, ...]
    standings: tuple[Standing, ...]
    clocks: tuple[Clock, ...]
    baccarat: tuple[BaccaratTable, ...]
    problems: tuple[str, ...] = field(default=())  # what could not be read (shown to nobody; for the log)
    table_entry: bool = False  # some competition's sides enter their sheets on their phones (its setting on)

    def refresh_at(self) -> float | None:
        """When a running clock reaches the end of its period: the snapshot must be read again then."""
        ends = [self.built + c.left_ms / 1000 for c in self.clocks if c.running and c.left_ms is not None]
        return min(ends) if ends else None

    def standing(self, competition: str) -> Standing | None:
        return next((s for s in self.standings if s.competition == competition), None)


def _ms(delta: Any) -> int | None:
    return None if delta is None else round(delta.total_seconds() * 1000)


def _blinds(blinds: Any) -> tuple[int, int, int] | None:
    return None if blinds is None else (blinds.small, blinds.big, blinds.ante)


def _round_seatings(desk: Desk, competition: str) -> list[Seating]:
    try:
        rnd = draws.get_round(desk, competition)
    except Refusal:  # no round drawn yet, or not a game drawn in rounds
        return []
    out: list[Seating] = []
    for table in rnd.tables:
        for seat in table.seats:
            if not seat.player:
                continue
            group = seat.team or seat.side
            partners = tuple(
                s.player
                for s in table.seats
                if s.player and s is not seat and group and (s.team or s.side) == group
            )
            opponents = tuple(
                s.player for s in table.seats if s.player and s is not seat and s.player not in partners
            )
            out.append(
                Seating(
                    seat.player,
                    competition,
                    rnd.number,
                    table.table,
                    seat.seat,
                    seat.team,
                    partners,
                    opponents,
                )
            )
    if rnd.byes:  # a team's bye is each of its players' bye
        members = {t.name: [m.name for m in t.members] for t in list_teams(desk, competition)}
        for name in rnd.byes:
            for player in members.get(name) or [name]:
                out.append(
                    Seating(player, competition, rnd.number, None, None, name if name in members else None)
                )
    return out


def _standing(desk: Desk, competition: str, game: str, title: str, where: Any, own_view: str) -> Standing:
    """A competition's standings as printed; a game whose standings are on a page of its own (``own_view``:
    the page its competition was read into, the clock or the baccarat table) links there instead."""
    base: dict[str, Any] = dict(
        competition=competition,
        game=game,
        title=title,
        finished=bool(where.finished) if where else False,
        rounds_complete=where.rounds_complete if where else 0,
        rounds_drawn=where.rounds_drawn if where else 0,
    )
    try:
        table = standings(desk, competition)
    except Refusal:  # a game with no standings of the desk's: shown on its own page, if it has one
        return Standing(**base, own_view=own_view)
    try:
        bracket = tuple(
            tuple((m.top, m.bottom, m.bye, m.winner) for m in matches)
            for matches in knockout_rounds(desk, competition)
        )
    except Refusal:  # no knockout bracket (or none drawn yet)
        bracket = ()
    rows = tuple(
        (
            None if row.still_in else row.place,
            row.name,
            row.played,
            tuple(row.value(c) for c in table.columns),
        )
        for row in table.rows
    )
    return Standing(**base, name_key=table.name_key, columns=table.columns, rows=rows, bracket=bracket)


def _poker(desk: Desk, competition: str) -> tuple[Clock, list[Seating]]:
    view = PokerDesk(desk, competition).view()
    d = view.display
    c = d.clock
    clock = Clock(
        competition,
        c.started,
        c.running,
        c.on_break,
        c.level,
        _blinds(c.blinds),
        c.next_level,
        _blinds(c.next_blinds),
        _ms(c.time_left),
        _ms(c.time_to_break),
        _ms(c.overtime) or 0,
        c.last_level,
        d.players_left,
        d.entries,
        d.average_stack,
        tuple((r.place, r.player, r.prize) for r in view.places),
        tuple(view.payouts) if view.settings.prize_pool else (),
    )
    seatings = []
    for table in view.tables:
        players = [(seat, name) for seat, name in table.seats if name]
        for seat, name in players:
            others = tuple(other for _, other in players if other != name)
            seatings.append(Seating(name, competition, None, table.name, seat, None, (), others))
    return clock, seatings


def _baccarat(desk: Desk, competition: str) -> tuple[BaccaratTable, list[Seating]]:
    info = baccarat_desk.open_table(desk, competition)
    rows = tuple((r.place, r.seat, r.name, money_text(r.chips)) for r in info.standings)
    table = BaccaratTable(competition, info.hands_played, info.hands_left, info.is_over, rows)
    seatings = [Seating(s.name, competition, None, "", s.number, None) for s in info.seats]
    return table, seatings


def read_snapshot(
    desk: Desk, version: int, previous: Snapshot | None = None, changed: Touched | None = None
) -> Snapshot:
    """Everything the players' page shows, read at the event's change marker ``version``.

    Given the ``previous`` snapshot and what ``changed`` since (:func:`~cardnight_desk.web.changed.touched`),
    only the competitions changed are read again (a sheet or a penalty: their results; anything else: all of
    them); the others are taken from ``previous`` as they were, a running poker clock counted down (read again
    once its period has ended). The event, its announcements and the list of competitions are read every
    time: when the list changed, or without ``changed``, the whole event is read."""
    built = time.time()
    info = event_info(desk)
    competitions = tuple((c.name, c.game, c.title) for c in info.competitions)
    ticked = 0
    where: dict[str, Any] | None = None
    if previous is None or changed is None or competitions != previous.competitions:
        previous = None
        reread = dict.fromkeys((c.name for c in info.competitions), _ALL)
        where = progress.all_progress(desk)
    else:
        reread = dict.fromkeys(changed.results, _RESULTS)
        reread.update(dict.fromkeys(changed.everything, _ALL))
        ticked = round((built - previous.built) * 1000)
        due = previous.refresh_at()
        if due is not None and built >= due:  # a running clock's period ended: read the clocks again
            reread.update(dict.fromkeys((c.competition for c in previous.clocks if c.running), _ALL))
    before = _Parts(previous)
    problems: list[str] = []
    seatings: list[Seating] = []
    standing_rows: list[Standing] = []
    clocks: list[Clock] = []
    tables: list[BaccaratTable] = []
    poker = set(poker_competitions(desk)) if reread else set()
    baccarat = set(baccarat_desk.baccarat_competitions(desk)) if reread else set()
    for comp in info.competitions:
        how = reread.get(comp.name)
        if how is None:  # unchanged since the previous snapshot
            seatings += before.seatings.get(comp.name, ())
            standing_rows += before.standings.get(comp.name, ())
            clocks += (_ticked(c, ticked) for c in before.clocks.get(comp.name, ()))
            tables += before.tables.get(comp.name, ())
            problems += before.problems.get(comp.name, ())
            continue
        own_view = ""  # the page of its own the competition is shown on
        try:
            if comp.name in poker:
                clock, seated = _poker(desk, comp.name)
                clocks.append(clock)
                seatings += seated
                own_view = "clock"
            elif comp.name in baccarat:
                table, seated = _baccarat(desk, comp.name)
                tables.append(table)
                seatings += seated
                own_view = "baccarat"
            elif how == _RESULTS:  # a sheet or a penalty seats nobody anew
                seatings += before.seatings.get(comp.name, ())
            else:
                seatings += _round_seatings(desk, comp.name)
            stands = (
                where.get(comp.name) if where is not None else progress.competition_progress(desk, comp.name)
            )
            standing_rows.append(_standing(desk, comp.name, comp.game, comp.title, stands, own_view))
        except Refusal as err:  # a competition whose stored state cannot be read: the others still show
            problems.append(f"{comp.name}: {err}")
    return Snapshot(
        version=version,
        built=built,
        event=info.name,
        date=info.date.isoformat(),
        announcements=tuple(announcements(desk)),
        competitions=competitions,
        seatings=tuple(seatings),
        standings=tuple(standing_rows),
        clocks=tuple(clocks),
        baccarat=tuple(tables),
        problems=tuple(problems),
        table_entry=any(table_entry.table_entry_on(c.settings) for c in info.competitions),
    )


_ALL, _RESULTS = "all", "results"  # what of a competition a new snapshot reads again


def _ticked(clock: Clock, ms: int) -> Clock:
    """A clock as it shows ``ms`` later: a running clock's times counted down (within its period, which
    :meth:`Snapshot.refresh_at` makes sure of) or its last level's overtime counted on, a stopped one as it
    was."""
    if not clock.running:
        return clock
    if clock.left_ms is None:
        return replace(clock, overtime_ms=clock.overtime_ms + ms)
    return replace(
        clock,
        left_ms=clock.left_ms - ms,
        break_in_ms=None if clock.break_in_ms is None else clock.break_in_ms - ms,
    )


class _Parts:
    """The previous snapshot's parts, by competition."""

    def __init__(self, snap: Snapshot | None):
        self.seatings: dict[str, list[Seating]] = {}
        self.standings: dict[str, list[Standing]] = {}
        self.clocks: dict[str, list[Clock]] = {}
        self.tables: dict[str, list[BaccaratTable]] = {}
        self.problems: dict[str, list[str]] = {}
        if snap is None:
            return
        for seating in snap.seatings:
            self.seatings.setdefault(seating.competition, []).append(seating)
        for standing in snap.standings:
            self.standings.setdefault(standing.competition, []).append(standing)
        for clock in snap.clocks:
            self.clocks.setdefault(clock.competition, []).append(clock)
        for table in snap.baccarat:
            self.tables.setdefault(table.competition, []).append(table)
        names = [name for name, _, _ in snap.competitions]
        for problem in snap.problems:
            owner = next((n for n in names if problem.startswith(f"{n}: ")), None)
            if owner is not None:
                self.problems.setdefault(owner, []).append(problem)


def find_seatings(snapshot: Snapshot, part: str, limit: int = 30) -> tuple[list[Seating], bool]:
    """The seatings of every player whose name holds ``part`` (normalised as :func:`fold`), grouped by player
    in the order found, at most ``limit`` players; and whether there were more."""
    wanted = fold(part)
    names: list[str] = []
    found: list[Seating] = []
    more = False
    for seating in snapshot.seatings:
        if wanted not in seating.key:
            continue
        if seating.name not in names:
            if len(names) >= limit:
                more = True
                continue
            names.append(seating.name)
        found.append(seating)
    found.sort(key=lambda s: names.index(s.name))
    return found, more
