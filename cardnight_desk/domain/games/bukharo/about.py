"""Bukharo (Patel) as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.bukharo.game`
builds the game on it, and loads the rules. Registration and the Draws area read who enters, the team sizes
and whether the desk draws its rounds here too (:class:`~cardnight_desk.domain.games.GameAbout`).
"""

from __future__ import annotations

from cardnight_desk.domain.games.bukharo.settings import SETTINGS

ID = "bukharo"
TITLE = "Bukharo (Patel)"
RULING_PREFIX = "BK"

ENTRIES = "either"
TEAM_SIZES: tuple[int, ...] = (2, 3)
TEAM_SIZE_RULING = "BK-3"
DRAWN_IN_ROUNDS = True

__all__ = ["ID", "TITLE", "RULING_PREFIX", "SETTINGS"]
