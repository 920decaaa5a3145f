"""The poker sheets are described once (``domain/games/poker/description.py``): the blank ``poker-tournament``
and ``poker-balance`` sheets, the printed player, level, hand and chips columns and the readers' keys, bounds
and rules come from those descriptions, and they say, for a web form, every field's path, kind, bounds and
rule."""

from __future__ import annotations

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.base import RowGrid
from cardnight_desk.domain.games.poker.description import BALANCE, BUSTS, ENTRIES, TOURNAMENT

GAME = find_game("poker")


def test_the_blank_sheets_are_the_descriptions():
    assert GAME.sheet_template("poker-tournament") == TOURNAMENT.blank() == {
        "game": "poker-tournament", "structure": "gama-2025", "paid_places": 3, "payout_percent": [50, 30, 20],
        "prize_pool": 0, "entries": [], "busts": [],
    }  # fmt: skip
    assert list(GAME.sheet_template("poker-tournament")) == list(TOURNAMENT.blank())
    assert GAME.sheet_template("poker-balance") == BALANCE.blank() == {
        "game": "poker-balance", "seats_per_table": 9, "break_below": 5, "tables": {},
    }  # fmt: skip
    assert list(GAME.sheet_template("poker-balance")) == list(BALANCE.blank())


def test_the_printed_sheet_heads_its_columns_as_the_description_prints_them():
    layout = GAME.sheet_layout({}, ["Asha", "Ben"])
    grids = {s.key: s for s in layout.sections if isinstance(s, RowGrid)}
    for lines in (ENTRIES, BUSTS):
        grid = grids[lines.key]
        assert grid.title.startswith(lines.label)
        printed = {c.key: c for c in grid.columns if c.key}
        assert list(printed) == [f.key for f in lines.fields]
        for field in lines.fields:
            assert printed[field.key].title == (field.printed or field.label)
            assert printed[field.key].width == field.width
    assert grids["entries"].columns[2].title == "Entry level: 1 · 2 · 3 · before 4"
    assert grids["busts"].columns[4].title == "Chips at the start of that hand"


def _messages(sheet):
    return {e["path"]: e["message"] for e in evaluate(sheet)["errors"]}


def test_the_readers_keep_the_described_keys_bounds_and_rules():
    paid, hand, chips = TOURNAMENT.game_field("paid_places"), BUSTS.field("hand"), BUSTS.field("start_chips")
    messages = _messages({
        "game": "poker-tournament", "paid_places": paid.lo - 1, "payout_percent": [100],
        "entries": [{"player": "Asha", "level": 1}, {"player": "Ben", "level": 1, "seat": 3}],
        "busts": [{"player": "Ben", "hand": hand.lo - 1, "start_chips": chips.lo - 1}],
    })  # fmt: skip
    assert messages["paid_places"] == f"0 is below the lowest allowed, {paid.lo} ({paid.rule})"
    assert messages["entries.1.seat"] == "unknown field 'seat' (expected: level, player)"
    assert messages["busts.0.hand"] == f"0 is below the lowest allowed, {hand.lo}"
    assert messages["busts.0.start_chips"] == f"0 is below the lowest allowed, {chips.lo} ({chips.rule})"
    messages = _messages({"game": "poker-tournament", "entries": [], "prize": 5})
    assert messages["prize"] == (
        "unknown field 'prize' (expected: busts, entries, game, paid_places, payout_percent, prize_pool, "
        "settings, structure)"
    )
    assert messages["busts"] == "'busts' is missing"
    messages = _messages({"game": "poker-balance", "tables": {"1": -1}, "seats": 9})
    assert messages["tables.1"] == f"-1 is below the lowest allowed, {BALANCE.game_field('tables').lo}"
    assert messages["seats"] == (
        "unknown field 'seats' (expected: break_below, game, seats_per_table, settings, tables)"
    )


def test_the_descriptions_serve_a_web_form():
    described = TOURNAMENT.to_json()
    assert "sides" not in described  # a tournament is not played between sides
    fields = {f["path"]: f for f in described["fields"]}
    assert fields["payout_percent"] == {"path": "payout_percent", "kind": "wholes", "label": "Payout percentages",
                                        "rule": "ruling PK-6", "optional": True, "default": [50, 30, 20]}  # fmt: skip
    assert fields["structure"]["default"] == "gama-2025" and fields["structure"]["kind"] == "text"
    entries, busts = described["lines"]
    level = {f["path"]: f for f in entries["fields"]}["entries.{n}.level"]
    assert (level["min"], level["options"], level["rule"]) == (
        1, [{"value": "before_4", "label": "before level 4"}], "ruling PK-2"
    )  # fmt: skip
    assert [f["path"] for f in busts["fields"]] == [
        "busts.{n}.player",
        "busts.{n}.hand",
        "busts.{n}.start_chips",
    ]
    (seats, below, tables) = BALANCE.to_json()["fields"]
    assert (seats["min"], seats["max"], seats["default"]) == (2, 11, 9)
    assert (below["default"], tables["kind"], tables["min"]) == (5, "counts", 0)
    assert TOURNAMENT.name_paths == BALANCE.name_paths == ()
