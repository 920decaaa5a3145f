"""The poker-tournament and poker-balance score sheets (score-sheets.md; rulings PK-1..PK-6)."""

from __future__ import annotations

import copy

import pytest

from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games import evaluate, find_sheet_rules

EXAMPLE = {
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
    "busts": [
        {"player": "Ben", "hand": 41},
        {"player": "Cy", "hand": 57, "start_chips": 1200},
        {"player": "Dee", "hand": 57, "start_chips": 900},
    ],
}


def example(**changes):
    sheet = copy.deepcopy(EXAMPLE)
    sheet["entries"].append({"player": "Dee", "level": 3})
    sheet.update(changes)
    return sheet


def errors(sheet):
    result = evaluate(sheet)
    assert result["valid"] is False
    return {e["path"]: e["message"] for e in result["errors"]}


def test_pk2_pk5_pk6_the_documented_example_with_dee_entered():
    result = evaluate(example())
    assert result == {
        "valid": True,
        "stacks": {"Asha": 3000, "Ben": 2900, "Cy": 2500, "Dee": 2700},
        "places": {"Asha": 1, "Cy": 2, "Dee": 3, "Ben": 4},
        "remaining": ["Asha"],
        "prizes": {"Asha": 300, "Cy": 180, "Dee": 120},
    }


def test_the_documented_example_as_printed_busts_a_player_who_never_entered():
    # score-sheets.md's example lists Dee among the busts but not among the entries: a typo must not score
    assert "busts.2.player" in errors(copy.deepcopy(EXAMPLE))


def test_no_prizes_until_a_paid_place_is_decided():
    sheet = example(busts=[{"player": "Ben", "hand": 41}])
    result = evaluate(sheet)
    assert result["places"] == {"Ben": 4} and "prizes" not in result
    assert result["remaining"] == ["Asha", "Cy", "Dee"]
    sheet["busts"].append({"player": "Dee", "hand": 50})
    assert evaluate(sheet)["prizes"] == {"Dee": 120}


def test_pk5_same_hand_equal_chips_share_in_the_sheet():
    sheet = example(
        busts=[
            {"player": "Ben", "hand": 41},
            {"player": "Cy", "hand": 57, "start_chips": 900},
            {"player": "Dee", "hand": 57, "start_chips": 900},
        ]
    )
    result = evaluate(sheet)
    assert result["places"] == {"Asha": 1, "Cy": 2, "Dee": 2, "Ben": 4}
    assert result["prizes"] == {"Asha": 300, "Cy": 150, "Dee": 150}


def test_pk5_a_player_who_left_is_a_bust_without_a_hand():
    sheet = example(busts=[{"player": "Dee"}, {"player": "Ben", "hand": 3}])
    assert evaluate(sheet)["places"] == {"Dee": 4, "Ben": 3}


def test_pk1_pk6_values_from_the_settings():
    sheet = example(settings={"starting_stack": 5000, "payout_percent": [70, 30]})
    for key in ("paid_places", "payout_percent", "prize_pool", "structure"):
        del sheet[key]
    sheet["settings"]["prize_pool"] = 1000
    result = evaluate(sheet)
    assert result["stacks"] == {"Asha": 5000, "Ben": 4900, "Cy": 4500, "Dee": 4700}
    assert result["prizes"] == {"Asha": 700, "Cy": 300}


def test_pk2_entry_levels_are_checked():
    sheet = example(
        entries=[
            {"player": "Asha", "level": 1},
            {"player": "Ben", "level": 4},
            {"player": "Cy", "level": "before_5"},
            {"player": "Dee", "level": 12},
            {"player": "Eve", "level": "2"},
            {"player": "Fay", "level": 0},
        ],
        busts=[],
    )
    found = errors(sheet)
    assert set(found) == {
        "entries.1.level",
        "entries.2.level",
        "entries.3.level",
        "entries.4.level",
        "entries.5.level",
    }
    assert "PK-2" in found["entries.1.level"] and "level 4 starts" in found["entries.1.level"]
    assert "PK-2" in found["entries.2.level"]
    assert "PK-3" in found["entries.3.level"]


def test_every_error_of_a_bad_tournament_sheet_is_reported():
    sheet = {
        "game": "poker-tournament",
        "structure": "wsop",
        "paid_places": 2,
        "payout_percent": [50, 30, 10],
        "prize_pool": -5,
        "entries": [
            {"player": "Asha", "level": 1},
            {"player": "Asha", "level": 2},
            {"player": "", "level": 1},
            {"name": "Ben", "level": 1},
        ],
        "busts": [
            {"player": "Asha", "hand": 3},
            {"player": "Asha", "hand": 4},
            {"player": "Zed"},
            {"player": "Asha", "hand": 0, "chips": 5},
        ],
        "extra": 1,
    }
    found = errors(sheet)
    for path in (
        "structure",
        "payout_percent",
        "prize_pool",
        "entries.1.player",
        "entries.2.player",
        "entries.3.name",
        "entries.3.player",
        "busts.1.player",
        "busts.2.player",
        "busts.3.hand",
        "busts.3.chips",
        "extra",
    ):
        assert path in found, path
    assert "PK-3" in found["structure"] and "gama-2025" in found["structure"]


def test_pk5_same_hand_busts_need_start_chips_and_go_together():
    sheet = example(
        busts=[
            {"player": "Ben", "hand": 41},
            {"player": "Cy", "hand": 57},
            {"player": "Dee", "hand": 57, "start_chips": 900},
        ]
    )
    found = errors(sheet)
    assert list(found) == ["busts.1.start_chips"] and "PK-5" in found["busts.1.start_chips"]
    sheet = example(
        busts=[{"player": "Ben", "hand": 41}, {"player": "Cy", "hand": 57}, {"player": "Dee", "hand": 41}]
    )
    assert "busts.2" in errors(sheet)


def test_pk5_everybody_out_is_refused():
    sheet = example(busts=[{"player": p, "hand": i} for i, p in enumerate(["Ben", "Cy", "Dee", "Asha"], 1)])
    assert "PK-5" in errors(sheet)["busts"]


def test_pk6_paid_places_must_match_the_percentages_and_the_field():
    assert "PK-6" in errors(example(paid_places=2))["paid_places"]
    sheet = example(entries=[{"player": "Asha", "level": 1}, {"player": "Ben", "level": 1}], busts=[])
    assert "PK-6" in errors(sheet)["paid_places"]
    assert "settings.payout_percent" in errors(example(settings={"payout_percent": [90, 20]}))


def test_score_raises_with_every_error():
    rules = find_sheet_rules("poker-tournament")
    with pytest.raises(SheetInvalid) as err:
        rules.score({"game": "poker-tournament"})
    assert {e.path for e in err.value.errors} == {"entries", "busts"}


# --- poker-balance -------------------------------------------------------------------------------------------
def test_pk4_balance_documented_example():
    result = evaluate(
        {"game": "poker-balance", "seats_per_table": 9, "break_below": 5, "tables": {"1": 7, "2": 4, "3": 8}}
    )
    # 19 players do not fit at two tables of 9: nothing is broken, the tables are balanced
    assert result == {
        "valid": True,
        "break": [],
        "moves": [{"from": "3", "to": "2", "players": 2}],
        "after": {"1": 7, "2": 6, "3": 6},
    }


def test_pk4_balance_breaks_a_short_table_when_everybody_fits():
    result = evaluate(
        {"game": "poker-balance", "seats_per_table": 9, "break_below": 5, "tables": {"1": 7, "2": 4, "3": 6}}
    )
    assert result["break"] == ["2"] and result["after"] == {"1": 9, "3": 8}
    assert sum(m["players"] for m in result["moves"]) == 4


def test_pk4_balance_defaults_and_the_tda_setting():
    sheet = {"game": "poker-balance", "tables": {"1": 6, "2": 6, "3": 6}}
    assert evaluate(sheet)["break"] == []
    sheet["settings"] = {"break_when_fits": True}
    assert evaluate(sheet)["break"] == ["3"]


def test_pk4_balance_errors():
    found = errors(
        {
            "game": "poker-balance",
            "seats_per_table": 8,
            "break_below": "5",
            "tables": {"1": 9, "2": -1, "3": 2.5},
            "table": 3,
            "settings": {"colour": 1},
        }
    )
    assert set(found) == {"break_below", "tables.1", "tables.2", "tables.3", "table", "settings.colour"}
    assert "PK-4" in found["tables.1"]
    assert set(errors({"game": "poker-balance", "tables": {}})) == {"tables"}


def test_busts_listed_out_of_hand_order_are_refused_naming_the_bust():
    """score-sheets.md: hand numbers never decrease; a list out of order is refused, naming the bust (PK-5)."""
    sheet = {
        "game": "poker-tournament",
        "entries": [{"player": p, "level": 1} for p in ("Asha", "Ben", "Cy", "Dee")],
        "busts": [{"player": "Ben", "hand": 57}, {"player": "Cy", "hand": 41}],
    }
    result = evaluate(sheet)
    assert not result["valid"]
    assert [e["path"] for e in result["errors"]] == ["busts.1.hand"]
    assert "Cy" in result["errors"][0]["message"] and "57" in result["errors"][0]["message"]
    sheet["busts"].reverse()
    assert evaluate(sheet)["valid"]
