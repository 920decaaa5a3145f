"""Baccarat fun table as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.baccarat.game`
builds the game on it, and loads the rules. Registration and the Draws area read who enters, the team sizes
and whether the desk draws its rounds here too (:class:`~cardnight_desk.domain.games.GameAbout`).
"""

from __future__ import annotations

from cardnight_desk.domain.games.baccarat.settings import SETTINGS

ID = "baccarat"
TITLE = "Baccarat fun table"
RULING_PREFIX = "BAC"

ENTRIES = "players"
TEAM_SIZES: tuple[int, ...] = ()
TEAM_SIZE_RULING = "EV-3"
DRAWN_IN_ROUNDS = False

__all__ = ["ID", "TITLE", "RULING_PREFIX", "SETTINGS"]
