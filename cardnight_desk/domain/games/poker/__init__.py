"""The GAMA poker freezeout: one tournament, run from its own desk (clock, seats, busts, prizes)."""

from cardnight_desk.domain.games.poker.game import GAME

__all__ = ["GAME"]
