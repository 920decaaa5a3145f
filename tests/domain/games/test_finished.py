"""When each game says a competition is played to its end (``Game.finished``): a Swiss league after its planned
rounds, a round robin after every round, a knockout after its final, rummy after its final table; never for a
game with no natural end (the organiser closes it)."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import Progress

CASES = [
    # game, settings, progress, finished
    ("bhukhar", {}, Progress("swiss", 9, 9, 8), False),  # no rounds planned: until the organiser closes it
    ("bhukhar", {"rounds": 3}, Progress("swiss", 3, 2, 8), False),
    ("bhukhar", {"rounds": 3}, Progress("swiss", 3, 3, 8), True),
    ("bhukhar", {"format": "round_robin"}, Progress("round_robin", 3, 2, 4), False),
    ("bhukhar", {"format": "round_robin"}, Progress("round_robin", 3, 3, 4), True),  # 4 teams: 3 rounds
    ("bhukhar", {"format": "round_robin"}, Progress("round_robin", 4, 4, 5), False),  # 5 teams: 5 rounds
    ("28", {}, Progress("knockout", 2, 2, 5), False),  # 5 teams: the final is round 3
    ("28", {}, Progress("knockout", 3, 2, 5, final_complete=False), False),
    ("28", {}, Progress("knockout", 3, 3, 5, final_complete=True), True),
    ("28", {"format": "round_robin"}, Progress("round_robin", 3, 3, 4), True),
    ("rummy", {}, Progress("rummy", 2, 2, 40), False),
    ("rummy", {}, Progress("rummy", 3, 3, 40, final_complete=True), True),
    ("bukharo", {}, Progress("bukharo", 6, 6, 8), False),  # sides of players: until closed
    ("bukharo", {}, Progress("round_robin", 3, 3, 4), True),  # teams meet each other
    ("poker", {}, Progress(), False),
    ("baccarat", {}, Progress(), False),
    ("bhukhar", {"rounds": 1}, Progress(), False),  # nothing drawn yet
]


@pytest.mark.parametrize(("game", "settings", "progress", "finished"), CASES)
def test_a_game_says_when_its_competition_is_finished(game, settings, progress, finished):
    assert find_game(game).finished(progress, settings) is finished
