"""The 28 form, typed into for real: the match deal by deal with running totals (rulings TE-2..TE-7), and a
stored match read back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.services import scores
from tests.gui.scores.builders import open_sheet, team_round, teams, type_in


def test_te_28_match_deal_by_deal_with_running_totals(qtbot, desk):
    teams(desk, "28 knockout", "28", ["Kochi", "Thrissur"])
    team_round(desk, "28 knockout", 1, [("Kochi", "Thrissur")])
    area = open_sheet(qtbot, desk, "1-1-1")
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
    type_in(qtbot, second["bid"], "t")
    type_in(qtbot, second["result"], "l")  # thani lost: -5
    third = form.rows[2]
    third["bidder"].setCurrentIndex(third["bidder"].findData("redeal"))
    fourth = form.rows[3]
    fourth["bidder"].setCurrentIndex(fourth["bidder"].findData("Kochi"))
    type_in(qtbot, fourth["bid"], "17")
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
    type_in(qtbot, form.rows[4]["bid"], "30")
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
    area = open_sheet(qtbot, desk, "1-1-1")
    form = area.panel.form
    assert form.sheet() == sheet
    assert "coin toss" in form.status.text() and form.coin_toss.isEnabled()
    form.coin_toss.setCurrentIndex(form.coin_toss.findData("Thrissur"))
    assert form.result["status"] == "finished" and form.result["winner"] == "Thrissur"
