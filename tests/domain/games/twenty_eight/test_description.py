"""The ``28-match`` sheet is described once (``TwentyEightGame.sheet_description``): its blank sheet, the
printed deal columns and coin toss, the places a sheet names its teams and the reader's bounds, choices and
rules come from that description, and it says, for a web form, every field's path, kind, bounds and rule."""

from __future__ import annotations

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.base import Choice, RowGrid

GAME = find_game("28")
TEAMS = ["Lions", "Tigers"]


def _description():
    description = GAME.sheet_description()
    assert description is not None and description.game == "28-match"
    return description, description.line_list("deals")


def test_the_blank_match_sheet_is_the_descriptions():
    description, _ = _description()
    assert GAME.sheet_template("28-match") == {
        "game": "28-match", "teams": list(description.blank_sides), "deals": [], "coin_toss": None,
    }  # fmt: skip
    assert list(GAME.sheet_template("28-match")) == list(description.blank())


def test_the_printed_sheet_heads_its_columns_as_the_description_prints_them():
    description, deals = _description()
    layout = GAME.sheet_layout({}, TEAMS)
    grid = next(s for s in layout.sections if isinstance(s, RowGrid) and s.key == deals.key)
    assert grid.rows == deals.rows
    printed = {c.key: c.title for c in grid.columns if c.key}
    for key, column in (("bidder", "bidder"), ("bid", "bid"), ("bidder_points", "bidder_points"),
                        ("cot.outcome", "cot"), ("foul", "foul")):  # fmt: skip
        field = deals.field(key)
        assert printed[column] == (field.printed or field.label)
    toss = next(s for s in layout.sections if isinstance(s, Choice))
    assert toss.label == description.game_field("coin_toss").printed and toss.key == "coin_toss"


def test_a_renamed_team_is_renamed_wherever_the_description_holds_a_team():
    description, _ = _description()
    (kind,) = GAME.sheet_kinds
    assert kind.names == description.name_paths
    assert set(kind.names) == {
        "teams.*",
        "deals.*.bidder",
        "deals.*.foul",
        "deals.*.cot.declared_by",
        "coin_toss",
    }


def test_the_reader_keeps_the_described_bounds_choices_and_rules():
    description, deals = _description()
    points, outcome, foul = deals.field("bidder_points"), deals.field("cot.outcome"), deals.field("foul")
    sheet = {"game": "28-match", "teams": TEAMS, "deals": [
        {"bidder": "Lions", "bid": 18, "bidder_points": points.hi + 1},
        {"bidder": "Lions", "bid": 18, "cot": {"declared_by": "Lions", "outcome": "nap"}},
        {"bidder": "Lions", "bid": 18, "foul": "Bears"},
    ]}  # fmt: skip
    messages = {e["path"]: e["message"] for e in evaluate(sheet)["errors"]}
    assert f"{points.hi} ({points.rule})" in messages["deals.0.bidder_points"]
    assert (
        messages["deals.1.cot.outcome"]
        == f"'nap' is not one of: {', '.join(outcome.values)} ({outcome.rule})"
    )
    assert messages["deals.2.foul"].endswith(f"not 'Bears' ({foul.rule})")
    toss = description.game_field("coin_toss")
    errors = evaluate({"game": "28-match", "teams": TEAMS, "deals": [], "coin_toss": "Bears"})["errors"]
    assert any(e["path"] == "coin_toss" and e["message"].endswith(f"({toss.rule})") for e in errors)


def test_the_description_serves_a_web_form():
    described = GAME.sheet_description().to_json()
    assert described["sides"] == {"path": "teams", "list": True, "fields": []}
    (toss,) = described["fields"]
    assert toss == {"path": "coin_toss", "kind": "side", "label": "Coin toss won by", "rule": "ruling TE-7",
                    "optional": True}  # fmt: skip
    (deals,) = described["lines"]
    fields = {f["path"]: f for f in deals["fields"]}
    bid = fields["deals.{n}.bid"]
    assert (bid["min"], bid["max"], bid["options"]) == (16, 28, [{"value": "thani", "label": "thani"}])
    assert fields["deals.{n}.won_all"]["only_if"] == {"bid": "thani"}
    assert fields["deals.{n}.cot.outcome"]["group"] == "Cot"
    assert [o["value"] for o in fields["deals.{n}.cot.outcome"]["options"]] == [
        "won_all",
        "lost_trick",
        "surrendered",
    ]
