"""A toy game that lives in the tests only: the proof that a game is one package (see test_toy_game.py).

*High-card duel*: two pairs of players a table; each pair writes the points it won; more points wins the duel.
Standings: duels won, then points. Nothing outside this package knows it exists until the test registers it.
"""

from tests.toy_game.game import GAME

__all__ = ["GAME"]
