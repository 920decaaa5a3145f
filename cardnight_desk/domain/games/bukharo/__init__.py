"""Patel's Bukharo: sides of players (or teams of two or three, BK-3), scored by session total."""

from cardnight_desk.domain.games.bukharo.game import GAME

__all__ = ["GAME"]
