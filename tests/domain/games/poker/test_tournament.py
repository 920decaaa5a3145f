"""Entries, busts, places and prizes (rulings PK-1, PK-2, PK-5, PK-6)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games.poker.structure import load_structure
from cardnight_desk.domain.games.poker.tournament import (
    Bust,
    Refusal,
    Tournament,
    TournamentRefused,
    place_amounts,
    places,
    prizes,
)


@pytest.fixture
def gama():
    return load_structure("gama-2025")


def tournament(gama, players, pool=600, percents=(50, 30, 20)):
    t = Tournament(gama, payout_percent=percents, prize_pool=pool)
    for p in players:
        t.enter(p, 1)
    return t


@pytest.mark.parametrize("point, stack", [(1, 3000), (2, 2900), (3, 2700), ("before_4", 2500)])
def test_pk1_pk2_stack_by_entry_level(gama, point, stack):
    t = Tournament(gama)
    assert t.enter("Ben", point).stack == stack


def test_pk1_starting_stack_is_a_setting(gama):
    t = Tournament(gama, starting_stack=5000)
    assert t.enter("Ben", 2).stack == 4900


@pytest.mark.parametrize("point", [4, 5, 9, "before_5"])
def test_pk2_entry_refused_after_level_4_starts(gama, point):
    t = Tournament(gama)
    assert not t.can_enter("Eve", point)
    assert t.entry_refusal("Eve", point) is Refusal.LATE_ENTRY_CLOSED
    with pytest.raises(TournamentRefused) as err:
        t.enter("Eve", point)
    assert "PK-2" in str(err.value) and t.entries == []


def test_entering_twice_is_refused(gama):
    t = tournament(gama, ["Asha"])
    assert t.entry_refusal("Asha", 2) is Refusal.ALREADY_ENTERED


def test_pk5_places_are_the_reverse_of_the_bust_order(gama):
    t = tournament(gama, ["A", "B", "C", "D", "E"])
    t.bust("C", hand=3)
    t.bust("A", hand=9)
    assert t.places() == {"C": 5, "A": 4}
    t.bust("E", hand=12)
    t.bust("B", hand=20)
    assert t.places() == {"C": 5, "A": 4, "E": 3, "B": 2, "D": 1}
    assert t.remaining() == ["D"]


def test_pk5_same_hand_busts_placed_by_start_chips(gama):
    t = tournament(gama, ["A", "B", "C", "D", "E"])
    t.bust("E", hand=4)
    t.bust_together({"A": 900, "B": 1200, "C": 300}, hand=57)
    assert t.places() == {"E": 5, "B": 2, "A": 3, "C": 4, "D": 1}


def test_pk5_equal_start_chips_share_the_place_and_split_the_prize(gama):
    t = tournament(gama, ["A", "B", "C", "D"], pool=600)
    t.bust("D", hand=1)
    t.bust_together({"B": 800, "C": 800}, hand=2)  # share 2nd and 3rd: (180 + 120) / 2
    assert t.places() == {"D": 4, "B": 2, "C": 2, "A": 1}
    assert t.prizes() == {"A": 300, "B": 150, "C": 150}


def test_pk5_shared_place_across_the_paid_line(gama):
    t = tournament(gama, ["A", "B", "C", "D", "E"], pool=1000)
    t.bust("E", hand=1)
    t.bust_together({"C": 500, "D": 500}, hand=2)  # share 3rd and 4th: 200 + 0 split
    assert t.places()["C"] == t.places()["D"] == 3
    assert t.prizes() == {"C": 100, "D": 100}


def test_pk5_odd_unit_of_a_split_goes_to_the_first_listed(gama):
    t = tournament(gama, ["A", "B", "C"], pool=101, percents=(100, 0))
    t.bust_together({"B": 10, "C": 10}, hand=5)  # impossible to split 0 unevenly; the winner takes 101
    assert t.prizes() == {"A": 101, "B": 0, "C": 0}
    assert prizes({"X": 1, "Y": 1}, [Bust("Y"), Bust("X")], 101, (100, 0)) == {"Y": 51, "X": 50}


def test_pk5_player_who_leaves_is_placed_as_busted_then(gama):
    t = tournament(gama, ["A", "B", "C", "D"])
    t.bust("A", hand=2)
    t.leave("C")
    t.bust("B", hand=30)
    assert t.places() == {"A": 4, "C": 3, "B": 2, "D": 1}
    assert t.busts[1].left
    assert t.total_chips == 12000  # the leaver's chips stay in play


def test_undo_the_last_bust(gama):
    t = tournament(gama, ["A", "B", "C", "D"])
    assert not t.can_undo_bust()
    t.bust("A", hand=1)
    t.bust_together({"B": 100, "C": 200}, hand=2)
    assert [b.player for b in t.undo_bust()] == ["B", "C"]  # the whole hand, entered together
    assert t.remaining() == ["B", "C", "D"]
    assert [b.player for b in t.undo_bust()] == ["A"]
    with pytest.raises(TournamentRefused):
        t.undo_bust()


@pytest.mark.parametrize(
    "chips, hand, refusal",
    [
        ({"Zed": None}, 5, Refusal.NOT_ENTERED),
        ({"A": None}, 5, Refusal.ALREADY_OUT),
        ({"B": 100, "C": None}, 5, Refusal.SAME_HAND_NEEDS_CHIPS),
        ({"B": 100, "C": 100}, None, Refusal.SAME_HAND_NEEDS_CHIPS),
        ({"B": None}, 1, Refusal.SAME_HAND_AS_LAST),
        ({"B": 1, "C": 2, "D": 3}, 5, Refusal.LAST_PLAYER),
    ],
)
def test_pk5_bust_refusals(gama, chips, hand, refusal):
    t = tournament(gama, ["A", "B", "C", "D"])
    t.bust("A", hand=1)
    assert t.bust_refusal(chips, hand) is refusal
    assert not t.can_bust_together(chips, hand)
    with pytest.raises(TournamentRefused) as err:
        t.bust_together(chips, hand)
    assert err.value.code is refusal


def test_average_stack_and_chips_in_play(gama):
    t = Tournament(gama)
    t.enter("A", 1)
    t.enter("B", 2)
    t.enter("C", "before_4")
    t.bust("B")
    assert (t.total_chips, t.average_stack()) == (8400, 4200)


@pytest.mark.parametrize(
    "pool, percents, amounts",
    [
        (600, (50, 30, 20), [300, 180, 120]),
        (7, (50, 30, 20), [4, 2, 1]),  # 3.5, 2.1, 1.4: the half goes to 1st
        (100, (34, 33, 33), [34, 33, 33]),
        (1001, (40, 30, 30), [401, 300, 300]),  # 400.4, 300.3, 300.3: ties go to the better place
        (0, (50, 30, 20), [0, 0, 0]),
    ],
)
def test_pk6_place_amounts(pool, percents, amounts):
    assert place_amounts(pool, percents) == amounts


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 10**7),
    st.lists(st.integers(0, 100), max_size=8),
)
def test_pk6_prizes_add_up_to_the_pool(pool, cuts):
    edges = [0, *sorted(cuts), 100]
    percents = [b - a for a, b in zip(edges, edges[1:], strict=False)]  # any split of 100
    amounts = place_amounts(pool, percents)
    assert sum(amounts) == pool
    assert all(abs(a * 100 - pool * p) < 100 for a, p in zip(amounts, percents, strict=True))


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 12), st.data())
def test_pk5_pk6_places_and_prizes_of_a_whole_tournament(n, data):
    players = [f"P{i}" for i in range(n)]
    order = data.draw(st.permutations(players))
    busts, hand = [], 0
    i = 0
    while i < n - 1:
        size = data.draw(st.integers(1, n - 1 - i))
        hand += 1
        group = order[i : i + size]
        chips = data.draw(st.lists(st.integers(1, 3), min_size=size, max_size=size))
        busts += [Bust(p, hand, c if size > 1 else None) for p, c in zip(group, chips, strict=True)]
        i += size
    placed = places(players, busts)
    assert sorted(placed) == sorted(players)
    assert placed[order[-1]] == 1
    assert sorted(set(placed.values()))[0] == 1 and max(placed.values()) <= n
    pool = data.draw(st.integers(0, 10000))
    paid = prizes(placed, busts, pool, (50, 30, 20)) if n >= 3 else prizes(placed, busts, pool, (100,))
    assert sum(paid.values()) == pool


def test_to_sheet_writes_the_poker_tournament_sheet(gama):
    t = Tournament(gama, prize_pool=600)
    t.enter("Asha", 1)
    t.enter("Ben", 2)
    t.enter("Cy", "before_4")
    t.enter("Dee", 3)
    t.bust("Ben", hand=41)
    t.leave("Dee")
    sheet = t.to_sheet()
    assert sheet["entries"][2] == {"player": "Cy", "level": "before_4"}
    assert sheet["busts"] == [{"player": "Ben", "hand": 41}, {"player": "Dee"}]
