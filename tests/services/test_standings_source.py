"""The stored results a game's standings read, answered from the event one question at a time: nothing is
read that the game does not ask for."""

from __future__ import annotations

from sqlalchemy import event, select

from cardnight_desk.domain.games import find_game
from cardnight_desk.services import draws, judges, penalties, scores
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.standings_source import StoredResults
from cardnight_desk.store.models import Round
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet, competition_with_teams, match_28


def _league(target: str):
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears"])
    add_round(desk, 1, [("Lions", "Tigers")], byes=["Bears"])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    judges.set_pin(desk, "2468")
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin="2468")
    return desk


def test_each_answer_from_the_stored_results(event_target):
    desk = _league(event_target)
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        source = StoredResults(s, comp, find_game(comp.game))
        assert source.has_teams() and source.team_game
        assert source.entrants() == ["Lions", "Tigers", "Bears"]
        assert source.totals() == {"Lions": (2, 3, 700, 1), "Tigers": (0, 0, -290, 1)}
        assert source.byes() == ["Bears"]
        assert source.penalties() == {"Tigers": 50}
        (result,) = source.results()
        assert result["winner"] == "Lions"
        assert source.table_results() == [(1, "1", result)]
        assert source.bracket() is None  # no round drawn as a knockout
        assert source.sheets_counted() == 1
    desk.close()


def test_only_what_the_game_asks_for_is_read(event_target):
    desk = _league(event_target)
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(statement)

    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        source = StoredResults(s, comp, find_game(comp.game))
        event.listen(desk.store.engine, "before_cursor_execute", seen)
        try:
            find_game("bhukhar").standings(source, {"bye_master": 2})
        finally:
            event.remove(desk.store.engine, "before_cursor_execute", seen)
    read = " ".join(statements).lower()
    assert "entrant_score" in read and "round" in read  # the running totals and the byes
    assert "penalty" not in read and "score_sheet" not in read  # BH-6 scores penalties on the sheet
    assert len(statements) == 3  # teams, totals, byes: one query each
    desk.close()


def test_a_knockout_bracket_is_given_with_team_names(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur"])
    view = draws.draw_next_round(desk, "28 cup", seed=5)
    (table,) = view.tables
    a, b = table.entrants
    scores.enter_sheet(desk, "28 cup", 1, table.table, match_28(a, b, a), confirm=True)
    with desk.store.session() as s:
        comp = find_competition(s, "28 cup")
        bracket = StoredResults(s, comp, find_game(comp.game)).bracket()
    names = {"Kochi", "Thrissur", "Kannur"}
    assert {k["entrant"] for k in bracket["seeds"]} == names
    first = [m for m in bracket["rounds"][0] if not m["bye"]]
    assert [(m["top"], m["bottom"], m["winner"]) for m in first] == [(a, b, a)]
    desk.close()


def test_byes_are_read_from_each_round_without_its_draw(event_target):
    """A round keeps its byes beside its draw (set with the draw, changed with it): the standings read them
    and never the draw document."""
    desk = _league(event_target)
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        (rnd,) = s.scalars(select(Round).where(Round.competition_id == comp.id))
        bears = rnd.byes[0]
        rnd.draw = {**rnd.draw, "byes": [bears, bears]}  # a second bye, as a changed draw would give
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(statement)

    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        source = StoredResults(s, comp, find_game(comp.game))
        source.entrants()
        event.listen(desk.store.engine, "before_cursor_execute", seen)
        assert source.byes() == ["Bears", "Bears"]
        event.remove(desk.store.engine, "before_cursor_execute", seen)
    assert len(statements) == 1 and "draw" not in statements[0].split("FROM")[0]
    desk.close()
