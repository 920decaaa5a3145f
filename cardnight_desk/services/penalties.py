"""Judges' penalties at the desk (EV-4): points against a team or player at a table, under a rule number.

A *penalty* is given by a judge (with the judge PIN) against an entrant seated at a table, citing the rule it
is given under. It is kept with the table: a game that scores penalties on its sheet reads it with the
table's sheet (Bhukhar, ruling BH-6), so a stored result is scored again when one is added; a game whose
standings count penalties takes the points off the entrant's total there (Bukharo).
"""

from __future__ import annotations

from sqlalchemy import select

from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.seats import seated
from cardnight_desk.services.sheet_check import check_sheet
from cardnight_desk.services.tables import find_table
from cardnight_desk.store.models import Penalty, Player, ScoreSheet, Team


def add_penalty(
    desk: Desk,
    competition: str,
    round_no: int,
    table_label: str,
    entrant: str,
    points: int,
    rule: str,
    judge: str,
    *,
    pin: str | None,
    note: str = "",
) -> None:
    """A judge's penalty against a team (or player) at a table, with the rule number (EV-4)."""
    if not (judge or "").strip():
        raise Refusal("a penalty needs the judge's name")
    if not (rule or "").strip():
        raise Refusal("a penalty needs the rule number it is given under")
    if isinstance(points, bool) or not isinstance(points, int) or points <= 0:
        raise Refusal(f"penalty points must be a whole number above 0, not '{points}'")
    check_pin(desk, pin)
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        table = find_table(s, comp, round_no, table_label)
        entrants, _ = seated(s, table)
        if entrant not in entrants:
            raise Refusal(f"'{entrant}' is not seated at table {table.label} (seated: {', '.join(entrants)})")
        team = s.scalars(select(Team).where(Team.competition_id == comp.id, Team.name == entrant)).first()
        player = None if team else s.scalars(select(Player).where(Player.name == entrant)).first()
        penalty = Penalty(
            competition_id=comp.id,
            table_id=table.id,
            team_id=team.id if team else None,
            player_id=player.id if player else None,
            points=points,
            rule=rule.strip(),
            note=note or "",
            judge=judge.strip(),
        )
        s.add(penalty)
        s.flush()
        row = s.scalars(select(ScoreSheet).where(ScoreSheet.table_id == table.id)).first()
        if row is not None:  # the stored result now counts the penalty too
            row.result = check_sheet(s, comp, table, row.sheet)
            s.flush()
        record(
            s,
            event_row(s).id,
            judge.strip(),
            "penalty.add",
            "penalty",
            penalty.id,
            f"{comp.name} round {round_no} table {table.label}: {points} penalty points for {entrant} "
            f"(rule {rule.strip()})",
            None,
            {"entrant": entrant, "points": points, "rule": rule.strip(), "note": note or ""},
            note or "",
        )
