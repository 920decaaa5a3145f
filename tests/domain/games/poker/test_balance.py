"""Breaking and balancing tables in counts (ruling PK-4), checked against a brute-force minimum."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games.poker.balance import plan_balance, tables_to_break


def layout(*counts: int) -> dict[str, int]:
    return {str(i): n for i, n in enumerate(counts, 1)}


def apply(tables: dict[str, int], plan) -> dict[str, int]:
    after = dict(tables)
    for m in plan.moves:
        after[m.source] -= m.players
        after[m.target] += m.players
    for t in plan.broken:
        assert after.pop(t) == 0
    return after


def brute_force_fewest_moves(tables: dict[str, int], broken: tuple[str, ...], seats: int) -> int | None:
    """Try every layout of the kept tables within one of each other and within the seats."""
    kept = [t for t in tables if t not in broken]
    total = sum(tables.values())
    moved_out = sum(tables[t] for t in broken)
    best = None
    for sizes in itertools.product(range(seats + 1), repeat=len(kept)):
        if sum(sizes) != total or max(sizes) - min(sizes) > 1:
            continue
        moves = moved_out + sum(max(0, tables[t] - n) for t, n in zip(kept, sizes, strict=True))
        best = moves if best is None else min(best, moves)
    return best


@pytest.mark.parametrize(
    "counts, broken, after, moved",
    [
        ((7, 4, 8), (), (7, 6, 6), 2),  # 19 players do not fit at 2 tables of 9: nothing broken
        ((7, 4, 6), ("2",), (9, 8), 4),  # 17 fit: table 2 is broken
        ((9, 9, 9, 9, 9, 9, 6), (), (9, 9, 9, 9, 8, 8, 8), 2),  # 60 players on 7 tables
        ((3, 3), ("2",), (6,), 3),  # the highest-numbered of equal small tables breaks
        ((8, 4, 3, 8), ("3",), (8, 7, 8), 3),  # the smaller of two short tables breaks; then 23 > 18
        ((9, 9, 9), (), (9, 9, 9), 0),
        ((2,), (), (2,), 0),  # a single table is never broken
    ],
)
def test_pk4_examples(counts, broken, after, moved):
    plan = plan_balance(layout(*counts), 9, 5)
    assert plan.broken == broken
    assert tuple(n for _, n in plan.after) == after
    assert plan.players_moved == moved
    assert apply(layout(*counts), plan) == dict(plan.after)


def test_pk4_spec_example_does_not_fit_so_nothing_breaks():
    plan = plan_balance({"1": 7, "2": 4, "3": 8}, 9, 5)
    assert plan.to_json() == {
        "break": [],
        "moves": [{"from": "3", "to": "2", "players": 2}],
        "after": {"1": 7, "2": 6, "3": 6},
    }


def test_pk4_breaks_again_while_players_fit():
    # 3 + 3 + 3 + 9 = 18 players: break a 3 (18 fit in 27), another 3 (18 fit in 18); 18 > 9 stops
    plan = plan_balance(layout(3, 3, 3, 9), 9, 5)
    assert plan.broken == ("3", "2")
    assert dict(plan.after) == {"1": 9, "4": 9}
    # 4 + 4 + 4 + 9 = 21: one 4 breaks, then 21 do not fit at two tables
    plan = plan_balance(layout(4, 4, 4, 9), 9, 5)
    assert plan.broken == ("3",) and dict(plan.after) == {"1": 7, "2": 7, "4": 7}


def test_pk4_tda_capacity_rule_breaks_a_full_enough_table_when_all_fit():
    tables = layout(6, 6, 6)  # 18 players fit at 2 tables of 9
    assert plan_balance(tables, 9, 5).broken == ()
    plan = plan_balance(tables, 9, 5, break_when_fits=True)
    assert plan.broken == ("3",) and dict(plan.after) == {"1": 9, "2": 9}


def test_pk4_empty_table_is_broken_without_moves():
    plan = plan_balance(layout(8, 0, 8), 9, 5)
    assert plan.broken == ("2",) and plan.moves == ()


def test_table_names_sort_by_number():
    plan = plan_balance({"2": 4, "10": 4, "1": 9}, 9, 5)
    assert plan.broken == ("10",)


tables_strategy = st.integers(2, 10).flatmap(
    lambda seats: st.tuples(
        st.just(seats),
        st.lists(st.integers(0, seats), min_size=1, max_size=12),
        st.integers(2, seats),
        st.booleans(),
    )
)


@settings(max_examples=200, deadline=None)
@given(tables_strategy)
def test_pk4_properties_on_random_layouts(case):
    seats, counts, below, when_fits = case
    tables = layout(*counts)
    plan = plan_balance(tables, seats, below, when_fits)
    after = apply(tables, plan)
    assert after == dict(plan.after)
    assert sum(after.values()) == sum(counts)
    assert max(after.values()) - min(after.values()) <= 1  # sizes within one
    assert max(after.values()) <= seats  # nobody over the seat count
    givers = {m.source for m in plan.moves}
    takers = {m.target for m in plan.moves}
    assert not givers & takers  # nobody moves twice
    assert not takers & set(plan.broken)
    for t in plan.broken:
        assert when_fits or tables[t] < below
    # a kept short table is kept only because its players would not fit elsewhere
    kept_short = [t for t in after if tables[t] < below]
    if kept_short and len(after) > 1:
        assert sum(counts) > (len(after) - 1) * seats


@settings(max_examples=150, deadline=None)
@given(
    st.integers(2, 8).flatmap(
        lambda seats: st.tuples(
            st.just(seats), st.lists(st.integers(0, seats), min_size=1, max_size=4), st.integers(2, seats)
        )
    )
)
def test_pk4_fewest_moves_matches_brute_force(case):
    seats, counts, below = case
    tables = layout(*counts)
    plan = plan_balance(tables, seats, below)
    assert plan.players_moved == brute_force_fewest_moves(tables, plan.broken, seats)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 9), min_size=2, max_size=8), st.integers(2, 9))
def test_pk4_smallest_short_table_breaks_first(counts, below):
    tables = layout(*counts)
    broken = tables_to_break(tables, 9, below)
    if broken:
        first = broken[0]
        assert all(tables[first] <= n for t, n in tables.items() if n < below)
