"""What to print, read from the event: the print data of each document (``io/pdf/data.py``) filled from the
services' draws, standings and results, and printing it to a PDF file.

This is the one place that bridges the event and the printed documents: ``io/pdf`` renders the plain data it
is handed and never reads the event; the services never know what is printed. The GUI's Printing area and the
``print`` command both come here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardnight_desk.domain.games import find_game
from cardnight_desk.io.files import PDF, check_output
from cardnight_desk.io.pdf import data as pd
from cardnight_desk.io.pdf.documents import DOCUMENTS, build, unprintable_names
from cardnight_desk.io.pdf.fonts import UnprintableNames
from cardnight_desk.services import bracket_view, draws, events, registration, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal

PLACED = 3  # results and certificates name the first three places


def _header(desk: Desk, competition: events.CompetitionInfo, round_no: int | None = None) -> pd.EventHeader:
    info = events.event_info(desk)
    return pd.EventHeader(info.name, info.date, competition.name, competition.game, round_no)


def _competition(desk: Desk, name: str | None) -> events.CompetitionInfo:
    comps = events.event_info(desk).competitions
    if name is None:
        if len(comps) == 1:
            return comps[0]
        raise Refusal("say which competition (--competition NAME)")
    for comp in comps:
        if comp.name == name:
            return comp
    raise NotFound(f"there is no competition '{name}' in this event")


def round_seating(desk: Desk, competition: str | None, round_no: int | None = None) -> pd.RoundSeating:
    comp = _competition(desk, competition)
    view = draws.get_round(desk, comp.name, round_no)
    settings = find_game(comp.game).round_settings(comp.settings, view.final)
    tables = tuple(
        pd.TableSeating(
            t.table, t.sheet_number, tuple(pd.Seat(s.seat, s.player or "", s.team) for s in t.seats)
        )
        for t in view.tables
    )
    return pd.RoundSeating(_header(desk, comp, view.number), tables, view.byes, settings)


def standings_data(desk: Desk, competition: str | None) -> pd.Standings:
    comp = _competition(desk, competition)
    table = standings.standings(desk, comp.name)
    rows = tuple(pd.StandingRow(r.place, r.name, tuple(r.columns)) for r in table.rows)
    return pd.Standings(_header(desk, comp), rows, find_game(comp.game).standings_order)


def bracket_data(desk: Desk, competition: str | None) -> pd.Bracket:
    comp = _competition(desk, competition)
    played = bracket_view.knockout_rounds(desk, comp.name)
    rounds, third = [], None
    for number, matches in enumerate(played, start=1):
        main = []
        for m in matches:
            match = pd.Match(m.top, m.bottom, m.bye, m.winner)
            if number == len(played) and m.match == 2:
                third = match
            else:
                main.append(match)
        rounds.append(tuple(main))
    return pd.Bracket(_header(desk, comp), tuple(rounds), third)


def _members(desk: Desk, competition: str) -> dict[str, tuple[str, ...]]:
    return {t.name: tuple(m.name for m in t.members) for t in registration.list_teams(desk, competition)}


def _placings(desk: Desk, comp: events.CompetitionInfo) -> tuple[pd.Placing, ...]:
    try:
        table = standings.standings(desk, comp.name)
    except Refusal:
        return ()
    if not table.sheets_counted:
        return ()
    members = _members(desk, comp.name)
    return tuple(
        pd.Placing(r.place, r.name, members.get(r.name, ()), ", ".join(f"{k} {v}" for k, v in r.columns))
        for r in table.rows
        if r.place <= PLACED
    )


def final_results(desk: Desk) -> pd.FinalResults:
    info = events.event_info(desk)
    comps = tuple(
        pd.CompetitionResult(c.name, c.game, placings)
        for c in info.competitions
        if (placings := _placings(desk, c))
    )
    if not comps:
        raise Refusal("no competition has confirmed results to print yet")
    return pd.FinalResults(info.name, info.date, comps)


def certificates(desk: Desk, competition: str | None = None) -> pd.Certificates:
    info = events.event_info(desk)
    chosen = [c for c in info.competitions if competition is None or c.name == competition]
    if competition is not None and not chosen:
        raise NotFound(f"there is no competition '{competition}' in this event")
    items = tuple(
        pd.Certificate(p.name, p.place, c.name, info.name, info.date, p.members)
        for c in chosen
        for p in _placings(desk, c)
    )
    if not items:
        raise Refusal("nobody is placed yet: certificates follow confirmed results")
    return pd.Certificates(items)


def document_data(desk: Desk, what: str, competition: str | None = None, round_no: int | None = None) -> Any:
    if what not in DOCUMENTS:
        raise Refusal(f"'{what}' is not a printed document ({', '.join(DOCUMENTS)})")
    try:
        if DOCUMENTS[what].needs_round:
            return round_seating(desk, competition, round_no)
        if what == "standings":
            return standings_data(desk, competition)
        if what == "bracket":
            return bracket_data(desk, competition)
        if what == "results":
            return final_results(desk)
        return certificates(desk, competition)
    except pd.PrintDataError as err:
        raise Refusal(str(err)) from None


def check_names(data: Any) -> tuple[str, ...]:
    """Names that cannot be printed with the shipped fonts: shown before printing."""
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
    except UnprintableNames as err:
        raise Refusal(str(err)) from None
    except pd.PrintDataError as err:
        raise Refusal(str(err)) from None
    except OSError as err:
        raise Refusal(f"cannot write '{out}': {err.strerror or err}") from None


__all__ = ["check_names", "document_data", "print_document"]
