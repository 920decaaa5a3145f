"""Any game's sheet layout is drawn by one renderer: entrant grids, row grids and choices, whatever the game."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cardnight_desk.domain.games import GAMES, find_game, register, unregister
from cardnight_desk.domain.games.base import (
    Box,
    BoxKind,
    Choice,
    Column,
    EntrantGrid,
    Entries,
    Game,
    RowGrid,
    SheetLayout,
)
from cardnight_desk.io.pdf.data import PrintDataError, RoundSeating, Seat, TableSeating
from cardnight_desk.io.pdf.score_sheets import build_score_sheets
from tests.io.pdf.night import header, night_round, page_texts


def labels(layout: SheetLayout) -> list[str]:
    """Every text a layout gives the page, in order (ASCII ones: the extractor reads them back exactly)."""
    out: list[str] = []
    for section in layout.sections:
        if isinstance(section, EntrantGrid):
            out += [section.title, *(box.label for box in section.boxes)]
        elif isinstance(section, RowGrid):
            out += [section.title, *(c.title for c in section.columns)]
        else:
            out += [section.label, *section.options]
    return [text for text in out if text and text.isascii()]


def printed(data: RoundSeating) -> str:
    out = io.BytesIO()
    build_score_sheets(data, out)
    return " ".join(page_texts(out.getvalue())).replace("\n", " ")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_layout_renders_with_every_label(game_id):
    data = night_round(game_id, tables=1)
    layout = find_game(game_id).sheet_layout(data.settings, data.tables[0].sides())
    text = printed(data)
    for label in labels(layout):
        assert " ".join(label.split()) in text, label


class ToyGame(Game):
    """A game the renderer has never heard of: a grid of boxes, a log of rounds by player, a choice."""

    id = "toy"
    title = "Toy (test)"
    ruling_prefix = "TOY"
    entries = Entries.PLAYERS
    max_sides = 4
    exact_sides = None

    def sheet_layout(self, settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
        return SheetLayout(
            (
                EntrantGrid(
                    "Toy boxes",
                    (
                        Box("Rang the bell", BoxKind.TICK, "bell"),
                        Box("Marbles won", BoxKind.COUNT, "marbles"),
                    ),
                ),
                RowGrid(
                    "Toy rounds",
                    (Column("Round", 0.1), Column("Dealer", 0.2, centre=False)),
                    rows=5,
                    per_entrant=(Column("said", 0.5), Column("kept", 0.5)),
                    lead_title="Each round",
                    seat_heads=True,
                    extra_from=5,
                ),
                RowGrid(
                    "Toy seats",
                    (Column("Seat"), Column("Who"), Column("Mood", printed="sunny")),
                    2,
                    fill_seats=True,
                ),
                Choice("Tidied up by:", tuple(sides[:2])),
            ),
            ("Be kind to the toy (TOY-1).",),
        )


@pytest.fixture
def toy():
    register(ToyGame())
    yield
    unregister("toy")


def toy_round(players: int = 3, first_seat: int = 1) -> RoundSeating:
    names = ("Anu", "Bala", "Chris", "Dev", "Esha")[:players]
    seats = tuple(Seat(first_seat + i, name) for i, name in enumerate(names))
    return RoundSeating(header("toy"), (TableSeating("1", "T-1", seats),))


def test_a_game_the_renderer_does_not_know_prints_from_its_layout(toy):
    text = printed(toy_round())
    order = [
        "Toy boxes",
        "Rang the bell",
        "Marbles won",
        "Toy rounds",
        "Each round",
        "1 Anu",
        "2 Bala",
        "3 Chris",
    ]
    order += [
        "Round Dealer said kept said kept said kept",
        "Toy seats",
        "Tidied up by:",
        "Be kind to the toy",
    ]
    at = 0
    for label in order:  # in this order, top to bottom
        at = text.find(label, at)
        assert at >= 0, label
    assert (
        text.count("sunny") == 3
    )  # a seats grid has a row per seat: three seats, though the layout asked for 2


def test_a_seats_grid_runs_to_the_highest_seat_taken(toy):
    text = printed(toy_round(players=2, first_seat=4))
    assert text.count("sunny") == 5 and "5 Bala" in text


def test_the_game_says_how_many_sides_its_sheet_holds(toy):
    with pytest.raises(PrintDataError, match="at most 4 sides"):
        build_score_sheets(toy_round(players=5), io.BytesIO())


def test_a_game_seating_exactly_two_teams_refuses_three():
    seats = tuple(Seat(i + 1, f"P{i}", ("A", "B", "C")[i % 3]) for i in range(6))
    data = RoundSeating(header("28"), (TableSeating("1", "S1", seats),))
    with pytest.raises(PrintDataError, match="exactly two teams"):
        build_score_sheets(data, io.BytesIO())
