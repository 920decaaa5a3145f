"""Every sheet kind's blank sheet (``Game.sheet_template``, printed by ``cardnight-desk score --template``) has
the shape ``score-sheets.md`` documents: the same fields at the same places. Filled in with the spec's example
values, each one is a valid sheet."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from cardnight_desk.domain.games import GAMES, evaluate, find_sheet_kind

BHUKHAR = {
    "game": "bhukhar",
    "ended_by": "closed",
    "teams": {
        "Lions": {
            **{
                "licence": True,
                "licence_first": True,
                "bhukhar": True,
                "closed_game": True,
                "natodiu": False,
            },
            "closed": {"sequence": 1, "high_set": 0, "low_set": 1},
            "table_cards": {"low": 6, "high": 9},
            "hand_cards": {"low": 2, "high": 1},
        },
        "Tigers": {
            **{
                "licence": False,
                "licence_first": False,
                "bhukhar": False,
                "closed_game": False,
                "natodiu": False,
            },
            "closed": {"sequence": 0, "high_set": 0, "low_set": 0},
            "table_cards": {"low": 0, "high": 0},
            "hand_cards": {"low": 20, "high": 19},
        },
    },
    "penalties": [{"team": "Tigers", "points": 50, "rule": "19.3", "note": "asked card count out of turn"}],
}


def bukharo_side(**changes: Any) -> dict[str, Any]:
    side = {
        "passport": True,
        "sequences7": {"pure": 1, "with_trump": 0},
        "sets7": 0,
        "group_cards": {"low": 8, "high": 5, "aces": 1, "trumps": 1},
        "hand_cards": {"low": 0, "high": 0, "aces": 0, "trumps": 0},
        "first_bukharo": True,
        "second_bukharo": True,
    }
    return side | changes


BUKHARO = {
    "game": "bukharo",
    "ended_by": "second_bukharo",
    "sides": {
        "Red": bukharo_side(),
        "Blue": bukharo_side(
            sequences7={"pure": 0, "with_trump": 0},
            group_cards={"low": 3, "high": 0, "aces": 0, "trumps": 0},
            hand_cards={"low": 2, "high": 3, "aces": 1, "trumps": 1},
            first_bukharo=False,
            second_bukharo=False,
        ),
    },
}
FAIZ = ["10H", "JH", "QH", "KH", "7S", "8S", "8D", "4C", "4D", "4H", "4S", "2H", "2C"]
RUMMY_DEAL = {
    "deal_type": "normal",
    "players": {
        "Anu": {"result": "won"},
        "Bala": {"result": "dropped", "when": "first_turn"},
        "Chris": {"result": "dropped", "when": "later"},
        "Dev": {"result": "lost", "points": 35},
        "Esha": {"result": "lost", "points": 100},
        "Faiz": {"result": "lost", "cards": FAIZ, "wild": "5"},
    },
}
EXAMPLES: dict[str, dict[str, Any]] = {
    "bhukhar": BHUKHAR,
    "bhukhar-competition": {"game": "bhukhar-competition", "games": [BHUKHAR]},
    "bukharo": BUKHARO,
    "bukharo-session": {"game": "bukharo-session", "games": [BUKHARO]},
    "rummy-deal": {"game": "rummy-deal", **RUMMY_DEAL},
    "rummy-table": {
        "game": "rummy-table",
        "target": 150,
        "max_deals": 12,
        "players": ["Anu", "Bala", "Chris", "Dev", "Esha", "Faiz"],
        "deals": [RUMMY_DEAL],
    },
    "rummy-hand": {"game": "rummy-hand", "cards": FAIZ, "wild": "5", "packs": 2},
    "28-match": {
        "game": "28-match",
        "teams": ["Kochi", "Thrissur"],
        "deals": [
            {"bidder": "Kochi", "bid": 18, "bidder_points": 20},
            {"bidder": "Thrissur", "bid": "thani", "won_all": False},
            {"bidder": "Kochi", "bid": 17, "cot": {"declared_by": "Kochi", "outcome": "won_all"}},
            {"redeal": True},
            {"bidder": "Thrissur", "bid": 16, "foul": "Kochi"},
        ],
        "coin_toss": None,
    },
    "poker-tournament": {
        "game": "poker-tournament",
        "structure": "gama-2025",
        "paid_places": 3,
        "payout_percent": [50, 30, 20],
        "prize_pool": 600,
        "entries": [
            {"player": "Asha", "level": 1},
            {"player": "Ben", "level": 2},
            {"player": "Cy", "level": "before_4"},
        ],
        "busts": [{"player": "Ben", "hand": 41}, {"player": "Cy", "hand": 57}],
    },
    "poker-balance": {
        "game": "poker-balance",
        "seats_per_table": 9,
        "break_below": 5,
        "tables": {"1": 7, "2": 4, "3": 6},
    },
    "baccarat-hand": {
        "game": "baccarat-hand",
        "variant": "mini",
        "cards": ["4S", "KD", "AC", "6H", "7C", "2D"],
        "bets": [
            {"seat": 1, "on": "banker", "stake": 100},
            {"seat": 2, "on": "tie", "stake": 10},
            {"seat": 3, "on": "dragon_bonus_player", "stake": 10},
            {"seat": 4, "on": "player_pair", "stake": 5},
        ],
    },
    "baccarat-odds": {"game": "baccarat-odds", "decks": 8},
}
ENTRANT_MAPS = {"teams", "sides", "players", "tables"}  # objects keyed by names the person chooses


def paths(doc: Any, at: str = "") -> Iterator[str]:
    """Every field's place in a sheet: names chosen by the person are ``*``, list items ``#``."""
    yield at
    if isinstance(doc, dict):
        for key, value in doc.items():
            named = at.rsplit(".", 1)[-1] in ENTRANT_MAPS
            yield from paths(value, f"{at}.{'*' if named else key}")
    elif isinstance(doc, list):
        for value in doc:
            yield from paths(value, f"{at}.#")


def left_open(doc: Any, at: str = "") -> Iterator[str]:
    """Where the person adds items: empty lists (deals, busts) and empty maps of names (poker's tables)."""
    if isinstance(doc, dict):
        if not doc and at.rsplit(".", 1)[-1] in ENTRANT_MAPS:
            yield f"{at}.*"
        for key, value in doc.items():
            named = at.rsplit(".", 1)[-1] in ENTRANT_MAPS
            yield from left_open(value, f"{at}.{'*' if named else key}")
    elif isinstance(doc, list):
        if not doc:
            yield f"{at}.#"
        for value in doc:
            yield from left_open(value, f"{at}.#")


def test_the_examples_cover_every_sheet_kind_and_are_valid():
    kinds = {kind.id for game in GAMES.values() for kind in game.sheet_kinds}
    assert kinds <= set(EXAMPLES)
    for kind, example in EXAMPLES.items():
        result = evaluate(copy.deepcopy(example))
        assert result["valid"], (kind, result)


@pytest.mark.parametrize("kind", EXAMPLES)
def test_a_blank_sheet_has_the_documented_shape(kind):
    game, _ = find_sheet_kind(kind)
    blank = game.sheet_template(kind)
    example = EXAMPLES[kind]
    assert blank["game"] == kind and set(blank) == set(example)
    documented, given = set(paths(example)), set(paths(blank))
    assert given <= documented, f"fields the spec does not name: {sorted(given - documented)}"
    open_ = tuple(left_open(blank))
    missing = {p for p in documented - given if not p.startswith(open_)}
    assert not missing, f"documented fields the blank sheet lacks: {sorted(missing)}"


@pytest.mark.parametrize("kind", EXAMPLES)
def test_a_blank_sheet_filled_in_with_the_spec_s_values_is_valid(kind):
    game, _ = find_sheet_kind(kind)
    blank = game.sheet_template(kind)
    filled = fill(blank, EXAMPLES[kind])
    assert evaluate(filled)["valid"], evaluate(filled)


def fill(blank: Any, example: Any) -> Any:
    """The blank sheet with each of its fields given the example's value (names the person chooses taken
    from the example in order; lists left open taken whole)."""
    if isinstance(blank, dict) and isinstance(example, dict):
        if list(blank) != list(example) and len(blank) == len(example) and set(blank) != set(example):
            return {ek: fill(bv, ev) for (ek, ev), bv in zip(example.items(), blank.values(), strict=True)}
        if set(blank) != set(example):  # entrants of another number or kind: the example's own
            return copy.deepcopy(example)
        return {key: fill(value, example[key]) for key, value in blank.items()}
    if isinstance(blank, list) and isinstance(example, list):
        if len(blank) == len(example):
            return [fill(b, e) for b, e in zip(blank, example, strict=True)]
        return copy.deepcopy(example)
    return copy.deepcopy(example)
