"""Swiss rounds for the Bhukhar league: no avoidable rematch (checked against an exhaustive search), byes,
standings order (ruling BH-8), table moves (rule 11), alternate seats (ruling EV-3), seeds (ruling EV-5)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.draws import (
    Draw,
    DrawError,
    History,
    TeamStanding,
    rank_teams,
    swiss_round,
    team_table,
)
from cardnight_desk.domain.draws.matching import exact_pairing, pair_ranked
from cardnight_desk.domain.draws.swiss import gap_cost, largest_gap, rematches
from cardnight_desk.domain.draws.table_moves import assign_tables, hungarian, repeats
from cardnight_desk.domain.games.bhukhar.scoring import Standing

FAST = settings(max_examples=200, deadline=None)


# --- helpers ---------------------------------------------------------------------------------------------
def random_field(rnd: random.Random, teams: int, rounds: int) -> tuple[list[TeamStanding], History]:
    """Teams with random standings and a history of ``rounds`` random (not Swiss) rounds with byes."""
    standings = [
        TeamStanding(f"T{k:02d}", rnd.randint(0, 6), rnd.randint(0, 4), rnd.randint(-100, 400))
        for k in range(teams)
    ]
    names = [s.team for s in standings]
    history = History()
    for r in range(rounds):
        rnd.shuffle(names)
        byes = tuple(names[:1]) if teams % 2 else ()
        rest = names[len(byes) :]
        tables = tuple(team_table(k + 1, rest[2 * k], rest[2 * k + 1]) for k in range(len(rest) // 2))
        history = history.plus(Draw(r + 1, 0, tables, byes))
    return standings, history


def pairings(people: list[str]):
    """Every way to pair ``people`` (one left out, the bye, when the count is odd): (pairs, bye)."""
    if len(people) % 2:
        for k, bye in enumerate(people):
            for pairs, _ in pairings(people[:k] + people[k + 1 :]):
                yield pairs, bye
        return
    if not people:
        yield [], None
        return
    first, rest = people[0], people[1:]
    for k, partner in enumerate(rest):
        for pairs, _ in pairings(rest[:k] + rest[k + 1 :]):
            yield [(first, partner), *pairs], None


def best_possible(teams: list[str], history: History) -> tuple[int, int]:
    """Exhaustively: the fewest rematches, and then the fewest earlier byes of the bye's team."""
    return min(
        (sum(history.met(a, b) for a, b in pairs), history.byes_of(bye) if bye is not None else 0)
        for pairs, bye in pairings(teams)
    )


def achieved(draw: Draw, history: History) -> tuple[int, int]:
    bye = draw.byes[0] if draw.byes else None
    return len(rematches(draw, history)), history.byes_of(bye) if bye is not None else 0


def play_round(draw: Draw, standings: dict, rnd: random.Random, bye_master: int = 2) -> None:
    for table in draw.tables:
        a, b = table.entrants
        ma = rnd.choice((0, 1, 2, 2, 0))
        standings[a] = standings[a].plus(ma, rnd.randint(0, 2), rnd.randint(0, 500))
        standings[b] = standings[b].plus(2 - ma, rnd.randint(0, 2), rnd.randint(0, 500))
    for team in draw.byes:
        standings[team] = standings[team].with_bye(bye_master)


def check_seated_once(draw: Draw, teams: list[str]) -> None:
    assert sorted(draw.entrants) == sorted(teams)
    assert len(draw.byes) == len(teams) % 2
    assert sorted(t.number for t in draw.tables) == list(range(1, len(draw.tables) + 1))


def check_alternate(draw: Draw) -> None:
    for table in draw.tables:
        a, b = table.entrants
        assert [s.team for s in table.seats] == [a, b, a, b, a, b]
        assert [s.side for s in table.seats] == ["A", "B"] * 3
        assert [s.number for s in table.seats] == [1, 2, 3, 4, 5, 6]


# --- no avoidable rematch, byes --------------------------------------------------------------------------
@FAST
@given(st.integers(0, 10**9), st.integers(1, 11), st.integers(0, 12))
def test_no_avoidable_rematch_and_no_avoidable_second_bye_checked_exhaustively(seed, teams, rounds):
    rnd = random.Random(seed)
    standings, history = random_field(rnd, teams, rounds)
    draw = swiss_round(standings, history, rounds + 1, seed)
    names = [s.team for s in standings]
    check_seated_once(draw, names)
    check_alternate(draw)
    assert achieved(draw, history) == best_possible(names, history)


@FAST
@given(st.integers(0, 10**9), st.integers(2, 40), st.integers(0, 9))
def test_fast_path_never_gives_up_avoidability(seed, teams, rounds):
    """Tiny blocks and windows force the fast path to merge and widen; the exact solver is the reference."""
    rnd = random.Random(seed)
    standings, history = random_field(rnd, teams, rounds)
    draw = swiss_round(
        standings, history, rounds + 1, seed, block=rnd.choice((3, 4, 6)), window=rnd.choice((1, 2))
    )
    ranked = rank_teams(standings, seed)
    rank = {s.team: k for k, s in enumerate(ranked)}
    met = [frozenset(rank[o] for o in history.opponents_of(s.team)) for s in ranked]
    byes = [history.byes_of(s.team) for s in ranked]
    exact = exact_pairing(met, byes, lambda i, j: gap_cost(ranked[i], ranked[j], i, j, teams))
    exact_rematches = sum(j in met[i] for i, j in exact.pairs)
    exact_bye_byes = byes[exact.bye] if exact.bye is not None else 0
    assert achieved(draw, history) == (exact_rematches, exact_bye_byes)
    if exact.bye is not None:  # and the bye goes to the same (lowest eligible) team
        assert draw.byes == (ranked[exact.bye].team,)


def test_sixteen_team_bhukhar_competition_five_rounds_without_a_rematch():
    rnd = random.Random(16)
    standings = {f"Team {k}": TeamStanding(f"Team {k}") for k in range(1, 17)}
    members = {team: [f"{team} p{i}" for i in (1, 2, 3)] for team in standings}
    history = History()
    for r in range(1, 6):
        draw = swiss_round(list(standings.values()), history, r, seed=1000 + r, members=members)
        check_seated_once(draw, list(standings))
        check_alternate(draw)
        assert rematches(draw, history) == []
        assert not draw.byes
        # rule 11: teams return to a table they played at only as often as they must (exhaustive check)
        returning = sum(repeats(t.entrants, t.number, history) for t in draw.tables)
        if returning:
            groups = [t.entrants for t in draw.tables]
            assert returning == min(
                sum(repeats(g, t, history) for g, t in zip(groups, perm, strict=True))
                for perm in itertools.permutations(range(1, 9))
            )
        seated = [s.player for t in draw.tables for s in t.seats]
        assert sorted(seated) == sorted(p for ps in members.values() for p in ps)
        play_round(draw, standings, rnd)
        history = history.plus(draw)
    assert all(len(history.opponents_of(t)) == 5 for t in standings)


def test_odd_field_byes_go_to_the_lowest_team_without_one_and_never_twice():
    rnd = random.Random(7)
    standings = {f"T{k}": TeamStanding(f"T{k}") for k in range(9)}
    history = History()
    had_bye = []
    for r in range(1, 10):
        before = list(standings.values())
        draw = swiss_round(before, history, r, seed=r)
        assert len(draw.byes) == 1
        (bye,) = draw.byes
        assert bye not in had_bye
        # the bye goes to the lowest-ranked team (in this round's order) that has not had one
        ranked = [s.team for s in rank_teams(before, r)]
        assert bye == [t for t in ranked if t not in had_bye][-1]
        had_bye.append(bye)
        play_round(draw, standings, rnd)
        history = history.plus(draw)
    assert sorted(had_bye) == sorted(standings)


def test_bye_scores_the_bye_master_setting():
    assert TeamStanding("A", 4, 1, 300).with_bye() == TeamStanding("A", 6, 1, 300)
    assert TeamStanding("A", 4, 1, 300).with_bye(bye_master=1) == TeamStanding("A", 5, 1, 300)


def test_a_lone_team_has_the_bye_and_no_team_no_table():
    assert swiss_round([TeamStanding("A")], History(), 1, 5).byes == ("A",)
    empty = swiss_round([], History(), 1, 5)
    assert empty.tables == () and empty.byes == ()


def test_rematch_is_drawn_only_when_unavoidable():
    # three rounds of a four-team league: everyone has met everyone, so round 4 must repeat a pairing
    teams = ["A", "B", "C", "D"]
    history = History.from_draws(
        [
            swiss_round([TeamStanding(t) for t in teams], History(), 1, 1),
        ]
    )
    for r in (2, 3):
        history = history.plus(swiss_round([TeamStanding(t) for t in teams], history, r, r))
    assert all(len(history.opponents_of(t)) == 3 for t in teams)
    fourth = swiss_round([TeamStanding(t) for t in teams], history, 4, 4)
    assert len(rematches(fourth, history)) == 2
    check_seated_once(fourth, teams)


# --- standings and gaps ----------------------------------------------------------------------------------
def test_bh8_rank_by_master_then_bonus_then_score():
    standings = [
        TeamStanding("low", 2, 9, 999),
        TeamStanding("bonus", 4, 3, 10),
        TeamStanding("score", 4, 2, 900),
        TeamStanding("top", 6, 0, 0),
        TeamStanding("score2", 4, 2, 800),
    ]
    assert [s.team for s in rank_teams(standings, 1)] == ["top", "bonus", "score", "score2", "low"]


def test_bh8_teams_level_on_all_three_are_ordered_by_the_seed():
    level = [TeamStanding(f"T{k}", 2, 1, 100) for k in range(8)]
    orders = {tuple(s.team for s in rank_teams(level, seed)) for seed in range(20)}
    assert len(orders) > 1  # the seed draws the order among equals...
    assert rank_teams(level, 3) == rank_teams(list(reversed(level)), 3)  # ...and reproduces it


def test_bh8_pairs_nearest_standings_when_nothing_is_in_the_way():
    standings = [TeamStanding(f"T{k}", 10 - k, 0, 0) for k in range(8)]
    draw = swiss_round(standings, History(), 1, 1)
    assert [set(t.entrants) for t in draw.tables] == [{"T0", "T1"}, {"T2", "T3"}, {"T4", "T5"}, {"T6", "T7"}]
    assert [t.entrants[0] for t in draw.tables] == ["T0", "T2", "T4", "T6"]  # the better team is side A
    gap = largest_gap(draw, standings)
    assert gap is not None and gap.master == 1 and gap.ranks == 1


def test_bh8_master_point_groups_are_kept_together_before_ranks():
    # A and B have met; pairing A-C crosses no Master gap (C level with A), pairing A-D would
    standings = [TeamStanding("A", 4, 3, 0), TeamStanding("B", 4, 2, 0), TeamStanding("C", 4, 0, 0)]
    standings += [TeamStanding("D", 2, 9, 0), TeamStanding("E", 2, 8, 0), TeamStanding("F", 2, 7, 0)]
    standings += [TeamStanding("G", 4, 1, 0)]
    history = History({"A": frozenset({"B"}), "B": frozenset({"A"})})
    draw = swiss_round(standings, history, 2, 1)
    opponents = {e: draw.opponents_of(e) for e in "ABCDEFG"}
    assert opponents["A"] in (("C",), ("G",)) and opponents["B"] in (("C",), ("G",))
    assert draw.byes == ("F",)


def test_accepts_the_bhukhar_competition_standings():
    standings = [Standing(k, f"T{k}", 10 - k, 0, 0) for k in range(1, 7)]
    draw = swiss_round(standings, History(), 1, 3)
    assert [set(t.entrants) for t in draw.tables] == [{"T1", "T2"}, {"T3", "T4"}, {"T5", "T6"}]


def test_refuses_a_team_listed_twice_and_round_zero():
    with pytest.raises(DrawError, match="twice"):
        swiss_round([TeamStanding("A"), TeamStanding("A")], History(), 1, 1)
    with pytest.raises(DrawError):
        swiss_round([TeamStanding("A"), TeamStanding("B")], History(), 0, 1)


# --- reproducibility (ruling EV-5) and seats (ruling EV-3) -----------------------------------------------
@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 30), st.integers(0, 6))
def test_ev5_same_seed_same_field_same_draw_in_any_order(seed, teams, rounds):
    rnd = random.Random(seed)
    standings, history = random_field(rnd, teams, rounds)
    draw = swiss_round(standings, history, rounds + 1, seed)
    shuffled = list(standings)
    rnd.shuffle(shuffled)
    assert swiss_round(shuffled, history, rounds + 1, seed) == draw
    assert draw.seed == seed and draw.to_json()["seed"] == seed


def test_ev5_first_round_depends_on_the_seed():
    teams = [TeamStanding(f"T{k}") for k in range(16)]
    draws = {tuple(t.entrants for t in swiss_round(teams, History(), 1, s).tables) for s in range(10)}
    assert len(draws) > 1


def test_ev3_alternate_seats_name_the_members_and_print_as_the_cli_document():
    members = {"Lions": ["l1", "l2", "l3"], "Tigers": ["t1", "t2", "t3"]}
    draw = swiss_round([TeamStanding("Lions", 2), TeamStanding("Tigers")], History(), 1, 9, members)
    doc = draw.to_json()
    assert doc["round"] == 1 and doc["seed"] == 9 and doc["byes"] == []
    (table,) = doc["tables"]
    assert table["table"] == "1"
    assert [(s["seat"], s["player"], s["team"], s["side"]) for s in table["seats"]] == [
        (1, "l1", "Lions", "A"),
        (2, "t1", "Tigers", "B"),
        (3, "l2", "Lions", "A"),
        (4, "t2", "Tigers", "B"),
        (5, "l3", "Lions", "A"),
        (6, "t3", "Tigers", "B"),
    ]
    assert draw.find_player("t2") == (draw.tables[0], draw.tables[0].seats[3])


# --- table moves (rule 11) -------------------------------------------------------------------------------
@FAST
@given(st.integers(0, 10**9), st.integers(1, 6))
def test_rule11_tables_repeat_free_whenever_possible_checked_exhaustively(seed, count):
    rnd = random.Random(seed)
    groups = [(f"a{k}", f"b{k}") for k in range(count)]
    played = {e: frozenset(rnd.sample(range(1, count + 1), rnd.randint(0, count))) for g in groups for e in g}
    history = History(tables=played)
    numbers = assign_tables(groups, history)
    assert sorted(numbers) == list(range(1, count + 1))
    best = min(
        sum(repeats(g, t, history) for g, t in zip(groups, perm, strict=True))
        for perm in itertools.permutations(range(1, count + 1))
    )
    assert sum(repeats(g, t, history) for g, t in zip(groups, numbers, strict=True)) == best


def test_rule11_natural_tables_when_nobody_has_played_yet():
    assert assign_tables([("a", "b"), ("c", "d"), ("e", "f")], History()) == [1, 2, 3]


def test_rule11_leaders_move_off_table_one():
    history = History(tables={"a": frozenset({1}), "b": frozenset({1})})
    numbers = assign_tables([("a", "b"), ("c", "d"), ("e", "f")], history)
    assert numbers[0] != 1 and sorted(numbers) == [1, 2, 3]


def test_hungarian_matches_brute_force():
    rnd = random.Random(4)
    for _ in range(100):
        n = rnd.randint(1, 6)
        costs = [[rnd.randint(0, 30) for _ in range(n)] for _ in range(n)]
        got = hungarian(costs)
        assert sorted(got) == list(range(n))
        best = min(sum(costs[i][p[i]] for i in range(n)) for p in itertools.permutations(range(n)))
        assert sum(costs[i][got[i]] for i in range(n)) == best


def test_pair_ranked_bye_goes_to_fewest_byes_then_lowest_rank():
    met = [frozenset()] * 5
    assert pair_ranked(met, [0, 0, 0, 0, 0], lambda i, j: (i - j) ** 2).bye == 4
    assert pair_ranked(met, [0, 0, 0, 1, 1], lambda i, j: (i - j) ** 2).bye == 2
    counts = Counter(p for pair in pair_ranked(met, [0] * 5, lambda i, j: (i - j) ** 2).pairs for p in pair)
    assert sorted(counts) == [0, 1, 2, 3] and set(counts.values()) == {1}
