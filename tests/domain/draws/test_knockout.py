"""Knockout brackets for 28: standard order, byes to the top seeds, winners advancing, corrections, the
third-place match, and seeding from a seed list or the seed (ruling EV-5); tables in alternate seats (EV-3)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.draws import Bracket, DrawError, bracket_order, new_bracket, seeding


def play_out(bracket: Bracket, pick) -> Bracket:
    """Enter a winner for every ready match, round by round, until the bracket is complete."""
    while not bracket.complete:
        r = bracket.current_round()
        assert r is not None
        ready = [m for m in bracket.round_matches(r) if m.ready]
        assert ready, f"round {r} has matches but none ready"
        for m in ready:
            bracket = bracket.record(m.round, m.number, pick(m))
    return bracket


def better_seed(bracket: Bracket):
    return lambda m: min((m.top, m.bottom), key=bracket.seed_of)


def test_standard_bracket_order():
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(16)[:4] == [1, 16, 8, 9]
    assert bracket_order(16) == [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    with pytest.raises(DrawError):
        bracket_order(12)


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 70), st.integers(0, 10**9))
def test_byes_go_to_the_top_seeds_and_every_entrant_is_placed_once(count, seed):
    entrants = [f"E{k}" for k in range(count)]
    bracket = new_bracket(entrants, seed)
    size = bracket.size
    assert size >= count > size // 2
    first = bracket.round_matches(1)
    placed = [e for m in first for e in (m.top, m.bottom) if e is not None]
    assert sorted(placed) == sorted(entrants)
    byes = {m.top for m in first if m.bye}
    assert byes == set(bracket.seeds[: size - count])
    assert all(m.top is not None for m in first)  # never an empty match
    # seeds 1 and 2 are in different halves, so they can meet only in the final
    half = {m.top for m in first[: size // 4]} | {m.bottom for m in first[: size // 4]}
    if size >= 4:
        assert bracket.seeds[0] in half and bracket.seeds[1] not in half
    # the best seed always wins: the final is seed 1 v seed 2
    done = play_out(bracket, better_seed(bracket))
    assert {done.final.top, done.final.bottom} == set(bracket.seeds[:2])
    assert done.champion == bracket.seeds[0]


def test_twelve_team_28_knockout_with_third_place():
    teams = [f"Team {k}" for k in range(1, 13)]
    bracket = new_bracket(teams, seed=28, seed_list=teams, third_place=True)
    assert bracket.size == 16 and bracket.rounds == 4
    first = bracket.round_matches(1)
    assert [(m.top, m.bottom) for m in first[:2]] == [("Team 1", None), ("Team 8", "Team 9")]
    assert [m.top for m in first if m.bye] == ["Team 1", "Team 4", "Team 2", "Team 3"]
    # the top four seeds wait in round 2
    assert [m.top for m in bracket.round_matches(2)] == ["Team 1", "Team 4", "Team 2", "Team 3"]
    draw1 = bracket.round_draw(1)
    assert len(draw1.tables) == 4 and set(draw1.byes) == {"Team 1", "Team 2", "Team 3", "Team 4"}
    for table in draw1.tables:  # ruling EV-3: alternate seats
        a, b = table.entrants
        assert [s.team for s in table.seats] == [a, b, a, b, a, b]
    rnd = random.Random(1)
    done = play_out(bracket, lambda m: rnd.choice((m.top, m.bottom)))
    final, third = done.round_matches(4)
    semis = done.round_matches(3)
    assert {final.top, final.bottom} == {s.winner for s in semis}
    assert {third.top, third.bottom} == {s.loser for s in semis}
    assert [t.entrants for t in done.round_draw(4).tables] == [
        (final.top, final.bottom),
        (third.top, third.bottom),
    ]
    assert done.champion == final.winner and done.complete
    assert done.round_draw(4).final and not done.round_draw(3).final
    doc = done.to_json()
    assert doc["champion"] == done.champion and doc["third_place"] is True
    assert [len(r) for r in doc["rounds"]] == [8, 4, 2, 2]
    assert doc["seeds"][0] == {"seed": 1, "entrant": "Team 1"}


def test_round_draw_lists_the_ready_matches_as_tables():
    bracket = new_bracket(list("ABCDEF"), 3, seed_list=list("ABCDEF"))
    r2 = bracket.round_draw(2)
    assert r2.tables == ()  # waiting for round 1
    bracket = bracket.record(1, 2, "E")
    r2 = bracket.round_draw(2)
    assert [t.entrants for t in r2.tables] == [("A", "E")]
    with pytest.raises(DrawError):
        bracket.round_draw(4)


def test_results_advance_and_can_be_corrected_until_the_next_match_is_decided():
    bracket = new_bracket(list("ABCD"), 1, seed_list=list("ABCD"), third_place=True)
    assert [(m.top, m.bottom) for m in bracket.round_matches(1)] == [("A", "D"), ("B", "C")]
    assert not bracket.can_record(1, 1, "B")  # B is not in that match
    assert not bracket.can_record(2, 1, "A")  # the final waits for both semi-finals
    bracket = bracket.record(1, 1, "D")
    assert bracket.can_record(1, 1, "A")  # a correction, the final not yet played
    bracket = bracket.record(1, 1, "A").record(1, 2, "C")
    final, third = bracket.round_matches(2)
    assert (final.top, final.bottom, third.top, third.bottom) == ("A", "C", "D", "B")
    bracket = bracket.record(2, 1, "C")
    assert not bracket.can_record(1, 1, "D")
    with pytest.raises(DrawError, match="cannot change"):
        bracket.record(1, 1, "D")
    assert bracket.champion == "C"


def test_byes_cannot_be_given_a_result():
    bracket = new_bracket(list("ABC"), 1, seed_list=list("ABC"))
    assert bracket.match(1, 1).bye and bracket.match(1, 1).winner == "A"
    assert not bracket.can_record(1, 1, "A")
    assert bracket.match(2, 1).top == "A"


def test_seeding_from_a_partial_seed_list_then_the_seed():
    entrants = [f"E{k}" for k in range(10)]
    seeds = seeding(entrants, 5, ["E7", "E3"])
    assert seeds[:2] == ("E7", "E3") and sorted(seeds) == sorted(entrants)
    assert seeding(list(reversed(entrants)), 5, ["E7", "E3"]) == seeds  # ruling EV-5
    assert len({seeding(entrants, s) for s in range(10)}) > 1
    with pytest.raises(DrawError, match="not in the field"):
        seeding(entrants, 5, ["X"])
    with pytest.raises(DrawError, match="twice"):
        seeding(entrants, 5, ["E1", "E1"])


def test_ev5_same_seed_same_bracket():
    entrants = [f"E{k}" for k in range(11)]
    assert new_bracket(entrants, 9) == new_bracket(list(reversed(entrants)), 9)
    assert new_bracket(entrants, 9).to_json()["seed"] == 9


def test_two_entrants_play_the_final_at_once():
    bracket = new_bracket(["A", "B"], 1, third_place=True)
    assert bracket.rounds == 1 and not bracket.third_place
    assert bracket.round_draw(1).final
    with pytest.raises(DrawError):
        new_bracket(["A"], 1)
