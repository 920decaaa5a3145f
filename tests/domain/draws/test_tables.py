"""Rummy tables down to the final (packs by ruling RU-9) and Bukharo tables (sides and packs by ruling BK-3):
table sizes within one, everyone seated once, seats drawn from the seed (ruling EV-5)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.draws import (
    Draw,
    DrawError,
    TableOutcome,
    bukharo_packs,
    bukharo_tables,
    rummy_advance,
    rummy_next_round,
    rummy_packs,
    rummy_plan,
    rummy_tables,
    split_sizes,
)


def check_tables(draw: Draw, players: list, table_size: int) -> None:
    sizes = [len(t.seats) for t in draw.tables]
    assert max(sizes) - min(sizes) <= 1 and max(sizes) <= table_size
    assert len(draw.tables) == -(-len(players) // table_size)  # as few tables as hold everyone
    seated = [s.player for t in draw.tables for s in t.seats]
    assert sorted(seated) == sorted(players)  # everyone seated, once
    for table in draw.tables:
        assert [s.number for s in table.seats] == list(range(1, len(table.seats) + 1))
        assert table.entrants == tuple(s.player for s in table.seats)
    assert not draw.byes and not draw.team_game


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 120), st.integers(2, 9), st.integers(0, 10**9))
def test_rummy_tables_sizes_within_one_everyone_seated_once(players, table_size, seed):
    field = [f"P{k}" for k in range(players)]
    draw = rummy_tables(field, 1, seed, table_size)
    check_tables(draw, field, table_size)
    assert draw.final == (players <= table_size)


@pytest.mark.parametrize("players, packs", [(2, 2), (5, 2), (6, 2), (7, 3), (9, 3)])
def test_ru9_packs_per_rummy_table(players, packs):
    assert rummy_packs(players) == packs
    draw = rummy_tables(list(range(players)), 1, 1, table_size=9)
    assert [t.packs for t in draw.tables] == [packs]


def test_ru9_mixed_table_sizes_get_their_own_packs():
    draw = rummy_tables(list(range(15)), 1, 4, table_size=8)  # tables of 8 and 7
    assert [(len(t.seats), t.packs) for t in draw.tables] == [(8, 3), (7, 3)]
    draw = rummy_tables(list(range(13)), 1, 4, table_size=7)  # 7 and 6
    assert [(len(t.seats), t.packs) for t in draw.tables] == [(7, 3), (6, 2)]


def test_split_sizes():
    assert split_sizes(40) == [6, 6, 6, 6, 6, 5, 5]
    assert split_sizes(7) == [4, 3]
    assert split_sizes(6) == [6]
    assert split_sizes(0) == []
    with pytest.raises(DrawError):
        split_sizes(5, 1)


def finish_round(draw: Draw, rnd: random.Random) -> list[TableOutcome]:
    outcomes = []
    for table in draw.tables:
        totals = {p: rnd.randint(0, 150) for p in table.entrants}
        winner = min(totals, key=lambda p: (totals[p], str(p)))
        outcomes.append(TableOutcome(table.number, winner, totals))
    return outcomes


def test_forty_rummy_players_into_tables_and_on_to_a_final():
    players = [f"Player {k}" for k in range(1, 41)]
    assert rummy_plan(40, 6, runners_up=4) == [40, 11, 6]
    rnd = random.Random(40)
    draw = rummy_tables(players, 1, seed=401)
    check_tables(draw, players, 6)
    assert [len(t.seats) for t in draw.tables] == [6, 6, 6, 6, 6, 5, 5] and not draw.final
    field = players
    for number, expected in ((2, 11), (3, 6)):
        outcomes = finish_round(draw, rnd)
        draw, advance = rummy_next_round(outcomes, number, seed=400 + number, runners_up=4)
        assert len(advance.players) == expected
        assert set(advance.winners) == {o.winner for o in outcomes}
        # the runners-up have the lowest totals of everyone who did not win a table
        others = sorted(o.totals[p] for o in outcomes for p in o.totals if p != o.winner)
        assert (
            sorted(o.totals[p] for p in advance.runners_up for o in outcomes if p in o.totals) == others[:4]
        )
        assert set(advance.players) <= set(field)
        check_tables(draw, list(advance.players), 6)
        field = list(advance.players)
    assert draw.final and len(draw.tables) == 1 and draw.tables[0].packs == 2


def test_without_runners_up_only_winners_go_through():
    assert rummy_plan(40) == [40, 7, 2]
    rnd = random.Random(1)
    draw = rummy_tables(list(range(40)), 1, 1)
    draw, advance = rummy_next_round(finish_round(draw, rnd), 2, 2)
    assert advance.runners_up == () and len(draw.tables) == 2 and not draw.final


def test_runners_up_level_at_the_cut_are_named():
    outcomes = [
        TableOutcome(1, "a", {"a": 0, "b": 20, "c": 50}),
        TableOutcome(2, "d", {"d": 5, "e": 20, "f": 20, "g": 90}),
    ]
    advance = rummy_advance(outcomes, seed=3, runners_up=2)
    assert advance.winners == ("a", "d")
    assert len(advance.runners_up) == 2 and set(advance.runners_up) <= {"b", "e", "f"}
    assert set(advance.tied_at_cut) == {"b", "e", "f"}
    assert rummy_advance(outcomes, seed=3, runners_up=3).tied_at_cut == ()


def test_eliminated_players_do_not_go_through_as_runners_up():
    outcomes = [TableOutcome(1, "a", {"a": 10, "b": 160, "c": 140}, out=frozenset({"b"}))]
    assert rummy_advance(outcomes, 1, runners_up=2).runners_up == ("c",)


def test_rummy_plan_refuses_a_field_that_never_shrinks():
    with pytest.raises(DrawError, match="never reach a final"):
        rummy_plan(12, 6, runners_up=10)


def test_refuses_fields_too_small_or_listed_twice():
    with pytest.raises(DrawError, match="at least 2"):
        rummy_tables(["solo"], 1, 1)
    with pytest.raises(DrawError, match="twice"):
        rummy_tables(["a", "b", "a"], 1, 1)


def test_ev5_same_seed_same_tables_in_any_order():
    players = [f"P{k}" for k in range(23)]
    draw = rummy_tables(players, 1, 99)
    assert rummy_tables(list(reversed(players)), 1, 99) == draw
    assert rummy_tables(players, 1, 100) != draw  # the seats are drawn
    assert draw.to_json()["seed"] == 99 and draw.to_json()["tables"][0]["packs"] == 2


# --- Bukharo ---------------------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.integers(2, 60), st.integers(2, 9), st.integers(0, 10**9))
def test_bk3_sides_for_four_or_six_individuals_otherwise(players, table_size, seed):
    field = list(range(players))
    draw = bukharo_tables(field, 1, seed, table_size)
    check_tables(draw, field, table_size)
    for table in draw.tables:
        n = len(table.seats)
        if n in (4, 6):
            assert [s.side for s in table.seats] == ["A", "B"] * (n // 2)
        else:
            assert all(s.side is None for s in table.seats)
        assert table.packs == (3 if n <= 7 else 4)


@pytest.mark.parametrize("players, packs", [(2, 3), (6, 3), (7, 3), (8, 4), (9, 4)])
def test_bk3_packs(players, packs):
    assert bukharo_packs(players) == packs


def test_bk3_five_players_play_as_individuals_and_four_as_two_sides():
    assert all(s.side is None for s in bukharo_tables(list("abcde"), 1, 1).tables[0].seats)
    (table,) = bukharo_tables(list("abcd"), 1, 1).tables
    assert [s.side for s in table.seats] == ["A", "B", "A", "B"]
    assert [s.team for s in table.seats] == [None] * 4
