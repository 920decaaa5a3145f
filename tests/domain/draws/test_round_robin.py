"""Round robin by the circle method: everyone meets everyone once, byes for odd counts, alternate seats
(ruling EV-3), table moves (rule 11), any round on demand from the seed (ruling EV-5)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.draws import (
    DrawError,
    History,
    round_count,
    round_robin_round,
    round_robin_schedule,
)
from cardnight_desk.domain.draws.table_moves import repeats


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 17), st.integers(0, 10**9))
def test_everyone_meets_everyone_exactly_once(teams, seed):
    field = [f"T{k}" for k in range(teams)]
    schedule = round_robin_schedule(field, seed)
    assert len(schedule) == round_count(teams) == (teams if teams % 2 else teams - 1)
    meetings = Counter(frozenset(t.entrants) for draw in schedule for t in draw.tables)
    assert set(meetings) == {frozenset(p) for p in itertools.combinations(field, 2)}
    assert set(meetings.values()) == {1}
    for number, draw in enumerate(schedule, start=1):
        assert draw.round == number and draw.seed == seed
        assert sorted(draw.entrants) == sorted(field)  # every team seated once (or on the bye)
        assert len(draw.byes) == teams % 2
        assert sorted(t.number for t in draw.tables) == list(range(1, teams // 2 + 1))
    # with an odd count each team has its bye once
    assert Counter(b for d in schedule for b in d.byes) == (Counter(field) if teams % 2 else Counter())


def test_ev3_teams_sit_in_alternate_seats():
    members = {t: [f"{t}{i}" for i in (1, 2, 3)] for t in "ABCD"}
    for draw in round_robin_schedule(list("ABCD"), 3, members):
        for table in draw.tables:
            a, b = table.entrants
            assert [s.player for s in table.seats] == [f"{a}1", f"{b}1", f"{a}2", f"{b}2", f"{a}3", f"{b}3"]
            assert [s.side for s in table.seats] == ["A", "B", "A", "B", "A", "B"]


def test_ev5_round_on_demand_equals_the_schedule_and_ignores_field_order():
    field = [f"T{k}" for k in range(9)]
    schedule = round_robin_schedule(field, 77)
    for k in (1, 5, 9):
        assert round_robin_round(list(reversed(field)), k, 77) == schedule[k - 1]
    assert round_robin_schedule(field, 78) != schedule


def test_rule11_teams_move_tables_while_there_are_tables_left():
    field = [f"T{k}" for k in range(12)]  # 6 tables, 11 rounds
    history = History()
    for draw in round_robin_schedule(field, 5):
        returning = sum(repeats(t.entrants, t.number, history) for t in draw.tables)
        if draw.round <= 3:
            assert returning == 0
        history = history.plus(draw)
    # every team plays at every table before the competition ends
    assert all(history.tables_of(t) == frozenset(range(1, 7)) for t in field)


def test_every_team_plays_on_both_sides_including_the_fixed_one():
    field = [f"T{k}" for k in range(6)]
    schedule = round_robin_schedule(field, 0)
    for team in field:
        sides = {s.side for d in schedule for t in d.tables for s in t.seats if s.team == team}
        assert sides == {"A", "B"}


def test_refuses_too_few_teams_rounds_out_of_range_and_duplicates():
    with pytest.raises(DrawError):
        round_robin_schedule(["A"], 1)
    with pytest.raises(DrawError, match="rounds 1 to 3"):
        round_robin_round(["A", "B", "C", "D"], 4, 1)
    with pytest.raises(DrawError, match="twice"):
        round_robin_schedule(["A", "B", "A"], 1)
