"""How a freezeout names its players: by name, or ``name #number`` when two registered players share a name.

A freezeout keeps its players by these *labels* in the competition's state (entries, busts, seats, the last
moves); :data:`STATE_NAMES` says where (name paths, ``domain/renaming.py``), so that renaming a player reaches
them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

STATE_NAMES = (
    "poker.game.entries.*.player",
    "poker.game.busts.*.player",
    "poker.game.seating.tables.*.seats.*",
    "poker.game.bust_seats.{}",
    "poker.moves.players_out.*",
    "poker.moves.moves.*.player",
)


def player_labels(players: Sequence[tuple[int, str]]) -> dict[int, str]:
    """Each registered player's label, ``(badge number, name)`` -> label."""
    counts = Counter(name for _, name in players)
    return {number: name if counts[name] == 1 else f"{name} #{number}" for number, name in players}
