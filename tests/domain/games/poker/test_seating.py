"""Seat draw, late seats, breaking and balancing with named players, and the final-table redraw (PK-4)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games.poker.balance import plan_balance
from cardnight_desk.domain.games.poker.seating import MoveReason, Seating, SeatingError, Table

PLAYERS = [f"P{i:02d}" for i in range(60)]


def table(button: int | None, **seats: str) -> Table:
    t = Table("T", dict.fromkeys(range(1, 10)), button)
    for seat, player in seats.items():
        t.seats[int(seat[1:])] = player
    return t


def test_ev5_draw_is_reproducible_from_its_seed():
    a = Seating.draw(PLAYERS, 9, seed=2025)
    b = Seating.draw(PLAYERS, 9, seed=2025)
    c = Seating.draw(PLAYERS, 9, seed=2026)
    assert a.to_json() == b.to_json() != c.to_json()
    assert a.seed == 2025


def test_draw_uses_the_fewest_tables_within_one_player():
    seating = Seating.draw(PLAYERS, 9, seed=1)
    assert seating.counts() == {"1": 9, "2": 9, "3": 9, "4": 9, "5": 8, "6": 8, "7": 8}
    assert sorted(seating.players()) == PLAYERS
    for t in seating.tables.values():
        assert t.button in t.occupied()


def test_draw_refuses_too_many_players_or_duplicates():
    with pytest.raises(SeatingError):
        Seating.draw(PLAYERS, 9, seed=1, table_names=["A", "B"])
    with pytest.raises(SeatingError):
        Seating.draw(["Asha", "Asha"], 9, seed=1)


@pytest.mark.parametrize(
    "button, seats, big_blind",
    [
        (1, {"s1": "A", "s3": "B", "s5": "C", "s8": "D"}, 5),  # button A, SB B, BB C
        (8, {"s1": "A", "s3": "B", "s5": "C", "s8": "D"}, 3),  # wraps round
        (2, {"s1": "A", "s3": "B", "s5": "C", "s8": "D"}, 5),  # dead button at an empty seat
        (1, {"s1": "A", "s4": "B"}, 4),  # heads-up: the button is the small blind
    ],
)
def test_big_blind_seat(button, seats, big_blind):
    assert table(button, **seats).big_blind_seat() == big_blind


def test_pk4_worst_empty_seat_is_next_to_pay_the_big_blind():
    t = table(1, s1="A", s3="B", s5="C", s8="D")  # BB at 5: empty 6 and 7 come before D at 8
    assert t.worst_empty_seat() == 6
    t = table(5, s1="A", s3="B", s5="C", s8="D")  # button 5, SB 8, BB 1: first empty after 1 is 2
    assert t.worst_empty_seat() == 2
    assert table(None).worst_empty_seat() == 1


def test_pk4_balancing_moves_the_player_due_big_blind_into_the_worst_seat():
    seating = Seating(
        9,
        {
            "1": table(1, s1="A", s2="B", s3="C", s4="D", s5="E", s6="F", s7="G", s8="H"),
            "2": table(3, s1="J", s3="K", s5="L", s7="M", s9="N", s2="O"),
        },
    )
    seating.tables["1"].name, seating.tables["2"].name = "1", "2"
    plan = seating.plan(break_below=5, seed=0)  # 8 and 6: one moves
    assert plan.broken == ()
    (move,) = plan.moves
    # table 1: button 1, SB 2, BB 3 -> C moves; table 2: button 3, SB 5, BB 7 -> worst seat is 8
    assert (move.player, move.source, move.source_seat, move.target, move.target_seat) == (
        "C",
        "1",
        3,
        "2",
        8,
    )
    assert move.reason is MoveReason.BALANCE


def test_pk4_several_movers_go_in_big_blind_order():
    t1 = table(1, s1="A", s2="B", s3="C", s4="D", s5="E", s6="F", s7="G", s8="H", s9="I")
    t2 = table(1, s1="J", s2="K", s3="L", s4="M", s5="N")
    t1.name, t2.name = "1", "2"
    plan = Seating(9, {"1": t1, "2": t2}).plan(break_below=2, seed=0)
    assert [m.player for m in plan.moves] == ["C", "D"]
    assert [m.target_seat for m in plan.moves] == [6, 7]


def test_pk4_broken_table_players_are_redrawn_reproducibly():
    seating = Seating.draw(PLAYERS[:40], 9, seed=7)  # 8, 8, 8, 8, 8
    for p in seating.tables["5"].players[:4]:
        seating.remove(p)  # table 5 down to 4: 36 players fit at 4 tables of 9
    plan = seating.plan(break_below=5, seed=99)
    assert plan.broken == ("5",)
    assert {m.reason for m in plan.moves} == {MoveReason.BREAK}
    assert sorted(m.player for m in plan.moves) == sorted(seating.tables["5"].players)
    assert plan == seating.plan(break_below=5, seed=99)
    seating.apply(plan)
    assert seating.counts() == {"1": 9, "2": 9, "3": 9, "4": 9}


def test_plan_is_refused_once_the_tables_changed():
    seating = Seating.draw(PLAYERS[:20], 9, seed=3)  # 7, 7, 6
    for p in seating.tables["1"].players[:3]:
        seating.remove(p)
    plan = seating.plan(break_below=5, seed=1)
    assert not plan.empty
    seating.remove(plan.moves[0].player)
    assert not seating.can_apply(plan)
    with pytest.raises(SeatingError):
        seating.apply(plan)


def test_late_seat_goes_to_the_table_with_fewest_players():
    seating = Seating.draw(PLAYERS[:17], 9, seed=5)  # 9 and 8
    where = seating.seat("Late", seed=1)
    assert where[0] == "2" and seating.where("Late") == where
    assert not seating.can_seat("Late")
    assert not seating.can_seat("Later")  # every seat taken
    seating.add_table("3")
    assert seating.seat("Later", seed=1)[0] == "3"


def test_final_table_redraw_seats_everybody_at_one_table():
    seating = Seating.draw(PLAYERS[:20], 9, seed=3)
    assert not seating.can_redraw_final()
    for p in seating.players()[:12]:
        seating.remove(p)
    assert seating.can_redraw_final()
    plan = seating.plan_final_table(seed=11)
    assert plan == seating.plan_final_table(seed=11)
    left = sorted(seating.players())
    seating.apply(plan)
    assert list(seating.tables) == [plan.button[0]]
    final = seating.tables[plan.button[0]]
    assert (
        sorted(final.players) == left and final.button == plan.button[1] and final.button in final.occupied()
    )
    assert {m.reason for m in plan.moves} == {MoveReason.FINAL_TABLE}


def test_seating_round_trips_through_json():
    seating = Seating.draw(PLAYERS[:30], 9, seed=8)
    assert Seating.from_json(seating.to_json()).to_json() == seating.to_json()
    with pytest.raises(SeatingError):
        Seating.from_json({"tables": 3})


@settings(max_examples=100, deadline=None)
@given(
    st.integers(10, 70),
    st.integers(6, 10),
    st.integers(0, 2**32),
    st.integers(0, 60),
    st.integers(3, 6),
    st.booleans(),
)
def test_pk4_seat_plans_on_random_seatings(n_players, seats, seed, busts, below, when_fits):
    seating = Seating.draw(
        PLAYERS[:n_players] + [f"Q{i}" for i in range(max(0, n_players - 60))], seats, seed
    )
    rng = random.Random(seed)
    for p in rng.sample(seating.players(), min(busts, n_players - 2)):
        seating.remove(p)
    before = {name: t.copy() for name, t in seating.tables.items()}
    counts = seating.counts()
    plan = seating.plan(below, seed, when_fits)
    moved = [m.player for m in plan.moves]
    assert len(moved) == len(set(moved))  # nobody moves twice in one plan
    assert len(moved) == plan_balance(counts, seats, below, when_fits).players_moved
    first_from = {}
    for m in plan.moves:
        if m.reason is MoveReason.BALANCE:
            first_from.setdefault(m.source, m)
    for source, m in first_from.items():
        assert m.player == before[source].due_big_blind()
    seating.apply(plan)
    after = seating.counts()
    assert after == dict(plan_balance(counts, seats, below, when_fits).after)
    assert max(after.values()) - min(after.values()) <= 1 and max(after.values()) <= seats
