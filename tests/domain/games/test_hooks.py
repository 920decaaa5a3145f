"""What every game answers the desk: a drawn game has a draw method and standings here; a game run from its own
desk (poker, baccarat) has neither, and no figures or table checks."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import GAMES
from cardnight_desk.domain.games.base import TableFacts
from tests.domain.games.sources import Source


@pytest.mark.parametrize("game", GAMES.values(), ids=lambda g: g.id)
def test_a_game_is_drawn_in_rounds_exactly_when_it_has_a_draw_method(game):
    settings = game.with_defaults({})
    methods = {game.draw_method(settings, team) for team in (False, True)}
    assert (None not in methods) == game.drawn_in_rounds
    assert methods <= {None, "swiss", "round_robin", "knockout", "elimination_tables", "side_tables"}


@pytest.mark.parametrize("game", GAMES.values(), ids=lambda g: g.id)
def test_standings_here_for_the_drawn_games_only(game):
    table = game.standings(Source(), game.with_defaults({}))
    assert (table is not None) == game.drawn_in_rounds
    if table is not None:
        assert table.entrant in ("team", "player") and table.columns and table.rows == ()


@pytest.mark.parametrize("game_id", ["poker", "baccarat"])
def test_a_game_with_its_own_desk_adds_nothing_at_a_table(game_id):
    game = GAMES[game_id]
    facts = TableFacts("1", ("A", "B"))
    sheet = {"game": game.table_kinds[0]}
    assert game.table_sheet(sheet, {}, facts) == sheet and game.table_checks(sheet, {}, facts) == []
    assert game.entrant_figures({"teams": {"A": {"master": 2, "bonus": 0, "score": 5}}}) == []


@pytest.mark.parametrize("game_id", ["rummy", "28", "poker", "baccarat"])
def test_ev4_a_game_without_penalty_rules_takes_no_judges_penalty(game_id):
    game = GAMES[game_id]
    assert game.penalties is None
    assert game.penalty_problems(50, "1") == [f"{game.title} takes no judge's penalties"]
    assert game.sheet_penalties({"game": game.table_kinds[0], "penalties": [{"points": 5}]}) == []


@pytest.mark.parametrize(
    ("points", "rule", "problem"),
    [
        (20, "4.1", None),
        (5, "any rule the judge cites", None),
        (7, "4.1", "penalty points must be from 5 to 1000 in steps of 5, not 7"),
        (10**9, "4.1", "penalty points must be from 5 to 1000 in steps of 5, not 1000000000"),
        (0, "4.1", "not 0"),
        (20, " ", "a penalty needs the rule number it is given under"),
        (20, "4" * 41, "a rule number is at most 40 characters"),
    ],
)
def test_ev4_bk1_a_bukharo_penalty_is_in_fives_under_any_rule(points, rule, problem):
    found = GAMES["bukharo"].penalty_problems(points, rule)
    if problem is None:
        assert found == []
    else:
        assert len(found) == 1 and problem in found[0]
