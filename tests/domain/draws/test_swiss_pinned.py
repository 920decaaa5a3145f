"""Draws stay reproducible (EV-5): a seeded league drawn round after round gives exactly the draws it gave
before the desk's draw was made faster, pinned as a digest of every round's document."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from cardnight_desk.domain.draws import History, TeamStanding, swiss_round

from .seeded_league import play

# digests of the draws as the desk made them before their path was sped up (same seeds, same results)
PINNED = {
    (9, 4, 1): "f2ef61ad6c0f06394edb50f2e05de4eb1d33ed465056c937c52d040811d5470e",
    (64, 6, 7): "abaca815fd7bf8b2c185cc65a87fbf4b0c800eecac0a258bcdadb36508e25d61",
    (301, 8, 2025): "05b202aa5249e2fb23b927771bb10a98ab4463726c53891d0d6b56cb1f621fdb",
}


def league_draws(teams: int, rounds: int, seed: int) -> list:
    """A league played round by round: each round drawn from the standings and history so far, its results
    made up by a seeded random source."""
    rnd = random.Random(seed)
    standings = {t: TeamStanding(t) for t in range(1, teams + 1)}
    members = {t: (3 * t, 3 * t + 1, 3 * t + 2) for t in standings}
    draws: list = []
    for number in range(1, rounds + 1):
        draw = swiss_round(
            list(standings.values()), History.from_draws(draws), number, seed + number, members
        )
        draws.append(draw)
        play(draw, standings, rnd)
    return draws


@pytest.mark.parametrize(("teams", "rounds", "seed"), list(PINNED))
def test_a_seeded_league_draws_as_it_always_has(teams, rounds, seed):
    draws = league_draws(teams, rounds, seed)
    text = json.dumps([d.to_json() for d in draws], sort_keys=True)
    assert hashlib.sha256(text.encode()).hexdigest() == PINNED[(teams, rounds, seed)]


def test_a_history_built_in_one_pass_is_the_rounds_added_one_by_one():
    draws = league_draws(31, 5, 3)
    one_by_one = History()
    for draw in draws:
        one_by_one = one_by_one.plus(draw)
    assert History.from_draws(draws) == one_by_one
    assert History.from_draws([]) == History()
