"""The draw methods by their neutral names: each one a game can name is drawn by one entry of the desk's table,
a round is stored under its method's name, and a round stored under the name it had before (``rummy``,
``bukharo``) is read as the same method (EV-5: a round says how it was drawn)."""

from __future__ import annotations

from sqlalchemy import select

from cardnight_desk.domain.games import GAMES
from cardnight_desk.domain.games.base import DrawMethod
from cardnight_desk.services import draws, progress, scores
from cardnight_desk.services.draw_methods import DRAWINGS
from cardnight_desk.services.events import find_competition
from cardnight_desk.store.models import Round
from tests.services.builders import bhukhar_event, competition_with_players, rummy_sheet


def test_every_method_a_game_names_is_drawn_by_one_entry_of_the_table():
    assert set(DRAWINGS) == set(DrawMethod)
    named = {
        game.draw_method(game.with_defaults(settings), team)
        for game in GAMES.values()
        for settings in ({}, {"format": "round_robin"})
        for team in (False, True)
        if "format" not in settings or "format" in game.settings
    }
    assert named - {None} == set(DrawMethod)  # and each is used by some game
    assert DRAWINGS[DrawMethod.SWISS].rounds_setting == "rounds"  # a Swiss league plans its rounds


def _stored_as(desk, competition: str, name: str) -> None:
    """The competition's rounds as an event drawn before the methods had their names keeps them."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        for rnd in s.scalars(select(Round).where(Round.competition_id == comp.id)):
            rnd.draw = {**rnd.draw, "method": name}


def test_a_round_is_stored_under_its_methods_name_and_one_stored_under_the_old_name_reads_the_same(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Rummy", "rummy", 4)
    competition_with_players(desk, "Bukharo", "bukharo", 6)
    final = draws.draw_next_round(desk, "Rummy", seed=3)
    sides = draws.draw_next_round(desk, "Bukharo", seed=6)
    assert (final.method, final.final, sides.method) == ("elimination_tables", True, "side_tables")
    for table in final.tables:
        players = [s.player for s in table.seats]
        sheet = rummy_sheet(players, min(players), 230, None)
        scores.enter_sheet(desk, "Rummy", 1, table.table, sheet, confirm=True)
    assert progress.competition_progress(desk, "Rummy").finished  # the final table is played
    _stored_as(desk, "Rummy", "rummy")
    _stored_as(desk, "Bukharo", "bukharo")
    assert draws.get_round(desk, "Rummy", 1).method == "elimination_tables"
    assert draws.get_round(desk, "Bukharo", 1).method == "side_tables"
    assert progress.competition_progress(desk, "Rummy").finished
    desk.close()
