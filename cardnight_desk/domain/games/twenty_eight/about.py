"""28 / Irupathiyettu (GAMA) as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.twenty_eight.game`
builds the game on it, and loads the rules.
"""

from __future__ import annotations

from cardnight_desk.domain.games.twenty_eight.settings import SETTINGS

ID = "28"
TITLE = "28 / Irupathiyettu (GAMA)"
RULING_PREFIX = "TE"

__all__ = ["ID", "TITLE", "RULING_PREFIX", "SETTINGS"]
