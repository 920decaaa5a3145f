"""A seeded league's results, made up round by round for the draw tests: each table's winner is picked by the
seeded random source, the winner gets 2 or 3 game points, and a bye is a bye."""

from __future__ import annotations

import random

from cardnight_desk.domain.draws import History, TeamStanding, swiss_round


def play(draw, standings: dict[int, TeamStanding], rnd: random.Random) -> None:
    """Add the made-up results of ``draw``'s tables and its byes to ``standings``."""
    for table in draw.tables:
        a, b = table.entrants
        win, lose = (a, b) if rnd.random() < 0.5 else (b, a)
        standings[win] = standings[win].plus(rnd.choice((2, 3)), rnd.randint(0, 2), rnd.randint(150, 400))
        standings[lose] = standings[lose].plus(0, rnd.randint(0, 1), rnd.randint(50, 150))
    for t in draw.byes:
        standings[t] = standings[t].with_bye()


def play_league(teams: int, rounds: int, seed: int, other_seeds: int) -> None:
    """Draw and play ``rounds`` Swiss rounds of a seeded league of ``teams``; before each round's draw is
    kept, the same round is also drawn with ``other_seeds`` other seeds (level teams in other orders), so that
    the code a test watches meets more blocks."""
    rnd = random.Random(seed)
    standings = {t: TeamStanding(t) for t in range(1, teams + 1)}
    draws: list = []
    for number in range(1, rounds + 1):
        for k in range(other_seeds):
            swiss_round(list(standings.values()), History.from_draws(draws), number, 100 * k + number)
        draw = swiss_round(list(standings.values()), History.from_draws(draws), number, seed + number)
        draws.append(draw)
        play(draw, standings, rnd)
