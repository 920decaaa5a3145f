"""Drawing a competition's rounds: the next round, a redraw, swapping two entrants, and reading a round back.

How a round is drawn is the competition's game's *draw method* (:meth:`~cardnight_desk.domain.games.base.Game.
draw_method`, from its settings), drawn as :mod:`~cardnight_desk.services.draw_methods` says. Every draw stores
its seed and method (EV-5). The next round is drawn only once every sheet of the round before is confirmed and
decides its table (a 28 match level after 12 deals, or a rummy table with players still in, has no winner
yet); a round with a result in it is locked.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import select
from sqlalchemy.orm import Session

# the history, a competition's progress and its standings are imported where a round is drawn, so reading a
# round back (to print its score sheets) loads none of them; the draw methods other than the Swiss pairing
# are loaded when one is drawn (``draw_methods``)
from cardnight_desk.domain.draws import Draw, DrawError, fresh_seed, swap
from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import DrawMethod
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.draw_fields import (
    Field,
    draw_of,
    history_of,
    load_field,
    rounds_of,
    team_game,
    unfinished_tables,
    write_tables,
)
from cardnight_desk.services.draw_methods import DRAWINGS
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.round_view import RoundView, round_view
from cardnight_desk.store.models import Competition, DeskTable, Round

# a seed is stored with its round (EV-5) as a whole number every event database holds (PostgreSQL's INTEGER)
SEED_LIMIT = 2**31

WARNING_WORDS = {
    "rematch": "{a} and {b} have met before",
    "same_table": "{a} has already played at table {table}",
}


@contextmanager
def _collector_paused() -> Iterator[None]:
    """A draw makes hundreds of thousands of short-lived objects (rows, draw documents, the pairing's graph),
    and reading a round back tens of thousands (its document, its view), each freed as soon as it is no longer
    used. Python's cycle collector, started by their number alone, would meanwhile go through every object of
    the process again and again (a third of a redraw's time at 1,024 teams), so it waits until the round is
    made or read."""
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def _method(comp: Competition, field: Field) -> DrawMethod:
    info = competition_info(comp)
    method = find_game(comp.game).draw_method(info.settings, field.team_game)
    if method is None:
        raise Refusal(f"{info.title} is not drawn in rounds here (use its own area)")
    return DrawMethod(method)


def _view(
    s: Session,
    comp: Competition,
    rnd: Round,
    field: Field,
    warnings: tuple[str, ...] = (),
    draw: Draw | None = None,
    labels: dict[str, str] | None = None,
) -> RoundView:
    """The round as the desk shows it; ``draw`` is its draw and ``labels`` its tables' sheet numbers by label
    when the caller has them (just drawn and written)."""
    draw = draw_of(rnd, field.team_game) if draw is None else draw
    if labels is None:
        labels = dict(
            s.execute(
                select(DeskTable.label, DeskTable.sheet_number).where(DeskTable.round_id == rnd.id)
            ).all()
        )
    return round_view(comp.name, rnd.number, rnd.seed, rnd.draw, rnd.locked, draw, field, labels, warnings)


def check_seed(seed: object) -> int:
    """The seed a draw was asked to use, refused unless it is one the event can store with the round (EV-5)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        text = (
            str(seed)
            if not isinstance(seed, int) or seed.bit_length() < 80
            else f"a number of {len(str(seed))} digits"
        )
        raise Refusal(f"a seed is a whole number from 0 to {SEED_LIMIT - 1}, not {text}")
    return seed


def _refuse_past_end(comp: Competition, rounds_setting: str | None, drawn: int) -> None:
    """Refuse a further round of a competition the organiser closed, or of one that has all the rounds it
    planned (a Swiss league's ``rounds`` setting: its method's ``rounds_setting``)."""
    from cardnight_desk.services.progress import is_closed

    if is_closed(comp):
        raise Refusal(f"{comp.name} is closed; reopen it to draw")
    planned = competition_info(comp).settings.get(rounds_setting) if rounds_setting else None
    if isinstance(planned, int) and drawn >= planned:
        raise Refusal(
            f"{comp.name} has its {planned} planned round{'s' if planned != 1 else ''}; "
            "raise its rounds to draw another (Settings… in the Event area, or competition set … rounds=N)"
        )


def _refuse_undecided(s: Session, comp: Competition, last: Round) -> None:
    """Refuse the next round while a table of the last one has a confirmed sheet and no winner yet (a 28 match
    level after 12 deals, TE-7; a rummy table with players still in, RU-7, RU-8), naming each such table."""
    from cardnight_desk.services.progress import undecided_tables

    open_tables = undecided_tables(s, comp, last)
    if open_tables:
        tables = "; ".join(f"round {last.number} table {t} has no winner — {why}" for t, why in open_tables)
        raise Refusal(f"round {last.number + 1} cannot be drawn yet: {tables}")


def draw_next_round(
    desk: Desk, competition: str, seed: int | None = None, *, checked_in_only: bool = False
) -> RoundView:
    """Draw the competition's next round, store it with its seed (EV-5) and return it."""
    seed = fresh_seed() if seed is None else check_seed(seed)
    with _collector_paused(), desk.store.session() as s:
        return _draw(s, desk.who, find_competition(s, competition), seed, checked_in_only)


def _draw(
    s: Session,
    who: str,
    comp: Competition,
    seed: int,
    checked_in_only: bool = False,
    rounds: list[Round] | None = None,
    *,
    redraw: bool = False,
) -> RoundView:
    """Draw and store the next round in the session ``s``: nothing is kept unless all of it is. ``rounds`` are
    the competition's rounds when the caller has just read them (each round's draw is read once); ``redraw``
    when the round drawn replaces one just withdrawn (allowed past the competition's end)."""
    from cardnight_desk.services.history import record

    field = load_field(s, comp, team_game(s, comp), checked_in_only)
    method = _method(comp, field)
    drawing = DRAWINGS[method]
    rounds = rounds_of(s, comp, draws=drawing.reads_draws) if rounds is None else rounds
    if not redraw:
        _refuse_past_end(comp, drawing.rounds_setting, len(rounds))
    if rounds:
        missing = unfinished_tables(s, rounds[-1])
        if missing:
            raise Refusal(
                f"round {rounds[-1].number} still needs confirmed sheets from table"
                f"{'s' if len(missing) > 1 else ''} {', '.join(missing)}"
            )
        _refuse_undecided(s, comp, rounds[-1])
    if len(field.ids) < 2 and drawing.needs_two_entrants:
        raise Refusal(f"'{comp.name}' needs at least two entrants to draw (it has {len(field.ids)})")
    number = len(rounds) + 1
    try:
        drawn = drawing.draw(s, comp, field, rounds, seed)
    except DrawError as err:
        raise Refusal(str(err)) from None
    draw, seed = drawn.draw, drawn.seed
    rnd = Round(
        competition_id=comp.id,
        number=number,
        seed=seed,
        draw={"method": str(method), "draw": draw.to_json(), "byes": list(draw.byes), **drawn.extra},
    )
    s.add(rnd)
    s.flush()
    labels = write_tables(s, comp, rnd, draw, new=True)
    record(
        s,
        comp.event_id,
        who,
        "draw.make",
        "round",
        rnd.id,
        f"{comp.name}: round {number} drawn ({method}, seed {seed})",
        None,
        {"round": number, "seed": seed, "method": str(method)},
    )
    return _view(s, comp, rnd, field, draw=draw, labels=labels)


def get_round(desk: Desk, competition: str, number: int | None = None) -> RoundView:
    """A round as drawn (the latest when ``number`` is None)."""
    with _collector_paused(), desk.store.session() as s:
        comp = find_competition(s, competition)
        # only the round shown is read: every other round's draw document stays in the database
        query = select(Round).where(Round.competition_id == comp.id)
        if number is None:
            query = query.order_by(Round.number.desc()).limit(1)
        else:
            query = query.where(Round.number == number)
        rnd = s.scalars(query).first()
        if rnd is None:
            drawn = s.scalars(select(Round.id).where(Round.competition_id == comp.id).limit(1)).first()
            raise NotFound(
                f"'{comp.name}' has no round {number}"
                if drawn is not None
                else f"'{comp.name}' has no round drawn yet"
            )
        return _view(s, comp, rnd, load_field(s, comp, team_game(s, comp)))


def round_numbers(desk: Desk, competition: str) -> list[int]:
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        return list(
            s.scalars(select(Round.number).where(Round.competition_id == comp.id).order_by(Round.number))
        )


def _open_round(s: Session, comp: Competition, number: int) -> tuple[Round, list[Round]]:
    """The unlocked round ``number`` and every round of the competition (their draws read only if asked for:
    a Swiss draw reads who met whom beside them)."""
    rounds = rounds_of(s, comp, draws=False)
    rnd = next((r for r in rounds if r.number == number), None)
    if rnd is None:
        raise NotFound(f"'{comp.name}' has no round {number}")
    if rnd.locked:
        raise Refusal(f"round {number} is locked: a result has been entered")
    return rnd, rounds


def redraw_round(desk: Desk, competition: str, number: int, seed: int | None = None) -> RoundView:
    """Draw the latest round again (new seed unless given); only before any result is in. Withdrawing the
    round and drawing it again are one change: if the new draw fails, the round stays as it was."""
    from cardnight_desk.services.history import AsRead, record

    seed = fresh_seed() if seed is None else check_seed(seed)
    with _collector_paused(), desk.store.session() as s:
        comp = find_competition(s, competition)
        rnd, rounds = _open_round(s, comp, number)
        if rnd is not rounds[-1]:
            raise Refusal(f"only the latest round can be redrawn (round {rounds[-1].number})")
        old = AsRead({"seed": rnd.seed, "draw": rnd.draw})
        method = DrawMethod.named(rnd.draw.get("method"))
        state = DRAWINGS[method].state if method is not None else None
        if state and number == 1:  # the method's state is made with its first round
            comp.state = {k: v for k, v in (comp.state or {}).items() if k != state}
        s.delete(rnd)
        s.flush()
        record(
            s,
            comp.event_id,
            desk.who,
            "draw.undo",
            "round",
            rnd.id,
            f"{comp.name}: round {number} withdrawn to be drawn again",
            old,
            None,
        )
        return _draw(s, desk.who, comp, seed, rounds=[r for r in rounds if r is not rnd], redraw=True)


def swap_entrants(
    desk: Desk, competition: str, number: int, first: str, second: str, *, confirmed: bool = False
) -> RoundView:
    """Swap two entrants (teams or players) of an unlocked round. A swap that creates a rematch or a repeat
    table is only made when ``confirmed`` (the returned view carries the warnings either way) and is logged."""
    from cardnight_desk.services.history import record

    with desk.store.session() as s:
        comp = find_competition(s, competition)
        rnd, rounds = _open_round(s, comp, number)
        field = load_field(s, comp, team_game(s, comp))
        draw = draw_of(rnd, field.team_game)
        history = history_of((r for r in rounds if r.number < number), field.team_game)
        a, b = field.id_of(first), field.id_of(second)
        try:
            result = swap(draw, a, b, history, field.members)
        except DrawError as err:
            raise Refusal(str(err)) from None
        words = tuple(
            WARNING_WORDS[w.code.value].format(
                a=field.names.get(w.entrants[0], w.entrants[0]),
                b=field.names.get(w.entrants[-1], w.entrants[-1]),
                table=w.table,
            )
            for w in result.warnings
        )
        if words and not confirmed:
            return _view(s, comp, rnd, field, words)
        before = rnd.draw
        rnd.draw = {**rnd.draw, "draw": result.draw.to_json(), "byes": list(result.draw.byes)}
        labels = write_tables(s, comp, rnd, result.draw)
        record(
            s,
            comp.event_id,
            desk.who,
            "draw.swap",
            "round",
            rnd.id,
            f"{comp.name} round {number}: {first} and {second} swapped",
            {"draw": before["draw"]},
            {"draw": rnd.draw["draw"]},
            "; ".join(words),
        )
        return _view(s, comp, rnd, field, words, labels=labels)
