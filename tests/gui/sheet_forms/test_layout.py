"""The form built from a game's sheet layout: filled for a real game (Bhukhar's boxes for each team and how the
game ended) it makes a sheet the rules accept, with the desk's rows worked out as you type; and a game the
desk has never heard of gets a working form at the Scores desk from its domain package alone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.games import evaluate, find_game, register, unregister
from cardnight_desk.domain.games.base import (
    Box,
    BoxKind,
    Choice,
    EntrantGrid,
    Entries,
    Game,
    SheetKind,
    SheetLayout,
)
from cardnight_desk.domain.settings import resolve
from cardnight_desk.gui.scores.forms import form_for
from cardnight_desk.gui.sheet_forms.layout import LayoutForm
from cardnight_desk.services import scores
from cardnight_desk.services.tables import TableInfo
from tests.gui.scores.builders import bhukhar_game, event, open_sheet, player_round, players


def _table(game: str, entrants: tuple[str, ...]) -> TableInfo:
    return TableInfo("League", game, 1, "1", "1-1-1", entrants, (), "missing")


def _bhukhar_form(qtbot) -> LayoutForm:
    settings, _ = resolve(find_game("bhukhar").settings, {})
    form = LayoutForm(_table("bhukhar", ("Lions", "Tigers")), settings)
    qtbot.addWidget(form)
    return form


def _fill(form: LayoutForm, sheet: Mapping[str, Any]) -> None:
    """Type a sheet into the form box by box, the way a volunteer does (not through ``load``)."""
    for name, entry in sheet["teams"].items():
        for key, value in entry.items():
            for inner, number in value.items() if isinstance(value, dict) else [(None, value)]:
                widget = form.fields[f"teams.{name}.{key}" + (f".{inner}" if inner else "")]
                if isinstance(number, bool):
                    widget.setChecked(number)
                else:
                    widget.setValue(number)
    ended = form.fields["ended_by"]
    ended.setCurrentIndex(ended.findData(sheet["ended_by"]))


def test_a_bhukhar_sheet_typed_into_the_layout_form_is_valid(qtbot):
    form = _bhukhar_form(qtbot)
    expected = bhukhar_game("Lions", "Tigers")
    del expected["penalties"]  # penalty lines are Bhukhar's own form's; the layout form leaves them out
    _fill(form, expected)
    assert form.sheet() == expected
    verdict = evaluate(form.sheet())
    assert verdict["valid"], verdict
    assert form.valid
    # the desk's rows read the scored result (Box.result): the game score, then Master / Bonus points
    score_row, points_row = (shown for _, shown in form.desk_rows)
    assert score_row["Lions"].text() == f"<b>{verdict['teams']['Lions']['score']}</b>"
    lions = verdict["teams"]["Lions"]
    assert points_row["Lions"].text() == f"<b>{lions['master']} / {lions['bonus']}</b>"
    assert form.winner.text() == "Winner: Lions"


def test_the_layout_form_shows_a_ruling_beside_the_box_and_reads_a_stored_sheet(qtbot):
    form = _bhukhar_form(qtbot)
    stored = bhukhar_game("Lions", "Tigers")
    form.load(stored)
    assert form.valid
    assert form.fields["teams.Lions.closed.sequence"].value() == 1
    assert form.fields["ended_by"].currentData() == "closed"
    form.fields["teams.Tigers.bhukhar"].setChecked(True)  # both teams took the Bhukhar
    assert not form.valid
    assert "BH-4" in form.error_text("teams.Tigers.bhukhar")
    assert form.desk_rows[0][1]["Lions"].text() == "—"


def test_the_labels_are_the_layouts(qtbot):
    form = _bhukhar_form(qtbot)
    shown = {label.text() for label in form.findChildren(QLabel)}
    grid = next(s for s in find_game("bhukhar").sheet_layout({}, ["Lions", "Tigers"]).sections)
    assert isinstance(grid, EntrantGrid)
    assert {box.label for box in grid.boxes} <= shown


# --- a game the desk has never heard of ---------------------------------------------------------------------
@dataclass(frozen=True)
class _Hands:
    totals: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        best = max(self.totals.values())
        winners = [name for name, total in self.totals.items() if total == best]
        return {
            "players": {name: {"total": total} for name, total in self.totals.items()},
            "winner": winners[0] if len(winners) == 1 else None,
        }


class _HandsRules:
    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        return [
            SheetError(f"players.{name}.tricks", "at most 13 tricks a hand (ruling TOY-1)")
            for name, entry in sheet.get("players", {}).items()
            if entry.get("tricks", 0) > 13
        ]

    def score(self, sheet: Mapping[str, Any]) -> _Hands:
        errors = self.validate(sheet)
        if errors:
            raise SheetInvalid(errors)
        return _Hands({name: e["tricks"] + (5 if e["slam"] else 0) for name, e in sheet["players"].items()})


class _TricksGame(Game):
    id = "tricks"
    title = "Tricks (a game added by its package alone)"
    entries = Entries.PLAYERS
    sheet_kinds = (SheetKind("tricks-table", _HandsRules(), "players"),)
    table_kinds = ("tricks-table",)
    drawn_in_rounds = True

    def sheet_layout(self, settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
        boxes = (
            Box("Tricks taken", BoxKind.COUNT, "tricks"),
            Box("Grand slam (+5)", BoxKind.TICK, "slam"),
            Box("Desk: total", BoxKind.DESK, result="total"),
        )
        return SheetLayout((EntrantGrid("Each player's hand", boxes), Choice("Dealer's note", key="note")))


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    yield d
    d.close()


@pytest.fixture
def tricks_game():
    game = register(_TricksGame())
    yield game
    unregister(game.id)


def test_a_new_game_is_scored_at_the_desk_through_its_layout(qtbot, desk, tricks_game):
    players(desk, "Tricks night", "tricks", ["Asha", "Ben"])
    player_round(desk, "Tricks night", 1, [["Asha", "Ben"]])
    area = open_sheet(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert isinstance(form, LayoutForm)
    form.fields["players.Asha.tricks"].setValue(14)
    assert not form.valid and "TOY-1" in form.error_text("players.Asha.tricks")
    form.fields["players.Asha.tricks"].setValue(8)
    form.fields["players.Ben.tricks"].setValue(5)
    form.fields["players.Ben.slam"].setChecked(True)
    assert form.valid, form.errors
    assert form.desk_rows[0][1]["Ben"].text() == "<b>10</b>"
    form.fields["note"].setText("Ben's slam checked by the table")
    assert form.sheet() == {
        "game": "tricks-table",
        "note": "Ben's slam checked by the table",
        "players": {"Asha": {"tricks": 8, "slam": False}, "Ben": {"tricks": 5, "slam": True}},
    }
    assert area.panel.save_and_confirm()
    stored = scores.get_sheet(desk, "Tricks night", 1, "1")
    assert stored is not None and stored.status == "confirmed"
    assert stored.sheet["players"] == form.sheet()["players"]


def test_a_game_without_boxes_for_its_entrants_has_no_form_here(qtbot):
    assert form_for(_table("poker", ("Asha", "Ben")), {}) is None
    assert form_for(_table("baccarat", ("Asha", "Ben")), {}) is None
