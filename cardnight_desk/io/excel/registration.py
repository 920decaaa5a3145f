"""Players and teams in Excel: importing a registration workbook, the Players and Teams sheets of an export,
and the blank template the desk hands to organisers (``resources/docs/command-line.md``: the import workbook).

The *registration workbook*'s first sheet has headers in its first row, in any order and any case: ``name``,
``born`` (a date cell or YYYY-MM-DD), ``competitions`` (names separated by ``;``), and optionally ``team``,
``eligible`` (yes/no: the community confirmation of EV-1), ``phone``, ``email``, ``notes``, ``number`` (the
badge number, written by ``export`` so a workbook comes back unchanged) and ``override`` (a judge's reason,
``JUDGE: REASON``, that admitted the player despite EV-1 or EV-2). A ``team`` cell names the player's team in
every team competition of the row, or ``COMPETITION=TEAM`` pairs separated by ``;`` when they differ. An
optional ``Teams`` sheet (written by ``export``) gives each team's seating order.

Import is all or nothing: every bad row is reported with its row number and every reason; nothing is stored
unless all rows are good. A row naming a new player with the name of a player already in the event and another
date of birth is asked about, as at the desk's form: refused, naming both dates of birth, unless the import
confirms them as new players (``confirm_new``; ``services/registration_duplicates.py``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from openpyxl import Workbook
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.worksheet import Worksheet

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.games import find_game
from cardnight_desk.io.excel.files import SheetWriter, date_cell, header_row, save_atomically
from cardnight_desk.io.excel.registration_rows import COLUMNS, TEAMS_SHEET, RegistrationWorkbook
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import event_info
from cardnight_desk.services.registration_apply import apply_batch
from cardnight_desk.services.registration_batch import BatchPlan, BatchRow, ConfirmNew, TeamOrders, plan_batch

Progress = Callable[[int, int], None]  # (done, total) in percent: (37, 100)

PLAYERS_SHEET = "Players"
WIDTHS = [8, 28, 12, 34, 18, 9, 16, 26, 24, 30]


@dataclass(frozen=True)
class WorkbookRows:
    """What a registration workbook holds, before it is checked against the event."""

    rows: list[BatchRow]
    team_orders: TeamOrders
    errors: list[dict[str, str]]  # the workbook's own problems (headers), by row


# --- reading ---------------------------------------------------------------------------------------------


def read_registrations(path: str | Path, progress: Progress | None = None) -> WorkbookRows:
    """The rows of a registration workbook's first sheet (blank rows skipped) and its teams' seating order, all
    at once (an import reads them as it stores them: :class:`RegistrationWorkbook`)."""
    book = RegistrationWorkbook(path, progress)
    rows = list(book)
    return WorkbookRows(rows, book.team_orders, book.errors)


def _phase(progress: Progress | None, start: int, end: int) -> Progress | None:
    if progress is None:
        return None
    return lambda done, total: progress(start + (end - start) * done // max(total, 1), 100)


def preview_import(
    desk: Desk,
    path: str | Path,
    *,
    today: dt.date | None = None,
    progress: Progress | None = None,
    confirm_new: ConfirmNew = False,
) -> BatchPlan:
    """What importing the workbook would do, row by row, with every refusal; stores nothing. Its
    ``same_names`` are the rows that may be players already here (refused unless ``confirm_new``)."""
    book = RegistrationWorkbook(path, _phase(progress, 0, 99))
    plan = plan_batch(desk, book, today=today, confirm_new=confirm_new)
    if progress:
        progress(100, 100)
    return plan


def import_workbook(
    desk: Desk,
    path: str | Path,
    *,
    today: dt.date | None = None,
    progress: Progress | None = None,
    pin: str | None = None,
    confirm_new: ConfirmNew = False,
) -> BatchPlan:
    """Import every row or none: a :class:`Refusal` lists each bad row with its number and reason (a
    :class:`~cardnight_desk.services.registration_duplicates.PossibleDuplicates` when some rows may be players
    already here). ``confirm_new``: those rows are new players (every one, or the rows numbered). The rows are
    stored as they are read, in one transaction (``services/registration_apply.py``)."""
    book = RegistrationWorkbook(path, _phase(progress, 0, 95))
    plan = apply_batch(desk, book, source=Path(path).name, today=today, pin=pin, confirm_new=confirm_new)
    if progress:
        progress(100, 100)
    return plan


# --- writing ---------------------------------------------------------------------------------------------


def _team_cell(player: reg.PlayerInfo, takes_teams: dict[str, bool]) -> str:
    teams = {e.competition: e.team for e in player.entries if takes_teams.get(e.competition)}
    named = {t for t in teams.values() if t}
    if not named:
        return ""
    if len(named) == 1 and all(teams.values()):
        return named.pop()
    return "; ".join(f"{c}={t}" for c, t in teams.items() if t)


def write_players(desk: Desk, ws: Worksheet) -> int:
    header_row(ws, list(COLUMNS), WIDTHS)
    takes = {c.name: c.takes_teams for c in reg.competition_counts(desk)}
    players = [
        p for p in reg.list_players(desk) if p.entries
    ]  # a player withdrawn from everything is left out
    for i, p in enumerate(players, start=2):
        overrides = list(dict.fromkeys(e.override for e in p.entries if e.override))
        ws.append(
            [
                p.number,
                p.name,
                None,
                "; ".join(p.competitions),
                _team_cell(p, takes),
                "yes" if p.eligible else "no",
                p.phone,
                p.email,
                p.notes,
                " | ".join(overrides),
            ]
        )
        date_cell(ws, i, 3, p.born)
    return len(players)


def write_teams(desk: Desk, ws: Worksheet) -> int:
    header_row(ws, ["competition", "team", "members", "numbers"], [24, 20, 60, 16])
    teams = reg.list_teams(desk)
    for t in teams:
        ws.append(
            [
                t.competition,
                t.name,
                "; ".join(m.name for m in t.members),
                "; ".join(str(m.number) for m in t.members),
            ]
        )
    return len(teams)


SHEET_WRITERS: list[SheetWriter] = [
    SheetWriter(PLAYERS_SHEET, write_players),
    SheetWriter(TEAMS_SHEET, write_teams),
]


def save_template(desk: Desk | None, path: str | Path, *, replace: bool = True) -> Path:
    """A blank registration workbook: the Players headers (a yes/no list for ``eligible``, a date format for
    ``born``) and a sheet explaining each column and the event's competitions. Over an existing workbook only
    with ``replace``; never over any other file."""
    wb = Workbook()
    ws = wb.active
    ws.title = PLAYERS_SHEET
    header_row(ws, list(COLUMNS[1:]), WIDTHS[1:])
    yes_no = DataValidation(type="list", formula1='"yes,no"', allow_blank=True)
    ws.add_data_validation(yes_no)
    yes_no.add("E2:E5000")
    for row in range(2, 502):
        ws.cell(row=row, column=2).number_format = "yyyy-mm-dd"
    help_ws = wb.create_sheet("How to fill in")
    header_row(help_ws, ["column", "what to write"], [16, 100])
    for line in (
        ("name", "The player's name, in any script. Required."),
        (
            "born",
            "Date of birth, YYYY-MM-DD or a date cell: the age on the event date decides (ruling EV-1).",
        ),
        ("competitions", "The competitions the player enters, separated by ';' (exactly as named below)."),
        ("team", "The player's team; or COMPETITION=TEAM pairs separated by ';' when teams differ."),
        ("eligible", "yes when the community confirmation is recorded (needed by GAMA events, ruling EV-1)."),
        ("phone, email, notes", "Optional."),
        (
            "",
            "Blank rows are skipped. Import is all or nothing: every refused row is listed with its number.",
        ),
    ):
        help_ws.append(list(line))
    if desk is not None:
        help_ws.append([])
        help_ws.append(["competition", "who may enter"])
        for comp in event_info(desk).competitions:
            rules = el.EntryRules.from_settings(comp.name, find_game(comp.game), comp.settings)
            said = [f"{comp.title}", f"{rules.min_age} or older" if rules.min_age else "any age"]
            if rules.community_confirmation:
                said.append("community confirmation needed")
            if rules.takes_teams:
                said.append(f"teams of {el.sizes_text(rules.team_sizes)}")
            if rules.deadline:
                said.append(f"closes {rules.deadline.isoformat()}")
            if rules.capacity:
                said.append(f"at most {rules.capacity} {'teams' if rules.entries_are_teams else 'players'}")
            help_ws.append([comp.name, "; ".join(said)])
    return save_atomically(wb, path, replace=replace)
