"""Each Bhukhar-family sheet is described once (``Game.sheet_description``): its blank sheet, its printed
boxes and the reader's bounds and choices all come from that description, and it says, for a web form, every
field's path, kind, bounds or options, label and rule."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.base import Choice, EntrantGrid, RowGrid
from cardnight_desk.domain.sheet_description import Kind

GAMES = ["bhukhar", "bukharo"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_blank_sheet_is_the_descriptions(game_id):
    description = find_game(game_id).sheet_description()
    blank = find_game(game_id).sheet_template(game_id)
    assert list(blank) == ["game", *(f.key for f in description.game_fields), description.sides,
                           *(lines.key for lines in description.lines)]  # fmt: skip
    side = blank[description.sides][description.blank_sides[0]]
    for field in description.side_fields:
        outer, _, inner = field.key.partition(".")
        value = side[outer][inner] if inner else side[outer]
        assert value == (False if field.kind is Kind.YES_NO else 0), field.key


@pytest.mark.parametrize("game_id", GAMES)
def test_the_printed_sheet_shows_each_fields_one_label(game_id):
    game = find_game(game_id)
    description = game.sheet_description()
    layout = game.sheet_layout({}, description.blank_sides)
    grid = next(s for s in layout.sections if isinstance(s, EntrantGrid))
    printed = {box.key: box.label for box in grid.boxes if box.key}
    for field in description.side_fields:
        assert field.label in printed[field.key] and (field.group or "") in printed[field.key]
    choices = {s.key: s for s in layout.sections if isinstance(s, Choice)}
    for field in description.game_fields:
        assert choices[field.key].label == field.label
        assert choices[field.key].options == tuple(o.label for o in field.options)
    grids = {s.key: s for s in layout.sections if isinstance(s, RowGrid)}
    for lines in description.lines:
        assert [c.title for c in grids[lines.key].columns] == [f.label for f in lines.fields]


def test_the_reader_keeps_the_described_bounds_and_choices():
    description = find_game("bhukhar").sheet_description()
    sheet = find_game("bhukhar").sheet_template("bhukhar") | {"ended_by": "stock"}
    (penalties,) = description.lines
    points = next(f for f in penalties.fields if f.key == "points")
    too_many = {"team": "Team A", "points": points.hi + points.step, "rule": "19.5"}
    errors = evaluate({**sheet, "penalties": [too_many]})["errors"]
    assert [e["path"] for e in errors] == ["penalties.0.points"]
    assert f"the highest allowed, {points.hi} ({points.rule})" in errors[0]["message"]
    errors = evaluate({**sheet, "ended_by": "lunch"})["errors"]
    assert errors[0]["message"] == (
        "'lunch' is not one of: "
        + ", ".join(description.game_field("ended_by").values)
        + f" ({description.game_field('ended_by').rule})"
    )


def test_the_description_serves_a_web_form():
    described = find_game("bhukhar").sheet_description().to_json()
    assert described["game"] == "bhukhar"
    (ended_by,) = described["fields"]
    assert ended_by["path"] == "ended_by" and ended_by["kind"] == "choice" and ended_by["rule"] == "rule 16"
    assert [o["value"] for o in ended_by["options"]] == ["closed", "stock", "time"]
    sides = {f["path"]: f for f in described["sides"]["fields"]}
    assert sides["teams.{side}.licence"] == {
        "path": "teams.{side}.licence",
        "kind": "yes_no",
        "label": "Licence displayed",
        "rule": "BH-5",
    }
    assert sides["teams.{side}.hand_cards.low"]["min"] == 0
    assert sides["teams.{side}.hand_cards.low"]["group"] == "Cards in hand"
    (penalties,) = described["lines"]
    fields = {f["path"]: f for f in penalties["fields"]}
    assert fields["penalties.{n}.team"]["kind"] == "side"
    assert (fields["penalties.{n}.points"]["min"], fields["penalties.{n}.points"]["max"]) == (5, 100)
    assert fields["penalties.{n}.note"]["optional"] is True
    assert penalties["preset"]["values"]["19.3"] == 50
