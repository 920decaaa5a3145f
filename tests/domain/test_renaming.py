"""Renaming names inside documents: the name paths reach every name a sheet of each table kind holds, and
nothing else (a team called like a field's value keeps that value); a renamed sheet scores as before."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardnight_desk.domain.games import evaluate, find_sheet_kind
from cardnight_desk.domain.games.poker.names import player_labels
from cardnight_desk.domain.renaming import check_path, names_at, rename_in
from tests.services.builders import bhukhar_sheet


def twenty_eight_level() -> dict:
    """Eighteen deals won in turn: level, decided by the coin toss."""
    deals = [{"bidder": t, "bid": 16, "bidder_points": 20} for _ in range(9) for t in ("Kochi", "Thrissur")]
    return {"game": "28-match", "teams": ["Kochi", "Thrissur"], "deals": deals, "coin_toss": "Thrissur"}


SHEETS: dict[str, dict] = {
    "bhukhar": bhukhar_sheet("Lions", "Tigers", penalties=[{"team": "Tigers", "points": 50, "rule": "19.3"}]),
    "28-match": {
        "game": "28-match",
        "teams": ["Kochi", "Thrissur"],
        "deals": [
            {"bidder": "Kochi", "bid": 18, "bidder_points": 20},
            {"bidder": "Thrissur", "bid": "thani", "won_all": False},
            {"bidder": "Kochi", "bid": 17, "cot": {"declared_by": "Thrissur", "outcome": "won_all"}},
            {"redeal": True},
            {"bidder": "Thrissur", "bid": 16, "foul": "Kochi"},
        ],
        "coin_toss": None,
    },
    "28-match coin toss": twenty_eight_level(),
    "rummy-table": {
        "game": "rummy-table",
        "target": 150,
        "max_deals": 12,
        "players": ["Anu", "Bala", "Chris"],
        "deals": [
            {
                "deal_type": "normal",
                "players": {
                    "Anu": {"result": "won"},
                    "Bala": {"result": "dropped", "when": "first_turn"},
                    "Chris": {"result": "lost", "points": 100},
                },
            },
            {
                "deal_type": "normal",
                "players": {
                    "Anu": {"result": "lost", "points": 40},
                    "Bala": {"result": "won"},
                    "Chris": {"result": "lost", "points": 70},
                },
            },
            {
                "deal_type": "normal",
                "players": {"Anu": {"result": "lost", "points": 30}, "Bala": {"result": "won"}},
            },
        ],
    },
    "rummy-deal": {
        "game": "rummy-deal",
        "deal_type": "normal",
        "players": {
            "Anu": {"result": "won"},
            "Bala": {"result": "dropped", "when": "first_turn"},
            "Dev": {"result": "lost", "points": 35},
        },
    },
    "bukharo": {
        "game": "bukharo",
        "ended_by": "second_bukharo",
        "sides": {
            name: {
                "passport": True,
                "sequences7": {"pure": pure, "with_trump": 0},
                "sets7": 0,
                "group_cards": {"low": 8, "high": 5, "aces": 1, "trumps": 1},
                "hand_cards": {"low": low, "high": 0, "aces": 0, "trumps": 0},
                "first_bukharo": bool(pure),
                "second_bukharo": bool(pure),
            }
            for name, pure, low in (("Red", 1, 0), ("Blue", 0, 4))
        },
    },
}


def every_string(doc: Any) -> list[str]:
    """Every key and string value anywhere in the document."""
    if isinstance(doc, dict):
        return [s for k, v in doc.items() for s in [str(k), *every_string(v)]]
    if isinstance(doc, list):
        return [s for v in doc for s in every_string(v)]
    return [doc] if isinstance(doc, str) else []


def everywhere(doc: Any, renaming: dict[str, str]) -> Any:
    """Every key and string value changed by ``renaming``: what a result should become."""
    if isinstance(doc, dict):
        return {renaming.get(k, k): everywhere(v, renaming) for k, v in doc.items()}
    if isinstance(doc, list):
        return [everywhere(v, renaming) for v in doc]
    return renaming.get(doc, doc) if isinstance(doc, str) else doc


@pytest.mark.parametrize("example", sorted(SHEETS))
def test_a_sheet_kinds_name_paths_reach_every_name_and_the_sheet_scores_the_same(example):
    sheet = SHEETS[example]
    _, kind = find_sheet_kind(sheet["game"])
    names = set(kind.entrants(sheet) or ())
    assert names and set(names_at(sheet, kind.names)) == names
    renaming = {name: f"{name} renamed" for name in names}
    renamed, count = rename_in(sheet, kind.names, renaming)
    assert count == len(names_at(sheet, kind.names))
    assert not names & set(every_string(renamed)), json.dumps(renamed)  # no old name left anywhere
    before, after = evaluate(sheet), evaluate(renamed)
    assert before["valid"] and after == everywhere(before, renaming)  # same points, new names
    assert sheet == SHEETS[example]  # the original is untouched


def test_a_name_that_is_also_a_fields_value_keeps_the_value():
    sheet = bhukhar_sheet("closed", "Tigers")  # a team called like the way the game ended
    _, kind = find_sheet_kind("bhukhar")
    renamed, count = rename_in(sheet, kind.names, {"closed": "Lions"})
    assert count == 1 and renamed["ended_by"] == "closed" and set(renamed["teams"]) == {"Lions", "Tigers"}
    assert renamed["teams"]["Lions"]["closed"] == sheet["teams"]["closed"]["closed"]  # a field, not a name


def test_names_change_all_at_once_so_two_may_trade_places():
    doc = {"order": ["A", "B"], "totals": {"A": 1, "B": 2}}
    renamed, count = rename_in(doc, ("order.*", "totals.{}"), {"A": "B", "B": "A"})
    assert renamed == {"order": ["B", "A"], "totals": {"B": 1, "A": 2}} and count == 4


def test_a_path_that_does_not_fit_the_document_names_nothing():
    doc = {"deals": [{"redeal": True}, {"bidder": "X"}], "teams": "not a group"}
    assert rename_in(
        doc, ("deals.*.bidder", "teams.{}", "missing.*", "deals.*.cot.declared_by"), {"X": "Y"}
    ) == (
        {"deals": [{"redeal": True}, {"bidder": "Y"}], "teams": "not a group"},
        1,
    )


@pytest.mark.parametrize("path", ["", "a..b", "teams.{}.score", "."])
def test_a_path_that_cannot_be_read_is_refused(path):
    with pytest.raises(ValueError):
        check_path(path)


def test_poker_labels_tell_players_of_one_name_apart_by_number():
    assert player_labels([(3, "Asha"), (7, "Ben"), (12, "Asha")]) == {3: "Asha #3", 7: "Ben", 12: "Asha #12"}
