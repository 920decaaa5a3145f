"""Judges' penalties (EV-4): points against a team or player at a table, under a rule number.

A *penalty* is given by a judge (with the judge PIN) against an entrant seated at a table, citing the rule it
is given under, and only as the game's penalty rules allow (:meth:`~cardnight_desk.domain.games.base.Game.
penalty_problems`: Bhukhar's rule 19, ruling BH-6; a game without penalty rules takes none). It is kept with
the table: a game that scores penalties on its sheet reads it with the table's sheet (Bhukhar, ruling BH-6), so
a stored result is scored again when one is added; a game whose standings count penalties takes the points off
the entrant's total there (Bukharo).

A penalty may also be *written on the sheet* (Bhukhar's ``penalties`` list). It is a judge's all the same: a
sheet that carries penalties, or takes off penalties the table's stored sheet carried, is entered only with the
judge's name and PIN, and each penalty it gives or takes off is its own history row under the judge's name,
said in the game's words as a judge's penalty given at the desk is
(:func:`~cardnight_desk.services.sheet_check.penalty_words`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.games import UnknownGame, find_game, find_sheet_kind
from cardnight_desk.domain.games.base import Game, TableFacts
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.judges import check_pin
from cardnight_desk.services.seats import seated
from cardnight_desk.services.sheet_check import check_sheet, penalty_words, table_facts
from cardnight_desk.services.tables import find_table
from cardnight_desk.store.models import Competition, DeskTable, Penalty, Player, ScoreSheet, Team

NEEDS_JUDGE = "penalties on a sheet need a judge: the judge's name and the judge PIN (EV-4)"
TAKING_OFF = "taking penalties off a sheet needs a judge: the judge's name and the judge PIN (EV-4)"


def check_judge(judge: str, why: str = "", what: str = "the reason") -> None:
    """Refuse a judge's name (or a judge's ``why``) that is not text within its limit."""
    problem = el.name_problem(judge, "the judge's name", el.MAX_JUDGE) or el.text_problem(
        why, what, el.MAX_TEXT, lines=True
    )
    if problem:
        raise Refusal(problem)


class JudgeNeeded(Refusal):
    """The sheet gives or takes off penalties and no judge was named: ask for the judge's name and PIN and
    enter it again with them."""


def _refuse_by_rules(game: Game, points: int, rule: str) -> None:
    found = game.penalty_findings(points, rule)
    if found:
        errors = [{"path": key or "penalty", "message": message} for key, message in found]
        message = found[0][1] if len(found) == 1 else f"this penalty is not one {game.title} gives"
        raise Refusal(message, errors)


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
) -> str:
    """A judge's penalty against a team (or player) at a table, with the rule number (EV-4), as the game's
    penalty rules allow; checked against them before the PIN is asked. Returns what it does, in the game's
    words (:meth:`~cardnight_desk.domain.games.base.Game.penalty_sentence`): "50 points to Preston Kings, the
    opponents of Leicester Lions — rule 19.3, BH-6"."""
    if not (judge or "").strip():
        raise Refusal("a penalty needs the judge's name")
    if not (rule or "").strip():
        raise Refusal("a penalty needs the rule number it is given under")
    if isinstance(points, bool) or not isinstance(points, int) or points <= 0:
        raise Refusal(f"penalty points must be a whole number above 0, not '{points}'")
    check_judge(judge.strip(), note or "", "the note")
    with desk.store.session() as s:
        _refuse_by_rules(find_game(find_competition(s, competition).game), points, rule.strip())
    check_pin(desk, pin)
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        table = find_table(s, comp, round_no, table_label)
        entrants, _ = seated(s, table)
        if entrant not in entrants:
            raise Refusal(f"'{entrant}' is not seated at table {table.label} (seated: {', '.join(entrants)})")
        game = find_game(comp.game)
        sentence = penalty_words(
            game, comp.settings, entrants, {"entrant": entrant, "points": points, "rule": rule.strip()}
        )
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
            f"{comp.name} round {round_no} table {table.label}, penalty: {sentence}",
            None,
            {"entrant": entrant, "points": points, "rule": rule.strip(), "note": note or ""},
            note or "",
        )
    return sentence


@dataclass(frozen=True)
class AtTable:
    """The judges' penalties given at a table, as its sheet is read with them."""

    facts: TableFacts  # the table as its game reads the sheet: the penalties its rules give
    said: tuple[str, ...]  # each of those penalties in the game's words (English; the desk translates)


def at_table(desk: Desk, competition: str, round_no: int, table_label: str) -> AtTable:
    """What the judges gave at the table, for a form that shows the totals the standings count."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        table = find_table(s, comp, round_no, table_label)
        entrants, _ = seated(s, table)
        game = find_game(comp.game)
        facts = table_facts(s, table, entrants)
        counted = tuple(p for p in facts.penalties if not game.penalty_problems(p["points"], p["rule"]))
        said = tuple(penalty_words(game, comp.settings, entrants, p) for p in counted)
        return AtTable(replace(facts, penalties=counted), said)


# --- penalties written on a sheet ------------------------------------------------------------------------
def _written(game: Game, sheet: Any) -> list[dict[str, Any]]:
    """The penalties written on a sheet, as plain documents (none on a sheet that is not a document)."""
    if not isinstance(sheet, Mapping):
        return []
    return [p.to_json() for p in game.sheet_penalties(sheet)]


def written_penalties(sheet: Any) -> list[dict[str, Any]]:
    """The penalties written on a sheet, as its game reads them (none on a sheet of no known kind)."""
    try:
        game = find_sheet_kind(sheet.get("game"))[0] if isinstance(sheet, Mapping) else None
    except UnknownGame:
        return []  # the sheet is refused for its kind when it is checked
    return [] if game is None else _written(game, sheet)


def sheet_judge(desk: Desk, judge: str | None, pin: str | None) -> str | None:
    """The judge named to answer for the penalties on a sheet about to be stored, checked before anything is
    read from the event: the name, and the PIN. ``None``: no judge was named (the sheet may then give or take
    off no penalty, :func:`keep_sheet_penalties`)."""
    named = (judge or "").strip()
    if not named:
        return None
    check_judge(named)
    check_pin(desk, pin)
    return named


def _key(penalty: Mapping[str, Any]) -> str:
    return json.dumps(penalty, sort_keys=True, ensure_ascii=False, default=str)


def keep_sheet_penalties(
    s: Session,
    comp: Competition,
    where: str,
    sheet_id: int,
    before: Any,
    written: Sequence[Mapping[str, Any]],
    judge: str | None,
    who_entered: str,
) -> None:
    """Keep in the history each penalty the sheet stored now gives and each it takes off: ``written``, the
    penalties written on it (as its check read them, :attr:`~cardnight_desk.services.sheet_check.CheckedSheet.
    penalties`), compared with those of the sheet stored ``before`` (None: none), under the judge's name;
    without a judge the sheet may change no penalty (it is refused). ``where`` names the table ("League round 2
    table 4")."""
    game = find_game(comp.game)
    old, new = Counter(map(_key, _written(game, before))), Counter(map(_key, written))
    given, taken = new - old, old - new
    if not (given or taken):
        return
    if judge is None:
        raise JudgeNeeded(NEEDS_JUDGE if given else TAKING_OFF)
    entrants = _seated_at_sheet(s, sheet_id)

    def words(p: Mapping[str, Any]) -> str:
        return penalty_words(game, comp.settings, entrants, p)

    def keep(action: str, summary: str, before: object, after: object, why: str = "") -> None:
        record(
            s,
            comp.event_id,
            judge,
            action,
            "score_sheet",
            sheet_id,
            f"{where}, {summary}",
            before,
            after,
            why,
        )

    for key in given.elements():
        p = json.loads(key)
        keep(
            "penalty.sheet",
            f"penalty on the sheet entered by {who_entered}: {words(p)}",
            None,
            p,
            p.get("note") or "",
        )
    for key in taken.elements():
        p = json.loads(key)
        keep("penalty.sheet_off", f"penalty taken off the sheet: {words(p)}", p, None)


def _seated_at_sheet(s: Session, sheet_id: int) -> tuple[str, ...]:
    """The entrants seated at the table of the stored sheet ``sheet_id`` (none known: no table)."""
    table = s.scalar(
        select(DeskTable)
        .join(ScoreSheet, ScoreSheet.table_id == DeskTable.id)
        .where(ScoreSheet.id == sheet_id)
    )
    return seated(s, table)[0] if table is not None else ()
