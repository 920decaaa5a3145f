"""Properties of the rummy sheets: no sheet, however malformed, crashes the desk; deal points are never
negative; a table's totals are the sum of its deals scored one by one; a hand's score is 0-70 or 100 and does
not depend on the order the cards are listed in (rulings RU-3..RU-7)."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.cards import JOKER, RANKS, pack
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.rummy.hand import score_hand

FAST = settings(max_examples=200, deadline=None)

json_leaf = (
    st.none()
    | st.booleans()
    | st.integers(-300, 300)
    | st.text(max_size=6)
    | st.sampled_from(
        [
            "won",
            "lost",
            "dropped",
            "void",
            "normal",
            "first_turn_rummy",
            "hand_rummy",
            "first_turn",
            "later",
            "5",
            "JK",
            "10H",
            "AS",
        ]
    )
)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
    max_leaves=20,
)

HAND = ["10H", "JH", "QH", "KH", "7S", "8S", "8D", "4C", "4D", "4H", "4S", "2H", "2C"]
VALID_SHEETS = [
    {"game": "rummy-hand", "cards": HAND, "wild": "5", "packs": 2},
    {
        "game": "rummy-deal",
        "deal_type": "first_turn_rummy",
        "players": {
            "A": {"result": "won"},
            "B": {"result": "lost", "points": 35, "had_turn": False},
            "C": {"result": "lost", "cards": HAND, "wild": "5", "had_turn": True},
            "D": {"result": "dropped", "when": "first_turn"},
        },
    },
    {
        "game": "rummy-table",
        "target": 150,
        "max_deals": 2,
        "players": ["A", "B"],
        "deals": [
            {
                "deal_type": "normal",
                "players": {"A": {"result": "won"}, "B": {"result": "lost", "points": 9}},
            },
            {
                "deal_type": "void",
                "players": {"A": {"result": "void"}, "B": {"result": "dropped", "when": "later"}},
            },
        ],
    },
]


def check_shape(out: dict) -> None:
    assert out["valid"] in (True, False)
    if not out["valid"]:
        assert out["errors"] and all(isinstance(e["path"], str) and e["message"] for e in out["errors"])


@FAST
@given(
    st.sampled_from(["rummy-hand", "rummy-deal", "rummy-table"]),
    st.dictionaries(
        st.sampled_from(
            [
                "cards",
                "wild",
                "packs",
                "deal_type",
                "players",
                "deals",
                "target",
                "max_deals",
                "settings",
                "extra",
            ]
        ),
        json_value,
        max_size=6,
    ),
)
def test_no_crash_on_malformed_sheets(game, fields):
    check_shape(evaluate({"game": game, **fields}))


def paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths(v, (*prefix, i))


@FAST
@given(st.sampled_from(range(len(VALID_SHEETS))), st.data(), json_value, st.booleans())
def test_no_crash_when_any_field_of_a_valid_sheet_is_broken(which, data, value, delete):
    sheet = copy.deepcopy(VALID_SHEETS[which])
    where = data.draw(st.sampled_from([p for p in paths(sheet) if p and p != ("game",)]))
    parent = sheet
    for key in where[:-1]:
        parent = parent[key]
    if delete:
        del parent[where[-1]]
    else:
        parent[where[-1]] = value
    check_shape(evaluate(sheet))


LINES = (
    [
        {"result": "won"},
        {"result": "dropped", "when": "first_turn"},
        {"result": "dropped", "when": "later"},
        {"result": "void"},
    ]
    + [{"result": "lost", "points": p} for p in (0, 1, 35, 70, 100)]
    + [{"result": "lost", "points": p, "had_turn": t} for p in (0, 1, 35, 70, 100) for t in (True, False)]
)


@FAST
@given(
    st.sampled_from(["normal", "first_turn_rummy", "hand_rummy", "void"]),
    st.lists(st.sampled_from(LINES), min_size=2, max_size=9),
)
def test_deal_points_are_never_negative(deal_type, lines):
    sheet = {
        "game": "rummy-deal",
        "deal_type": deal_type,
        "players": {f"P{i}": line for i, line in enumerate(lines)},
    }
    out = evaluate(sheet)
    check_shape(out)
    if out["valid"]:
        assert all(isinstance(p, int) and p >= 0 for p in out["points"].values())
        for name, line in sheet["players"].items():
            if line["result"] in ("won", "void") or deal_type == "void":
                assert out["points"][name] == 0
            elif line["result"] == "dropped":
                assert out["points"][name] == (25 if line["when"] == "first_turn" else 50)
            else:
                assert out["points"][name] <= 200


@st.composite
def table_sheets(draw):
    """A table played out by the rules as the test itself reads them: losers' points at random, a player out
    once over the target, deals until one is left or the limit is reached."""
    n = draw(st.integers(2, 7))
    players = [f"P{i}" for i in range(n)]
    target = draw(st.sampled_from([60, 150, 230]))
    limit = draw(st.sampled_from([None, 1, 3, 12]))
    totals = dict.fromkeys(players, 0)
    still_in = list(players)
    deals = []
    while len(still_in) > 1 and (limit is None or len(deals) < limit) and len(deals) < 30:
        kind = draw(st.sampled_from(["normal", "normal", "normal", "void", "first_turn_rummy", "hand_rummy"]))
        winner = draw(st.sampled_from(still_in))
        lines = {}
        for p in still_in:
            if kind == "void":
                lines[p] = draw(st.sampled_from(LINES[1:4]))
            elif p == winner:
                lines[p] = {"result": "won"}
            else:
                choice = draw(st.sampled_from(LINES[1:3] + LINES[4:9]))
                if kind != "normal" and choice["result"] == "dropped":
                    choice = LINES[1]
                if kind != "normal" and choice["result"] == "lost":
                    choice = {**choice, "had_turn": draw(st.booleans())}
                lines[p] = choice
        deal = {"deal_type": kind, "players": lines}
        deals.append(deal)
        points = evaluate({"game": "rummy-deal", **deal})["points"]
        for p, v in points.items():
            totals[p] += v
        still_in = [p for p in still_in if totals[p] <= target]
    return {"game": "rummy-table", "target": target, "max_deals": limit, "players": players, "deals": deals}


@FAST
@given(table_sheets())
def test_table_totals_equal_the_sum_of_its_deals(sheet):
    out = evaluate(sheet)
    assert out["valid"] is True, out
    expected = dict.fromkeys(sheet["players"], 0)
    for deal in sheet["deals"]:
        for p, v in evaluate({"game": "rummy-deal", **deal})["points"].items():
            expected[p] += v
    assert out["totals"] == expected
    for p, total in out["totals"].items():
        assert (p in out["eliminated"]) == (total > sheet["target"])  # RU-7
    assert sorted(out["order"]) == sorted(sheet["players"])
    still_in = [p for p in sheet["players"] if p not in out["eliminated"]]
    if out["winner"] is not None:
        assert out["winner"] == out["order"][0]
        assert out["totals"][out["winner"]] == min(out["totals"][p] for p in still_in)
    if out["tied"]:
        assert len({out["totals"][p] for p in out["tied"]}) == 1 and out["winner"] is None


DECK = pack() * 2 + [JOKER] * 4


@FAST
@given(
    st.lists(st.integers(0, len(DECK) - 1), min_size=13, max_size=13, unique=True),
    st.sampled_from([*RANKS, None]),
    st.randoms(use_true_random=False),
)
def test_hand_scores_are_0_to_70_or_100_whatever_the_card_order(picks, wild, rnd: random.Random):
    hand = [DECK[i] for i in picks]
    result = score_hand(hand, wild, 2)
    assert 0 <= result.points <= 70 or result.points == 100
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    assert score_hand(shuffled, wild, 2).points == result.points
