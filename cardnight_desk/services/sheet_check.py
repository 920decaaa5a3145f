"""Checking a score sheet for the table it comes from, before anything is stored.

A table's sheet must be one of the kinds its competition's game hands in at a table, name exactly the
entrants seated there, and keep the rules of its round (a game's :meth:`~cardnight_desk.domain.games.base.
Game.table_checks`); then the game's own rules read it, with what the desk knows of the table filled in (the
competition's settings and the judges' penalties at the table, :meth:`~cardnight_desk.domain.games.base.
Game.table_sheet`). Every problem is reported at once, with its path in the sheet.

A sheet being *entered* (or changed by a judge) also holds the penalties written on it to the game's penalty
rules (:meth:`~cardnight_desk.domain.games.base.Game.penalty_problems`); a sheet stored before is read as it
was. A judge's penalty kept at the table that the game's rules do not give (an event kept before the desk
checked them) is *set aside*: left out of the score and reported in words, so that it never blocks the table.
Every penalty is said in its game's words (:func:`penalty_words`): who gets, or loses, the points, under which
rule and ruling.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session, defer

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.base import Game, SheetKind, SheetPenalty, TableFacts
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.services.seats import seated
from cardnight_desk.store.models import Competition, DeskTable, Penalty, Player, Round, Team

# built once (every save reads the table's penalties), run as plain SQL on the session's connection
_PENALTY, _TEAM, _PLAYER = Penalty.__table__, Team.__table__, Player.__table__
_PENALTIES_AT = (
    select(_PENALTY.c.points, _PENALTY.c.rule, _PENALTY.c.note, _TEAM.c.name, _PLAYER.c.name)
    .outerjoin(_TEAM, _TEAM.c.id == _PENALTY.c.team_id)
    .outerjoin(_PLAYER, _PLAYER.c.id == _PENALTY.c.player_id)
    .where(_PENALTY.c.table_id == bindparam("table_id"))
    .order_by(_PENALTY.c.id)
)


def _penalties_at(s: Session, table: DeskTable) -> tuple[dict[str, Any], ...]:
    """The judges' penalties given at the table, oldest first, against the team or player named."""
    s.flush()  # a penalty just added in this session is among them
    rows = s.connection().execute(_PENALTIES_AT, {"table_id": table.id}).all()
    return tuple(
        {"entrant": team or player, "points": points, "rule": rule, "note": note}
        for points, rule, note, team, player in rows
        if team or player
    )


def penalty_words(
    game: Game, settings: Mapping[str, Any], entrants: tuple[str, ...], penalty: Mapping[str, Any]
) -> str:
    """A penalty (``entrant``, ``points``, ``rule``) at a table seating ``entrants``, in the game's words
    (:meth:`~cardnight_desk.domain.games.base.Game.penalty_sentence`): "50 points to Preston Kings, the
    opponents of Leicester Lions — rule 19.3, BH-6". ``settings``: the competition's."""
    offender = str(penalty.get("entrant", ""))
    opponents = [e for e in entrants if e != offender]
    return game.penalty_sentence(
        penalty["points"], offender, opponents, str(penalty.get("rule", "")), game.with_defaults(settings)
    )


def _final(s: Session, table: DeskTable) -> bool:
    """Does the round's draw mark it as the final table? Kept beside the draw (``Round.final``), so a round
    not yet in the session is read without its draw."""
    rnd = s.get(Round, table.round_id, options=[defer(Round.draw), defer(Round.byes)])
    return bool(rnd is not None and rnd.final)


def table_facts(
    s: Session,
    table: DeskTable,
    entrants: tuple[str, ...],
    final: bool | None = None,
    penalised: bool = True,
) -> TableFacts:
    """What the desk knows of the table, for the game: its label, entrants, finality (``final`` when the caller
    read it already) and penalties (none are read when the caller found none was given: ``penalised`` False)."""
    return TableFacts(
        table.label,
        entrants,
        _final(s, table) if final is None else final,
        _penalties_at(s, table) if penalised else (),
    )


def _seating_errors(
    kind: SheetKind, sheet: dict[str, Any], label: str, entrants: tuple[str, ...]
) -> list[dict[str, str]]:
    named = kind.entrants(sheet)
    if named is None:
        return []
    field = kind.entrant_field
    errors = [
        {
            "path": f"{field}.{name}",
            "message": f"'{name}' is not seated at table {label} (seated: {', '.join(entrants)})",
        }
        for name in named
        if name not in entrants
    ]
    errors += [
        {"path": field, "message": f"'{name}' is seated at table {label} but missing from the sheet"}
        for name in entrants
        if name not in named
    ]
    return errors


@dataclass(frozen=True)
class CheckedSheet:
    """A valid sheet's scored result, the judges' penalties at the table set aside from it, in words, and the
    penalties written on the sheet (each as ``entrant``, ``points``, ``rule``, ``note``), read once here."""

    result: dict[str, Any]
    set_aside: tuple[str, ...] = ()
    penalties: tuple[dict[str, Any], ...] = ()


def _keep_to_rules(
    game: Game, settings: Mapping[str, Any], facts: TableFacts
) -> tuple[tuple[Mapping[str, Any], ...], tuple[str, ...]]:
    """The judges' penalties at the table that the game's rules give, and the others set aside, in words."""
    kept, aside = [], []
    for p in facts.penalties:
        problems = game.penalty_problems(p["points"], p["rule"])
        if problems:
            aside.append(
                f"a penalty kept from before is not counted ({penalty_words(game, settings, facts.entrants, p)}):"
                f" {'; '.join(problems)}; a judge may give it again as the rules allow"
            )
        else:
            kept.append(p)
    return tuple(kept), tuple(aside)


def _penalty_errors(
    game: Game, written: list[SheetPenalty], found: list[dict[str, str]]
) -> list[dict[str, str]]:
    """The game's penalty rules on each penalty written on the sheet, where the sheet's own rules have not
    already said what is wrong with the same field."""
    flagged = {e.get("path", "") for e in found}
    errors = []
    for penalty in written:
        if penalty.path in flagged:  # the penalty as a whole is not readable: that says it all
            continue
        for key, message in game.penalty_findings(penalty.points, penalty.rule):
            path = f"{penalty.path}.{key}" if key else penalty.path
            if path not in flagged:
                errors.append({"path": path, "message": message})
    return errors


def check_sheet(
    s: Session, comp: Competition, table: DeskTable, sheet: Any, *, entering: bool = False
) -> dict[str, Any]:
    """Validate ``sheet`` for this table; returns the scored result or raises a Refusal listing every error.
    ``entering``: the sheet is being entered or changed now, so the penalties written on it must keep the
    game's penalty rules too."""
    return check_table_sheet(s, comp, table, sheet, entering=entering).result


def check_table_sheet(
    s: Session,
    comp: Competition,
    table: DeskTable,
    sheet: Any,
    *,
    entering: bool = False,
    final: bool | None = None,
    penalised: bool = True,
) -> CheckedSheet:
    """:func:`check_sheet`, with the judges' penalties at the table that were set aside. ``final``: whether the
    round's draw marks the table as the final table, when the caller read it already; ``penalised`` False: the
    caller found that no judge's penalty was given at the table."""
    if not isinstance(sheet, dict):
        raise Refusal(
            "the sheet must be a JSON object", [{"path": "(sheet)", "message": "not a JSON object"}]
        )
    game = find_game(comp.game)
    kind = game.sheet_kind(sheet["game"]) if sheet.get("game") in game.table_kinds else None
    if kind is None:
        message = (
            f"'{comp.name}' plays {game.title}: its tables hand in "
            f"{' or '.join(game.table_kinds)} sheets, not '{sheet.get('game')}'"
        )
        raise Refusal(message, [{"path": "game", "message": message}])
    entrants, _ = seated(s, table)
    facts = table_facts(s, table, entrants, final, penalised)
    settings = competition_info(comp).settings
    kept, aside = _keep_to_rules(game, settings, facts)
    facts = replace(facts, penalties=kept)
    errors = _seating_errors(kind, sheet, table.label, entrants)
    errors += [e.to_json() for e in game.table_checks(sheet, settings, facts)]
    result = evaluate(game.table_sheet(sheet, settings, facts))
    if not result["valid"]:
        errors = result["errors"] + errors
    written = game.sheet_penalties(sheet)
    if entering:
        errors += _penalty_errors(game, written, errors)
    if errors:
        raise Refusal(
            f"the sheet for table {table.label} is not valid ({len(errors)} problem"
            f"{'s' if len(errors) > 1 else ''})",
            errors,
        )
    return CheckedSheet(result, aside, tuple(p.to_json() for p in written))
