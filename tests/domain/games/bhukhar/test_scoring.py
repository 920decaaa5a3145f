"""OAUK Bhukhar: the ``bhukhar`` sheet, table-driven from the rule text and rulings BH-1..BH-10."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.cards import Rank, cards
from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.bhukhar.scoring import (
    CardCount,
    ClosedCombinations,
    can_close,
    can_put_down,
    can_take_bhukhar,
    master_points,
)
from cardnight_desk.domain.games.bhukhar.sheets import SHEET_RULES

RULES = SHEET_RULES["bhukhar"]

# The example of score-sheets.md: Lions closed with a licence first and the Bhukhar, Tigers never got going.
SPEC_SHEET = {
    "game": "bhukhar",
    "ended_by": "closed",
    "teams": {
        "Lions": {"licence": True, "licence_first": True, "bhukhar": True, "closed_game": True, "natodiu": False,
                  "closed": {"sequence": 1, "high_set": 0, "low_set": 1},
                  "table_cards": {"low": 6, "high": 9},
                  "hand_cards": {"low": 2, "high": 1}},
        "Tigers": {"licence": False, "licence_first": False, "bhukhar": False, "closed_game": False,
                   "natodiu": False,
                   "closed": {"sequence": 0, "high_set": 0, "low_set": 0},
                   "table_cards": {"low": 0, "high": 0},
                   "hand_cards": {"low": 20, "high": 19}}},
    "penalties": [{"team": "Tigers", "points": 50, "rule": "19.3", "note": "asked card count out of turn"}],
}  # fmt: skip


def team(licence=True, licence_first=False, bhukhar=False, closed_game=False, natodiu=False,
         closed=(0, 0, 0), table=(0, 0), hand=(0, 0)):  # fmt: skip
    """A team's entry; ``closed`` is (sequence, high_set, low_set), ``table``/``hand`` are (low, high)."""
    return {
        "licence": licence, "licence_first": licence_first, "bhukhar": bhukhar, "closed_game": closed_game,
        "natodiu": natodiu,
        "closed": dict(zip(("sequence", "high_set", "low_set"), closed, strict=True)),
        "table_cards": dict(zip(("low", "high"), table, strict=True)),
        "hand_cards": dict(zip(("low", "high"), hand, strict=True)),
    }  # fmt: skip


def sheet(a=None, b=None, ended_by="stock", penalties=None, settings=None, names=("Lions", "Tigers")):
    doc = {"game": "bhukhar", "ended_by": ended_by, "teams": {names[0]: a or team(), names[1]: b or team()}}
    if penalties is not None:
        doc["penalties"] = penalties
    if settings is not None:
        doc["settings"] = settings
    return doc


def scores(doc):
    result = evaluate(doc)
    assert result["valid"], result
    return {name: t["score"] for name, t in result["teams"].items()}


def errors(doc):
    result = evaluate(doc)
    assert result["valid"] is False
    return {e["path"]: e["message"] for e in result["errors"]}


def test_the_score_sheets_example_scores_as_documented():
    assert evaluate(SPEC_SHEET) == {
        "valid": True,
        "teams": {
            "Lions": {"score": 700, "master": 2, "bonus": 3},
            "Tigers": {"score": -290, "master": 0, "bonus": 0},
        },
        "winner": "Lions",
    }


def test_the_breakdown_shows_how_the_example_score_was_made():
    lions = RULES.score(SPEC_SHEET).teams[0]
    assert lions.breakdown.to_json() == {
        "closed": 400, "table": 120, "hand": -20, "licence_first": 50, "bhukhar": 50, "closing": 50, "penalties": 50,
    }  # fmt: skip


# --- BH-1 card points, BH-3 table for, hand against ----------------------------------------------------
@pytest.mark.parametrize(
    "table, hand, expected",
    [((1, 0), (0, 0), 5), ((0, 1), (0, 0), 10), ((0, 0), (1, 0), -5), ((0, 0), (0, 1), -10),
     ((6, 9), (2, 1), 30 + 90 - 10 - 10), ((0, 0), (20, 19), -100 - 190)],
)  # fmt: skip
def test_bh1_bh3_card_points_count_for_on_the_table_and_against_in_hand(table, hand, expected):
    assert scores(sheet(team(table=table, hand=hand)))["Lions"] == expected


@pytest.mark.parametrize(
    "names, points",
    [("2S 3H 4D 5C 6S 7H", 6 * 5), ("8S 9H 10D JC QS KH AD", 7 * 10)],
)
def test_bh1_twos_to_sevens_score_five_and_eights_to_aces_ten(names, points):
    hand = cards(names.split())
    low = sum(1 for c in hand if Rank.TWO <= c.rank <= Rank.SEVEN)
    assert CardCount(low, len(hand) - low).points == points


# --- BH-2 closed combinations score instead of their cards ---------------------------------------------
@pytest.mark.parametrize(
    "example, closed, points",
    [
        ("3S 4S 5S 6S 7S 8S 9S", (1, 0, 0), 300),  # rule 13.1
        ("9C 9D 9H 9S 9S 9S 9H", (0, 1, 0), 200),  # rule 13.2
        ("4C 4D 4H 4S 4S 4S 4H", (0, 0, 1), 100),  # rule 13.3
    ],
)
def test_bh2_rule_13_examples_score_instead_of_their_card_points(example, closed, points):
    assert len(cards(example.split())) == 7
    assert ClosedCombinations(*closed).points == points
    assert (
        scores(sheet(team(closed=closed)))["Lions"] == points
    )  # and not points plus the seven cards' points


# --- BH-4 events: 50 game points and 1 bonus point each; Natodiu a bonus point only ---------------------
@pytest.mark.parametrize(
    "flags, score, bonus",
    [
        ({"licence_first": True}, 50, 1),
        ({"bhukhar": True}, 50, 1),
        ({"licence_first": True, "bhukhar": True}, 100, 2),
        ({"natodiu": True}, 0, 1),
    ],
)
def test_bh4_each_event_gives_fifty_points_and_a_bonus_point_natodiu_only_the_bonus(flags, score, bonus):
    result = evaluate(sheet(team(**flags)))
    assert result["teams"]["Lions"]["score"] == score
    assert result["teams"]["Lions"]["bonus"] == bonus


def test_bh4_a_game_hands_out_all_four_bonus_points_at_most():
    doc = sheet(
        team(licence_first=True, bhukhar=True, closed_game=True), team(natodiu=True), ended_by="closed"
    )
    result = evaluate(doc)
    assert result["teams"]["Lions"] == {"score": 150, "master": 2, "bonus": 3}
    assert result["teams"]["Tigers"] == {"score": 0, "master": 0, "bonus": 1}


@pytest.mark.parametrize("flag", ["licence_first", "bhukhar", "natodiu"])
def test_bh4_each_event_goes_to_one_team_only(flag):
    found = errors(sheet(team(**{flag: True}), team(**{flag: True})))
    assert set(found) == {f"teams.Lions.{flag}", f"teams.Tigers.{flag}"}
    assert all("BH-4" in m for m in found.values())


def test_bh4_both_teams_closing_is_refused():
    doc = sheet(team(bhukhar=True, closed_game=True), team(closed_game=True), ended_by="closed")
    found = errors(doc)
    assert "BH-4" in found["teams.Tigers.closed_game"] and "BH-4" in found["teams.Lions.closed_game"]


# --- BH-5 no licence, nothing on the table; no close before the Bhukhar --------------------------------
@pytest.mark.parametrize(
    "entry, path",
    [
        (team(licence=False, closed=(1, 0, 0)), "teams.Lions.closed.sequence"),
        (team(licence=False, closed=(0, 1, 0)), "teams.Lions.closed.high_set"),
        (team(licence=False, closed=(0, 0, 1)), "teams.Lions.closed.low_set"),
        (team(licence=False, table=(3, 0)), "teams.Lions.table_cards.low"),
        (team(licence=False, table=(0, 3)), "teams.Lions.table_cards.high"),
        (team(licence=False, bhukhar=True), "teams.Lions.bhukhar"),
        (team(licence=False, licence_first=True), "teams.Lions.licence_first"),
    ],
)
def test_bh5_no_licence_means_nothing_on_table(entry, path):
    found = errors(sheet(entry))
    assert list(found) == [path]
    assert "licence" in found[path] and "ruling BH-5" in found[path]


def test_bh5_no_licence_still_counts_the_hand_against():
    assert scores(sheet(team(licence=False, hand=(3, 2))))["Lions"] == -35


def test_bh5_a_team_without_a_licence_cannot_close():
    doc = sheet(team(licence=False, closed_game=True), team(bhukhar=True), ended_by="closed")
    assert "licence" in errors(doc)["teams.Lions.closed_game"]


def test_bh5_closing_needs_the_bhukhar_taken_by_either_team():
    refused = errors(sheet(team(closed_game=True), ended_by="closed"))
    assert "Bhukhar" in refused["teams.Lions.closed_game"] and "rule 16" in refused["teams.Lions.closed_game"]
    # the other team's Bhukhar is enough
    assert scores(sheet(team(closed_game=True), team(bhukhar=True), ended_by="closed")) == {
        "Lions": 50,
        "Tigers": 50,
    }


@pytest.mark.parametrize(
    ("ended_by", "words"), [("stock", "the stock running out"), ("time", "time running out")]
)
def test_bh5_only_a_game_ended_by_closing_was_closed(ended_by, words):
    found = errors(sheet(team(bhukhar=True, closed_game=True), ended_by=ended_by))
    assert found["teams.Lions.closed_game"] == (
        f"Lions is marked as closing the game, but the game was ended by {words}; only a game ended by a team "
        "closing it was closed (ruling BH-5)"
    )


def test_bh5_a_game_ended_by_closing_names_the_closing_team():
    found = errors(sheet(team(bhukhar=True), ended_by="closed"))
    assert found["ended_by"] == (
        "the game was ended by a team closing it, but no team is marked as closing it (ruling BH-5)"
    )


def test_bh5_can_functions_answer_what_the_sheet_checks_enforce():
    assert can_put_down(True) and not can_put_down(False)
    assert can_take_bhukhar(True) and not can_take_bhukhar(False)
    assert can_close(True, True)
    assert not can_close(True, False) and not can_close(False, True)


# --- BH-6 penalties ------------------------------------------------------------------------------------
def test_bh6_penalty_is_awarded_to_the_claiming_opponent_by_default():
    doc = sheet(penalties=[{"team": "Tigers", "points": 100, "rule": "19.1"}])
    assert scores(doc) == {"Lions": 100, "Tigers": 0}


def test_bh6_deduct_offender_setting_takes_the_points_from_the_penalised_team():
    doc = sheet(penalties=[{"team": "Tigers", "points": 100, "rule": "19.1"}],
                settings={"penalty_mode": "deduct_offender"})  # fmt: skip
    assert scores(doc) == {"Lions": 0, "Tigers": -100}
    spec = dict(SPEC_SHEET, settings={"penalty_mode": "deduct_offender"})
    assert scores(spec) == {"Lions": 650, "Tigers": -340}


@pytest.mark.parametrize(
    "rule, points",
    [("19.1", 100), ("19.2", 50), ("19.3", 50), ("19.4", 50), ("19.5", 100), ("19.5", 25), ("rule 8", 50),
     ("15", 50), ("18", 50)],
)  # fmt: skip
def test_bh6_rule_19_amounts_are_accepted(rule, points):
    assert scores(sheet(penalties=[{"team": "Lions", "points": points, "rule": rule}]))["Tigers"] == points


@pytest.mark.parametrize(
    "penalty, message",
    [
        ({"team": "Lions", "points": 100, "rule": "19.3"}, "is 50 points, not 100"),
        ({"team": "Lions", "points": 50, "rule": "19.1"}, "is 100 points, not 50"),
        ({"team": "Lions", "points": 150, "rule": "19.5"}, "above the highest allowed, 100"),
        ({"team": "Lions", "points": 0, "rule": "19.5"}, "below the lowest allowed"),
        ({"team": "Lions", "points": 33, "rule": "19.5"}, "not a multiple of 5"),
    ],
)
def test_bh6_penalty_amounts_follow_rule_19(penalty, message):
    found = errors(sheet(penalties=[penalty]))
    assert message in found["penalties.0.points"] and "BH-6" in found["penalties.0.points"]


def test_bh6_several_penalties_add_up_and_each_goes_to_its_claimant():
    doc = sheet(penalties=[{"team": "Tigers", "points": 50, "rule": "19.2"}, {"team": "Lions", "points": 50,
                "rule": "19.4"}, {"team": "Tigers", "points": 100, "rule": "19.1", "note": "two sets"}])  # fmt: skip
    assert scores(doc) == {"Lions": 150, "Tigers": 50}


def test_bh6_a_penalty_names_a_team_of_the_sheet():
    found = errors(sheet(penalties=[{"team": "Pumas", "points": 50, "rule": "19.3"}]))
    assert "Pumas" in found["penalties.0.team"]


# --- BH-7 Master points ----------------------------------------------------------------------------------
@pytest.mark.parametrize("score, other, master", [(700, -290, 2), (-290, 700, 0), (0, 0, 1), (-5, -5, 1)])
def test_bh7_master_points_two_zero_or_one_each_on_a_tie(score, other, master):
    assert master_points(score, other) == master


def test_bh7_a_tied_game_gives_one_master_point_each_and_no_winner():
    result = evaluate(sheet(team(table=(2, 0)), team(table=(0, 1))))
    assert result["winner"] is None
    assert [t["master"] for t in result["teams"].values()] == [1, 1]


# --- BH-9 three packs ----------------------------------------------------------------------------------
def test_bh9_more_cards_than_three_packs_is_refused():
    # 2 closed (14) + 40 + 24 = 78 for each team: 156 in all is fine, one more card is not
    full = sheet(team(closed=(1, 1, 0), table=(20, 20), hand=(12, 12)), team(closed=(1, 1, 0), table=(20, 20),
                 hand=(12, 12)))  # fmt: skip
    assert evaluate(full)["valid"]
    full["teams"]["Tigers"]["hand_cards"]["low"] += 1
    found = errors(full)
    assert "157" in found["teams"] and "156" in found["teams"] and "BH-9" in found["teams"]


@pytest.mark.parametrize("kind, index, most", [("8 to ace", 1, 7), ("2 to 7", 2, 6)])
def test_bh9_each_rank_closes_as_a_set_only_once_across_both_teams(kind, index, most):
    def closed(n):
        return tuple(n if i == index else 0 for i in range(3))

    assert evaluate(sheet(team(closed=closed(most - 3)), team(closed=closed(3))))["valid"]
    found = errors(sheet(team(closed=closed(most - 2)), team(closed=closed(3))))
    assert kind in found["teams"] and "BH-9" in found["teams"]


# --- BH-10 game length -----------------------------------------------------------------------------------
@pytest.mark.parametrize("minutes", [30, 35])
def test_bh10_game_minutes_setting_takes_30_or_35(minutes):
    assert evaluate(sheet(settings={"game_minutes": minutes}))["valid"]


def test_bh10_game_minutes_outside_the_rule_is_refused():
    assert "BH-10" in errors(sheet(settings={"game_minutes": 40}))["settings.game_minutes"]


# --- the shape of the sheet ------------------------------------------------------------------------------
def test_every_problem_is_listed_with_its_path():
    doc = sheet(team(licence=False, table=(1, 0)), ended_by="sudden_death", penalties=[{"team": "Lions"}])
    doc["teams"]["Tigers"]["hand_cards"]["high"] = -1
    doc["teams"]["Tigers"]["natodiu"] = "yes"
    doc["teems"] = {}
    found = errors(doc)
    assert {
        "teems", "ended_by", "teams.Tigers.hand_cards.high", "teams.Tigers.natodiu", "penalties.0.points",
        "penalties.0.rule", "teams.Lions.table_cards.low",
    } <= set(found)  # fmt: skip
    assert "rule 16" in found["ended_by"]


@pytest.mark.parametrize("where", ["top", "team", "closed", "penalty"])
def test_unknown_fields_are_refused_so_a_typo_never_scores_zero(where):
    doc = sheet(penalties=[{"team": "Lions", "points": 50, "rule": "19.3"}])
    target = {"top": doc, "team": doc["teams"]["Lions"], "closed": doc["teams"]["Lions"]["closed"],
              "penalty": doc["penalties"][0]}[where]  # fmt: skip
    target["sequenc"] = 1
    assert any(path.endswith("sequenc") for path in errors(doc))


def test_missing_fields_are_named():
    doc = sheet()
    del doc["teams"]["Lions"]["hand_cards"]["low"], doc["ended_by"]
    assert set(errors(doc)) == {"teams.Lions.hand_cards.low", "ended_by"}


@pytest.mark.parametrize("count", [1, 3])
def test_a_game_has_exactly_two_teams(count):
    doc = {"game": "bhukhar", "ended_by": "stock", "teams": {f"T{i}": team() for i in range(count)}}
    assert "exactly two teams" in errors(doc)["teams"]


def test_team_names_may_be_any_script():
    assert scores(sheet(team(table=(0, 1)), names=("શેર", "வாகை"))) == {"શેર": 10, "வாகை": 0}


def test_bad_settings_are_named():
    found = errors(sheet(settings={"penalty_mode": "halve", "colour": "red"}))
    assert "BH-6" in found["settings.penalty_mode"] and "settings.colour" in found
    assert "settings" in errors(sheet(settings=["deduct_offender"]))


def test_score_refuses_an_invalid_sheet_with_every_error():
    doc = sheet(team(licence=False, bhukhar=True), ended_by="later")
    assert not RULES.can_score(doc) and RULES.can_score(SPEC_SHEET)
    with pytest.raises(SheetInvalid) as refused:
        RULES.score(doc)
    assert {e.path for e in refused.value.errors} == {"ended_by", "teams.Lions.bhukhar"}
