"""How far a competition has been played, whether it is finished, and the organiser closing it.

Domain words:

- a competition's *progress* is counted from its rounds (:class:`~cardnight_desk.domain.games.base.Progress`):
  the rounds drawn, the rounds *complete* (every table's sheet confirmed, and deciding its table), the entrants
  of its first draw, and whether the round drawn as the final (a knockout's last round, rummy's final table) is
  complete;
- a table is *undecided* while its confirmed sheet leaves it without a winner by its game's rules
  (:meth:`~cardnight_desk.domain.games.base.Game.undecided`: a 28 match level after 12 deals, TE-7; a rummy
  table with players still in, RU-7, RU-8): its round is not complete and the next round is not drawn;
- a competition is *finished* when its game says it has been played to its end
  (:meth:`~cardnight_desk.domain.games.base.Game.finished`: a Swiss league's planned rounds, every round of a
  round robin, a knockout's final, rummy's final table), or when the organiser has *closed* it (a league
  played until time runs out). Closing and reopening are kept in the history;
- until it is finished, its standings, results and certificates are *provisional*: every view and printout
  says so ("after round 2 — provisional"), and results name no winner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import DrawMethod, Game, Progress
from cardnight_desk.services.desk import Desk, lock_competition, locked_event_row
from cardnight_desk.services.draw_fields import rounds_of
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import Competition, DeskTable, Round, ScoreSheet

CLOSED = "closed"  # the key of the organiser's close in the competition's state: {"closed": true}


@dataclass(frozen=True)
class CompetitionProgress:
    """Where a competition stands: how far it has been played, and whether its results are final."""

    competition: str
    rounds_drawn: int
    rounds_complete: int
    closed: bool  # closed by the organiser
    finished: bool  # closed, or played to its end by its game's rules

    @property
    def provisional(self) -> bool:
        """Its standings are not its final results yet."""
        return not self.finished

    @property
    def under_way(self) -> bool:
        """A round is drawn whose sheets are not all confirmed."""
        return self.rounds_drawn > self.rounds_complete

    def words(self) -> str:
        """Where it stands, in the desk's English: ``final``, ``after round 2 — provisional``, ``after round 2,
        round 3 under way — provisional``, ``no round played yet — provisional``."""
        if self.finished:
            return "final"
        if self.rounds_complete:
            where = f"after round {self.rounds_complete}"
            if self.under_way:
                where += f", round {self.rounds_drawn} under way"
        elif self.rounds_drawn:
            where = f"round {self.rounds_drawn} under way"
        else:
            where = "no round played yet"
        return f"{where} — provisional"

    def standing_words(self) -> str:
        """Where a standing in it stands, as a certificate printed early says it instead of a place: ``standing
        after round 3 — provisional``, ``standing with round 1 under way — provisional``; ``final``."""
        if self.finished:
            return "final"
        return f"standing {'' if self.rounds_complete else 'with '}{self.words()}"


def progress_of(s: Session, comp: Competition) -> Progress:
    """The competition's progress, counted from its rounds (one query for the sheets of them all, and one for
    the last round's results once its sheets are all confirmed). Of the rounds' draws only two are read: the
    first round's entrants (from what it keeps of who met whom) and the last round's method."""
    rounds = rounds_of(s, comp, draws=False, meetings=False)
    if not rounds:
        return Progress()
    counts = dict(
        (round_id, (int(tables), int(done)))
        for round_id, tables, done in s.execute(
            select(DeskTable.round_id, func.count(DeskTable.id), func.count(ScoreSheet.id))
            .outerjoin(
                ScoreSheet,
                (ScoreSheet.table_id == DeskTable.id) & (ScoreSheet.status == SheetStatus.CONFIRMED),
            )
            .where(DeskTable.round_id.in_([r.id for r in rounds]))
            .group_by(DeskTable.round_id)
        )
    )

    def confirmed(round_id: int) -> bool:
        tables, done = counts.get(round_id, (0, 0))
        return tables > 0 and done == tables

    # a round before the last was decided when the next was drawn: only the last one's results are read
    last = rounds[-1]
    open_last = confirmed(last.id) and bool(undecided_tables(s, comp, last))

    def complete(round_id: int) -> bool:
        return confirmed(round_id) and not (open_last and round_id == last.id)

    return Progress(
        method=str(DrawMethod.named((rounds[-1].draw or {}).get("method")) or ""),
        rounds_drawn=len(rounds),
        rounds_complete=sum(1 for r in rounds if complete(r.id)),
        entrants=len(first_entrants(rounds[0])),
        final_complete=any(r.final and complete(r.id) for r in rounds),
    )


def undecided_tables(s: Session, comp: Competition, rnd: Round) -> list[tuple[str, str]]:
    """The round's tables whose confirmed sheet does not decide them yet, in table order, each with why in its
    game's words (:meth:`~cardnight_desk.domain.games.base.Game.undecided`). The results of a game whose every
    confirmed result decides its table (it keeps the default) are not read."""
    game = find_game(comp.game)
    if type(game).undecided is Game.undecided:
        return []
    settings = game.round_settings(competition_info(comp).settings, rnd.final)
    rows = s.execute(
        select(DeskTable.label, ScoreSheet.result)
        .join(ScoreSheet, ScoreSheet.table_id == DeskTable.id)
        .where(DeskTable.round_id == rnd.id, ScoreSheet.status == SheetStatus.CONFIRMED)
        .order_by(DeskTable.position)
    )
    return [(label, why) for label, result in rows if (why := game.undecided(result or {}, settings))]


def first_entrants(rnd: Round) -> set[Any]:
    """The entrants a round's draw seated or gave a bye, from what the round keeps of who met whom, else
    (a round stored without it) from its draw document."""
    if rnd.meetings is not None:
        return {e for _, entrants in rnd.meetings["tables"] for e in entrants} | set(rnd.meetings["byes"])
    first = (rnd.draw or {}).get("draw") or {}
    return {e for t in first.get("tables", ()) for e in t.get("entrants", ())} | set(first.get("byes", ()))


def is_closed(comp: Competition) -> bool:
    return bool((comp.state or {}).get(CLOSED))


def _progress(s: Session, comp: Competition) -> CompetitionProgress:
    played = progress_of(s, comp)
    closed = is_closed(comp)
    game = find_game(comp.game)
    finished = closed or game.finished(played, competition_info(comp).settings)
    return CompetitionProgress(comp.name, played.rounds_drawn, played.rounds_complete, closed, finished)


def competition_progress(desk: Desk, competition: str) -> CompetitionProgress:
    """Where the named competition stands."""
    with desk.store.session() as s:
        return _progress(s, find_competition(s, competition))


def all_progress(desk: Desk) -> dict[str, CompetitionProgress]:
    """Where every competition of the event stands, by name, in one session."""
    with desk.store.session() as s:
        comps = s.scalars(select(Competition).order_by(Competition.id)).all()
        return {c.name: _progress(s, c) for c in comps}


def close_competition(desk: Desk, competition: str, why: str = "") -> CompetitionProgress:
    """The organiser closes the competition: its standings are its final results from now on (a league played
    until time runs out). Kept in the history; :func:`reopen_competition` undoes it."""
    return _set_closed(desk, competition, True, why)


def reopen_competition(desk: Desk, competition: str, why: str = "") -> CompetitionProgress:
    """Reopen a competition the organiser closed: its results are provisional again until it is finished."""
    return _set_closed(desk, competition, False, why)


def _set_closed(desk: Desk, competition: str, closed: bool, why: str) -> CompetitionProgress:
    with desk.store.session() as s:
        ev = locked_event_row(s)
        comp = find_competition(s, competition)
        lock_competition(s, comp)
        if is_closed(comp) == closed:
            raise Refusal(
                f"{comp.name} is {'already closed' if closed else 'not closed'}; nothing was changed"
            )
        state = {k: v for k, v in (comp.state or {}).items() if k != CLOSED}
        comp.state = state | ({CLOSED: True} if closed else {})
        action = "close" if closed else "reopen"
        summary = (
            f"{comp.name} closed by the organiser: its standings are its final results"
            if closed
            else f"{comp.name} reopened: its results are provisional until it is finished"
        )
        record(
            s,
            ev.id,
            desk.who,
            f"competition.{action}",
            "competition",
            comp.id,
            summary,
            {CLOSED: not closed},
            {CLOSED: closed},
            why,
        )
        s.flush()
        return _progress(s, comp)
