"""A rummy table's sheet against its round: the target and deal limit (RU-7, RU-8), the final table's own
target with no limit, and the competition's ``eliminate_at`` read with it."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games.base import TableFacts
from cardnight_desk.domain.games.rummy.game import GAME

SETTINGS = GAME.with_defaults({})  # target 150, final target 230, 12 deals
ROUND = TableFacts("1", ("Asha", "Bina"))
FINAL = TableFacts("1", ("Asha", "Bina"), final=True)


def _sheet(**given):
    return {"game": "rummy-table", "players": ["Asha", "Bina"], "deals": [], **given}


@pytest.mark.parametrize(
    ("table", "given", "problems"),
    [
        (ROUND, {"target": 150, "max_deals": 12}, {}),
        (ROUND, {}, {}),  # a sheet that writes neither plays to the round's
        (ROUND, {"target": 200}, {"target": "this round plays with target 150, not 200 (ruling RU-7)"}),
        (FINAL, {"target": 230, "max_deals": None}, {}),
        (
            FINAL,
            {"target": 150, "max_deals": 12},
            {
                "target": "the final table plays with target 230, not 150 (ruling RU-7)",
                "max_deals": "the final table plays with max_deals None, not 12 (ruling RU-8)",
            },
        ),
    ],
)
def test_ru7_ru8_the_sheet_plays_to_the_rounds_target_and_deal_limit(table, given, problems):
    errors = GAME.table_checks(_sheet(**given), SETTINGS, table)
    assert {e.path: e.message for e in errors} == problems


def test_ru7_the_final_target_is_the_competitions():
    settings = GAME.with_defaults({"final_target": 300})
    (error,) = GAME.table_checks(_sheet(target=230), settings, FINAL)
    assert error.message == "the final table plays with target 300, not 230 (ruling RU-7)"


def test_a_deal_sheet_is_not_held_to_the_rounds_target():
    assert GAME.table_checks({"game": "rummy-deal", "target": 1}, SETTINGS, FINAL) == []


def test_ru7_eliminate_at_is_read_with_a_table_sheet_unless_it_gives_its_own_settings():
    at = GAME.with_defaults({"eliminate_at": "at_target"})
    assert GAME.table_sheet(_sheet(), at, ROUND)["settings"] == {"eliminate_at": "at_target"}
    own = _sheet(settings={"eliminate_at": "above_target"})
    assert GAME.table_sheet(own, at, ROUND)["settings"] == {"eliminate_at": "above_target"}
