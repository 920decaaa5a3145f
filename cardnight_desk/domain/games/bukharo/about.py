"""Bukharo (Patel) as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.bukharo.game`
builds the game on it, and loads the rules.
"""

from __future__ import annotations

from cardnight_desk.domain.games.bukharo.settings import SETTINGS

ID = "bukharo"
TITLE = "Bukharo (Patel)"
RULING_PREFIX = "BK"

__all__ = ["ID", "TITLE", "RULING_PREFIX", "SETTINGS"]
