"""Bhukhar (OAUK) as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.bhukhar.game`
builds the game on it, and loads the rules.
"""

from __future__ import annotations

from cardnight_desk.domain.games.bhukhar.settings import SETTINGS

ID = "bhukhar"
TITLE = "Bhukhar (OAUK)"
RULING_PREFIX = "BH"

__all__ = ["ID", "TITLE", "RULING_PREFIX", "SETTINGS"]
