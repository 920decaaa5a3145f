"""A game is one package: a toy game that lives only in the tests (tests/toy_game/) is registered and runs
through the whole night — registration, the draw, score sheets at the tables, the standings and the printed
score sheets — with no line of the desk changed for it. Every layer asks the game; none knows its name."""

from __future__ import annotations

import datetime as dt

import pytest
from pypdf import PdfReader

from cardnight_desk.domain.games import GAMES, find_sheet_kind, register, unregister
from cardnight_desk.io.printing import document_data, print_document
from cardnight_desk.services import draws, registration, registration_teams, scores, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.registration_model import PlayerDetails
from tests.toy_game import GAME
from tests.toy_game.game import POINTS_LABEL

PAIRS = {
    "Aces": ("Asha", "Bilal"),
    "ચેતન Kings": ("ચેતન", "Dev"),
    "Queens": ("Esha", "Farid"),
    "Jacks": ("Gita", "Hari"),
}


@pytest.fixture
def duel_game():
    register(GAME)
    yield GAME
    unregister(GAME.id)
    assert "duel" not in GAMES


def duel(a: str, pa: int, b: str, pb: int) -> dict:
    return {"game": "duel", "teams": {a: {"points": pa}, b: {"points": pb}}}


def test_a_toy_game_runs_the_whole_night(duel_game, tmp_path):
    assert find_sheet_kind("duel") == (GAME, GAME.sheet_kinds[0])
    desk = Desk.create(str(tmp_path / "duels.cardnight"), "Duel night", "2026-11-23")
    add_competition(desk, "Duels", "duel")
    for pair, members in PAIRS.items():
        for name in members:
            registration.register_player(
                desk, "Duels", PlayerDetails(name, dt.date(1990, 1, 1)), today=dt.date(2026, 11, 1)
            )
        registration_teams.register_team(desk, "Duels", pair, members)
    points = {"Aces": 40, "Queens": 25, "ચેતન Kings": 30, "Jacks": 10}
    for number in (1, 2, 3):  # a round robin of four players: three rounds
        drawn = draws.draw_next_round(desk, "Duels", seed=7)
        assert len(drawn.tables) == 2 and not drawn.byes
        for table in drawn.tables:
            a, b = table.entrants
            with pytest.raises(Refusal):  # the game's own rules are asked before anything is stored
                scores.enter_sheet(desk, "Duels", number, table.table, duel(a, 101, b, 0), confirm=True)
            scores.enter_sheet(
                desk, "Duels", number, table.table, duel(a, points[a], b, points[b]), confirm=True
            )
    with pytest.raises(Refusal, match="every round of the round robin"):
        draws.draw_next_round(desk, "Duels", seed=7)

    table = standings.standings(desk, "Duels")
    assert [(r.place, r.name, r.value("won")) for r in table.rows] == [
        (1, "Aces", 3),
        (2, "ચેતન Kings", 2),
        (3, "Queens", 1),
        (4, "Jacks", 0),
    ]
    assert table.rows[0].value("points") == 120

    out = tmp_path / "sheets.pdf"
    pages = print_document(document_data(desk, "score-sheets", "Duels", 1), "score-sheets", out)
    assert pages == 2
    text = "\n".join(page.extract_text() for page in PdfReader(out).pages)
    assert POINTS_LABEL in text and "High-card duel" in text and "Asha" in text
    desk.close()
