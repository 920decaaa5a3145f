"""A fuzz of malformed sheets for every game, through the desk's one entry point: whatever arrives, the answer
is a result or a list of refusals with paths and messages — never an exception."""

from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games import evaluate, sheet_kinds
from tests.services.builders import bhukhar_sheet, match_28

SHEET_GAMES = sheet_kinds()

BUKHARO_SIDE = {
    "passport": True,
    "sequences7": {"pure": 1, "with_trump": 0},
    "sets7": 0,
    "group_cards": {"low": 8, "high": 5, "aces": 1, "trumps": 1},
    "hand_cards": {"low": 0, "high": 0, "aces": 0, "trumps": 0},
    "first_bukharo": True,
    "second_bukharo": True,
}
RUMMY_DEAL = {
    "deal_type": "normal",
    "players": {
        "Anu": {"result": "won"},
        "Bala": {"result": "dropped", "when": "first_turn"},
        "Dev": {"result": "lost", "points": 35},
    },
}
SEEDS = {
    "bhukhar": bhukhar_sheet("Lions", "Tigers"),
    "bhukhar-competition": {"game": "bhukhar-competition", "games": [bhukhar_sheet("Lions", "Tigers")]},
    "bukharo": {
        "game": "bukharo",
        "ended_by": "second_bukharo",
        "sides": {
            "Red": BUKHARO_SIDE,
            "Blue": {**BUKHARO_SIDE, "first_bukharo": False, "second_bukharo": False},
        },
    },
    "bukharo-session": {"game": "bukharo-session", "games": []},
    "rummy-deal": {"game": "rummy-deal", **RUMMY_DEAL},
    "rummy-table": {
        "game": "rummy-table",
        "target": 150,
        "max_deals": 12,
        "players": ["Anu", "Bala", "Dev"],
        "deals": [RUMMY_DEAL],
    },
    "rummy-hand": {
        "game": "rummy-hand",
        "cards": ["10H", "JH", "QH", "KH", "7S", "8S", "8D", "4C", "4D", "4H", "4S", "2H", "2C"],
        "wild": "5",
        "packs": 2,
    },
    "28-match": match_28("Kochi", "Thrissur", "Kochi"),
    "poker-tournament": {
        "game": "poker-tournament",
        "structure": "gama-2025",
        "paid_places": 3,
        "payout_percent": [50, 30, 20],
        "prize_pool": 600,
        "entries": [{"player": "Asha", "level": 1}, {"player": "Ben", "level": 2}],
        "busts": [{"player": "Ben", "hand": 41}],
    },
    "poker-balance": {
        "game": "poker-balance",
        "seats_per_table": 9,
        "break_below": 5,
        "tables": {"1": 7, "2": 4, "3": 8},
    },
    "baccarat-hand": {
        "game": "baccarat-hand",
        "variant": "mini",
        "cards": ["4S", "KD", "AC", "6H", "7C", "2D"],
        "bets": [{"seat": 1, "on": "banker", "stake": 100}],
    },
    "baccarat-odds": {"game": "baccarat-odds", "decks": 1},
}
SEEDS["bukharo-session"]["games"] = [SEEDS["bukharo"]]

junk = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**12), 10**12)
    | st.floats(allow_nan=True)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, (*prefix, i))


@st.composite
def mutated(draw):
    game = draw(st.sampled_from(sorted(SEEDS)))
    sheet = copy.deepcopy(SEEDS[game])
    for _ in range(draw(st.integers(1, 4))):
        paths = [p for p in _paths(sheet) if p and p != ("game",)]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = sheet
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "delete", "extra"]))
        if action == "replace":
            parent[path[-1]] = draw(junk)
        elif action == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=6))] = draw(junk)
    return sheet


def _check(answer):
    assert isinstance(answer["valid"], bool)
    json.dumps(answer)  # every answer can be printed as JSON
    if not answer["valid"]:
        assert answer["errors"]
        for error in answer["errors"]:
            assert isinstance(error["path"], str) and isinstance(error["message"], str) and error["message"]


def test_every_game_has_a_seed_sheet():
    assert set(SEEDS) == set(SHEET_GAMES)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_malformed_sheets_are_refused_never_crash(sheet):
    _check(evaluate(sheet))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(SHEET_GAMES)), junk)
def test_any_json_with_a_game_name_is_answered(game, body):
    sheet = body if isinstance(body, dict) else {"x": body}
    _check(evaluate({**sheet, "game": game}))
