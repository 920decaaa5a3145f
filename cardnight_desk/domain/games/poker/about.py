"""Poker freezeout (GAMA) as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.poker.game`
builds the game on it, and loads the rules.
"""

from __future__ import annotations

from cardnight_desk.domain.games.poker.settings import SETTINGS

ID = "poker"
TITLE = "Poker freezeout (GAMA)"
RULING_PREFIX = "PK"

__all__ = ["ID", "TITLE", "RULING_PREFIX", "SETTINGS"]
