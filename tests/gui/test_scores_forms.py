"""The deal-by-deal forms (28, rummy) and the Bukharo form, typed into for real: the sheet each builds
(score-sheets.md), running totals and status as you go, errors beside the cell they concern."""

from __future__ import annotations

import importlib.util

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui.score_forms.rummy import cell_text, parse_cell
from cardnight_desk.gui.scores_area import ScoresArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings_area import StandingsArea
from cardnight_desk.services import scores
from tests.gui.builders_scores import event, player_round, players, team_round, teams

RUMMY_ENGINE = importlib.util.find_spec("cardnight_desk.domain.games.rummy.sheets") is not None


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    yield d
    d.close()


def _area(qtbot, desk, number: str) -> ScoresArea:
    area = ScoresArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.resize(1500, 900)
    area.show()
    qtbot.waitExposed(area)
    with qtbot.waitActive(area):
        area.activateWindow()
    area.sheet_number_edit.setText(number)
    assert area.open_sheet_number()
    return area


def _type(qtbot, widget, text: str) -> None:
    widget.setFocus()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


# --- 28 ---------------------------------------------------------------------------------------------------
def test_te_28_match_deal_by_deal_with_running_totals(qtbot, desk):
    teams(desk, "28 knockout", "28", ["Kochi", "Thrissur"])
    team_round(desk, "28 knockout", 1, [("Kochi", "Thrissur")])
    area = _area(qtbot, desk, "1-1-1")
    form = area.panel.form
    first = form.rows[0]
    assert QApplication.focusWidget() is first["bidder"]
    qtbot.keyClicks(first["bidder"], "K")  # Kochi
    qtbot.keyClick(first["bidder"], Qt.Key.Key_Return)
    assert QApplication.focusWidget() is first["bid"]  # Enter moves on along the deal
    qtbot.keyClicks(first["bid"], "18")
    qtbot.keyClick(first["bid"], Qt.Key.Key_Return)
    qtbot.keyClicks(first["result"], "20")
    assert first["total"].text() == "Kochi 1 · Thrissur 0"  # TE-2: 18 made, +1
    second = form.rows[1]
    second["bidder"].setCurrentIndex(second["bidder"].findData("Thrissur"))
    _type(qtbot, second["bid"], "t")
    _type(qtbot, second["result"], "l")  # thani lost: -5
    third = form.rows[2]
    third["bidder"].setCurrentIndex(third["bidder"].findData("redeal"))
    fourth = form.rows[3]
    fourth["bidder"].setCurrentIndex(fourth["bidder"].findData("Kochi"))
    _type(qtbot, fourth["bid"], "17")
    fourth["cot"].setCurrentIndex(fourth["cot"].findText("counter cot: took every trick"))
    assert form.valid, form.errors
    assert form.sheet() == {
        "game": "28-match",
        "teams": ["Kochi", "Thrissur"],
        "deals": [
            {"bidder": "Kochi", "bid": 18, "bidder_points": 20},
            {"bidder": "Thrissur", "bid": "thani", "won_all": False},
            {"redeal": True},
            {"bidder": "Kochi", "bid": 17, "cot": {"declared_by": "Thrissur", "outcome": "won_all"}},
        ],
        "coin_toss": None,
    }
    assert [r["total"].text() for r in form.rows[:4]] == [
        "Kochi 1 · Thrissur 0",
        "Kochi 1 · Thrissur -5",
        "Kochi 1 · Thrissur -5",
        "Kochi -3 · Thrissur -5",  # TE-3: counter cot taking every trick, the bidders lose 2L
    ]
    assert "in progress" in form.status.text()
    _type(qtbot, form.rows[4]["bid"], "30")
    assert not form.valid
    assert "16 to 28" in form.error_text("deals.4.bid") and "TE-2" in form.error_text("deals.4.bid")
    assert "does not say how it ended" in form.error_text("deals.4")
    assert form.rows[3]["total"].text() == "Kochi -3 · Thrissur -5"  # the deals before still add up
    form.rows[4]["bid"].clear()
    assert form.valid
    assert area.panel.save()
    assert scores.get_sheet(desk, "28 knockout", 1, "1").result["totals"] == {"Kochi": -3, "Thrissur": -5}


def test_te7_28_form_reloads_a_stored_match_and_asks_for_the_coin_toss(qtbot, desk):
    teams(desk, "28 knockout", "28", ["Kochi", "Thrissur"])
    team_round(desk, "28 knockout", 1, [("Kochi", "Thrissur")])
    deals = [
        {"bidder": "Kochi", "bid": 16, "bidder_points": 16},
        {"bidder": "Thrissur", "bid": 16, "bidder_points": 16},
    ]
    sheet = {"game": "28-match", "teams": ["Kochi", "Thrissur"], "deals": deals * 9, "coin_toss": None}
    scores.enter_sheet(desk, "28 knockout", 1, "1", sheet)
    area = _area(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert form.sheet() == sheet
    assert "coin toss" in form.status.text() and form.coin_toss.isEnabled()
    form.coin_toss.setCurrentIndex(form.coin_toss.findData("Thrissur"))
    assert form.result["status"] == "finished" and form.result["winner"] == "Thrissur"


# --- Bukharo ----------------------------------------------------------------------------------------------
def test_bk_bukharo_table_of_three_individuals(qtbot, qtmodeltester, desk):
    players(desk, "Bukharo", "bukharo", ["Asha", "Ben", "Chandra"])
    player_round(desk, "Bukharo", 1, [["Asha", "Ben", "Chandra"]])
    area = _area(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert form.entrants == ["Asha", "Ben", "Chandra"]
    for name in ("Asha", "Ben"):
        form.fields[f"sides.{name}.passport"].setChecked(True)
    form.fields["sides.Asha.sequences7.pure"].setValue(1)
    form.fields["sides.Asha.group_cards.high"].setValue(5)
    form.fields["sides.Asha.first_bukharo"].setChecked(True)
    form.fields["sides.Asha.second_bukharo"].setChecked(True)
    form.fields["sides.Ben.hand_cards.aces"].setValue(1)
    form.fields["sides.Chandra.hand_cards.high"].setValue(4)
    form.fields["sides.Chandra.group_cards.low"].setValue(2)  # BK-4: no passport, no groups
    assert "no passport" in form.error_text("sides.Chandra.group_cards.low")
    form.fields["sides.Chandra.group_cards.low"].setValue(0)
    assert form.valid, form.errors
    assert form.totals["Asha"].text() == "<b>Score 400</b>"  # 150 + 5 x 10 + 100 + 100 (BK-1, BK-2, BK-5)
    assert area.panel.save_and_confirm()
    standings = StandingsArea(desk, area.signals)
    qtbot.addWidget(standings)
    qtmodeltester.check(standings.model)
    rows = [[standings.model.data(standings.model.index(r, c)) for c in range(4)] for r in range(3)]
    assert rows == [["1", "Asha", 1, 400], ["2", "Ben", 1, -20], ["3", "Chandra", 1, -40]]


# --- rummy ------------------------------------------------------------------------------------------------
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
    area = _area(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert len(form.rows) == 4  # max_deals (RU-8)
    assert QApplication.focusWidget() is form.rows[0]["cells"]["Anu"]
    for name, code in (("Anu", "w"), ("Bala", "35"), ("Chris", "f")):
        _type(qtbot, form.rows[0]["cells"][name], code)
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


@pytest.mark.skipif(not RUMMY_ENGINE, reason="the rummy rules (domain/games/rummy.py) are not in this build")
def test_ru7_rummy_form_shows_running_totals_and_eliminations(qtbot, desk):
    _rummy_desk(desk)
    area = _area(qtbot, desk, "1-1-1")
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


def test_rummy_form_without_its_rules_says_so_and_does_not_save(qtbot, desk):
    if RUMMY_ENGINE:
        pytest.skip("the rummy rules are in this build")
    _rummy_desk(desk)
    area = _area(qtbot, desk, "1-1-1")
    form = area.panel.form
    form.rows[0]["cells"]["Anu"].setText("w")
    assert not form.valid and "cannot check this sheet" in form.general_errors.text()
    assert not area.panel.save_button.isEnabled()
