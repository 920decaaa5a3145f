"""What to print, read from the event: the print data of each document (``io/print_data.py``) filled from the
draws, standings and results, and printing it to a PDF file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import select

from cardnight_desk.io import print_data as pd
from cardnight_desk.io.pdf_documents import DOCUMENTS, build, unprintable_names
from cardnight_desk.io.pdf_fonts import UnprintableNames
from cardnight_desk.services import draws, events, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.store.models import Team

ORDER_NOTES = {
    "bhukhar": "Master points, then Bonus points, then total game score; level teams share the place (ruling BH-8)",
    "bukharo": "Session total (ruling BK-6)",
    "28": "Knockout: the round reached; or matches won, then game points",
    "rummy": "Round reached, then finishing position at that table, then total",
}
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
    settings = dict(comp.settings)
    if comp.game == "rummy" and view.final:  # the final table plays to the final target with no deal limit
        settings |= {"target": settings.get("final_target", 230), "max_deals": None}
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
    return pd.Standings(_header(desk, comp), rows, ORDER_NOTES.get(comp.game, ""))


def bracket_data(desk: Desk, competition: str | None) -> pd.Bracket:
    from cardnight_desk.services.draw_fields import load_field, rounds_of
    from cardnight_desk.services.draws import bracket_of
    from cardnight_desk.services.events import find_competition

    comp = _competition(desk, competition)
    with desk.store.session() as s:
        row = find_competition(s, comp.name)
        if not (row.state or {}).get("bracket"):
            raise NotFound(f"'{comp.name}' has no knockout bracket drawn yet")
        field = load_field(s, row, True)
        doc = bracket_of(s, row, field, rounds_of(s, row)).to_json()
    name = lambda entrant: None if entrant is None else field.names.get(entrant, str(entrant))  # noqa: E731
    rounds, third = [], None
    for number, matches in enumerate(doc["rounds"], start=1):
        main = []
        for m in matches:
            match = pd.Match(
                name(m["top"]), None if m["bye"] else name(m["bottom"]), m["bye"], name(m["winner"])
            )
            if number == len(doc["rounds"]) and m["match"] == 2:
                third = match
            else:
                main.append(match)
        rounds.append(tuple(main))
    return pd.Bracket(_header(desk, comp), tuple(rounds), third)


def _members(desk: Desk, competition: str) -> dict[str, tuple[str, ...]]:
    from cardnight_desk.services.events import find_competition

    with desk.store.session() as s:
        comp = find_competition(s, competition)
        teams = s.scalars(select(Team).where(Team.competition_id == comp.id)).all()
        return {t.name: tuple(m.player.name for m in t.members) for t in teams}


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
) -> int:
    """Write the document to ``out`` (atomically); returns its page count."""
    try:
        return build(what, data, str(out), paper=paper, progress=progress)
    except UnprintableNames as err:
        raise Refusal(str(err)) from None
    except pd.PrintDataError as err:
        raise Refusal(str(err)) from None
    except OSError as err:
        raise Refusal(f"cannot write '{out}': {err.strerror or err}") from None


__all__ = ["check_names", "document_data", "print_document"]
