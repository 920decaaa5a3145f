"""Every game describes its score sheet as plain data (``Game.sheet_layout``): the printout draws it and the
desk's forms take their labels from it. A box's ``key`` names the sheet field it fills."""

from __future__ import annotations

from typing import Any

import pytest

from cardnight_desk.domain.games import GAMES, evaluate, find_game
from cardnight_desk.domain.games.base import BoxKind, Choice, EntrantGrid, RowGrid

SIDES = {"bhukhar": ("Lions", "Tigers"), "28": ("Kochi", "Thrissur")}


def sides(game_id: str) -> tuple[str, ...]:
    return SIDES.get(game_id, ("Anu", "Bala", "Chris"))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_lays_out_its_sheet_and_cites_its_rulings(game_id):
    game = find_game(game_id)
    layout = game.sheet_layout({}, sides(game_id))
    assert layout.sections, game_id
    assert layout.reminders and all(f"{game.ruling_prefix}-" in line for line in layout.reminders[-1:])
    for section in layout.sections:
        assert isinstance(section, EntrantGrid | RowGrid | Choice)
        if isinstance(section, EntrantGrid):
            keys = [box.key for box in section.boxes if box.key]
            assert len(keys) == len(set(keys)), "two boxes fill the same field"
            assert all(box.key for box in section.boxes if box.kind is not BoxKind.DESK)
        if isinstance(section, RowGrid):
            assert sum(c.width for c in section.columns) <= 1.0
        if isinstance(section, Choice) and section.values:
            assert len(section.values) == len(section.options)


def fill(layout, value_of) -> dict[str, Any]:
    """One side's entry of a sheet built from the entrant grid's box keys (dotted keys nest)."""
    entry: dict[str, Any] = {}
    for section in layout.sections:
        if isinstance(section, EntrantGrid):
            for box in section.boxes:
                if box.key:
                    *path, last = box.key.split(".")
                    into = entry
                    for part in path:
                        into = into.setdefault(part, {})
                    into[last] = value_of(box)
    return entry


@pytest.mark.parametrize("game_id, field", [("bhukhar", "teams"), ("bukharo", "sides")])
def test_box_keys_are_the_fields_of_the_sheet(game_id, field):
    names = sides(game_id)[:2]
    layout = find_game(game_id).sheet_layout({}, names)
    (ended_by,) = [s for s in layout.sections if isinstance(s, Choice) and s.key == "ended_by"]
    entry = fill(layout, lambda box: False if box.kind is BoxKind.TICK else 0)
    assert "stock" in ended_by.values and "time" in ended_by.values
    sheet = {"game": game_id, "ended_by": "stock", field: {name: entry for name in names}}
    result = evaluate(sheet)
    assert result["valid"], result
    for value in ended_by.values:  # every option is a value the sheet takes (the first needs its mark)
        errors = evaluate({**sheet, "ended_by": value}).get("errors", [])
        assert all("marked" in e["message"] for e in errors), errors


def test_bhukhar_box_keys_follow_score_sheets_md():
    layout = find_game("bhukhar").sheet_layout({}, ("Lions", "Tigers"))
    keys = {box.key for s in layout.sections if isinstance(s, EntrantGrid) for box in s.boxes} - {""}
    assert keys == {
        "licence",
        "licence_first",
        "bhukhar",
        "closed_game",
        "natodiu",
        "closed.sequence",
        "closed.high_set",
        "closed.low_set",
        "table_cards.low",
        "table_cards.high",
        "hand_cards.low",
        "hand_cards.high",
    }
    (penalties,) = [s for s in layout.sections if isinstance(s, RowGrid)]
    assert penalties.key == "penalties"
    assert [c.key for c in penalties.columns] == ["team", "points", "rule", "note"]


def test_bukharo_box_keys_follow_score_sheets_md():
    layout = find_game("bukharo").sheet_layout({}, ("Red", "Blue"))
    keys = {box.key for s in layout.sections if isinstance(s, EntrantGrid) for box in s.boxes} - {""}
    groups = {
        f"{where}.{kind}"
        for where in ("group_cards", "hand_cards")
        for kind in ("low", "high", "aces", "trumps")
    }
    assert (
        keys
        == {
            "passport",
            "sequences7.pure",
            "sequences7.with_trump",
            "sets7",
            "first_bukharo",
            "second_bukharo",
        }
        | groups
    )


def test_ru7_ru8_final_table_plays_to_the_final_target_with_no_deal_limit():
    rummy = find_game("rummy")
    assert rummy.round_settings({"target": 150}, final=False) == {"target": 150}
    final = rummy.round_settings({"target": 150, "final_target": 250}, final=True)
    assert final["target"] == 250 and final["max_deals"] is None
    (deals, _) = rummy.sheet_layout(final, ("Anu", "Bala")).sections
    assert "target 250" in deals.title and deals.more_rows
    (deals, _) = rummy.sheet_layout({"max_deals": 15}, ("Anu", "Bala")).sections
    assert deals.rows == 15 and not deals.more_rows


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "rummy"])
def test_other_games_play_every_table_under_the_competition_settings(game_id):
    assert find_game(game_id).round_settings({"x": 1}, final=True) == {"x": 1}


def test_te7_deals_13_to_18_are_marked_as_played_only_when_level():
    (deals, toss) = find_game("28").sheet_layout({}, ("Kochi", "Thrissur")).sections
    assert deals.rows == 18 and deals.extra_from == 13
    assert [c.title for c in deals.columns[-4:]] == [
        "Kochi pts",
        "Thrissur pts",
        "Kochi total",
        "Thrissur total",
    ]
    assert toss.key == "coin_toss" and toss.options == ("Kochi", "Thrissur")
