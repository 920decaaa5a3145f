"""Properties of the Bukharo scorer: no sheet crashes it, and every valid game keeps the rulings' invariants."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games import evaluate
from tests.domain.games.bhukhar.test_properties import assert_answers, damaged, json_values, names
from tests.domain.games.bukharo.test_scoring import side

FAST = settings(max_examples=200, deadline=None)
BIG = settings(max_examples=100, deadline=None)  # examples holding several games each


@st.composite
def games(draw: st.DrawFn) -> dict[str, Any]:
    """A consistent game: two sides or an odd number, groups only with a passport, each Bukharo once."""
    count = draw(st.sampled_from([2, 3, 5]))
    sides = draw(st.lists(names, min_size=count, max_size=count, unique=True))
    passport = {s: draw(st.booleans()) for s in sides}
    opened = [s for s in sides if passport[s]]
    first = draw(st.sampled_from([None, *opened]))
    second = draw(st.sampled_from([None, *opened])) if first is not None else None
    ended_by = "second_bukharo" if second is not None else draw(st.sampled_from(["stock", "time"]))
    # at most one seven-card group, 6 loose cards and 2 twos or aces in groups and in hand each: 19 cards a
    # side, so five sides stay within three packs (ruling BK-3)
    few, rare = st.integers(0, 2), st.integers(0, 1)
    entries = {}
    for s in sides:
        has = passport[s]
        seven = (
            draw(st.sampled_from(["pure", "with_trump", "sets7"])) if has and draw(st.booleans()) else None
        )
        entries[s] = side(
            passport=has, **({seven: 1} if seven else {}),
            groups=(draw(few), draw(few), draw(rare), draw(rare)) if has else (0, 0, 0, 0),
            hand=(draw(few), draw(few), draw(rare), draw(rare)), first=first == s, second=second == s,
        )  # fmt: skip
    return {"game": "bukharo", "ended_by": ended_by, "sides": entries}


@FAST
@given(damaged(games()))
def test_no_damaged_bukharo_sheet_crashes_the_scorer(doc):
    assert_answers(doc)


@BIG
@given(st.dictionaries(st.sampled_from(["ended_by", "sides", "settings", "x"]), json_values))
def test_no_bukharo_sheet_of_any_shape_crashes_the_scorer(fields):
    assert_answers({"game": "bukharo", **fields})
    assert_answers({"game": "bukharo-session", "games": [fields]})


@BIG
@given(damaged(st.lists(games(), max_size=3).map(lambda gs: {"game": "bukharo-session", "games": gs})))
def test_no_damaged_session_sheet_crashes_the_scorer(doc):
    assert_answers(doc)


@FAST
@given(games())
def test_bk1_bk2_bk5_every_score_is_a_multiple_of_5_and_the_bonuses_are_200_at_most(doc):
    result = assert_answers(doc)
    assert result["valid"], result
    assert all(s["score"] % 5 == 0 for s in result["sides"].values())
    # the same game without its Bukharos: the two bonuses are 100 each, 200 in all (ruling BK-5)
    plain = {**doc, "ended_by": "time", "sides": {
        n: {**s, "first_bukharo": False, "second_bukharo": False} for n, s in doc["sides"].items()}}  # fmt: skip
    without = evaluate(plain)["sides"]
    bonuses = [result["sides"][n]["score"] - without[n]["score"] for n in doc["sides"]]
    assert sorted(b for b in bonuses if b) in ([], [100], [100, 100], [200])


@BIG
@given(st.lists(games(), max_size=4))
def test_bk6_session_totals_are_the_sums_of_the_games_best_first(game_list):
    rows = evaluate({"game": "bukharo-session", "games": game_list})["standings"]
    totals: dict[str, int] = {}
    for g in game_list:
        for name, s in evaluate(g)["sides"].items():
            totals[name] = totals.get(name, 0) + s["score"]
    assert {r["side"]: r["score"] for r in rows} == totals
    scores = [r["score"] for r in rows]
    assert scores == sorted(scores, reverse=True)
    for i in range(1, len(rows)):
        assert rows[i]["place"] == (rows[i - 1]["place"] if scores[i] == scores[i - 1] else i + 1)
