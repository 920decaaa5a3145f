"""What a competition's play comes to, as print data: its standings, its knockout bracket, the final results
and the certificates (the words are defined in :mod:`~cardnight_desk.io.pdf.data`). A round's documents (score
sheets, table cards, seating lists) print none of them, so printing them never loads this module.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from cardnight_desk.domain.games import GAMES
from cardnight_desk.domain.history_chain import head_words
from cardnight_desk.io.pdf.data import EventHeader, PrintDataError

Value = int | str | Decimal
Head = tuple[int, str]  # the event history's head: the number and hash of its newest change


def witnessed(head: Head | None) -> str:
    """The history's head as a page's footer carries it, so that the printout witnesses it (a history cut short
    or rewritten after it was printed no longer holds that change with that hash); empty without one."""
    return "" if head is None else head_words(*head)


STILL_IN = "still in"  # a place not given yet: the entry is still in (a knockout's team that has not lost)


@dataclass(frozen=True)
class StandingRow:
    place: int
    name: str
    columns: tuple[tuple[str, Value], ...] = ()
    still_in: bool = False  # not placed yet (``place`` is the best it can still reach)


@dataclass(frozen=True)
class Standings:
    header: EventHeader
    rows: tuple[StandingRow, ...]
    order_note: str = ""  # how the order is decided, e.g. "Master, Bonus, score (ruling BH-8)"
    head: Head | None = None  # the history's head when they were read (printed in every page's footer)

    @property
    def provisional(self) -> bool:
        return bool(self.header.status)

    def __post_init__(self) -> None:
        heads = {tuple(h for h, _ in r.columns) for r in self.rows}
        if len(heads) > 1:
            raise PrintDataError("every standings row needs the same tiebreak columns")

    @property
    def column_headers(self) -> tuple[str, ...]:
        return tuple(h for h, _ in self.rows[0].columns) if self.rows else ()

    def shared_places(self) -> frozenset[int]:
        """The places given to more than one entry (entries still in are given none)."""
        places = [r.place for r in self.rows if not r.still_in]
        return frozenset(p for p in places if places.count(p) > 1)

    def texts(self) -> Iterator[str]:
        yield from self.header.texts()
        yield self.order_note
        for r in self.rows:
            yield r.name
            for h, v in r.columns:
                yield h
                yield str(v)


@dataclass(frozen=True)
class Match:
    """A bracket match. ``top``/``bottom`` are ``None`` while not known yet; ``bye`` means ``top`` goes
    through without playing (the bottom slot is empty)."""

    top: str | None = None
    bottom: str | None = None
    bye: bool = False
    winner: str | None = None
    result: str = ""  # what the table reported, e.g. "3 - 1" or "+4 / -2"

    def __post_init__(self) -> None:
        if self.bye and self.bottom is not None:
            raise PrintDataError(f"a bye has no opponent ({self.top} v {self.bottom})")
        if self.winner is not None and self.winner not in (self.top, self.bottom):
            raise PrintDataError(f"{self.winner} did not play in the match {self.top} v {self.bottom}")

    def advancing(self) -> str | None:
        """Who goes on: the winner, or the entrant with a bye."""
        return self.top if self.bye else self.winner


MAX_BRACKET_ENTRIES = 64


@dataclass(frozen=True)
class Bracket:
    """A knockout: ``rounds[0]`` are the first-round matches (a power of two of them), each later round half
    as many, the last round the final."""

    header: EventHeader
    rounds: tuple[tuple[Match, ...], ...]
    third_place: Match | None = None

    def __post_init__(self) -> None:
        if not self.rounds or not self.rounds[0]:
            raise PrintDataError("a bracket needs at least one match")
        first = len(self.rounds[0])
        if first & (first - 1) or first * 2 > MAX_BRACKET_ENTRIES:
            raise PrintDataError(
                f"a bracket's first round has 1, 2, 4, 8, 16 or 32 matches (up to {MAX_BRACKET_ENTRIES} "
                f"entries), not {first}"
            )
        for r, matches in enumerate(self.rounds[1:], start=1):
            if len(matches) != first >> r:
                raise PrintDataError(f"round {r + 1} of the bracket needs {first >> r} matches")
        if len(self.rounds) > first.bit_length():
            raise PrintDataError("the bracket has rounds after its final")

    @property
    def size(self) -> int:
        return 2 * len(self.rounds[0])

    @property
    def rounds_total(self) -> int:
        return self.size.bit_length() - 1

    def texts(self) -> Iterator[str]:
        yield from self.header.texts()
        matches = [m for rnd in self.rounds for m in rnd]
        if self.third_place:
            matches.append(self.third_place)
        for m in matches:
            yield from (n for n in (m.top, m.bottom) if n)
            yield m.result


@dataclass(frozen=True)
class Placing:
    place: int
    name: str
    members: tuple[str, ...] = ()  # a team's players
    detail: str = ""  # e.g. "4 Master, 5 Bonus, 1210"
    still_in: bool = False  # not placed yet: listed as still in, never with a place


@dataclass(frozen=True)
class CompetitionResult:
    competition: str
    game: str
    placings: tuple[Placing, ...]
    status: str = ""  # while the competition is not finished: its places are not its winners yet

    @property
    def game_title(self) -> str:
        return GAMES[self.game].title if self.game in GAMES else self.game


@dataclass(frozen=True)
class FinalResults:
    event: str
    date: dt.date
    competitions: tuple[CompetitionResult, ...]
    head: Head | None = None  # the history's head when they were read (printed in every page's footer)

    @property
    def final(self) -> bool:
        """Every competition listed is finished: these are the final results."""
        return not any(c.status for c in self.competitions)

    @property
    def provisional(self) -> bool:
        return not self.final

    def texts(self) -> Iterator[str]:
        yield self.event
        for c in self.competitions:
            yield c.competition
            if c.status:
                yield c.status
            for p in c.placings:
                yield p.name
                yield from p.members
                yield p.detail


@dataclass(frozen=True)
class Certificate:
    name: str
    place: int
    competition: str
    event: str
    date: dt.date
    members: tuple[str, ...] = ()
    # printed before the competition is finished: where the entry's standing stands ("standing after round 3 —
    # provisional"), printed instead of the place, which it does not name
    status: str = ""

    @property
    def place_line(self) -> str:
        """What the certificate says of the place: "Winner", "Runner-up", "Third place", "4th place" once the
        competition is finished; before, only where it stands ("Standing after round 3 — provisional")."""
        return self.status[:1].upper() + self.status[1:] if self.status else place_words(self.place)


@dataclass(frozen=True)
class Certificates:
    items: tuple[Certificate, ...]
    signatures: tuple[str, ...] = ("Organiser", "Chief judge")

    @property
    def provisional(self) -> bool:
        """Any of them printed before its competition is finished."""
        return any(c.status for c in self.items)

    def texts(self) -> Iterator[str]:
        yield from self.signatures
        for c in self.items:
            yield from (c.name, c.competition, c.event, c.place_line)
            yield from c.members


def place_words(place: int, final: bool = True, still_in: bool = False) -> str:
    """How a certificate or the results name a place: Winner, Runner-up, Third place, then 4th place, 5th place
    ...; before the competition is finished (``final`` false) nobody has won yet: 1st place, 2nd place, 3rd
    place ...; an entry not placed yet is "Still in"."""
    if still_in:
        return STILL_IN.capitalize()
    named = {1: "Winner", 2: "Runner-up", 3: "Third place"}
    if final and place in named:
        return named[place]
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix} place"
