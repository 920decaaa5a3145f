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
    assert methods <= {None, "swiss", "round_robin", "knockout", "rummy", "bukharo"}


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
