"""How the desk draws a round by each draw method: the one table from a
:class:`~cardnight_desk.domain.games.base.DrawMethod` to its *drawing*, which reads what the method needs from
the event in the session of the draw and hands it to the pure draw (``domain/draws``).

A drawing takes the competition, its *field* (the entrants drawn), its rounds so far and the seed, and gives
the round's draw, the seed stored with it (a round robin keeps its first round's seed: every round comes from
it) and what the round keeps beside its draw (a knockout's matches, who went through at elimination tables).
It also says what the draw reads and refuses before it is made:

- ``reads_draws``: the earlier rounds are read whole; a Swiss draw reads only who met whom, kept beside them;
- ``rounds_setting``: the competition setting that plans how many rounds are drawn (a Swiss league's
  ``rounds``), past which a further round is refused;
- ``needs_two_entrants``: the field must hold two entrants; elimination tables draw a later round from the
  tables' outcomes, not the field, and refuse a first round too small themselves;
- ``state``: the competition state its first round makes (a knockout's ``bracket``), let go when that round is
  withdrawn to be drawn again.

A game says which method it uses (:meth:`~cardnight_desk.domain.games.base.Game.draw_method`); nothing here
knows which game it draws for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

# the other methods' draws are imported where they are drawn: a Swiss draw never loads them
from cardnight_desk.domain.draws import Draw, TeamStanding, swiss_round
from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import DrawMethod
from cardnight_desk.services.draw_fields import Field, draw_of, history_of, round_results
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.store.models import Competition, Round


@dataclass(frozen=True)
class Drawn:
    """A round just drawn: its draw, the seed stored with it, and what the round keeps beside its draw."""

    draw: Draw
    seed: int
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Drawing:
    """How the desk draws a round by one method (module docstring)."""

    draw: Callable[[Session, Competition, Field, list[Round], int], Drawn]
    reads_draws: bool = True
    rounds_setting: str | None = None
    needs_two_entrants: bool = True
    state: str | None = None


def _swiss(s: Session, comp: Competition, field: Field, rounds: list[Round], seed: int) -> Drawn:
    history = history_of(rounds, field.team_game)
    return Drawn(swiss_round(_standings(s, comp, field), history, len(rounds) + 1, seed, field.members), seed)


def _standings(s: Session, comp: Competition, field: Field) -> list[TeamStanding]:
    """The entrants' standings as the Swiss pairing reads them, from this session (a redraw sees the round it
    withdrew as gone)."""
    from cardnight_desk.services.standings_source import StoredResults

    game = find_game(comp.game)
    table = game.standings(StoredResults(s, comp, game), competition_info(comp).settings)
    rows = {r.name: r for r in (table.rows if table is not None else ())}
    out = []
    for entrant in field.ids:
        row = rows.get(field.names[entrant])
        if row is None:
            out.append(TeamStanding(entrant))
        else:
            figures = dict(row.columns)
            out.append(TeamStanding(entrant, figures["master"], figures["bonus"], figures["score"]))
    return out


def _round_robin(s: Session, comp: Competition, field: Field, rounds: list[Round], seed: int) -> Drawn:
    from cardnight_desk.domain.draws import round_count, round_robin_round

    number = len(rounds) + 1
    first_seed = rounds[0].seed if rounds else seed
    if number > round_count(len(field.ids)):
        raise Refusal(f"every round of the round robin has been drawn ({number - 1})")
    return Drawn(round_robin_round(field.ids, number, first_seed, field.members), first_seed)


def _knockout(s: Session, comp: Competition, field: Field, rounds: list[Round], seed: int) -> Drawn:
    from cardnight_desk.domain.draws import new_bracket

    state = dict(comp.state or {})
    if not rounds:
        bracket = new_bracket(field.ids, seed, (), bool(competition_info(comp).settings.get("third_place")))
        state["bracket"] = {"seed": seed, "seeds": list(bracket.seeds), "third_place": bracket.third_place}
        comp.state = state
    else:
        from cardnight_desk.services.brackets import bracket_of

        bracket = bracket_of(s, comp, field, rounds)
    if bracket.complete:
        champion = bracket.champion
        raise Refusal(
            f"the knockout is over: {field.names.get(champion, str(champion)) if champion else '?'} won"
        )
    number = len(rounds) + 1
    draw = bracket.round_draw(number, field.members)
    matches = [
        m.number
        for m in bracket.round_matches(number)
        if not m.bye and m.top is not None and m.bottom is not None
    ]
    return Drawn(draw, seed, {"matches": matches})


def _elimination_tables(s: Session, comp: Competition, field: Field, rounds: list[Round], seed: int) -> Drawn:
    from cardnight_desk.domain.draws import TableOutcome, rummy_next_round, rummy_tables

    settings = competition_info(comp).settings
    size = int(settings["table_size"])
    if not rounds:
        return Drawn(rummy_tables(field.ids, 1, seed, size), seed)
    last = rounds[-1]
    if draw_of(last, False).final:
        raise Refusal("the final table has been played: there is no further round")
    ids = {name: pid for pid, name in field.player_names.items()}
    outcomes = []
    results = round_results(s, last)
    for table in (t.label for t in last.tables):
        result = results[table]  # every table has its winner (the draw refuses a round undecided)
        outcomes.append(
            TableOutcome(
                int(table),
                ids[result["winner"]],
                {ids[n]: t for n, t in result["totals"].items()},
                frozenset(ids[n] for n in result.get("eliminated", {})),
            )
        )
    draw, advance = rummy_next_round(outcomes, last.number + 1, seed, size, int(settings["runners_up"]))
    names = lambda group: [field.player_names[p] for p in group]  # noqa: E731
    went_through = {
        "winners": names(advance.winners),
        "runners_up": names(advance.runners_up),
        "tied_at_cut": names(advance.tied_at_cut),
    }
    return Drawn(draw, seed, {"advance": went_through})


def _side_tables(s: Session, comp: Competition, field: Field, rounds: list[Round], seed: int) -> Drawn:
    from cardnight_desk.domain.draws import bukharo_tables

    return Drawn(bukharo_tables(field.ids, len(rounds) + 1, seed), seed)


DRAWINGS: dict[DrawMethod, Drawing] = {
    DrawMethod.SWISS: Drawing(_swiss, reads_draws=False, rounds_setting="rounds"),
    DrawMethod.ROUND_ROBIN: Drawing(_round_robin),
    DrawMethod.KNOCKOUT: Drawing(_knockout, state="bracket"),
    DrawMethod.ELIMINATION_TABLES: Drawing(_elimination_tables, needs_two_entrants=False),
    DrawMethod.SIDE_TABLES: Drawing(_side_tables),
}
