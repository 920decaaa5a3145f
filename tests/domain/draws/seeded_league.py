"""A seeded league's results, made up round by round for the draw tests: each table's winner is picked by the
seeded random source, the winner gets 2 or 3 game points, and a bye is a bye."""

from __future__ import annotations

import random

from cardnight_desk.domain.draws import TeamStanding


def play(draw, standings: dict[int, TeamStanding], rnd: random.Random) -> None:
    """Add the made-up results of ``draw``'s tables and its byes to ``standings``."""
    for table in draw.tables:
        a, b = table.entrants
        win, lose = (a, b) if rnd.random() < 0.5 else (b, a)
        standings[win] = standings[win].plus(rnd.choice((2, 3)), rnd.randint(0, 2), rnd.randint(150, 400))
        standings[lose] = standings[lose].plus(0, rnd.randint(0, 1), rnd.randint(50, 150))
    for t in draw.byes:
        standings[t] = standings[t].with_bye()
