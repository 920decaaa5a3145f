"""Properties of the Bhukhar scorer: no sheet crashes it, and every valid game keeps the rulings' invariants."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games import evaluate
from tests.domain.games.bhukhar.test_scoring import SPEC_SHEET, team

FAST = settings(max_examples=200, deadline=None)
BIG = settings(max_examples=100, deadline=None)  # examples holding several games each

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)  # fmt: skip
names = st.text(min_size=1, max_size=6).filter(str.strip)


@st.composite
def games(draw: st.DrawFn) -> dict[str, Any]:
    """A consistent game: events only for teams with a licence, once each, a close only after the Bhukhar."""
    a, b = draw(st.lists(names, min_size=2, max_size=2, unique=True))
    licence = {a: draw(st.booleans()), b: draw(st.booleans())}
    licensed = [n for n in (a, b) if licence[n]]
    first = draw(st.sampled_from([None, *licensed]))
    bhukhar = draw(st.sampled_from([None, *licensed]))
    closer = draw(st.sampled_from([None, *licensed])) if bhukhar is not None else None
    natodiu = draw(st.sampled_from([None, a, b]))
    ended_by = "closed" if closer is not None else draw(st.sampled_from(["stock", "time"]))
    counts = st.integers(0, 12)  # at most 69 cards a team: within three packs (ruling BH-9)
    teams = {}
    for name in (a, b):
        on_table = licence[name]
        teams[name] = team(
            licence=on_table, licence_first=first == name, bhukhar=bhukhar == name, closed_game=closer == name,
            natodiu=natodiu == name,
            closed=tuple(draw(st.integers(0, 1)) if on_table else 0 for _ in range(3)),
            table=(draw(counts), draw(counts)) if on_table else (0, 0),
            hand=(draw(counts), draw(counts)),
        )  # fmt: skip
    rule_points = st.sampled_from(
        [("19.1", 100), ("19.2", 50), ("19.3", 50), ("19.4", 50), ("19.5", 5), ("19.5", 75)]
    )
    penalties = [
        {"team": draw(st.sampled_from([a, b])), "rule": rule, "points": points}
        for rule, points in draw(st.lists(rule_points, max_size=3))
    ]
    doc = {"game": "bhukhar", "ended_by": ended_by, "teams": teams, "penalties": penalties}
    mode = draw(st.sampled_from([None, "award_opponent", "deduct_offender"]))
    if mode:
        doc["settings"] = {"penalty_mode": mode}
    return doc


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def replaced(doc: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(doc, dict):
        return {**doc, head: replaced(doc[head], rest, new)}
    return [replaced(item, rest, new) if i == head else item for i, item in enumerate(doc)]


@st.composite
def damaged(draw: st.DrawFn, sheets: st.SearchStrategy) -> Any:
    """A sheet with one of its values (or the whole sheet) swapped for any JSON value."""
    doc = draw(sheets)
    where = draw(st.sampled_from(paths(doc)))
    return replaced(doc, where, draw(json_values))


def assert_answers(doc: Any) -> dict[str, Any]:
    result = evaluate(doc)
    if result["valid"] is False:
        assert result["errors"], "an invalid sheet names at least one problem"
        for error in result["errors"]:
            assert isinstance(error["path"], str) and error["path"]
            assert isinstance(error["message"], str) and error["message"]
    else:
        assert result["valid"] is True
    return result


@FAST
@given(damaged(st.one_of(games(), st.just(SPEC_SHEET))))
def test_no_damaged_bhukhar_sheet_crashes_the_scorer(doc):
    assert_answers(doc)


@BIG
@given(st.dictionaries(st.sampled_from(["ended_by", "teams", "penalties", "settings", "x"]), json_values))
def test_no_bhukhar_sheet_of_any_shape_crashes_the_scorer(fields):
    assert_answers({"game": "bhukhar", **fields})
    assert_answers({"game": "bhukhar-competition", "games": [fields]})


@BIG
@given(damaged(st.lists(games(), max_size=3).map(lambda gs: {"game": "bhukhar-competition", "games": gs})))
def test_no_damaged_competition_sheet_crashes_the_scorer(doc):
    assert_answers(doc)


@FAST
@given(games())
def test_bh4_bh7_masters_add_up_to_2_bonus_points_at_most_4_and_scores_are_multiples_of_5(doc):
    result = assert_answers(doc)
    assert result["valid"], result
    teams = result["teams"].values()
    assert sorted(t["master"] for t in teams) in ([0, 2], [1, 1])  # ruling BH-7
    if result["winner"] is not None:
        assert result["teams"][result["winner"]]["master"] == 2
    assert sum(t["bonus"] for t in teams) <= 4  # ruling BH-4
    assert all(t["score"] % 5 == 0 for t in teams)  # rulings BH-1, BH-2, BH-4, BH-6


@BIG
@given(games())
def test_bh6_the_penalty_mode_moves_exactly_the_penalty_points(doc):
    doc = {**doc, "settings": {"penalty_mode": "award_opponent"}}
    awarded = evaluate(doc)["teams"]
    deducted = evaluate({**doc, "settings": {"penalty_mode": "deduct_offender"}})["teams"]
    for name in doc["teams"]:
        theirs = sum(p["points"] for p in doc["penalties"] if p["team"] == name)
        others = sum(p["points"] for p in doc["penalties"] if p["team"] != name)
        assert awarded[name]["score"] - others == deducted[name]["score"] + theirs


@BIG
@given(st.lists(games(), max_size=4))
def test_bh8_competition_totals_are_the_sums_of_the_games_and_places_never_go_down(game_list):
    standings = evaluate({"game": "bhukhar-competition", "games": game_list})["standings"]
    assert sum(r["master"] for r in standings) == 2 * len(game_list)
    places = [r["place"] for r in standings]
    assert places == sorted(places) and (not places or places[0] == 1)
    keys = [(r["master"], r["bonus"], r["score"]) for r in standings]
    assert keys == sorted(keys, reverse=True)
    for i in range(1, len(keys)):
        assert places[i] == (places[i - 1] if keys[i] == keys[i - 1] else i + 1)
