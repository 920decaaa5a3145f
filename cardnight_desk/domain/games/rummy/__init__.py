"""GAMA rummy: players at tables of up to six, out at the target, table winners go on to a final table."""

from cardnight_desk.domain.games.rummy.game import GAME

__all__ = ["GAME"]
