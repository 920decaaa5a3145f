"""``cardnight-desk score`` on baccarat sheets and ``cardnight-desk baccarat-odds`` (cli.md, score-sheets.md)."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from cardnight_desk.cli import main

HAND = {
    "game": "baccarat-hand",
    "variant": "no_commission",
    "cards": ["KS", "3H", "2C", "3D", "KD"],  # Player 2, Banker 6 stands and wins
    "bets": [{"seat": 1, "on": "banker", "stake": 95}, {"seat": 2, "on": "player", "stake": 10}],
}


def run(capsys, *argv: str) -> tuple[int, dict]:
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_score_a_baccarat_hand_file(tmp_path, capsys):
    sheet = tmp_path / "hand.json"
    sheet.write_text(json.dumps(HAND), encoding="utf-8")
    code, doc = run(capsys, "score", str(sheet))
    assert code == 0 and doc["valid"] is True
    assert doc["winner"] == "banker" and doc["banker"] == {"cards": ["3H", "3D"], "total": 6}
    assert doc["bets"] == [{"seat": 1, "on": "banker", "net": 47.5}, {"seat": 2, "on": "player", "net": -10}]


def test_score_an_unfinished_hand_from_standard_input_is_refused(monkeypatch, capsys):
    sheet = dict(HAND, cards=["KS", "3H", "2C", "3D"])
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(sheet)))
    code, doc = run(capsys, "score", "-")
    assert code == 2 and doc["valid"] is False
    assert [e["path"] for e in doc["errors"]] == ["cards"]
    assert doc["errors"][0]["message"].startswith("card 5 is still needed: the Player's third card")


def test_baccarat_odds_command(capsys):
    code, doc = run(capsys, "baccarat-odds", "--decks", "8")
    assert code == 0 and doc["valid"] is True and doc["decks"] == 8
    assert [round(doc["probabilities"][k], 6) for k in ("banker", "player", "tie")] == [
        0.458597,
        0.446247,
        0.095156,
    ]
    assert round(doc["house_edge"]["mini"]["tie"] * 100, 2) == 14.36
    assert round(doc["house_edge"]["ez"]["dragon7"] * 100, 2) == 7.61


def test_baccarat_odds_refuses_a_shoe_of_nine_packs(capsys):
    code, doc = run(capsys, "baccarat-odds", "--decks", "9")
    assert code == 2 and doc["valid"] is False and doc["errors"][0]["path"] == "decks"
    assert "BAC-3" in doc["errors"][0]["message"]


def test_installed_command_line_prints_the_odds():
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "baccarat-odds", "--decks", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["decks"] == 1 and round(doc["house_edge"]["mini"]["banker"] * 100, 2) == 1.01
