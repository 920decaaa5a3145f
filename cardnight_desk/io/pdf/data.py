"""What the desk prints, as plain data.

The printed documents (``io/pdf/*.py``) are built from these frozen dataclasses only, never from the event
store: ``io/printing.py`` fills them from the services, and the GUI and the command line hand them to
:func:`~cardnight_desk.io.pdf.documents.build`.

Words used here:

- *header*: the lines at the top of every page: event, date, competition, the competition's game (its id,
  as the event stores it) and the round.
- *table*: one playing table of a round, with its *label* (``"7"``, ``"B3"``), its *sheet number* (printed and
  encoded in the score sheet's QR code, so the desk's sheet-number field can read it from a scanner) and its
  *seats* (seat number, player, team when the game is played in teams).
- *bye*: an entry that does not play this round (listed on the seating lists), or, in a bracket, a free pass
  into the next round.
- *standings row*: a place (rows level on every tiebreak share it: 1, 1, 3), a name and the game's own
  tiebreak columns in order, each a ``(header, value)`` pair.
- *placing*: a winner or runner-up of a competition (place 1 wins), printed on the results and certificates.
- *status*: where a competition stands when it is not finished yet ("after round 2 — provisional"): its
  standings, results and certificates are *provisional* and say so, and name no winner (the places are
  written "1st place", "2nd place" ...). Empty for a finished competition.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from urllib.parse import urlsplit

from reportlab.lib.pagesizes import A4, LETTER

from cardnight_desk.domain.games import GAMES, UnknownGame, find_game


class PrintDataError(ValueError):
    """The data handed to a document does not describe something printable (e.g. a bracket round of 3)."""


class Paper(Enum):
    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Portrait width and height in points."""
        return A4 if self is Paper.A4 else LETTER

    @classmethod
    def parse(cls, value: str | Paper) -> Paper:
        if isinstance(value, Paper):
            return value
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            raise PrintDataError(f"'{value}' is not a paper size (a4 or letter)") from None


@dataclass(frozen=True)
class EventHeader:
    event: str
    date: dt.date
    competition: str
    game: str  # the competition's game id (``domain.games.GAMES``)
    round: int | None = None
    status: str = ""  # where the competition stands while provisional ("after round 2 — provisional")

    def __post_init__(self) -> None:
        try:
            find_game(self.game)
        except UnknownGame:
            known = ", ".join(GAMES)
            raise PrintDataError(f"'{self.game}' is not a competition game ({known})") from None

    @property
    def game_title(self) -> str:
        return find_game(self.game).title

    def texts(self) -> Iterator[str]:
        yield self.event
        yield self.competition
        if self.status:
            yield self.status


@dataclass(frozen=True)
class Seat:
    seat: int
    player: str
    team: str | None = None


@dataclass(frozen=True)
class TableSeating:
    table: str
    sheet_number: str
    seats: tuple[Seat, ...]

    def __post_init__(self) -> None:
        numbers = [s.seat for s in self.seats]
        if len(set(numbers)) != len(numbers):
            raise PrintDataError(f"table {self.table} has two players in the same seat")

    def sides(self) -> tuple[str, ...]:
        """The sides playing at the table: its teams in seating order, or its players when not in teams."""
        if self.seats and all(s.team for s in self.seats):
            return tuple(dict.fromkeys(s.team for s in self.seats if s.team))
        return tuple(s.player for s in self.seats)


@dataclass(frozen=True)
class RoundSeating:
    """A drawn round: what the score sheets, table cards and seating lists print.

    ``settings`` are the settings the round's tables play under (``Game.round_settings``); the score sheets
    print the ones a table needs (the game's sheet layout reads them). ``players_page_url``: the address of
    the players' page the desk serves (``http://192.168.1.20:8080/``), printed with its QR code on the table
    cards and seating lists when given.
    """

    header: EventHeader
    tables: tuple[TableSeating, ...]
    byes: tuple[str, ...] = ()
    settings: Mapping[str, object] = field(default_factory=dict)
    players_page_url: str | None = None

    def __post_init__(self) -> None:
        labels = [t.table for t in self.tables]
        if len(set(labels)) != len(labels):
            raise PrintDataError("two tables of the round have the same label")
        if self.players_page_url is not None:
            check_web_address(self.players_page_url)

    def setting(self, key: str) -> object:
        """The round's setting, or the game's default when the data does not give it."""
        return find_game(self.header.game).with_defaults(self.settings).get(key)

    def texts(self) -> Iterator[str]:
        yield from self.header.texts()
        for t in self.tables:
            yield t.table
            yield t.sheet_number
            for s in t.seats:
                yield s.player
                if s.team:
                    yield s.team
        yield from self.byes
        if self.players_page_url:
            yield self.players_page_url


MAX_ADDRESS = 200  # characters: its QR code stays small enough for a phone to read off a table card


def check_web_address(address: str) -> None:
    """Refuse (:class:`PrintDataError`) an address that is not a whole web address a phone can open."""
    if any(ch.isspace() or not ch.isprintable() for ch in address):
        raise PrintDataError(
            f"the players' page address '{address}' has a space or a control character in it"
        )
    if len(address) > MAX_ADDRESS:
        raise PrintDataError(
            f"the players' page address is {len(address)} characters long: at most {MAX_ADDRESS} are printed"
        )
    try:
        parts = urlsplit(address)
        parts.port  # noqa: B018 - a port out of range or not a number raises here
    except ValueError:
        parts = None
    if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
        raise PrintDataError(
            f"'{address}' is not a web address for the players' page: it starts with http:// or https:// "
            "and names a host, as in http://192.168.1.20:8080/"
        )


Value = int | str | Decimal


@dataclass(frozen=True)
class StandingRow:
    place: int
    name: str
    columns: tuple[tuple[str, Value], ...] = ()


@dataclass(frozen=True)
class Standings:
    header: EventHeader
    rows: tuple[StandingRow, ...]
    order_note: str = ""  # how the order is decided, e.g. "Master, Bonus, score (ruling BH-8)"

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
        places = [r.place for r in self.rows]
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

    @property
    def final(self) -> bool:
        """Every competition listed is finished: these are the final results."""
        return not any(c.status for c in self.competitions)

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
    status: str = ""  # printed before the competition is finished: where it stands, and no winner named


@dataclass(frozen=True)
class Certificates:
    items: tuple[Certificate, ...]
    signatures: tuple[str, ...] = ("Organiser", "Chief judge")

    def texts(self) -> Iterator[str]:
        yield from self.signatures
        for c in self.items:
            yield from (c.name, c.competition, c.event)
            yield from c.members
            if c.status:
                yield c.status


def place_words(place: int, final: bool = True) -> str:
    """How a certificate names a place: Winner, Runner-up, Third place, then 4th place, 5th place ...; before
    the competition is finished (``final`` false) nobody has won yet: 1st place, 2nd place, 3rd place ..."""
    named = {1: "Winner", 2: "Runner-up", 3: "Third place"}
    if final and place in named:
        return named[place]
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix} place"
