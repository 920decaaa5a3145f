"""A table's game of GAMA rummy: elimination at the target, the deal limit and deciding deals (rulings RU-7,
RU-8), and the ``rummy-table`` sheet's checks of who plays each deal."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.rummy.table import EliminateAt, TableGame, TableRules

PLAYERS = ["Anu", "Bala", "Chris"]


def d(deal_type: str = "normal", **points: int | str) -> dict:
    """A deal: 0 won, 25/50 dropped, "void", any other number lost with those points."""

    def line(p: int | str) -> dict:
        if p == "void":
            return {"result": "void"}
        if p == 0:
            return {"result": "won"}
        if p in (25, 50):
            return {"result": "dropped", "when": "first_turn" if p == 25 else "later"}
        return {"result": "lost", "points": p}

    return {"deal_type": deal_type, "players": {name: line(p) for name, p in points.items()}}


def table(deals: list[dict], players: list[str] = PLAYERS, **more) -> dict:
    return {"game": "rummy-table", "players": players, "deals": deals, **more}


def result(sheet: dict) -> dict:
    out = evaluate(sheet)
    assert out["valid"] is True, out
    return out


def errors_of(sheet: dict) -> dict[str, str]:
    out = evaluate(sheet)
    assert out["valid"] is False, out
    return {e["path"]: e["message"] for e in out["errors"]}


def test_running_totals_and_result_document():
    deals = [d(Anu=0, Bala=70, Chris=100), d(Anu=40, Bala=0, Chris=25), d(Anu=0, Bala=50, Chris=10)]
    assert result(table(deals, target=150, max_deals=12)) == {
        "valid": True,
        "totals": {"Anu": 40, "Bala": 120, "Chris": 135},
        "eliminated": {},
        "finished": False,
        "winner": None,
        "tied": [],
        "order": ["Anu", "Bala", "Chris"],
    }


def test_ru7_out_only_above_the_target_by_default():
    out = result(
        table([d(Anu=0, Bala=100, Chris=70), d(Anu=20, Bala=50, Chris=0), d(Anu=0, Bala=1, Chris=30)])
    )
    assert out["totals"] == {"Anu": 20, "Bala": 151, "Chris": 100}
    assert out["eliminated"] == {"Bala": 3}  # 150 after deal 2 stays in; 151 after deal 3 is out


def test_ru7_at_target_setting_puts_a_player_out_on_reaching_it():
    sheet = table(
        [d(Anu=0, Bala=100, Chris=70), d(Anu=20, Bala=50, Chris=0)], settings={"eliminate_at": "at_target"}
    )
    assert result(sheet)["eliminated"] == {"Bala": 2}


def test_ru7_last_player_standing_wins():
    deals = [d(Anu=0, Bala=70, Chris=100), d(Anu=40, Bala=0, Chris=60), d(Anu=0, Bala=50), d(Anu=0, Bala=35)]
    out = result(table(deals))
    assert (out["finished"], out["winner"], out["tied"]) == (True, "Anu", [])
    assert out["eliminated"] == {"Chris": 2, "Bala": 4}
    assert out["order"] == ["Anu", "Bala", "Chris"]  # the later out ranks higher


def test_ru7_eliminated_players_are_absent_from_later_deals():
    deals = [d(Anu=0, Bala=70, Chris=100), d(Anu=40, Bala=0, Chris=60), d(Anu=0, Bala=50, Chris=10)]
    errors = errors_of(table(deals))
    assert list(errors) == ["deals.2.players.Chris"]
    assert (
        "went out after deal 2" in errors["deals.2.players.Chris"]
        and "RU-7" in errors["deals.2.players.Chris"]
    )


def test_ru7_everyone_still_in_plays_each_deal():
    errors = errors_of(table([d(Anu=0, Bala=70)]))
    assert list(errors) == ["deals.0.players"] and "Chris" in errors["deals.0.players"]


def test_ru7_a_deal_after_the_last_player_is_left_is_refused():
    deals = [d(Anu=0, Bala=100, Chris=100), d(Anu=0, Bala=70, Chris=60), d(Anu=0, Chris=5)]
    errors = errors_of(table(deals))
    assert list(errors) == ["deals.2"] and "only Anu was left" in errors["deals.2"]
    out = result(table(deals[:2]))
    assert out["eliminated"] == {"Bala": 2, "Chris": 2} and out["winner"] == "Anu"
    assert out["order"] == ["Anu", "Chris", "Bala"]  # out after the same deal: the lower total first


def test_ru7_final_at_230_has_no_deal_limit():
    deals = [d(Anu=0, Bala=10, Chris=10) for _ in range(20)]
    out = result(table(deals, target=230, max_deals=None))
    assert out["finished"] is False and out["totals"] == {"Anu": 0, "Bala": 200, "Chris": 200}
    deals.append(d(Anu=0, Bala=31, Chris=30))
    out = result(table(deals, target=230, max_deals=None))
    assert out["eliminated"] == {"Bala": 21} and out["finished"] is False


def test_ru8_after_the_deal_limit_the_lowest_total_wins():
    out = result(table([d(Anu=0, Bala=35, Chris=20), d(Anu=36, Bala=0, Chris=25)], max_deals=2))
    assert (out["finished"], out["winner"], out["tied"]) == (True, "Bala", [])
    assert out["order"] == ["Bala", "Anu", "Chris"]


def test_ru8_a_shared_lowest_total_needs_a_deciding_deal():
    deals = [d(Anu=0, Bala=35, Chris=20), d(Anu=35, Bala=0, Chris=25)]
    out = result(table(deals, max_deals=2))
    assert (out["finished"], out["winner"], out["tied"]) == (True, None, ["Anu", "Bala"])
    out = result(table(deals + [d(Anu=30, Bala=0)], max_deals=2))
    assert (out["winner"], out["tied"]) == ("Bala", [])
    assert out["totals"] == {"Anu": 65, "Bala": 35, "Chris": 45}
    # the deciding deal splits the tie only: Anu stays second although Chris now has fewer points
    assert out["order"] == ["Bala", "Anu", "Chris"]


def test_ru8_deciding_deals_go_on_while_the_tied_stay_level():
    deals = [d(Anu=0, Bala=35, Chris=20), d(Anu=35, Bala=0, Chris=25), d("void", Anu="void", Bala="void")]
    assert result(table(deals, max_deals=2))["tied"] == ["Anu", "Bala"]
    out = result(table(deals + [d(Anu=0, Bala=2)], max_deals=2))
    assert out["winner"] == "Anu"


def test_ru8_only_the_tied_players_play_the_deciding_deal_and_nothing_after():
    deals = [d(Anu=0, Bala=35, Chris=20), d(Anu=35, Bala=0, Chris=25)]
    errors = errors_of(table(deals + [d(Anu=0, Bala=10, Chris=20)], max_deals=2))
    assert list(errors) == ["deals.2.players.Chris"] and "RU-8" in errors["deals.2.players.Chris"]
    errors = errors_of(table(deals + [d(Anu=0, Bala=10), d(Anu=0, Bala=10)], max_deals=2))
    assert list(errors) == ["deals.3"] and "after the table finished" in errors["deals.3"]


def test_ru8_deal_limit_comes_from_the_settings_too():
    deals = [d(Anu=0, Bala=35, Chris=20)]
    assert result(table(deals, settings={"max_deals": 1}))["winner"] == "Anu"
    assert result(table(deals))["finished"] is False  # default 12


def test_target_given_twice_must_agree():
    errors = errors_of(table([], target=230, settings={"target": 150}))
    assert list(errors) == ["target"]
    assert result(table([], target=150, settings={"target": 150}))["finished"] is False


@pytest.mark.parametrize(
    "sheet, path",
    [
        (table([], players=["Anu"]), "players"),
        (table([], players=["Anu", "Anu"]), "players.1"),
        (table([], players=["Anu", ""]), "players.1"),
        (table([], target=0), "target"),
        (table([], max_deals=0), "max_deals"),
        (table("x"), "deals"),
        (table([{"game": "rummy-deal", **d(Anu=0, Bala=1, Chris=2)}]), "deals.0.game"),
        (table([d(Anu=0, Bala=1, Chris=2, Dev=3)]), "deals.0.players.Dev"),
        (table([d(Anu=0, Bala=1, Chris=75)]), "deals.0.players.Chris.points"),
        ({"game": "rummy-table", "players": PLAYERS}, "deals"),
        ({**table([]), "round": 1}, "round"),
    ],
)
def test_table_sheet_refusals(sheet, path):
    assert path in errors_of(sheet)


def test_table_game_offers_can_play_beside_play():
    game = TableGame.start(
        PLAYERS, TableRules(target=100, max_deals=None, eliminate_at=EliminateAt.ABOVE_TARGET)
    )
    assert game.players_due() == tuple(PLAYERS) and game.can_play(["Chris", "Anu", "Bala"])
    game = game.play({"Anu": 0, "Bala": 101, "Chris": 50})
    assert game.still_in == ("Anu", "Chris") and not game.can_play(PLAYERS)
    with pytest.raises(ValueError, match="Anu, Chris"):
        game.play({"Anu": 0, "Bala": 0, "Chris": 1})
    game = game.play({"Anu": 0, "Chris": 51})
    assert game.winner == "Anu" and game.players_due() == () and not game.can_play(["Anu"])
