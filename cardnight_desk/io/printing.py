"""What to print, read from the event: the print data of each document (``io/pdf/data.py``) filled from the
services' draws, standings and results, and printing it to a PDF file.

This is the one place that bridges the event and the printed documents: ``io/pdf`` renders the plain data it
is handed and never reads the event; the services never know what is printed. The GUI's Printing area and the
``print`` command both come here.

Standings and results of a competition not finished yet are printed as *provisional*, saying where it stands
(:mod:`~cardnight_desk.services.progress`); certificates are printed before a competition is finished only
when asked for *early* (:class:`NotFinished` otherwise), and then name no place, only where it stands. An entry
still in (a knockout's team that has not lost) is listed as still in, never with a place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardnight_desk.domain.games import find_game
from cardnight_desk.io.files import PDF, check_output
from cardnight_desk.io.pdf import data as pd
from cardnight_desk.io.pdf.documents import DOCUMENTS, build, names_warning, unprintable_names
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal

if TYPE_CHECKING:
    from cardnight_desk.io.pdf import results_data as rd

# Each document reads the event through the services it needs, imported when it is first filled: printing a
# round's score sheets loads neither the standings, the bracket nor the registration.

PLACED = 3  # results and certificates name the first three places


class NotFinished(Refusal):
    """Certificates asked for before their competitions are finished, without asking for them early;
    ``competitions`` names each, with where it stands."""

    def __init__(self, competitions: tuple[tuple[str, str], ...]):
        listed = "; ".join(f"{name} ({words})" for name, words in competitions)
        verb = "is" if len(competitions) == 1 else "are"
        super().__init__(f"{listed} {verb} not finished yet: certificates follow the final results")
        self.competitions = competitions


def _status(desk: Desk, competition: str) -> str:
    """Where the competition stands while it is provisional; empty once it is finished."""
    from cardnight_desk.services.progress import competition_progress

    where = competition_progress(desk, competition)
    return where.words() if where.provisional else ""


def _header(
    info: events.EventInfo,
    competition: events.CompetitionInfo,
    round_no: int | None = None,
    status: str = "",
) -> pd.EventHeader:
    return pd.EventHeader(info.name, info.date, competition.name, competition.game, round_no, status)


def _head(desk: Desk) -> tuple[int, str]:
    """The history's head, read once the printed data is (every change the printout shows is at or before it):
    printed in the footer of the standings and results, which then witness the history
    (:mod:`~cardnight_desk.domain.history_chain`)."""
    from cardnight_desk.services import history

    return history.head(desk)


def _competition(info: events.EventInfo, name: str | None) -> events.CompetitionInfo:
    comps = info.competitions
    if name is None:
        if len(comps) == 1:
            return comps[0]
        raise Refusal("say which competition (--competition NAME)")
    for comp in comps:
        if comp.name == name:
            return comp
    raise NotFound(f"there is no competition '{name}' in this event")


def table_entry_on(comp: events.CompetitionInfo) -> bool:
    """Whether the competition's tables enter their score sheets on phones."""
    from cardnight_desk.services.entry_links import table_entry_on as on

    return on(comp.settings)


def _entry_links(
    desk: Desk, comp: events.CompetitionInfo, round_no: int
) -> dict[str, tuple[pd.EntryLink, ...]]:
    """Each table's entry links by its label: the sides' links of the round (made the first time they are
    asked for), or none while the competition's table entry is off."""
    if not table_entry_on(comp):
        return {}
    from cardnight_desk.services import table_entry

    return {
        label: tuple(pd.EntryLink(link.side, link.path) for link in links.sides)
        for label, links in table_entry.links_by_table(desk, comp.name, round_no).items()
    }


def round_seating(
    desk: Desk,
    competition: str | None,
    round_no: int | None = None,
    players_page_url: str | None = None,
    *,
    entry: bool = False,
) -> pd.RoundSeating:
    """A drawn round's print data; ``entry``: with each side's entry link when table entry is on (the table
    cards and score sheets print them)."""
    from cardnight_desk.services.draws import get_round

    info = events.event_info(desk)
    comp = _competition(info, competition)
    view = get_round(desk, comp.name, round_no)
    settings = find_game(comp.game).round_settings(comp.settings, view.final)
    links = _entry_links(desk, comp, view.number) if entry else {}
    tables = tuple(
        pd.TableSeating(
            t.table,
            t.sheet_number,
            tuple(pd.Seat(s.seat, s.player or "", s.team) for s in t.seats),
            links.get(t.table, ()),
        )
        for t in view.tables
    )
    return pd.RoundSeating(_header(info, comp, view.number), tables, view.byes, settings, players_page_url)


POKER_ENTRY_TASK = "Report your table's busts on a phone"  # what a poker player's code on the card is for


def poker_table_cards(desk: Desk, competition: str, players_page_url: str | None = None) -> pd.RoundSeating:
    """A poker freezeout's table cards' data: its tables now, each seated player with their own entry link
    (table entry: a player reports the table's busts), printed as the rounds' table cards are."""
    from cardnight_desk.services import phone_entry
    from cardnight_desk.services.games.poker.desk import PokerDesk

    info = events.event_info(desk)
    comp = _competition(info, competition)
    view = PokerDesk(desk, comp.name).view()
    links = (
        {t.table: t.sides for t in phone_entry.links(desk, comp.name).tables} if table_entry_on(comp) else {}
    )
    tables = tuple(
        pd.TableSeating(
            t.name,
            "",
            tuple(pd.Seat(seat, player) for seat, player in t.seats if player),
            tuple(pd.EntryLink(link.side, link.path) for link in links.get(t.name, ())),
        )
        for t in view.tables
    )
    try:
        return pd.RoundSeating(
            _header(info, comp), tables, players_page_url=players_page_url, entry_task=POKER_ENTRY_TASK
        )
    except pd.PrintDataError as err:
        raise Refusal(str(err)) from None


def _titled(titles: Mapping[str, str], columns: Iterable[tuple[str, Any]]) -> tuple[tuple[str, Any], ...]:
    """Standings columns headed in the game's words (``Game.column_titles``: "master" is "Master points")."""
    return tuple((titles.get(column, column), value) for column, value in columns)


def standings_data(desk: Desk, competition: str | None) -> rd.Standings:
    from cardnight_desk.io.pdf import results_data as rd
    from cardnight_desk.services import standings

    info = events.event_info(desk)
    comp = _competition(info, competition)
    table = standings.standings(desk, comp.name)
    game = find_game(comp.game)
    rows = tuple(
        rd.StandingRow(r.place, r.name, _titled(game.column_titles, r.columns), r.still_in)
        for r in table.rows
    )
    header = _header(info, comp, status=_status(desk, comp.name))
    return rd.Standings(header, rows, game.standings_order, _head(desk))


def bracket_data(desk: Desk, competition: str | None) -> rd.Bracket:
    from cardnight_desk.io.pdf import results_data as rd
    from cardnight_desk.services import bracket_view

    info = events.event_info(desk)
    comp = _competition(info, competition)
    played = bracket_view.knockout_rounds(desk, comp.name)
    rounds, third = [], None
    for number, matches in enumerate(played, start=1):
        main = []
        for m in matches:
            match = rd.Match(m.top, m.bottom, m.bye, m.winner)
            if number == len(played) and m.match == 2:
                third = match
            else:
                main.append(match)
        rounds.append(tuple(main))
    return rd.Bracket(_header(info, comp), tuple(rounds), third)


def _members(desk: Desk, competition: str) -> dict[str, tuple[str, ...]]:
    from cardnight_desk.services import registration

    return {t.name: tuple(m.name for m in t.members) for t in registration.list_teams(desk, competition)}


def _placings(desk: Desk, comp: events.CompetitionInfo) -> tuple[rd.Placing, ...]:
    from cardnight_desk.io.pdf import results_data as rd
    from cardnight_desk.services import standings

    try:
        table = standings.standings(desk, comp.name)
    except Refusal:
        return ()
    if not table.sheets_counted:
        return ()
    members = _members(desk, comp.name)
    titles = find_game(comp.game).column_titles
    return tuple(
        rd.Placing(
            r.place,
            r.name,
            members.get(r.name, ()),
            ", ".join(f"{k} {v}" for k, v in _titled(titles, r.columns)),
            r.still_in,
        )
        for r in table.rows
        if r.place <= PLACED
    )


def final_results(desk: Desk) -> rd.FinalResults:
    from cardnight_desk.io.pdf import results_data as rd

    info = events.event_info(desk)
    comps = tuple(
        rd.CompetitionResult(c.name, c.game, placings, _status(desk, c.name))
        for c in info.competitions
        if (placings := _placings(desk, c))
    )
    if not comps:
        raise Refusal("no competition has confirmed results to print yet")
    return rd.FinalResults(info.name, info.date, comps, _head(desk))


def certificates(desk: Desk, competition: str | None = None, *, early: bool = False) -> rd.Certificates:
    """Certificates for the placed entrants; a competition not finished yet is refused (:class:`NotFinished`)
    unless they are asked for ``early``, when they name no place, only where the competition stands ("standing
    after round 3 — provisional")."""
    from cardnight_desk.io.pdf import results_data as rd
    from cardnight_desk.services.progress import competition_progress

    info = events.event_info(desk)
    chosen = [c for c in info.competitions if competition is None or c.name == competition]
    if competition is not None and not chosen:
        raise NotFound(f"there is no competition '{competition}' in this event")
    placed = [
        (c, placings, competition_progress(desk, c.name)) for c in chosen if (placings := _placings(desk, c))
    ]
    if not placed:
        raise Refusal("nobody is placed yet: certificates follow confirmed results")
    unfinished = tuple((c.name, where.words()) for c, _, where in placed if where.provisional)
    if unfinished and not early:
        raise NotFinished(unfinished)
    items = tuple(
        rd.Certificate(
            p.name,
            p.place,
            c.name,
            info.name,
            info.date,
            p.members,
            where.standing_words() if where.provisional else "",
        )
        for c, placings, where in placed
        for p in placings
    )
    return rd.Certificates(items)


def document_data(
    desk: Desk,
    what: str,
    competition: str | None = None,
    round_no: int | None = None,
    *,
    early: bool = False,
    players_page_url: str | None = None,
) -> Any:
    """The print data of the document ``what``; ``early``: certificates of competitions not finished yet;
    ``players_page_url``: the players' page address, printed with its QR code on the documents that carry it
    (``Document.players_page``: table cards, seating lists) and at the start of the sides' entry links on the
    documents that print them (``Document.entry_links``: table cards, score sheets) while the competition's
    table entry is on."""
    if what not in DOCUMENTS:
        raise Refusal(f"'{what}' is not a printed document ({', '.join(DOCUMENTS)})")
    doc = DOCUMENTS[what]
    if players_page_url is not None and not doc.players_page and not _prints_entry(desk, what, competition):
        carrying = " and ".join(d.what for d in DOCUMENTS.values() if d.players_page)
        message = f"the players' page address is printed only on {carrying}, not on {what}"
        if doc.entry_links:
            message += (
                f": {what} print it in the sides' entry links while the competition's table_entry is on"
            )
        raise Refusal(message)
    try:
        if doc.needs_round:
            return round_seating(desk, competition, round_no, players_page_url, entry=doc.entry_links)
        if what == "standings":
            return standings_data(desk, competition)
        if what == "bracket":
            return bracket_data(desk, competition)
        if what == "results":
            return final_results(desk)
        return certificates(desk, competition, early=early)
    except pd.PrintDataError as err:
        raise Refusal(str(err)) from None


def _prints_entry(desk: Desk, what: str, competition: str | None) -> bool:
    """Whether document ``what`` of ``competition`` prints the sides' entry links."""
    if not DOCUMENTS[what].entry_links:
        return False
    try:
        return table_entry_on(_competition(events.event_info(desk), competition))
    except Refusal:  # no such competition: said when the document's data is read
        return False


def carries_players_page(desk: Desk, what: str, competition: str | None) -> bool:
    """Whether document ``what`` of ``competition`` prints the players' page address: on its own with its QR
    code (table cards, seating lists), or in the sides' entry links while table entry is on."""
    return DOCUMENTS[what].players_page or _prints_entry(desk, what, competition)


def printed_words(what: str, data: Any) -> str:
    """What was printed, in a few words: the document's title ("final results", "standings"), or, for data of a
    competition not finished yet, "provisional results", "provisional standings", "provisional certificates"."""
    title = DOCUMENTS[what].title.lower()
    if getattr(data, "provisional", False):
        return "provisional " + title.removeprefix("final ")
    return title


def check_names(data: Any) -> tuple[str, ...]:
    """Names with characters the shipped fonts do not have, printed with a placeholder for each: shown as a
    warning before printing (a name never stops a print); :func:`names_warning` says it in a sentence."""
    return unprintable_names(data)


def print_document(
    data: Any,
    what: str,
    out: str | Path,
    paper: str = "a4",
    progress: Callable[[int, int], None] | None = None,
    *,
    replace: bool = True,
) -> int:
    """Write the document to ``out`` (atomically); returns its page count. Never over an event file or a file
    that is not a PDF (:class:`Refusal`); over an existing PDF only with ``replace`` (else
    :class:`~cardnight_desk.io.files.OutputExists`)."""
    check_output(out, PDF, replace=replace)
    try:
        return build(what, data, str(out), paper=paper, progress=progress)
    except pd.PrintDataError as err:
        raise Refusal(str(err)) from None
    except OSError as err:
        raise Refusal(f"cannot write '{out}': {err.strerror or err}") from None


__all__ = [
    "NotFinished",
    "carries_players_page",
    "check_names",
    "document_data",
    "names_warning",
    "poker_table_cards",
    "print_document",
    "printed_words",
]
