"""What the desk prints, as plain data.

The printed documents (``io/pdf/*.py``) are built from these frozen dataclasses only, never from the event
store: ``io/printing.py`` fills them from the services, and the GUI and the command line hand them to
:func:`~cardnight_desk.io.pdf.documents.build`. A round's data (its header, tables and seats) is defined here;
the standings', bracket's, results' and certificates' data in ``results_data.py``.

Words used here:

- *header*: the lines at the top of every page: event, date, competition, the competition's game (its id,
  as the event stores it) and the round.
- *table*: one playing table of a round, with its *label* (``"7"``, ``"B3"``), its *sheet number* (printed and
  encoded in the score sheet's QR code, so the desk's sheet-number field can read it from a scanner) and its
  *seats* (seat number, player, team when the game is played in teams).
- *entry link*: a side's private link for entering its table's score sheet on a phone (*table entry*, when the
  competition's ``table_entry`` setting is on): the side's name as drawn and the link's path on the players'
  page (``/entry/TOKEN``), printed as a QR code of the page's address followed by the path.
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
from enum import Enum
from urllib.parse import urlsplit

from reportlab.lib.pagesizes import A4, LETTER

from cardnight_desk.domain.games import GAMES, UnknownGame, find_game
from cardnight_desk.io.pdf.bidi import isolate


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

    @property
    def label(self) -> str:
        """The player and their team as a line prints them ("Asha Pillai  (Kochi Lions)"), each name isolated
        (``bidi.isolate``): an Urdu player of a Latin-named team reads "محمد عمران  (Tigers)", in that order."""
        return isolate(self.player) + (f"  ({isolate(self.team)})" if self.team else "")


@dataclass(frozen=True)
class EntryLink:
    side: str
    path: str  # on the players' page: ``/entry/TOKEN``


@dataclass(frozen=True)
class TableSeating:
    table: str
    sheet_number: str
    seats: tuple[Seat, ...]
    entry: tuple[EntryLink, ...] = ()  # each side's entry link, in seating order; none without table entry

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
    cards and seating lists when given, and the start of every entry link printed. ``entry_task`` says what the
    sides do with their entry links' codes.
    """

    header: EventHeader
    tables: tuple[TableSeating, ...]
    byes: tuple[str, ...] = ()
    settings: Mapping[str, object] = field(default_factory=dict)
    players_page_url: str | None = None
    entry_task: str = "Enter this sheet on a phone"

    def __post_init__(self) -> None:
        labels = [t.table for t in self.tables]
        if len(set(labels)) != len(labels):
            raise PrintDataError("two tables of the round have the same label")
        if self.players_page_url is not None:
            check_web_address(self.players_page_url)

    def entry_address(self, link: EntryLink) -> str | None:
        """The whole address of a side's entry link: the players' page address followed by the link's path;
        ``None`` when the page's address is not known."""
        if not self.players_page_url:
            return None
        return self.players_page_url.rstrip("/") + link.path

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
