"""Correcting a competition's settings after it was added: ``competition set`` and the Event area's Settings….

Domain words:

- a *correction* changes one or more settings of a competition: all of them or none, in one transaction with
  its history row (``competition.settings``: each setting's value before and after, and why);
- what play has already *fixed* is refused in one sentence saying why. Which play fixes which setting is the
  setting's own (``Setting.fixed_by``, ``Setting.at_least``, :mod:`cardnight_desk.domain.settings`); here the
  competition's play is only counted (:func:`play_so_far`): its rounds drawn, its sheets stored (those of a
  final round apart), its entries, and the marks its own desk's kept state shows (``Game.play_marks``);
- a setting read when a sheet is scored that cannot make a sheet invalid (``Setting.rescores``: who a penalty's
  points go to) has the competition's stored sheets *scored again* with the new value, in the same transaction;
- a correction that *moves the standings* (who a penalty's points go to, a bye's Master points) says what
  moved: the standings before and after it (as the standings service gives them) and each entrant whose place
  or figures changed (:class:`Moved`). Another desk's sheet confirmed at the same moment would show too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import Game
from cardnight_desk.domain.settings import (
    Floor,
    Play,
    PlaySoFar,
    Setting,
    check_values,
    parse_assignments,
    reached_in,
)
from cardnight_desk.services import standings as standings_service
from cardnight_desk.services.desk import Desk, lock_competition, locked_event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import CompetitionInfo, competition_info, find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.registration_model import count_entries, entry_rules
from cardnight_desk.services.sheet_check import check_sheet
from cardnight_desk.store.models import Competition, DeskTable, Round, ScoreSheet


@dataclass(frozen=True)
class SettingChange:
    key: str
    before: Any
    after: Any


@dataclass(frozen=True)
class Moved:
    """An entrant whose place or figures a correction changed."""

    name: str
    place_before: int | None  # None: not in the standings before
    place_after: int | None  # None: not in the standings after
    figures: tuple[tuple[str, int | None, int | None], ...]  # (column, before, after) of each figure changed


@dataclass(frozen=True)
class SettingsChanged:
    """A correction as made, and what it moved in the standings."""

    competition: str
    changes: tuple[SettingChange, ...]
    said: str  # the changes as the history says them: "bye_master 2 → 1, penalty_mode ... → ..."
    rescored: tuple[str, ...]  # the sheet numbers of the sheets scored again with the new settings
    before: standings_service.Standings | None  # None: the game shows its standings in its own view
    after: standings_service.Standings | None
    moved: tuple[Moved, ...]


@dataclass(frozen=True)
class SettingsNow:
    """A competition's settings as they are, and what play has fixed of them (for the desk's Settings…)."""

    competition: CompetitionInfo
    specs: Mapping[str, Setting]  # the game's settings, in its order
    fixed: dict[str, Play]  # setting -> the play that fixed it
    lowest: dict[str, int]  # setting -> the lowest value it may take now (only where play sets one)


# --- what play has done ---------------------------------------------------------------------------------------
def play_so_far(s: Session, comp: Competition, game: Game) -> PlaySoFar:
    """What play has done in the competition, as its settings ask it (:class:`PlaySoFar`)."""
    rounds = int(s.scalar(select(func.count(Round.id)).where(Round.competition_id == comp.id)) or 0)
    sheets = (
        select(func.count(ScoreSheet.id))
        .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
        .join(Round, Round.id == DeskTable.round_id)
        .where(Round.competition_id == comp.id)
    )
    stored = int(s.scalar(sheets) or 0) if rounds else 0
    finals = int(s.scalar(sheets.where(Round.final.is_(True))) or 0) if stored else 0
    reached = set(reached_in(comp.state or {}, game.play_marks))
    reached |= {mark for mark, done in ((Play.ROUND_DRAWN, rounds), (Play.SHEET_SCORED, stored)) if done}
    if finals:
        reached.add(Play.FINAL_SCORED)
    players, teams = count_entries(s, comp.id)
    entries = teams if entry_rules(comp).entries_are_teams else players
    return PlaySoFar(frozenset(reached), {Floor.ROUNDS_DRAWN: rounds, Floor.ENTRIES: entries})


def settings_now(desk: Desk, competition: str) -> SettingsNow:
    """The competition's settings, and which of them play has fixed, in one session."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        game = find_game(comp.game)
        play = play_so_far(s, comp, game)
        fixed = {key: mark for key, spec in game.settings.items() if (mark := spec.fixed_now(play))}
        lowest = {key: low for key, spec in game.settings.items() if (low := spec.lowest(play)) > 0}
        return SettingsNow(competition_info(comp), game.settings, fixed, lowest)


# --- the correction -------------------------------------------------------------------------------------------
def _given(
    specs: Mapping[str, Setting], values: Mapping[str, Any], assignments: Sequence[str]
) -> dict[str, Any]:
    """The values given (JSON ``values`` and typed ``KEY=VALUE`` ``assignments``), each checked; every bad one
    is refused at once, in one line."""
    errors: list[str] = []
    if "game" in values or any(a.partition("=")[0].strip() == "game" for a in assignments):
        errors.append("a competition's game cannot be changed: add a competition of the other game")
        assignments = [a for a in assignments if a.partition("=")[0].strip() != "game"]
        values = {k: v for k, v in values.items() if k != "game"}
    typed, bad = parse_assignments(specs, list(assignments))
    chosen, refused = check_values(specs, values)
    bad += refused
    errors += [str(e) for e in bad]
    if errors:
        raise Refusal("; ".join(errors))  # one line, each setting named in it
    if not chosen and not typed:
        raise Refusal("say which settings to change, as KEY=VALUE")
    return chosen | typed


def change_settings(
    desk: Desk,
    competition: str,
    values: Mapping[str, Any] | None = None,
    assignments: Sequence[str] = (),
    why: str = "",
) -> SettingsChanged:
    """Correct the competition's settings: ``values`` as JSON values (the desk's dialog), ``assignments`` as
    ``KEY=VALUE`` texts (the command line). A setting play has fixed, or a value below what play has reached,
    refuses the whole correction in one line; so does a correction that changes nothing."""
    before = _standings(desk, competition)
    with desk.store.session() as s:
        ev = locked_event_row(s)
        comp = find_competition(s, competition)
        lock_competition(s, comp)
        game = find_game(comp.game)
        given = _given(game.settings, values or {}, assignments)
        now = competition_info(comp).settings
        changes = tuple(SettingChange(k, now.get(k), v) for k, v in given.items() if now.get(k) != v)
        if not changes:
            same = ", ".join(f"{k}={game.settings[k].text_of(v)}" for k, v in given.items())
            raise Refusal(f"nothing was changed: {comp.name} already has {same}")
        play = play_so_far(s, comp, game)
        problems = [p for c in changes if (p := game.settings[c.key].change_problem(c.after, play))]
        if problems:
            raise Refusal("; ".join(problems))
        comp.settings = dict(comp.settings or {}) | {c.key: c.after for c in changes}
        said = ", ".join(
            f"{c.key} {game.settings[c.key].text_of(c.before)} → {game.settings[c.key].text_of(c.after)}"
            for c in changes
        )
        rescored = _score_again(s, comp) if any(game.settings[c.key].rescores for c in changes) else ()
        if rescored:
            said += f" ({len(rescored)} score sheet{'s' if len(rescored) != 1 else ''} scored again)"
        record(
            s,
            ev.id,
            desk.who,
            "competition.settings",
            "competition",
            comp.id,
            f"Settings of {comp.name} changed: {said}",
            {c.key: c.before for c in changes},
            {c.key: c.after for c in changes},
            why,
        )
        name = comp.name
    after = _standings(desk, name)
    return SettingsChanged(name, changes, said, rescored, before, after, standings_moved(before, after))


def _score_again(s: Session, comp: Competition) -> tuple[str, ...]:
    """Score every stored sheet of the competition again with its settings as they are now in ``s`` (a sheet
    that no longer reads refuses the correction, naming it); the sheet numbers of those whose result changed.
    The standings' running totals follow the results (:mod:`~cardnight_desk.services.figures`)."""
    rows = s.execute(
        select(ScoreSheet, DeskTable, Round.number)
        .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
        .join(Round, Round.id == DeskTable.round_id)
        .where(Round.competition_id == comp.id)
        .order_by(Round.number, DeskTable.position)
    ).all()
    changed = []
    for row, table, number in rows:
        try:
            result = check_sheet(s, comp, table, row.sheet)
        except Refusal as err:
            raise Refusal(
                f"the sheet of {comp.name} round {number} table {table.label} cannot be scored with the new "
                f"settings ({err.message}); nothing was changed"
            ) from None
        if result != row.result:
            row.result = result
            changed.append(table.sheet_number)
    s.flush()
    return tuple(changed)


def _standings(desk: Desk, competition: str) -> standings_service.Standings | None:
    """The competition's standings, or None when its game shows them in its own view."""
    try:
        return standings_service.standings(desk, competition)
    except Refusal:
        return None


def standings_moved(
    before: standings_service.Standings | None, after: standings_service.Standings | None
) -> tuple[Moved, ...]:
    """Each entrant whose place or figures differ between ``before`` and ``after``, in the order of ``after``
    (then those no longer in it)."""
    if before is None or after is None:
        return ()
    old = {row.name: row for row in before.rows}
    new = {row.name: row for row in after.rows}
    moved = []
    for name in [*new, *(n for n in old if n not in new)]:
        was, now = old.get(name), new.get(name)
        figures_was = dict(was.columns) if was else {}
        figures_now = dict(now.columns) if now else {}
        columns = [*figures_now, *(c for c in figures_was if c not in figures_now)]
        figures = tuple(
            (c, figures_was.get(c), figures_now.get(c))
            for c in columns
            if figures_was.get(c) != figures_now.get(c)
        )
        place_was, place_now = (was.place if was else None), (now.place if now else None)
        if figures or place_was != place_now:
            moved.append(Moved(name, place_was, place_now, figures))
    return tuple(moved)
