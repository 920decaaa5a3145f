"""GAMA 28 (Irupathiyettu): teams of three, matches of 12 deals, a knockout or a round robin."""

from cardnight_desk.domain.games.twenty_eight.game import GAME

__all__ = ["GAME"]
