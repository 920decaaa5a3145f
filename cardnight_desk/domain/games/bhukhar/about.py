"""Bhukhar (OAUK) as the desk lists it: its id, its title and its settings (with their defaults and
rulings), without its rules. The event's first tab reads this; :mod:`~cardnight_desk.domain.games.bhukhar.game`
builds the game on it, and loads the rules.
"""

from __future__ import annotations

from cardnight_desk.domain.games.bhukhar.settings import SETTINGS

ID = "bhukhar"
TITLE = "Bhukhar (OAUK)"
RULING_PREFIX = "BH"

# who enters its competitions, the sizes a team may have (none: it takes no teams) and the ruling saying so:
# what registration checks, read without the game's rules
ENTRIES = "teams"  # the value of one of base.Entries
TEAM_SIZES: tuple[int, ...] = (3,)
TEAM_SIZE_RULING = "EV-3"
DRAWN_IN_ROUNDS = True  # the desk draws its rounds; else it runs at a desk of its own

__all__ = [
    "ID",
    "TITLE",
    "RULING_PREFIX",
    "SETTINGS",
    "ENTRIES",
    "TEAM_SIZES",
    "TEAM_SIZE_RULING",
    "DRAWN_IN_ROUNDS",
]
