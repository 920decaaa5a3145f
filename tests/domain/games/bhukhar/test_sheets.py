"""OAUK Bhukhar competitions: the ``bhukhar-competition`` sheet and the BH-8 standings (rule 21)."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games import evaluate
from tests.domain.games.bhukhar.test_scoring import SPEC_SHEET, sheet, team


def game(a, b, ended_by="stock", **extra):
    doc = sheet(a, b, ended_by=ended_by, names=(a["name"], b["name"]), **extra)
    for entry in doc["teams"].values():
        del entry["name"]
    return doc


def named(name, **kw):
    return {"name": name, **team(**kw)}


def standings(*games, **extra):
    result = evaluate({"game": "bhukhar-competition", "games": list(games), **extra})
    assert result["valid"], result
    return result["standings"]


def test_spec_example_game_in_a_competition():
    assert standings(SPEC_SHEET) == [
        {"place": 1, "team": "Lions", "master": 2, "bonus": 3, "score": 700},
        {"place": 2, "team": "Tigers", "master": 0, "bonus": 0, "score": -290},
    ]


def test_bh8_master_points_rank_first():
    # Bears win two games narrowly; Wolves win one with every bonus point and a huge score
    rows = standings(
        game(named("Bears", table=(1, 0)), named("Wolves")),
        game(named("Bears", table=(1, 0)), named("Hawks")),
        game(named("Wolves", licence_first=True, bhukhar=True, table=(0, 50)), named("Hawks")),
    )
    assert [(r["place"], r["team"], r["master"]) for r in rows] == [
        (1, "Bears", 4),
        (2, "Wolves", 2),
        (3, "Hawks", 0),
    ]


def test_bh8_bonus_points_break_a_tie_on_master_points():
    rows = standings(
        game(named("Bears", table=(0, 20)), named("Wolves")),
        game(named("Wolves", natodiu=True, table=(1, 0)), named("Bears")),
    )
    assert [(r["team"], r["master"], r["bonus"]) for r in rows] == [("Wolves", 2, 1), ("Bears", 2, 0)]
    assert [r["place"] for r in rows] == [1, 2]


def test_bh8_total_game_score_breaks_a_tie_on_master_and_bonus_points():
    rows = standings(
        game(named("Bears", table=(0, 3)), named("Wolves")),
        game(named("Wolves", table=(0, 1)), named("Bears")),
    )
    assert [(r["place"], r["team"], r["score"]) for r in rows] == [(1, "Bears", 30), (2, "Wolves", 10)]


def test_bh8_teams_level_on_all_three_share_the_place_and_the_next_place_skips():
    rows = standings(
        game(named("Bears", table=(0, 1)), named("Wolves")),
        game(named("Wolves", table=(0, 1)), named("Bears")),
        game(named("Hawks"), named("Owls", hand=(1, 0))),
    )
    assert [(r["place"], r["team"]) for r in rows] == [(1, "Bears"), (1, "Wolves"), (3, "Hawks"), (4, "Owls")]


def test_bh8_runners_up_are_decided_the_same_way():
    rows = standings(
        game(named("A", table=(0, 9)), named("B")),
        game(named("C", table=(0, 1)), named("D")),
        game(named("B", licence_first=True), named("D")),
    )
    # A, B and C each won once: B has a Bonus point, then A outscores C
    assert [(r["place"], r["team"]) for r in rows] == [(1, "B"), (2, "A"), (3, "C"), (4, "D")]


@pytest.mark.parametrize(
    "keys, places",
    [
        ([3, 2, 1], [1, 2, 3]),
        ([2, 2, 1], [1, 1, 3]),
        ([2, 1, 1], [1, 2, 2]),
        ([1, 1, 1], [1, 1, 1]),
        ([], []),
    ],
)
def test_bh8_shared_places_skip_after_a_tie(keys, places):
    assert [p for p, _ in shared_places(keys, key=lambda k: (k,))] == places


def test_an_empty_competition_has_no_standings():
    assert standings() == []


def test_competition_settings_apply_to_every_game_and_a_game_may_override_them():
    penalised = game(
        named("Bears"), named("Wolves"), penalties=[{"team": "Wolves", "points": 50, "rule": "19.3"}]
    )
    by_team = {r["team"]: r["score"] for r in standings(penalised)}
    assert by_team == {"Bears": 50, "Wolves": 0}
    deducted = {
        r["team"]: r["score"] for r in standings(penalised, settings={"penalty_mode": "deduct_offender"})
    }
    assert deducted == {"Bears": 0, "Wolves": -50}
    own = dict(penalised, settings={"penalty_mode": "award_opponent"})
    assert {
        r["team"]: r["score"] for r in standings(own, settings={"penalty_mode": "deduct_offender"})
    } == by_team


def test_every_problem_of_every_game_is_listed_with_its_game_number():
    bad = game(named("Bears", licence=False, bhukhar=True), named("Wolves"))
    worse = {"game": "rummy-deal", "ended_by": "stock", "teams": {}}
    result = evaluate({"game": "bhukhar-competition", "games": [SPEC_SHEET, bad, worse, 7], "prizes": 1})
    paths = {e["path"] for e in result["errors"]}
    assert result["valid"] is False
    assert {"games.1.teams.Bears.bhukhar", "games.2.game", "games.2.teams", "games.3", "prizes"} <= paths
    assert not any(p.startswith("games.0") for p in paths)


def test_games_need_not_repeat_the_game_name():
    untitled = {k: v for k, v in SPEC_SHEET.items() if k != "game"}
    assert standings(untitled)[0]["team"] == "Lions"


@pytest.mark.parametrize("games", [None, {"0": {}}, "all of them"])
def test_games_must_be_a_list(games):
    result = evaluate({"game": "bhukhar-competition", "games": games})
    assert result["valid"] is False and result["errors"][0]["path"] == "games"
