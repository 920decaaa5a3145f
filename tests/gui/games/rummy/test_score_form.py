"""The rummy form, typed into for real: the cell codes, the table sheet it builds deal by deal
(score-sheets.md), running totals and eliminations as you go, errors beside the cell they concern."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui.games.rummy.score_form import cell_text, parse_cell
from tests.gui.scores.builders import open_sheet, player_round, players, type_in


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        ("w", {"result": "won"}),
        ("F", {"result": "dropped", "when": "first_turn"}),
        ("m", {"result": "dropped", "when": "later"}),
        ("v", {"result": "void"}),
        ("35", {"result": "lost", "points": 35}),
        ("100-", {"result": "lost", "points": 100, "had_turn": False}),
        ("35 +", {"result": "lost", "points": 35, "had_turn": True}),
        ("10h jh qh", {"result": "lost", "cards": ["10H", "JH", "QH"], "wild": "5"}),
    ],
)
def test_rummy_cell_codes(text, entry):
    assert parse_cell(text, "5") == entry
    assert parse_cell(cell_text(entry), "5") == entry


def test_rummy_empty_cell_is_no_entry():
    assert parse_cell("  ", None) is None


def _rummy_desk(desk):
    players(desk, "Rummy", "rummy", ["Anu", "Bala", "Chris"], settings={"max_deals": 4, "target": 100})
    player_round(desk, "Rummy", 1, [["Anu", "Bala", "Chris"]])


def test_rummy_form_builds_the_table_sheet_deal_by_deal(qtbot, desk):
    _rummy_desk(desk)
    area = open_sheet(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert len(form.rows) == 4  # max_deals (RU-8)
    assert QApplication.focusWidget() is form.rows[0]["cells"]["Anu"]
    for name, code in (("Anu", "w"), ("Bala", "35"), ("Chris", "f")):
        type_in(qtbot, form.rows[0]["cells"][name], code)
    assert QApplication.focusWidget() is form.rows[1]["type"]  # on to the next deal
    form.rows[1]["type"].setCurrentIndex(form.rows[1]["type"].findData("first_turn_rummy"))
    form.rows[1]["wild"].setText("5")
    cards = "10H JH QH KH 7S 8S 8D 4C 4D 4H 4S 2H 2C"
    for name, code in (("Anu", "70+"), ("Bala", "w"), ("Chris", cards + "-")):
        form.rows[1]["cells"][name].setText(code)
    assert form.sheet() == {
        "game": "rummy-table",
        "target": 100,
        "max_deals": 4,
        "players": ["Anu", "Bala", "Chris"],
        "deals": [
            {
                "deal_type": "normal",
                "players": {
                    "Anu": {"result": "won"},
                    "Bala": {"result": "lost", "points": 35},
                    "Chris": {"result": "dropped", "when": "first_turn"},
                },
            },
            {
                "deal_type": "first_turn_rummy",
                "players": {
                    "Anu": {"result": "lost", "points": 70, "had_turn": True},
                    "Bala": {"result": "won"},
                    "Chris": {"result": "lost", "cards": cards.split(), "wild": "5", "had_turn": False},
                },
            },
        ],
    }
    state = form.state()
    form.rows[0]["cells"]["Anu"].setText("")
    form.restore(state)
    assert form.rows[0]["cells"]["Anu"].text() == "w"


def test_ru7_rummy_form_shows_running_totals_and_eliminations(qtbot, desk):
    _rummy_desk(desk)
    area = open_sheet(qtbot, desk, "1-1-1")
    form = area.panel.form
    for name, code in (("Anu", "w"), ("Bala", "100"), ("Chris", "m")):
        form.rows[0]["cells"][name].setText(code)
    for name, code in (("Anu", "w"), ("Bala", "35"), ("Chris", "f")):
        form.rows[1]["cells"][name].setText(code)
    assert form.valid, form.errors
    assert [form.rows[0]["totals"][n].text() for n in ("Anu", "Bala", "Chris")] == ["0", "100", "50"]
    assert [form.rows[1]["totals"][n].text() for n in ("Anu", "Bala", "Chris")] == ["0", "135", "75"]
    assert "Bala (after deal 2)" in form.summary.text()
    assert form.rows[2]["totals"]["Bala"].text() == "out" and not form.rows[2]["cells"]["Bala"].isEnabled()
    form.rows[2]["cells"]["Anu"].setText("w")
    form.rows[2]["cells"]["Chris"].setText("20")
    assert form.valid and form.rows[2]["totals"]["Chris"].text() == "95"
    form.rows[2]["cells"]["Bala"].setText("5")  # typed for a player who is out: refused beside the cell
    assert not form.valid and "RU-7" in form.error_text("deals.2.players.Bala")
