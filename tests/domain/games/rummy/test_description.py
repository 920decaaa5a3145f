"""The ``rummy-table`` sheet is described once (``RummyGame.sheet_description``): its blank sheet, the printed
deal columns and the reader's bounds and choices come from that description, and it says, for a web form,
every field's path, kind, bounds or options, label and rule (a player's line field saying when it is written)."""

from __future__ import annotations

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.base import RowGrid
from cardnight_desk.domain.sheet_description import Kind

GAME = find_game("rummy")


def _description():
    description = GAME.sheet_description()
    assert description is not None and description.game == "rummy-table"
    return description, description.line_list("deals")


def _sheet(**top):
    deal = {
        "deal_type": "normal",
        "players": {"Asha": {"result": "won"}, "Ben": {"result": "lost", "points": 20}},
    }
    return {"game": "rummy-table", "players": ["Asha", "Ben"], "deals": [deal], **top}


def test_the_blank_table_sheet_is_the_descriptions():
    description, deals = _description()
    blank = GAME.sheet_template("rummy-table")
    assert list(blank) == ["game", "target", "max_deals", "players", "deals"]
    assert blank["players"] == list(description.blank_sides)
    for field in description.game_fields:
        assert blank[field.key] == field.default == GAME.settings[field.key].default
    (deal,) = blank["deals"]
    assert deal["deal_type"] == " | ".join(deals.field("deal_type").values)
    lines = list(deal["players"].values())
    assert [line["result"] for line in lines] == ["won", "dropped", "lost", "lost"]
    assert lines[1]["when"] == " | ".join(deals.field("when").values)
    assert lines[3] == {"result": "lost", "cards": [], "wild": None}


def test_the_printed_deal_columns_are_headed_by_the_descriptions_labels():
    _, deals = _description()
    layout = GAME.sheet_layout({}, ["Asha", "Ben"])
    grid = next(s for s in layout.sections if isinstance(s, RowGrid) and s.key == deals.key)
    assert [c.title for c in grid.columns] == [
        deals.number,
        deals.field("deal_type").label,
        deals.field("wild").label,
    ]
    assert grid.columns[1].key == "deal_type" and grid.columns[1].width == deals.field("deal_type").width


def test_the_reader_keeps_the_described_bounds_and_choices():
    description, deals = _description()
    target = description.game_field("target")
    errors = evaluate(_sheet(target=target.hi + 1))["errors"]
    assert [e["path"] for e in errors] == ["target"]
    assert f"{target.hi}" in errors[0]["message"] and target.rule in errors[0]["message"]
    sheet = _sheet()
    sheet["deals"][0]["deal_type"] = "lunch"
    sheet["deals"][0]["players"]["Ben"] = {"result": "sulked"}
    messages = {e["path"]: e["message"] for e in evaluate(sheet)["errors"]}
    deal_type, result = deals.field("deal_type"), deals.field("result")
    assert (
        messages["deals.0.deal_type"]
        == f"'lunch' is not one of: {', '.join(deal_type.values)} ({deal_type.rule})"
    )
    assert messages["deals.0.players.Ben.result"] == (
        f"'sulked' is not one of: {', '.join(result.values)} ({result.rule})"
    )


def test_a_line_holds_only_the_fields_its_result_allows():
    _, deals = _description()
    assert deals.only_if("result", "dropped") == ("when",)
    assert deals.only_if("result", "lost") == ("points", "cards", "wild", "had_turn")
    sheet = _sheet()
    sheet["deals"][0]["players"]["Asha"] = {"result": "won", "points": 0}
    errors = evaluate(sheet)["errors"]
    assert [e["path"] for e in errors] == ["deals.0.players.Asha.points"]


def test_the_description_serves_a_web_form():
    described = GAME.sheet_description().to_json()
    assert described["game"] == "rummy-table" and described["context"] == "RummyTableForm"
    assert described["sides"] == {"path": "players", "list": True, "fields": []}
    fields = {f["path"]: f for f in described["fields"]}
    assert fields["target"] == {
        "path": "target", "kind": "whole", "label": "Target", "rule": "ruling RU-7",
        "min": 1, "max": 1000, "optional": True, "default": 150,
    }  # fmt: skip
    (deals,) = described["lines"]
    assert [f["path"] for f in deals["fields"]] == ["deals.{n}.deal_type"]
    sides = {f["path"]: f for f in deals["side_fields"]}
    when = sides["deals.{n}.players.{side}.when"]
    assert when["only_if"] == {"result": "dropped"} and when["kind"] == "choice"
    assert [o["value"] for o in when["options"]] == ["first_turn", "later"]
    assert sides["deals.{n}.players.{side}.cards"]["kind"] == Kind.CARDS.value
    assert sides["deals.{n}.players.{side}.had_turn"]["rule"] == "ruling RU-5"
