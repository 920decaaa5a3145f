"""The baccarat fun table: six seats, bets and hands, run from its own desk."""

from cardnight_desk.domain.games.baccarat.game import GAME

__all__ = ["GAME"]
