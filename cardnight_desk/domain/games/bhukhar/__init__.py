"""OAUK Bhukhar: a league of teams of three, two teams a table, scored in Master and Bonus points."""

from cardnight_desk.domain.games.bhukhar.game import GAME

__all__ = ["GAME"]
